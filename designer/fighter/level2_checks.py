"""Level 2 fighter checks (decisions D-FTR2-1..5): the weapon slots of each arc, the equipment a
fighter may carry, and the technology of the construction types (engine, armor, heat sinks)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import Equipment, catalog
from designer.fighter.catalog import FighterTypeRow, fighter_level2_tables
from designer.fighter.model import Fighter, FighterHeatSinkType, FighterLocation
from designer.rules.common.technology import TechSpecs, fits_tech_base
from designer.fighter import level2
from designer.rules.findings import Finding, Severity, register

E = Severity.ERROR

ARC_SLOTS = register(
    "FIGHTER-ARC-SLOTS", E, "More weapons in an arc than its weapon slots",
    'seed 000 line 4558: "Each area can mount up to six weapons and/or ammunition storage locations"; '
    "decision D-FTR2-4 (a Level 2 fighter: 5 weapon slots an arc, less its armor's, as MegaMek's TestAero)",
    "a Level 2 fighter with six medium lasers in the nose", "fighter")
NOT_FIGHTER_EQUIPMENT = register(
    "FIGHTER-EQUIPMENT-NOT-FOR-FIGHTERS", E, "Equipment a fighter cannot carry",
    'seed 000 line 4544: "Select the weapons that the newly designed Fighter will carry"; decision D-FTR2-5 '
    "(besides weapons, a fighter carries CASE, Artemis IV, targeting computers, ECM, probes and cargo)",
    "a fighter with jump jets", "fighter")
CONVENTIONAL_DOUBLE = register(
    "FIGHTER-CONVENTIONAL-DOUBLE-HEAT-SINKS", E, "Conventional fighter with double heat sinks",
    'seed 000 line 4550: "Conventional Fighters, like vehicles, do not need to dissipate heat"; '
    "decision D-FTR2-3 (conventional fighters mount single heat sinks only, as MegaMek's TestAero)",
    "type: conventional, heat_sink_type: double", "fighter")


# A Level 2 fighter's arc mounts 5 weapons (ECM, probes and TAG count), less the armor's slots;
# ammunition and fuselage equipment take none (D-FTR2-4).
def arc_findings(fighter: Fighter) -> Iterator[Finding]:
    for location in FighterLocation:
        used, room = level2.slots_used(fighter, location), level2.arc_slots(fighter, location)
        if used > room:
            yield ARC_SLOTS.finding(f"{used} weapons are in the {location.value}; its arc has {room} weapon "
                                    "slots.", location.value)


# Besides weapons a fighter carries only the equipment the fighter table lists (D-FTR2-5).
def equipment_findings(fighter: Fighter) -> Iterator[Finding]:
    for mount in fighter.weapons:
        item = catalog().find(mount.item)
        if isinstance(item, Equipment) and fighter_level2_tables().equipment_row(item.id) is None:
            yield NOT_FIGHTER_EQUIPMENT.finding(f"{item.id} is not equipment a fighter can carry.",
                                                mount.location.value)


def _types(fighter: Fighter) -> list[tuple[str, FighterTypeRow]]:
    return [("engine", level2.engine_row(fighter)), ("armor", level2.armor_row(fighter)),
            ("heat sinks", level2.heat_sink_row(fighter)),
            ("cockpit", level2.cockpit_row(fighter))]


# A Level 2 engine, armor or heat sink needs rules level 2 and the design's tech base (D-L2K-1,
# D-ARCH-4); a conventional fighter mounts single heat sinks (D-FTR2-3).
def type_findings(fighter: Fighter, specs: TechSpecs) -> Iterator[Finding]:
    for what, row in _types(fighter):
        if row.rules_level > 1 and fighter.rules_level < 2:
            yield specs.rules_level.finding(f"{row.name} {what} is Level 2 technology; declare "
                                            "rules_level: 2.")
        if not fits_tech_base(row.tech_base, fighter.tech_base):
            yield specs.tech_base.finding(f"{row.name} {what} is {row.tech_base} technology on a "
                                          f"{fighter.tech_base.value.replace('_', ' ')} design.")
    if not fighter.is_aerospace and fighter.heat_sink_type is FighterHeatSinkType.DOUBLE:
        yield CONVENTIONAL_DOUBLE.finding("A conventional fighter mounts single heat sinks only.")
