"""What a 'Mech sheet prints, as plain strings: gathered from the model, the catalog and
``designer.mech`` (no rules math here, no reportlab either)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from typing import Any

from designer.bv import battle_value
from designer.rules.common.ammo_types import STANDARD, shots_per_ton, type_label, typed_name
from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.catalog.level2 import Level2Ammo, level2_catalog
from designer.mech.model import Mech, MechLocation
from designer.model.common import TechBase
from designer.mech.boosted_movement import boosted_movement
from designer.mech.construction import armor_type, engine_type, heat_sink_type, structure_type
from designer.rules.cost import cost_total
from designer.mech.cost import mech_cost
from designer.mech.figures import MechFigures, figures
from designer.mech.layout import SlotContent, SlotKind, item_of
from designer.mech.physical import PhysicalAttack, club_damage, physical_attacks

DASH = "\u2013"   # en dash, in the standard fonts' encoding


@dataclass(frozen=True, slots=True)
class InventoryRow:
    qty: str
    type: str
    loc: str
    heat: str
    damage: str
    min: str
    short: str
    medium: str
    long: str
    to_hit: str = ""   # the weapon's own to-hit modifier ("-2" pulse laser, "+1" heavy laser); "" for none
    # "weapon": an item's row; "mode": a firing mode under it (MML SRM); "note": a line of text under
    # it (an effect, a footnote) in ``type``, with a check box after it when ``box`` (one shot: fired)
    kind: str = "weapon"
    box: bool = False


@dataclass(frozen=True, slots=True)
class CritLine:
    """One critical slot as printed. ``group`` ties the slots of one multi-slot item together
    (None for single-slot items, fixed components and empty slots)."""

    text: str
    kind: str        # "fixed" | "equipment" | "ammo" | "empty" | "roll_again" (a structure or armor slot)
    group: int | None = None


@dataclass(frozen=True, slots=True)
class AmmoTally:
    """One ammunition bin as the tally prints it: weapon, location and shots (None when the
    catalog gives no shots, e.g. an unknown weapon: the line prints without boxes); ``types``
    names the type the bin holds when it is not standard, with its to-hit modifier ("cluster: -1 to
    hit", decision D-AMMO-1)."""

    weapon: str
    loc: str
    shots: int | None
    types: str = ""


@dataclass(frozen=True, slots=True)
class SheetData:
    mech: Mech
    figures: MechFigures
    cost: int
    inventory: tuple[InventoryRow, ...]
    ammo: tuple[InventoryRow, ...]
    crits: dict[MechLocation, tuple[CritLine, ...]]
    bins: tuple[AmmoTally, ...] = ()
    physical: tuple[PhysicalAttack, ...] = ()


def location_code(location: MechLocation | None, rear: bool = False) -> str:
    if location is None:
        return DASH
    return f"{location.value}(R)" if rear else location.value


def _blank(value: int | None) -> str:
    return DASH if not value else str(value)


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def readable(name: str) -> str:
    """An item name the catalog does not know, as a player reads it: MegaMek's run-together internal
    names spaced at their capitals ("STOLChassisMod" -> "STOL Chassis Mod", "PintleTurret" -> "Pintle
    Turret", "HHSearchlight" -> "HH Searchlight"); a name with spaces is kept as written."""
    return name if " " in name.strip() else _CAMEL.sub(" ", name)


def weapon_row(weapon: Weapon, qty: int, loc: str) -> InventoryRow:
    """A Weapons Table row as the sheet prints it; artillery ranges are in mapsheets."""
    if weapon.is_artillery:
        ranges = (DASH, DASH, f"{weapon.max_range_mapsheets} map")
    else:
        ranges = (_blank(weapon.short), _blank(weapon.medium), _blank(weapon.long))
    return InventoryRow(str(qty), weapon.id, loc, _blank(weapon.heat), weapon.damage_text,
                        _blank(weapon.min_range), *ranges, to_hit=modifier(weapon.to_hit))


def modifier(value: int) -> str:
    """A to-hit modifier as printed: "+1", "-2"; "" for none."""
    return f"{value:+d}" if value else ""


POD = " (pod)"   # marks pod-mounted equipment on an OmniMech configuration's sheet


def inventory_rows(mech: Mech) -> tuple[InventoryRow, ...]:
    """Weapons, hatchets and items with a game effect, identical items in the same location
    merged, in mount order, each with its mode lines and notes (:mod:`weapon_lines`). Heat sinks
    and jump jets are not listed: the sheet counts them elsewhere."""
    from designer.sheets.weapon_lines import equipment_lines, weapon_lines   # it builds on this module

    counts: dict[tuple[str, str, bool], int] = {}
    items: dict[tuple[str, str, bool], Weapon | Equipment] = {}
    for mount in mech.equipment:
        item = item_of(mount)
        if item is None:
            continue
        # an item spread one slot a mount (TSM) is one item: one row, no location
        loc = DASH if item.spreadable else location_code(mount.location, mount.rear)
        key = (item.id, loc, mount.pod)
        counts[key] = 1 if item.spreadable else counts.get(key, 0) + 1
        items[key] = item
    rows: list[InventoryRow] = []
    for key, qty in counts.items():
        item = items[key]
        if isinstance(item, Weapon):
            lines = weapon_lines(item, qty, key[1])
        else:
            damage = str(club_damage(mech.tonnage)) if item.kind is EquipmentKind.HATCHET else DASH
            lines = equipment_lines(item, qty, key[1], damage)
        if lines and key[2]:
            lines[0] = replace(lines[0], type=lines[0].type + POD)
        rows.extend(lines)
    return tuple(rows)


@functools.cache   # the catalog is fixed for the run
def _ammo_by_weapon() -> dict[str, tuple[Level2Ammo, ...]]:
    out: dict[str, list[Level2Ammo]] = {}
    for row in level2_catalog().ammo:
        weapon = catalog().find(row.weapon)
        out.setdefault(weapon.id if weapon is not None else row.weapon, []).append(row)
    return {key: tuple(rows) for key, rows in out.items()}


def ammo_rows_of(weapon_id: str) -> tuple[Level2Ammo, ...]:
    """The catalog's ammunition rows (every type) of the weapon ``weapon_id``."""
    return _ammo_by_weapon().get(weapon_id, ())


def bin_shots(weapon: Weapon | None, kind: str, half: bool) -> int | None:
    """Shots in one bin, by the bin's own type (an MML-7's SRM ton holds 14 salvos, its LRM ton
    17): the type's ammunition row, else the weapon's shots per ton; halved for a half-ton bin."""
    if weapon is None:
        return None
    per_ton = shots_per_ton(weapon.id, kind)
    if per_ton is None:
        return None
    return per_ton // 2 if half else per_ton


def ammo_label(mech: Mech, index: int) -> str:
    ammo_bin = mech.ammo[index]
    weapon = catalog().weapon(ammo_bin.weapon)
    name = typed_name(weapon.id if weapon is not None else ammo_bin.weapon, ammo_bin.kind)
    count = bin_shots(weapon, ammo_bin.kind, ammo_bin.half)
    return f"Ammo ({name}) {count}" if count is not None else f"Ammo ({name})"


def ammo_rows(mech: Mech) -> tuple[InventoryRow, ...]:
    """One line per kind of bin and location ("2  Ammo (AC/20) 5  RT": two bins of 5 shots)."""
    counts: dict[tuple[str, str], int] = {}
    for index, ammo_bin in enumerate(mech.ammo):
        key = (ammo_label(mech, index), location_code(ammo_bin.location))
        counts[key] = counts.get(key, 0) + 1
    return tuple(InventoryRow(str(qty), label, loc, "", "", "", "", "", "")
                 for (label, loc), qty in counts.items())


def ammo_tallies(mech: Mech) -> tuple[AmmoTally, ...]:
    """One tally line per bin, in the design's order: each bin is struck off on its own. A bin
    whose type fires at other ranges (ATM ER/HE, MML SRM) says what it fires (weapon_lines.bin_fire)."""
    from designer.sheets.weapon_lines import bin_fire   # it builds on this module

    tallies = []
    for ammo_bin in mech.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        name = weapon.id if weapon is not None else ammo_bin.weapon
        label = f"{name} (half)" if ammo_bin.half else name
        label += POD if ammo_bin.pod else ""
        tallies.append(AmmoTally(label, location_code(ammo_bin.location),
                                 bin_shots(weapon, ammo_bin.kind, ammo_bin.half),
                                 (bin_fire(weapon, ammo_bin.kind) if weapon else "")
                                 or bin_type(weapon, ammo_bin.kind)))
    return tuple(tallies)


def bin_type(weapon: Weapon | None, kind: str) -> str:
    """The type a bin holds (decision D-AMMO-1) with its to-hit modifier from the Level 2
    ammunition rows ("cluster: -1 to hit"); "" for standard ammunition."""
    if weapon is None or kind == STANDARD:
        return ""
    to_hit = next((row.to_hit for row in level2_catalog().ammo if row.kind == kind
                   and getattr(catalog().find(row.weapon), "id", None) == weapon.id), 0)
    shown = type_label(kind)
    return f"{shown}: {modifier(to_hit)} to hit" if to_hit else shown


def _slot_size(mech: Mech, content: SlotContent, table: list[SlotContent | None]) -> int:
    return sum(1 for slot in table if slot == content)


ROLL_AGAIN = "roll again"
CASE_IDS = frozenset({"IS CASE", "Clan CASE"})


def case_locations(mech: Mech) -> frozenset[MechLocation]:
    """The locations a CASE mount protects (the crit table titles them "Right Torso (CASE)")."""
    return frozenset(mount.location for mount in mech.equipment
                     if mount.location is not None and getattr(item_of(mount), "id", None) in CASE_IDS)


def roll_again_items(mech: Mech) -> frozenset[str]:
    """The slot items a critical hit passes over (the structure's and the armor's slots: endo
    steel, ferro-fibrous, stealth armor): the sheet prints them as roll-again slots."""
    return frozenset(item for item in (structure_type(mech).slot_item, armor_type(mech).slot_item) if item)


def crit_lines(mech: Mech, table: list[SlotContent | None]) -> tuple[CritLine, ...]:
    """The printed slots of one location; empty slots read "Roll Again", a structure or armor
    slot "Endo Steel (roll again)"."""
    lines = []
    passed_over = roll_again_items(mech)
    for slot in table:
        if slot is None:
            lines.append(CritLine("Roll Again", "empty"))
        elif slot.kind is SlotKind.EQUIPMENT and slot.label in passed_over:
            lines.append(CritLine(f"{slot.label} ({ROLL_AGAIN})", "roll_again"))
        elif slot.kind is SlotKind.AMMO and slot.index is not None:
            pod = POD if mech.ammo[slot.index].pod else ""
            lines.append(CritLine(ammo_label(mech, slot.index) + pod, "ammo"))
        else:
            multi = slot.kind is SlotKind.EQUIPMENT and _slot_size(mech, slot, table) > 1
            pod = (slot.kind is SlotKind.EQUIPMENT and slot.index is not None
                   and mech.equipment[slot.index].pod)
            label = slot.label + (POD if pod else "")
            lines.append(CritLine(label, slot.kind.value, slot.index if multi else None))
    return tuple(lines)


def sheet_data(mech: Mech) -> SheetData:
    """Everything the 'Mech sheet prints, computed once."""
    figs = figures(mech)
    crits = {loc: crit_lines(mech, table) for loc, table in figs.critical_table.items()}
    return SheetData(mech, figs, mech_cost(mech).total, inventory_rows(mech), ammo_rows(mech), crits,
                     ammo_tallies(mech), physical_attacks(mech))


TECH_BASE_NAMES = {TechBase.INNER_SPHERE: "Inner Sphere", TechBase.CLAN: "Clan", TechBase.MIXED: "Mixed"}


RULES_LEVEL_NAMES = {1: "Level 1", 2: "Level 2", 3: "Level 3", 4: "Level 4"}
Field = tuple[str, str]


def rules_caption(unit: Any, noun: str) -> str:
    """The caption under a unit's title: "Combat vehicle under the BattleTech Manual (1987) rules",
    or for a Master Rules design "Combat vehicle, Inner Sphere, Level 2 (Master Rules)"."""
    level = getattr(unit, "rules_level", 1)
    if level <= 1:
        return f"{noun} under the BattleTech Manual (1987) rules"
    return f"{noun}, {TECH_BASE_NAMES[unit.tech_base]}, {RULES_LEVEL_NAMES.get(level, '')} (Master Rules)"


def movement_text(base: int, boosted: int | None) -> str:
    """ "6", or "6 [8]" with the MP a booster (MASC, TSM) gives in brackets."""
    return str(base) if boosted is None else f"{base} [{boosted}]"


def cost_text(unit: Any) -> str:
    """The cost as a sheet prints it: "9,626,000 C-Bills", or "not computed" while a part has no
    price (designer.rules.cost)."""
    total, _ = cost_total(unit)
    return "not computed" if total is None else f"{total:,} C-Bills"


def battle_value_text(unit: Any, pilot: Any = None) -> str:
    """The Battle Value as a sheet prints it: "1,897", with the pilot's "1,897 (2,276 at 3/4)"
    when a pilot's skills change it; "not rated" for a unit the method does not rate."""
    value = battle_value(unit, pilot)
    if value is None:
        return "not rated"
    if value.value == value.base or value.gunnery is None:
        return f"{value.base:,}"
    return f"{value.base:,} ({value.value:,} at {value.gunnery}/{value.piloting})"


def identity_rows(data: SheetData, cost: str, battle_value: str = "") -> list[tuple[Field, Field]]:
    """The data block's rows, two fields each: identity and construction on the left, movement
    and heat sinks on the right, then the unit's values (:func:`value_fields`)."""
    mech, figs = data.mech, data.figures
    boost = boosted_movement(mech, figs.walking_mp)
    left: list[Field] = [
        ("Tonnage", str(mech.tonnage)),
        ("Tech Base", f"{TECH_BASE_NAMES[mech.tech_base]}, {RULES_LEVEL_NAMES.get(mech.rules_level, '')}"),
        ("Year", str(mech.year) if mech.year else DASH),
        ("Engine", engine_text(mech)),
        ("Structure", structure_type(mech).label),
    ]
    right: list[Field] = [
        ("Walking MP", movement_text(figs.walking_mp, boost.walking)),
        ("Running MP", movement_text(figs.running_mp, boost.running)),
        ("Jumping MP", str(figs.jumping_mp)),
        ("Heat Sinks", heat_sink_text(mech, figs)),
        ("Armor", armor_type(mech).label),
    ]
    rows = list(zip(left, right, strict=True))
    values = value_fields(cost, battle_value)
    for i in range(0, len(values), 2):
        pair = values[i:i + 2]
        rows.append((pair[0], pair[1] if len(pair) > 1 else ("", "")))
    return rows


def heat_profile(figures: MechFigures) -> str:
    """The heat a turn builds against what the sinks dissipate (figures.heat)."""
    heat = figures.heat
    moving = "jumping" if heat.jumping > heat.running else "running"
    armor = f", stealth armor {heat.armor}" if heat.armor else ""
    return (f"Heat profile: all weapons {heat.weapons}{armor}, {moving} {heat.worst_case}; "
            f"sinks dissipate {heat.dissipation}")


def value_fields(cost: str, battle_value: str = "") -> list[Field]:
    """The unit's values, the data block's last row: Battle Value (designer/bv) and cost (the one
    place the data block takes them)."""
    return ([("BV", battle_value)] if battle_value else []) + [("Cost", cost)]


def unit_value_fields(unit: Any, pilot: Any = None) -> list[Field]:
    """Any kind's Battle Value (with the pilot's, :func:`battle_value_text`) and cost fields, both
    read through the unit's kind registration (``designer.kinds``: its battle_value and cost
    pieces): the one place every non-'Mech sheet takes them (decision D-SHEET3-1)."""
    return value_fields(cost_text(unit), battle_value_text(unit, pilot))


def engine_text(mech: Mech) -> str:
    """The engine as the data block prints it: "300", or "300 XL" for another engine type, "280 Light
    (later technology)" for a later one (decision D-L2-LATER)."""
    kind = engine_type(mech)
    return str(mech.engine_rating) if kind.id == "fusion" else f"{mech.engine_rating} {kind.label}"


def heat_sink_text(mech: Mech, figures: MechFigures) -> str:
    """The heat sinks with their type and what they dissipate when that is not one each:
    "10", or "17 Double (34)"."""
    dissipation = figures.heat.dissipation
    if dissipation == mech.heat_sinks:
        return str(mech.heat_sinks)
    return f"{mech.heat_sinks} {heat_sink_type(mech).name} ({dissipation})"
