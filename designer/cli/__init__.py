"""The ``designer`` command. Subcommands are declared once in SUBCOMMANDS; each module has
``setup_parser(parser)`` and ``run(args, out) -> int`` (an exit code: 0 valid, 1 errors found,
2 bad input or usage)."""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
from typing import TextIO

from designer import __version__
from designer.cli.streams import (
    EXIT_BROKEN_PIPE,
    GuardedOutput,
    OutputStreamError,
    prepare_streams,
    silence_stdout,
)

# (name, help, module)
SUBCOMMANDS: list[tuple[str, str, str]] = [
    ("validate", "check designs against the construction rules", "designer.cli.validate"),
    ("info", "print a TRO-style summary of a design", "designer.cli.info"),
    ("tro", "the Technical Readout of designs as text, Markdown or HTML", "designer.cli.tro"),
    ("convert", "convert unit files between YAML, MTF and BLK", "designer.cli.convert"),
    ("sheet", "print the record sheets of designs of any kind into one PDF (Letter or A4)",
     "designer.cli.sheet"),
    ("bv", "Battle Value 2.0 of designs, with the working (--explain)", "designer.cli.bv"),
    ("battleforce", "1987 BattleForce values of units, lances and forces", "designer.cli.battleforce"),
    ("alphastrike", "Alpha Strike cards and Point Values, with the working; printable cards",
     "designer.cli.alphastrike"),
    ("gui", "open the designer window", "designer.cli.gui"),
    ("regiment", "BattleForce regiments: costs, generation, scenarios, counters", "designer.cli.regiment"),
    ("index", "one row per unit file of folders (validity, BV, cost), cached", "designer.cli.index"),
    ("items", "search the item catalogue: names to write, tech base, year, tons, slots, damage, BV, cost",
     "designer.cli.items"),
    ("force", "a force's units, pilots and Battle Value (MegaMek .mul, lance or force file)",
     "designer.cli.force"),
]

EXIT_OK, EXIT_ERRORS, EXIT_BAD_INPUT = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # usage errors exit 2 with one line, as argparse does
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The command-line parser. Only the subcommand ``argv`` names is imported and set up (every
    one when ``argv`` is None), so a command loads what it uses and starts at once."""
    parser = _Parser(prog="designer", description="BattleTech unit designer (1987 rules and Level 2)")
    parser.add_argument("--version", action="version", version=f"designer {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)
    chosen = _chosen_command(argv)
    for name, help_text, module_name in SUBCOMMANDS:
        sub = commands.add_parser(name, help=help_text, description=help_text)
        if argv is None or name == chosen:
            module = importlib.import_module(module_name)
            module.setup_parser(sub)
            sub.set_defaults(handler=module.run)
    return parser


def _names_a_unit_file(words: list[str]) -> bool:
    """Whether the first word is a unit file rather than a subcommand."""
    from pathlib import Path

    first = words[0] if words else ""
    if first.startswith("-") or first in {entry[0] for entry in SUBCOMMANDS}:
        return False
    return Path(first).suffix.lower() in (".yaml", ".yml", ".mtf", ".blk", ".mul")


def _chosen_command(argv: list[str] | None) -> str | None:
    """The subcommand ``argv`` names: its first word that is not an option."""
    names = {entry[0] for entry in SUBCOMMANDS}
    for word in argv or []:
        if not word.startswith("-"):
            return word if word in names else None
    return None


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    """Runs the command line; returns the exit code."""
    prepare_streams()
    words = sys.argv[1:] if argv is None else argv
    if _names_a_unit_file(words):   # `designer unit.mtf` opens the file in the window
        words = ["gui", *words]
    parser = build_parser(words)
    args = parser.parse_args(words)
    if getattr(args, "handler", None) is None:
        gui = [entry for entry in SUBCOMMANDS if entry[0] == "gui"]
        if gui:
            return main(["gui"], out)
        parser.print_help()
        return EXIT_BAD_INPUT
    stream = GuardedOutput(out or sys.stdout)
    try:
        with _terminate_as_interrupt():
            code = int(args.handler(args, stream))
            stream.flush()
            return code
    except BrokenPipeError:  # output piped into e.g. `head`, which closed early
        silence_stdout()
        return EXIT_BROKEN_PIPE
    except OutputStreamError as exc:   # stdout closed or full: one line, no traceback
        silence_stdout()
        print(f"designer: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:   # the atomic writer has removed its temporary file; the old output stays
        _say(f"designer {args.command}: interrupted; no output was left half-written")
        return EXIT_BAD_INPUT
    except Exception as exc:   # the last guard (RecursionError, MemoryError too): never a traceback
        return _unexpected(args.command, exc)


def entry() -> None:
    """The process's entry (``python -m designer``, the ``designer`` script): runs the command line,
    then ends the process at once: the standard streams flushed, without the interpreter's teardown,
    which frees every object one by one (about 45 ms after a batch of a thousand files, as long as
    a tenth of a small command). The window's toolkit cleans up in that teardown: after the window
    (Qt loaded), and when a stream cannot be flushed (its error reported as it always is), the
    interpreter ends as usual. Nothing else here runs at exit: batches end their workers before
    the command returns and every file is written through the atomic writer before that."""
    code = main()
    if "PySide6" in sys.modules:
        raise SystemExit(code)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        raise SystemExit(code) from None
    os._exit(code)


def _unexpected(command: str, exc: BaseException) -> int:
    """One line for an error no reader foresaw (an attack of a new kind), exit 2."""
    message = " ".join(str(exc).split())[:200]
    _say(f"designer {command}: unexpected {type(exc).__name__}: {message or 'no message'}")
    return EXIT_BAD_INPUT


def _say(line: str) -> None:
    """One line on standard error, if it can still be written."""
    try:
        print(line, file=sys.stderr)
    except (OSError, ValueError):
        pass


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
