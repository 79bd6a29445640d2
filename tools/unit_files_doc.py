"""Writes ``docs/unit-files.md``, the user's guide to the unit YAML of every kind, from the models
themselves: ``python -m tools.unit_files_doc``. Every key, its type and allowed values, its default,
its sane limit (docs/limits.md) and what it means. A test fails when the file is stale or when a
model gains a key that :data:`MEANINGS` does not describe, so the guide never goes out of date."""

from __future__ import annotations

import enum
import sys
import types
import typing
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic_core import PydanticUndefined

from designer.model.limits import LIMITS, MAX_NAME_CHARS, MAX_PROSE_CHARS, PROSE_FIELDS

OUTPUT = Path(__file__).resolve().parents[1] / "docs" / "unit-files.md"

# What each key means and in what unit; one entry per key name, shared by every kind that has it.
MEANINGS: dict[str, str] = {
    "schema": "file format version: 2 (1 = the 1987-only format, still read)",
    "kind": "the unit kind; decides every other key",
    "chassis": "chassis name, e.g. `Atlas`",
    "model": "model or variant name, e.g. `AS7-D`",
    "meta": ("what a MegaMek file says that the rules do not use, kept to be written back; design quirks as "
             "MegaMek writes them: `quirk: [command_mech, stable]` and `weaponquirk: ['accurate:RA:4:PPC']` "
             "(`quirks`/`weaponquirks` for BLK kinds; docs/rules-decisions.md D-QUIRK-1)"),
    "fluff": "Technical Readout prose (the Fluff tab); see *Fluff*",
    "tech_base": "the technology the design is built with",
    "rules_level": "1 = the 1987 rules (BattleTech Manual), 2 = Master Rules technology",
    "year": "the design's year (introduction dates of its parts are checked against it)",
    "tonnage": "mass in tons",
    "engine_rating": "engine rating (walking MP x tonnage)",
    "engine_type": "engine type (`fusion`, `xl`, `light`, `compact`...; a vehicle's `ice` is its `engine`)",
    "walking_mp": "Walking MP (hexes per turn); running is 1.5 x, rounded up",
    "jump_mp": "Jumping MP",
    "heat_sinks": "number of heat sinks (those the engine holds free included)",
    "heat_sink_type": "heat sink type: `single` or `double` (a Clan 'Mech's double: `clan_double`)",
    "structure_type": "internal structure type (`standard`, `endo_steel`...)",
    "gyro_type": "gyro type (`standard`, `compact`, `xl`, `heavy_duty`)",
    "cockpit_type": "cockpit type (`standard`, `small`...)",
    "armor_type": "armor type (`standard`, `ferro_fibrous`, `stealth`...)",
    "armor_tons": "tons of armor bought (points = tons x points per ton of the armor type)",
    "armor": "armor points by location",
    "BattleArmor.armor": "armor points of each trooper's suit",
    "rear_armor": "rear armor points by torso location",
    "actuators": "lower arm and hand actuators present, by arm",
    "lam": "a Land-Air 'Mech",
    "weapon_pod_arms": "arms without actuators that carry weapons (older designs)",
    "equipment": "weapons and equipment, each in its location and critical slot; see *Mount*",
    "ammo": "ammunition bins or lots; see *AmmoBin* / *AmmoLot*",
    "omni": "an OmniMech / OmniVehicle (pod-mounted equipment)",
    "base_chassis_heat_sinks": "heat sinks fixed in an OmniMech's base chassis",
    "configurations": "an OmniMech's configurations by name (Prime, A, B...)",
    "pilot": "the MechWarrior, crew or pilot; see *Pilot*",
    "source": "where the design comes from (a Technical Readout, a file)",
    "config": "'Mech body: `biped` or `quad`",
    "motive": "motive type (vehicles: tracked, wheeled, hover...; infantry: foot, jump, motorized)",
    "cruise_mp": "Cruising MP; flank is 1.5 x, rounded up",
    "engine": "power plant (`fusion`, `ice`...)",
    "turret_tons": "turret weight in tons where the file fixes it (OmniVehicles)",
    "weapons": "weapons, each in its location or arc; see *WeaponMount* / *FighterMount*",
    "cargo_tons": "cargo space in tons",
    "cargo_doors": "doors of the cargo bays (each 1,000 C-Bills; none given: one door for any cargo space)",
    "troop_space_tons": "troop space in tons that carries no one 1987 platoon (not cargo; D-VEH-TROOPS)",
    "insulated_cargo_tons": "cargo tons its insulated cargo bays carry (a bay weighs them / 0.87; D-COST-3)",
    "infantry": "infantry platoons carried (`foot`, `jump`, `motorized`)",
    "battle_armor_handles": ("battle armor handles: a mechanized battle armor squad rides on the outside "
                             "(MegaMek's `BattleArmorHandles`)"),
    "type": "fighter type: `aerospace` or `conventional`",
    "thrust": "Safe Thrust (maximum thrust is 1.5 x, rounded up)",
    "fuel_tons": "fuel in tons",
    "emplacement": "a gun emplacement rather than a building",
    "cf": "Construction Factor",
    "levels": "levels above ground",
    "basement": "the building has a basement",
    "hexes": "hexes the building covers",
    "power_plant": "power plant of a gun emplacement",
    "turret_armor_tons": "tons of turret armor of a gun emplacement",
    "weapon": "the weapon the ammunition feeds, named as an item is (see *Item names* above)",
    "Infantry.weapon": "the platoon's weapon: `rifle`, `machine_gun`, `flamer`, `laser` or `srm`",
    "men": "troopers in the platoon (default: the platoon type's full strength)",
    "anti_mech": "trained for anti-'Mech attacks",
    "body": "battle armor body: `biped` or `quad`",
    "weight_class": "battle armor weight class (PA(L), light, medium, heavy, assault)",
    "troopers": "troopers in the squad or Point",
    "ground_mp": "ground MP",
    "motion": "battle armor movement beyond walking: `ground`, `jump`, `vtol`, `umu`",
    "exoskeleton": "an exoskeleton (PA(L)) suit",
    "clan_chassis": "a mixed-technology squad on a Clan chassis (its chassis and armor weigh as Clan)",
    "turret_slots": "slots in a battle armor turret",
    "modular_turret": "the turret is modular",
    "item": "the item's name as a player writes it (see *Item names* above; `designer items` lists them)",
    "location": "location the item is mounted in",
    "slot": "first critical slot (1-based)",
    "rear": "mounted facing the rear",
    "split": "a split weapon's continuation into the next location inward",
    "slots": "critical slots taken in that location",
    "pod": "pod-mounted (OmniMech configurations, OmniVehicles: MegaMek's `:OMNI`)",
    "tons": "tons of ammunition in the bin or lot",
    "half": "a half-ton bin (machine gun ammunition)",
    "upper_arm": "upper arm actuator present",
    "trooper": "battle armor: on that trooper only (1..N); absent = on every suit",
    "apm": "an anti-personnel weapon in an anti-personnel mount",
    "sswm": "a squad support weapon", "dwp": "a detachable weapon pack",
    "main_gun": "a ProtoMech's main gun mount", "walk_mp": "Walking MP",
    "support": "a support vehicle's own values; see *SupportChassis*",
    "SupportChassis.tons": "the support vehicle's exact weight in tons (`tonnage` is it rounded up)",
    "unit_type": "support vehicle type (MegaMek's SupportTank, SupportVTOL, LargeSupportTank...)",
    "bar": "Barrier Armor Rating of the armor (1-10)",
    "chassis_tech": "chassis technology rating (0 = A ... 5 = F)",
    "engine_tech": "engine technology rating (absent: the chassis's)",
    "armor_tech": "armor technology rating (absent: the chassis's)",
    "fuel_points": "a fixed-wing support vehicle's fuel points",
    "fire_control_tons": "an OmniVehicle's fixed fire control weight in tons",
    "bays": "seats, quarters and bays; see *SupportBay*",
    "size": "seats, or tons of a bay or quarters",
    "rest": "the rest of the file's line (doors, bay number), kept as written",
    "lower_arm": "lower arm actuator present",
    "hand": "hand actuator present",
    "name": "name",
    "gunnery": "Gunnery Skill (2D6 target number)",
    "piloting": "Piloting Skill (2D6 target number)",
    "overview": "prose", "capabilities": "prose", "deployment": "prose", "history": "prose",
    "manufacturer": "prose", "systems": "prose",
    "fixed_equipment": "equipment fixed in the base chassis for this configuration",
    "fixed_ammo": "ammunition fixed in the base chassis for this configuration",
    "fixed_slots": ("fixed components slot by slot where the file lays a location out otherwise than the "
                    "rules (an OmniMech configuration: the base chassis' fixed items)"),
    "fixed_ammo_slots": "fixed ammunition slots",
    "chassis_changes": "base chassis values this configuration changes", "arc": "firing arc",
    "turret": "mounted in the turret", "mount": "how the item is mounted",
    "shots": "shots carried", "trooper_armor": "armor points per trooper",
    # DropShips and small craft (designer/dropship)
    "mass": "mass in tons (a DropShip weighs up to 100,000)",
    "safe_thrust": "Safe Thrust; Maximum Thrust is 1.5 x, rounded down",
    "structural_integrity": "structural integrity (SI)",
    "shape": "`spheroid` or `aerodyne`",
    "design_type": "`military` or `civilian` (weight-free heat sinks and crew differ)",
    "fuel": "fuel in fuel points (as MegaMek's `<fuel>`)",
    "complement": "who is aboard (crew, officers, gunners, passengers, marines...) and the escape craft",
    "crew": "crew aboard, officers, gunners and the bays' crew included",
    "officers": "officers among the crew",
    "gunners": "gunners among the crew",
    "passengers": "passengers",
    "marines": "marines",
    "battle_armor": "battle armor troopers (marines in suits)",
    "other_passengers": "other passengers",
    "life_boats": "life boats (7 t each with their launcher)",
    "escape_pods": "escape pods (7 t each with their launcher)",
    "doors": "bay doors",
    "number": "the bay's number, as MegaMek's file gives it",
    "platoon": "an infantry bay's platoon type (`Foot`, `Jump`, `Motorized`, `Mechanized`)",
    "CraftBay.type": "MegaMek's bay type: `mechbay`, `asfbay`, `cargobay`, `infantrybay`, `crewquarters`...",
    "CraftBay.size": "units carried (cubicles, platoons, squads) or tons (cargo, quarters)",
    "CraftMount.rear": "fires into its side's aft arc (MegaMek's `(R)`)",
    "CraftMount.shots": "an ammunition line's shots",
    "CraftMount.size": "a variable-size item's size (a MASH's theaters, `name:SIZE:n`)",
    "CraftBay.tail": "fields later MegaMek files write after the platoon (facing, flags), as written",
    "LargeCraft.clan_chassis": "a mixed craft on a Clan chassis (engine, bays and platoons the Clan's)",
    # The TechManual platoon (decisions D-INF2-1 to D-INF2-8)
    "later": ("a platoon built the TechManual way (squads, personal weapons, armor kit, field guns); "
                       "absent: a 1987 platoon of the table"),
    "squad_size": "troopers a squad",
    "squads": "squads in the platoon",
    "primary": "the troopers' personal weapon, as MegaMek names it (e.g. `InfantryAssaultRifle`)",
    "secondary": "the support weapon some troopers of each squad carry instead; empty: none",
    "secondary_per_squad": "troopers a squad carrying the secondary weapon",
    "armor_kit": "the armor kit, as MegaMek names it (its damage divisor follows); empty: none",
    "field_guns": "field guns the platoon crews, as MegaMek's equipment lines name them",
    "anti_mech_skill": "anti-'Mech skill of a trained platoon; empty: not trained",
    "specialisations": "specialisations (e.g. mountain, marine, paratrooper), as MegaMek names them",
    "LaterPlatoon.mount": "the creature of a beast-mounted platoon, as MegaMek names it; empty: none",
    "LaterPlatoon.trooper_equipment": "MegaMek's `Troopers Equipment` lines (armor kit, `AntiMekGear`)",
    "bay": "the line opens a new weapon bay (MegaMek's `(B)`)",
    "AmmoBin.kind": "ammunition type: `standard`, `cluster` (LB-X), `artemis`, `narc`, `inferno`...",
    "AmmoLot.kind": "ammunition type: `standard`, `cluster` (LB-X), `artemis`, `narc`, `inferno`...",
    "FighterAmmo.kind": "ammunition type: `standard`, `cluster` (LB-X), `artemis`, `narc`, `inferno`...",
    "ProtoAmmo.ammo": "the ammunition's name, e.g. `SRM 4 Ammo` (the design's tech base's, as items)",
    "SupportBay.kind": "the bay, seat or quarters type as MegaMek's BLK file names it",
}


