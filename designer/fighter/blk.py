"""BLK fighters (``BLKAeroSpaceFighterFile``, ``BLKConvFighterFile``) -> our Fighter model
(research/megameklab.md section 4.2).

Format rules followed here:
- ``<UnitType>`` Aero / AeroSpaceFighter = AeroSpace fighter, ConvFighter = conventional fighter;
- ``<SafeThrust>`` is the thrust; ``<heatsinks>`` the heat sinks; ``<fuel>`` is in fuel points,
  80 a ton for AeroSpace and 160 a ton for conventional fighters (MegaMek ``getFuelPointsPerTon``);
- ``<engine_type>`` 0 fusion, 1 ICE (a conventional fighter's turbine), 2 XL, 3 XXL, 4 light,
  5 compact; ``<armor_type>`` 19 ferro-aluminum (Clan by ``<armor_tech>``), 20 heavy, 21 light
  ferro-aluminum; ``<sink_type>`` 1 double heat sinks; ``<cockpit_type>`` 1 small cockpit (the
  codes are the ``blk_code`` of ``data/fighter/level2_fighter.yaml``; decisions D-FTR2-1..3);
- ``Cargo (1 ton)`` equipment lines are cargo space (D-FTR2-5); catalog equipment (CASE,
  Artemis IV, targeting computers...) is kept by its catalog id;
- ``<armor>`` has exactly four values: Nose, Right Wing, Left Wing, Aft. The 1987 fighter has
  five armor locations (nose, wings, fuselage, engine): the aft armor goes to the engine, except
  the part this program's ``<fuselage_armor>`` tag gives the fuselage (decision D-BLK-3);
- equipment sits in ``<Nose|Left Wing|Right Wing|Aft Equipment>``; MegaMek also has
  ``<Wings Equipment>`` and ``<Fuselage Equipment>`` (where it keeps ammunition). The 1987 fighter
  stores ammunition in one of its four weapon locations, six weapons and bins each (seed 000 line
  4561): a bin goes to its weapon's location if that has room, else to the first location with
  room (nose, left wing, right wing, aft), else to its weapon's location; other items join the nose
  (decision D-BLK-4).
"""

from __future__ import annotations

from designer.catalog import Equipment, catalog
from designer.fighter.catalog import fighter_level2_tables, fighter_tables
from designer.rules.common.rounding import ceil_half
from designer.formats.ammo_spelling import own_tech_ammo
from designer.formats.blk_blocks import (
    ENGINE_CODES,
    FUSION_LIKE,
    MEGAMEK_CLAN_TECH_LEVELS,
    MEGAMEK_IS_TECH_LEVELS,
    BlkFile,
    Item,
    armor_tons,
    armor_values,
    check_tech,
    technology,
    classify,
    parse_number,
    unit_name,
    unit_tonnage,
)
from designer.fighter.model import (
    Fighter,
    FighterAmmo,
    FighterArmorLocation as A,
    FighterArmorType as T,
    FighterCockpit as C,
    FighterEngine,
    FighterHeatSinkType as H,
    FighterLocation as F,
    FighterMount,
    FighterType,
)

FUEL_POINTS_PER_TON = {FighterType.AEROSPACE: 80, FighterType.CONVENTIONAL: 160}
# The BLK <UnitType> of each fighter type (casefolded): the unit types the fighter kind reads
FIGHTER_TYPES = {"aero": FighterType.AEROSPACE, "aerospacefighter": FighterType.AEROSPACE,
                 "convfighter": FighterType.CONVENTIONAL}
FUSELAGE_TAG = "fuselage_armor"  # this program's tag: the fuselage's share of the aft armor
EQUIPMENT_BLOCKS = {F.NOSE: "nose equipment", F.LEFT_WING: "left wing equipment",
                    F.RIGHT_WING: "right wing equipment", F.AFT: "aft equipment"}
SHARED_BLOCKS = ("wings equipment", "fuselage equipment")
LOCATION_ORDER = list(F)
# Tags the fighter reader reads itself (check_tech leaves them alone): armor and heat-sink types.
FIGHTER_TYPE_TAGS = ("armor_type", "sink_type", "cockpit_type")


