"""Big jobs are drawn in chunks and joined page by page: same pages, same bookmarks."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from designer.formats.load import load_unit
from designer.mech.sheet.job import render_mech_sheets
from sheet_readback import read_pages

UNITS = Path(__file__).resolve().parents[1] / "units" / "mechs"


def _job() -> list:
    atlas = load_unit(UNITS / "Atlas AS7-D.yaml").unit
    hatchetman = load_unit(UNITS / "Hatchetman HCT-3F.yaml").unit
    return [atlas, hatchetman, atlas, hatchetman, atlas]


def _render(chunk: int) -> bytes:
    buffer = io.BytesIO()
    assert render_mech_sheets(_job(), buffer, chunk=chunk) == 5
    return buffer.getvalue()


def test_chunked_job_has_the_pages_and_bookmarks_of_one_document():
    whole, joined = _render(chunk=50), _render(chunk=2)   # 5 sheets: one document; chunks 2+2+1
    reader = PdfReader(io.BytesIO(joined), strict=True)
    names = ["Atlas AS7-D", "Hatchetman HCT-3F", "Atlas AS7-D", "Hatchetman HCT-3F", "Atlas AS7-D"]
    assert [(o.title, reader.get_destination_page_number(o)) for o in reader.outline] == list(zip(names, range(5), strict=False))
    assert [p["text"] for p in read_pages(joined)] == [p["text"] for p in read_pages(whole)]
    assert [len(p["circles"]) for p in read_pages(joined)] == [len(p["circles"]) for p in read_pages(whole)]


def test_chunked_job_is_deterministic_and_writes_to_a_path(tmp_path):
    assert _render(chunk=2) == _render(chunk=2)
    out = tmp_path / "job.pdf"
    assert render_mech_sheets(_job(), out, chunk=3) == 5
    assert len(PdfReader(out).pages) == 5


def _mixed(chunk: int) -> bytes:
    from designer.sheets import render_sheets

    examples = UNITS.parent / "examples"
    units = [load_unit(examples / name).unit for name in (
        "vehicle-tracked-striker.yaml", "vehicle-naval-patrol.yaml", "vehicle-vtol-hornet.yaml",
        "fighter-aerospace-lancer.yaml", "building-office.yaml", "infantry-foot-rifle.yaml")]
    buffer = io.BytesIO()
    # pages: 2 vehicles, 1 vehicle, fighter, installation, infantry form = 5 pages
    assert render_sheets(units, buffer, chunk=chunk) == 5
    return buffer.getvalue()


def test_chunked_mixed_job_matches_one_document():
    # Vehicles, fighters, buildings and infantry are chunked like 'Mechs (flat memory for every
    # kind): chunks of 2 pages give the pages, text and bookmarks of one document.
    whole, joined = _mixed(chunk=50), _mixed(chunk=2)
    reader = PdfReader(io.BytesIO(joined), strict=True)
    assert [o.title for o in reader.outline] == [o.title for o in PdfReader(io.BytesIO(whole)).outline]
    assert [reader.get_destination_page_number(o) for o in reader.outline] == [0, 0, 1, 2, 3, 4]
    assert [p["text"] for p in read_pages(joined)] == [p["text"] for p in read_pages(whole)]
