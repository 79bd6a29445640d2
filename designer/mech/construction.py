"""The construction types of a 'Mech (engine, structure, armor, heat sinks, gyro, cockpit) as
catalog rows, and the weights and slots they give (seed 000 lines 4231-4365 for the 1987 types;
research/level2-spec.md sections 2.2-2.5 for XL engines, endo steel, ferro-fibrous armor and
double heat sinks). Every number comes from ``data/construction.yaml`` and ``mech_tables.yaml``."""

from __future__ import annotations

import functools
import math

from designer.rules.common.technology import fits_tech_base as fits_tech_base  # re-exported (D-ARCH-4)
from designer.catalog import catalog
from designer.catalog.models import (
    ArmorType,
    CockpitType,
    ConstructionRow,
    EngineType,
    GyroType,
    HeatSinkType,
    StructureType,
)
from designer.mech.model import Mech
from designer.mech.model import CONSTRUCTION_TABLES
from designer.rules.common.rounding import EPSILON, ceil_half


def _row(mech: Mech, field: str) -> ConstructionRow:
    row = _type_row(field, getattr(mech, field))
    assert row is not None, f"{field} {getattr(mech, field)!r} was checked when the document was read"
    return row


@functools.cache   # the catalog is fixed for the run; every check of every 'Mech asks again
def _type_row(field: str, type_id: str) -> ConstructionRow | None:
    return catalog().construction.row(CONSTRUCTION_TABLES[field], type_id)


def engine_type(mech: Mech) -> EngineType:
    return _row(mech, "engine_type")  # type: ignore[return-value]


def structure_type(mech: Mech) -> StructureType:
    return _row(mech, "structure_type")  # type: ignore[return-value]


def armor_type(mech: Mech) -> ArmorType:
    return _row(mech, "armor_type")  # type: ignore[return-value]


def heat_sink_type(mech: Mech) -> HeatSinkType:
    return _row(mech, "heat_sink_type")  # type: ignore[return-value]


def gyro_type(mech: Mech) -> GyroType:
    return _row(mech, "gyro_type")  # type: ignore[return-value]


def cockpit_type(mech: Mech) -> CockpitType:
    return _row(mech, "cockpit_type")  # type: ignore[return-value]


def construction_rows(mech: Mech) -> list[tuple[str, ConstructionRow]]:
    """(field, row) for each construction type of the design."""
    return [(field, _row(mech, field)) for field in CONSTRUCTION_TABLES]


def engine_tons(mech: Mech) -> float | None:
    """Engine Table weight for the rating x the type's factor, up to the half ton (XL: half,
    spec 2.2); None when the rating is not in the table."""
    row = catalog().engine(mech.engine_rating)
    return ceil_half(row.tons * engine_type(mech).weight_factor) if row is not None else None


def structure_tons(mech: Mech) -> float:
    """Internal Structure Table tons (else 10 % of the tonnage) x the type's factor, up to the
    half ton (endo steel: half, spec 2.3)."""
    row = catalog().structure_row(mech.tonnage)
    standard = row.tons if row is not None else mech.tonnage / 10
    return ceil_half(standard * structure_type(mech).weight_factor)


def gyro_tons(mech: Mech) -> float:
    """Gyro weight: engine rating / 100, rounded up (seed 000 line 4270), x the type's factor,
    up to the half ton (later gyros, decision D-LATER-TYPE-2: XL half, compact 1.5, heavy-duty 2)."""
    return ceil_half(math.ceil(max(mech.engine_rating, 0) / 100) * gyro_type(mech).weight_factor)


def cockpit_tons(mech: Mech) -> float:
    return cockpit_type(mech).tons


def armor_points_per_ton(mech: Mech) -> float:
    """16 points a ton (seed 000 line 4337) x the armor type's multiplier (ferro-fibrous 1.12 IS,
    1.2 Clan: 17.92 and 19.2 points, spec 2.4)."""
    return catalog().mech.armor_points_per_ton * armor_type(mech).points_multiplier


def armor_points_bought(mech: Mech) -> int:
    """Armor points the armor tonnage buys, rounded down."""
    return math.floor(mech.armor_tons * armor_points_per_ton(mech) + EPSILON)


def armor_tons_for(points: int, mech: Mech) -> float:
    """The armor tonnage that buys ``points``: points / points per ton, up to the half ton."""
    return ceil_half(points / armor_points_per_ton(mech))


def heat_sink_dissipation(mech: Mech) -> int:
    """Heat dissipated by all the 'Mech's sinks: one point each, two for double heat sinks (seed 002
    line 285)."""
    return mech.heat_sinks * heat_sink_type(mech).dissipation


def side_torso_engine_slots(mech: Mech) -> int:
    """Engine slots in each side torso: XL 3 (Inner Sphere) or 2 (Clan), else 0 (spec 2.2)."""
    return engine_type(mech).side_torso_slots


def center_torso_engine_slots(mech: Mech) -> int:
    """Engine slots in the center torso: 6, a compact engine 3 (decision D-LATER-TYPE-1)."""
    return engine_type(mech).center_torso_slots


def gyro_slots(mech: Mech) -> int:
    """Gyro slots in the center torso: 4, compact 2, XL 6 (decision D-LATER-TYPE-2)."""
    return gyro_type(mech).slots


def head_components(mech: Mech) -> tuple[str | None, ...]:
    """The head's fixed components by slot: the cockpit type's layout (small cockpit: life support,
    sensors, cockpit, sensors, two free slots; decision D-LATER-TYPE-3)."""
    return cockpit_type(mech).head


def spreadable_slots(mech: Mech) -> dict[str, int]:
    """Slots each spreadable item of the structure and armor types needs: endo steel and
    ferro-fibrous 14 (Inner Sphere) or 7 (Clan), spec 2.3-2.4; light ferro-fibrous 7, heavy 21,
    stealth 12 (decision D-LATER-TYPE-4). Items of types not chosen need 0."""
    needed: dict[str, int] = {}
    rows: list[StructureType | ArmorType] = [
        *catalog().construction.structures,
        *catalog().construction.armors,
    ]
    for row in rows:
        if row.slot_item is not None:
            needed.setdefault(row.slot_item, 0)
    for chosen in (structure_type(mech), armor_type(mech)):
        if chosen.slot_item is not None:
            needed[chosen.slot_item] = chosen.slots
    return needed
