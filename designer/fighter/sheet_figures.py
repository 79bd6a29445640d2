"""Figures the fighter record sheet prints (seed 000 lines 2741-2755, 4491-4563). Pure."""

from __future__ import annotations

from designer.fighter.model import Fighter, FighterArmorLocation, FighterHeatSinkType
from designer.fighter import level2, weights as w
from designer.fighter.weights import class_row

COCKPIT = "cockpit"


def cockpit_armor(fighter: Fighter) -> int:
    """The cockpit's free armor: 10 points on an AeroSpace fighter, none on a conventional one
    (seed 000 line 4534)."""
    return class_row(fighter).cockpit_armor


def armor_by_location(fighter: Fighter) -> dict[str, int]:
    """Armor circles per diagram location: the five armored locations and, when it has armor,
    the cockpit."""
    values = {loc.value: fighter.armor.get(loc, 0) for loc in FighterArmorLocation}
    if cockpit_armor(fighter):
        values[COCKPIT] = cockpit_armor(fighter)
    return values


def pip_limit(fighter: Fighter) -> int:
    """The most armor circles one location of the fighter can legally need: the points its whole
    tonnage would buy as armor (16 a ton, seed 000 line 4540, times its armor type's multiplier,
    D-FTR2-2); a value past it is an impossible design and prints no pips."""
    return int(fighter.tonnage * level2.armor_points_per_ton(fighter))


def heat_sink_text(fighter: Fighter) -> str:
    """"12" for single heat sinks, "12 Double (24)" for double ones (what the sheet prints)."""
    count = w.heat_sinks(fighter)[0]
    if fighter.heat_sink_type is FighterHeatSinkType.SINGLE:
        return str(count)
    return f"{count} Double ({level2.dissipation(fighter)})"
