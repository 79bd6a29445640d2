"""BLK combat vehicles (``BLKTankFile``, ``BLKVTOLFile``) -> our models (research/megameklab.md
section 4.2; conventional infantry: ``designer.infantry.blk``).

Format rules followed here:
- ``<motion_type>`` Tracked, Wheeled, Hover, VTOL, Naval, Hydrofoil or Submarine (WiGE and rail
  are not 1987 vehicles); ``<cruiseMP>`` is the cruising MP; ``<engine_type>`` 0 fusion, 1 ICE;
- ``<armor>`` lists Front, Right, Left, Rear, then Turret (a VTOL's Rotor), then a second turret;
- equipment sits in ``<Front|Right|Left|Rear|Turret|Rotor Equipment>``; ammunition and body-only
  gear in ``<Body Equipment>``, one line per ton (``- Half``: half a ton);
- ``<transporters>`` lines: ``cargobay:<tons>:<doors>`` (cargo) and ``troopspace:<tons>``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from designer.formats.blk_blocks import (
    BlkFile,
    Item,
    armor_values,
    technology,
    classify,
    merge_ammo,
    parse_number,
    unit_name,
    unit_tonnage,
)
from designer.vehicle.blk_types import construction_types, level2_evidence, sized_lines, vehicle_item
from designer.formats.errors import FormatError
from designer.vehicle.blk_support_bays import BA_HANDLES, SUPPORT_BAYS
from designer.vehicle.support_model import SupportChassis, whole_tons
from designer.vehicle.model import AmmoLot, Vehicle, VehicleLocation as V, VehicleMotive, WeaponMount

MOTIVES = {m.value: m for m in VehicleMotive}
ARMOR_ORDER = (V.FRONT, V.RIGHT, V.LEFT, V.REAR)  # MegaMek's order; the 5th is turret or rotor
EQUIPMENT_BLOCKS = {V.FRONT: "front equipment", V.LEFT: "left equipment", V.RIGHT: "right equipment",
                    V.REAR: "rear equipment", V.TURRET: "turret equipment", V.ROTOR: "rotor equipment"}
# A large support vehicle's blocks (MegaMek ``LargeSupportTank``): six sides and a turret.
LARGE_BLOCKS = {V.FRONT: "front equipment", V.FRONT_RIGHT: "front right equipment",
                V.FRONT_LEFT: "front left equipment", V.REAR_RIGHT: "rear right equipment",
                V.REAR_LEFT: "rear left equipment", V.REAR: "rear equipment", V.TURRET: "turret equipment"}
# A fixed-wing support vehicle's (MegaMek ``FixedWingSupport``): nose, wings, aft; its shared
# ``<Wings Equipment>`` block is kept with the body's items.
FIXED_WING_BLOCKS = {V.NOSE: "nose equipment", V.LEFT_WING: "left wing equipment",
                     V.RIGHT_WING: "right wing equipment", V.AFT: "aft equipment", V.BODY: "wings equipment"}
FIXED_WING_ARMOR_ORDER = (V.NOSE, V.LEFT_WING, V.RIGHT_WING, V.AFT)
LARGE_ARMOR_ORDER = (V.FRONT, V.FRONT_RIGHT, V.FRONT_LEFT, V.REAR_RIGHT, V.REAR_LEFT, V.REAR, V.TURRET)
SECOND_TURRET_BLOCKS = ("front turret equipment", "rear turret equipment")
BODY_BLOCK = "body equipment"
# troopspace tons -> the 1987 platoon that needs exactly that space (seed 000 lines 2360-2362)
TROOP_TONS = {3.0: "foot", 4.0: "jump", 6.0: "motorized"}
INSULATED_BAY = "insulatedcargobay"   # kept as an insulated cargo bay (decision D-COST-3)
CARGO_BAYS = ("cargobay", INSULATED_BAY, "refrigeratedcargobay", "livestockcargobay", "liquidcargobay")


def read_vehicle(blk: BlkFile, unit_type: str, support: SupportChassis | None = None) -> Vehicle:
    """A combat vehicle, or with ``support`` (read by ``blk_support``) a support vehicle: its exact
    weight rounded up to whole tons in ``tonnage``, a large one's six sides (decision D-SV-1)."""
    chassis, model = unit_name(blk)
    motive = _motive(blk, unit_type)
    fixed_wing = support is not None and support.unit_type == "fixed_wing_support"
    if (motive is VehicleMotive.AERODYNE) != fixed_wing:
        raise FormatError("only a FixedWingSupport file flies (motion type Aerodyne; decision D-SV-2)",
                          source=blk.source, line=blk.line_of("motion_type") or blk.line_of("unittype"))
    tonnage = unit_tonnage(blk) if support is None else whole_tons(support.tons)
    cruise = blk.whole("safethrust" if fixed_wing else "cruisemp", "a vehicle needs <cruiseMP> (<SafeThrust>)")
    types = construction_types(blk)   # engine, armor and structure types, omni, check_tech's notes
    large = support is not None and support.unit_type == "large_support_tank"
    armor = large_armor(blk) if large else fixed_wing_armor(blk) if fixed_wing else _armor(blk, motive)
    later = support is not None or level2_evidence(blk, types, motive.value)
    blocks = LARGE_BLOCKS if large else FIXED_WING_BLOCKS if fixed_wing else EQUIPMENT_BLOCKS
    weapons, ammo, cargo_items = _equipment(blk, blocks, body=support is not None)
    transport = _transporters(blk, support is not None)
    bays = transport.cargo + cargo_items + transport.insulated
    doors = None if support is not None else _cargo_doors(blk, bays)
    tech = technology(blk, [m.item for m in weapons], later=later)
    armor_tons = types.armor_tons(sum(armor.values())) if support is None else 0.0
    return Vehicle(chassis=chassis, model=model, motive=motive, tonnage=tonnage, cruise_mp=cruise,
                   armor_tons=armor_tons, armor=armor, weapons=weapons, ammo=ammo,
                   cargo_tons=round(transport.cargo + cargo_items, 6), cargo_doors=doors,
                   insulated_cargo_tons=transport.insulated,
                   infantry=transport.infantry, troop_space_tons=transport.troops,
                   battle_armor_handles=transport.handles,
                   source=blk.text("source"),
                   support=support, **types.fields(), **tech)


