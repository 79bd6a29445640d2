"""The weapons a targeting computer serves, on every kind that mounts one ('Mechs, vehicles and
fighters size it by the tons of these weapons: research/level2-spec.md section 2.9)."""

from __future__ import annotations

from designer.catalog import Weapon, WeaponCategory
from designer.catalog.level2 import Level2Item, level2_catalog


# Direct-fire weapons a targeting computer does not serve (decision D-L2W-1: the canon files size
# it so: Fire Moth D, Hellbringer Prime, Summoner D).
NOT_AIMED = frozenset({"Flamer", "Flamer (Vehicle)", "Machine Gun", "Heavy Machine Gun", "Light Machine Gun"})


def is_direct_fire(weapon: Weapon) -> bool:
    """A weapon a targeting computer serves: the Level 2 row's ``direct_fire`` mark (energy and
    ballistic weapons but AMS, decision D-L2-7), flamers and machine guns left out (D-L2W-1); a
    weapon with no Level 2 row by its category."""
    row = level2_catalog().get(weapon.id)
    if isinstance(row, Level2Item):
        return row.direct_fire and row.name not in NOT_AIMED
    return weapon.category in (WeaponCategory.ENERGY, WeaponCategory.BALLISTIC)
