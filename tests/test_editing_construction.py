"""Qt-free technology edits: tech base, year, construction types and the catalog a design is
offered (designer/mech/technology_edits.py)."""

from __future__ import annotations

import pytest

from designer.mech import technology_edits as technology
from designer.mech.edits import blank_mech
from designer.model.common import TechBase


def test_choosing_a_level2_type_makes_the_design_level2():
    mech = technology.set_construction(blank_mech(60), "structure_type", "endo_steel")
    # data/construction.yaml: endo_steel is rules_level 2.
    assert mech.structure_type == "endo_steel" and mech.rules_level == 2


def test_only_construction_types_are_chosen():
    # gyro and cockpit types are chosen since the later types (decision D-LATER-TYPE-5); the
    # tonnage is not a type
    with pytest.raises(KeyError):
        technology.set_construction(blank_mech(60), "tonnage", "standard")


def test_later_types_offered_to_a_level2_design_by_its_year():
    """Decision D-LATER-TYPE-5: a later type is offered as the Master Rules items are, to a Level 2
    design whose year reaches its introduction (MegaMek's dates: light engine 3055, compact engine
    3060, compact/XL/heavy-duty gyro 3055, small cockpit 3060, light ferro-fibrous 3055, heavy
    3056, stealth 3051), or to one without a year; never to a 1987 design or a Clan one."""
    mech = blank_mech(60)
    assert [row.id for row in technology.construction_choices(mech, "gyro_type")] == ["standard"]
    level2 = technology.set_construction(mech, "structure_type", "endo_steel")
    assert [row.id for row in technology.construction_choices(level2, "engine_type")] == [
        "fusion", "xl", "light", "compact"]
    assert [row.id for row in technology.construction_choices(level2, "gyro_type")] == [
        "standard", "compact", "xl", "heavy_duty"]
    in_3052 = technology.set_year(level2, 3052)
    assert [row.id for row in technology.construction_choices(in_3052, "armor_type")] == [
        "standard", "ferro_fibrous", "stealth"]
    assert [row.id for row in technology.construction_choices(in_3052, "cockpit_type")] == ["standard"]
    in_3060 = technology.set_year(level2, 3060)
    cockpits = technology.construction_choices(in_3060, "cockpit_type")
    assert [row.id for row in cockpits] == ["standard", "small"]
    assert [row.id for row in technology.construction_choices(in_3060, "armor_type")] == [
        "standard", "ferro_fibrous", "light_ferro_fibrous", "heavy_ferro_fibrous", "stealth"]
    clan = technology.set_tech_base(in_3060, TechBase.CLAN)
    assert [row.id for row in technology.construction_choices(clan, "gyro_type")] == ["standard"]


def test_choosing_a_later_gyro_and_cockpit():
    mech = technology.set_year(blank_mech(60), 3060)
    mech = technology.set_construction(mech, "gyro_type", "compact")
    mech = technology.set_construction(mech, "cockpit_type", "small")
    # data/construction.yaml: the later rows are rules level 2
    assert (mech.gyro_type, mech.cockpit_type, mech.rules_level) == ("compact", "small", 2)
    clan = technology.set_tech_base(mech, TechBase.CLAN)   # Inner Sphere rows go back to standard
    assert (clan.gyro_type, clan.cockpit_type) == ("standard", "standard")


def test_clan_choices_and_reset_of_inner_sphere_types():
    mech = technology.set_construction(blank_mech(60), "armor_type", "ferro_fibrous")
    clan = technology.set_tech_base(mech, TechBase.CLAN)
    assert clan.armor_type == "standard" and clan.rules_level == 2
    assert [row.id for row in technology.construction_choices(clan, "armor_type")] == [
        "standard", "clan_ferro_fibrous"]


def test_catalog_items_by_year_and_tech_base():
    mech = blank_mech(60)
    names_1987 = {item.id for item in technology.catalog_items(mech)}
    assert "Medium Laser" in names_1987 and "IS ER Medium Laser" not in names_1987
    # data/level2/is_weapons.yaml: IS ER Medium Laser intro_year 3058.
    in_3057 = {item.id for item in technology.catalog_items(technology.set_year(mech, 3057))}
    in_3058 = {item.id for item in technology.catalog_items(technology.set_year(mech, 3058))}
    assert "IS ER Medium Laser" not in in_3057 and "IS ER Medium Laser" in in_3058
    assert "Heat Sink" not in in_3058 and "IS Double Heat Sink" not in in_3058   # placed by the totals
    # data/level2/clan_weapons.yaml: Clan ER Medium Laser intro_year 2824.
    clan = technology.set_year(technology.set_tech_base(mech, TechBase.CLAN), 2824)
    clan_names = {item.id for item in technology.catalog_items(clan)}
    assert "Clan ER Medium Laser" in clan_names and "Medium Laser" not in clan_names
    mixed = technology.set_tech_base(technology.set_year(mech, 3058), TechBase.MIXED)
    mixed_names = {item.id for item in technology.catalog_items(mixed)}
    assert {"Clan ER Medium Laser", "IS ER Medium Laser", "Medium Laser"} <= mixed_names


def test_a_clan_design_is_offered_no_inner_sphere_physical_weapon():
    # The hatchet is Inner Sphere technology (its catalog row); on a Clan design the validator
    # reports MECH-TECH-BASE-MIXED, so the catalog never offers it there.
    from designer.model.common import TechBase

    clan = technology.set_tech_base(technology.set_year(blank_mech(50), 3050), TechBase.CLAN)
    names = {item.id for item in technology.catalog_items(clan)}
    assert "Hatchet" not in names and "IS Sword" not in names
    assert {"Long Tom", "Sniper", "Thumper"} <= names   # artillery rows of both tech bases
    assert "Hatchet" in {item.id for item in technology.catalog_items(blank_mech(50))}
