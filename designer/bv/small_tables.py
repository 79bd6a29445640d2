"""Battle Value facts of the small kinds (catalog/data/bv_small_units.yaml, every row with its
MegaMek ``source``; decision D-BV2-1): ProtoMech-sized launchers and battle armor items."""

from __future__ import annotations

import functools

from designer.bv.tables import ammo_values, item_values
from designer.catalog.loader import load_data_file

FILE = "bv_small_units.yaml"


@functools.cache
def section(name: str) -> dict[str, float]:
    """The ``bv`` of each row of one section, by id."""
    return {row["id"]: float(row["bv"]) for row in load_data_file(FILE).get(name, ())}


@functools.cache
def protomech_values() -> dict[str, float]:
    """Every item a ProtoMech may mount: the 'Mech table and the ProtoMech-sized launchers."""
    return {**item_values(), **section("protomech_items")}


@functools.cache
def protomech_ammo_values() -> dict[str, float]:
    """The value of a ton of every ammunition a ProtoMech may carry, by weapon id."""
    rows = load_data_file(FILE).get("protomech_ammo", ())
    return {**ammo_values(), **{row["id"]: float(row["bv"]) for row in rows}}
