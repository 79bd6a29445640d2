"""The core behind the Criticals tab's catalog list: what fits a location and adding it there.

A 20-ton 'Mech fresh from ``blank_mech`` has nothing in its arms past the four actuators
(slots 5-12 free), a head with one free slot (slot 4; life support, sensors and cockpit fill
1-3 and 5-6, seed 000 Complete Record Sheet), and its engine's ten heat sinks unallocated.
Sizes from the Weapons Table (seed 000): Medium Laser 1 slot, PPC 3, AC/20 10; the hatchet
takes tons / 15 rounded up (seed 002, the Master Rules equipment table): 20 / 15 -> 2 slots."""

from __future__ import annotations

from designer.mech.edits import blank_mech
from designer.mech.slot_catalog import (
    CatalogChoice, add_to_location, choice_label, choices_fitting, first_slot_in,
)
from designer.mech.model import MechLocation


def test_what_fits_the_arm_and_the_head():
    mech = blank_mech(20)
    arm = {c.item for c in choices_fitting(mech, MechLocation.LA) if not c.ammo}
    assert {"PPC", "Medium Laser", "Hatchet"} <= arm
    assert "AC/20" not in arm                    # 10 slots, 8 free
    head = {c.item for c in choices_fitting(mech, MechLocation.HD) if not c.ammo}
    assert "Medium Laser" in head and "PPC" not in head and "Hatchet" not in head
    torso = {c.item for c in choices_fitting(mech, MechLocation.LT) if not c.ammo}
    assert "Hatchet" not in torso                # hatchets go in the arms only


def test_labels_give_the_slots_on_this_design():
    mech = blank_mech(20)
    assert choice_label(mech, CatalogChoice("Hatchet")) == "Hatchet  [2]"
    assert choice_label(mech, CatalogChoice("AC/20", ammo=True)) == "Ammo (AC/20)  [1]"


def test_add_to_location_places_in_the_first_fitting_slot():
    mech = blank_mech(20)
    assert first_slot_in(mech, CatalogChoice("PPC"), MechLocation.RA) == 5
    placed = add_to_location(mech, CatalogChoice("PPC"), MechLocation.RA)
    assert (placed.equipment[-1].item, placed.equipment[-1].location, placed.equipment[-1].slot) == \
        ("PPC", MechLocation.RA, 5)
    ammo = add_to_location(placed, CatalogChoice("AC/20", ammo=True), MechLocation.RA)
    assert (ammo.ammo[-1].location, ammo.ammo[-1].slot) == (MechLocation.RA, 8)   # after the PPC's 5-7
    assert add_to_location(mech, CatalogChoice("AC/20"), MechLocation.RA) is mech   # does not fit


# --- the design's technology: what the Equipment tab offers -----------------------------------

def _names(mech, location=MechLocation.RT) -> set[str]:
    return {c.item for c in choices_fitting(mech, location) if not c.ammo}


def test_the_list_offers_what_the_equipment_tab_offers():
    from designer.mech import technology_edits as technology
    from designer.mech.slot_catalog import catalog_choices

    mech = technology.set_year(blank_mech(50), 3058)
    offered = {c.item for c in catalog_choices(mech) if not c.ammo}
    assert offered >= {item.id for item in technology.catalog_items(mech)}
    # data/level2/is_weapons.yaml: the IS ER Medium Laser appears in 3058 (1 slot).
    assert "IS ER Medium Laser" in _names(mech)
    assert "Clan ER Medium Laser" not in offered          # an Inner Sphere design
    ammo = {c.item for c in catalog_choices(mech) if c.ammo}
    assert "IS LB 10-X AC" in ammo and "AC/20" in ammo    # a ton of each weapon's ammunition
    assert "IS ER Medium Laser" not in _names(blank_mech(50))   # a 1987 design: the 1987 tables


def test_a_clan_design_is_offered_clan_items_only():
    from designer.mech import technology_edits as technology
    from designer.model.common import TechBase

    mech = technology.set_tech_base(technology.set_year(blank_mech(75), 3050), TechBase.CLAN)
    names = _names(mech)
    assert {"Clan ER Large Laser", "Clan Gauss Rifle"} & names
    assert not {"Medium Laser", "PPC", "IS Gauss Rifle"} & names


def test_spreadable_slots_of_the_chosen_types_are_placed_one_by_one():
    from designer.mech import technology_edits as technology
    from designer.mech.critical_edits import unplace_all

    mech = technology.set_year(blank_mech(50), 3050)
    # Choosing endo steel places its slots at once (decision D-GUI2-1); unplaced by hand, they
    # are offered again, one at a time.
    mech = unplace_all(technology.set_construction(mech, "structure_type", "endo_steel"))
    mech = mech.model_copy(update={"equipment": tuple(m for m in mech.equipment if m.item != "Endo Steel")})
    # data/construction.yaml: Inner Sphere endo steel fills 14 slots, one Endo Steel item each.
    assert "Endo Steel" in _names(mech) and "Ferro-Fibrous" not in _names(mech)
    assert choice_label(mech, CatalogChoice("Endo Steel")) == "Endo Steel  [1]  (0 of 14 placed)"
    for _ in range(14):
        mech = add_to_location(mech, CatalogChoice("Endo Steel"), MechLocation.RT
                               if "Endo Steel" in _names(mech) else MechLocation.LT)
    placed = [m for m in mech.equipment if m.item == "Endo Steel"]
    assert len(placed) == 14 and all(m.location is not None for m in placed)
    assert "Endo Steel" not in _names(mech, MechLocation.LA)   # all 14 placed: no more offered
    # TSM (Inner Sphere, 3050): spreadable slots, offered like any other item.
    assert "IS TSM" in _names(mech, MechLocation.LA)


def _reference_fitting(mech, location):
    """The definition: the items that, once added, have a first slot in the location."""
    from designer.mech.slot_catalog import catalog_choices
    return [c for c in catalog_choices(mech) if first_slot_in(mech, c, location) is not None]


def _reference_label(mech, choice):
    from designer.mech import critical_edits as criticals
    from designer.mech.slot_catalog import with_choice
    added, ref = with_choice(mech, choice)
    return f"{criticals.entry_label(added, ref)}  [{criticals.entry_size(added, ref)}]"


def test_the_quick_answer_is_the_definitions_answer():
    """choices_fitting answers from one critical table; it must name exactly the items that fit by
    the definition (the design with the item added, first_slot_in), on every location of a 1987
    'Mech, a hatchetman, a Level 2 design with a targeting computer (sized by its weapons) and a
    blank 'Mech with free slots everywhere; the labels are the ones the added entry would show."""
    from pathlib import Path

    from designer.mech.edits import add_item
    from designer.formats.yaml_io import read_unit
    from designer.model.common import TechBase
    repo = Path(__file__).resolve().parents[1]
    designs = [read_unit(repo / "units/mechs/Atlas AS7-D.yaml"),
               read_unit(repo / "tests/units/hatchetman.yaml"), blank_mech(50)]
    clan = blank_mech(75).model_copy(update={"tech_base": TechBase.CLAN, "rules_level": 2, "year": 3060})
    designs.append(add_item(add_item(clan, "Clan ER PPC"), "Clan Targeting Computer"))
    for mech in designs:
        for location in mech.locations:
            expected = _reference_fitting(mech, location)
            assert choices_fitting(mech, location) == expected, (mech.name, location)
        for choice in choices_fitting(mech, mech.locations[0])[:40]:
            assert choice_label(mech, choice).split("  (")[0] == _reference_label(mech, choice), choice
