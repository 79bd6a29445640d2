"""MTF critical slot lines: what one line means, and the mounts a location's lines make
(research/megameklab.md section 4.1, research/level2-spec.md section 3.2).

``slot_meaning`` is the one reading of a slot line; the reader builds mounts from it and the
writer uses it to decide whether a line spelled by the file (``ISAC10``, ``ISAC20 (Split)``)
still says what the design says, so it can be written back as the file had it.

Split weapons (decision D-SPLIT-1, superseding D-MTF-10): a weapon whose slots run from one
location into an adjacent one (``(Split)`` in today's files, a plain continuation in older ones:
the King Crab KGC-000's AC/20s over arm and side torso) is ONE mount, placed in the location that
holds most of its slots, whose ``split`` records where the rest sits.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import NamedTuple

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.formats.mtf_level2 import level2_ammo
from designer.formats.spellings import collapse, cut_suffix, find_item_name, parse_ammo
from designer.mech.model import Mech, MechLocation, Mount
from designer.mech.model import SplitSlots
from designer.mech.layout import (item_of, mount_size, rules_fixed_components, slot_count,
                                        slots_as_placed)

EMPTY = "-empty-"
# Fixed components as MegaMek spells them -> our layout's names (layout.py).
SYSTEM_NAMES = {
    "fusion engine": "Engine",
    "engine": "Engine",
    "gyro": "Gyro",
    "life support": "Life Support",
    "sensors": "Sensors",
    "cockpit": "Cockpit",
    "shoulder": "Shoulder",
    "upper arm actuator": "Upper Arm Actuator",
    "lower arm actuator": "Lower Arm Actuator",
    "hand actuator": "Hand Actuator",
    "hip": "Hip",
    "upper leg actuator": "Upper Leg Actuator",
    "lower leg actuator": "Lower Leg Actuator",
    "foot actuator": "Foot Actuator",
    "landing gear": "Landing Gear",
    "avionics": "Avionics",
}
# Slot suffixes MegaMek allows after a name; (R) is a rear mount, (SPLIT) a split weapon.
FLAGS = frozenset({"R", "T", "OMNIPOD", "SPLIT", "FL", "FR", "RL", "RR", "ARMORED"})
L = MechLocation
# Locations a split weapon may continue into (adjacent on the 'Mech: arm or leg and side
# torso, side torso and center torso), as MegaMek's split slots join them.
ADJACENT = {
    frozenset(pair)
    for pair in (
        (L.LA, L.LT),
        (L.RA, L.RT),
        (L.LT, L.CT),
        (L.RT, L.CT),
        (L.LL, L.LT),
        (L.RL, L.RT),
        (L.FLL, L.LT),
        (L.FRL, L.RT),
        (L.RLL, L.LT),
        (L.RRL, L.RT),
    )
}


@dataclass(frozen=True, slots=True)
class SlotMeaning:
    """What one slot line says: ``kind`` empty | system | ammo | item | unknown; ``name`` the
    layout name, catalog id or the name as written (suffixes removed); ``flags`` the suffixes
    other than (R) and (SPLIT), which the 1987 rules do not know; ``problem`` an ammunition
    count that could not be read as a ton or half a ton."""

    kind: str
    name: str = ""
    rear: bool = False
    half: bool = False
    flags: tuple[str, ...] = ()
    split: bool = False
    problem: str = ""
    ammo_kind: str = "standard"   # an ammunition line's type (Artemis-capable...; D-AMMO-1)

    @property
    def key(self) -> SlotKey:
        """What a writer must reproduce: kind, item, facing, half ton and ammunition type (not the
        spelling)."""
        return (
            self.kind,
            self.name.casefold() if self.kind == "unknown" else self.name,
            self.rear,
            self.half,
            self.ammo_kind,
        )


SlotKey = tuple[str, str, bool, bool, str]


@functools.lru_cache(maxsize=4096)   # the catalog is fixed for the run; lines repeat across files
def slot_meaning(text: str) -> SlotMeaning:
    """The meaning of one slot line (linear in its length). A SlotMeaning is frozen: shared."""
    name = collapse(text)
    lowered = name.casefold()
    if lowered == EMPTY or not lowered:
        return SlotMeaning("empty")
    if lowered in SYSTEM_NAMES:
        return SlotMeaning("system", SYSTEM_NAMES[lowered])
    rear = split = False
    flags: list[str] = []
    while True:
        name, flag = cut_suffix(name, FLAGS)
        if flag is None:
            break
        rear, split = rear or flag == "R", split or flag == "SPLIT"
        if flag not in ("R", "SPLIT"):
            flags.append(flag)
    level2 = level2_ammo(name)  # Level 2 spellings first (mtf_level2.py)
    if level2 is not None:
        return SlotMeaning("ammo", level2[0], half=level2[1], flags=tuple(flags), ammo_kind=level2[2])
    ammo = parse_ammo(name)
    if ammo is not None:
        weapon = ammo.weapon if ammo.weapon is not None and ammo.weapon.uses_ammo else None
        return SlotMeaning(
            "ammo",
            weapon.id if weapon else ammo.weapon_name,
            half=ammo.tons == 0.5,
            flags=tuple(flags),
            problem=ammo.problem,
        )
    item: Weapon | Equipment | None = catalog().find(name) or find_item_name(name)
    if item is None:
        return SlotMeaning("unknown", name, rear, flags=tuple(flags), split=split)
    return SlotMeaning("item", item.id, rear, flags=tuple(flags), split=split)


class Slot(NamedTuple):   # a tuple: some 100 of them a file, made at a third of a frozen dataclass's cost
    line: int
    location: MechLocation
    position: int  # 0-based
    meaning: SlotMeaning


@dataclass(frozen=True, slots=True)
class Run:
    """Consecutive slots of one location holding the same item with the same facing."""

    slots: tuple[Slot, ...]

    @property
    def first(self) -> Slot:
        return self.slots[0]


def runs(slots: list[Slot]) -> list[Run]:
    """Item slots grouped into runs (systems, ammunition and empty slots end a run)."""
    out: list[Run] = []
    current: list[Slot] = []
    for slot in [*slots, None]:
        if current and (
            slot is None
            or (slot.meaning.kind, slot.meaning.name, slot.meaning.rear, slot.position)
            != (
                current[0].meaning.kind,
                current[0].meaning.name,
                current[0].meaning.rear,
                current[-1].position + 1,
            )
        ):
            out.append(Run(tuple(current)))
            current = []
        if slot is not None and slot.meaning.kind in ("item", "unknown"):
            current.append(slot)
    return out


def item_size(mech: Mech, name: str, run_length: int | None = None) -> int:
    """Slots one mount of an item takes in a run; heat sinks and jump jets: one mount per slot;
    an item sized by the design's weapons: the whole run (``run_length``, mtf_level2.py)."""
    item = catalog().find(name)
    if item is None:
        return 1
    one_per_slot = item.kind not in (EquipmentKind.HATCHET, EquipmentKind.OTHER) and (item.slots or 1) == 1 \
        if isinstance(item, Equipment) else False  # a double heat sink fills 2 or 3 slots
    if one_per_slot:
        return 1
    if run_length is not None and sized_by_design(item):
        return run_length
    return max(1, mount_size(mech, item)[1])


