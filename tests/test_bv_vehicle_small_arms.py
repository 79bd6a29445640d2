"""Battle armor and infantry weapons mounted on a support vehicle have their own Battle Value
(decision D-BV-6): the battle armor light machine gun 5 (MegaMek ISBALightMachineGun), the
auto-rifle 1.59 and the support laser 6.02 (TechManual p. 273's infantry weapon table, MegaMek
InfantryRifleAutoRifleWeapon, InfantrySupportLaserWeapon). Every working is written out by hand
from the TechManual BV 2.0 method, not taken from the code."""

from __future__ import annotations

from designer.bv import battle_value, not_rated_reason
from designer.vehicle.model import Vehicle
from tests.test_bv_vehicle_families import DEFENSIVE, tank

# A 2-ton wheeled support vehicle, cruise 5 (flank 8: 5 x 1.5 = 7.5 -> 8), 8 armor points, BAR 7,
# as the Ibex RV (Militarized:MG) of House Marik. Defensive rating: armor 8 x 2.5 x 7 / 10 = 14;
# structure 1 a location (2 tons / 10 rounded up) x 4 locations = 4 x 1.5 = 6 -> 20;
# x 0.8 (wheeled) = 16; x (1 + TMM 3 at flank 8 / 10) = 1.3 -> 20.8.
SMALL_DEFENSIVE = 20.8
SPEED_FACTOR_FLANK_8 = 1.37   # (1 + (8 - 5) / 10) ^ 1.2 = 1.3702 -> 1.37


def small_vehicle(weapons, fire_control: str | None = None) -> Vehicle:
    mounts = [{"item": item, "location": location} for item, location in weapons]
    if fire_control:
        mounts.append({"item": fire_control, "location": "body"})
    return Vehicle.model_validate({
        "chassis": "Worked", "model": "Small Arms", "tech_base": "inner_sphere", "rules_level": 2,
        "year": 3067, "motive": "wheeled", "tonnage": 2, "cruise_mp": 5, "armor_tons": 0.5,
        "armor": {"front": 2, "left": 2, "right": 2, "rear": 2},
        "support": {"unit_type": "support_tank", "tons": 2.0, "bar": 7, "chassis_tech": 3},
        "weapons": mounts})


def base(vehicle: Vehicle) -> int:
    value = battle_value(vehicle)
    assert value is not None, not_rated_reason(vehicle)
    return value.base


def test_the_small_chassis_defensive_rating():
    value = battle_value(small_vehicle([]))
    assert value is not None
    assert next(step.total for step in value.steps if step.label == "Defensive factor") == SMALL_DEFENSIVE


def test_battle_armor_light_machine_guns_count_as_weapons_under_fire_control():
    # two pintle-mounted battle armor light machine guns (sides): 2 x 5 x 0.8 (no fire control) = 8;
    # + 2 tons x 0.5 = 9; x 1.37 = 12.33; 20.8 + 12.33 = 33.13 -> 33. The unarmed vehicle:
    # 1 x 1.37 = 1.37 -> 22.17 -> 22: the guns are not a silent zero.
    guns = [("Machine Gun (Light)", "left"), ("Machine Gun (Light)", "right")]
    assert base(small_vehicle(guns)) == 33
    assert base(small_vehicle([])) == 22


def test_infantry_weapons_count_their_table_value_and_ignore_fire_control():
    # two auto-rifles 2 x 1.59 = 3.18 and a support laser 6.02, none scaled by the missing fire
    # control (an infantry weapon): 9.2 + 1 = 10.2; x 1.37 = 13.974; 20.8 + 13.974 = 34.774 -> 35.
    arms = [("InfantryAssaultRifle", "left"), ("InfantryAssaultRifle", "right"), ("Support Laser", "front")]
    assert base(small_vehicle(arms)) == 35
    # a battle armor gun in the rear still takes the 0.8 (5 x 0.8 = 4), and the rear arc, worth
    # less than the front's 6.02, counts half: 3.18 + 6.02 + 4 x 0.5 = 11.2; + 1 = 12.2 x 1.37 =
    # 16.714; 20.8 + 16.714 = 37.514 -> 38.
    assert base(small_vehicle([*arms, ("Machine Gun (Light)", "rear")])) == 38


def test_a_combat_vehicle_weapon_name_still_takes_the_mech_table_value():
    # the vehicle light machine gun (the 'Mech table's IS Light Machine Gun, 5) on the common chassis
    # in the turret: (5 + 25) x 1.12 = 33.6; 310.5 + 33.6 = 344.1 -> 344.
    assert DEFENSIVE == 310.5
    assert base(tank([("IS Light Machine Gun", "turret")])) == 344
