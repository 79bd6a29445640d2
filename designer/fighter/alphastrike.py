"""A fighter's Alpha Strike values (ASC pp. 92-100; decision D-AS-12): size by tonnage, safe
thrust as its move ("a"), armor / 30 with its threshold, structure half the structural integrity,
damage with heat (aft weapons give REAR), and BOMB, FUEL, SPC, VSTOL."""

from __future__ import annotations

import math
from collections import Counter

from designer.alphastrike.card import AlphaStrikeCard
from designer.alphastrike.damage import DamageResult, Heat, damage_specials, standard_damage
from designer.alphastrike.mounting import Placed, artemis_links, mounted
from designer.alphastrike.specials import design_specials, merge_specials
from designer.alphastrike.tables import round_half_up, round_up, tables
from designer.bv.items import TARGETING_COMPUTER
from designer.bv.working import Working
from designer.catalog import Weapon, catalog
from designer.fighter.model import Fighter, FighterHeatSinkType, FighterLocation

GROUND_ONLY = ("IF", "LRM", "SRM", "AC", "CASE")
THRESHOLD_DIVISOR = 3
TONS_PER_INTEGRITY = 10


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def fighter_size(fighter: Fighter) -> int:
    return next(row["size"] for row in tables()["fighter_size"] if fighter.tonnage < row["below"])


def fighter_structure(fighter: Fighter, work: Working) -> int:
    """Half the structural integrity (the greater of thrust and tonnage / 10), rounded up."""
    integrity = max(fighter.thrust, fighter.tonnage // TONS_PER_INTEGRITY)
    value = math.ceil(integrity / 2)
    work.note("Structure", f"structural integrity {integrity} / 2, rounded up = {value}")
    return value


def fighter_heat(fighter: Fighter, weapons: list, work: Working) -> Heat:
    """Heat of firing every forward weapon (one-shots aside); no movement heat (ASC p.100)."""
    sinks = fighter.heat_sinks * (2 if fighter.heat_sink_type is FighterHeatSinkType.DOUBLE else 1)
    front = [w for w in weapons if w.arc == "front"]
    medium = sum(w.facts.heat for w in front)
    long_ = sum(w.facts.heat for w in front if w.plain.damage[2] > 0)
    work.note("Heat", f"weapons {medium} (Long-range weapons {long_}); {sinks} dissipated")
    return Heat(sinks, medium, long_)


def fighter_card(fighter: Fighter, work: Working) -> AlphaStrikeCard:
    """The card of an aerospace or conventional fighter, Point Value 0 (``points`` sets it)."""
    size = fighter_size(fighter)
    work.note("Size", f"{fighter.tonnage} tons = size {size}")
    movement = {"a": fighter.thrust}
    work.note("Movement", f"safe thrust {fighter.thrust} = {fighter.thrust}a")
    points = sum(fighter.armor.values())
    armor = round_half_up(points / tables()["armor_divisor"])
    threshold = round_up(armor / THRESHOLD_DIVISOR)
    work.note("Armor", f"{points} points / 30, rounded = {armor}; "
                       f"threshold {armor} / 3, rounded up = {threshold}")
    structure = fighter_structure(fighter, work)
    names = [_id(m.item) for m in fighter.weapons]
    linked = artemis_links(names, [m.location for m in fighter.weapons])
    placed = [Placed(name, "rear" if mount.location is FighterLocation.AFT else "front", mount.location.value,
                     index in linked)
              for index, (name, mount) in enumerate(zip(names, fighter.weapons, strict=True))]
    shots: Counter[str] = Counter()
    for lot in fighter.ammo:
        row = catalog().find(lot.weapon)
        if isinstance(row, Weapon) and row.shots_per_ton:
            shots[row.id] += int(row.shots_per_ton * lot.tons)
    weapons = mounted(placed, shots, bool(set(names) & TARGETING_COMPUTER), work)
    result = DamageResult()
    factor = standard_damage(weapons, fighter_heat(fighter, weapons, work), work, result)
    damage_specials(weapons, factor, work, result)
    fuel_points = fighter.fuel_tons * tables()["fuel_points_per_ton"]
    fuel = round_half_up(fuel_points / tables()["fuel_points_per_value"])
    extra = [f"BOMB{size}", f"FUEL{fuel}"] + (["SPC", "VSTOL"] if fighter.is_aerospace else [])
    own = design_specials(names, [_id(lot.weapon) for lot in fighter.ammo], fighter, clan_case=False)
    # aerospace units have no IF, LRM, SRM or AC specials and print no CASE (ASC pp. 104-127)
    kept = [s for s in result.specials + own if not s.startswith(GROUND_ONLY)]
    specials = merge_specials(kept + extra)
    work.note("Specials", ", ".join(specials))
    unit_type = "AF" if fighter.is_aerospace else "CF"
    return AlphaStrikeCard(fighter.name, unit_type, size, movement, 0, armor, structure, threshold,
                           result.damage, result.overheat, tuple(specials), 0)
