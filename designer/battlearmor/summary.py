"""The summary of a battle armor squad for ``designer info``: per suit weight lines, movement,
armor, and the items by location."""

from __future__ import annotations

from fractions import Fraction

from designer.catalog.battlearmor import ba_construction, ba_equipment
from designer.battlearmor.model import BAMotion, BattleArmor
from designer.battlearmor import layout
from designer.battlearmor.movement import ground_mp, jump_mp
from designer.battlearmor.cost import battle_armor_cost
from designer.battlearmor.weights import heaviest_suit, max_kg, suit_items, suit_lines
from designer.rules.common.cost import cost_table
from designer.rules.summary import UnitSummary


def movement_text(unit: BattleArmor) -> str:
    """ "ground 1, jump 4": the jump MP with a jump booster's or partial wing's 1, or a mechanical
    jump booster's 1 for a suit without its own (movement.jump_mp); the ground MP with a myomer
    booster's (movement.ground_mp)."""
    moving = unit.motion is not BAMotion.GROUND and unit.jump_mp
    extra = f", {unit.motion.value} {jump_mp(unit)}" if moving else ""
    if not unit.jump_mp and jump_mp(unit):
        extra = f", jump {jump_mp(unit)}"
    return f"ground {ground_mp(unit)}{extra}"


def armor_name(unit: BattleArmor) -> str:
    row = ba_construction().armor_type(unit.armor_type)
    return row.name if row is not None else unit.armor_type


def item_name(item: str) -> str:
    row = ba_equipment().find(item)
    return row.name if row is not None and row.name else item


def summarize_battle_armor(unit: BattleArmor) -> UnitSummary:
    trooper, kg = heaviest_suit(unit)
    tons = float(kg) * unit.troopers / 1000
    return UnitSummary(unit.name, "battlearmor", tons, tons, lambda: _text(unit, trooper, kg))


def _text(unit: BattleArmor, trooper: int, kg: Fraction) -> str:
    row = ba_construction().weight_class(unit.weight_class.value)
    head = [
        unit.name,
        f"Battle armor: {row.name} {unit.body.value}, {unit.tech_base.value.replace('_', ' ')}, "
        f"{unit.troopers} troopers",
        f"Movement: {movement_text(unit)}",
        f"Armor: {unit.armor} points a suit ({armor_name(unit)})",
        f"Suit {trooper} (heaviest): {float(kg):g} kg of {max_kg(unit)} kg",
    ]
    lines = [f"  {item_name(line.what):<40} {float(line.kg):>8g} kg" for line in suit_lines(unit, trooper)]
    used = layout.used_slots(unit, trooper)
    places = []
    for location in layout.ARMS + (layout.BALocation.BODY, layout.BALocation.TURRET):
        items = [item_name(m.item) for m in suit_items(unit, trooper) if m.location is location]
        if items or layout.capacity(unit, location):
            places.append(
                f"  {location.value.replace('_', ' '):<10} {used[location]}/"
                f"{layout.capacity(unit, location)} slots: {', '.join(items) or '-'}"
            )
    packed = [item_name(m.item) for m in suit_items(unit, trooper) if m.dwp]
    if packed:   # weapons in detachable packs: no slot, no location (decision D-UNSEEN-17)
        places.append(f"  {'pack':<10} no slots: {', '.join(packed)}")
    costs = ["Cost (C-Bills, one suit; the multiplier is the troopers):",
             *cost_table(battle_armor_cost(unit))]
    return "\n".join([*head, "Weight:", *lines, "Locations:", *places, *costs])