def _motive(blk: BlkFile, unit_type: str) -> VehicleMotive:
    value = blk.text("motion_type", "VTOL" if unit_type == "vtol" else "")
    motive = MOTIVES.get(value.casefold())
    if motive is None:
        raise FormatError(f"motion type {value[:30]!r} is not a 1987 vehicle (expected one of "
                          f"{', '.join(MOTIVES)})", source=blk.source, line=blk.line_of("motion_type"))
    return motive


SUPER_HEAVY_ARMOR = (7, 8)   # front, front and rear sides, rear, one or two turrets (MegaMek SuperHeavyTank)


def _armor(blk: BlkFile, motive: VehicleMotive) -> dict[V, int]:
    count = len(blk.lines("armor"))
    if count in SUPER_HEAVY_ARMOR:
        raise FormatError(f"<armor> has {count} values, a super-heavy vehicle's locations (front, front and "
                          "rear sides, rear, turrets): Tactical Operations, advanced rules, outside Level 2",
                          source=blk.source, line=blk.line_of("armor"))
    points = armor_values(blk, 4, 6)
    armor = dict(zip(ARMOR_ORDER, points, strict=False))  # the 5th and 6th values follow
    if len(points) >= 5:
        armor[V.ROTOR if motive is VehicleMotive.VTOL else V.TURRET] = points[4]
    if len(points) == 6 and motive is VehicleMotive.VTOL:   # a VTOL's chin turret (decision D-VEH2-4)
        armor[V.TURRET] = points[5]
    elif len(points) == 6:
        blk.note(blk.line_of("armor"), "BLK-SECOND-TURRET", f"second turret's {points[5]} points added to the turret")
        armor[V.TURRET] = armor.get(V.TURRET, 0) + points[5]
    return armor


def large_armor(blk: BlkFile) -> dict[V, int]:
    """A large support vehicle's ``<armor>``: front, front right, front left, rear right, rear
    left, rear, then the turret."""
    return dict(zip(LARGE_ARMOR_ORDER, armor_values(blk, 6, 7), strict=False))


def fixed_wing_armor(blk: BlkFile) -> dict[V, int]:
    """A fixed-wing support vehicle's ``<armor>``: nose, left wing, right wing, aft."""
    return dict(zip(FIXED_WING_ARMOR_ORDER, armor_values(blk, 4, 4), strict=True))


