"""Derived figures of a 'Mech: movement, heat, armor and structure per location, slots, weight.
Every number the CLI, sheets, BattleForce and GUI show comes from here."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from designer.catalog import Weapon, catalog
from designer.mech.model import LEGS, Mech, MechLocation
from designer.mech.construction import armor_points_bought, armor_type, heat_sink_dissipation
from designer.mech.layout import (
    SlotContent,
    critical_table,
    engine_heat_sinks,
    mount_items,
)
from designer.rules.common.memo import per_design
from designer.rules.common.weights import WeightLine
from designer.mech.weights import weight_breakdown

WALKING_HEAT = 1   # heat for walking (seed 000, heat build-up, lines 1674-1754)
RUNNING_HEAT = 2   # heat for running
MIN_JUMP_HEAT = 3  # jumping: 1 heat per hex, at least 3 (seed 000 line 860)


def running_mp(walking: int) -> int:
    """Running MP = walking MP x 1.5, rounded up."""
    return math.ceil(walking * 1.5)


def internal_structure(mech: Mech) -> dict[MechLocation, int]:
    """Internal structure boxes per location from the Internal Structure Table (head 3).
    A tonnage not in the table gives zeros (validation reports the tonnage)."""
    row = catalog().structure_row(mech.tonnage)
    head = catalog().mech.head_structure
    if row is None:
        return {location: 0 for location in mech.locations}
    by_location = {MechLocation.HD: head, MechLocation.CT: row.center_torso,
                   MechLocation.LT: row.side_torso, MechLocation.RT: row.side_torso}
    for location in mech.locations:
        by_location.setdefault(location, row.leg if location in LEGS else row.arm)
    return by_location


def max_armor(mech: Mech) -> dict[MechLocation, int]:
    """Maximum armor per location: 9 on the head, else twice the internal structure
    (front and rear of a torso share it) (seed 000 lines 4352-4356)."""
    caps = {loc: 2 * boxes for loc, boxes in internal_structure(mech).items()}
    caps[MechLocation.HD] = catalog().mech.head_armor_max
    return caps


def mounted_weapons(mech: Mech) -> list[tuple[Weapon, MechLocation | None, bool]]:
    """(weapon, location, rear) for every weapon mount, placed or not."""
    return [(item, mount.location, mount.rear) for mount, item in mount_items(mech)
            if isinstance(item, Weapon)]


@dataclass(frozen=True, slots=True)
class HeatFigures:
    weapons: int          # all weapons fired at once
    walking: int
    running: int
    jumping: int          # 0 when the 'Mech cannot jump
    dissipation: int      # one point per heat sink, two per double heat sink
    armor: int = 0        # the armor's own heat while it works (stealth armor: 10, D-SHEET4-5)

    @property
    def worst_case(self) -> int:
        """All weapons fired while running or jumping, whichever is hotter, with the armor's heat."""
        return self.weapons + max(self.running, self.jumping) + self.armor


def heat(mech: Mech) -> HeatFigures:
    """Heat generated against dissipation: each heat sink dissipates one point per turn, a double
    heat sink two (seed 002 line 285). Every weapon fires its most shots a turn, each shot its heat
    (an Ultra autocannon's two, a rotary's six: D-SHEET4-5)."""
    weapons = sum(weapon.heat * weapon.shots_per_turn for weapon, _, _ in mounted_weapons(mech))
    jumping = max(MIN_JUMP_HEAT, mech.jump_mp) if mech.jump_mp > 0 else 0
    return HeatFigures(weapons, WALKING_HEAT, RUNNING_HEAT, jumping, heat_sink_dissipation(mech),
                       armor_type(mech).heat)


@dataclass(frozen=True, slots=True)
class MechFigures:
    """Everything derived from a design, computed once per call of :func:`figures`."""

    weights: tuple[WeightLine, ...]
    total_weight: float
    tons_left: float
    walking_mp: int
    running_mp: int
    jumping_mp: int
    heat: HeatFigures
    internal_structure: dict[MechLocation, int]
    max_armor: dict[MechLocation, int]
    armor_points_bought: int
    armor_points_allocated: int
    engine_heat_sinks: int
    critical_table: dict[MechLocation, list[SlotContent | None]]

    def slots_free(self, location: MechLocation) -> int:
        return sum(1 for slot in self.critical_table[location] if slot is None)

    def slots_used(self, location: MechLocation) -> int:
        return len(self.critical_table[location]) - self.slots_free(location)


def armor_points_allocated(mech: Mech) -> int:
    return sum(mech.armor.values()) + sum(mech.rear_armor.values())


def figures(mech: Mech) -> MechFigures:
    """Computes every derived figure of ``mech``; never raises on a bad design. Computed once per
    design object (validation and the summary of ``validate --json`` both ask); each caller gets
    its own copies of the mappings."""
    shared = _figures(mech)
    return dataclasses.replace(shared, internal_structure=dict(shared.internal_structure),
                               max_armor=dict(shared.max_armor), critical_table=critical_table(mech))


@per_design
def _figures(mech: Mech) -> MechFigures:
    weights = tuple(weight_breakdown(mech))
    total = sum(line.tons for line in weights)
    return MechFigures(
        weights=weights,
        total_weight=total,
        tons_left=mech.tonnage - total,
        walking_mp=mech.walking_mp,
        running_mp=running_mp(mech.walking_mp),
        jumping_mp=mech.jump_mp,
        heat=heat(mech),
        internal_structure=internal_structure(mech),
        max_armor=max_armor(mech),
        armor_points_bought=armor_points_bought(mech),
        armor_points_allocated=armor_points_allocated(mech),
        engine_heat_sinks=engine_heat_sinks(mech),
        critical_table=critical_table(mech),
    )


@dataclass(frozen=True, slots=True)
class LamFigures:
    """A LAM's other modes (seed 000 lines 4074-4161)."""

    airmech_walking: int    # one third of the 'Mech's walking MP, rounded up
    airmech_running: int    # one third of the running MP, rounded up
    airmech_jumping: int    # jump MP x 3
    fighter_thrust: int     # thrust = walking MP
    fighter_overthrust: int  # overthrust = running MP
    structural_integrity: int  # (tonnage / 10) - 1 or thrust, whichever is greater
    fuel: int = 30          # "Every LAM has 30 points of fuel"


def lam_figures(mech: Mech) -> LamFigures:
    running = running_mp(mech.walking_mp)
    return LamFigures(
        airmech_walking=math.ceil(mech.walking_mp / 3),
        airmech_running=math.ceil(running / 3),
        airmech_jumping=mech.jump_mp * 3,
        fighter_thrust=mech.walking_mp,
        fighter_overthrust=running,
        structural_integrity=max(mech.tonnage // 10 - 1, mech.walking_mp),
    )
