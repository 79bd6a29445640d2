"""How many canon battle armor squads have a cost total (decisions D-BV3-2, D-PRICE5-2): over
../shared/reference/level2-blk/battlearmor, the priced count holds, and every part priced nowhere
is one of those still named below (D-L2K-1: never a partial total). One pass reads each file once."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from designer.formats.errors import FormatError
from designer.model.battlearmor import BattleArmor
from designer.rules.battlearmor.cost import battle_armor_cost
from designer.rules.common.cost import UnitCost


@pytest.fixture(scope="module")
def costed(reference_dir: Path) -> list[tuple[str, UnitCost]]:
    folder = reference_dir / "level2-blk" / "battlearmor"
    if not folder.is_dir():
        pytest.skip("Level 2 battle armor corpus absent")
    found = []
    for path in sorted(folder.glob("*.blk")):
        try:
            unit = read_blk(path).unit
        except FormatError:
            continue
        if isinstance(unit, BattleArmor):
            found.append((path.name, battle_armor_cost(unit)))
    return found


def test_the_priced_squads_hold(costed):
    # measured: 123 of 134 with D-BV3-2; 132 of 134 with the MegaMek prices of D-PRICE5-2 (heavy
    # grenade launcher, advanced SRMs, medium recoilless rifle, Tsunami, Mauser 960, cargo lifter).
    assert len(costed) == 134
    assert sum(1 for _, cost in costed if not cost.unpriced) >= 132


def test_only_the_named_parts_are_still_unpriced(costed):
    # The Bearhunter's MegaMek class sets no cost; the armor code the reader does not name.
    unpriced = {part for _, cost in costed for part in cost.unpriced}
    assert unpriced <= {"Machine Gun (Bearhunter AC)", "megamek code 2 armor"}
