"""BattleForce conversion speed: 100 lances of four canon 'Mechs (loaded once) against validating
the same units."""

from __future__ import annotations

from bench import Row, per_call
from designer.battleforce.lance import lance_values
from designer.formats import read_unit
from designer.library import find_unit
from designer.rules import validate

LANCE = ("Thunderbolt TDR-5S", "Vindicator VND-1R", "Hatchetman HCT-3F", "Wasp WSP-1A")
LANCES = 100


def run() -> list[Row]:
    mechs = [read_unit(find_unit(name)) for name in LANCE]
    skills = [(4, 5)] * len(mechs)
    convert = per_call(lambda: [lance_values(mechs, skills, name="Bench") for _ in range(LANCES)], 3)
    check = per_call(lambda: [[validate(m) for m in mechs] for _ in range(LANCES)], 3)
    return [Row(f"BattleForce values of {LANCES} lances of 4 'Mechs", convert,
                f"validate the same {LANCES} x 4 'Mechs", check, "< 1: cheaper than validating")]
