"""A vehicle's or fighter's tech base switch (designer.editing.unit_technology, decision D-GUI3-3):
Clan technology is Level 2, and what has a twin of the new tech base (same name without "IS "/
"Clan ", launchers spelled alike: D-GUI2-2) becomes it; what has none stays for the validator."""

from __future__ import annotations

from pathlib import Path

from designer.editing import units
from designer.editing.unit_technology import set_technology
from designer.formats.load import read_unit
from designer.model.common import TechBase
from designer.rules import validate

REPO = Path(__file__).resolve().parents[1]
STRIKER = REPO / "units" / "examples" / "vehicle-tracked-striker.yaml"   # 1987: AC/10, medium laser, SRM-4
L2_TANK = REPO / "tests" / "units" / "l2-tank.yaml"   # IS ER large laser, IS LB 10-X AC and its ammunition
CORSAIR = REPO / "units" / "fighters" / "Corsair CSR-V12.yaml"


def codes(unit) -> set[str]:
    return {finding.code for finding in validate(unit).findings}


def test_clan_is_level2_and_a_1987_launcher_becomes_the_clan_one():
    striker = set_technology(read_unit(STRIKER), tech_base=TechBase.CLAN)
    assert striker.rules_level == 2   # Clan technology is Master Rules (seed 002) technology
    # the SRM-4 and its ammunition have a Clan twin; the AC/10 and the medium laser have none
    assert [m.item for m in striker.weapons] == ["AC/10", "Medium Laser", "Clan SRM 4"]
    assert [lot.weapon for lot in striker.ammo] == ["AC/10", "Clan SRM 4"]
    assert sum(f.code == "VEHICLE-TECH-BASE" for f in validate(striker).findings) == 2


def test_construction_types_and_items_go_to_their_twins_and_back():
    tank = units.update(read_unit(L2_TANK), engine_type="xl", armor_type="ferro_fibrous",
                        structure_type="endo_steel")
    clan = set_technology(tank, tech_base=TechBase.CLAN)
    assert (clan.engine_type, clan.armor_type, clan.structure_type) == (
        "clan_xl", "clan_ferro_fibrous", "clan_endo_steel")
    assert [m.item for m in clan.weapons] == ["Clan ER Large Laser", "Clan LB 10-X AC"]
    assert [(lot.weapon, lot.kind) for lot in clan.ammo] == [("Clan LB 10-X AC", "standard"),
                                                             ("Clan LB 10-X AC", "cluster")]
    assert not {"VEHICLE-TECH-BASE", "VEHICLE-TYPE-TECH"} & codes(clan)
    back = set_technology(clan, tech_base=TechBase.INNER_SPHERE)
    assert back.model_dump() == tank.model_dump()


def test_a_mixed_tech_base_keeps_everything_and_a_year_edit_converts_nothing():
    tank = read_unit(L2_TANK)
    mixed = set_technology(tank, tech_base=TechBase.MIXED)
    assert mixed.weapons == tank.weapons and mixed.rules_level == 2
    assert set_technology(tank, year=3060).weapons == tank.weapons


def test_a_fighter_switch_converts_its_armor_and_keeps_what_has_no_twin():
    corsair = units.update(read_unit(CORSAIR), rules_level=2, armor_type="ferro_aluminum",
                           cockpit_type="small")
    clan = set_technology(corsair, tech_base=TechBase.CLAN)
    assert clan.armor_type.value == "clan_ferro_aluminum"
    assert clan.cockpit_type.value == "small"   # no Clan small cockpit: kept, FIGHTER-TECH-BASE says so
    assert any(f.code == "FIGHTER-TECH-BASE" and "cockpit" in f.message for f in validate(clan).findings)
