"""Battle armor and personal infantry weapons mounted on a vehicle (decision D-BV-6): a support
vehicle may carry the battle armor light machine gun or an auto-rifle on a pintle, or a support
laser in its turret. Each counts its own Battle Value from the table that holds it: a battle armor
weapon's row of ``bv_small_units.yaml`` (``battlearmor_items``), an infantry weapon's row of the
infantry weapon table (TechManual p. 273, ``catalog/data/infantry/infantry_weapons.yaml``). An
infantry weapon's value includes its clips (they add nothing of their own), and the support
vehicle's fire control does not scale it (MegaMek ``BVCalculator.processWeapon`` leaves infantry
weapons out of the fire-control modifier); a battle armor weapon is scaled as any other weapon."""

from __future__ import annotations

from dataclasses import dataclass

from designer.bv.small_tables import section
from designer.catalog.battlearmor import ba_equipment
from designer.catalog.infantry_weapons import infantry_weapon

BATTLE_ARMOR_WEAPONS = "battlearmor_items"
# Battle armor catalogue kinds that are infantry weapons (anti-personnel and support weapons).
INFANTRY_KINDS = frozenset({"ap_weapon", "support_weapon"})


@dataclass(frozen=True, slots=True)
class SmallArm:
    """A battle armor or infantry weapon's value and whether it is an infantry weapon."""

    name: str
    bv: float
    infantry: bool


def small_arm(name: str) -> SmallArm | None:
    """The value of the battle armor or infantry weapon MegaMek calls ``name``, or None when it is
    neither (or has no Battle Value in its table)."""
    row = ba_equipment().find(name)
    if row is not None and row.kind == "weapon":
        value = section(BATTLE_ARMOR_WEAPONS).get(row.id)
        return SmallArm(row.id, value, False) if value is not None else None
    names = (name,) if row is None or row.kind not in INFANTRY_KINDS else (name, row.id, *row.names)
    weapon = next((found for found in map(infantry_weapon, names) if found is not None), None)
    return SmallArm(weapon.name, weapon.bv, True) if weapon is not None else None
