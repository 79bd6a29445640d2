"""The canon Level 2 fighters kept in units/fighters/level2/ (at least 95 % of canon Level 2
fighters kept for the project's own checks validate). Made by ``python -m tools.library_fighters_level2``
from MegaMek's BLK files, statistics only; this test reads only ``units/``."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from tools import library_fighters_level2
from designer.formats import read_unit
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.fighter.model import Fighter, FighterArmorType, FighterEngine, FighterHeatSinkType
from designer.rules import validate
from designer.fighter.weights import total_weight
from tests.conftest import UNITS

LEVEL2 = UNITS / "fighters" / "level2"
FILES = sorted(LEVEL2.glob("*.yaml"))
# Warnings the canon files carry: the Ahab AHB-MD (year 3061) mounts the IS targeting computer,
# which MegaMek dates 3062 (FIGHTER-EQUIPMENT-ERA; decision D-LATER-IS-2).
EXPECTED_WARNINGS = {"Ahab AHB-MD": {"FIGHTER-EQUIPMENT-ERA"}}


@cache
def _design(path: Path) -> Fighter:
    unit = read_unit(path)
    assert isinstance(unit, Fighter), path
    return unit


def test_the_library_holds_the_selection():
    assert sorted(path.stem for path in FILES) == sorted(library_fighters_level2.SELECTION)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_kept_fighter_validates_and_weighs_its_tonnage(path):
    fighter = _design(path)
    report = validate(fighter)
    assert report.errors == (), [f.code for f in report.errors]
    assert {f.code for f in report.warnings} == EXPECTED_WARNINGS.get(path.stem, set())
    assert total_weight(fighter) <= fighter.tonnage
    assert fighter.meta == {} and fighter.fluff is None  # statistics only


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_kept_fighter_goes_to_blk_and_back(path):
    fighter = _design(path)
    assert parse_blk(unit_to_blk(fighter), "again").unit == fighter


def test_the_selection_covers_the_level2_construction():
    designs = [_design(path) for path in FILES]
    assert {d.engine for d in designs} >= {FighterEngine.FUSION, FighterEngine.XL, FighterEngine.TURBINE}
    armors = {FighterArmorType.FERRO_ALUMINUM, FighterArmorType.CLAN_FERRO_ALUMINUM,
              FighterArmorType.HEAVY_FERRO_ALUMINUM}
    assert {d.armor_type for d in designs} >= armors
    assert FighterHeatSinkType.DOUBLE in {d.heat_sink_type for d in designs}
    assert {d.tech_base.value for d in designs} == {"inner_sphere", "clan"}
