"""``designer gui [FILE] [--lance [LANCE_FILE]] [--screenshot PNG [--tab NAME]]``: the designer window (imports Qt lazily)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT
from designer.cli.outputs import add_output_option
from designer.cli.display import start_problem
from designer.cli.report import problem
from designer.formats.errors import FormatError
from designer.safe_io import OutputRefused, atomic_write, backup_path, check_output_target, read_bytes

MAX_BACKUP_BYTES = 256 * 1024 * 1024   # a file kept as .bak before a forced screenshot replaces it

# The tabs of the 'Mech view; the other kinds show "armor" (their Armor & Weapons page), so every
# name here exists for every kind that has such a page.
TABS = ("structure", "armor", "equipment", "criticals", "fluff", "preview", "alpha_strike")


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", help="a unit file (YAML, MTF, BLK), a lance or force file, "
                                                "or a library design by name")
    add_output_option(parser, "--screenshot", file_type="png", metavar="PNG",
                      help="render the window offscreen, save it as PNG and exit")
    parser.add_argument("--tab", choices=TABS, type=str.lower, metavar="TAB",
                        help=f"the tab to show in the screenshot, any case: {', '.join(TABS)}")
    parser.add_argument("--lance", nargs="?", const="", metavar="LANCE_FILE",
                        help="open the lance builder (with a lance or force file)")


def _check_readable(args: argparse.Namespace) -> None:
    """Reads the files the window would open, so that bad input is one line on stderr and exit
    code 2 before any window (or modal error box) appears.

    Raises:
        FormatError: the file cannot be opened.
    """
    from designer.battleforce.lance_file import is_group_file, read_group_file
    from designer.forces.load import is_mul
    from designer.formats.load import load_unit
    from designer.formats.mul import read_mul

    if args.lance:
        read_mul(args.lance) if is_mul(args.lance) else read_group_file(args.lance)
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
    inputs = [name for name in (args.file, args.lance) if name]
    if check_output_target(args.screenshot, inputs, "png", args.force):   # --force: the old file as .bak
        try:
            old = read_bytes(Path(args.screenshot), MAX_BACKUP_BYTES, "a file")
            atomic_write(backup_path(args.screenshot), old)
        except OSError as exc:
            raise OutputRefused(args.screenshot, f"cannot keep the old file as .bak: {exc.strerror or exc}") from None


def run(args: argparse.Namespace, out: TextIO) -> int:
    from designer.forces.load import is_mul

    if args.file and is_mul(args.file) and args.lance is None:   # a MegaMek force: the lance builder
        args.lance, args.file = args.file, None
    try:
        _check_readable(args)
        _check_screenshot(args)
    except (FormatError, OutputRefused) as error:
        problem(error)
        return EXIT_BAD_INPUT
    trouble = start_problem(dict(os.environ, QT_QPA_PLATFORM="offscreen") if args.screenshot else os.environ)
    if trouble:   # no display, or Qt's libraries missing: one line, not Qt's abort
        problem(f"designer gui: {trouble}")
        return EXIT_BAD_INPUT
    from designer.gui import run as run_gui

    return run_gui(args.file, args.screenshot, args.tab, args.lance)
