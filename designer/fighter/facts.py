"""What the fighter editor shows besides the document: a blank fighter, the legal tonnage, the
construction types of the Level 2 tables, the weight breakdown, the status-line facts and how
automatic allocation spreads the armor (``designer.editing.kind_facts``). Every number comes from
the fighter's rules and catalog modules; this only gathers them."""

from __future__ import annotations

from designer.catalog import Equipment, catalog
from designer.editing.armor_shares import ArmorShares
from designer.editing.kind_facts import KindFacts, TypeRow, power_line, type_rows
from designer.fighter import level2 as fighter_level2
from designer.fighter import weights as fw
from designer.fighter.catalog import fighter_level2_tables, fighter_tables
from designer.fighter.model import Fighter, FighterType
from designer.rules.common.weights import WeightLine

MAX_THRUST = 20   # the editor's thrust field's top
# Shares of the armor points bought (the split is "left to the player's discretion", seed 000
# line 4554; our shares are decision D-GUI-3); each tuple of the priority list gets the leftover
# points together.
FIGHTER_SHARES = {"nose": 6, "left_wing": 4, "right_wing": 4, "fuselage": 4, "engine": 3}
FIGHTER_PRIORITY = [("nose",), ("left_wing", "right_wing"), ("fuselage",), ("engine",)]


def blank_fighter() -> Fighter:
    # Safe thrust 5 gives engine rating 20 x (5 - 2) = 60 and a ton of fuel: a legal start.
    return Fighter(chassis="New Fighter", tonnage=20, thrust=5, fuel_tons=1)


def fighter_tonnage_max(kind: FighterType) -> int:
    tables = fighter_tables()
    return (tables.aerospace if kind is FighterType.AEROSPACE else tables.conventional).max_tonnage


def fighter_shares(fighter: Fighter) -> ArmorShares:
    return ArmorShares(dict(FIGHTER_SHARES), FIGHTER_PRIORITY)


class _FighterFacts(KindFacts):
    def armor_points_per_ton(self) -> int:
        return fighter_tables().armor_points_per_ton

    def extra_items(self, available_ids: set[str]) -> list[str]:
        """The equipment a fighter carries (CASE, Artemis IV, targeting computers...; D-FTR2-5)."""
        return [row.id for row in fighter_level2_tables().equipment if row.id in available_ids]

    def armor_points_bought(self, unit: Fighter) -> int:  # type: ignore[override]
        """16 a ton times the armor type's multiplier (ferro-aluminum, decision D-FTR2-2)."""
        return fighter_level2.armor_points_bought(unit)

    def construction_rows(self) -> dict[str, list[TypeRow]]:
        tables = fighter_level2_tables()
        return {"engine": type_rows(tables.engines), "heat_sink_type": type_rows(tables.heat_sinks),
                "armor_type": type_rows(tables.armors), "cockpit_type": type_rows(tables.cockpits)}

    def mount_tons(self, unit: Fighter, name: str) -> float | None:  # type: ignore[override]
        item = catalog().find(name)
        if isinstance(item, Equipment):   # CASE, Artemis IV, a targeting computer's formula (D-FTR2-5)
            return fighter_level2.equipment_tons(unit, item)
        return super().mount_tons(unit, name)

    def weight_lines(self, unit: Fighter) -> list[WeightLine]:  # type: ignore[override]
        return fw.weight_breakdown(unit)

    def movement_text(self, unit: Fighter) -> str:  # type: ignore[override]
        return f"Thrust {unit.thrust} / {fw.max_thrust(unit)}, fuel {fw.fuel_points(unit):g} points"

    def armor_shares(self, unit: Fighter) -> ArmorShares:  # type: ignore[override]
        return fighter_shares(unit)

    def power_text(self, unit: Fighter) -> str:  # type: ignore[override]
        return power_line(fw.engine_rating(unit), fw.heat_sinks(unit)[0])


FIGHTER_FACTS = _FighterFacts()
