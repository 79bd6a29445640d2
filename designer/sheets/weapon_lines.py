"""The inventory's lines for one item, from the catalog's own facts (decisions D-SHEET2-1, -2):

- a weapon whose ammunition types change its damage or ranges (an MML's LRM and SRM modes, an ATM's
  standard, extended-range and high-explosive missiles, an LB-X's slug and cluster) prints one line
  per mode under its name row, each with its damage, to-hit modifier and range bands;
- damage that falls with range prints by band ("10/8/5": :attr:`Weapon.damage_text`);
- a weapon firing more than one shot a turn (Ultra, rotary) gets a rate-of-fire note; a one-shot
  launcher a "fired" box;
- an item with a game effect (TAG, probes, ECM, C3, targeting computer, Artemis IV, CASE, MASC...)
  prints its range and its effect; a weapon the table prints "*" for (AMS, Narc, Streak) has its
  effect as the footnote of that "*".

No rules math, no reportlab: rows of strings for the inventories (:mod:`designer.mech.sheet.inventory`)."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, replace

from designer.catalog import Equipment, EquipmentKind, Weapon, WeaponCategory, catalog
from designer.catalog.battlearmor import ba_equipment
from designer.catalog.level2 import Level2Ammo, Level2Item, level2_catalog
from designer.catalog.sheet_effects import sheet_effect
from designer.catalog.support_tables import support_tables
from designer.rules.common.ammo_types import ARTEMIS, STANDARD
from designer.sheets.sheet_data import DASH, InventoryRow, ammo_rows_of, modifier, readable, weapon_row

# Battle armor and infantry weapons a support vehicle mounts ("Machine Gun (Light)", an auto-rifle on a
# pintle, a support laser): the battle armor catalog's rows (decision D-SHEET4-1)
SMALL_WEAPONS = frozenset({"weapon", "ap_weapon", "support_weapon"})
ONE_SHOT = " (OS)"   # the suffix of a one-shot launcher's id (catalog/level2.py one_shot)
MODE_INDENT = "   "
FOOTNOTE = "* "


@dataclass(frozen=True, slots=True)
class FireMode:
    """One firing mode as a line prints it: label, damage, to-hit modifier and ranges."""

    label: str
    damage: str
    to_hit: int
    min_range: int
    short: int | None
    medium: int | None
    long: int | None


@functools.cache
def _level2_items() -> dict[str, Level2Item]:
    return {item.id: item for item in level2_catalog().items}


def _changes_fire(row: Level2Ammo) -> bool:
    return row.kind != STANDARD and (row.damage_per_missile is not None or row.short is not None)


def _kind_label(kind: str) -> str:
    """"srm" -> "SRM", "er" -> "ER", "cluster" -> "Cluster"; the Artemis twin of a type is that type."""
    word = kind.split()[0]
    return word.upper() if len(word) <= 3 else word.capitalize()


def _per(weapon: Weapon) -> str:
    return "/pellet" if weapon.category is WeaponCategory.BALLISTIC else "/msl"


def fire_modes(weapon: Weapon) -> tuple[FireMode, ...]:
    """The weapon's modes when an ammunition type changes its damage or ranges; () otherwise. The
    first is the weapon row's own (labelled by its first catalog mode: "LRM", "Slug"; else
    "Standard"); types that fire alike (an MML's SRM and Artemis SRM) give one line."""
    changed = [row for row in ammo_rows_of(weapon.id) if _changes_fire(row)]
    if not changed:
        return ()
    modes = [FireMode(weapon.modes[0] if weapon.modes else "Standard", weapon.damage_text, weapon.to_hit,
                      weapon.min_range, weapon.short, weapon.medium, weapon.long)]
    for row in changed:
        per_missile = row.damage_per_missile or weapon.damage_per_missile
        damage = f"{per_missile}{_per(weapon)}" if per_missile is not None else weapon.damage_text
        mode = FireMode(_kind_label(row.kind), damage, weapon.to_hit + row.to_hit,
                        weapon.min_range if row.min_range is None else row.min_range,
                        row.short if row.short is not None else weapon.short,
                        row.medium if row.medium is not None else weapon.medium,
                        row.long if row.long is not None else weapon.long)
        if all(replace(mode, label="") != replace(seen, label="") for seen in modes):
            modes.append(mode)
    return tuple(modes)


def bin_fire(weapon: Weapon, kind: str) -> str:
    """What a bin of ``kind`` fires when its ranges are not the weapon row's own (an ATM's ER and
    HE missiles, an MML's SRMs): "ER: 1/msl, 9/18/27, min 4"; "" otherwise."""
    row = next((r for r in ammo_rows_of(weapon.id) if r.kind == kind and _changes_fire(r)), None)
    if row is None or row.short is None or row.short == weapon.short:
        return ""
    mode = next((m for m in fire_modes(weapon) if m.label == _kind_label(kind)), None)
    if mode is None:
        return ""
    least = f", min {mode.min_range}" if mode.min_range else ""
    artemis = " Artemis" if ARTEMIS in kind.split() else ""
    return f"{mode.label}{artemis}: {mode.damage}, {mode.short}/{mode.medium}/{mode.long}{least}"


def _blank(value: int | None) -> str:
    return DASH if not value else str(value)


def _mode_row(mode: FireMode) -> InventoryRow:
    return InventoryRow("", MODE_INDENT + mode.label, "", "", mode.damage, _blank(mode.min_range),
                        _blank(mode.short), _blank(mode.medium), _blank(mode.long), modifier(mode.to_hit),
                        kind="mode")


def note_row(text: str, *, box: bool = False) -> InventoryRow:
    """A line of text under an item's row (an effect, a footnote, a rate of fire); ``box`` adds a
    check box after it (a one-shot launcher's "fired")."""
    return InventoryRow("", text, "", "", "", "", "", "", "", kind="note", box=box)


def weapon_lines(weapon: Weapon, qty: int, loc: str) -> list[InventoryRow]:
    """The weapon's row, then its mode lines and notes."""
    row = weapon_row(weapon, qty, loc)
    modes = fire_modes(weapon)
    lines: list[InventoryRow] = []
    if modes:   # the modes carry damage, to-hit and ranges; the name row heat and location
        row = replace(row, damage="", min="", short="", medium="", long="", to_hit="")
        lines = [_mode_row(mode) for mode in modes]
    if weapon.shots_per_turn > 1:
        lines.append(note_row(f"rate of fire: 1 to {weapon.shots_per_turn} shots a turn, "
                              f"{weapon.damage} damage a shot"))
    if weapon.id.endswith(ONE_SHOT):
        lines.append(note_row("one shot: fired", box=True))
    effect = sheet_effect(weapon.id)
    if effect is not None:   # the footnote of the damage cell's "*", when the row prints one
        marked = effect.footnote and FOOTNOTE.strip() in row.damage
        lines.append(note_row((FOOTNOTE if marked else "") + effect.effect))
    return [row, *lines]


def _ranges(item_id: str) -> tuple[str, str, str]:
    item = _level2_items().get(item_id)
    if item is None:
        return DASH, DASH, DASH
    return _blank(item.short), _blank(item.medium), _blank(item.long)


def equipment_lines(item: Equipment, qty: int, loc: str, damage: str) -> list[InventoryRow]:
    """A hatchet (``damage``: its club damage) or an item with a game effect: its row (range and
    to-hit modifier when it has them) and its effect line; [] for an item without either."""
    effect = sheet_effect(item.id)
    if effect is None and item.kind is not EquipmentKind.HATCHET:
        return []
    row = InventoryRow(str(qty), item.id, loc, DASH, damage, DASH, *_ranges(item.id),
                       to_hit=modifier(effect.to_hit) if effect is not None else "")
    return [row] if effect is None else [row, note_row(effect.effect)]


def item_lines(name: str, qty: int, loc: str) -> list[InventoryRow]:
    """The lines of one merged item on a vehicle's, fighter's or building's inventory: a weapon's
    row with its modes, to-hit modifier and notes exactly as the 'Mech sheet prints them
    (:func:`weapon_lines`, the one source of a weapon's printed numbers); an item with a game effect
    its range and effect; any other item its name (with dashes in the number columns)."""
    item = catalog().find(name)
    if isinstance(item, Weapon):
        return weapon_lines(item, qty, loc)
    if isinstance(item, Equipment):
        lines = equipment_lines(item, qty, loc, DASH)
        if lines:
            return lines
    small = ba_equipment().find(name) if item is None else None
    if small is not None and small.kind in SMALL_WEAPONS:   # D-SHEET4-1: the battle armor catalog's numbers
        ranges = [str(r) if r else DASH for r in (small.ranges or (0, 0, 0))]
        return [InventoryRow(str(qty), small.name, loc, DASH, small.damage or DASH, DASH, *ranges)]
    mod = support_tables().chassis_mod(name)   # "Off-Road Chassis Mod" for the file's ISOffRoadChassis
    shown = f"{mod[0]} Chassis Mod" if mod is not None else readable(name)
    return [InventoryRow(str(qty), shown, loc, DASH, DASH, DASH, DASH, DASH, DASH)]


def merged_lines(mounts: Iterable[tuple[str, str]]) -> tuple[InventoryRow, ...]:
    """Items (name, location code) merged by name and location in mount order, each with its
    lines (:func:`item_lines`)."""
    counts: dict[tuple[str, str], int] = {}
    for key in mounts:
        counts[key] = counts.get(key, 0) + 1
    return tuple(line for (name, loc), qty in counts.items() for line in item_lines(name, qty, loc))