ITEM_NAMES = [
    "## Item names", "",
    "Write an item as its record sheet names it (`ER Large Laser`, `Gauss Rifle`, `CASE`, `Artemis IV`,",
    "`SRM-4`): a name without a tech base is the item of the design's `tech_base`, and one only the",
    "other tech base has is that item (a finding then says the design mixes technology). Put `IS ` or",
    "`Clan ` before a name to choose (`Clan ER Large Laser`): a `mixed` design must. MegaMek's names",
    "(`ISERLargeLaser`, `CLSRM4`) are read too; case, hyphens and spaces do not matter. An unknown",
    "name is a finding that offers the closest names. `designer items er large` lists the items with",
    "their numbers (`--kind battlearmor`, `--kind protomech`, `--tech-base`, `--year`).", "",
    "- Endo steel and ferro-fibrous armor take one `equipment` entry per critical slot they fill",
    "  (`{item: Endo Steel, location: LT, slot: 10}`, fourteen of them on an Inner Sphere 'Mech).",
    "- A ProtoMech's jump jets are items, one per Jump MP (`{item: Jump Jet, location: torso}`).",
    "- A battle armor suit's manipulators are items on its arms (`{item: Battle Claw, location: left_arm}`),",
    "  as is an anti-personnel mount and the infantry weapon in it (`apm: true`).", "",
]


