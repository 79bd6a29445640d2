"""``designer info FILE...``: a TRO-style summary of each design, its Battle Value and cost, and its
findings; ``--json``: one object per design (each OmniMech configuration) with the figures. Many
files are read on every core (``--jobs``), printed in the order given."""

from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import TextIO

from designer.cli.bv import battle_value_line, invalid_mark
from designer.cli.omni_info import designs_in_file
from designer.cli.outcome import FileOutcome, JsonList, run_per_file
from designer.cli.parallel import add_jobs_option
from designer.cli.report import write
from designer.cli.unit_facts import unit_facts
from designer.rules import validate
from designer.rules.common.quirks import quirk_lines, quirks_of
from designer.rules.summary import summarize
from designer.safe_io import printable


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="unit files (YAML, MTF, BLK), folders or library design names")
    parser.add_argument("--config", metavar="NAME", help="only this configuration of an OmniMech")
    parser.add_argument("--json", action="store_true",
                        help="one JSON object per design: file, name, kind, tonnage, battle_value, cost")
    add_jobs_option(parser)


def info_file(path: Path, only: str | None, as_json: bool) -> FileOutcome:
    """What ``info`` prints for one file (in a worker process or this one)."""
    outcome = FileOutcome()
    for loaded, unit in designs_in_file(path, only, outcome, as_json):  # an OmniMech: each configuration
        if as_json:
            outcome.object(unit_facts(loaded.path, unit))
            continue
        report = validate(unit)
        text = summarize(unit).text + quirks_text(unit) + "\n"
        text += battle_value_line(unit) + point_value_line(unit)
        text += f"Validation: {report.summary()}\n"
        text += "".join(f"  {finding}\n" for finding in report.findings)
        outcome.out(printable(text + "\n"))
    return outcome


def point_value_line(unit: object) -> str:
    """``Alpha Strike Point Value: 29 (skill 4)``, marked for an invalid design as its Battle Value
    is; or why the kind has no card."""
    from designer.alphastrike import not_convertible_reason, point_value

    points = point_value(unit)
    if points is None:
        return f"Alpha Strike: no card ({not_convertible_reason(unit)})\n"
    return f"Alpha Strike Point Value: {points} (skill 4){invalid_mark(unit)}\n"


def quirks_text(unit: object) -> str:
    """``Quirks: Command 'Mech (+), Stable (+)`` under the summary, when the design has any (they
    change no figure above: BV 2.0 counts no quirk)."""
    lines = quirk_lines(quirks_of(unit))
    return "\nQuirks: " + "; ".join(lines) if lines else ""


def run(args: argparse.Namespace, out: TextIO) -> int:
    work = functools.partial(info_file, only=args.config, as_json=args.json)
    return run_per_file(args, out, work, JsonList(out, write) if args.json else None)
