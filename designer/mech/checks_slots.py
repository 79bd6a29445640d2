"""'Mech critical slot checks (seed 000 lines 4339-4350, Complete Record Sheet / Equipment Tables)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import Equipment, EquipmentKind, Weapon
from designer.catalog.beyond_level2 import equipment_note
from designer.mech.model import ARMS, LEGS, TORSOS, Mech, MechLocation, Mount
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures
from designer.mech.layout import (
    ENGINE,
    SIDE_TORSOS,
    Placement,
    fixed_components,
    heat_sinks_to_place,
    item_of,
    mount_items,
    placements,
    slot_count,
)
from designer.rules.common.item_names import unknown_item_note


LOCATION_NOT_ON_CONFIG = register(
    "MECH-LOCATION-NOT-ON-CONFIG", Severity.ERROR, "Location the 'Mech does not have",
    "seed 000 line 4354: \"among the eleven different locations\"; quads have four legs and no arms "
    "(decision D-004)",
    "A quad with armor or a weapon in its left arm.")
UNKNOWN_EQUIPMENT = register(
    "MECH-UNKNOWN-EQUIPMENT", Severity.ERROR, "Equipment not in the catalog",
    "seed 000 line 4799: \"Type Heat Damage Minimum Short Range Medium Long\"; seed 002 line 575: \"Otros "
    "equipos Pod Antipersonal Artemis IV FCS\"",
    "A mount of a 'Gauss Rifle', which the 1987 tables do not have.")
UNPLACED = register(
    "MECH-ITEM-UNPLACED", Severity.ERROR, "Equipment not allocated to critical slots",
    "seed 000 line 4342: \"place them on the Equipment Table for that location\"",
    "A medium laser with no location.")
SLOTS_OVERFLOW = register(
    "MECH-SLOTS-OVERFLOW", Severity.ERROR, "Item does not fit in its location's slots",
    "seed 000 line 4346: \"acts as a limit on the number of weapons and heat sinks\"",
    "A PPC (3 slots) starting at slot 11 of a torso.")
SLOT_CONFLICT = register(
    "MECH-SLOT-CONFLICT", Severity.ERROR, "Item placed on an occupied slot",
    "seed 000 line 4346: \"The number of blank spaces remaining on the table\"",
    "A medium laser in the center torso's first slot, which holds the engine.")
REAR_INVALID = register(
    "MECH-REAR-MOUNT-INVALID", Severity.ERROR, "Rear mounting in an arm or of a non-weapon",
    "seed 000 line 1116: \"mounted in the rear torso, legs, or head may fire\"; only into the "
    "rear arc (decision D-IX-1: arms fire into the front and side arcs only)",
    "A rear-facing medium laser in an arm.")
# Locations whose weapons may face the rear arc (seed 000 line 1116, D-IX-1).
REAR_LOCATIONS = (*TORSOS, MechLocation.HD, *LEGS)
JUMP_JET_COUNT = register(
    "MECH-JUMP-JETS-COUNT", Severity.ERROR, "Jump jets placed differ from jump MP",
    "seed 000 line 4318: \"Allocate space on the Equipment Charts for jump jet exhaust ports\"; one jet per "
    "Jump MP (decision D-006)",
    "Jump MP 4 with three jump jets placed.")
JUMP_JET_LOCATION = register(
    "MECH-JUMP-JET-LOCATION", Severity.ERROR, "Jump jet outside the legs and torsos",
    "seed 000 line 4318: \"jump jet exhaust ports for the legs or torsos\"",
    "A jump jet in an arm.")
HEAT_SINKS_MIN = register(
    "MECH-HEAT-SINKS-MIN", Severity.ERROR, "Fewer than 10 heat sinks",
    "seed 000 line 4324: \"Every 'Mech's engine includes ten heat sinks\"",
    "A 'Mech with 8 heat sinks.")
HEAT_SINKS_UNALLOCATED = register(
    "MECH-HEAT-SINKS-UNALLOCATED", Severity.ERROR, "Too few heat sinks in critical slots",
    "seed 000 line 4344: \"engine rating divided by 25, rounded down\"",
    "18 heat sinks and a 240-rated engine with 8 heat sinks in slots (9 needed).")
HEAT_SINKS_EXCESS = register(
    "MECH-HEAT-SINKS-EXCESS", Severity.ERROR, "More heat sinks in slots than the 'Mech has",
    "seed 000 line 4342: \"Allocate the 'Mech's additional heat sinks, jump jets, and weapons\"",
    "10 heat sinks with 11 placed in slots.")
HAND_WITHOUT_LOWER = register(
    "MECH-ACTUATOR-HAND-WITHOUT-LOWER", Severity.ERROR, "Hand actuator without lower arm actuator",
    "seed 000 line 4348: \"Upper, Lower, or Hand Actuators may be removed\"; a hand hangs on the lower arm "
    "(decision D-009)",
    "An arm keeping its hand actuator but not its lower arm actuator.")
LOWER_WITHOUT_UPPER = register(
    "MECH-ACTUATOR-LOWER-WITHOUT-UPPER", Severity.ERROR, "Lower arm actuator without upper arm actuator",
    "seed 000 line 4348: \"Upper, Lower, or Hand Actuators may be removed\"; a lower arm hangs on the upper "
    "arm (decision D-009)",
    "An arm keeping its lower arm actuator but not its upper arm actuator.")
HATCHET_NOT_IN_ARM = register(
    "MECH-HATCHET-NOT-IN-ARM", Severity.ERROR, "Hatchet outside an arm",
    "seed 002 line 177: \"no ataques con hacha / espada con ese brazo\"; decision D-003",
    "A hatchet in the right torso.")
HATCHET_ACTUATORS = register(
    "MECH-HATCHET-ACTUATORS", Severity.ERROR, "Hatchet arm lacks hand or lower arm actuator",
    "seed 002 line 241: \"debe tener manos (o actuadores de mano) para usar un garrote\"; a hatchet is a "
    "club needing its hand and lower arm (decision D-003)",
    "A hatchet in an arm without a hand actuator.")


def check_locations(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Quads have no arms; bipeds have no quad legs.
    allowed = set(mech.locations)
    named = [("armor", loc) for loc in mech.armor] + [("rear armor", loc) for loc in mech.rear_armor]
    named += [("actuators", loc) for loc in mech.actuators]
    named += [(m.item, m.location) for m in mech.equipment if m.location is not None]
    named += [(f"{b.weapon} ammo", b.location) for b in mech.ammo if b.location is not None]
    for what, location in named:
        if location not in allowed:
            yield LOCATION_NOT_ON_CONFIG.finding(
                f"{what} is given for {location.value}, which a {mech.config.value} 'Mech does not have.",
                location.value)


def check_known_and_placed(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Every item is in the catalog and allocated to a location's Equipment Table.
    for mount, item in mount_items(mech):
        where = mount.location.value if mount.location else None
        if item is None:
            yield UNKNOWN_EQUIPMENT.finding(
                f"'{mount.item}' is not in the equipment catalog."
                f"{equipment_note(mount.item) or unknown_item_note(mech, mount.item)}", where)
        if mount.location is None or mount.slot is None:
            yield UNPLACED.finding(f"{mount.item} is not allocated to any critical slot.", where)
    for ammo_bin in mech.ammo:
        if ammo_bin.location is None or ammo_bin.slot is None:
            yield UNPLACED.finding(f"{ammo_bin.weapon} ammunition is not allocated to any critical slot.",
                                   ammo_bin.location.value if ammo_bin.location else None)


def check_slot_occupancy(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Items fill blank spaces only, and a multi-slot item stays within its location.
    taken: dict[MechLocation, list[str | None]] = {
        loc: _padded(fixed_components(mech, loc), slot_count(loc)) for loc in mech.locations}
    for placed in placements(mech):
        slots = taken.get(placed.location)
        if slots is None:
            continue  # reported by check_locations
        yield from _place(placed, slots)


def _padded(fixed: tuple[str | None, ...], count: int) -> list[str | None]:
    return list(fixed) + [None] * (count - len(fixed))


def _place(placed: Placement, slots: list[str | None]) -> Iterator[Finding]:
    name, where = placed.content.name, placed.location.value
    last = placed.first + placed.size - 1
    if placed.first < 1 or last > len(slots):
        yield SLOTS_OVERFLOW.finding(
            f"{name} needs {placed.size} slots from slot {placed.first} but {where} has slots 1-{len(slots)}.",
            where)
    for position in range(max(placed.first, 1), min(last, len(slots)) + 1):
        holder = slots[position - 1]
        if holder == ENGINE and placed.location in SIDE_TORSOS:
            return  # an XL engine's side-torso slot: MECH-XL-SIDE-TORSO-SLOTS reports it
        if holder is not None:
            yield SLOT_CONFLICT.finding(f"{name} is placed on {where} slot {position}, which holds {holder}.",
                                        where)
            return
    for position in range(max(placed.first, 1), min(last, len(slots)) + 1):
        slots[position - 1] = name


def check_rear_mounts(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Weapons in the rear torso, legs or head may fire only into the rear arc (seed 000 line
    # 1116): rear-facing mounts exist for weapons in the torsos, head and legs, never the arms.
    for mount in mech.equipment:
        if not mount.rear:
            continue
        if mount.location not in REAR_LOCATIONS or not isinstance(item_of(mount), Weapon):
            where = mount.location.value if mount.location else None
            yield REAR_INVALID.finding(f"{mount.item} is rear-mounted in {where}; only weapons in the "
                                       "torsos, head and legs may face the rear arc.", where)


def _equipment_mounts(mech: Mech, kind: EquipmentKind) -> list[Mount]:
    return [m for m, item in mount_items(mech) if _is_equipment_of(item, kind)]


def _is_equipment_of(item: Weapon | Equipment | None, kind: EquipmentKind) -> bool:
    return isinstance(item, Equipment) and item.kind is kind


def check_jump_jets(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # One jump jet per Jump MP, each in a leg or torso.
    jets = _equipment_mounts(mech, EquipmentKind.JUMP_JET)
    if len(jets) != max(mech.jump_mp, 0):
        yield JUMP_JET_COUNT.finding(f"Jump MP {mech.jump_mp} needs {mech.jump_mp} jump jets; {len(jets)} are mounted.")
    for jet in jets:
        if jet.location is not None and jet.location not in TORSOS + LEGS:
            yield JUMP_JET_LOCATION.finding(
                f"A jump jet is mounted in {jet.location.value}; jump jets go in the legs or torsos.",
                jet.location.value)


def check_heat_sinks(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # At least the engine's 10; total - rating/25 (rounded down) must sit in slots.
    if mech.heat_sinks < 10:
        yield HEAT_SINKS_MIN.finding(f"{mech.heat_sinks} heat sinks; every 'Mech has at least the engine's 10.")
    placed = sum(1 for m in _equipment_mounts(mech, EquipmentKind.HEAT_SINK) if m.location is not None)
    needed = heat_sinks_to_place(mech)
    if placed < needed:
        yield HEAT_SINKS_UNALLOCATED.finding(
            f"{mech.heat_sinks} heat sinks with a {mech.engine_rating}-rated engine: "
            f"{fig.engine_heat_sinks} need no slot, so {needed} must be in critical slots; {placed} are.")
    elif placed > mech.heat_sinks:
        yield HEAT_SINKS_EXCESS.finding(f"{placed} heat sinks are in critical slots but the 'Mech has {mech.heat_sinks}.")


def check_actuators(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # A hand needs the lower arm actuator, which needs the upper arm actuator.
    for location in ARMS:
        if location not in mech.actuators or mech.is_quad:
            continue
        kept = mech.actuators[location]
        if kept.hand and not kept.lower_arm:
            yield HAND_WITHOUT_LOWER.finding(f"{location.value} keeps its hand actuator but not its lower arm actuator.",
                                             location.value)
        if kept.lower_arm and not kept.upper_arm:
            yield LOWER_WITHOUT_UPPER.finding(
                f"{location.value} keeps its lower arm actuator but not its upper arm actuator.", location.value)


def check_hatchets(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # A hatchet sits in an arm that keeps its lower arm and hand actuators.
    for mount in _equipment_mounts(mech, EquipmentKind.HATCHET):
        if mount.location is None:
            continue
        if mount.location not in ARMS:
            yield HATCHET_NOT_IN_ARM.finding(f"A hatchet is mounted in {mount.location.value}; it belongs in an arm.",
                                             mount.location.value)
            continue
        kept = mech.arm_actuators(mount.location)
        if not (kept.hand and kept.lower_arm):
            yield HATCHET_ACTUATORS.finding(
                f"The hatchet in {mount.location.value} needs the hand and lower arm actuators in that arm.",
                mount.location.value)


CHECKS = (check_locations, check_known_and_placed, check_slot_occupancy, check_rear_mounts,
          check_jump_jets, check_heat_sinks, check_actuators, check_hatchets)
