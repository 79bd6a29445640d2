"""``designer sheet FILE... -o OUT.pdf``: record sheets in one PDF. 'Mechs only: one page per
'Mech (as before); any mix of 'Mechs, vehicles, fighters, installations and infantry: pages by
kind, vehicles two a page, platoons several a page (:mod:`designer.sheets.job`).

Every file is read (and every problem reported, one line each) before drawing; the PDF is drawn
into a temporary file beside ``OUT.pdf`` and renamed over it when complete, so a killed or failed
job leaves the old PDF (or none), never a broken one. ``OUT.pdf`` may not be one of the inputs
nor an existing file that is not a PDF, unless ``--force``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.report import problem
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths, load_unit
from designer.model.omni import expand
from designer.model import Pilot
from designer.model.limits import check_number
from designer.cli.option_types import name_text, shown
from designer.safe_io import OutputRefused, atomic_write_stream, check_output_target, os_problem
from designer.sheets import PAPERS, SheetOptions, render_mech_sheets, render_sheets
from designer.sheets.job import kind_of

PROGRESS_FROM = 10   # show a progress bar when printing this many units or more
BAR_WIDTH = 30


def _skill(name: str):
    def parse(text: str) -> int:
        if not text.strip().lstrip("+-").isdigit():
            raise argparse.ArgumentTypeError(f"{name} is a whole number from 0 to 12 (got {shown(text)})")
        try:
            return int(check_number(name, int(text), int))   # docs/limits.md: 0 to 12
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc).replace(" (docs/limits.md)", "")) from None
    return parse


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML, MTF, BLK) or folders")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF to write")
    parser.add_argument("--paper", choices=PAPERS, type=str.lower, default="letter",
                        help="paper size, any case (default letter)")
    parser.add_argument("--pilot", type=name_text("pilot name"), metavar="NAME", help="MechWarrior name printed on every sheet")
    parser.add_argument("--gunnery", type=_skill("gunnery"), metavar="N",
                        help="gunnery skill, 0-12 (with --pilot)")
    parser.add_argument("--piloting", type=_skill("piloting"), metavar="N",
                        help="piloting skill, 0-12 (with --pilot)")
    parser.add_argument("--tables", action="store_true",
                        help="add hit location, missile hit and to-hit tables")
    parser.add_argument("--force", action="store_true",
                        help="write OUT.pdf even over an input or a file that is not a PDF")


def _options(args: argparse.Namespace) -> SheetOptions:
    if args.pilot is None and args.gunnery is None and args.piloting is None:
        return SheetOptions(tables=args.tables)
    pilot = Pilot(name=args.pilot or "", gunnery=4 if args.gunnery is None else args.gunnery,
                  piloting=5 if args.piloting is None else args.piloting)
    return SheetOptions(pilot=pilot, tables=args.tables)


def _check_all(paths: list[Path]) -> tuple[list[str], bool]:
    """Reads every file once before drawing, so bad files fail before the PDF is written.
    Returns (one line per problem, all 'Mechs)."""
    only_mechs, problems = True, []
    for path in paths:
        try:
            unit = load_unit(path).unit
        except FormatError as error:
            problems.append(str(error))
            continue
        try:
            only_mechs = kind_of(unit) == "mech" and only_mechs
        except ValueError:
            problems.append(f"{path}: no record sheet for this kind of unit")
    return problems, only_mechs


def _units(paths: list[Path]) -> Iterator:
    for path in paths:
        yield from expand(load_unit(path).unit)  # an OmniMech: a sheet per configuration


def _progress_bar(files: int):
    """A progress bar on a terminal's stderr (nothing when stderr is a file or a pipe). ``files``
    is the first estimate of the sheets to draw: an OmniMech file draws one per configuration, so
    the total grows with the count and the bar never runs past its end."""
    if not sys.stderr.isatty():
        return None

    def report(done: int, unit: object) -> None:
        total = max(files, done)
        filled = BAR_WIDTH * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total} units")
        sys.stderr.flush()
    return report


def _paths(args: argparse.Namespace) -> list[Path] | None:
    """The unit files to print; None (after one line per problem) when any cannot be printed."""
    problems: list[str] = []
    paths = expand_paths(args.files, lambda error: problems.append(str(error)))
    more, only_mechs = _check_all(paths)
    problems += more
    try:
        check_output_target(args.output, paths, "pdf", args.force)
    except OutputRefused as refused:
        problems.append(str(refused))
    for line in problems:
        problem(line)
    if not paths and not problems:
        problem("sheet: no unit files given")
    args.only_mechs = only_mechs
    return None if problems or not paths else paths


def run(args: argparse.Namespace, out: TextIO) -> int:
    paths = _paths(args)
    if paths is None:
        return EXIT_BAD_INPUT
    progress = _progress_bar(len(paths)) if len(paths) >= PROGRESS_FROM else None
    render = render_mech_sheets if args.only_mechs else render_sheets
    options = _options(args)
    try:
        Path(args.output).parent.mkdir(parents=True, exist_ok=True)   # as gui --screenshot does
        pages = atomic_write_stream(args.output, lambda stream: render(
            _units(paths), stream, paper=args.paper, options=options, progress=progress))
    except FormatError as error:   # a unit file changed while the job ran; the old PDF is kept
        problem(error)
        return EXIT_BAD_INPUT
    except OSError as error:
        problem(f"{args.output}: cannot write: {os_problem(error, args.output)}")
        return EXIT_BAD_INPUT
    finally:
        if progress is not None:
            sys.stderr.write("\n")
    if args.only_mechs:
        out.write(f"{args.output}: {pages} record sheet{'s' if pages != 1 else ''}\n")
    else:
        out.write(f"{args.output}: {len(paths)} units on {pages} page{'s' if pages != 1 else ''}\n")
    return EXIT_OK
