"""Tons and slots of the Master Rules "other equipment" items on one 'Mech (seed 002 lines
551-581 Inner Sphere, 429-457 Clan): the fixed sizes of the table, and the footnoted formulas
(research/level2-spec.md sections 2.7-2.9):

- MASC: tons = slots = 'Mech tons / 20 (Inner Sphere) or / 25 (Clan), rounded to the nearest
  whole number (seed 002 line 581 "Tonelaje del Mech / 20", line 455 "/ 25");
- sword: tons = 'Mech tons / 20 up to the half ton, slots = 'Mech tons / 15 up;
- targeting computer: tons = slots = the direct-fire weapon tons / 5, rounded up (Clan), / 4 (Inner
  Sphere, later technology: decision D-LATER-IS-2);
- improved jump jets (later technology, D-LATER-IS-5): 2 slots each, twice the standard jets' weight.

The seeds price none of these items, nor the Level 2 weapons (``unpriced_items``).
"""

from __future__ import annotations

from fractions import Fraction

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.level2 import evaluate
from designer.catalog.level2_rows import JUMP_JET_IDS
from designer.mech.model import Mech
from designer.rules.common.direct_fire import is_direct_fire


def direct_fire_tons(mech: Mech) -> Fraction:
    """Tons of the direct-fire weapons the 'Mech mounts."""
    total = Fraction(0)
    for mount in mech.equipment:
        item = catalog().find(mount.item)
        if isinstance(item, Weapon) and is_direct_fire(item):
            total += Fraction(item.tons)
    return total


def other_size(mech: Mech, item: Equipment) -> tuple[float, int]:
    """Tons and critical slots of one mount of an "other equipment" item on ``mech``."""
    if not item.tons_formula and not item.slots_formula:   # a fixed size: the row's own figures
        return float(item.tons or 0), int(item.slots or 0)
    by_weapons = "direct_fire" in f"{item.tons_formula}{item.slots_formula}"
    weapons = direct_fire_tons(mech) if by_weapons else Fraction(0)
    tons = (evaluate(item.tons_formula, mech.tonnage, weapons) if item.tons_formula
            else Fraction(item.tons or 0))
    slots = (evaluate(item.slots_formula, mech.tonnage, weapons) if item.slots_formula
             else Fraction(item.slots or 0))
    return float(tons), int(slots)


# Improved jump jets weigh twice the standard jets of the 'Mech's weight band (D-LATER-IS-5).
IMPROVED_JUMP_JET_WEIGHT = 2


def improved_jump_jets(mech: Mech) -> bool:
    """The 'Mech's jump jets are improved ones (later technology, decision D-LATER-IS-5)."""
    return any(getattr(catalog().find(m.item), "id", None) in JUMP_JET_IDS for m in mech.equipment)


def unpriced_items(mech: Mech) -> list[str]:
    """The Level 2 items the design mounts that have no price (the seeds print none, D-L2W-7)."""
    names = []
    for mount in mech.equipment:
        item = catalog().find(mount.item)
        if item is not None and item.rules_level > 1 and not getattr(item, "cost", 0):
            names.append(item.id)
    return sorted(set(names))
