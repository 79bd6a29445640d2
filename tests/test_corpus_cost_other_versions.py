"""Published 'Mech costs that are another version's than the file's (the ``published`` rows of
designer/catalog/data/mul_known_differences.yaml): the file as written is priced by TechManual's
method, and the published cost is exactly the design with the one part changed. Each difference is
worked by hand here."""

from __future__ import annotations

import csv
from pathlib import Path

from designer.bv import battle_value
from designer.formats.load import load_unit
from designer.rules.cost import cost_total

VALUES = Path("published") / "mul-values.csv"


def published(reference_dir: Path, name: str) -> tuple[int, int]:
    with (reference_dir / VALUES).open(encoding="utf-8", newline="") as handle:
        row = next(row for row in csv.DictReader(handle) if row["file"] == name)
    return int(row["mul_bv"]), int(row["mul_cost"])


def test_the_jagermech_jm6_dgr_published_cost_has_single_heat_sinks(reference_dir: Path) -> None:
    # Ten double heat sinks cost 6,000 each, ten single ones nothing (ten come free): 60,000 x (1 + 65
    # / 100) = 99,000. The weapons' heat, 2 x 1 (Gauss) + 2 x 5 (ER medium lasers) = 12, stays within
    # either heat efficiency (6 + 20 - 2 = 24; 6 + 10 - 2 = 14), so the Battle Value is the same.
    bv, cost = published(reference_dir, "JagerMech JM6-DGr.mtf")
    mech = load_unit(reference_dir / "level2" / "JagerMech JM6-DGr.mtf").unit
    single = mech.model_copy(update={"heat_sink_type": "single"})
    as_written, changed = cost_total(mech)[0], cost_total(single)[0]
    assert as_written is not None and changed is not None
    assert (as_written - changed, changed) == (99_000, cost)
    assert battle_value(mech).base == battle_value(single).base == bv


def test_the_caesar_ces_3s_published_cost_lacks_the_case_its_battle_value_counts(reference_dir: Path) -> None:
    # IS CASE 50,000 x 1.7 = 85,000 less; without it the right torso's Gauss rifle (seven slots) costs
    # its Battle Value 7 x 1 x 1.2 (TMM 2) = 8.4 points: defensive 910.65 - 8.4 = 902.25, + offensive
    # 998.48 = 1,900.73 -> 1,901 (as written 910.65 + 998.48 = 1,909.13 -> 1,909, the published figure).
    bv, cost = published(reference_dir, "Caesar CES-3S.mtf")
    mech = load_unit(reference_dir / "level2" / "Caesar CES-3S.mtf").unit
    bare = mech.model_copy(update={"equipment": tuple(m for m in mech.equipment if m.item != "IS CASE")})
    as_written, changed = cost_total(mech)[0], cost_total(bare)[0]
    assert as_written is not None and changed is not None
    assert (as_written - changed, changed) == (85_000, cost)
    assert (battle_value(mech).base, battle_value(bare).base) == (bv, 1_901)
