"""Qt-free editing: structure edits keep heat sink and jump jet mounts in step, armor helpers
respect the maxima, placement finds where an item fits, and the history undoes and redoes."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.editing import History
from designer.mech import armor_edits as armor, choices, critical_edits as criticals
from designer.mech import edits
from designer.mech.critical_edits import EntryKind, EntryRef
from designer.formats.yaml_io import read_unit
from designer.mech.model import MechLocation
from designer.mech.figures import max_armor
from designer.rules.validate import validate

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"


def count(mech, name):
    return sum(1 for mount in mech.equipment if mount.item == name)


def test_history_undo_redo_and_dirty_state():
    history = History("a")
    assert not history.is_dirty
    assert history.apply("b") and not history.apply("b")
    assert history.is_dirty and history.undo() == "a" and not history.is_dirty
    assert history.redo() == "b"
    history.undo()
    history.apply("c")
    assert not history.can_redo and history.current == "c"


def test_walking_mp_sets_the_engine_and_heat_sink_mounts():
    mech = edits.set_walking_mp(edits.blank_mech(60), 4)
    assert mech.engine_rating == 240
    assert count(mech, "Heat Sink") == 10 - 240 // 25
    mech = edits.set_heat_sinks(mech, 18)
    assert count(mech, "Heat Sink") == 9


def test_jump_mp_adds_jets_and_cannot_exceed_walking():
    mech = edits.set_jump_mp(edits.set_walking_mp(edits.blank_mech(60), 4), 4)
    assert count(mech, "Jump Jet") == 4
    assert choices.jump_mp_range(mech) == (0, 4)
    mech = edits.set_walking_mp(mech, 3)
    assert mech.jump_mp == 3 and count(mech, "Jump Jet") == 3


def test_walking_mp_range_stays_on_the_engine_table():
    assert choices.walking_mp_range(100) == (1, 4)
    assert choices.walking_mp_range(20) == (1, 20)
    mech = edits.set_tonnage(edits.set_walking_mp(edits.blank_mech(20), 20), 100)
    assert (mech.walking_mp, mech.engine_rating) == (4, 400)


def test_auto_allocate_uses_every_point_within_the_maxima():
    mech = edits.set_armor_tons(armor.clear_armor(read_unit(MERLIN)), 10.0)
    mech = armor.auto_allocate(mech)
    tally = armor.armor_tally(mech)
    assert tally.allocated == tally.bought == 160 and tally.unallocated == 0
    caps = max_armor(mech)
    for location in mech.locations:
        assert mech.armor.get(location, 0) + mech.rear_armor.get(location, 0) <= caps[location]
    assert "MECH-ARMOR-OVER-MAX" not in validate(mech).codes()


def test_fill_to_maximum_buys_and_allocates_the_maximum():
    mech = armor.fill_to_maximum(read_unit(MERLIN))
    tally = armor.armor_tally(mech)
    assert tally.allocated == tally.maximum == 201
    assert mech.armor_tons == 13.0 and tally.wasted == 208 - 201   # half-ton lots


def test_ppc_does_not_fit_the_center_torso():
    mech = edits.add_item(edits.blank_mech(60), "PPC")
    ppc = EntryRef(EntryKind.MOUNT, len(mech.equipment) - 1)
    assert not criticals.fits(mech, ppc, MechLocation.CT, 11)
    assert criticals.fitting_slots(mech, ppc)[MechLocation.CT] == []
    assert criticals.first_fit(mech, ppc) == (MechLocation.LT, 1)
    forced = criticals.place(mech, ppc, MechLocation.CT, criticals.first_free_slot(mech, ppc, MechLocation.CT))
    assert any(f.location == "CT" for f in validate(forced).errors)


def test_jump_jets_only_go_in_legs_and_torsos():
    mech = edits.set_jump_mp(edits.set_walking_mp(edits.blank_mech(60), 4), 1)
    jet = EntryRef(EntryKind.MOUNT, next(i for i, m in enumerate(mech.equipment) if m.item == "Jump Jet"))
    assert MechLocation.LA not in criticals.allowed_locations(mech, jet)
    assert not criticals.fits(mech, jet, MechLocation.LA, 5)


def test_place_all_then_validate_places_everything():
    mech = criticals.unplace_all(read_unit(MERLIN))
    assert len(criticals.unallocated(mech)) == len(mech.equipment) + len(mech.ammo)
    placed = criticals.place_all(mech)
    assert criticals.unallocated(placed) == []
    assert not {"MECH-ITEM-UNPLACED", "MECH-SLOT-CONFLICT", "MECH-SLOTS-OVERFLOW"} & validate(placed).codes()


def test_rear_mounting_only_for_torso_weapons():
    mech = read_unit(MERLIN)
    ppc = EntryRef(EntryKind.MOUNT, 0)
    arm_laser = EntryRef(EntryKind.MOUNT, 2)
    assert criticals.toggle_rear(mech, ppc).equipment[0].rear
    assert criticals.toggle_rear(mech, arm_laser) == mech


@pytest.mark.parametrize("option", list(choices.ArmOption))
def test_arm_options_round_trip(option):
    mech = edits.set_arm(read_unit(MERLIN), MechLocation.LA, option)
    assert choices.arm_option(mech.arm_actuators(MechLocation.LA)) is option


def test_weapon_pod_arms_are_for_bipeds_only():
    mech = edits.set_weapon_pod_arms(read_unit(MERLIN), True)
    assert mech.weapon_pod_arms
    quad = edits.set_config(mech, True, False)
    assert not quad.weapon_pod_arms                        # a quad has no arms
    assert not edits.set_weapon_pod_arms(quad, True).weapon_pod_arms
    assert not edits.set_weapon_pod_arms(mech, False).weapon_pod_arms