def sized_by_design(item: Weapon | Equipment) -> bool:
    """An item whose size follows the 'Mech (hatchet, sword, MASC: its tonnage; targeting computer:
    its weapons): a run of its slots is one item, whatever its length (decision D-TRUST-1)."""
    return isinstance(item, Equipment) and (item.kind is EquipmentKind.HATCHET
                                            or item.slots_formula is not None)


@dataclass(frozen=True, slots=True)
class Split:
    """A weapon read over two adjacent locations (D-SPLIT-1)."""

    item: str
    main: Run
    rest: Run

    def mount(self) -> Mount:
        """The one mount of the weapon: in the main run's location, continued in the rest's."""
        first, rest = self.main.first, self.rest.first
        split = SplitSlots(location=rest.location, slot=rest.position + 1, slots=len(self.rest.slots))
        return Mount(item=self.item, location=first.location, slot=first.position + 1,
                     rear=first.meaning.rear, split=split)


def pair_splits(mech: Mech, partial: list[Run]) -> tuple[list[Split], list[Run]]:
    """Pairs partial runs of one weapon in adjacent locations whose slots add up to the weapon's
    size; returns the splits and the runs left unpaired."""
    splits: list[Split] = []
    left = list(partial)
    for run in partial:
        if run not in left or run.first.meaning.kind != "item":
            continue
        size = item_size(mech, run.first.meaning.name)
        for other in left:
            if (
                other is not run
                and other.first.meaning.name == run.first.meaning.name
                and frozenset((run.first.location, other.first.location)) in ADJACENT
                and len(run.slots) + len(other.slots) == size
            ):
                main, rest = (run, other) if len(run.slots) >= len(other.slots) else (other, run)
                splits.append(Split(run.first.meaning.name, main, rest))
                left.remove(run)
                left.remove(other)
                break
    return splits, left


