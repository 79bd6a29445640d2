"""Each weapon's Alpha Strike damage at Short, Medium and Long range, its heat and the special
(LRM, SRM, AC, FLK, IF) it feeds (ASC pp. 99-102 and the weapon table; decision D-AS-3)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from designer.alphastrike.tables import tables
from designer.catalog import Weapon, catalog
from designer.catalog.cluster_hits import cluster_column

BANDS = ("s", "m", "l")
SHORT_RANGE_REFERENCE = 12   # damage x (12 - minimum range) / 12 at Short (ASC p.100)
TO_HIT_STEP = 0.05           # each point of to-hit modifier takes 5 % of the damage


@dataclass(frozen=True, slots=True)
class WeaponFacts:
    """The Alpha Strike facts of one weapon type: damage per band (before the /10 scale is
    undone: 0.5 for a medium laser), heat per turn, its class and which specials it feeds."""

    name: str
    damage: tuple[float, float, float]
    heat: int
    weapon_class: str
    indirect: bool
    one_shot: bool
    direct_fire: bool
    uses_ammo: bool


def weapon_class(name: str) -> str:
    """The conversion class of a weapon, from the catalog id's own words (decision D-AS-3)."""
    checks = (("Machine Gun Array", "mga"), ("Streak SRM", "streak_srm"), ("Streak LRM", "streak_lrm"),
              ("ATM", "atm"), ("MML", "mml"), ("MRM", "mrm"), ("Rocket Launcher", "rocket"),
              ("SRM", "srm"), ("LRM", "lrm"), ("Ultra AC", "ultra"), ("Rotary AC", "rotary"),
              ("LB ", "lbx"), ("HAG", "hag"), ("AC/", "ac"))
    for word, kind in checks:
        if word in name:
            return kind
    return "standard"


FEEDS = {"lrm": "LRM", "mml": "LRM", "srm": "SRM", "ac": "AC",
         "lbx": "FLK", "hag": "FLK"}
INDIRECT = frozenset({"lrm", "mml"})
MISSILE_CLASSES = {"srm": "srm", "lrm": "lrm", "mrm": "mrm", "rocket": "rocket", "mml": "lrm",
                   "streak_srm": "srm", "streak_lrm": "lrm"}


def _missiles_hit(row: Weapon, kind: str, artemis: str | None) -> float:
    size = row.missiles or 0
    if kind.startswith("streak"):
        return float(size)
    roll = tables()["cluster_roll"]["artemis_iv" if kind == "atm" else artemis or "plain"]
    column = cluster_column(size)
    return float(column[roll - 2]) if column else size * 0.58


def _base_damage(row: Weapon, kind: str, artemis: str | None) -> float:
    if kind == "atm":
        return _missiles_hit(row, kind, artemis)
    if kind in MISSILE_CLASSES:
        per = tables()["damage_per_missile"][MISSILE_CLASSES[kind]]
        return _missiles_hit(row, kind, artemis) * per
    if kind in ("lbx", "hag"):
        column = cluster_column(row.missiles or row.damage)
        return float(column[5]) if column else float(row.damage)
    return float(row.damage)


def band_index(band: int) -> int:
    return [tables()["range_bands"][name] for name in BANDS].index(band)


def _band_damage(row: Weapon, kind: str, band: int, base: float) -> float:
    reach = row.long if row.long is not None else 0
    if band > reach and kind != "atm":   # an ATM's extended-range missiles reach Long
        return 0.0
    damage = base
    if row.damage_by_range and band > 0:
        # a weapon whose damage falls with range and cannot reach Long uses its long-range damage
        # at Medium (ASC weapon table; MegaMek WeaponType.getBattleForceDamage)
        damage = float(row.damage_by_range[2] if reach < tables()["range_bands"]["l"] else
                       row.damage_by_range[1 if band == tables()["range_bands"]["m"] else 2])
    damage *= tables()["class_damage_factor"].get(kind, 1.0)
    if kind == "atm":
        return damage * tables()["atm_damage_by_band"][band_index(band)]
    if kind == "mml":
        # an MML fires SRMs at Short (2 a missile), LRMs at Long, the mean of both at Medium; the
        # LRM minimum range does not apply (decision D-AS-3)
        return damage * tables()["mml_band_factor"][band_index(band)]
    if band == 0 and row.min_range > 0 and kind != "hag":   # a HAG loses nothing close (D-AS-3)
        damage *= (SHORT_RANGE_REFERENCE - row.min_range) / SHORT_RANGE_REFERENCE
    if row.to_hit and kind not in MISSILE_CLASSES:
        damage *= 1 - TO_HIT_STEP * row.to_hit
    return damage


ODD_RACK = re.compile(r"^((?:Clan |IS )?(?:Streak )?[LS]RM)[ -]?(\d+)$")


def _odd_rack(name: str) -> Weapon | None:
    """A launcher of a size the catalog does not list (a ProtoMech's Clan LRM 3): its kind's
    five-tube row with the rack's own number of missiles (decision D-AS-13)."""
    match = ODD_RACK.match(name)
    if match is None:
        return None
    template = catalog().find(f"{match.group(1)} 6" if "SRM" in match.group(1) else f"{match.group(1)} 5")
    if not isinstance(template, Weapon):
        return None
    size = int(match.group(2))
    per = template.damage // (template.missiles or 1)
    return template.model_copy(update={"id": name, "missiles": size, "damage": per * size})


@functools.lru_cache(maxsize=1024)   # a fixed catalog: the same few weapons again and again
def weapon_facts(name: str, artemis: str | None = None) -> WeaponFacts | None:
    """The facts of the catalog weapon ``name`` (None: not a weapon the catalog knows)."""
    row = catalog().find(name)
    if row is None:
        row = _odd_rack(name)
    if not isinstance(row, Weapon):
        return None
    kind = weapon_class(row.id)
    fixed = tables()["fixed_damage"].get(row.id)
    one_shot = "(OS)" in row.id or kind == "rocket"
    if kind == "mga":
        damage = (0.0, 0.0, 0.0)
    elif fixed is not None:
        damage = (fixed[0] / 10, fixed[1] / 10, fixed[2] / 10)
    else:
        base = _base_damage(row, kind, artemis)
        bands = tables()["range_bands"]
        s, m, long_ = (_band_damage(row, kind, bands[band], base) / 10 for band in BANDS)
        damage = (s, m, long_)
    heat = 0 if one_shot else row.heat * tables()["class_heat_factor"].get(kind, 1)
    direct = row.direct_fire and kind != "lbx"
    return WeaponFacts(row.id, damage, heat, FEEDS.get(kind, ""), kind in INDIRECT and artemis is None
                       or kind == "mml", one_shot, direct, bool(row.shots_per_ton))


def heat_damage(name: str) -> tuple[int, int, int]:
    """Heat a weapon deals at Short, Medium, Long (flamers, plasma weapons: the HT special)."""
    row = tables()["heat_damage"].get(name)
    return (row[0], row[1], row[2]) if row else (0, 0, 0)
