"""Golden images of the record sheets: a reference set of every kind of sheet on both papers.

``python -m designer.sheets.golden`` renders the set, writes a PNG per page into ``docs/`` (the
screenshots the README and the docs show) and a compact JSON per case into ``tests/golden/``:
per page, every word with its rounded position and size, and per kind of drawing (rect, line,
curve) the count, the bounding box and the centroid. ``tests/test_sheets_golden.py`` renders the
set again and compares it with the JSON (tolerances stated there), so a layout change fails a test
until the set is regenerated on purpose (and the PNGs looked at).

A development tool: it reads the PDF back with pdfplumber (a test dependency) and rasterises it
with ``pdftoppm`` (poppler-utils).
"""

from __future__ import annotations

import argparse
import io
import json
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from designer.formats import read_unit
from designer.safe_io import atomic_write
from designer.sheets.job import render_sheets
from designer.sheets.options import SheetOptions

REPO = Path(__file__).resolve().parents[2]
UNITS = REPO / "units"
DOCS = REPO / "docs"
GOLDEN = REPO / "tests" / "golden"
PNG_DPI = 100
DIGITS = 1   # positions are kept to 0.1 pt


def _unit(name: str) -> Any:
    return read_unit(UNITS / name)


def _sheets(names: Sequence[str], tables: bool = False, lam: bool = False) -> Callable[[str], bytes]:
    def build(paper: str) -> bytes:
        units = [_unit(name) for name in names]
        if lam:
            units = [unit.model_copy(update={"lam": True}) for unit in units]
        out = io.BytesIO()
        render_sheets(units, out, paper=paper, options=SheetOptions(tables=tables))
        return out.getvalue()
    return build


def _counters(paper: str) -> bytes:
    from designer.battleforce.lance import lance_values
    from designer.battleforce.quick import published_values
    from designer.sheets.counters import render_counters

    brothers = lance_values([_unit(f"mechs/{n}.yaml") for n in ("Thunderbolt TDR-5S", "Vindicator VND-1R",
                                                                 "Hatchetman HCT-3F", "Wasp WSP-1A")],
                            [(4, 5), (4, 5), (3, 4), (5, 6)], name="Four Brothers")
    air = lance_values([published_values("Stuka"), published_values("Slayer")], [(4, 5)] * 2,
                       name="Mechbusters")
    out = io.BytesIO()
    render_counters([brothers, air], out, paper=paper)
    return out.getvalue()


@dataclass(frozen=True, slots=True)
class Case:
    """One PDF of the set; its pages are ``<name>-<paper>.png``, then ``<name>-<paper>-2.png`` ..."""

    name: str
    build: Callable[[str], bytes]


VEHICLES = "examples/vehicle-{}.yaml"
MOTIONS = ("tracked-striker", "wheeled-scout", "hover-skimmer", "vtol-hornet", "naval-patrol",
           "hydrofoil-cutter")
FIGHTERS = ["fighters/Stuka STU-K5.yaml", "examples/fighter-conventional-sparrow.yaml"]
SQUADS = ("elemental-flamer", "infiltrator-mk-ii", "kage-light-mg")   # units/battlearmor
CASES = (
    Case("sheet", _sheets(["mechs/Atlas AS7-D.yaml"])),
    Case("sheet-tables", _sheets(["mechs/Atlas AS7-D.yaml"], tables=True)),
    Case("sheet-quad", _sheets(["mechs/Goliath GOL-1H.yaml"], tables=True)),
    Case("sheet-level2", _sheets(["mechs/level2/Thorn THE-N2.yaml"])),
    Case("sheet-level2-tables", _sheets(["mechs/level2/Hunchback HBK-5SS.yaml"], tables=True)),
    Case("sheet-lam", _sheets(["mechs/Wasp WSP-1A.yaml"], lam=True)),
    Case("sheet-vehicle", _sheets([VEHICLES.format(n) for n in MOTIONS])),
    Case("sheet-vehicle-tables", _sheets([VEHICLES.format("submarine-shark")], tables=True)),
    Case("sheet-fighter", _sheets(FIGHTERS, tables=True)),
    Case("sheet-support-aircraft", _sheets(["examples/support-fixed-wing-heron.yaml"])),   # D-SV-2
    Case("sheet-infantry", _sheets(["examples/infantry-foot-rifle.yaml", "examples/infantry-jump-laser.yaml",
                                    "examples/infantry-motorized-srm.yaml"])),
    Case("sheet-building", _sheets(["examples/building-office.yaml"], tables=True)),
    Case("sheet-emplacement", _sheets(["examples/building-gun-emplacement.yaml"])),
    Case("counters", _counters),
    Case("sheet-battlearmor", _sheets([f"battlearmor/{name}.yaml" for name in SQUADS])),
    Case("sheet-protomech", _sheets(["examples/protomech-centaur.yaml"] * 5)),   # a ProtoMech Point
)
PAPERS = ("letter", "a4")