def read_fighter(blk: BlkFile, unit_type: str) -> Fighter:
    """A fighter of one of the FIGHTER_TYPES (``unit_type``, casefolded)."""
    fighter_type = FIGHTER_TYPES[unit_type]
    chassis, model = unit_name(blk)
    tonnage = unit_tonnage(blk)
    check_tech(blk, skip=FIGHTER_TYPE_TAGS)
    motion = blk.text("motion_type", "Aerodyne")
    if motion.casefold() != "aerodyne":
        blk.note(blk.line_of("motion_type"), "BLK-UNSUPPORTED-TECH", f"{motion[:20]!r} fighter read as aerodyne")
    thrust = blk.whole("safethrust", "a fighter needs <SafeThrust>")
    engine = _engine(blk)
    fuel = blk.optional_int("fuel", 0) / FUEL_POINTS_PER_TON[fighter_type]
    armor = _armor(blk)
    weapons, ammo, cargo = _equipment(blk)
    tech = technology(blk, [m.item for m in weapons], later=_level2_types(engine, blk))
    armor_type = _armor_type(blk, tech.get("tech_base"))
    sinks = _heat_sink_type(blk)
    cockpit = _cockpit(blk)
    if blk.has("transporters"):
        for line, text in blk.lines("transporters"):
            blk.note(line, "BLK-UNKNOWN-TRANSPORTER", f"fighter transporter {text[:40]!r} ignored")
    return Fighter(chassis=chassis, model=model, type=fighter_type, tonnage=tonnage, thrust=thrust,
                   engine=engine, fuel_tons=round(fuel, 6), heat_sinks=blk.optional_int("heatsinks", 10),
                   heat_sink_type=sinks, armor_type=armor_type, cockpit_type=cockpit, cargo_tons=cargo,
                   armor_tons=_armor_tons(sum(armor.values()), armor_type),
                   armor=armor, weapons=weapons, ammo=ammo, source=blk.text("source"), **tech)


def _engine(blk: BlkFile) -> FighterEngine:
    """``<engine_type>``: MegaMek's BLK code of each engine the catalog has (D-FTR2-1); another
    code is read as the nearer fusion engine or turbine, noted."""
    code = blk.optional_int("engine_type", 0)
    row = next((r for r in fighter_level2_tables().engines if r.blk_code == code), None)
    if row is not None:
        return FighterEngine(row.id)
    kind = "fusion" if code in FUSION_LIKE else "turbine"
    name = ENGINE_CODES.get(code, f"code {code}")
    blk.note(blk.line_of("engine_type"), "BLK-UNSUPPORTED-TECH", f"{name} engine read as {kind}")
    return FighterEngine.FUSION if code in FUSION_LIKE else FighterEngine.TURBINE


def _armor_type(blk: BlkFile, tech_base: object) -> T:
    """``<armor_type>`` (D-FTR2-2): 19 ferro-aluminum, Clan when ``<armor_tech>`` is a Clan tech
    level (``MEGAMEK_CLAN_TECH_LEVELS``) or, absent or unknown (-1), the file is Clan; 20 heavy,
    21 light."""
    code = blk.optional_int("armor_type", 0)
    rows = [r for r in fighter_level2_tables().armors if r.blk_code == code]
    if not rows:
        blk.note(blk.line_of("armor_type"), "BLK-UNSUPPORTED-TECH", f"armor type {code} read as standard armor")
        return T.STANDARD
    level = _armor_tech(blk)
    clan = level in MEGAMEK_CLAN_TECH_LEVELS or (level not in MEGAMEK_IS_TECH_LEVELS and tech_base == "clan")
    wanted = "Clan" if clan else "IS"
    return T(next((r.id for r in rows if r.tech_base in (wanted, "both")), rows[0].id))


def _armor_tech(blk: BlkFile) -> int:
    """``<armor_tech>``: a MegaMek tech level, -1 when unknown (MegaMek's own "unknown")."""
    values = blk.lines("armor_tech")
    number = parse_number(values[0][1]) if values else -1
    if number is None or number != int(number):
        blk.note(values[0][0], "BLK-BAD-NUMBER", f"<armor_tech> {values[0][1][:20]!r} is not a tech level")
        return -1
    return int(number)


def _heat_sink_type(blk: BlkFile) -> H:
    """``<sink_type>``: 0 single, 1 double (MegaMek Aero HEAT_DOUBLE; D-FTR2-3)."""
    code = blk.optional_int("sink_type", 0)
    row = next((r for r in fighter_level2_tables().heat_sinks if r.blk_code == code), None)
    if row is None:
        blk.note(blk.line_of("sink_type"), "BLK-UNSUPPORTED-TECH", f"heat sink type {code} read as single")
        return H.SINGLE
    return H(row.id)


def _cockpit(blk: BlkFile) -> C:
    """``<cockpit_type>``: 0 standard, 1 small (MegaMek Aero COCKPIT_SMALL; D-FTR2-1)."""
    code = blk.optional_int("cockpit_type", 0)
    row = next((r for r in fighter_level2_tables().cockpits if r.blk_code == code), None)
    if row is None:
        blk.note(blk.line_of("cockpit_type"), "BLK-UNSUPPORTED-TECH", f"cockpit type {code} read as standard")
        return C.STANDARD
    return C(row.id)


def _level2_types(engine: FighterEngine, blk: BlkFile) -> bool:
    """The file's construction uses a Level 2 type (an engine, armor or heat sinks the 1987 rules
    do not have): it is a Level 2 design whatever its weapons."""
    level2_engine = fighter_level2_tables().engine(engine.value).rules_level > 1
    codes = ("armor_type", "sink_type", "cockpit_type")
    return level2_engine or any(blk.optional_int(key, 0) != 0 for key in codes)


