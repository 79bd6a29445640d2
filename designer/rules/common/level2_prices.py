"""The Level 2 prices the seeds do not print (``catalog/data/level2/prices.yaml``, decision
D-BV-2): TechManual prices as MegaMek gives them, each row with its ``source``. Every unit kind's
cost reads them from here."""

from __future__ import annotations

import functools
from typing import Any

from designer.catalog import Weapon
from designer.catalog.loader import load_data_file

PRICES = "level2/prices.yaml"


@functools.cache
def prices() -> dict[str, Any]:
    data = load_data_file(PRICES)
    return {
        "types": {(row["field"], row["id"]): row for row in data["types"]},
        "other": {row["id"]: row for row in data["other"]},
        "items": {row["id"]: row for row in data["items"]},
        "ammo": {(row["weapon"], row.get("kind")): row for row in data["ammo"]},
    }


def weapon_price(weapon: Weapon) -> float | None:
    """A weapon's list price: the seed price list's, else its catalogued Level 2 price; None when
    neither prices it."""
    if weapon.cost:
        return float(weapon.cost)
    row = prices()["items"].get(weapon.id)
    return float(row["cost"]) if row is not None and "cost" in row else None


DOUBLED_AMMO = frozenset({"artemis", "narc"})
DOUBLED_AMMO_FACTOR = 2


def ammo_price(weapon: Weapon, kind: str = "standard") -> float | None:
    """C-Bills a ton of a weapon's ammunition: the seed reload cost, else the catalogued price of
    that ammunition type (the weapon's standard price when the type has none of its own)."""
    words = kind.split()
    if DOUBLED_AMMO & set(words):   # Artemis- or Narc-capable: twice the price of the ammunition
        plain = " ".join(word for word in words if word not in DOUBLED_AMMO) or "standard"
        standard = ammo_price(weapon, plain)   # ("srm artemis": twice the SRM price; D-COST-1)
        return None if standard is None else DOUBLED_AMMO_FACTOR * standard
    if weapon.reload_cost:
        return float(weapon.reload_cost)
    row = prices()["ammo"].get((weapon.id, kind)) or prices()["ammo"].get((weapon.id, None))
    return float(row["cost"]) if row is not None else None