def _equipment(blk: BlkFile, blocks: dict[V, str], body: bool = False
               ) -> tuple[tuple[WeaponMount, ...], tuple[AmmoLot, ...], float]:
    """Mounts in location order (front, left, right, rear, turret, rotor), file order inside a
    location; the body's non-ammunition items join the front (the model has no body location).
    ``Cargo (n tons)`` lines in any block are cargo space (D-BLK-12): their tons come back third.
    ``body``: a support vehicle keeps every body item in the body (chassis modifications, fire
    control; decision D-SV-1)."""
    ammo: list[tuple[Item, bool]] = []
    cargo = 0.0
    placed: dict[V, list[tuple[str, bool]]] = {location: [] for location in (*blocks, V.BODY)}
    for line, text, pod in _lines(blk, BODY_BLOCK):
        item = vehicle_item(blk, line, text) or classify(blk, line, text)
        if item.kind == "ammo":
            ammo.append((item, pod))
        elif item.kind == "cargo":
            cargo += item.tons
        else:
            placed[V.BODY if item.kind == "equipment" or body else V.FRONT].append((item.name, pod))
            if item.kind != "equipment" and not body:
                blk.note(line, "BLK-BODY-ITEM", f"body item {item.name[:40]!r} kept in the front location")
    for location, key in [*blocks.items(), *((V.TURRET, k) for k in SECOND_TURRET_BLOCKS)]:
        if key in SECOND_TURRET_BLOCKS and blk.has(key):
            blk.note(blk.line_of(key), "BLK-SECOND-TURRET", f"<{key}> items mounted in the turret")
        for line, text, pod in _lines(blk, key):
            item = vehicle_item(blk, line, text) or classify(blk, line, text)
            if item.kind == "ammo":
                ammo.append((item, pod))
            elif item.kind == "cargo":
                cargo += item.tons
            else:
                placed[location].append((item.name, pod))
    weapons = tuple(WeaponMount(item=name, location=loc, pod=pod)
                    for loc, names in placed.items() for name, pod in names)
    lots = tuple(AmmoLot(weapon=name, tons=tons, kind=kind, pod=pod)
                 for pod in (False, True)
                 for name, tons, kind in merge_ammo([item for item, on_pod in ammo if on_pod is pod]))
    return weapons, lots, cargo


def _lines(blk: BlkFile, key: str) -> Iterator[tuple[int, str, bool]]:
    """A block's equipment lines (line number, the item's name, pod-mounted), a variable-size
    MASH as its parts (``sized_lines``)."""
    for line, written in blk.lines(key):
        text, pod = pod_mounted(written)
        for part in sized_lines(text):
            yield line, part, pod


def pod_mounted(text: str) -> tuple[str, bool]:
    """An equipment line without MegaMek's ``:OMNI`` pod marker, and whether it had one (an
    OmniVehicle's pod-mounted item, recorded as written: decision D-VEH3-3)."""
    for marker in (":OMNI", ":omni"):
        if marker in text:
            return text.replace(marker, ""), True
    return text, False


class Transport(NamedTuple):
    """What a vehicle's ``<transporters>`` carry: cargo tons, the 1987 platoons, the other troop
    space's tons, whether battle armor handles carry a mechanized squad, and the tons of cargo its
    insulated cargo bays carry."""

    cargo: float
    infantry: tuple[str, ...]
    troops: float
    handles: bool
    insulated: float = 0.0


def _transporters(blk: BlkFile, support: bool = False) -> Transport:
    """Cargo bays add cargo tons; a troop space of 3, 4 or 6 tons carries one foot, jump or
    motorized platoon; any other troop space is troop space, never cargo (decision D-VEH-TROOPS);
    battle armor handles carry a mechanized squad. A support vehicle's seats, quarters, bays and
    handles are its chassis's (``blk_support``). An insulated cargo bay is kept as one (D-COST-3)."""
    cargo = troops = insulated = 0.0
    infantry: list[str] = []
    handles = False
    for line, text in blk.lines("transporters"):
        kind, _, rest = text.partition(":")
        kind = kind.strip().casefold()
        tons = parse_number(rest.split(":")[0]) if rest else None
        if support and kind in SUPPORT_BAYS:
            continue
        if kind == BA_HANDLES:
            handles = True
        elif tons is None or kind not in (*CARGO_BAYS, "troopspace"):
            blk.note(line, "BLK-UNKNOWN-TRANSPORTER", f"transporter {text[:40]!r} ignored")
        elif kind == "troopspace" and tons in TROOP_TONS:
            infantry.append(TROOP_TONS[tons])
        elif kind == "troopspace":
            troops += tons
        elif kind == INSULATED_BAY:
            insulated += tons
        else:
            if kind != "cargobay":
                blk.note(line, "BLK-UNSUPPORTED-TECH", f"{kind} of {tons:g} tons read as cargo space")
            cargo += tons
    return Transport(round(cargo, 6), tuple(infantry), round(troops, 6), handles, round(insulated, 6))


def _cargo_doors(blk: BlkFile, cargo: float) -> int | None:
    """The doors of the cargo bays the file writes (``cargobay:<tons>:<doors>[:<bay>]``; troop
    space read as cargo has none); None when they are what the model assumes without a number
    (one door for any cargo space, none without)."""
    doors = 0
    for _, text in blk.lines("transporters"):
        fields = [part.strip() for part in text.split(":")]
        if fields[0].casefold() in CARGO_BAYS and len(fields) > 2 and fields[2].isdigit():
            doors += int(fields[2])
    return None if doors == int(cargo > 0) else doors
