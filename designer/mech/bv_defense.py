"""The defensive battle rating of a 'Mech (TechManual BV 2.0, decision D-BV-1): armor, internal
structure, gyro, defensive equipment, explosive equipment, the defensive factor."""

from __future__ import annotations

from collections import Counter, defaultdict

from designer.bv.items import AMS, CASE, DEFENSIVE, STEALTH_ARMOR
from designer.rules.common.explosive import GAUSS_LIKE, INERT_AMMO, ammo_weapon_id, item_id, item_ids
from designer.mech.bv_movement import BvMovement
from designer.bv.tables import ammo_values, item_values, target_movement_modifier
from designer.bv.working import Working, fmt
from designer.model.common import TechBase
from designer.mech.model import ARMS, AmmoBin, Mech, MechLocation
from designer.mech.construction import side_torso_engine_slots
from designer.mech.figures import internal_structure
from designer.mech.layout import placements

ARMOR_FACTOR = 2.5
STRUCTURE_FACTOR = 1.5
AMMO_PENALTY = 15        # per slot of explosive ammunition in a location CASE does not save
GAUSS_PENALTY = 1        # per slot of a Gauss rifle, HAG or B-pod
STEALTH_TMM = 2
# Structure multiplier by engine (XL: Inner Sphere 0.5, Clan 0.75; light 0.75; XXL 0.25 / 0.5).
ENGINE_MULTIPLIER = {"xl": 0.5, "clan_xl": 0.75, "light": 0.75, "xxl": 0.25, "clan_xxl": 0.5}
STRUCTURE_MULTIPLIER = {"industrial": 0.5, "composite": 0.5, "reinforced": 2.0}
ARMOR_MULTIPLIER = {"hardened": 2.0, "reactive": 1.5, "reflective": 1.5, "ferro_lamellor": 1.2}
GYRO_MULTIPLIER = {"heavy_duty": 1.0}
DEFAULT_GYRO_MULTIPLIER = 0.5
SIDE_TORSOS = (MechLocation.LT, MechLocation.RT)
ARM_TO_TORSO = {MechLocation.LA: MechLocation.LT, MechLocation.RA: MechLocation.RT}


def defensive_rating(mech: Mech, move: BvMovement, work: Working) -> float:
    armor = sum(mech.armor.values()) + sum(mech.rear_armor.values())
    armor_mult = ARMOR_MULTIPLIER.get(mech.armor_type, 1.0)
    total = work.add("Armor", f"{armor} points x {ARMOR_FACTOR} x {fmt(armor_mult)}",
                     armor * ARMOR_FACTOR * armor_mult)
    boxes = sum(internal_structure(mech).values())
    engine_mult = ENGINE_MULTIPLIER.get(mech.engine_type, 1.0)
    structure_mult = STRUCTURE_MULTIPLIER.get(mech.structure_type, 1.0)
    total = work.add("Internal structure",
                     f"+ {boxes} x {STRUCTURE_FACTOR} x {fmt(structure_mult)} x {fmt(engine_mult)} "
                     f"({mech.engine_type} engine)",
                     total + boxes * STRUCTURE_FACTOR * structure_mult * engine_mult)
    gyro = GYRO_MULTIPLIER.get(mech.gyro_type, DEFAULT_GYRO_MULTIPLIER)
    total = work.add("Gyro", f"+ {mech.tonnage} tons x {fmt(gyro)} ({mech.gyro_type})",
                     total + mech.tonnage * gyro)
    total = _defensive_equipment(mech, total, work)
    total = _explosive(mech, total, work)
    if total < 1:
        total = work.add("Minimum defensive value", "1", 1)
    return _defensive_factor(mech, move, total, work)


