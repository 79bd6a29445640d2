"""Big jobs are drawn in chunks and joined page by page: same pages, same bookmarks."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from designer.formats.load import load_unit
from designer.sheets import render_mech_sheets
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
