"""One line of facts about a catalog item for a picker's tooltip: weight, Battle Value and price,
each the number the core uses (``catalog``, ``bv.tables``, ``rules.common.cost``); a 'Mech's
critical slots are the Equipment tab's, the other kinds count no such slots."""

from __future__ import annotations

from designer.bv.tables import item_values
from designer.catalog import catalog
from designer.rules.common.cost import listed_price


def item_facts(name: str) -> str:
    """"IS ER Large Laser: 5 t, BV 163, 200,000 C-bills"; "" for a name the catalog lacks.
    A fact the catalog does not give for the item (a weight by the unit's tonnage) is left out."""
    item = catalog().find(name)
    if item is None:
        return ""
    tons = getattr(item, "tons", None)
    value = item_values().get(item.id)
    price = listed_price(item, tons or 0.0, 0)
    parts = [f"{tons:g} t" if tons is not None else "",
             f"BV {value:g}" if value else "",
             f"{price:,.0f} C-bills" if price else ""]
    return f"{item.id}: " + ", ".join(part for part in parts if part)
