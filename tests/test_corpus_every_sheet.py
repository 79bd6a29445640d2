"""Every reference unit of every kind prints a sheet a player can use, on Letter and A4 (the read-back
of tests/sheet_readback.py, PDFium): every diagram region's pips equal the number its label prints,
and that number is the unit's armor or structure there (the label is checked against the unit by the
kinds' own tests: tests/test_corpus_vehicle_sheets.py, tests/test_sheets_fighter.py ...); no words
print on top of each other; no weapon's row is a row of dashes (its damage and ranges print).

The units: every file of ../shared/reference/level2-blk whose kind has a sheet (vehicles, support
vehicles, fighters, battle armor, ProtoMechs, infantry; DropShips and small craft join when they can be
read), the 1987 set (megamek-units: 'Mechs, vehicles, fighters) and a fifth of the 495 Level 2 'Mechs
(every fifth file by name: the 'Mech sheet's own tests cover them one by one). Run time, measured on the
shared 2-core machine: about 3 minutes for both papers (see the report of the run)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog import catalog
from designer.catalog.battlearmor import ba_equipment
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.kinds import unit_kind
from designer.sheets.sheet_data import DASH
from designer.sheets.weapon_lines import SMALL_WEAPONS
from tests.sheet_readback import (
    FastPage,
    fast_pages,
    overlapping_words,
    panel_titles,
    pdf,
    pip_regions,
    printed_lines,
)

BLK_FOLDERS = ("vehicles", "fighters", "battlearmor", "protomechs", "infantry", "dropships", "smallcraft")
MECH_SAMPLE = 5   # every fifth Level 2 'Mech
DASH_ROW = 5      # a row with this many dash cells after its name prints no number at all


def _printable(paths: list[Path]) -> list:
    units = []
    for path in paths:
        try:
            unit = load_unit(path).unit
        except FormatError:   # a kind this program cannot read yet (DropShips, small craft)
            continue
        if unit_kind(unit).sheet is not None:
            units.append(unit)
    return units


def _sets(reference: Path) -> dict[str, list[Path]]:
    sets = {name: sorted((reference / "level2-blk" / name).glob("*.blk")) for name in BLK_FOLDERS}
    sets["megamek-units"] = sorted((reference / "megamek-units").glob("*.*"))
    sets["level2-mechs"] = sorted((reference / "level2").glob("*.mtf"))[::MECH_SAMPLE]
    return sets


SETS = (*BLK_FOLDERS, "megamek-units", "level2-mechs")


def weapon_names(units) -> set[str]:
    """The names every weapon the units mount may print under: the file's own spelling and the
    catalog's name (a 'Mech, vehicle or fighter weapon, or a battle armor or infantry weapon a support
    vehicle mounts)."""
    names = set()
    for unit in units:
        for mount in (*getattr(unit, "weapons", ()), *getattr(unit, "equipment", ())):
            spelled = getattr(mount, "item", "") or getattr(mount, "name", "")
            weapon, small = catalog().weapon(spelled), ba_equipment().find(spelled)
            if weapon is not None:
                names |= {spelled, weapon.id}
            elif small is not None and small.kind in SMALL_WEAPONS:
                names |= {spelled, small.name}
    return names


def dash_rows(page: FastPage, weapons: set[str]) -> list[str]:
    """The printed lines that name a weapon and print only dashes after it."""
    found = []
    for text in printed_lines(page):
        for name in weapons:
            rest = text.partition(f" {name} ")[2]   # "IS PPC Capacitor" is not the PPC's row: no word follows
            numbers = any(ch.isdigit() or ch.islower() for ch in rest)
            if rest and rest.count(DASH) >= DASH_ROW and not numbers:
                found.append(text)
    return found


@pytest.fixture(scope="module")
def titles() -> frozenset[str]:
    return panel_titles()


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", SETS)
def test_every_sheet_reads_back(reference_dir: Path, titles, name: str, paper: str):
    paths = _sets(reference_dir)[name]
    if not paths:
        pytest.skip(f"{name}: no reference files")
    units = _printable(paths)
    if not units:
        pytest.skip(f"{name}: no unit of a kind with a sheet")
    pages = fast_pages(pdf(units, paper))
    weapons = weapon_names(units)
    problems = []
    for number, page in enumerate(pages, start=1):
        wrong = [region for region in pip_regions(page, titles) if region[1] != region[2]]
        clashes = overlapping_words(page)
        dashes = dash_rows(page, weapons)
        if wrong or clashes or dashes:
            problems.append(f"page {number}: pips {wrong[:4]} overlapping {clashes[:4]} dashes {dashes[:3]}")
    assert not problems, f"{len(problems)} of {len(pages)} pages:\n" + "\n".join(problems[:20])
