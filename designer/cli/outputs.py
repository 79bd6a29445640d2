"""Every option that names a file a command writes is declared here, by :func:`add_output_option`,
so the output guard cannot be forgotten: the option's argparse ``type`` is an :class:`OutputFile`
(tests find every writing option of every command by it), and the command writes through
:func:`designer.cli.report.write_output` (the guard, then the one atomic writer)."""

from __future__ import annotations

import argparse

FORCE_HELP = ("write even over an input or a file of another type (the old file is kept beside it "
              "as FILE.bak)")


class OutputFile:
    """The argparse type of an option naming a file the command writes. ``file_type`` is what is
    written there: ``pdf``, ``png``, a text type (``yaml``, ``mtf``, ``blk``, ``csv``, ``json``,
    ``mul``, ``text``), ``by-form`` (chosen by ``--json``/``--csv``) or ``by-extension``."""

    def __init__(self, file_type: str) -> None:
        self.file_type = file_type
        self.__name__ = "output file"   # argparse names the type in its error messages

    def __call__(self, text: str) -> str:
        if not text.strip():
            raise argparse.ArgumentTypeError("an output file name may not be empty")
        if "\x00" in text:
            raise argparse.ArgumentTypeError("an output file name may not hold a NUL character")
        return text

    def __repr__(self) -> str:
        return f"OutputFile({self.file_type!r})"


def add_output_option(parser: argparse.ArgumentParser, *flags: str, file_type: str, help: str,
                      metavar: str = "FILE", required: bool = False) -> argparse.Action:
    """Adds a writing option (or, with one flag that is not an option, a positional output) and the
    command's ``--force`` when it has none yet."""
    if flags and not flags[0].startswith("-"):
        action = parser.add_argument(*flags, type=OutputFile(file_type), metavar=metavar, help=help)
    else:
        action = parser.add_argument(*flags, type=OutputFile(file_type), metavar=metavar, help=help,
                                     required=required)
    if not any("--force" in option.option_strings for option in parser._actions):
        parser.add_argument("--force", action="store_true", help=FORCE_HELP)
    return action
