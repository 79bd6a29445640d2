"""Qt-free technology edits: tech base, year, construction types and the catalog a design is
offered (designer/editing/construction.py, issue 16 item 5)."""

from __future__ import annotations

import pytest

from designer.editing import construction as technology
from designer.editing.mech import blank_mech
from designer.model.mech import TechBase


def test_choosing_a_level2_type_makes_the_design_level2():
    mech = technology.set_construction(blank_mech(60), "structure_type", "endo_steel")
    # data/construction.yaml: endo_steel is rules_level 2.
    assert mech.structure_type == "endo_steel" and mech.rules_level == 2


def test_gyro_and_cockpit_are_not_chosen():
    with pytest.raises(KeyError):
        technology.set_construction(blank_mech(60), "gyro_type", "standard")


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
    # reports MECH-TECH-BASE-MIXED, so the catalog never offers it there (issue 16 item 5).
    from designer.model.mech import TechBase

    clan = technology.set_tech_base(technology.set_year(blank_mech(50), 3050), TechBase.CLAN)
    names = {item.id for item in technology.catalog_items(clan)}
    assert "Hatchet" not in names and "IS Sword" not in names
    assert {"Long Tom", "Sniper", "Thumper"} <= names   # artillery rows of both tech bases
    assert "Hatchet" in {item.id for item in technology.catalog_items(blank_mech(50))}
