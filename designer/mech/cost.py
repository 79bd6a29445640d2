"""Cost of a 'Mech in C-Bills: the 'Mech Cost Chart (seed 000 lines 4633-4660)."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.mech.model import ARMS, LEGS, Mech
from designer.rules.common.ammo import bin_tons
from designer.rules.common.cost import CostLine, armor_cost, engine_cost, heat_sink_cost
from designer.mech.construction import gyro_tons
from designer.mech.layout import item_of

__all__ = ["CostLine", "MechCost", "mech_cost"]

COCKPIT = 200_000
LIFE_SUPPORT = 50_000
SENSORS_PER_TON = 2_000
MUSCULATURE_PER_TON = 2_000
SKELETON_PER_TON = 400
UPPER_ARM_PER_TON, LOWER_ARM_PER_TON, HAND_PER_TON = 100, 50, 80
UPPER_LEG_PER_TON, LOWER_LEG_PER_TON, FOOT_PER_TON = 150, 80, 120
GYRO_PER_TON = 300_000
JUMP_JET_FACTOR = 0.5 * 200   # "1/2 Tons x (number of Jet)^2 x 200": decision D-007 (the 1987 chart)
LAM_FACTOR = 0.75


@dataclass(frozen=True, slots=True)
class MechCost:
    structure: tuple[CostLine, ...]
    weapons: tuple[CostLine, ...]
    lam: float
    multiplier: float

    @property
    def structure_total(self) -> float:
        return sum(line.c_bills for line in self.structure)

    @property
    def weapons_total(self) -> float:
        return sum(line.c_bills for line in self.weapons)

    @property
    def total(self) -> int:
        """[Structure + Weapons + LAM] x [1 + tonnage / 100], rounded to the C-Bill."""
        return round((self.structure_total + self.weapons_total + self.lam) * self.multiplier)


def _actuator_costs(mech: Mech) -> float:
    tons = mech.tonnage
    total = 0.0
    for location in mech.locations:
        if location in ARMS:
            kept = mech.arm_actuators(location)
            total += tons * (UPPER_ARM_PER_TON * kept.upper_arm + LOWER_ARM_PER_TON * kept.lower_arm
                             + HAND_PER_TON * kept.hand)
        elif location in LEGS:
            total += tons * (UPPER_LEG_PER_TON + LOWER_LEG_PER_TON + FOOT_PER_TON)
    return total


def _structure_lines(mech: Mech) -> tuple[CostLine, ...]:
    tons = mech.tonnage
    free = catalog().mech.free_heat_sinks
    return (
        CostLine("Cockpit", COCKPIT),
        CostLine("Life Support", LIFE_SUPPORT),
        CostLine("Sensors", tons * SENSORS_PER_TON),
        CostLine("Musculature", tons * MUSCULATURE_PER_TON),
        CostLine("Skeleton", tons * SKELETON_PER_TON),
        CostLine("Actuators", _actuator_costs(mech)),
        CostLine("Engine", engine_cost(mech.engine_rating, tons)),
        CostLine("Gyro", GYRO_PER_TON * gyro_tons(mech)),
        CostLine("Jump Jets", JUMP_JET_FACTOR * tons * mech.jump_mp ** 2),
        CostLine("Heat Sinks", heat_sink_cost(max(0, mech.heat_sinks - free))),
        CostLine("Armor", armor_cost(mech.armor_tons)),
    )


def _weapon_lines(mech: Mech) -> tuple[CostLine, ...]:
    lines = []
    for mount in mech.equipment:
        item = item_of(mount)
        if isinstance(item, Weapon):
            lines.append(CostLine(item.id, item.cost))
        elif isinstance(item, Equipment) and item.kind is EquipmentKind.HATCHET and item.cost_per_ton:
            lines.append(CostLine(item.id, item.cost_per_ton * item.hatchet_size(mech.tonnage)))
    for ammo_bin in mech.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        if weapon is not None and weapon.reload_cost:
            lines.append(CostLine(f"{weapon.id} Ammo", weapon.reload_cost * bin_tons(ammo_bin.half)))
    return tuple(lines)


def mech_cost(mech: Mech) -> MechCost:
    """Cost breakdown; ammunition is priced at the reload cost per ton (decision D-008)."""
    structure = _structure_lines(mech)
    weapons = _weapon_lines(mech)
    lam = 0.0
    if mech.lam:
        lam = LAM_FACTOR * (sum(line.c_bills for line in structure) + sum(line.c_bills for line in weapons))
    return MechCost(structure, weapons, lam, 1 + mech.tonnage / 100)
