"""Cost of any 'Mech, 1987 or Level 2, with every line shown (decision D-BV-2).

Seed 000's 'Mech Cost Chart (``mech.cost``) stays the method: a design of 1987 parts costs
exactly what the chart gives. A Level 2 design is priced line by line by the same chart, and a line
the seeds cannot price takes its price from ``catalog/data/level2/prices.yaml`` (TechManual
prices as MegaMek gives them, each row with its ``source``): the engine, structure, armor, heat
sink, gyro and cockpit of a later type, triple-strength myomer, improved jump jets, every Level 2
item and its ammunition, and the OmniMech multiplier 1.25. A part with no price anywhere leaves
the cost without a total (``UnitCost.unpriced``), never a total that leaves it out."""

from __future__ import annotations

from typing import Any

from designer.catalog import catalog
from designer.mech.model import Mech
from designer.rules.common.ammo import bin_tons
from designer.rules.common.cost import CostLine, UnitCost, level2_engine_cost, mounted_cost_lines
from designer.rules.common.level2_prices import prices
from designer.mech.construction import armor_tons_for, armor_points_bought, gyro_tons
from designer.mech.cost import JUMP_JET_FACTOR, LAM_FACTOR, mech_cost
from designer.mech.cost_editions import (CHART_1987, CLAN_CASE, TECHMANUAL, built_in_case_locations,
                                               salvo_case_count, techmanual_lines)
from designer.mech.layout import item_of, mount_size

TSM_ITEM = "IS TSM"
IMPROVED_JUMP_JETS = frozenset({"IS Improved Jump Jet", "Clan Improved Jump Jet"})
# The chart's own lines, shown even at 0 (any other line only when it costs something).
CHART_PARTS = frozenset({"Cockpit", "Life Support", "Sensors", "Musculature", "Skeleton", "Actuators",
                         "Engine",
                         "Gyro", "Jump Jets", "Heat Sinks", "Armor"})


def _type_row(mech: Mech, field: str) -> dict[str, Any] | None:
    return prices()["types"].get((field, getattr(mech, field)))


def _structure_lines(mech: Mech, unpriced: list[str], edition: str) -> list[CostLine]:
    """The chart's structure lines, each later type's line repriced."""
    seed = {line.part: line.c_bills for line in mech_cost(mech).structure}
    tons = mech.tonnage
    for field, part in (("engine_type", "Engine"), ("structure_type", "Skeleton"), ("armor_type", "Armor"),
                        ("heat_sink_type", "Heat Sinks"), ("gyro_type", "Gyro"), ("cockpit_type", "Cockpit")):
        value = getattr(mech, field)
        if value == "standard" or (field, value) in (("engine_type", "fusion"), ("heat_sink_type", "single")):
            continue
        row = _type_row(mech, field)
        if row is None:
            unpriced.append(f"{value} {field.removesuffix('_type')}")
            continue
        seed[part] = _type_price(mech, part, row)
    if any(_id(mount.item) == TSM_ITEM for mount in mech.equipment):
        seed["Musculature"] = prices()["other"]["tsm_musculature"]["per_ton"] * tons
    improved = any(_id(mount.item) in IMPROVED_JUMP_JETS for mount in mech.equipment)
    if improved:
        factor = prices()["other"]["improved_jump_jet_factor"]["factor"]
        seed["Jump Jets"] = JUMP_JET_FACTOR * factor * tons * mech.jump_mp ** 2
    if edition == TECHMANUAL:
        seed |= techmanual_lines(mech, improved=improved)
    return [CostLine(part, value) for part, value in seed.items() if value or part in CHART_PARTS]


def _type_price(mech: Mech, part: str, row: dict[str, Any]) -> float:
    tons = mech.tonnage
    if part == "Engine":
        return level2_engine_cost(row["base"], mech.engine_rating, tons)
    if part == "Skeleton":
        return row["per_ton"] * tons
    if part == "Armor":
        return row["per_ton"] * armor_tons_for(armor_points_bought(mech), mech)
    if part == "Heat Sinks":
        return row["per_sink"] * max(0, mech.heat_sinks - row["free"])
    if part == "Gyro":
        return row["per_ton"] * gyro_tons(mech)
    return float(row["price"])   # the cockpit


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def _equipment_lines(mech: Mech, unpriced: list[str]) -> list[CostLine]:
    mounts = []
    for mount in mech.equipment:
        item = item_of(mount)
        mounts.append((mount.item, item, mount_size(mech, item)[0] if item is not None else 0.0))
    lots = ((ammo_bin.weapon, ammo_bin.kind, bin_tons(ammo_bin.half)) for ammo_bin in mech.ammo)
    return mounted_cost_lines(mounts, lots, mech.engine_rating, unpriced)


def _built_in_case_lines(mech: Mech, unpriced: list[str]) -> list[CostLine]:
    item = catalog().find(CLAN_CASE)
    places = [location.value for location in built_in_case_locations(mech)]
    places += ["one-shot salvo"] * salvo_case_count(mech)   # D-COST-4
    mounts = [(CLAN_CASE, item, 0.0) for _ in places]
    lines = mounted_cost_lines(mounts, (), mech.engine_rating, unpriced)
    return [CostLine(f"{line.part} (built in, {place})", line.c_bills)
            for line, place in zip(lines, places, strict=True)]


def mech_unit_cost(mech: Mech, edition: str = TECHMANUAL) -> UnitCost:
    """Every line of the 'Mech's cost; total = lines x (1 + tons / 100) (x 1.25 an OmniMech).
    ``edition``: TechManual prices (the default, decision D-COST-1) or the 1987 Cost Chart's."""
    unpriced: list[str] = []
    structure = _structure_lines(mech, unpriced, edition)
    equipment = _equipment_lines(mech, unpriced)
    if edition == TECHMANUAL:
        equipment += _built_in_case_lines(mech, unpriced)
    lines = structure + equipment
    if mech.lam:   # the chart's LAM line: 0.75 x (structure + weapons)
        lines.append(CostLine("LAM conversion", LAM_FACTOR * sum(line.c_bills for line in lines)))
    multiplier = 1 + mech.tonnage / 100
    if mech.omni:
        multiplier *= prices()["other"]["omni_multiplier"]["factor"]
    return UnitCost(tuple(lines), multiplier, tuple(sorted(set(unpriced))))


def mech_unit_cost_1987(mech: Mech) -> UnitCost:
    """The cost by the 1987 'Mech Cost Chart's prices where they differ from TechManual's."""
    return mech_unit_cost(mech, CHART_1987)
