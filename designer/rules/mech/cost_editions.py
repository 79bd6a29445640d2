"""Where the 1987 'Mech Cost Chart (seed 000 lines 4633-4660) and TechManual price a 'Mech
differently (decision D-COST-1): the default cost is TechManual's, the figure the Master Unit
List and MegaMekLab print; the 1987 chart's price stays available beside it.

- Jump jets: the chart's "1/2 Tons x (number of Jet)^2 x 200" (seed 000 line 4652) is half of
  TechManual's 200 x tons x jump MP^2 (improved jump jets 500; MegaMek MekCostCalculator).
- A full head ejection system: 1,725,000 C-Bills (TechManual; the chart has no such line)."""

from __future__ import annotations

from designer.model import Mech

TECHMANUAL = "techmanual"
CHART_1987 = "1987"
JUMP_JET_PER_TON = 200
IMPROVED_JUMP_JET_PER_TON = 500
FULL_HEAD_EJECTION = 1_725_000
EJECTION_KEY = "ejection"
FULL_HEAD_EJECTION_NAME = "full head ejection system"


def has_full_head_ejection(mech: Mech) -> bool:
    return str((mech.meta or {}).get(EJECTION_KEY, "")).strip().lower() == FULL_HEAD_EJECTION_NAME


def techmanual_lines(mech: Mech, improved: bool) -> dict[str, float]:
    """The lines TechManual prices otherwise than the 1987 chart, by part."""
    per_ton = IMPROVED_JUMP_JET_PER_TON if improved else JUMP_JET_PER_TON
    lines = {"Jump Jets": float(per_ton * mech.tonnage * mech.jump_mp ** 2)}
    lines["Full Head Ejection System"] = FULL_HEAD_EJECTION if has_full_head_ejection(mech) else 0.0
    return lines
