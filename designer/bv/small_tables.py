"""Battle Value facts of the small kinds (catalog/data/bv_small_units.yaml, every row with its
MegaMek ``source``; decision D-BV2-1): ProtoMech-sized launchers and battle armor items."""

from __future__ import annotations

import functools
from typing import Any

from designer.bv.tables import ammo_values, item_values
from designer.catalog.loader import load_data_file

FILE = "bv_small_units.yaml"


@functools.cache
def small_units_data() -> dict[str, Any]:
    """The parsed file, read once: each small kind's tables take their sections from it (parsing
    it again for each section cost 20-30 ms a time, in every worker of a batch)."""
    data: dict[str, Any] = load_data_file(FILE)
    return data


@functools.cache
def section(name: str) -> dict[str, float]:
    """The ``bv`` of each row of one section, by id."""
    return {row["id"]: float(row["bv"]) for row in small_units_data().get(name, ())}


@functools.cache
def protomech_values() -> dict[str, float]:
    """Every item a ProtoMech may mount: the 'Mech table and the ProtoMech-sized launchers."""
    return {**item_values(), **section("protomech_items")}


@functools.cache
def protomech_ammo_values() -> dict[str, float]:
    """The value of a ton of every ammunition a ProtoMech may carry, by weapon id."""
    rows = small_units_data().get("protomech_ammo", ())
    return {**ammo_values(), **{row["id"]: float(row["bv"]) for row in rows}}
