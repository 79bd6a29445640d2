"""Figures the installation record sheet prints (seed 000 lines 327-335, 4564-4626). Pure."""

from __future__ import annotations

from designer.rules.common.armor import armor_points
from designer.building.catalog import building_tables
from designer.building.model import Building


def turret_armor_points(building: Building) -> int:
    """Turret armor circles: 16 points a ton (seed 000 line 4612)."""
    return armor_points(building.turret_armor_tons, building_tables().armor_points_per_ton)


def pip_limit() -> int:
    """The most circles a Construction Factor track can legally need: CF 150 (seed 000 line 4581);
    a larger CF is an impossible design and prints no circles."""
    return building_tables().cf_max


def cf_class(building: Building) -> str:
    """Light (CF 1-15), Medium (16-40), Heavy (41-90) or Hardened (91-150); "?" out of range."""
    return building_tables().class_name(building.cf) or "?"


def cf_tracks(building: Building) -> tuple[int, ...]:
    """One Construction Factor track per building hex, each of the building's CF (damage is
    recorded per hex, research/record-sheets.md section 5.1)."""
    return tuple(building.cf for _ in range(building.hexes))
