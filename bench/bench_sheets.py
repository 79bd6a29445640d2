"""Record sheet benchmark: one sheet, 100 sheets into one PDF, peak memory; next to a baseline
of reportlab drawing the same number of circles and strings on a bare canvas.

Run: python bench/bench_sheets.py [UNIT_FILE]   (default: tests/units/merlin.yaml)
"""

from __future__ import annotations

import io
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from designer.formats.load import load_unit  # noqa: E402
from designer.sheets import render_mech_sheets, render_to_bytes  # noqa: E402

SHEETS = 100


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


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "tests/units/merlin.yaml"
    mech = load_unit(path).unit
    render_to_bytes([mech])   # warm the template, catalog and pip caches
    start = time.perf_counter()
    one = render_to_bytes([mech])
    single = time.perf_counter() - start
    circles, strings = _count_ops(one)
    start = time.perf_counter()
    render_mech_sheets(_many(mech, SHEETS), io.BytesIO())
    hundred = time.perf_counter() - start
    tracemalloc.start()   # a separate pass: tracing slows drawing ten-fold
    render_mech_sheets(_many(mech, SHEETS), io.BytesIO())
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    base_one = _baseline(1, circles, strings)
    base_many = _baseline(SHEETS, circles, strings)
    print(f"unit: {mech.name}  ({circles} circles, {strings} words per page)")
    print(f"one sheet:   {single * 1000:7.1f} ms   baseline {base_one * 1000:6.1f} ms   ratio {single / base_one:4.1f}")
    print(f"{SHEETS} sheets: {hundred:7.2f} s    baseline {base_many:6.2f} s    ratio {hundred / base_many:4.1f}")
    print(f"peak traced memory for {SHEETS} sheets: {peak / 1e6:.1f} MB; PDF {len(one) / 1e3:.0f} kB per sheet")


if __name__ == "__main__":
    main()
