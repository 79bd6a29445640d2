"""``designer tro [--format text|markdown|html] [--config NAME|--all-configs] FILE...``: the Technical
Readout block of each design, as players paste it into forums: headline figures, equipment with
mass, weapons with location (and critical slots for 'Mechs), design quirks and fluff. An OmniMech
gives every configuration (``--all-configs``, the default) or the one ``--config`` names."""

from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import TextIO

from designer.cli.omni_info import designs_in_file
from designer.cli.outcome import FileOutcome, run_per_file
from designer.cli.parallel import add_jobs_option
from designer.readout import FORMATS, render, technical_readout
from designer.safe_io import printable


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML, MTF, BLK) or folders")
    parser.add_argument("--format", choices=FORMATS, default="text", type=str.lower,
                        help="plain text (default), Markdown tables or an HTML fragment")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--config", metavar="NAME", help="only this configuration of an OmniMech")
    which.add_argument("--all-configs", action="store_true",
                       help="every configuration of an OmniMech (the default)")
    add_jobs_option(parser)


def readout_file(path: Path, only: str | None, form: str) -> FileOutcome:
    """The readouts of one file (in a worker process or this one)."""
    outcome = FileOutcome()
    for _, unit in designs_in_file(path, only, outcome):
        outcome.out(printable(render(technical_readout(unit), form) + "\n"))
    return outcome


def run(args: argparse.Namespace, out: TextIO) -> int:
    return run_per_file(args, out, functools.partial(readout_file, only=args.config, form=args.format))
