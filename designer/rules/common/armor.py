"""Armor points bought with armor tons: the per-ton rate is each unit kind's table (16 points a ton,
seed 000 lines 4337, 4472, 4542, 4612)."""

from __future__ import annotations


def armor_points(tons: float, points_per_ton: float) -> int:
    """Armor points ``tons`` of armor buy at ``points_per_ton`` (nearest whole point: armor comes in
    half-ton lots, so 16 points a ton always gives a whole number)."""
    return round(tons * points_per_ton)