def _armor_tons(points: int, armor_type: T) -> float:
    """Armor tons for the points: points / points a ton, up to the half ton (MegaMek; D-FTR2-2)."""
    row = fighter_level2_tables().armor(armor_type.value)
    per_ton = fighter_tables().armor_points_per_ton * row.points_multiplier
    return armor_tons(points) if row.points_multiplier == 1 else ceil_half(points / per_ton)


def _armor(blk: BlkFile) -> dict[A, int]:
    nose, right, left, aft = armor_values(blk, 4, 4)
    armor = {A.NOSE: nose, A.LEFT_WING: left, A.RIGHT_WING: right}
    if blk.has(FUSELAGE_TAG):
        line, value = blk.require(FUSELAGE_TAG, "")
        share = parse_number(value)
        if share is None or share != int(share) or not 0 <= share <= aft:
            blk.note(line, "BLK-BAD-NUMBER", f"<{FUSELAGE_TAG}> {value[:20]!r} is not 0 to {aft}; ignored")
        else:
            armor[A.FUSELAGE] = int(share)
            aft -= int(share)
    armor[A.ENGINE] = aft
    return armor


def _equipment(blk: BlkFile) -> tuple[tuple[FighterMount, ...], tuple[FighterAmmo, ...], float]:
    weapons: list[FighterMount] = []
    ammo: list[FighterAmmo] = []
    cargo = 0.0
    for location, key in EQUIPMENT_BLOCKS.items():
        for line, text in blk.lines(key):
            item = _classify(blk, line, text)
            if item.kind == "cargo":
                cargo += item.tons
            elif item.kind == "ammo":
                ammo.append(FighterAmmo(weapon=item.name, location=location, tons=item.tons, kind=item.ammo_kind))
            else:
                weapons.append(FighterMount(item=_item_id(item.name), location=location))
    shared = [_classify(blk, line, text) for key in SHARED_BLOCKS for line, text in blk.lines(key)]
    cargo += sum(item.tons for item in shared if item.kind == "cargo")
    for item in shared:
        if item.kind not in ("ammo", "cargo"):
            blk.note(item.line, "BLK-BODY-ITEM", f"fuselage item {item.name[:40]!r} kept in the nose")
            weapons.append(FighterMount(item=_item_id(item.name), location=F.NOSE))
    for item in shared:
        if item.kind == "ammo":
            home = _bin_location(item.name, weapons, ammo)
            ammo.append(FighterAmmo(weapon=item.name, location=home, tons=item.tons, kind=item.ammo_kind))
    ammo = _own_tech_ammo(blk, ammo, [m.item for m in weapons])
    by_location = lambda entry: LOCATION_ORDER.index(entry.location)  # noqa: E731 - stable sort key
    return tuple(sorted(weapons, key=by_location)), tuple(sorted(ammo, key=by_location)), cargo


def _own_tech_ammo(blk: BlkFile, ammo: list[FighterAmmo], mounted: list[str]) -> list[FighterAmmo]:
    """Lots written with the other tech base's spelling of the mounted weapon's ammunition, equal in
    every fact, read as that weapon's (``ammo_spelling``, decision D-UNSEEN-7), noted."""
    out = []
    for lot in ammo:
        twin = own_tech_ammo(lot.weapon, mounted)
        if twin is not None:
            blk.note(None, "BLK-TECH-SPELLING", f"{lot.weapon} ammunition read as {twin}'s (the same ammunition)")
            lot = lot.model_copy(update={"weapon": twin})
        out.append(lot)
    return out


def _classify(blk: BlkFile, line: int, text: str) -> Item:
    """One equipment line (``classify``); equipment the catalog holds (CASE, Artemis IV...) is a
    fighter's equipment, not an unknown item to note (D-FTR2-5)."""
    before = len(blk.issues)
    item = classify(blk, line, text)
    if item.kind == "unknown" and isinstance(catalog().find(item.name), Equipment):
        blk.issues[before:] = [issue for issue in blk.issues[before:] if issue.code != "BLK-UNKNOWN-ITEM"]
    return item


def _item_id(name: str) -> str:
    """Equipment a fighter carries (CASE, Artemis IV...) by its catalog id; other names as read."""
    found = catalog().find(name)
    return found.id if isinstance(found, Equipment) else name


def _bin_location(weapon: str, weapons: list[FighterMount], ammo: list[FighterAmmo]) -> F:
    """Where a fuselage ammunition bin goes: its weapon's location, else the first with room."""
    capacity = fighter_tables().location_capacity
    used = {loc: sum(m.location is loc for m in weapons) + sum(b.location is loc for b in ammo) for loc in F}
    home = next((m.location for m in weapons if m.item == weapon), F.NOSE)
    if used[home] < capacity:
        return home
    return next((loc for loc in LOCATION_ORDER if used[loc] < capacity), home)
