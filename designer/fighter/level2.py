"""Level 2 fighter construction (decisions D-FTR2-1..5): engine, armor and heat-sink types, the
equipment a fighter carries besides weapons, and the weapon slots of each arc. The facts come from
``data/fighter/level2_fighter.yaml``, each row naming its source (decision D-L2-LATER). Pure."""

from __future__ import annotations

import math
import re
from fractions import Fraction

from designer.catalog import Equipment, Weapon, catalog
from designer.formats.blk_meta import BLOCKS_KEY as BLK_BLOCKS_KEY
from designer.fighter.catalog import (
    FighterArmorRow, FighterCockpitRow, FighterEngineRow, FighterHeatSinkRow, fighter_level2_tables,
    fighter_tables)
from designer.catalog.level2 import evaluate
from designer.fighter.model import Fighter, FighterLocation
from designer.rules.common.rounding import EPSILON
from designer.rules.common.direct_fire import is_direct_fire


def engine_row(fighter: Fighter) -> FighterEngineRow:
    return fighter_level2_tables().engine(fighter.engine.value)


def armor_row(fighter: Fighter) -> FighterArmorRow:
    return fighter_level2_tables().armor(fighter.armor_type.value)


def heat_sink_row(fighter: Fighter) -> FighterHeatSinkRow:
    return fighter_level2_tables().heat_sink(fighter.heat_sink_type.value)


def cockpit_row(fighter: Fighter) -> FighterCockpitRow:
    return fighter_level2_tables().cockpit(fighter.cockpit_type.value)


def cockpit_tons(fighter: Fighter) -> float:
    """An AeroSpace fighter's cockpit: 3 tons (seed 000 line 4532), the small cockpit 2 (D-FTR2-1)."""
    return cockpit_row(fighter).tons


def armor_points_per_ton(fighter: Fighter) -> float:
    """16 points a ton (seed 000 line 4540) times the armor type's multiplier (D-FTR2-2)."""
    return fighter_tables().armor_points_per_ton * armor_row(fighter).points_multiplier


def armor_points_bought(fighter: Fighter) -> int:
    """The whole armor points the armor tons buy (MegaMek: points a ton x tons, rounded down)."""
    return math.floor(fighter.armor_tons * armor_points_per_ton(fighter) + EPSILON)


def free_heat_sinks(fighter: Fighter) -> int:
    """Heat sinks that weigh nothing: 10 with a fusion engine (seed 000 line 4548; D-FTR2-3)."""
    return engine_row(fighter).free_heat_sinks


def dissipation(fighter: Fighter) -> int:
    """Heat points the AeroSpace fighter's sinks dissipate a turn: 2 a double sink (D-FTR2-3)."""
    return fighter.heat_sinks * heat_sink_row(fighter).dissipation


def carried_equipment(fighter: Fighter) -> list[tuple[Equipment, FighterLocation]]:
    """The non-weapon catalog items the fighter mounts, with their locations."""
    found = [(catalog().find(m.item), m.location) for m in fighter.weapons]
    return [(item, where) for item, where in found if isinstance(item, Equipment)]


def direct_fire_tons(fighter: Fighter) -> Fraction:
    """Tons of the direct-fire weapons a targeting computer serves (as on a 'Mech, D-L2W-1)."""
    items = (catalog().find(m.item) for m in fighter.weapons)
    return sum((Fraction(w.tons) for w in items if isinstance(w, Weapon) and is_direct_fire(w)), Fraction(0))


def equipment_tons(fighter: Fighter, item: Equipment) -> float:
    """One mount of ``item``: its tons, or its formula (targeting computer: direct-fire tons / 4
    Inner Sphere, / 5 Clan, rounded up)."""
    if item.tons_formula:
        return float(evaluate(item.tons_formula, fighter.tonnage, direct_fire_tons(fighter)))
    return float(item.tons or 0)


def takes_weapon_slot(name: str) -> bool:
    """Weapons and the ECM, probes and TAG take a weapon slot in their arc; ammunition, CASE,
    Artemis IV and targeting computers sit in the fuselage (MegaMek TestAero.usesWeaponSlot)."""
    item = catalog().find(name)
    if isinstance(item, Weapon) or item is None:
        return True
    row = fighter_level2_tables().equipment_row(item.id)
    return row is not None and row.slot


def arc_slots(fighter: Fighter, location: FighterLocation) -> int:
    """Weapon slots of one arc: 5, less the armor's slots (2: one in each wing; 1: the aft; 4: one
    in every arc; MegaMek TestAero.availableSpace)."""
    taken = armor_row(fighter).arc_slots
    order = [FighterLocation.AFT, FighterLocation.RIGHT_WING, FighterLocation.LEFT_WING, FighterLocation.NOSE]
    if taken == 2:
        order = [FighterLocation.RIGHT_WING, FighterLocation.LEFT_WING]
    return fighter_level2_tables().arc_weapon_slots - (1 if location in order[:taken] else 0)


def slots_used(fighter: Fighter, location: FighterLocation) -> int:
    return sum(m.location is location and takes_weapon_slot(m.item) for m in fighter.weapons)


_DECLARED_LEVEL = re.compile(r"\blevel\s+([1-4])\b", re.IGNORECASE)


def declared_level(fighter: Fighter) -> int:
    """The rules level the design declares: a MegaMek file's ``<type>`` ("IS Level 2"), kept by
    the BLK reader in ``meta`` when the design reads as a 1987 one (D-L2K-2), an import fact; else
    the design's own rules level (decision D-CANON-AFT)."""
    kept = fighter.meta.get(BLK_BLOCKS_KEY, {})
    lines = kept.get("type", {}).get("lines", []) if isinstance(kept, dict) else []
    found = _DECLARED_LEVEL.search(" ".join(str(line) for line in lines))
    return max(fighter.rules_level, int(found.group(1))) if found else fighter.rules_level


def is_level2(fighter: Fighter) -> bool:
    """A design of rules level 2 or more: judged by the Level 2 arcs, not the 1987 locations."""
    return fighter.rules_level >= 2
