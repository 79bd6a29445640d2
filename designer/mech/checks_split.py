"""Split weapons (decision D-SPLIT-1): a weapon of a Level 2 design too big for one location may
run on into the next location inward, the location damage transfers to (seed 002 line 195: arm or
leg -> side torso, side torso -> center torso), as MegaMek builds them. The mount records the
second location, its first slot there and the slots it fills there (``Mount.split``); the slot
checks (``checks_slots``) then hold each part like any placement."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import Weapon
from designer.mech.model import Mech, MechLocation, Mount
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures
from designer.mech.layout import fixed_components, item_of, mount_size, slot_count

L = MechLocation
# Each outer location -> the next location inward (seed 002 line 195, the damage transfer
# diagram): the only pairs a weapon may be split over.
INWARD = {L.LA: L.LT, L.RA: L.RT, L.LL: L.LT, L.RL: L.RT, L.FLL: L.LT, L.FRL: L.RT, L.RLL: L.LT,
          L.RRL: L.RT, L.LT: L.CT, L.RT: L.CT}

SPLIT_LEVEL1 = register(
    "MECH-SPLIT-LEVEL1", Severity.ERROR, "Split weapon on a 1987 (rules level 1) design",
    'seed 000 line 4346: "acts as a limit on the number of weapons and heat sinks" (under the 1987 '
    "rules a weapon lies in one location; splitting is a Level 2 rule, decision D-SPLIT-1)",
    "A rules level 1 'Mech with an AC/20 over its right arm and right torso.")
SPLIT_NOT_ADJACENT = register(
    "MECH-SPLIT-NOT-ADJACENT", Severity.ERROR, "Split weapon over locations that do not join",
    'seed 002 line 195: "el blindaje externo de la siguiente localización interna" (a weapon continues '
    "into the next location inward: arm or leg and side torso, side torso and center torso; "
    "decision D-SPLIT-1)",
    "An AC/20 over the right arm and the center torso.")
SPLIT_UNNEEDED = register(
    "MECH-SPLIT-UNNEEDED", Severity.WARNING, "Split weapon that fits whole in its outer location",
    'seed 000 line 4346: "acts as a limit on the number of weapons and heat sinks" (neither seed has '
    "a rule for splitting; MegaMek's construction splits a weapon too big for its outer location, but "
    "canon files split weapons that fit, so this is a warning: decision D-TRUST-7)",
    "A medium laser split over the right arm and the right torso.")
SPLIT_INVALID = register(
    "MECH-SPLIT-INVALID", Severity.ERROR, "Split of an item that is not a weapon, or of no slots",
    'seed 002 line 203: "algunas armas, radiadores dobles y otro tipo de equipo" (only weapons split; '
    "each location holds at least one of its slots, decision D-SPLIT-1)",
    "A split heat sink, or an AC/20 with all 10 slots in its second location.")


def _where(mount: Mount) -> str | None:
    return mount.location.value if mount.location else None


def _free_slots(mech: Mech, location: MechLocation) -> int:
    """Slots a location offers before any equipment: its count less its fixed components."""
    return slot_count(location) - sum(name is not None for name in fixed_components(mech, location))


def outer_location(first: MechLocation, second: MechLocation) -> MechLocation | None:
    """The outer location of an adjacent pair (the one whose next location inward is the other)."""
    if INWARD.get(first) is second:
        return first
    return second if INWARD.get(second) is first else None


def _split_problem(mech: Mech, mount: Mount) -> Iterator[Finding]:
    split = mount.split
    if split is None or mount.location is None:
        return
    name, where = mount.item, _where(mount)
    if mech.rules_level < 2:
        yield SPLIT_LEVEL1.finding(f"{name} is split over {where} and {split.location.value}; a rules "
                                   "level 1 design places each weapon in one location.", where)
    item = item_of(mount)
    size = mount_size(mech, item)[1] if item is not None else 1
    if not isinstance(item, Weapon) or split.slots >= size:
        yield SPLIT_INVALID.finding(f"{name} is split with {split.slots} of its {size} slots in "
                                    f"{split.location.value}; only a weapon splits, with slots in both "
                                    "locations.", where)
        return
    outer = outer_location(mount.location, split.location)
    if outer is None:
        yield SPLIT_NOT_ADJACENT.finding(f"{name} is split over {where} and {split.location.value}; a weapon "
                                         "continues only into the next location inward.", where)
    elif size <= _free_slots(mech, outer):
        free = _free_slots(mech, outer)
        yield SPLIT_UNNEEDED.finding(f"{name} ({size} slots) fits in the {free} free slots "
                                     f"of {outer.value}; only a weapon too big for it is split.", where)


# A split weapon: a Level 2 design's weapon too big for its outer location, continued into the
# next location inward (decision D-SPLIT-1).
def check_split_weapons(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    for mount in mech.equipment:
        yield from _split_problem(mech, mount)


CHECKS = (check_split_weapons,)
