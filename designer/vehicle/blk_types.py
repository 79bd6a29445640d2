"""A BLK vehicle's Level 2 construction types and equipment (decisions D-VEH2-1..4).

Format rules followed here (MegaMek ``BLKFile`` / ``EquipmentType`` codes):
- ``<engine_type>``: 0 fusion, 1 ICE, 2 XL (Clan XL on a Clan design or with ``<clan_engine>``
  true), 3 XXL, 4 light, 5 compact, 6 fuel cell, 7 fission, 8 none, 9 maglev, 10 steam, 11 battery,
  12 solar, 13 external; the types the vehicle engine table lacks are kept by name for the validator;
- ``<armor_type>``: 0 standard, 1 ferro-fibrous (Clan with a Clan ``<armor_tech>`` 2, 4, 6, 8, 10 or 12, or
  on a Clan design without one), 5 light and 6 heavy ferro-fibrous, 8 stealth; others kept as
  ``megamek armor <code>``; ``<internal_type>`` -1 (unknown) or 0 standard, 1 endo steel;
- ``<omni>`` 1: an OmniVehicle; ``<baseChassisTurretWeight>``: its fixed turret weight;
- an equipment line naming a catalog equipment row (Artemis IV, CASE, C3, ECM, TAG...) is that item
  (``:OMNI``, the pod mounting, is the mount's ``pod`` flag: ``blk_vehicle.pod_mounted``); a sized
  one, ``Communications Equipment:SIZE:7.0``, is the row of that size (decision D-VEH3-1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.vehicle_tables import vehicle_tables
from designer.formats.blk_blocks import MEGAMEK_CLAN_TECH_LEVELS, BlkFile, Item, parse_number
from designer.formats.spellings import collapse
from designer.vehicle.model import PowerPlant

ENGINE_CODES = {0: "fusion", 1: "ice", 2: "xl", 3: "xxl", 4: "light", 5: "compact", 6: "fuel_cell",
                7: "fission", 8: "none", 9: "maglev", 10: "steam", 11: "battery", 12: "solar", 13: "external"}
ENGINE_IDS = {name: code for code, name in ENGINE_CODES.items()} | {"clan_xl": 2}
ARMOR_CODES = {0: "standard", 1: "ferro_fibrous", 5: "light_ferro_fibrous", 6: "heavy_ferro_fibrous",
               8: "stealth"}
ARMOR_IDS = {name: code for code, name in ARMOR_CODES.items()} | {"clan_ferro_fibrous": 1}
STRUCTURE_CODES = {-1: "standard", 0: "standard", 1: "endo_steel"}
STRUCTURE_IDS = {"standard": 0, "endo_steel": 1, "clan_endo_steel": 1}
UNKNOWN_ARMOR = re.compile(r"megamek armor (-?\d{1,3})")
_TYPE = re.compile(r"\s*(clan|is|mixed)\b", re.IGNORECASE)
EQUIPMENT_KEYS = ("body equipment", "front equipment", "left equipment", "right equipment", "rear equipment",
                  "turret equipment", "rotor equipment", "front turret equipment", "rear turret equipment")


@dataclass(frozen=True, slots=True)
class VehicleTypes:
    """What the file says of the engine, armor, structure and OmniVehicle chassis."""

    engine: PowerPlant
    engine_type: str | None
    armor_type: str
    structure_type: str
    omni: bool
    turret_tons: float | None

    @property
    def level2(self) -> bool:
        return (self.engine_type is not None or self.armor_type != "standard"
                or self.structure_type != "standard")

    def fields(self) -> dict[str, object]:
        return {"engine": self.engine, "engine_type": self.engine_type, "armor_type": self.armor_type,
                "structure_type": self.structure_type, "omni": self.omni, "turret_tons": self.turret_tons}

    def armor_tons(self, points: int) -> float:
        """The half-ton lots the allocated points need with this armor (16 x multiplier a ton)."""
        from designer.vehicle.level2 import armor_tons_for

        return armor_tons_for(points, self.armor_type)


def construction_types(blk: BlkFile) -> VehicleTypes:
    """The design's construction types; the ``<type>`` note as the other readers make it."""
    clan = _is_clan(blk)
    _check_type(blk)
    code = blk.optional_int("engine_type", 0)
    name = ENGINE_CODES.get(code, f"megamek engine {code}")
    if name == "xl" and (clan or blk.text("clan_engine").casefold() == "true"):
        name = "clan_xl"
    engine = PowerPlant.ICE if name in ("ice", "fuel_cell") else PowerPlant.FUSION
    armor = ARMOR_CODES.get(blk.optional_int("armor_type", 0), "")
    armor = armor or f"megamek armor {blk.optional_int('armor_type', 0)}"
    if armor == "ferro_fibrous" and _clan_armor(blk, clan):
        armor = "clan_ferro_fibrous"
    structure = STRUCTURE_CODES.get(blk.optional_int("internal_type", 0), "")
    structure = structure or f"megamek structure {blk.optional_int('internal_type', 0)}"
    if structure == "endo_steel" and clan:
        structure = "clan_endo_steel"
    omni = blk.has("omni") and blk.text("omni") == "1"
    if blk.has("omni"):
        blk.block("omni")
    turret = parse_number(blk.text("basechassisturretweight")) if blk.has("basechassisturretweight") else None
    if blk.has("basechassisturretweight"):
        blk.block("basechassisturretweight")
    return VehicleTypes(engine, None if name in ("fusion", "ice") else name, armor, structure, omni,
                        turret if turret is not None and turret >= 0 else None)


