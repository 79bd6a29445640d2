"""Weight breakdown of a 'Mech, in the order of the construction procedure (seed 000
lines 4231-4365)."""

from __future__ import annotations

from designer.catalog import Weapon, catalog
from designer.mech.model import Mech
from designer.rules.common.ammo import bin_tons
from designer.rules.common.weights import WeightLine
from designer.mech.construction import cockpit_tons, engine_tons, gyro_tons, structure_tons
from designer.mech.layout import mount_items, mount_size
from designer.mech.level2_size import IMPROVED_JUMP_JET_WEIGHT, improved_jump_jets

__all__ = ["WeightLine", "cockpit_tons", "engine_tons", "gyro_tons", "structure_tons", "weight_breakdown"]


def jump_jet_tons(mech: Mech) -> float:
    """Jump jets: tons per Jump MP by weight band (seed 000 lines 4325-4329) x Jump MP; improved jump
    jets twice that (later technology, decision D-LATER-IS-5)."""
    per_mp = catalog().jump_jet_tons_per_mp(mech.tonnage)
    factor = IMPROVED_JUMP_JET_WEIGHT if improved_jump_jets(mech) else 1
    return (per_mp or 0.0) * max(mech.jump_mp, 0) * factor


def extra_heat_sink_tons(mech: Mech) -> float:
    """Heat sinks beyond the engine's free ten weigh one ton each (seed 000 line 4333)."""
    tables = catalog().mech
    return max(0, mech.heat_sinks - tables.free_heat_sinks) * tables.heat_sink_tons


def lam_tons(mech: Mech) -> float:
    """LAM conversion equipment: 10 % of the 'Mech's tonnage (seed 000 line 4249)."""
    return mech.tonnage * catalog().mech.lam_conversion_fraction if mech.lam else 0.0


def weight_breakdown(mech: Mech) -> list[WeightLine]:
    """Every component's weight: engine, cockpit, gyro, structure, jump jets, heat sinks, armor,
    LAM conversion, then each weapon or hatchet and each ammunition bin."""
    lines = [
        WeightLine("Engine", engine_tons(mech) or 0.0),
        WeightLine("Cockpit", cockpit_tons(mech)),
        WeightLine("Gyro", gyro_tons(mech)),
        WeightLine("Internal Structure", structure_tons(mech)),
    ]
    if mech.jump_mp:
        lines.append(WeightLine("Jump Jets", jump_jet_tons(mech)))
    if mech.heat_sinks > catalog().mech.free_heat_sinks:
        lines.append(WeightLine("Heat Sinks", extra_heat_sink_tons(mech)))
    lines.append(WeightLine("Armor", mech.armor_tons))
    if mech.lam:
        lines.append(WeightLine("LAM Conversion", lam_tons(mech)))
    lines.extend(_equipment_lines(mech))
    return lines


def _equipment_lines(mech: Mech) -> list[WeightLine]:
    lines = []
    for mount, item in mount_items(mech):
        if item is None:
            continue
        tons = mount_size(mech, item)[0]
        if tons:
            lines.append(WeightLine(item.id, tons, mount.location))
    for ammo_bin in mech.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        name = weapon.id if isinstance(weapon, Weapon) else ammo_bin.weapon
        lines.append(WeightLine(f"{name} Ammo", bin_tons(ammo_bin.half), ammo_bin.location))
    return lines


def total_weight(mech: Mech) -> float:
    return sum(line.tons for line in weight_breakdown(mech))
