"""What the editors of vehicles, infantry, buildings and fighters show besides the document:
legal choices from the tables, armor tallies, the weight breakdown, cost and the status-line
facts. Every number comes from the rules and catalog modules; this only gathers them."""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog import Weapon
from designer.editing.technology import level2_items, table_weapons
from designer.model.common import Technology
from designer.rules.cost import cost_total
from designer.catalog import catalog
from designer.editing.kind_facts import KindFacts, Design, TypeRow
from designer.kinds import unit_kind
from designer.rules.common.weights import WeightLine


# --- legal values --------------------------------------------------------------------------


def weapon_names(unit: object | None = None) -> list[str]:
    """The weapons an editor offers: the 1987 Weapons Table (those of the design's tech base), and
    for a design of rules level 2 or more the Master Rules weapons of its tech base introduced by its
    year (decision D-L2K-1); the same lists as the 'Mech's catalog (``editing.technology``)."""
    if not isinstance(unit, Technology):
        return [weapon.id for weapon in catalog().weapons]
    names = [weapon.id for weapon in table_weapons(unit)]
    if unit.rules_level < 2:
        return names
    items = level2_items(unit)
    names += [item.id for item in items if isinstance(item, Weapon) and item.id not in names]
    facts = unit_kind(unit).piece("facts")
    if not isinstance(facts, KindFacts):
        return names
    extra = [*facts.extra_items({item.id for item in items}), *facts.own_items(unit)]
    return names + [name for name in extra if name not in names]


def ammo_weapon_names(unit: object | None = None) -> list[str]:
    """The weapons whose ammunition an editor offers (those of ``weapon_names`` that use it)."""
    return [name for name in weapon_names(unit) if (w := catalog().weapon(name)) is not None and w.uses_ammo]


# --- armor ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ArmorTally:
    bought: int
    allocated: int

    @property
    def unallocated(self) -> int:
        return self.bought - self.allocated


def armor_points_per_ton(unit: Design) -> int:
    return kind_facts(unit).armor_points_per_ton()


def armor_tally(unit: Design) -> ArmorTally:
    kind = kind_facts(unit)
    bought = kind.armor_points_bought(unit)
    return ArmorTally(bought, kind.armor_points_allocated(unit))


def armor_weight(unit: Design) -> float:
    """The tons the design's armor weighs (a support vehicle's by its BAR and points)."""
    return kind_facts(unit).armor_weight(unit)


def armor_by_the_ton(unit: Design) -> bool:
    """Whether armor is bought in tons (a support vehicle's is bought by the point)."""
    return kind_facts(unit).armor_by_the_ton(unit)


# --- weights, cost, status: each through the facts the unit's kind registers ----------------


def kind_facts(unit: object) -> KindFacts:
    """The facts object the unit's kind registers."""
    facts: KindFacts | None = unit_kind(unit).piece("facts")
    if facts is None:
        raise TypeError(f"no editing facts for {getattr(unit, 'kind', unit)!r} units")
    return facts


def construction_rows(unit: object) -> dict[str, list[TypeRow]]:
    """The construction type fields of ``unit``'s kind and the rows of each."""
    return kind_facts(unit).construction_rows()


def mount_tons(unit: Design, name: str) -> float | None:
    """The weight of one mount of ``name`` on ``unit`` (the editors' weapon tables)."""
    return kind_facts(unit).mount_tons(unit, name)


def weight_lines(unit: Design) -> list[WeightLine]:
    return kind_facts(unit).weight_lines(unit)


def weight_limit(unit: Design) -> float:
    """The tonnage the parts must fit in (a building's Construction Factor)."""
    return kind_facts(unit).weight_limit(unit)


def weight_unit(unit: Design) -> str:
    """What the weight limit is counted in: tons, a building's CF, or cargo tons for infantry."""
    return kind_facts(unit).weight_unit


def total_weight(unit: Design) -> float:
    return kind_facts(unit).total_weight(unit)


def weight_status(unit: Design) -> tuple[str, bool]:
    """The status line's weight text, and whether the parts weigh more than the limit."""
    return kind_facts(unit).weight_status(unit)


def battle_value(unit: Design) -> int | None:
    """The design's Battle Value with its own pilot's skills (designer.bv), or None for a kind the
    method does not rate."""
    from designer.bv import battle_value as rate

    value = rate(unit)
    return None if value is None else value.value


def battle_value_reason(unit: Design) -> str | None:
    """Why the design has no Battle Value (None when it has one): its kind is not rated, or it
    mounts an item without a Battle Value, named (decision D-BV-4)."""
    from designer.bv import not_rated_reason

    return not_rated_reason(unit)


def priced_cost(unit: Design) -> int | None:
    """The design's cost in C-bills (Level 2 parts at their catalogued prices, decision D-BV-2), or
    None while it mounts a part priced nowhere: no total is invented."""
    return cost_total(unit)[0]


def movement_text(unit: Design) -> str:
    return kind_facts(unit).movement_text(unit)


def power_text(unit: Design) -> str:
    """Engine or power plant rating and the heat sinks the weapons need."""
    return kind_facts(unit).power_text(unit)
