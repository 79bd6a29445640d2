"""What a 'Mech sheet prints, as plain strings: gathered from the model, the catalog and
``designer.rules.mech`` (no rules math here, no reportlab either)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from designer.rules.common.ammo_types import STANDARD, type_label, typed_name
from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.catalog.level2 import level2_catalog
from designer.model import Mech, MechLocation
from designer.model.mech import TechBase
from designer.rules.mech.construction import engine_type, heat_sink_type
from designer.rules.mech.cost import mech_cost
from designer.rules.mech.figures import MechFigures, figures
from designer.rules.mech.layout import SlotContent, SlotKind, item_of
from designer.rules.mech.physical import PhysicalAttack, club_damage, physical_attacks

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


@dataclass(frozen=True, slots=True)
class CritLine:
    """One critical slot as printed. ``group`` ties the slots of one multi-slot item together
    (None for single-slot items, fixed components and empty slots)."""

    text: str
    kind: str        # "fixed" | "equipment" | "ammo" | "empty"
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


def _other_row(item: Equipment, qty: int, loc: str, tonnage: int) -> InventoryRow:
    """A hatchet prints its club damage (seed 002 line 241); other items print dashes."""
    damage = str(club_damage(tonnage)) if item.kind is EquipmentKind.HATCHET else DASH
    return InventoryRow(str(qty), item.id, loc, DASH, damage, DASH, DASH, DASH, DASH)


def inventory_rows(mech: Mech) -> tuple[InventoryRow, ...]:
    """Weapons (and hatchets), identical items in the same location merged, in mount order.
    Heat sinks and jump jets are not listed: the sheet counts them elsewhere."""
    counts: dict[tuple[str, str, bool], int] = {}
    items: dict[tuple[str, str, bool], Weapon | Equipment] = {}
    for mount in mech.equipment:
        item = item_of(mount)
        if item is None or (isinstance(item, Equipment) and item.kind is not EquipmentKind.HATCHET):
            continue
        key = (item.id, location_code(mount.location, mount.rear), mount.pod)
        counts[key] = counts.get(key, 0) + 1
        items[key] = item
    rows = []
    for key, qty in counts.items():
        item = items[key]
        if isinstance(item, Weapon):
            row = weapon_row(item, qty, key[1])
        else:
            row = _other_row(item, qty, key[1], mech.tonnage)
        rows.append(replace(row, type=row.type + POD) if key[2] else row)
    return tuple(rows)


def shots(weapon: Weapon | None, half: bool) -> int | None:
    """Shots in one bin: the catalog's shots per ton, halved for a half-ton bin."""
    if weapon is None or weapon.shots_per_ton is None:
        return None
    return weapon.shots_per_ton // 2 if half else weapon.shots_per_ton


def ammo_label(mech: Mech, index: int) -> str:
    ammo_bin = mech.ammo[index]
    weapon = catalog().weapon(ammo_bin.weapon)
    name = typed_name(weapon.id if weapon is not None else ammo_bin.weapon, ammo_bin.kind)
    count = shots(weapon, ammo_bin.half)
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
    """One tally line per bin, in the design's order: each bin is struck off on its own."""
    tallies = []
    for ammo_bin in mech.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        name = weapon.id if weapon is not None else ammo_bin.weapon
        label = f"{name} (half)" if ammo_bin.half else name
        label += POD if ammo_bin.pod else ""
        tallies.append(AmmoTally(label, location_code(ammo_bin.location), shots(weapon, ammo_bin.half),
                                 bin_type(weapon, ammo_bin.kind)))
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


def crit_lines(mech: Mech, table: list[SlotContent | None]) -> tuple[CritLine, ...]:
    """The printed slots of one location; empty slots read "Roll Again"."""
    lines = []
    for slot in table:
        if slot is None:
            lines.append(CritLine("Roll Again", "empty"))
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
