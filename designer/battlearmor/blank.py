"""A new battle armor design: an Inner Sphere medium biped squad of four (seed 002 line 23)."""

from __future__ import annotations

from designer.battlearmor.model import BALocation, BAMount, BattleArmor


def blank_battle_armor() -> BattleArmor:
    hands = (
        BAMount(item="BABasicManipulator", location=BALocation.LEFT_ARM),
        BAMount(item="BABasicManipulator", location=BALocation.RIGHT_ARM),
    )
    return BattleArmor(
        chassis="New Battle Armor",
        troopers=4,
        ground_mp=1,
        armor=4,
        rules_level=2,
        year=3050,
        equipment=hands,
    )
