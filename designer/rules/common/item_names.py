"""What an unknown-item finding adds for the player: the names the item could mean (decision
D-NAMES-1, ``designer/catalog/names.py``), from the unit's own kind's vocabulary."""

from __future__ import annotations

from designer.catalog.names import did_you_mean
from designer.kinds import unit_kind
from designer.model.common import Document


def unknown_item_note(unit: Document, name: str, role: str = "item") -> str:
    """`` Did you mean 'IS ER Large Laser'?`` for an item name ``unit``'s kind does not know (a
    mixed design's name both tech bases share lists both); empty when nothing is close."""
    tech = getattr(unit, "tech_base", None)
    return did_you_mean(unit_kind(unit).names(), name, str(getattr(tech, "value", tech or "mixed")), role)
