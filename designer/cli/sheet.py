"""``designer sheet FILE... -o OUT.pdf``: record sheets in one PDF. 'Mechs only: one page per
'Mech (as before); any mix of 'Mechs, vehicles, fighters, installations and infantry: pages by
kind, vehicles two a page, platoons several a page (:mod:`designer.sheets.job`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths, load_unit
from designer.model import Pilot
from designer.sheets import PAPERS, SheetOptions, render_mech_sheets, render_sheets
from designer.sheets.job import kind_of

PROGRESS_FROM = 10   # show a progress bar when printing this many units or more
BAR_WIDTH = 30


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML, MTF, BLK) or folders")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF to write")
    parser.add_argument("--paper", choices=PAPERS, default="letter", help="paper size (default letter)")
    parser.add_argument("--pilot", metavar="NAME", help="MechWarrior name printed on every sheet")
    parser.add_argument("--gunnery", type=int, metavar="N", help="gunnery skill (with --pilot)")
    parser.add_argument("--piloting", type=int, metavar="N", help="piloting skill (with --pilot)")
    parser.add_argument("--tables", action="store_true", help="add hit location, missile hit and to-hit tables")


def _options(args: argparse.Namespace) -> SheetOptions:
    if args.pilot is None and args.gunnery is None and args.piloting is None:
        return SheetOptions(tables=args.tables)
    pilot = Pilot(name=args.pilot or "", gunnery=4 if args.gunnery is None else args.gunnery,
                  piloting=5 if args.piloting is None else args.piloting)
    return SheetOptions(pilot=pilot, tables=args.tables)


def _check_all(paths: list[Path]) -> tuple[str | None, bool]:
    """Reads every file once before drawing, so a bad file fails before the PDF is written.
    Returns (problem, all 'Mechs)."""
    only_mechs = True
    for path in paths:
        try:
            unit = load_unit(path).unit
        except FormatError as error:
            return str(error), False
        try:
            only_mechs = kind_of(unit) == "mech" and only_mechs
        except ValueError:
            return f"{path}: no record sheet for this kind of unit", False
    return None, only_mechs


def _units(paths: list[Path]) -> Iterator:
    for path in paths:
        yield load_unit(path).unit


def _progress_bar(total: int):
    def report(done: int, unit: object) -> None:
        filled = BAR_WIDTH * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
    return report


def run(args: argparse.Namespace, out: TextIO) -> int:
    paths = expand_paths(args.files)
    if not paths:
        print("sheet: no unit files given", file=sys.stderr)
        return EXIT_BAD_INPUT
    problem, only_mechs = _check_all(paths)
    if problem is not None:
        print(problem, file=sys.stderr)
        return EXIT_BAD_INPUT
    progress = _progress_bar(len(paths)) if len(paths) >= PROGRESS_FROM else None
    render = render_mech_sheets if only_mechs else render_sheets
    try:
        pages = render(_units(paths), args.output, paper=args.paper, options=_options(args), progress=progress)
    except OSError as error:
        print(f"{args.output}: cannot write: {error.strerror or error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if only_mechs:
        out.write(f"{args.output}: {pages} record sheet{'s' if pages != 1 else ''}\n")
    else:
        out.write(f"{args.output}: {len(paths)} units on {pages} page{'s' if pages != 1 else ''}\n")
    return EXIT_OK
