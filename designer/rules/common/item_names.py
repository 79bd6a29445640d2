"""What an unknown-item finding adds for the player: the names the item could mean (decision
D-NAMES-1, ``designer/catalog/names.py``), from the unit's own kind's vocabulary."""

from __future__ import annotations

from designer.catalog.beyond_level2 import equipment_note
from designer.catalog.names import did_you_mean
from designer.kinds import unit_kind
from designer.model.common import Document


def unknown_item_note(unit: Document, name: str, role: str = "item") -> str:
    """What a finding on an item ``unit``'s kind does not know adds: that MegaMek holds it beyond
    Level 2, if it does (``catalog.beyond_level2``); else `` Did you mean 'IS ER Large Laser'?``
    (a mixed design's name both tech bases share lists both); empty when nothing is close."""
    beyond = equipment_note(name)
    if beyond:
        return beyond
    tech = getattr(unit, "tech_base", None)
    return did_you_mean(unit_kind(unit).names(), name, str(getattr(tech, "value", tech or "mixed")), role)
