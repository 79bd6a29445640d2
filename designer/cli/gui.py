"""``designer gui [FILE] [--lance [LANCE_FILE]] [--screenshot PNG [--tab NAME]]``: the designer window (imports Qt lazily)."""

from __future__ import annotations

import argparse
from typing import TextIO

TABS = ("structure", "armor", "equipment", "criticals", "loadout", "preview")


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", help="a YAML or MTF unit file to open")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window offscreen, save it as PNG and exit")
    parser.add_argument("--tab", choices=TABS, help="the tab to show in the screenshot")
    parser.add_argument("--lance", nargs="?", const="", metavar="LANCE_FILE",
                        help="open the lance builder (with a lance or force file)")


def run(args: argparse.Namespace, out: TextIO) -> int:
    from designer.gui import run as run_gui

    return run_gui(args.file, args.screenshot, args.tab, args.lance)
