"""The cost of a ProtoMech, line by line (decision D-BV2-2: the TechManual method as MegaMek's
ProtoMekCostCalculator applies it, ``catalog/data/protomech/cost.yaml``): cockpit, life support,
sensors, musculature, structure and actuators by tonnage, engine, jump jets, heat sinks, armor,
weapons and ammunition; the sum times 1 + tonnage / 100. A weapon or ammunition priced nowhere
leaves the total not computed (decision D-L2K-1), never a total that silently leaves it out."""

from __future__ import annotations

import functools
from typing import Any

from designer.catalog import catalog
from designer.catalog.loader import load_data_file
from designer.catalog.models import Weapon
from designer.catalog.protomech_tables import find_ammo, find_item
from designer.protomech.model import ProtoMech
from designer.rules.common.cost import CostLine, UnitCost
from designer.rules.common.level2_prices import ammo_price, weapon_price
from designer.protomech import weights as w

__all__ = ["protomech_cost"]
KILO = 1000


@functools.cache
def _facts() -> dict[str, Any]:
    return load_data_file("protomech/cost.yaml")


def _own_price(item_id: str) -> float | None:
    row = next((r for r in _facts()["items"] if r["id"] == item_id), None)
    return float(row["cost"]) if row is not None else None


def _chassis_lines(proto: ProtoMech) -> list[CostLine]:
    facts, tons = _facts(), proto.tonnage
    per_ton = facts["per_ton"]
    cockpit = facts["cockpit"]["under_10_tons" if tons < 10 else "from_10_tons"]
    structure = per_ton["structure_quad" if proto.is_quad else "structure_biped"]
    engine = facts["engine"]["per_rating_ton"] * tons * w.engine_rating(proto) / facts["engine"]["divisor"]
    return [CostLine("Cockpit", cockpit), CostLine("Life support", facts["life_support"]),
            CostLine("Sensors", per_ton["sensors"] * tons),
            CostLine("Musculature", per_ton["musculature"] * tons),
            CostLine("Internal structure", structure * tons),
            CostLine("Arm actuators", per_ton["arm_actuators"] * tons),
            CostLine("Leg actuators", per_ton["leg_actuators"] * tons),
            CostLine(f"Engine (rating {w.engine_rating(proto)})", engine),
            CostLine("Jump jets", tons * proto.jump_mp ** 2 * facts["jump_jets_per_ton_mp_squared"]),
            CostLine(f"Heat sinks ({w.heat_sinks(proto)})", facts["heat_sink"] * w.heat_sinks(proto)),
            CostLine(f"Armor ({w.armor_points(proto)} points)",
                     facts["armor_per_point"]["cost"] * w.armor_points(proto))]


def _item_lines(proto: ProtoMech) -> tuple[list[CostLine], list[str]]:
    lines: list[CostLine] = []
    unpriced: list[str] = []
    for mount in proto.equipment:
        found = find_item(mount.item)
        if found is None or found.role != "weapon":
            continue   # jump jets are priced by the jump jet line; other equipment as catalogued
        weapon = catalog().weapon(found.id)
        price = (weapon_price(weapon) if weapon is not None else None) or _own_price(found.id)
        if price is None:
            unpriced.append(found.id)
        else:
            lines.append(CostLine(found.id, price))
    for lot in proto.ammo:
        row = find_ammo(lot.ammo)
        per_ton = _ammo_price_per_ton(row.weapon) if row is not None else None
        if row is None or per_ton is None:
            unpriced.append(lot.ammo)
        else:
            lines.append(CostLine(f"{lot.ammo} ({lot.shots})", per_ton * lot.shots * row.kg_per_shot / KILO))
    return lines, unpriced


def _ammo_price_per_ton(weapon_id: str) -> float | None:
    """C-Bills a ton of a ProtoMech weapon's ammunition: its own row (``ammo``, the ProtoMech
    autocannons), else its catalog launcher's or launcher family's price."""
    own = next((r for r in _facts().get("ammo", ()) if r["weapon"] == weapon_id), None)
    if own is not None:
        return float(own["cost"])
    weapon = _priced_launcher(weapon_id)
    return ammo_price(weapon) if weapon is not None else None


def _priced_launcher(weapon_id: str) -> Weapon | None:
    """The catalog launcher whose ammunition price a ton a ProtoMech-sized launcher's ammunition
    takes: its own, else its family's (``ammo_families``, decision D-LEAD-1)."""
    own = catalog().weapon(weapon_id)
    if own is not None:
        return own
    family = next((f for f in _facts()["ammo_families"] if weapon_id.startswith(f["prefix"])), None)
    return catalog().weapon(family["priced_as"]) if family is not None else None


def protomech_cost(proto: ProtoMech) -> UnitCost:
    items, unpriced = _item_lines(proto)
    multiplier = 1 + proto.tonnage * _facts()["weight_multiplier_per_ton"]["factor"]
    return UnitCost(tuple(_chassis_lines(proto) + items), multiplier, tuple(sorted(set(unpriced))))
