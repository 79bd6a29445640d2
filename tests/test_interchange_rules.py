"""Rules readings revisited for interchange (decisions D-IX-1 to D-IX-4): rear-facing head and leg
weapons, armor on an unarmed turret, the vehicle flamer's one identity, and the close attack of
'Mechs whose arms cannot punch read from the design."""

from __future__ import annotations

from pathlib import Path

from designer.mech.battleforce import mech_values
from designer.battleforce.unit_values import unit_values
from designer.catalog import catalog
from designer.mech import critical_edits as criticals
from designer.mech.critical_edits import EntryKind, EntryRef
from designer.formats.yaml_io import read_unit
from designer.mech.model import ArmActuators, MechLocation as L, Mount
from designer.vehicle.model import VehicleLocation as V, WeaponMount
from designer.rules import validate

UNITS = Path(__file__).parent / "units"
EXAMPLES = Path(__file__).parent.parent / "units" / "examples"


def codes(unit) -> set[tuple[str, str | None]]:
    return {(f.code, f.location) for f in validate(unit).errors}


# --- D-IX-1: seed 000 line 1116, "Weapons mounted in the rear torso, legs, or head may fire only
# into the rear arc" -------------------------------------------------------------------------------


def test_rear_facing_head_laser_is_legal():
    # the Pillager PLG-1N's rear head laser: the Merlin's right arm laser moved to head slot 4
    # (the head's free slot) facing the rear
    merlin = read_unit(UNITS / "merlin.yaml")
    equipment = [m for m in merlin.equipment if not (m.item == "Medium Laser" and m.location is L.RA)]
    head = merlin.model_copy(
        update={"equipment": (*equipment, Mount(item="Medium Laser", location=L.HD, slot=4, rear=True))}
    )
    assert not {c for c in codes(head) if c[0] == "MECH-REAR-MOUNT-INVALID"}
    assert criticals.can_face_rear(head, EntryRef(EntryKind.MOUNT, len(head.equipment) - 1))


def test_rear_facing_leg_weapon_is_legal_and_arm_weapon_is_not():
    merlin = read_unit(UNITS / "merlin.yaml")
    leg = merlin.model_copy(
        update={"equipment": (*merlin.equipment, Mount(item="Small Laser", location=L.LL, slot=7, rear=True))}
    )
    assert not {c for c in codes(leg) if c[0] == "MECH-REAR-MOUNT-INVALID"}
    arm = merlin.model_copy(
        update={
            "equipment": tuple(m.model_copy(update={"rear": m.location is L.RA}) for m in merlin.equipment)
        }
    )
    assert ("MECH-REAR-MOUNT-INVALID", "RA") in codes(arm)


# --- D-IX-2: seed 000 line 4483, armor among the five locations "left to the player's discretion" ---


def test_armor_on_an_unarmed_turret_is_legal():
    # the Bulwark with its turret weapons moved to the front keeps its 40 turret armor points:
    # the turret weighs 10 % of 0 tons of weapons
    tank = read_unit(EXAMPLES / "vehicle-tracked-striker.yaml")
    unarmed = tank.model_copy(
        update={"weapons": tuple(WeaponMount(item=m.item, location=V.FRONT) for m in tank.weapons)}
    )
    assert unarmed.armor[V.TURRET] == 40 and not unarmed.has_turret
    assert not {c for c in codes(unarmed) if c[0] == "VEHICLE-LOCATION-INVALID"}


# --- D-IX-3: one item, one identity ----------------------------------------------------------------

def test_vehicle_flamer_is_one_item_everywhere():
    # D-L2W-2 (revises D-IX-3): the vehicle flamer is its own item, seed 002 line 509 "0.5 6 8 12 14 0.5"
    # (its tons, the sixth cell), line 513 "12 45 20 10 5 20" (20 shots a ton); every MegaMek spelling
    # names it, for construction and BattleForce alike
    vehicle_flamer = catalog().weapon("IS Flamer (Vehicle)")
    spellings = ("Vehicle Flamer", "Flamer (Vehicle)", "ISVehicleFlamer", "IS Vehicle Flamer",
                 "CLVehicleFlamer")
    for name in spellings:
        assert catalog().weapon(name) is vehicle_flamer
    assert (vehicle_flamer.tons, vehicle_flamer.shots_per_ton, vehicle_flamer.damage) == (0.5, 20, 2)
    assert catalog().weapon("Flamer").tons == 1  # the 1987 flamer is another item
    tank = read_unit(EXAMPLES / "vehicle-tracked-striker.yaml")
    rear_flamer = WeaponMount(item="Vehicle Flamer", location=V.REAR)
    flamer = tank.model_copy(update={"weapons": (*tank.weapons, rear_flamer)})
    named = tank.model_copy(update={"weapons": (*tank.weapons,
                                                WeaponMount(item="IS Flamer (Vehicle)", location=V.REAR))})
    assert not {c for c in codes(flamer) if c[0] == "VEHICLE-UNKNOWN-WEAPON"}
    # BattleForce reads the same row (spec 5.1: "IS | Flamer (Vehicle) | 2 | 0 | 0") under either name
    assert unit_values(flamer).ra == unit_values(named).ra
    assert codes(flamer) == codes(named)


# --- D-IX-4: seed 000 line 4348, "A 'Mech must have upper and lower arm actuators in order to punch"


def without_lower_arms(mech, *arms):
    return mech.model_copy(
        update={"actuators": {arm: ArmActuators(lower_arm=False, hand=False) for arm in arms}}
    )


def test_no_lower_arm_actuators_means_no_punches_without_any_quirk():
    # the Merlin (60 t): two fists are 2 x 60/10 = 12 damage; with neither lower arm actuator the
    # Close Attack loses them, whether or not the file said quirk:no_arms
    merlin = read_unit(UNITS / "merlin.yaml")
    assert not merlin.weapon_pod_arms
    stubs = without_lower_arms(merlin, L.LA, L.RA)
    assert "punches 2 x 60/10 = 12" in mech_values(merlin).working[1]
    assert "no punches (no lower arm actuators)" in mech_values(stubs).working[1]
    assert mech_values(stubs).ca == mech_values(stubs.model_copy(update={"weapon_pod_arms": True})).ca


def test_one_arm_that_punches_keeps_the_printed_two_fists():
    merlin = read_unit(UNITS / "merlin.yaml")
    one = without_lower_arms(merlin, L.RA)
    assert "punches 2 x 60/10 = 12" in mech_values(one).working[1]