def _type_text(annotation: Any) -> str:
    """A key's type in plain words: enums and literals list their values."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _type_text(args[0])
    if origin in (typing.Union, types.UnionType):
        kept = [arg for arg in args if arg is not type(None)]
        return " or ".join(_type_text(arg) for arg in kept) + (", optional" if len(kept) < len(args) else "")
    if origin is typing.Literal:
        return "one of " + ", ".join(f"`{value}`" for value in args)
    if origin is dict:
        return f"mapping of {_type_text(args[0])} to {_type_text(args[1])}"
    if origin in (tuple, list):
        return f"list of {_type_text(args[0])}"
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return "one of " + ", ".join(f"`{member.value}`" for member in annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return f"*{annotation.__name__}*"
    names = {int: "integer", float: "number", str: "text", bool: "`true` or `false`"}
    return names.get(annotation, "any value") if isinstance(annotation, type) else str(annotation)


def _limit_text(name: str, annotation: Any) -> str:
    if name in LIMITS:
        return f"{LIMITS[name].low:g} to {LIMITS[name].high:g}"
    if "str" in str(annotation) and "dict" not in str(annotation):
        return f"{MAX_PROSE_CHARS if name in PROSE_FIELDS else MAX_NAME_CHARS:,} characters"
    return ""


def _default_text(field: Any) -> str:
    if field.is_required():
        return "**required**"
    value = field.default_factory() if field.default is PydanticUndefined else field.default
    if isinstance(value, enum.Enum):
        value = value.value
    if value in (None, "", (), {}, []):
        return ""
    return f"`{str(value).lower() if isinstance(value, bool) else value}`"


def _nested_models(annotation: Any) -> list[type[BaseModel]]:
    found = [annotation] if isinstance(annotation, type) and issubclass(annotation, BaseModel) else []
    for arg in typing.get_args(annotation):
        found += _nested_models(arg)
    return found


# 'Mech keys whose allowed values are the rows of a construction table (catalog/data/construction.yaml)
CONSTRUCTION_KEYS = {"engine_type": "engines", "structure_type": "structures", "armor_type": "armors",
                     "heat_sink_type": "heat_sinks", "gyro_type": "gyros", "cockpit_type": "cockpits"}


def _allowed(model: type[BaseModel], key: str, annotation: Any) -> str:
    from designer.mech.model import Mech

    if model is Mech and key in CONSTRUCTION_KEYS:
        from designer.catalog import catalog

        rows = catalog().construction.table(CONSTRUCTION_KEYS[key])
        return "one of " + ", ".join(f"`{row.id}`" for row in rows)
    return _type_text(annotation)


def _table(model: type[BaseModel]) -> list[str]:
    rows = ["| key | type and allowed values | default | sane limit | meaning |",
            "| --- | --- | --- | --- | --- |"]
    for name, field in model.model_fields.items():
        key = field.alias or name
        rows.append(f"| `{key}` | {_allowed(model, key, field.annotation)} | {_default_text(field)} | "
                    f"{_limit_text(name, field.annotation)} | {_meaning(model, key)} |")
    return rows


def _meaning(model: type[BaseModel], key: str) -> str:
    """What ``key`` means in ``model``: its own entry ("SupportChassis.tons") before the shared one."""
    return MEANINGS.get(f"{model.__name__}.{key}", MEANINGS.get(key, ""))


def undescribed_keys() -> set[str]:
    """Keys of any unit model (nested ones included) that MEANINGS does not describe."""
    return {f"{model.__name__}.{field.alias or name}" for model in _all_models()
            for name, field in model.model_fields.items()
            if not {field.alias or name, f"{model.__name__}.{field.alias or name}"} & MEANINGS.keys()}


def _all_models() -> list[type[BaseModel]]:
    from designer.kinds import unit_kinds

    models: list[type[BaseModel]] = []
    pending: list[type[BaseModel]] = [kind.model for kind in unit_kinds()]
    while pending:
        model = pending.pop(0)
        if model in models:
            continue
        models.append(model)
        for field in model.model_fields.values():
            pending += _nested_models(field.annotation)
    return models


def render() -> str:
    """The guide's text."""
    from designer.kinds import unit_kinds

    lines = ["# Unit files", "",
             "Generated by `python -m tools.unit_files_doc` from the models; do not edit by hand.", "",
             "A unit is a YAML file: `kind:` and `schema: 2` first, then the keys of its kind below.",
             "Unknown keys are refused (a typo is reported with its line), numbers beyond their sane",
             "limit are refused (`docs/limits.md`), and what the rules forbid is a finding of",
             "`designer validate` (`docs/findings.md`). The library in `units/` has an example of every",
             "kind; `designer convert` turns MegaMek's `.mtf`/`.blk` files into this form.", "",
             *ITEM_NAMES]
    kinds: dict[type[BaseModel], Any] = {kind.model: kind for kind in unit_kinds()}
    for model in _all_models():
        kind = kinds.get(model)
        title = f"`kind: {kind.kind}` ({kind.label})" if kind else f"*{model.__name__}*"
        lines += [f"## {title}", "", *_table(model), ""]
    return "\n".join(lines)


def main() -> int:
    from designer.safe_io import atomic_write

    atomic_write(OUTPUT, render().encode("utf-8"), backup=False)
    print(f"wrote {OUTPUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
