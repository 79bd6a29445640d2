"""The legal values of each structure field where the construction rules define them
(seed 000 lines 4231-4365), so a widget can offer nothing else."""

from __future__ import annotations

from enum import StrEnum

from designer.catalog import catalog
from designer.mech.construction import armor_tons_for
from designer.mech.model import ArmActuators, Mech
from designer.mech.figures import max_armor

MAX_EXTRA_HEAT_SINKS = 100   # the rules set no ceiling; weight and slots limit them in practice


def tonnages() -> list[int]:
    """10 to 100 tons in steps of 5 ("in increments of 5 tons")."""
    tables = catalog().mech
    return list(range(tables.tonnage_min, tables.tonnage_max + 1, tables.tonnage_step))


def walking_mp_range(tonnage: int) -> tuple[int, int]:
    """Walking MP whose engine rating (tonnage x walking MP) is on the Engine Table."""
    ratings = sorted(row.rating for row in catalog().engines)
    legal = [mp for mp in range(1, ratings[-1] // max(tonnage, 1) + 1) if catalog().engine(tonnage * mp)]
    return (legal[0], legal[-1]) if legal else (0, 0)


def engine_rating(tonnage: int, walking_mp: int) -> int:
    """Tonnage x desired walking speed = engine rating (seed 000, Determine Engine Rating)."""
    return tonnage * walking_mp


def jump_mp_range(mech: Mech) -> tuple[int, int]:
    """Jump MP from 0 to the walking MP (the standard limit; the 1987 text sets no other)."""
    return 0, max(mech.walking_mp, 0)


def heat_sink_range() -> tuple[int, int]:
    """At least the engine's ten heat sinks."""
    free = catalog().mech.free_heat_sinks
    return free, free + MAX_EXTRA_HEAT_SINKS


def armor_tons_step() -> float:
    """Armor comes in half-ton lots."""
    return catalog().mech.armor_lot_tons


def armor_tons_max(mech: Mech) -> float:
    """The smallest lot that covers every location's maximum; more would only be wasted."""
    return armor_tons_for(sum(max_armor(mech).values()), mech)


class ArmOption(StrEnum):
    """Which arm actuators an arm keeps: the hand alone, or the lower arm and hand, or all
    three removable actuators may be taken out (seed 000 line 4350)."""

    FULL = "Shoulder, upper arm, lower arm, hand"
    NO_HAND = "No hand"
    NO_LOWER_ARM = "No lower arm or hand"
    NO_ACTUATORS = "Shoulder only"


ARM_ACTUATORS = {
    ArmOption.FULL: ArmActuators(),
    ArmOption.NO_HAND: ArmActuators(hand=False),
    ArmOption.NO_LOWER_ARM: ArmActuators(lower_arm=False, hand=False),
    ArmOption.NO_ACTUATORS: ArmActuators(upper_arm=False, lower_arm=False, hand=False),
}


def arm_option(actuators: ArmActuators) -> ArmOption | None:
    """The option matching ``actuators``, or None for a combination the rules do not allow."""
    for option, kept in ARM_ACTUATORS.items():
        if kept == actuators:
            return option
    return None
