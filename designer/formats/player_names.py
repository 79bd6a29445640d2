"""The item names of a unit file read as a player means them (``designer/catalog/names.py``,
decision D-NAMES-1), before the file is checked against its kind's model.

Every list entry of the file that names an item (``item:``), the weapon an ammunition lot feeds
(``weapon:``) or an ammunition type (``ammo:``), at any depth (an OmniMech's configurations too), is
resolved with the kind's vocabulary and the design's tech base. A name that resolves is written as
the catalog's name; an unknown or ambiguous one stays as written, for the kind's unknown-item
finding to report with the names it could mean."""

from __future__ import annotations

from typing import Any

from designer.catalog.names import ItemNames, resolve

# key of a list entry -> which rows of the vocabulary it names
NAME_KEYS = {"item": "item", "weapon": "item", "ammo": "ammo"}


def design_tech(data: dict[str, Any], model: Any) -> str:
    """The tech base a file declares, else its kind's default (a ProtoMech is Clan)."""
    value = data.get("tech_base")
    if isinstance(value, str):
        return value
    field = getattr(model, "model_fields", {}).get("tech_base")
    default = getattr(field, "default", None)
    return str(getattr(default, "value", default or "inner_sphere"))


def resolve_names(data: Any, names: ItemNames, tech: str, in_list: bool = False) -> Any:
    """``data`` with every item name of its list entries resolved (a new structure; ``data`` is not
    changed)."""
    if isinstance(data, list):
        return [resolve_names(entry, names, tech, True) for entry in data]
    if not isinstance(data, dict):
        return data
    out = {}
    for key, value in data.items():
        role = NAME_KEYS.get(key) if in_list and isinstance(key, str) else None
        if role is not None and isinstance(value, str):
            out[key] = resolve(names, value, tech, role).name or value
        else:
            out[key] = resolve_names(value, names, tech)
    return out
