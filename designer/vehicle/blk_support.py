"""MegaMek BLK support vehicles (``SupportTank``, ``LargeSupportTank``, ``SupportVTOL``) -> a
vehicle with its support chassis (decision D-SV-1; the combat vehicle reader does the rest), and
``FixedWingSupport`` (D-SV-2).

Format rules followed here (MegaMek ``BLKSupportTankFile``, ``BLKLargeSupportTankFile``,
``BLKSupportVTOLFile``):
- ``<tonnage>`` may be a fraction of a ton (0.23);
- ``<barrating>`` the armor's BAR (2-10); ``<structural_tech_rating>``, ``<engine_tech_rating>``
  and ``<armor_tech_rating>`` tech ratings A-F as 0-5, the last two defaulting to the first;
- ``<fuel>`` fuel tons (a fixed-wing vehicle's: fuel points); ``<baseChassisFireConWeight>`` an
  OmniVehicle's fixed fire control tons;
- a ``FixedWingSupport`` moves ``<SafeThrust>`` (its cruising MP here), ``<motion_type>``
  Aerodyne, armor and equipment in nose, left wing, right wing and aft (decision D-SV-2);
- ``<transporters>`` lines ``kind:size[:rest]``: seats by number, quarters and bays by tons.
"""

from __future__ import annotations

from designer.formats.blk_blocks import BlkFile, parse_number
from designer.vehicle.blk_support_bays import SUPPORT_BAYS
from designer.vehicle.blk import read_vehicle
from designer.formats.errors import FormatError
from designer.vehicle.support_model import SupportBay, SupportChassis
from designer.vehicle.model import Vehicle

SUPPORT_KINDS = {"supporttank": "support_tank", "largesupporttank": "large_support_tank",
                 "supportvtol": "support_vtol", "fixedwingsupport": "fixed_wing_support"}
BLK_NAMES = {kind: name for name, kind in
             (("SupportTank", "support_tank"), ("LargeSupportTank", "large_support_tank"),
              ("SupportVTOL", "support_vtol"), ("FixedWingSupport", "fixed_wing_support"))}


def read_any_vehicle(blk: BlkFile, unit_type: str) -> Vehicle:
    """A combat vehicle (Tank, Naval, Surface, Hydrofoil, VTOL) or a support vehicle (SUPPORT_KINDS):
    the vehicle kind's BLK reader."""
    if unit_type in SUPPORT_KINDS:
        return read_support_vehicle(blk, unit_type)
    return read_vehicle(blk, unit_type)


def read_support_vehicle(blk: BlkFile, unit_type: str) -> Vehicle:
    fixed_wing = SUPPORT_KINDS[unit_type] == "fixed_wing_support"
    fuel = _optional_number(blk, "fuel")
    chassis = SupportChassis(
        unit_type=SUPPORT_KINDS[unit_type], tons=_tons(blk),
        bar=_rating(blk, "barrating", 10), chassis_tech=_rating(blk, "structural_tech_rating", 5),
        engine_tech=_optional_rating(blk, "engine_tech_rating"),
        armor_tech=_optional_rating(blk, "armor_tech_rating"),
        fuel_tons=None if fixed_wing else fuel,
        fuel_points=_fuel_points(blk, fuel) if fixed_wing else None,
        fire_control_tons=_optional_number(blk, "basechassisfireconweight"),
        bays=_bays(blk))
    return read_vehicle(blk, "vtol" if chassis.unit_type == "support_vtol" else "tank", chassis)


def _fuel_points(blk: BlkFile, fuel: float | None) -> int | None:
    """A fixed-wing vehicle's ``<fuel>`` counts fuel points (whole)."""
    if fuel is not None and fuel != int(fuel):
        raise FormatError(f"<fuel> of a fixed-wing vehicle is whole fuel points, not {fuel:g}",
                          source=blk.source, line=blk.line_of("fuel"))
    return None if fuel is None else int(fuel)


def _tons(blk: BlkFile) -> float:
    tons = blk.number("tonnage", "the unit's weight is required")
    if tons <= 0:
        raise FormatError(f"<tonnage> must be above 0, not {tons:g}", source=blk.source,
                          line=blk.line_of("tonnage"))
    return tons


def _rating(blk: BlkFile, key: str, most: int) -> int:
    line, value = blk.require(key, "a support vehicle needs it")
    number = parse_number(value)
    if number is None or number != int(number) or not 0 <= number <= most:
        raise FormatError(f"<{key}> must be a whole number from 0 to {most}, not {value[:20]!r}",
                          source=blk.source, line=line)
    return int(number)


def _optional_rating(blk: BlkFile, key: str) -> int | None:
    return _rating(blk, key, 5) if blk.has(key) else None


def _optional_number(blk: BlkFile, key: str) -> float | None:
    if not blk.has(key):
        return None
    line, value = blk.require(key, "a number of tons")
    number = _number(value)
    if number is None or number < 0:
        raise FormatError(f"<{key}> must be a number of at least 0, not {value[:30]!r}",
                          source=blk.source, line=line)
    return number


def _number(value: str) -> float | None:
    """A number, MegaMek's ``.5`` (no leading zero) too."""
    value = value.strip()
    return parse_number("0" + value if value.startswith(".") else value)


def _bays(blk: BlkFile) -> tuple[SupportBay, ...]:
    """Seats, quarters, infantry bays and handles, as the file gives them."""
    bays = []
    for line, text in blk.lines("transporters"):
        kind, _, rest = text.partition(":")
        size_text, _, tail = rest.partition(":")
        size = _number(size_text)
        if kind.strip().casefold() not in SUPPORT_BAYS:
            continue
        if size is None:
            raise FormatError(f"transporter {text[:40]!r} has no size", source=blk.source, line=line)
        bays.append(SupportBay(kind=kind.strip(), size=size, rest=tail))
    return tuple(bays)
