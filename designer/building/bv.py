"""Battle Value of a gun emplacement (the structure rule of Maximum Tech as MegaMek's
GunEmplacementBVCalculator applies it; decision D-BV2-3): defensive = (armor points + AMS and ECM)
x 0.5; offensive = (every weapon's value + every ton of ammunition's value) x 0.44; no movement,
no heat, no cap on ammunition. A building without weapons is no gun emplacement: not rated."""

from __future__ import annotations

from designer.bv import items
from designer.bv.tables import ammo_values, item_values
from designer.bv.working import Working, fmt
from designer.catalog import catalog
from designer.building.model import Building
from designer.building.sheet_figures import turret_armor_points

DEFENSIVE_STRUCTURE_FACTOR = 0.5
OFFENSIVE_STRUCTURE_FACTOR = 0.44
NOT_AN_EMPLACEMENT = "a building without weapons is no gun emplacement (decision D-BV2-3)"


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def building_base_value(building: Building, work: Working) -> float | None:
    """The emplacement's value; None (not rated, the reason in the working) without weapons."""
    if not building.weapons:
        work.note("Not rated", NOT_AN_EMPLACEMENT)
        return None
    armor = turret_armor_points(building)
    total = work.add("Armor", f"{armor} turret armor points", float(armor))
    for mount in building.weapons:
        name = _id(mount.item)
        value = item_values().get(name, 0.0)
        if name in items.DEFENSIVE:
            total = work.add(name, f"+ {fmt(value)}", total + value)
    defensive = work.add("Structure modifier", f"x {DEFENSIVE_STRUCTURE_FACTOR}",
                         total * DEFENSIVE_STRUCTURE_FACTOR)
    offensive = 0.0
    for mount in building.weapons:
        name = _id(mount.item)
        if name not in items.DEFENSIVE and item_values().get(name, 0.0) > 0:
            offensive = work.add(f"{name} ({mount.arc.value})", f"+ {fmt(item_values()[name])}",
                                 offensive + item_values()[name])
    for lot in building.ammo:
        name = _id(lot.weapon)
        if name not in items.AMS:
            per_ton = ammo_values().get(name, 0.0)
            offensive = work.add(f"Ammunition: {name}", f"+ {fmt(lot.tons)} t x {fmt(per_ton)}",
                                 offensive + per_ton * lot.tons)
    offensive = work.add("Structure modifier", f"x {OFFENSIVE_STRUCTURE_FACTOR}",
                         offensive * OFFENSIVE_STRUCTURE_FACTOR)
    return work.add("Defensive + offensive", f"{fmt(defensive)} + {fmt(offensive)}", defensive + offensive)
