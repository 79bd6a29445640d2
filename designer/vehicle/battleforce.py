"""BattleForce values of a combat vehicle (seed 001 lines 1652-1656: "The rules for Vehicles and
Infantry are identical to those for creating 'Mech lances"; one motive type per lance)."""

from __future__ import annotations

from fractions import Fraction

from designer.battleforce.tables import attack_value, defense
from designer.battleforce.unit_values import (
    WeaponLine,
    catalog_ids,
    indirect_fire,
    range_value,
    ranged_attack,
    weapon_lines,
)
from designer.battleforce.values import VEHICLE_PREFIX, UnitValues
from designer.catalog.vehicle_tables import vehicle_tables
from designer.vehicle.model import Vehicle


def vehicle_class(vehicle: Vehicle) -> str:
    """``vehicle:<motive>``: vehicles of one motive type form a lance (seed 001 line 1654)."""
    return VEHICLE_PREFIX + vehicle.motive.value


def vehicle_armor_tons(vehicle: Vehicle) -> tuple[Fraction, str]:
    """Armor tons for D: the points on the vehicle / 16, or the tons bought while no points are
    allocated yet (as for 'Mechs, D-BF-1)."""
    points = sum(vehicle.armor.values())
    per_ton = vehicle_tables().armor_points_per_ton
    if points == 0:
        return Fraction(str(vehicle.armor_tons)), f"armor {vehicle.armor_tons:g} t bought"
    return Fraction(points, per_ton), f"armor {points} points / {per_ton}"


# Close Attack for vehicles (D-BF-19): maximum damage less the asterisked weapons; vehicles
# neither punch nor kick, so nothing is added.
def vehicle_close_attack(lines: tuple[WeaponLine, ...]) -> tuple[int, str]:
    damage = sum(line.total_damage for line in lines)
    starred = [line for line in lines if not line.close_attack]
    less = sum(line.total_damage for line in starred)
    value = attack_value(damage - less)
    starred_text = ", ".join(line.label() for line in starred) or "none"
    return value, (f"CA: {damage} - {less} (asterisked: {starred_text}); vehicles do not punch or kick"
                   f" = {damage - less} -> Attack Value Table {value}")


def vehicle_values(vehicle: Vehicle) -> UnitValues:
    """The BattleForce values of ``vehicle``: RA, CA, D (no jump bonus), R and cruising MP."""
    lines, missing = weapon_lines(catalog_ids(mount.item for mount in vehicle.weapons))
    _, ra, ra_text = ranged_attack(lines)
    ca, ca_text = vehicle_close_attack(lines)
    r, r_text = range_value(lines)
    flag, flag_text = indirect_fire(lines)
    tons, tons_text = vehicle_armor_tons(vehicle)
    d, d_text = defense(tons, False, tons_text)
    mp = vehicle.cruise_mp
    working = [ra_text, ca_text, d_text, r_text,
               f"MP: cruising MP {mp} ({vehicle.motive.value}; D-BF-20)", flag_text]
    working += [f"not in the Maximum Damage Table, left out: {name}" for name in missing]
    if vehicle.support is not None:   # 1987 BattleForce has no support vehicles (decision D-SV-5)
        working.append(f"support vehicle: its BAR {vehicle.support.bar} armor counts point for point as "
                       "combat vehicle armor (D-SV-5)")
    return UnitValues(vehicle.name, vehicle_class(vehicle), ra, ca, d, r, mp, 0, flag, tuple(working))
