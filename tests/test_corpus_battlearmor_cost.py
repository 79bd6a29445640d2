"""How many canon battle armor squads have a cost total (decisions D-BV3-2, D-PRICE5-2): over
../shared/reference/level2-blk/battlearmor, the priced count holds, and every part priced nowhere
is one of those still named below (D-L2K-1: never a partial total). One pass reads each file once."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.battlearmor.model import BattleArmor
from designer.battlearmor.cost import battle_armor_cost
from designer.rules.common.cost import UnitCost

from tests.corpus_units import corpus_units

@pytest.fixture(scope="module")
def costed(reference_dir: Path) -> list[tuple[str, UnitCost]]:
    units = corpus_units(reference_dir, "battlearmor", lambda unit: isinstance(unit, BattleArmor))
    return [(name, battle_armor_cost(unit)) for name, unit in units]


def test_the_priced_squads_hold(costed):
    # measured: 123 of 134 with D-BV3-2; 132 of 134 with the MegaMek prices of D-PRICE5-2 (heavy
    # grenade launcher, advanced SRMs, medium recoilless rifle, Tsunami, Mauser 960, cargo lifter).
    assert len(costed) == 134
    assert sum(1 for _, cost in costed if not cost.unpriced) >= 132


def test_only_the_named_parts_are_still_unpriced(costed):
    # The Bearhunter's MegaMek class sets no cost; the armor code the reader does not name.
    unpriced = {part for _, cost in costed for part in cost.unpriced}
    assert unpriced <= {"Machine Gun (Bearhunter AC)", "megamek code 2 armor"}
