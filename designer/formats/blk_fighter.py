"""BLK fighters (``BLKAeroSpaceFighterFile``, ``BLKConvFighterFile``) -> our Fighter model
(research/megameklab.md section 4.2).

Format rules followed here:
- ``<UnitType>`` Aero / AeroSpaceFighter = AeroSpace fighter, ConvFighter = conventional fighter;
- ``<SafeThrust>`` is the thrust; ``<heatsinks>`` the heat sinks; ``<fuel>`` is in fuel points,
  80 a ton for AeroSpace and 160 a ton for conventional fighters (MegaMek ``getFuelPointsPerTon``);
- ``<engine_type>`` 0 fusion, 1 ICE (a conventional fighter's turbine);
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

from designer.catalog.fighter_tables import fighter_tables
from designer.formats.blk_blocks import (
    BlkFile,
    armor_tons,
    armor_values,
    check_tech,
    technology,
    classify,
    engine_is_fusion,
    parse_number,
    unit_name,
    unit_tonnage,
)
from designer.model.fighter import (
    Fighter,
    FighterAmmo,
    FighterArmorLocation as A,
    FighterEngine,
    FighterLocation as F,
    FighterMount,
    FighterType,
)

FUEL_POINTS_PER_TON = {FighterType.AEROSPACE: 80, FighterType.CONVENTIONAL: 160}
FUSELAGE_TAG = "fuselage_armor"  # this program's tag: the fuselage's share of the aft armor
EQUIPMENT_BLOCKS = {F.NOSE: "nose equipment", F.LEFT_WING: "left wing equipment",
                    F.RIGHT_WING: "right wing equipment", F.AFT: "aft equipment"}
SHARED_BLOCKS = ("wings equipment", "fuselage equipment")
LOCATION_ORDER = list(F)


def read_fighter(blk: BlkFile, fighter_type: FighterType) -> Fighter:
    chassis, model = unit_name(blk)
    tonnage = unit_tonnage(blk)
    check_tech(blk)
    motion = blk.text("motion_type", "Aerodyne")
    if motion.casefold() != "aerodyne":
        blk.note(blk.line_of("motion_type"), "BLK-UNSUPPORTED-TECH", f"{motion[:20]!r} fighter read as aerodyne")
    thrust = blk.whole("safethrust", "a fighter needs <SafeThrust>")
    fusion = engine_is_fusion(blk)
    fuel = blk.optional_int("fuel", 0) / FUEL_POINTS_PER_TON[fighter_type]
    armor = _armor(blk)
    weapons, ammo = _equipment(blk)
    if blk.has("transporters"):
        for line, text in blk.all_lines("transporters"):
            blk.note(line, "BLK-UNKNOWN-TRANSPORTER", f"fighter transporter {text[:40]!r} ignored")
    return Fighter(chassis=chassis, model=model, type=fighter_type, tonnage=tonnage, thrust=thrust,
                   engine=FighterEngine.FUSION if fusion else FighterEngine.TURBINE, fuel_tons=round(fuel, 6),
                   heat_sinks=blk.optional_int("heatsinks", 10), armor_tons=armor_tons(sum(armor.values())),
                   armor=armor, weapons=weapons, ammo=ammo, source=blk.text("source"),
                   **technology(blk, [m.item for m in weapons]))


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


def _equipment(blk: BlkFile) -> tuple[tuple[FighterMount, ...], tuple[FighterAmmo, ...]]:
    weapons: list[FighterMount] = []
    ammo: list[FighterAmmo] = []
    for location, key in EQUIPMENT_BLOCKS.items():
        for line, text in blk.lines(key):
            item = classify(blk, line, text)
            if item.kind == "ammo":
                ammo.append(FighterAmmo(weapon=item.name, location=location, tons=item.tons, kind=item.ammo_kind))
            else:
                weapons.append(FighterMount(item=item.name, location=location))
    shared = [classify(blk, line, text) for key in SHARED_BLOCKS for line, text in blk.lines(key)]
    for item in shared:
        if item.kind != "ammo":
            blk.note(item.line, "BLK-BODY-ITEM", f"fuselage item {item.name[:40]!r} kept in the nose")
            weapons.append(FighterMount(item=item.name, location=F.NOSE))
    for item in shared:
        if item.kind == "ammo":
            home = _bin_location(item.name, weapons, ammo)
            ammo.append(FighterAmmo(weapon=item.name, location=home, tons=item.tons, kind=item.ammo_kind))
    by_location = lambda entry: LOCATION_ORDER.index(entry.location)  # noqa: E731 - stable sort key
    return tuple(sorted(weapons, key=by_location)), tuple(sorted(ammo, key=by_location))


def _bin_location(weapon: str, weapons: list[FighterMount], ammo: list[FighterAmmo]) -> F:
    """Where a fuselage ammunition bin goes: its weapon's location, else the first with room."""
    capacity = fighter_tables().location_capacity
    used = {loc: sum(m.location is loc for m in weapons) + sum(b.location is loc for b in ammo) for loc in F}
    home = next((m.location for m in weapons if m.item == weapon), F.NOSE)
    if used[home] < capacity:
        return home
    return next((loc for loc in LOCATION_ORDER if used[loc] < capacity), home)