def run_mounts(mech: Mech, run: Run) -> list[Mount]:
    """The mounts of a run as written (decision D-TRUST-1): one per item size along it (an unknown
    item: one per slot, so its slots survive a write); slots left over after the last whole item
    are one more mount of that item with the slots the file gives it (``Mount.slots``); an item
    sized by the design is one mount of the whole run (``settled`` drops a count that is right)."""
    first = run.first
    size = 1 if first.meaning.kind == "unknown" else item_size(mech, first.meaning.name, len(run.slots))
    item = catalog().find(first.meaning.name) if first.meaning.kind == "item" else None
    whole = item is not None and sized_by_design(item)
    slotless = item is not None and not whole and mount_size(mech, item)[1] == 0  # Clan CASE: no slot
    mounts = []
    for start in range(0, len(run.slots), size):
        taken = len(run.slots[start:start + size])
        written = taken if taken < size or whole or slotless else None
        mounts.append(read_mount(first.meaning.name, first.location, run.slots[start].position + 1,
                                 first.meaning.rear, written))
    return mounts


@functools.lru_cache(maxsize=4096)   # slot lines recur across files: "Medium Laser" at RA 5...
def read_mount(item: str, location: MechLocation, slot: int, rear: bool, slots: int | None) -> Mount:
    """One mount as read. A Mount is frozen, so equal reads share one object, validated once."""
    return Mount(item=item, location=location, slot=slot, rear=rear, slots=slots)


def settled(mech: Mech) -> Mech:
    """The design with ``Mount.slots`` kept only where it differs from the slots the rules give the
    mount on the whole design (a targeting computer's size needs every weapon read)."""
    equipment = []
    for mount in mech.equipment:
        if mount.slots is not None:
            own = slots_as_placed(mech, mount.model_copy(update={"slots": None}), item_of(mount))
            mount = mount.model_copy(update={"slots": None}) if own == mount.slots else mount
        equipment.append(mount)
    return mech.model_copy(update={"equipment": tuple(equipment)})


def fixed_as_written(mech: Mech, slots: list[Slot], location: MechLocation) -> tuple[str | None, ...] | None:
    """A location's fixed components slot by slot as the file places them (decision D-TRUST-2);
    None when the file places them as the rules do (``layout.rules_fixed_components``)."""
    written: list[str | None] = [None] * slot_count(location)
    for slot in slots:
        if slot.meaning.kind == "system":
            written[slot.position] = slot.meaning.name
    rules = list(rules_fixed_components(mech, location))
    if _trimmed(written) == _trimmed(rules):
        return None
    return tuple(_trimmed(written))


def _trimmed(names: list[str | None]) -> list[str | None]:
    out = list(names)
    while out and out[-1] is None:
        out.pop()
    return out