def _defensive_equipment(mech: Mech, total: float, work: Working) -> float:
    values = item_values()
    counts = Counter(name for name in item_ids(mech) if name in DEFENSIVE)
    for name, count in counts.items():
        total = work.add(f"{count} x {name}", f"+ {count} x {fmt(values.get(name, 0))}",
                         total + count * values.get(name, 0))
    ams_value = sum(count * values.get(name, 0) for name, count in counts.items() if name in AMS)
    ams_ammo = sum(_ammo_value(ammo_bin) for ammo_bin in mech.ammo if ammo_weapon_id(ammo_bin) in AMS)
    if ams_ammo:
        counted = min(ams_value, ams_ammo)
        capped = " (capped at the AMS value)" if ams_ammo > ams_value else ""
        total = work.add("AMS ammunition", f"+ {fmt(counted)}{capped}", total + counted)
    return total


def _ammo_value(ammo_bin: AmmoBin) -> float:
    value = ammo_values().get(ammo_weapon_id(ammo_bin), 0.0)
    return value / 2 if ammo_bin.half else value


def _case_locations(mech: Mech) -> set[MechLocation]:
    """Locations with CASE. A Clan 'Mech carries CASE in every location with explosive items
    (MegaMek Mek.addClanCase)."""
    placed = {mount.location for mount, name in zip(mech.equipment, item_ids(mech), strict=True)
              if name in CASE and mount.location}
    if mech.tech_base is TechBase.CLAN:
        placed |= set(MechLocation)
    return placed


def penalised(mech: Mech, location: MechLocation, case: set[MechLocation]) -> bool:
    """Whether explosive items in ``location`` cost Battle Value: always in the head, center torso
    and legs; in a side torso without CASE or beside an engine with 3 or more slots there; in an
    arm without CASE whose side torso is penalised (MegaMek hasExplosiveEquipmentPenalty)."""
    if location in ARMS and not mech.is_quad:
        return location not in case and penalised(mech, ARM_TO_TORSO[location], case)
    if location in SIDE_TORSOS:
        return location not in case or side_torso_engine_slots(mech) >= 3
    return True


def _explosive(mech: Mech, total: float, work: Working) -> float:
    """-15 a slot of explosive ammunition, -1 a slot of a Gauss rifle, HAG or B-pod, where CASE does
    not save the 'Mech; a weapon split over two locations counts all its slots when either location
    is penalised (as the published values do: the Heavy Gauss Rifle in a side and the center torso)."""
    case = _case_locations(mech)
    slots: dict[int, int] = defaultdict(int)
    where: dict[int, list[MechLocation]] = defaultdict(list)
    for placed in placements(mech):
        if placed.content.kind == "ammo":
            ammo_bin = mech.ammo[placed.index]
            if penalised(mech, placed.location, case) and ammo_weapon_id(ammo_bin) not in INERT_AMMO:
                what = f"Explosive: ammunition ({ammo_weapon_id(ammo_bin)})"
                total = work.add(what, f"- {AMMO_PENALTY} ({placed.location})", total - AMMO_PENALTY)
        elif item_id(mech.equipment[placed.index]) in GAUSS_LIKE:
            slots[placed.index] += placed.size
            where[placed.index].append(placed.location)
    for index, size in slots.items():
        if any(penalised(mech, location, case) for location in where[index]):
            name = item_id(mech.equipment[index])
            penalty = GAUSS_PENALTY * size
            locations = "/".join(where[index])
            working = f"- {penalty} ({size} slots, {locations})"
            total = work.add(f"Explosive: {name}", working, total - penalty)
    return total


def _defensive_factor(mech: Mech, move: BvMovement, total: float, work: Working) -> float:
    running = target_movement_modifier(move.running)
    if move.airmech_flank:   # a LAM: its AirMech flank MP, +1 (MegaMek MekBVCalculator.getRunningTMM)
        running = 1 + target_movement_modifier(move.airmech_flank)
    jumping = target_movement_modifier(move.jumping, jumping=True)
    modifier = max(running, jumping)
    stealth = ""
    if mech.armor_type == STEALTH_ARMOR:
        modifier += STEALTH_TMM
        stealth = f" + {STEALTH_TMM} (stealth)"
    factor = 1 + modifier / 10.0
    return work.add("Defensive factor",
                    f"x {fmt(factor)} (TMM run {running}, jump {jumping}{stealth})", total * factor)
