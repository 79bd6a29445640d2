"""The core behind the Criticals tab's catalog list: what fits a location and adding it there.

A 20-ton 'Mech fresh from ``blank_mech`` has nothing in its arms past the four actuators
(slots 5-12 free), a head with one free slot (slot 4; life support, sensors and cockpit fill
1-3 and 5-6, seed 000 Complete Record Sheet), and its engine's ten heat sinks unallocated.
Sizes from the Weapons Table (seed 000): Medium Laser 1 slot, PPC 3, AC/20 10; the hatchet
takes tons / 15 rounded up (seed 002, the Master Rules equipment table): 20 / 15 -> 2 slots."""

from __future__ import annotations

from designer.editing.mech import blank_mech
from designer.editing.slot_catalog import (
    CatalogChoice, add_to_location, choice_label, choices_fitting, first_slot_in,
)
from designer.model import MechLocation


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
