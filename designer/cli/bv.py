"""``designer bv [--explain] [--pilot G/P] FILE...``: the Battle Value 2.0 of each design (each
OmniMech configuration), with the working line by line under ``--explain``."""

from __future__ import annotations

import argparse
from typing import TextIO

from designer.bv import battle_value, not_rated_reason
from designer.bv.breakdown import invalid_mark, value_breakdown, value_line
from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.omni_info import configurations_of
from designer.cli.outcome import Unreadable
from designer.cli.report import write
from designer.formats.load import load_each
from designer.model.common import Pilot
from designer.model.limits import LIMITS

# The skills a pilot may have, the same for `bv --pilot`, `sheet --gunnery` and a unit file's pilot
# (docs/limits.md, decision D-NAMES-3); the Battle Value table counts a skill beyond 8 as 8.
SKILL_RANGE = range(int(LIMITS["gunnery"].low), int(LIMITS["gunnery"].high) + 1)


def pilot_skills(text: str) -> Pilot:
    """``"3/4"`` -> gunnery 3, piloting 4 (each 0-12)."""
    gunnery, _, piloting = text.partition("/")
    try:
        skills = (int(gunnery), int(piloting))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: expected GUNNERY/PILOTING, e.g. 3/4") from None
    if any(skill not in SKILL_RANGE for skill in skills):
        low, high = SKILL_RANGE.start, SKILL_RANGE.stop - 1
        raise argparse.ArgumentTypeError(f"{text!r}: skills run from {low} to {high}")
    return Pilot(gunnery=skills[0], piloting=skills[1])


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="unit files (YAML, MTF, BLK), folders or library design names")
    parser.add_argument("--explain", action="store_true", help="print the working line by line")
    parser.add_argument("--pilot", type=pilot_skills, metavar="G/P",
                        help="gunnery/piloting of the pilot, each 0-12 (default: the design's own pilot)")
    parser.add_argument("--config", metavar="NAME", help="only this configuration of an OmniMech")


def battle_value_text(unit: object, pilot: Pilot | None, explain: bool) -> str:
    """One line per design; ``explain``: the working, then every line of the cost."""
    if not explain:
        return value_line(unit, pilot) + "\n"
    return value_breakdown(unit, pilot) + "\n"


def battle_value_line(unit: object) -> str:
    """``Battle Value: 1,897`` (and the skill-adjusted value when the design names its pilot), as
    ``designer info`` prints it."""
    value = battle_value(unit)
    if value is None:
        return f"Battle Value: not rated ({not_rated_reason(unit)})\n"
    line = f"Battle Value: {value.base:,}"
    if value.gunnery is not None:
        line += f"; {value.value:,} with its {value.gunnery}/{value.piloting} pilot"
    return line + invalid_mark(unit) + "\n"


def run(args: argparse.Namespace, out: TextIO) -> int:
    unreadable = Unreadable()
    for loaded in load_each(args.files, unreadable):
        for unit in configurations_of(loaded, args.config, unreadable):
            write(out, battle_value_text(unit, args.pilot, args.explain))
    return EXIT_BAD_INPUT if unreadable.bad else EXIT_OK
