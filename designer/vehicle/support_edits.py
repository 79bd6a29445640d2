"""Edits of a support vehicle's own chassis (decision D-SV-1): its exact weight, the armor's
barrier armor rating (BAR) and the tech ratings of chassis, engine and armor; and what the
vehicle editor offers for them. The whole ``tonnage`` always follows the exact weight (rounded
up, ``support_model.whole_tons``), so no edit leaves an SV-TONNAGE-MISMATCH the player
cannot resolve (decision D-GUI3-1). A combat vehicle's tonnage is edited as before."""

from __future__ import annotations

from typing import Literal

from designer.catalog.vehicle_tables import vehicle_tables
from designer.vehicle import facts
from designer.editing.units import update
from designer.model.limits import LIMITS
from designer.vehicle.support_model import TECH_RATINGS, SupportChassis, whole_tons
from designer.vehicle.model import Vehicle, VehicleLocation, VehicleMotive
from designer.vehicle import support as sv
from designer.vehicle import weights as vw

Part = Literal["chassis", "engine", "armor"]
RATING_FIELDS: dict[Part, str] = {"chassis": "chassis_tech", "engine": "engine_tech", "armor": "armor_tech"}
BAR_RANGE = (0, 10)    # the model's BAR field (SupportChassis.bar)
KILOGRAM = 0.001       # a small support vehicle is weighed to the kilogram (D-SV-3)
# The motives of each support vehicle type (MegaMek's unit types, decision D-SV-1): a support VTOL
# flies as a VTOL, a fixed-wing support vehicle as an aerodyne (D-SV-2), the others drive or sail.
FLYING = {VehicleMotive.VTOL, VehicleMotive.AERODYNE}
TYPE_MOTIVES = {"support_vtol": (VehicleMotive.VTOL,), "fixed_wing_support": (VehicleMotive.AERODYNE,)}


NEW_SUPPORT_YEAR = 3055   # a new support vehicle is a Level 2 design of the Master Rules' era


def blank_support_vehicle() -> Vehicle:
    """File > New Support Vehicle: a 10-ton wheeled support tank, BAR 5, every tech rating D, cruise 4:
    a legal start the player then reshapes."""
    chassis = SupportChassis(unit_type="support_tank", tons=10, bar=5, chassis_tech=TECH_RATINGS.index("D"))
    return Vehicle(chassis="New Support Vehicle", motive=VehicleMotive.WHEELED, tonnage=10, cruise_mp=4,
                   rules_level=2, year=NEW_SUPPORT_YEAR, support=chassis)


def is_support(vehicle: Vehicle) -> bool:
    return vehicle.support is not None


def _chassis(vehicle: Vehicle) -> SupportChassis:
    if vehicle.support is None:
        raise ValueError(f"{vehicle.chassis!r} is a combat vehicle: it has no support chassis")
    return vehicle.support


def _with_chassis(vehicle: Vehicle, **changes: object) -> Vehicle:
    support = _chassis(vehicle).model_dump() | changes
    return update(vehicle, support=support, tonnage=whole_tons(float(support["tons"])))


def set_weight(vehicle: Vehicle, tons: float) -> Vehicle:
    """The support vehicle's exact weight (to the kilogram); its whole tonnage follows."""
    return _with_chassis(vehicle, tons=round(tons, 3))


def set_tonnage(vehicle: Vehicle, tonnage: int) -> Vehicle:
    """The tonnage field's edit: a combat vehicle's tonnage, or a support vehicle's exact weight
    made that many whole tons (what the player typed, never a mismatch)."""
    if is_support(vehicle):
        return set_weight(vehicle, float(tonnage))
    return update(vehicle, tonnage=tonnage)


def set_bar(vehicle: Vehicle, bar: int) -> Vehicle:
    """The armor's barrier armor rating; the armor's weight per point follows (D-SV-3)."""
    return _with_chassis(vehicle, bar=bar)


def set_tech_rating(vehicle: Vehicle, part: Part, rating: int | None) -> Vehicle:
    """A tech rating, 0-5 for A-F; the engine's and the armor's may be None: the chassis's."""
    if rating is None and part == "chassis":
        raise ValueError("the chassis always has a tech rating")
    return _with_chassis(vehicle, **{RATING_FIELDS[part]: rating})


def tech_rating_choices() -> list[tuple[int, str]]:
    return list(enumerate(TECH_RATINGS))


def motive_choices(vehicle: Vehicle) -> list[tuple[VehicleMotive, str]]:
    """The motives the motive box offers: a combat vehicle's, or those of the support type."""
    if not is_support(vehicle):
        return facts.vehicle_motives()
    rows = vehicle_tables().motives
    allowed = TYPE_MOTIVES.get(_chassis(vehicle).unit_type,
                               tuple(m for m in VehicleMotive if m not in FLYING))
    return [(motive, rows[motive.value].name) for motive in allowed]


def tonnage_limit(vehicle: Vehicle) -> float:
    """The heaviest design of this motive: a combat vehicle's table limit, or the support type's
    large limit (SV-TONNAGE-RANGE), within what a file may hold."""
    if not is_support(vehicle):
        return float(facts.vehicle_tonnage_max(vehicle.motive))
    row = sv.type_row(vehicle)
    high = LIMITS["tons"].high
    return min(row.large_max, high) if row is not None else high


def weight_note(vehicle: Vehicle) -> str:
    """What the tonnage field's note says: the limit, or that a support vehicle's whole tons are
    its exact weight rounded up."""
    if is_support(vehicle):
        return f"the exact weight, {_chassis(vehicle).tons:g} t, rounded up"
    return f"at most {tonnage_limit(vehicle):g} t for this motive type"


def speed_label(vehicle: Vehicle) -> str:
    """A fixed-wing support vehicle flies at a safe thrust (its sheet's words, D-SV-2); the others
    move at a cruising MP."""
    return "Safe thrust" if vehicle.motive is VehicleMotive.AERODYNE else "Cruising MP"


def turret_note(vehicle: Vehicle, tons: float) -> str:
    """The motive field's note: the turret's ``tons`` (a weapon placed in the turret makes one); a
    vehicle flying on wings has none."""
    if vehicle.motive is VehicleMotive.AERODYNE:
        return ""
    return f"turret {tons:g} t" if vehicle.has_turret else "no turret (a turret weapon adds one)"


def movement_note(vehicle: Vehicle) -> str:
    """What the cruising MP field's note says: flank MP and the engine (a combat vehicle's rating;
    a support vehicle's engine has no rating, only a weight from its multiplier, D-SV-3)."""
    flank = vw.flank_mp(vehicle)
    if is_support(vehicle):
        top = "maximum thrust" if vehicle.motive is VehicleMotive.AERODYNE else "flank"
        return f"{top} {flank}; engine {sv.engine_tons(vehicle):g} t"
    rating = vw.engine_rating(vehicle)
    return f"flank {flank}; engine rating {rating if rating is not None else 'none (above 400)'}"


def weapon_places(vehicle: Vehicle) -> list[VehicleLocation]:
    """Where a weapon may go: the vehicle's sides (a large support vehicle's six, a fixed-wing one's
    four; never a VTOL's rotor), a turret unless it flies on wings, and the body (D-VEH2-4)."""
    sides = [loc for loc in vehicle.locations if loc not in (VehicleLocation.ROTOR, VehicleLocation.TURRET)]
    winged = vehicle.motive is VehicleMotive.AERODYNE
    return [*sides, *([] if winged else [VehicleLocation.TURRET]), VehicleLocation.BODY]
