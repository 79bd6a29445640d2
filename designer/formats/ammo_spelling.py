"""Ammunition a unit file names with the other tech base's spelling (decision D-UNSEEN-7).

MegaMek's canon Clan OmniFighters Batu A and Scytha A carry ``ISNarc Pods`` for their Clan Narc
launcher: MegaMek links a bin to a weapon by its ammunition type and rack size, and the Inner Sphere
and Clan Narc pods are one ammunition in every fact (6 shots a ton, a ton, the same pods). Such a lot
is read as the mounted weapon's own ammunition, with a note, as the 'Mech reader reads the other tech
base's spelling of an item equal in every fact (decisions D-L2W-6, D-TRUST-3). A lot whose ammunition
differs in any fact, or whose launcher is another (an AC/10's shells for an LB 10-X), stays as written."""

from __future__ import annotations

import re
from collections.abc import Iterable

from designer.catalog import Weapon, catalog
from designer.catalog.level2 import level2_catalog

# What makes two launchers' ammunition one: the weapon's salvo and shots, the ammunition row's facts.
_WEAPON_FACTS = ("damage", "damage_per_missile", "missiles", "shots_per_ton", "half_ton_ammo")
_AMMO_FACTS = ("kind", "shots_per_ton", "tons", "to_hit", "explosive", "damage_per_missile", "min_range",
               "short", "medium", "long")


def _family(weapon: Weapon) -> str:
    """The launcher's name without its tech base: ``IS Narc`` and ``Clan Narc`` are both ``narc``,
    ``LRM-5`` and ``Clan LRM 5`` both ``lrm5``; an AC/10 is not an LB 10-X AC."""
    return re.sub(r"[\s-]", "", re.sub(r"^(IS|Clan)\s+", "", weapon.id)).casefold()


def _ammo_facts(weapon: Weapon) -> tuple | None:
    rows = [row for row in level2_catalog().ammo if row.kind == "standard" and row.tons == 1
            and getattr(catalog().find(row.weapon), "id", row.weapon) == weapon.id]
    if len(rows) != 1:
        return None
    weapon_facts = tuple(getattr(weapon, fact) for fact in _WEAPON_FACTS)
    return weapon_facts + tuple(getattr(rows[0], fact) for fact in _AMMO_FACTS)


def own_tech_ammo(lot_weapon: str, mounted: Iterable[str]) -> str | None:
    """The id of the mounted weapon of the other tech base whose ammunition a lot written for
    ``lot_weapon`` is, equal in every fact; None when the lot's own weapon is mounted, or none is."""
    lot = catalog().weapon(lot_weapon)
    if lot is None or not lot.uses_ammo:
        return None
    weapons = {w.id: w for w in (catalog().weapon(name) for name in mounted) if w is not None}
    if lot.id in weapons:
        return None
    facts = _ammo_facts(lot)
    for weapon in weapons.values():
        if (weapon.tech_base != lot.tech_base and _family(weapon) == _family(lot) and facts is not None
                and _ammo_facts(weapon) == facts):
            return weapon.id
    return None