def _is_clan(blk: BlkFile) -> bool:
    found = _TYPE.match(blk.text("type"))
    return found is not None and found.group(1).casefold() == "clan"


def _clan_armor(blk: BlkFile, clan: bool) -> bool:
    if not blk.has("armor_tech"):
        return clan
    # MegaMek writes -1 for "no armor tech level given"
    level = -1 if blk.text("armor_tech").strip() == "-1" else blk.optional_int("armor_tech", -1)
    return level in MEGAMEK_CLAN_TECH_LEVELS or (level == -1 and clan)


def _check_type(blk: BlkFile) -> None:
    """A ``<type>`` that is not a MegaMek technology is read as Inner Sphere, noted; heat sink and
    cockpit types (fighters' tags) read as standard, noted."""
    from designer.formats.blk_blocks import note_type

    note_type(blk)
    for key, what in (("sink_type", "heat sinks"), ("cockpit_type", "cockpit")):
        if blk.optional_int(key, 0) != 0:
            blk.note(blk.line_of(key), "BLK-UNSUPPORTED-TECH", f"{what} type read as standard {what}")


def _quiet_find(text: str) -> Weapon | Equipment | None:
    name = collapse(text)
    for marker in (":OMNI", ":omni"):
        name = name.replace(marker, "")
    name = name.strip()
    return catalog().find(sized_name(name) or name)


def sized_name(name: str) -> str | None:
    """MegaMek's variable-size notation, ``Communications Equipment:SIZE:7.0`` (its newer files), as
    the catalog row of that size, ``Communications Equipment (7 ton)``; None for any other name or
    a size the catalog has no row for."""
    base, marker, size = name.partition(":SIZE:")
    number = parse_number(size) if marker else None
    if number is None:
        return None
    candidate = f"{base.strip()} ({number:g} ton)"
    return candidate if catalog().find(candidate) is not None else None


MASH = "MASH Equipment"   # MegaMek's variable-size MASH (its newer files: ``MASH Equipment:SIZE:5``)
MASH_PARTS = ("MASH Core Component", "MASH Operation Theater")   # the older files' two items


def sized_lines(text: str) -> list[str]:
    """An equipment line as the items it names: MegaMek's variable-size MASH,
    ``MASH Equipment:SIZE:n`` (n operation theaters), is the core component (its first theater
    included) and an operation theater for each further one, as MegaMek reads its older files
    (``BLKFile.checkLegacyExtraEquipment``: each "MASH Operation Theater" adds one theater;
    ``MiscType.getTonnage``, F_MASH: 2.5 + n tons = 3.5 for the core and 1 a further theater).
    Any other line is itself."""
    base, marker, size = text.partition(":SIZE:")
    theaters = parse_number(size) if marker and base.strip().casefold() == MASH.casefold() else None
    if theaters is None or theaters < 1 or theaters != int(theaters):
        return [text]
    core, theater = MASH_PARTS
    return [core] + [theater] * (int(theaters) - 1)


def declared_level(blk: BlkFile) -> int:
    """The rules level ``<type>`` names (``IS Level 2`` -> 2); 1 when it names none."""
    from designer.formats.blk_blocks import _TYPE as TECH_TYPE

    found = TECH_TYPE.fullmatch(" ".join(blk.text("type").split()))
    return int(found.group(2)) if found and found.group(2) else 1


def level2_evidence(blk: BlkFile, types: VehicleTypes, motive: str) -> bool:
    """A Level 2 design: a file that declares rules level 2 or more (decision D-VEH3-2), a Level 2
    construction type or motive, or an equipment line naming a Level 2 item, the support equipment
    (communications, MASH) included (decision D-VEH3-1)."""
    if declared_level(blk) >= 2 or types.level2 or vehicle_tables().motives[motive].later:
        return True
    for key in EQUIPMENT_KEYS:
        for _, text in (value for block in blk.blocks.get(key, []) for value in block.values):
            found = _quiet_find(text)
            if found is not None and found.rules_level > 1:
                return True
    return False


def vehicle_item(blk: BlkFile, line: int, text: str) -> Item | None:
    """An equipment line naming a catalog equipment row (not a weapon, not ammunition): that
    item's id; None for anything else (``classify`` reads it)."""
    found = _quiet_find(text)
    if isinstance(found, Equipment):
        return Item(line, "equipment", found.id)
    return None


def engine_code(engine: PowerPlant, engine_type: str | None) -> int | str:
    """The ``<engine_type>`` a design writes (an unknown kept type: its code, else the name)."""
    if engine_type is None:
        return 0 if engine is PowerPlant.FUSION else 1
    if engine_type in ENGINE_IDS:
        return ENGINE_IDS[engine_type]
    found = re.fullmatch(r"megamek engine (-?\d{1,3})", engine_type)
    return int(found.group(1)) if found else engine_type


def armor_code(armor: str) -> int | str:
    if armor in ARMOR_IDS:
        return ARMOR_IDS[armor]
    found = UNKNOWN_ARMOR.fullmatch(armor)
    return int(found.group(1)) if found else armor


def structure_code(structure: str) -> int | str:
    if structure in STRUCTURE_IDS:
        return STRUCTURE_IDS[structure]
    found = re.fullmatch(r"megamek structure (-?\d{1,3})", structure)
    return int(found.group(1)) if found else structure
