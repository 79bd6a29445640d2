"""Alpha Strike speed: converting every library unit to its card (each OmniMech configuration;
kinds without a conversion are skipped) against validating the same units; 100 cards into one
PDF against 100 record sheets."""

from __future__ import annotations

import io

from bench import Row, per_call
from designer.alphastrike import convert, not_convertible_reason
from designer.formats import read_unit
from designer.library import find_unit, library_files
from designer.mech.omni import expand
from designer.rules import validate

CARDS = 100


def run() -> list[Row]:
    from designer.mech.sheet.job import render_mech_sheets
    from designer.sheets.alpha_cards import write_cards

    units = [unit for path in library_files() for unit in expand(read_unit(path))]
    convertible = [unit for unit in units if not_convertible_reason(unit) is None]
    rate = per_call(lambda: [convert(unit) for unit in convertible], 1)
    check = per_call(lambda: [validate(unit) for unit in units], 1)
    atlas = find_unit("Atlas AS7-D")
    assert atlas is not None
    mechs = [read_unit(atlas)] * CARDS
    cards = [convert(unit) for unit in mechs]
    pdf = per_call(lambda: write_cards(io.BytesIO(), cards), 1)
    sheets = per_call(lambda: render_mech_sheets(mechs, io.BytesIO()), 1)
    return [Row(f"Alpha Strike cards of the {len(convertible)} library units", rate,
                f"validate all {len(units)} units", check, "< 1: cheaper than validating"),
            Row(f"{CARDS} Alpha Strike cards into one PDF", pdf, f"{CARDS} record sheets into one PDF",
                sheets, "<= 1: as fast or faster")]
