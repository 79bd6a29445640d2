"""``designer tro [--format text|markdown|html] [--config NAME|--all-configs] FILE...``: the Technical
Readout block of each design, as players paste it into forums: headline figures, equipment with
mass, weapons with location (and critical slots for 'Mechs), design quirks and fluff. An OmniMech
gives every configuration (``--all-configs``, the default) or the one ``--config`` names."""

from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.omni_info import configurations_of
from designer.cli.outcome import FileOutcome, replay
from designer.cli.parallel import add_jobs_option, jobs_of, ordered_map
from designer.cli.report import problem
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths, load_unit
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

    def unreadable(error: FormatError) -> None:
        outcome.bad = True
        outcome.problem(error)

    try:
        loaded = load_unit(path)
    except FormatError as error:
        unreadable(error)
        return outcome
    for unit in configurations_of(loaded, only, unreadable):
        outcome.out(printable(render(technical_readout(unit), form) + "\n"))
    return outcome


def run(args: argparse.Namespace, out: TextIO) -> int:
    bad = False

    def unreadable(error: FormatError) -> None:
        nonlocal bad
        bad = True
        problem(error)

    paths = expand_paths(args.files, unreadable)
    work = functools.partial(readout_file, only=args.config, form=args.format)
    for outcome in ordered_map(work, paths, jobs_of(args), "reading"):
        replay(outcome, out, None)
        bad = bad or outcome.bad
    return EXIT_BAD_INPUT if bad else EXIT_OK
