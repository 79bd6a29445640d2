"""Battle Value speed: the Battle Value of every library unit (each OmniMech configuration; kinds
without a method answer "not rated"), loaded once, against validating the same units."""

from __future__ import annotations

from bench import Row, per_call
from designer.bv import battle_value
from designer.formats import read_unit
from designer.library import library_files
from designer.mech.omni import expand
from designer.rules import validate


def run() -> list[Row]:
    units = [unit for path in library_files() for unit in expand(read_unit(path))]
    rate = per_call(lambda: [battle_value(unit) for unit in units], 1)
    check = per_call(lambda: [validate(unit) for unit in units], 1)
    return [Row(f"Battle Value of the {len(units)} library units", rate,
                f"validate the same {len(units)} units", check, "< 1: cheaper than validating")]
