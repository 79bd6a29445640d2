"""A combat vehicle's Alpha Strike values (ASC pp. 92-104; decisions D-AS-9 and D-AS-10): size,
movement by motive, armor, structure, damage (no heat), the turret's own damage (TUR), and the
specials every vehicle has (SRCH, EE for an internal combustion engine, IT for infantry)."""

from __future__ import annotations

import math
from collections import Counter

from designer.alphastrike.card import AlphaStrikeCard, Damage, dual_rounded_up
from designer.alphastrike.damage import DamageResult, Mounted, damage_specials, standard_damage
from designer.alphastrike.mounting import Placed, artemis_links, mounted
from designer.alphastrike.specials import design_specials, merge_specials
from designer.alphastrike.tables import round_half_up, tables, tmm_for_move, tonnage_size
from designer.bv.items import TARGETING_COMPUTER
from designer.bv.working import Working, fmt
from designer.catalog import Weapon, catalog
from designer.vehicle.model import PowerPlant, Vehicle, VehicleLocation
from designer.vehicle.weights import infantry_tons, structure_points

MOTIVE_CODES = {"tracked": "t", "wheeled": "w", "hover": "h", "vtol": "v", "naval": "n",
                "hydrofoil": "n", "submarine": "s", "wige": "g"}
STRUCTURE_DIVISOR = 10   # a vehicle's structure points / 10, rounded up (ASC p.97)


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def vehicle_movement(vehicle: Vehicle, work: Working) -> dict[str, int]:
    """Cruising MP x 2 inches with the motive's letter (ASC p.92)."""
    code = MOTIVE_CODES.get(vehicle.motive.value, "")
    inches = vehicle.cruise_mp * 2
    work.note("Movement", f"cruising {vehicle.cruise_mp} MP x 2 = {inches}\"{code} ({vehicle.motive.value})")
    return {code: inches}


def vehicle_armor(vehicle: Vehicle, work: Working) -> int:
    points = sum(vehicle.armor.values())
    value = round_half_up(points / tables()["armor_divisor"])
    work.note("Armor", f"{points} points / {tables()['armor_divisor']}, rounded = {value}")
    return value


def vehicle_structure(vehicle: Vehicle, work: Working) -> int:
    """Every location's structure (4 sides, turret, rotor) / 10, rounded up (ASC p.97)."""
    locations = [loc for loc in vehicle.locations if loc is not VehicleLocation.TURRET or vehicle.has_turret]
    total = structure_points(vehicle) * len(locations)
    value = math.ceil(total / STRUCTURE_DIVISOR)
    work.note("Structure", f"{structure_points(vehicle)} x {len(locations)} locations = {total} / "
                           f"{STRUCTURE_DIVISOR}, rounded up = {value}")
    return value


def vehicle_weapons(vehicle: Vehicle, work: Working | None = None) -> list[Mounted]:
    names = [_id(m.item) for m in vehicle.weapons]
    linked = artemis_links(names, [m.location for m in vehicle.weapons])
    arcs = {VehicleLocation.REAR: "rear", VehicleLocation.TURRET: "turret"}
    placed = [Placed(name, arcs.get(mount.location, "front"), mount.location.value, index in linked)
              for index, (name, mount) in enumerate(zip(names, vehicle.weapons, strict=True))]
    shots: Counter[str] = Counter()
    for lot in vehicle.ammo:
        row = catalog().find(lot.weapon)
        if isinstance(row, Weapon) and row.shots_per_ton:
            shots[row.id] += int(row.shots_per_ton * lot.tons)
    return mounted(placed, shots, bool(set(names) & TARGETING_COMPUTER), work)


def turret_special(weapons: list[Mounted], work: Working) -> str | None:
    """TUR(S/M/L, specials): the turret's own damage rounded up (a band without damage '-'),
    with the damage specials of its weapons (ASC p.104)."""
    turret = [Mounted(w.facts, w.plain, "front", w.multiplier, w.label, w.artemis)
              for w in weapons if w.arc == "turret"]
    if not turret:
        return None
    sums = [sum(w.facts.damage[band] * w.multiplier for w in turret) for band in range(3)]
    values: list[Damage] = [dual_rounded_up(x) for x in sums]
    inner = DamageResult()
    damage_specials(turret, 1.0, Working(), inner)
    turret_if = inner.values.get("IF")
    extras = [s for s in inner.specials
              if not s.startswith("IF") or (isinstance(turret_if, Damage) and turret_if.value >= 1)]
    text = "/".join(v.special_text() for v in values)
    special = f"TUR({','.join([text, *extras])})"
    work.note("Special TUR", f"turret {'/'.join(fmt(x) for x in sums)}, rounded up: {special}")
    return special


def vehicle_specials(vehicle: Vehicle, movement: dict[str, int]) -> list[str]:
    names = [_id(m.item) for m in vehicle.weapons]
    out = design_specials(names, [_id(lot.weapon) for lot in vehicle.ammo], vehicle)
    out.append("SRCH")   # combat vehicles carry searchlights (ASC p.127)
    if vehicle.engine is PowerPlant.ICE:
        out.append("EE")
    if vehicle.infantry:
        out.append(f"IT{int(infantry_tons(vehicle))}")
    if "v" in movement:
        out.append("ATMO")
    return out


def vehicle_card(vehicle: Vehicle, work: Working) -> AlphaStrikeCard:
    """The card of a combat vehicle, Point Value 0 (``points`` sets it)."""
    size = tonnage_size(vehicle.tonnage)   # the same tonnage classes as 'Mechs (ASC p.92)
    work.note("Size", f"{vehicle.tonnage} tons = size {size}")
    movement = vehicle_movement(vehicle, work)
    tmm = tmm_for_move(next(iter(movement.values())))
    work.note("TMM", f"{next(iter(movement.values()))}\" = TMM {tmm}")
    armor = vehicle_armor(vehicle, work)
    structure = vehicle_structure(vehicle, work)
    weapons = vehicle_weapons(vehicle, work)
    front = [Mounted(w.facts, w.plain, "front" if w.arc == "turret" else w.arc, w.multiplier, w.label,
                     w.artemis) for w in weapons]
    result = DamageResult()
    standard_damage(front, None, work, result)
    damage_specials(front, 1.0, work, result)
    turret = turret_special(weapons, work)
    specials = merge_specials(result.specials + vehicle_specials(vehicle, movement)
                              + ([turret] if turret else []))
    work.note("Specials", ", ".join(specials) or "none")
    return AlphaStrikeCard(vehicle.name, "CV", size, movement, tmm, armor, structure, 0, result.damage,
                           0, tuple(specials), 0)