def png_name(case: str, paper: str, page: int) -> str:
    return f"{case}-{paper}.png" if page == 1 else f"{case}-{paper}-{page}.png"


def _round(value: float) -> float:
    return round(float(value), DIGITS)


def _geometry(objects: list[dict]) -> dict[str, Any]:
    """Count, bounding box and centroid of one kind of drawing on a page (y down, points)."""
    if not objects:
        return {"count": 0}
    x0 = min(o["x0"] for o in objects)
    top = min(o["top"] for o in objects)
    x1 = max(o["x1"] for o in objects)
    bottom = max(o["bottom"] for o in objects)
    cx = sum(o["x0"] + o["x1"] for o in objects) / (2 * len(objects))
    cy = sum(o["top"] + o["bottom"] for o in objects) / (2 * len(objects))
    return {"count": len(objects), "bbox": [_round(v) for v in (x0, top, x1, bottom)],
            "centroid": [_round(cx), _round(cy)]}


def snapshot(pdf: bytes) -> list[dict[str, Any]]:
    """Per page: size, words ``[text, x0, top, size]`` and the rect/line/curve geometry."""
    import pdfplumber

    pages = []
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        for page in document.pages:
            words = page.extract_words(extra_attrs=["size"])
            pages.append({
                "size": [_round(page.width), _round(page.height)],
                "words": [[w["text"], _round(w["x0"]), _round(w["top"]), _round(w["size"])] for w in words],
                "rect": _geometry(page.rects), "line": _geometry(page.lines), "curve": _geometry(page.curves),
            })
    return pages


def golden_path(case: str, paper: str, folder: Path = GOLDEN) -> Path:
    return folder / f"{case}-{paper}.json"


def dumps(pages: list[dict[str, Any]]) -> bytes:
    """One line per page part: small diffs when a block moves."""
    lines = ["["]
    for p, page in enumerate(pages):
        lines.append("  {")
        lines.append(f'    "size": {json.dumps(page["size"])},')
        for kind in ("rect", "line", "curve"):
            lines.append(f'    "{kind}": {json.dumps(page[kind])},')
        lines.append('    "words": [')
        words = [f"      {json.dumps(w, ensure_ascii=False)}" for w in page["words"]]
        lines.append(",\n".join(words))
        lines.append("    ]")
        lines.append("  }" + ("," if p + 1 < len(pages) else ""))
    lines.append("]")
    return ("\n".join(lines) + "\n").encode("utf-8")


def _pngs(pdf: bytes) -> list[bytes]:
    tool = shutil.which("pdftoppm")
    if tool is None:
        raise RuntimeError("pdftoppm (poppler-utils) is needed to write the PNGs")
    with tempfile.TemporaryDirectory() as work:
        source = Path(work) / "sheet.pdf"
        atomic_write(source, pdf)
        subprocess.run([tool, "-r", str(PNG_DPI), "-png", str(source), str(Path(work) / "page")], check=True)
        return [path.read_bytes() for path in sorted(Path(work).glob("page-*.png"),
                                                       key=lambda p: int(p.stem.rsplit("-", 1)[1]))]


def generate(docs: Path = DOCS, golden: Path = GOLDEN, only: Sequence[str] = ()) -> list[Path]:
    """Renders every case on both papers; writes the PNGs and the golden JSON; returns the files."""
    written = []
    for case in CASES:
        if only and case.name not in only:
            continue
        for paper in PAPERS:
            pdf = case.build(paper)
            path = golden_path(case.name, paper, golden)
            atomic_write(path, dumps(snapshot(pdf)))
            written.append(path)
            for number, png in enumerate(_pngs(pdf), 1):
                target = docs / png_name(case.name, paper, number)
                atomic_write(target, png)
                written.append(target)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m designer.sheets.golden",
                                     description="Golden sheets: PNGs in docs/, JSON in tests/golden/.")
    parser.add_argument("cases", nargs="*", help="case names (default: all)")
    args = parser.parse_args(argv)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for path in generate(only=args.cases):
        print(path.relative_to(REPO))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
