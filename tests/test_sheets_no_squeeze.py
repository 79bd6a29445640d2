"""No text on any record sheet is drawn narrower than 90 % of its width (decision
D-SHEET3-4): every library unit of every kind (every configuration of an OmniMech), half of them on
Letter with the reference tables (--tables), the other half on A4 without. Read from the PDF itself:
the horizontal scaling operator (``Tz``, in percent) in every content stream (ASCII85 and Flate
encoded, as reportlab writes them)."""

from __future__ import annotations

import base64
import io
import re
import zlib
from pathlib import Path

import pytest
from pypdf import PdfReader

from designer.formats.load import load_unit
from designer.mech.omni import expand
from designer.sheets import SheetOptions, render_units_to_bytes

UNITS = Path(__file__).resolve().parents[1] / "units"
SCALE = re.compile(rb"(-?\d+(?:\.\d+)?) Tz")
STREAM = re.compile(rb"/Filter \[?([ /A-Za-z0-9]*)\]?[^>]*>>\s*stream\r?\n(.*?)endstream", re.S)


def horizontal_scales(pdf: bytes) -> list[float]:
    """Every ``Tz`` operand of the PDF's Flate-encoded streams."""
    scales = []
    for filters, data in STREAM.findall(pdf):
        if b"/FlateDecode" not in filters:
            continue
        if b"/ASCII85Decode" in filters:
            data = base64.a85decode(data.strip().removesuffix(b"~>"))
        scales += [float(value) for value in SCALE.findall(zlib.decompressobj().decompress(data))]
    return scales


@pytest.fixture(scope="module")
def units() -> list:
    return [unit for path in sorted(UNITS.glob("**/*.yaml")) for unit in expand(load_unit(path).unit)]


def test_the_reader_finds_every_scale_pypdf_finds(units):
    pdf = render_units_to_bytes(units[:3], paper="letter")
    by_pypdf = [float(v) for page in PdfReader(io.BytesIO(pdf)).pages
                for v in SCALE.findall(page.get_contents().get_data())]
    assert sorted(horizontal_scales(pdf)) == sorted(by_pypdf) and len(by_pypdf) > 100
    assert {unit.kind for unit in units} >= {"mech", "vehicle", "fighter", "building", "infantry",
                                             "battlearmor", "protomech"}


@pytest.mark.parametrize(("paper", "tables", "half"), [("letter", True, 0), ("a4", False, 1)])
def test_no_text_is_squeezed_under_ninety_percent(units, paper, tables, half):
    chosen = units[half::2]
    pdf = render_units_to_bytes(chosen, paper=paper, options=SheetOptions(tables=tables))
    scales = horizontal_scales(pdf)
    assert len(scales) > 10_000 and min(scales) >= 90.0 - 1e-6
