"""Critical slot layout of a 'Mech: fixed components and where each mount sits.

Fixed components (record sheet; RULES-MAP "Gaps in the OCR"): head = Life Support, Sensors,
Cockpit, (free), Sensors, Life Support; center torso = Engine x3, Gyro x4, Engine x3, 2 free;
arms = Shoulder, Upper Arm, Lower Arm, Hand Actuator, 8 free; legs = Hip, Upper Leg, Lower Leg,
Foot Actuator, 2 free; side torsos 12 free.

Later technology moves them (decisions D-LATER-TYPE-1..3): the head follows the cockpit type (small
cockpit: Life Support, Sensors, Cockpit, Sensors, 2 free); the center torso holds the engine's first
three slots, then the gyro's slots (compact 2, XL 6), then the rest of the engine's (a compact engine
has none); a light engine fills 2 slots of each side torso.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import StrEnum

from designer.catalog import Equipment, EquipmentKind, Weapon, answered, catalog
from designer.mech.model import ARMS, LEGS, AmmoBin, Mech, MechLocation, Mount
from designer.rules.common.ammo_types import typed_name
from designer.rules.common.memo import per_design
from designer.rules.common.rounding import ceil_half
from designer.mech.construction import (
    center_torso_engine_slots,
    gyro_slots,
    head_components,
    side_torso_engine_slots,
)
from designer.mech.lam_layout import with_conversion, writes_conversion_slots
from designer.mech.level2_size import other_size

__all__ = ["ceil_half"]  # re-exported: callers that size equipment round with it


class SlotKind(StrEnum):
    FIXED = "fixed"
    EQUIPMENT = "equipment"
    AMMO = "ammo"


@dataclass(frozen=True, slots=True)
class SlotContent:
    """What fills one critical slot. ``index`` is the position of the mount in
    ``mech.equipment`` (or of the bin in ``mech.ammo``); None for fixed components."""

    name: str
    kind: SlotKind
    index: int | None = None
    rear: bool = False
    split: bool = False   # a slot of a weapon split over two locations (D-SPLIT-1)

    @property
    def label(self) -> str:
        if self.kind is SlotKind.AMMO:
            return f"Ammo ({self.name})"
        name = f"{self.name} (R)" if self.rear else self.name
        return f"{name} (Split)" if self.split else name


ENGINE = "Engine"
GYRO = "Gyro"
ENGINE_BEFORE_GYRO = 3   # the engine's first center-torso slots; the gyro follows them
SIDE_TORSOS = (MechLocation.LT, MechLocation.RT)
LEG_FIXED = ("Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator")
ARM_ACTUATOR_NAMES = ("Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator")


def slot_count(location: MechLocation) -> int:
    """Critical slots in a location: head 6, legs 6, torsos and arms 12."""
    counts = catalog().mech.slots
    if location is MechLocation.HD:
        return counts.head
    if location in LEGS:
        return counts.leg
    return counts.torso if location not in ARMS else counts.arm


def fixed_components(mech: Mech, location: MechLocation) -> tuple[str | None, ...]:
    """Fixed components by slot (None = free), before any equipment is placed: as the design's file
    places them where it places them otherwise than the rules (``Mech.fixed_slots``, decision
    D-TRUST-2; checks_fixed.py reports the difference)."""
    written = mech.fixed_slots.get(location)
    return written if written is not None else rules_fixed_components(mech, location)


def rules_fixed_components(mech: Mech, location: MechLocation) -> tuple[str | None, ...]:
    """Fixed components by slot (None = free) where the rules place them (record sheet, later
    types D-LATER-TYPE-1..3, removed arm actuators; a LAM file's conversion slots, D-LAM-SLOTS)."""
    known = _rules_fixed(mech)
    found = known.get(location)
    if found is None:
        found = known[location] = _rules_fixed_components(mech, location)
    return found


@per_design   # asked for some 30 times while one design is read and validated
def _rules_fixed(mech: Mech) -> dict[MechLocation, tuple[str | None, ...]]:
    return {}   # filled as each location is asked for


def _rules_fixed_components(mech: Mech, location: MechLocation) -> tuple[str | None, ...]:
    components = seed_fixed_components(mech, location)
    return with_conversion(mech, location, components) if writes_conversion_slots(mech) else components


def seed_fixed_components(mech: Mech, location: MechLocation) -> tuple[str | None, ...]:
    """The fixed components without a LAM file's conversion slots (what a reader leaves out of
    ``Mech.fixed_slots`` when a location is written so)."""
    if location is MechLocation.HD:
        return head_components(mech)
    if location is MechLocation.CT:
        return center_torso_components(mech)
    if location in LEGS:
        return LEG_FIXED
    if location in ARMS:
        kept = mech.arm_actuators(location)
        return ("Shoulder", _if(kept.upper_arm, ARM_ACTUATOR_NAMES[1]),
                _if(kept.lower_arm, ARM_ACTUATOR_NAMES[2]), _if(kept.hand, ARM_ACTUATOR_NAMES[3]))
    # An XL engine fills the first slots of each side torso (decision D-ARCH-3).
    return (ENGINE,) * side_torso_engine_slots(mech)


def center_torso_components(mech: Mech) -> tuple[str, ...]:
    """Engine x3, the gyro's slots, then the rest of the engine (6 slots, compact engine 3)."""
    engine = center_torso_engine_slots(mech)
    first = min(engine, ENGINE_BEFORE_GYRO)
    return (ENGINE,) * first + (GYRO,) * gyro_slots(mech) + (ENGINE,) * (engine - first)


def _if(kept: bool, name: str) -> str | None:
    return name if kept else None


def item_of(mount: Mount) -> Weapon | Equipment | None:
    """The catalog entry a mount names, or None when the name is unknown."""
    return answered().get(mount.item) or catalog().find(mount.item)   # the same, faster (answered)


@per_design   # every check and figure of one design walks its mounts' catalog entries
def mount_items(mech: Mech) -> tuple[tuple[Mount, Weapon | Equipment | None], ...]:
    """Each mount of the design with the catalog entry it names (None when the name is unknown)."""
    return tuple((mount, item_of(mount)) for mount in mech.equipment)


def slots_as_placed(mech: Mech, mount: Mount, item: Weapon | Equipment | None) -> int:
    """Slots a mount fills in its own location: what its file gave it (``Mount.slots``, decision
    D-TRUST-1), else its size less the part a split weapon continues with (D-SPLIT-1); an unknown
    item one."""
    if mount.slots is not None:
        return mount.slots
    size = mount_size(mech, item)[1] if item is not None else 1
    return max(size - mount.split.slots, 1) if mount.split is not None else size


def mount_size(mech: Mech, item: Weapon | Equipment) -> tuple[float, int]:
    """Tons and critical slots of one mounted item on this 'Mech.

    Heat sinks and jump jets weigh nothing here: their weight is counted by the heat sink
    and jump MP totals (see ``weights``), their mounts only place them in slots."""
    if isinstance(item, Weapon):
        return item.tons, item.slots
    if item.kind is EquipmentKind.HATCHET:
        size = item.hatchet_size(mech.tonnage)
        return float(size), size
    if item.kind is EquipmentKind.OTHER:  # Master Rules equipment (CASE, MASC, ECM...)
        return other_size(mech, item)
    return 0.0, item.slots or 1


@dataclass(frozen=True, slots=True)
class Placement:
    """A mount or ammo bin with the slots it claims: (location, first slot, slot count)."""

    index: int
    location: MechLocation
    first: int
    size: int
    content: SlotContent


def placements(mech: Mech) -> list[Placement]:
    """Every placed mount and ammo bin with the slots it claims (unknown items claim one)."""
    return list(_placements(mech))


@per_design   # asked for by several checks of one design
def _placements(mech: Mech) -> tuple[Placement, ...]:
    out: list[Placement] = []
    for index, (mount, item) in enumerate(mount_items(mech)):
        if mount.location is None or mount.slot is None:
            continue
        split = mount.split
        name = item.id if item is not None else mount.item
        content = SlotContent(name, SlotKind.EQUIPMENT, index, mount.rear, split is not None)
        out.append(Placement(index, mount.location, mount.slot, slots_as_placed(mech, mount, item), content))
        if split is not None:  # a split weapon (D-SPLIT-1): the part in the adjacent location
            out.append(Placement(index, split.location, split.slot, split.slots, content))
    for index, ammo_bin in enumerate(mech.ammo):
        if ammo_bin.location is None or ammo_bin.slot is None:
            continue
        out.append(Placement(index, ammo_bin.location, ammo_bin.slot, 1, _ammo_content(index, ammo_bin)))
    return tuple(out)


def _ammo_content(index: int, ammo_bin: AmmoBin) -> SlotContent:
    weapon = catalog().weapon(ammo_bin.weapon)
    name = typed_name(weapon.id if weapon is not None else ammo_bin.weapon, ammo_bin.kind)
    return SlotContent(f"{name} Half" if ammo_bin.half else name, SlotKind.AMMO, index)


def critical_table(mech: Mech) -> dict[MechLocation, list[SlotContent | None]]:
    """Slot-by-slot contents of every location (None = empty). Overlapping or out-of-range
    placements are left for validation to report; here the first claimant wins."""
    return {location: list(slots) for location, slots in _critical_table(mech).items()}


@per_design   # asked for a dozen times while one design is read, validated and rated
def _critical_table(mech: Mech) -> dict[MechLocation, list[SlotContent | None]]:
    table: dict[MechLocation, list[SlotContent | None]] = {}
    for location in mech.locations:
        slots: list[SlotContent | None] = [None] * slot_count(location)
        for position, name in enumerate(fixed_components(mech, location)[:len(slots)]):
            if name is not None:   # a file's fixed slots beyond the location's: MECH-FIXED-SLOTS
                slots[position] = fixed_content(name)
        table[location] = slots
    for placed in _placements(mech):
        placed_slots = table.get(placed.location)
        if placed_slots is None:
            continue
        for position in range(placed.first - 1, placed.first - 1 + placed.size):
            if 0 <= position < len(placed_slots) and placed_slots[position] is None:
                placed_slots[position] = placed.content
    return table


@functools.lru_cache(maxsize=1024)   # a few dozen names; a SlotContent is frozen, so shared
def fixed_content(name: str) -> SlotContent:
    """The content of a slot holding the fixed component ``name``."""
    return SlotContent(name, SlotKind.FIXED)


def engine_heat_sinks(mech: Mech) -> int:
    """Heat sinks that need no slot: engine rating / 25, rounded down (seed 000 line 4345),
    never more than the 'Mech carries."""
    return min(mech.heat_sinks, max(mech.engine_rating, 0) // catalog().mech.engine_sinks_divisor)


def heat_sinks_to_place(mech: Mech) -> int:
    """Heat sinks that must be allocated to critical slots: total - rating/25 rounded down."""
    return max(0, mech.heat_sinks - engine_heat_sinks(mech))
