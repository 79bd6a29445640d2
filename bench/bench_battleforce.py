"""BattleForce conversion speed: 100 lances of four canon 'Mechs (loaded once) against validating
the same units."""

from __future__ import annotations

from pathlib import Path

from bench import Row, per_call
from designer.battleforce.lance import lance_values
from designer.formats.mtf import read_mtf
from designer.rules import validate

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference" / "megamek-units"
LANCE = ("Thunderbolt TDR-5S.mtf", "Vindicator VND-1R.mtf", "Hatchetman HCT-3F.mtf", "Wasp WSP-1A.mtf")
LANCES = 100


def run() -> list[Row]:
    mechs = [read_mtf(REFERENCE / name).mech for name in LANCE]
    skills = [(4, 5)] * len(mechs)
    convert = per_call(lambda: [lance_values(mechs, skills, name="Bench") for _ in range(LANCES)], 3)
    check = per_call(lambda: [[validate(m) for m in mechs] for _ in range(LANCES)], 3)
    return [Row(f"BattleForce values of {LANCES} lances of 4 'Mechs", convert,
                f"validate the same {LANCES} x 4 'Mechs", check, "< 1: cheaper than validating")]
