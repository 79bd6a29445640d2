"""Edits of a support vehicle's own chassis (designer.vehicle.support_edits, decision D-GUI3-1):
the whole tonnage follows the exact weight, so the editor never leaves an SV-TONNAGE-MISMATCH; BAR
and tech ratings change the weights by the support vehicle table (data/vehicle/support_vehicles.yaml,
MegaMek's facts, decision D-SV-3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.editing import facts
from designer.vehicle import support_edits as sv_edits
from designer.formats.load import read_unit
from designer.vehicle.model import VehicleLocation as L
from designer.vehicle.model import VehicleMotive
from designer.rules import validate

REPO = Path(__file__).resolve().parents[1]
TRACTOR = REPO / "tests" / "units" / "sv-field-tractor.yaml"      # 10 t, BAR 5, tech rating D
FREIGHTER = REPO / "tests" / "units" / "sv-large-freighter.yaml"  # large support tank, 150 t
DUSTER = REPO / "tests" / "units" / "sv-fixed-wing.yaml"          # fixed-wing, 20 t
STRIKER = REPO / "units" / "examples" / "vehicle-tracked-striker.yaml"


def codes(unit) -> set[str]:
    return {finding.code for finding in validate(unit).findings}


def armor_line(unit) -> float:
    return next(line.tons for line in facts.weight_lines(unit) if line.component == "Armor")


def test_the_exact_weight_carries_the_whole_tonnage_with_it():
    tractor = read_unit(TRACTOR)
    heavier = sv_edits.set_weight(tractor, 12.5)
    assert (heavier.support.tons, heavier.tonnage) == (12.5, 13)   # 12.5 rounded up (D-SV-1)
    assert "SV-TONNAGE-MISMATCH" not in codes(heavier)
    assert facts.weight_limit(heavier) == 12.5   # the parts fit in the exact weight
    small = sv_edits.set_weight(tractor, 4.2504)   # weighed to the kilogram
    assert (small.support.tons, small.tonnage) == (4.25, 5)


def test_the_tonnage_field_sets_a_support_vehicle_weight_and_a_combat_vehicle_tonnage():
    tractor = sv_edits.set_tonnage(read_unit(TRACTOR), 12)
    assert (tractor.support.tons, tractor.tonnage) == (12.0, 12)
    assert "SV-TONNAGE-MISMATCH" not in codes(tractor)
    striker = sv_edits.set_tonnage(read_unit(STRIKER), 40)
    assert (striker.tonnage, striker.support) == (40, None)


def test_bar_and_armor_tech_rating_weigh_the_armor():
    tractor = read_unit(TRACTOR)   # 20 points
    # BAR 5 at D: 20 x 0.032 = 0.64 t, up to the half ton: 1 t
    assert armor_line(tractor) == 1.0
    bar8 = sv_edits.set_bar(tractor, 8)
    # BAR 8 at D: 20 x 0.051 = 1.02 t -> 1.5 t
    assert armor_line(bar8) == 1.5
    bar10_c = sv_edits.set_tech_rating(sv_edits.set_bar(tractor, 10), "armor", 2)
    assert "SV-BAR-TECH" in codes(bar10_c)   # BAR 10 is not made at tech rating C
    back = sv_edits.set_tech_rating(bar10_c, "armor", None)   # the chassis's D again
    assert back.support.armor_tech is None and "SV-BAR-TECH" not in codes(back)


def test_engine_tech_rating_a_builds_no_ice_engine():
    tractor = sv_edits.set_tech_rating(read_unit(TRACTOR), "engine", 0)
    assert tractor.support.engine_rating == 0 and "SV-ENGINE-TECH" in codes(tractor)
    with pytest.raises(ValueError, match="chassis always"):
        sv_edits.set_tech_rating(tractor, "chassis", None)


def test_a_combat_vehicle_has_no_support_chassis_to_edit():
    with pytest.raises(ValueError, match="combat vehicle"):
        sv_edits.set_bar(read_unit(STRIKER), 5)


def test_armor_is_bought_by_the_point():
    tractor = read_unit(TRACTOR)
    tally = facts.armor_tally(tractor)
    assert (tally.bought, tally.allocated) == (20, 20) and not facts.armor_by_the_ton(tractor)
    assert facts.armor_by_the_ton(read_unit(STRIKER))


def test_motives_and_weapon_places_of_each_support_type():
    duster, freighter = read_unit(DUSTER), read_unit(FREIGHTER)
    assert [m for m, _ in sv_edits.motive_choices(duster)] == [VehicleMotive.AERODYNE]
    ground = [m for m, _ in sv_edits.motive_choices(freighter)]
    assert VehicleMotive.WHEELED in ground and VehicleMotive.VTOL not in ground
    assert VehicleMotive.AERODYNE not in ground
    assert sv_edits.weapon_places(duster) == [L.NOSE, L.LEFT_WING, L.RIGHT_WING, L.AFT, L.BODY]
    assert sv_edits.weapon_places(freighter) == [L.FRONT, L.FRONT_RIGHT, L.FRONT_LEFT, L.REAR_RIGHT,
                                                 L.REAR_LEFT, L.REAR, L.TURRET, L.BODY]
    assert sv_edits.weapon_places(read_unit(STRIKER)) == [L.FRONT, L.LEFT, L.RIGHT, L.REAR, L.TURRET, L.BODY]


def test_tonnage_limits():
    # a combat tracked vehicle: 100 t (vehicle table); a wheeled support vehicle: 160 t (large)
    assert sv_edits.tonnage_limit(read_unit(STRIKER)) == 100
    assert sv_edits.tonnage_limit(read_unit(FREIGHTER)) == 160


def test_a_fixed_wing_support_vehicle_flies_at_a_safe_thrust():
    duster = read_unit(DUSTER)   # 5 safe thrust: 8 at most (x 1.5, rounded up, as a flank speed)
    assert sv_edits.speed_label(duster) == "Safe thrust"
    assert sv_edits.movement_note(duster).startswith("maximum thrust 8; engine ")
    assert sv_edits.turret_note(duster, 0.0) == ""
    striker = read_unit(STRIKER)
    assert sv_edits.speed_label(striker) == "Cruising MP"


def test_a_support_vehicle_is_offered_and_mounts_its_own_items():
    from designer.editing import units

    tractor, striker = read_unit(TRACTOR), read_unit(STRIKER)
    own = {"Armored Chassis", "Basic Fire Control", "Searchlight"}   # support_vehicles.yaml names
    assert own <= set(facts.weapon_names(tractor)) and not own & set(facts.weapon_names(striker))
    lit = units.add_weapon(tractor, "Searchlight", "front")
    assert lit.weapons[-1].item == "Searchlight" and facts.mount_tons(lit, "Searchlight") == 0.5
    with pytest.raises(KeyError):
        units.add_weapon(striker, "Searchlight", "front")   # a combat vehicle is not offered it


def test_the_status_line_speaks_of_thrust_for_a_fixed_wing_support_vehicle():
    assert facts.movement_text(read_unit(DUSTER)) == "Thrust 5 / 8"
    assert facts.movement_text(read_unit(TRACTOR)) == "MP 3 cruise / 5 flank"
