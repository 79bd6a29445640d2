"""Record sheet benchmark: one sheet, 100 sheets into one PDF, peak memory for 100 and for 500
sheets (a big job is drawn in chunks and joined page by page, so memory stays flat); next to a
baseline of reportlab drawing the same number of circles and strings on a bare canvas.

Run: python -m bench sheets   (or python bench/bench_sheets.py [UNIT_FILE])
"""

from __future__ import annotations

import io
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from designer.formats.load import load_unit  # noqa: E402
from designer.mech.sheet.job import render_mech_sheets, render_to_bytes  # noqa: E402
from bench import Row  # noqa: E402

SHEETS = 100
BIG_JOB = 500


def _count_ops(pdf: bytes) -> tuple[int, int]:
    """Circles and text objects on the first page (pdfplumber)."""
    import pdfplumber

    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        page = doc.pages[0]
        circles = sum(1 for c in page.curves if abs((c["x1"] - c["x0"]) - (c["bottom"] - c["top"])) < 0.2)
        return circles, len(page.extract_words())


def _baseline(pages: int, circles: int, strings: int) -> float:
    start = time.perf_counter()
    canvas = Canvas(io.BytesIO(), invariant=1, pageCompression=1)
    for _ in range(pages):
        for i in range(circles):
            canvas.circle(20 + i % 50 * 10, 20 + i // 50 * 10, 2.5, stroke=1, fill=0)
        canvas.setFont("Helvetica", 7)
        for i in range(strings):
            canvas.drawString(20 + i % 8 * 70, 400 + i // 8 * 8, "Medium Laser")
        canvas.showPage()
    canvas.save()
    return time.perf_counter() - start


def _many(mech, count: int):
    for _ in range(count):
        yield mech


class _Sink:
    """A write-only stream that keeps nothing (the memory figures exclude the output itself)."""

    def __init__(self) -> None:
        self.size = 0

    def write(self, data: bytes) -> int:
        self.size += len(data)
        return len(data)

    def tell(self) -> int:
        return self.size

    def seekable(self) -> bool:
        return False


REPO = Path(__file__).resolve().parents[1]
# VmHWM, the process's own high-water mark (ru_maxrss would carry the forking parent's peak over).
PEAK_RSS = ("\nprint(next(l.split()[1] for l in open('/proc/self/status') if l.startswith('VmHWM:')))")


def _child_peak_mb(code: str) -> float:
    """Peak resident memory (MB) of a fresh interpreter running ``code``: the whole process, so
    reportlab's buffers count, and no tracing slows the drawing down."""
    done = subprocess.run([sys.executable, "-c", code + PEAK_RSS], cwd=REPO, capture_output=True,
                          text=True, check=True)
    return int(done.stdout.split()[-1]) / 1024


def _sheets_peak(path: Path, count: int) -> float:
    return _child_peak_mb(
        "from bench.bench_sheets import _many, _Sink\n"
        "from designer.formats.load import load_unit\n"
        "from designer.mech.sheet.job import render_mech_sheets\n"
        f"render_mech_sheets(_many(load_unit({str(path)!r}).unit, {count}), _Sink())")


VEHICLE = "units/examples/vehicle-tracked-striker.yaml"
VEHICLE_JOB = 1500


def _vehicles_peak(count: int) -> float:
    """Peak memory of a job of ``count`` vehicles (two a page): chunked like the 'Mech path."""
    return _child_peak_mb(
        "from bench.bench_sheets import _many, _Sink\n"
        "from designer.formats.load import load_unit\n"
        "from designer.sheets import render_sheets\n"
        f"render_sheets(_many(load_unit({str(REPO / VEHICLE)!r}).unit, {count}), _Sink())")


def _baseline_peak(count: int, circles: int, strings: int) -> float:
    return _child_peak_mb(f"from bench.bench_sheets import _baseline\n_baseline({count}, {circles}, {strings})")


def run(path: str = "units/mechs/Atlas AS7-D.yaml") -> list[Row]:
    mech = load_unit(Path(__file__).resolve().parents[1] / path).unit
    render_to_bytes([mech])   # warm the template, catalog and pip caches
    start = time.perf_counter()
    one = render_to_bytes([mech])
    single = time.perf_counter() - start
    circles, strings = _count_ops(one)
    start = time.perf_counter()
    render_mech_sheets(_many(mech, SHEETS), io.BytesIO())
    hundred = time.perf_counter() - start
    unit_file = REPO / path
    peak = _sheets_peak(unit_file, SHEETS)
    base_peak = _baseline_peak(SHEETS, circles, strings)
    big_peak = _sheets_peak(unit_file, BIG_JOB)
    vehicles_peak, vehicles_big_peak = _vehicles_peak(SHEETS), _vehicles_peak(VEHICLE_JOB)
    bare = f"bare reportlab, {circles} circles + {strings} strings"
    return [
        Row(f"one record sheet ({mech.name})", single, bare, _baseline(1, circles, strings), "< 100 ms; ratio <= 2"),
        Row(f"{SHEETS} sheets in one PDF", hundred, f"{bare} x {SHEETS}", _baseline(SHEETS, circles, strings),
            "seconds; ratio <= 2", unit="s"),
        Row(f"peak process memory, {SHEETS} sheets", peak, f"bare reportlab x {SHEETS}", base_peak, "< 300 MB",
            unit="MB"),
        Row(f"peak process memory, {BIG_JOB} sheets", big_peak, f"peak memory, {SHEETS} sheets", peak,
            "flat: ratio <= 1.5", unit="MB"),
        Row(f"peak process memory, {VEHICLE_JOB} vehicles", vehicles_big_peak, f"peak memory, {SHEETS} vehicles",
            vehicles_peak, "flat: ratio <= 1.5", unit="MB"),
    ]


def main() -> None:
    for row in run(*sys.argv[1:2]):
        print(f"{row.name}: {row.value:.3f} {row.unit} vs {row.baseline:.3f} {row.unit} ({row.ratio:.2f}x)")


if __name__ == "__main__":
    main()
