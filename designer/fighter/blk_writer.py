"""BLK blocks of a fighter (the fighter part of ``designer.formats.blk_writer``; research/megameklab.md
section 4.2): ``<armor>`` Nose, Right Wing, Left Wing, Aft (= fuselage + engine armor), and
``<fuselage_armor>`` (MegaMek ignores it) when the design gives the fuselage armor; ``<fuel>`` in
fuel points (80 a ton AeroSpace, 160 conventional); ammunition bins in their location; the Level 2
construction types by MegaMek's codes."""

from __future__ import annotations

from designer.catalog import Equipment, catalog
from designer.fighter.blk import EQUIPMENT_BLOCKS as FIGHTER_BLOCKS, FUEL_POINTS_PER_TON, FUSELAGE_TAG
from designer.fighter.catalog import fighter_level2_tables
from designer.fighter.model import Fighter, FighterArmorLocation as A, FighterArmorType, FighterType
from designer.formats.blk_blocks import WrittenBlock as Block, block, identity_blocks as _identity
from designer.formats.blk_writer import _tail, ammo_lines, weapon_name

FIGHTER_BLOCK_NAMES = {location: key.title() for location, key in FIGHTER_BLOCKS.items()}


def fighter_blocks(fighter: Fighter) -> list[Block]:
    conventional = fighter.type is FighterType.CONVENTIONAL
    blocks = _identity("ConvFighter" if conventional else "Aero", fighter)
    types = fighter_level2_tables()
    blocks += [block("motion_type", "Aerodyne"), block("SafeThrust", fighter.thrust),
               block("cockpit_type", types.cockpit(fighter.cockpit_type.value).blk_code),
               block("heatsinks", fighter.heat_sinks),
               block("sink_type", types.heat_sink(fighter.heat_sink_type.value).blk_code),
               block("fuel", _fuel_points(fighter)),
               block("engine_type", types.engine(fighter.engine.value).blk_code)]
    if fighter.armor_type is not FighterArmorType.STANDARD:  # MegaMek's armor type and its tech level
        blocks += [block("armor_type", types.armor(fighter.armor_type.value).blk_code),
                   block("armor_tech",
                         2 if fighter.armor_type is FighterArmorType.CLAN_FERRO_ALUMINUM else 1)]
    armor = fighter.armor
    aft = armor.get(A.FUSELAGE, 0) + armor.get(A.ENGINE, 0)
    blocks.append(block("armor", armor.get(A.NOSE, 0), armor.get(A.RIGHT_WING, 0),
                        armor.get(A.LEFT_WING, 0), aft))
    if A.FUSELAGE in armor:
        blocks.append(block(FUSELAGE_TAG, armor[A.FUSELAGE]))
    for location, tag in FIGHTER_BLOCK_NAMES.items():
        items = [_fighter_item_name(m.item) for m in fighter.weapons if m.location is location]
        items += [line for b in fighter.ammo if b.location is location
                  for line in ammo_lines(b.weapon, b.tons, b.kind)]
        blocks.append(block(tag, *items))
    blocks += [block("Wings Equipment"), block("Fuselage Equipment", *_cargo_lines(fighter.cargo_tons))]
    return blocks + _tail(fighter)


def _fighter_item_name(item: str) -> str:
    """A weapon's MegaMek spelling; equipment (CASE, Artemis IV...) by its first MegaMek name."""
    found = catalog().find(item)
    return found.write_name if isinstance(found, Equipment) else weapon_name(item)


def _cargo_lines(tons: float) -> list[str]:
    """Cargo space as MegaMek's equipment lines: ``Cargo (1 ton)`` a ton, the rest in one line."""
    rest = round(tons - int(tons), 6)
    return ["Cargo (1 ton)"] * int(tons) + ([f"Cargo ({rest:g} tons)"] if rest else [])


def _fuel_points(fighter: Fighter) -> int:
    points = fighter.fuel_tons * FUEL_POINTS_PER_TON[fighter.type]
    if abs(points - round(points)) > 1e-6:
        raise ValueError(f"{fighter.fuel_tons:g} tons of fuel is not a whole number of MegaMek fuel points")
    return round(points)
