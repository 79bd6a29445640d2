"""Checks of a layout as its file wrote it (decisions D-TRUST-1 and D-TRUST-2): an item given
other slots than its size (``Mount.slots``), and fixed components (engine, gyro, cockpit, sensors,
life support, actuators) missing, extra, in another location or in another order than the rules
place them (``Mech.fixed_slots``). The readers never re-lay a file; these checks say what is wrong."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from designer.mech.model import Mech, Mount
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures
from designer.mech.lam_layout import writes_conversion_slots
from designer.mech.layout import mount_items, mount_size, rules_fixed_components, seed_fixed_components

ITEM_SLOTS = register(
    "MECH-ITEM-SLOTS", Severity.ERROR, "Item given fewer or more slots than its size",
    "seed 000 line 4342: \"Certain weapons take up more than one critical space\"; seed 002 line 203: "
    "\"algunas armas, radiadores dobles y otro tipo de equipo\" (an item fills all its slots, its "
    "size from the tables or its formula; decision D-TRUST-1)",
    "An Inner Sphere double heat sink (3 slots) written over 2 slots; MASC one slot short.")
SLOTLESS_ITEM = register(
    "MECH-SLOTLESS-ITEM-IN-SLOT", Severity.WARNING, "An item the tables give no slot written into a slot",
    "seed 002 line 453: \"Artemis IV FCS CASE Radiador Doble\" (the Clan table's CASE: 0 tons, 0 "
    "slots, built into every location; the slot a file gives it holds nothing, decision D-TRUST-4)",
    "A Clan 'Mech whose file writes CLCASE in a side torso slot.")
FIXED_SLOTS = register(
    "MECH-FIXED-SLOTS", Severity.ERROR, "Engine, gyro, cockpit or actuator slots missing, extra or moved",
    "seed 000 line 4342: \"These hit tables are already partially filled in\"; seed 002 line 207: "
    "\"los reactores XL ocupan líneas de crítico adicionales\" (each location holds its fixed "
    "components, an XL engine 3 slots of each side torso, Clan 2; decision D-TRUST-2)",
    "An Inner Sphere XL engine with 2 slots in the left torso.")
FIXED_ORDER = register(
    "MECH-FIXED-ORDER", Severity.WARNING, "Fixed components of a location in another order",
    "seed 000 line 4342: \"These hit tables are already partially filled in\" (the record sheet's "
    "order; canon files swap a cockpit and its sensors, decision D-TRUST-2)",
    "A head reading Life Support, Cockpit, Sensors instead of Life Support, Sensors, Cockpit.")


def _where(mount: Mount) -> str | None:
    return mount.location.value if mount.location else None


# An item fills as many slots as its size (the Weapons and Equipment Tables, or its formula:
# MASC, targeting computer, hatchet, sword); a file that gives it fewer or more is wrong. An item
# of no slot (Clan CASE) written into one only wastes the slot: a warning.
def check_item_slots(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    for mount, item in mount_items(mech):
        if mount.slots is None or item is None:
            continue
        size = mount_size(mech, item)[1]
        written = mount.slots + (mount.split.slots if mount.split is not None else 0)
        if size == 0:
            yield SLOTLESS_ITEM.finding(f"{item.id} fills no slot (built into every location); the "
                                        f"{_where(mount)} slot {mount.slot} the file gives it holds nothing.",
                                        _where(mount))
        elif written != size:
            slots = f"{written} slot" + ("s" if written != 1 else "")
            yield ITEM_SLOTS.finding(f"{item.id} fills {slots} from {_where(mount)} slot {mount.slot}; "
                                     f"its size on this 'Mech is {size}.", _where(mount))


# Every location holds the fixed components the rules give it (record sheet; XL and light engines'
# side-torso slots, compact and XL gyros, small cockpit); the same components in another order
# within the location is a warning (canon files do it).
def check_fixed_slots(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    conversion = writes_conversion_slots(mech)   # every location may then miss its slots (D-LAM-SLOTS)
    for location in mech.locations:
        if location not in mech.fixed_slots and not conversion:
            continue
        written = mech.fixed_slots.get(location)
        written = seed_fixed_components(mech, location) if written is None else written
        rules = rules_fixed_components(mech, location)
        if _trimmed(written) == _trimmed(rules):
            continue
        have, need = Counter(n for n in written if n), Counter(n for n in rules if n)
        if have != need:
            yield FIXED_SLOTS.finding(f"{location.value} holds {_listed(have)}; the design needs "
                                      f"{_listed(need)} there.", location.value)
        else:
            yield FIXED_ORDER.finding(f"{location.value} holds its fixed components in another order than "
                                      f"the record sheet ({_order(rules)}).", location.value)


def _trimmed(names: tuple[str | None, ...]) -> tuple[str | None, ...]:
    end = len(names)
    while end and names[end - 1] is None:
        end -= 1
    return names[:end]


def _listed(names: Counter[str]) -> str:
    return ", ".join(f"{count} {name}" for name, count in sorted(names.items())) or "no fixed component"


def _order(names: tuple[str | None, ...]) -> str:
    return ", ".join(name or "-" for name in names)


CHECKS = (check_item_slots, check_fixed_slots)
