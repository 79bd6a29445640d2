"""Qt-free edits of vehicles, infantry, buildings and fighters (``designer.editing.units``) and the
facts their editors show (``designer.editing.facts``). Expected numbers are worked by hand from
seed 000 (line numbers cited) or are the values the test itself sets."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from designer.editing import facts
from designer.vehicle import facts as vehicle_facts
from designer.editing import units as edits
from designer.vehicle import edits as vehicle_edits
from designer.infantry import facts as infantry_facts
from designer.kinds import kind_label, kind_names
from designer.model.units import VehicleMotive
from designer.rules.validate import validate


def findings(unit) -> list[tuple[str, str]]:
    return sorted((f.code, f.severity.value) for f in validate(unit).findings)


# --- blank designs -------------------------------------------------------------------------
def test_blank_mech_has_ten_heat_sinks_to_place():
    # 20 tons, walking MP 1: engine rating 20 x 1 = 20 holds 20 // 25 = 0 heat sinks (seed 000,
    # Complete Record Sheet), so each of the 10 sinks is a mount waiting for a slot (10 unplaced
    # items, and the heat sinks finding); nothing else is chosen, so the 'Mech weighs too little.
    mech = edits.blank_unit("mech")
    assert (mech.tonnage, mech.walking_mp, mech.engine_rating, mech.heat_sinks) == (20, 1, 20, 10)
    assert findings(mech) == sorted([("MECH-UNDERWEIGHT", "warning"), ("MECH-HEAT-SINKS-UNALLOCATED", "error")]
                                    + [("MECH-ITEM-UNPLACED", "error")] * 10)


def test_blank_vehicle_only_weighs_too_little():
    # Tracked, 20 tons, cruise 1: rating 20 x 1 - 0 (tracked suspension, line 4391) = 20, a 0.5 t
    # engine (Engine Table, line 4840) + 0.25 shielding (half, line 4453) + 1 t controls (5 %, line
    # 4457) + 2 t internal structure (10 %, line 4465) = 3.75 t of 20.
    vehicle = edits.blank_unit("vehicle")
    assert findings(vehicle) == [("VEHICLE-UNDERWEIGHT", "warning")]
    assert [(line.component, line.tons) for line in facts.weight_lines(vehicle)] == [
        ("Engine", 0.5), ("Shielding", 0.25), ("Controls", 1.0), ("Internal Structure", 2.0), ("Armor", 0.0)]
    assert facts.total_weight(vehicle) == 3.75 and facts.weight_limit(vehicle) == 20.0
    assert facts.movement_text(vehicle) == "MP 1 cruise / 2 flank"
    assert facts.power_text(vehicle) == "Engine rating 20, 0 heat sinks"


def test_blank_infantry_platoon_is_legal():
    # Foot rifles: MP 1, 28 men (seed 000 line 2109), 600,000 C-bills (line 4754), three tons of
    # cargo space when carried (line 2358).
    platoon = edits.blank_unit("infantry")
    assert findings(platoon) == []
    assert facts.movement_text(platoon) == "MP 1, 28 men"
    assert facts.priced_cost(platoon) == 600_000
    assert facts.weight_limit(platoon) == 3.0


def test_blank_building_is_legal():
    building = edits.blank_unit("building")
    assert findings(building) == []
    assert building.cf == 15 and facts.weight_limit(building) == 15.0
    assert facts.power_text(building) == "No power plant needed"


def test_blank_fighter_starts_legal():
    # A new fighter starts valid. An AeroSpace Fighter's rating is tonnage x (thrust - 2)
    # (seed 000 lines 4516-4520): 20 x (5 - 2) = 60, on the Engine Table at 1.5 t; it carries fuel
    # (line 4530), here 1 t; with the 3 t cockpit (line 4532) 3 + 1.5 + 1 = 5.5 of 20 tons are used,
    # so the only finding is the underweight warning a new design of every kind has.
    fighter = edits.blank_unit("fighter")
    assert (fighter.tonnage, fighter.thrust, fighter.fuel_tons) == (20, 5, 1)
    assert findings(fighter) == [("FIGHTER-UNDERWEIGHT", "warning")]
    assert facts.total_weight(fighter) == 5.5


@pytest.mark.parametrize("kind", kind_names())
def test_every_kind_has_a_label_and_a_blank_design(kind):
    assert edits.blank_unit(kind).kind == kind
    assert kind_label(kind) != kind and kind_label(kind)


# --- weapons and ammunition ----------------------------------------------------------------
def test_add_move_and_remove_vehicle_weapons():
    vehicle = edits.add_weapon(edits.blank_unit("vehicle"), "Medium Laser", "front")
    vehicle = edits.add_weapon(vehicle, "LRM-5", "turret")
    assert [(m.item, m.location.value) for m in vehicle.weapons] == [("Medium Laser", "front"), ("LRM-5", "turret")]
    assert "VEHICLE-AMMO-MISSING" in validate(vehicle).codes()   # an LRM-5 without a ton of missiles
    vehicle = edits.move_weapon(vehicle, 0, "left")
    assert vehicle.weapons[0].location.value == "left"
    vehicle = edits.remove_weapon(vehicle, 0)
    assert [m.item for m in vehicle.weapons] == ["LRM-5"]


def test_building_weapons_use_arcs():
    building = edits.add_weapon(edits.blank_unit("building"), "PPC", "north")
    assert edits.location_field(building) == "arc"
    assert building.weapons[0].arc.value == "north"
    assert edits.move_weapon(building, 0, "turret").weapons[0].arc.value == "turret"


def test_unknown_weapon_and_ammo_for_a_laser_are_refused():
    vehicle = edits.blank_unit("vehicle")
    with pytest.raises(KeyError):
        edits.add_weapon(vehicle, "Gauss Rifle", "front")   # not on the 1987 Weapons Table
    with pytest.raises(KeyError):
        edits.add_ammo(vehicle, "Medium Laser")
    with pytest.raises(ValidationError):
        edits.add_weapon(vehicle, "Medium Laser", "nose")   # a fighter's location, not a vehicle's


def test_ammo_lots_are_a_ton_or_half_a_ton_for_machine_guns():
    vehicle = edits.add_ammo(edits.blank_unit("vehicle"), "Machine Gun")
    vehicle = edits.add_ammo(vehicle, "LRM-5")
    assert [(lot.weapon, lot.tons) for lot in vehicle.ammo] == [("Machine Gun", 0.5), ("LRM-5", 1.0)]
    vehicle = edits.set_ammo_tons(vehicle, 1, 2.0)
    vehicle = edits.remove_ammo(vehicle, 0)
    assert [(lot.weapon, lot.tons) for lot in vehicle.ammo] == [("LRM-5", 2.0)]


def test_fighter_ammo_has_a_location():
    fighter = edits.add_ammo(edits.blank_unit("fighter"), "AC/5", "left_wing")
    assert [(lot.weapon, lot.location.value, lot.tons) for lot in fighter.ammo] == [("AC/5", "left_wing", 1.0)]
    assert edits.add_ammo(fighter, "AC/5").ammo[1].location.value == "nose"


# --- armor, bays, other fields ---------------------------------------------------------------
def test_vehicle_armor_tally_and_allocation():
    vehicle = edits.update(edits.blank_unit("vehicle"), armor_tons=2.0)
    assert facts.armor_tally(vehicle) == facts.ArmorTally(32, 0)   # 16 points a ton (line 4470)
    vehicle = edits.set_armor(vehicle, "front", 10)
    assert facts.armor_tally(vehicle).unallocated == 22
    assert edits.set_armor(vehicle, "front", 0).armor == {}   # a location at 0 is left out


def test_infantry_bays_carry_platoons_by_type():
    # Foot 3 t, jump 4 t, motorized 6 t of cargo space (seed 000 line 2358): 2 x 3 + 4 + 6 = 16 t.
    vehicle = vehicle_edits.set_infantry_bays(edits.blank_unit("vehicle"), 2, 1, 1)
    assert vehicle.infantry == ("foot", "foot", "jump", "motorized")
    assert ("Infantry (4 platoons)", 16.0) in [(line.component, line.tons) for line in facts.weight_lines(vehicle)]
    assert facts.total_weight(vehicle) == 3.75 + 16.0
    assert vehicle_edits.set_infantry_bays(vehicle, 0, 0, 0).infantry == ()


def test_jump_srm_platoon():
    # Jump SRMs: MP 2, 21 men (seed 000 line 2125), 2,800,000 C-bills (line 4767), 4 t carried.
    platoon = edits.update(edits.blank_unit("infantry"), motive="jump", weapon="srm")
    assert findings(platoon) == []
    assert facts.movement_text(platoon) == "MP 2, 21 men"
    assert facts.priced_cost(platoon) == 2_800_000 and facts.weight_limit(platoon) == 4.0
    assert "INFANTRY-UNKNOWN-TYPE" in validate(edits.update(platoon, weapon="gauss")).codes()


def test_names_and_legal_choices():
    vehicle = edits.set_names(edits.blank_unit("vehicle"), "Striker", "Mk II")
    assert (vehicle.chassis, vehicle.model) == ("Striker", "Mk II")
    assert vehicle_facts.vehicle_tonnage_max(VehicleMotive.TRACKED) == 100   # Vehicle Table, line 4393
    assert vehicle_facts.vehicle_tonnage_max(VehicleMotive.HOVER) == 50      # line 4397
    assert infantry_facts.infantry_motives() == ["foot", "motorized", "jump"]
    assert infantry_facts.infantry_weapons("jump") == ["rifle", "machine_gun", "flamer", "laser", "srm"]
    assert "LRM-5" in facts.ammo_weapon_names() and "Medium Laser" not in facts.ammo_weapon_names()
