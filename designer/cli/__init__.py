"""The ``designer`` command. Subcommands are declared once in SUBCOMMANDS; each module has
``setup_parser(parser)`` and ``run(args, out) -> int`` (an exit code: 0 valid, 1 errors found,
2 bad input or usage)."""

from __future__ import annotations

import argparse
import importlib
import signal
import sys
from typing import TextIO

from designer import __version__

# (name, help, module)
SUBCOMMANDS: list[tuple[str, str, str]] = [
    ("validate", "check designs against the construction rules", "designer.cli.validate"),
    ("info", "print a TRO-style summary of a design", "designer.cli.info"),
    ("convert", "convert unit files between YAML, MTF and BLK", "designer.cli.convert"),
    ("sheet", "print record sheets as one PDF, one page per 'Mech", "designer.cli.sheet"),
    ("bv", "Battle Value 2.0 of designs, with the working (--explain)", "designer.cli.bv"),
    ("battleforce", "1987 BattleForce values of units, lances and forces", "designer.cli.battleforce"),
    ("gui", "open the designer window", "designer.cli.gui"),
    ("regiment", "BattleForce regiments: costs, generation, scenarios, counters", "designer.cli.regiment"),
]

EXIT_OK, EXIT_ERRORS, EXIT_BAD_INPUT = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # usage errors exit 2 with one line, as argparse does
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="designer", description="BattleTech unit designer (1987 rules)")
    parser.add_argument("--version", action="version", version=f"designer {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name, help_text, module_name in SUBCOMMANDS:
        module = importlib.import_module(module_name)
        sub = commands.add_parser(name, help=help_text, description=help_text)
        module.setup_parser(sub)
        sub.set_defaults(handler=module.run)
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    """Runs the command line; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "handler", None) is None:
        gui = [entry for entry in SUBCOMMANDS if entry[0] == "gui"]
        if gui:
            return main(["gui"], out)
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        with _terminate_as_interrupt():
            return int(args.handler(args, out or sys.stdout))
    except BrokenPipeError:  # output piped into e.g. `head`, which closed early
        sys.stderr.close()
        return EXIT_OK
    except KeyboardInterrupt:
        return EXIT_BAD_INPUT


class _terminate_as_interrupt:  # noqa: N801 - used as a context manager
    """SIGTERM unwinds like Ctrl-C, so the atomic writer removes its temporary file and the old
    output stays whole (only the main thread may set signal handlers)."""

    def __enter__(self) -> None:
        self.installed = False
        try:
            self.previous = signal.signal(signal.SIGTERM, _interrupt)
            self.installed = True
        except ValueError:   # not the main thread
            pass

    def __exit__(self, *exc: object) -> None:
        if self.installed:
            signal.signal(signal.SIGTERM, self.previous if self.previous is not None else signal.SIG_DFL)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt
