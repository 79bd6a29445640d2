"""Splitting a weapon in the editor (mech/split_edits.py, decision D-SPLIT-1)."""

from pathlib import Path

from designer.mech.critical_edits import EntryKind, EntryRef, place, unplace
from designer.mech.split_edits import place_split, split_options, split_spot
from designer.formats.yaml_io import read_unit
from designer.mech.model import MechLocation as L
from designer.mech.model import SplitSlots
from designer.rules import validate

# An XL-engined Merlin whose AC/20 is split over RT slots 4-12 and CT slot 11
SPLIT_MERLIN = Path(__file__).parent / "findings" / "MECH-SPLIT-LEVEL1" / "good.yaml"
AC20 = EntryRef(EntryKind.MOUNT, 0)


def test_a_weapon_too_big_for_the_torso_is_split_into_the_center_torso():
    mech = read_unit(SPLIT_MERLIN)
    loose = unplace(mech, AC20)
    # the AC/20's 10 slots (seed 000 lines 4797-4834): 9 from RT slot 4 (the XL engine fills 1-3),
    # the 10th at the first free CT slot, 11 (engine and gyro fill 1-10)
    assert split_spot(loose, AC20, L.RT, 4) == SplitSlots(location=L.CT, slot=11, slots=1)
    assert place_split(loose, AC20, L.RT, 4) == mech
    assert not validate(place_split(loose, AC20, L.RT, 4)).errors
    assert split_options(loose, AC20)[L.RT] == (4, SplitSlots(location=L.CT, slot=11, slots=1))


def test_no_split_where_the_rules_forbid_it():
    mech = unplace(read_unit(SPLIT_MERLIN), AC20)
    assert split_spot(mech, AC20, L.CT, 11) is None           # the center torso has no location inward
    assert split_spot(mech, AC20, L.RA, 5) is None            # RA slot 5 holds a medium laser
    level1 = mech.model_copy(update={"rules_level": 1})
    assert split_spot(level1, AC20, L.RT, 4) is None          # a 1987 design places a weapon whole
    assert split_options(mech, EntryRef(EntryKind.AMMO, 0)) == {}


def test_placing_a_split_weapon_again_places_it_whole():
    mech = read_unit(SPLIT_MERLIN)
    moved = place(mech, AC20, L.RT, 4)
    assert moved.equipment[0].split is None
    assert unplace(mech, AC20).equipment[0].split is None
