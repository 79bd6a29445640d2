"""``designer gui [FILE] [--lance [LANCE_FILE]] [--screenshot PNG [--tab NAME]]``: the designer window (imports Qt lazily)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT
from designer.cli.display import start_problem
from designer.cli.report import problem
from designer.formats.errors import FormatError
from designer.safe_io import OutputRefused, check_output_target

# The tabs of the 'Mech view; the other kinds show "armor" (their Armor & Weapons page), so every
# name here exists for every kind that has such a page.
TABS = ("structure", "armor", "equipment", "criticals", "fluff", "preview", "alpha_strike")


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", help="a unit file (YAML, MTF, BLK), a lance or force file, "
                                                "or a library design by name")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window offscreen, save it as PNG and exit")
    parser.add_argument("--tab", choices=TABS, type=str.lower, metavar="TAB",
                        help=f"the tab to show in the screenshot, any case: {', '.join(TABS)}")
    parser.add_argument("--force", action="store_true",
                        help="save the screenshot even over an input or a file that is not a PNG")
    parser.add_argument("--lance", nargs="?", const="", metavar="LANCE_FILE",
                        help="open the lance builder (with a lance or force file)")


def _check_readable(args: argparse.Namespace) -> None:
    """Reads the files the window would open, so that bad input is one line on stderr and exit
    code 2 before any window (or modal error box) appears.

    Raises:
        FormatError: the file cannot be opened.
    """
    from designer.battleforce.lance_file import is_group_file, read_group_file
    from designer.formats.load import load_unit

    if args.lance:
        read_group_file(args.lance)
    if args.file:
        path = Path(args.file)
        if path.suffix.lower() in (".yaml", ".yml") and is_group_file(path):
            read_group_file(path)
        else:
            load_unit(path)


def _check_screenshot(args: argparse.Namespace) -> None:
    """A screenshot is a PNG: refused onto another file type or onto an input, unless --force.

    Raises:
        OutputRefused: see :func:`designer.safe_io.check_output_target`.
    """
    if not args.screenshot:
        return
    if Path(args.screenshot).suffix.lower() != ".png":
        raise OutputRefused(args.screenshot, "a screenshot is saved as PNG: give a file name ending in .png")
    check_output_target(args.screenshot, [name for name in (args.file, args.lance) if name], "png", args.force)


def run(args: argparse.Namespace, out: TextIO) -> int:
    try:
        _check_readable(args)
        _check_screenshot(args)
    except (FormatError, OutputRefused) as error:
        problem(error)
        return EXIT_BAD_INPUT
    trouble = start_problem(dict(os.environ, QT_QPA_PLATFORM="offscreen") if args.screenshot else os.environ)
    if trouble:   # no display, or Qt's libraries missing: one line, not Qt's abort (issue 34)
        problem(f"designer gui: {trouble}")
        return EXIT_BAD_INPUT
    from designer.gui import run as run_gui

    return run_gui(args.file, args.screenshot, args.tab, args.lance)
