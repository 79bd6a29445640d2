"""How every command reports: one printable line per problem on stderr (file and line first),
``{"file", "error"}`` objects for JSON output, and text from files made safe to print."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from designer.formats.errors import FormatError
from designer.safe_io import one_line, printable


def problem(error: FormatError | Exception | str) -> None:
    """One line on stderr: ``file:line: message``."""
    print(one_line(str(error)), file=sys.stderr)


def error_object(error: FormatError) -> dict[str, Any]:
    """A file that could not be read, as JSON output shows it."""
    return {"file": error.source, "line": error.line, "error": error.message}


def write(out: TextIO, text: str) -> None:
    """``text`` (several lines allowed) with every terminal escape sequence neutralised."""
    out.write(printable(text))


class Neutralised:
    """A text stream that passes everything written through :func:`printable`."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def write(self, text: str) -> int:
        return self.out.write(printable(text))

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)


def write_output(out: str, inputs: Iterable[str], file_type: str, force: bool,
                 write: Callable[[BinaryIO], Any], what: str = "") -> bool:
    """Writes one output file through the one atomic writer after the output guard: never onto an
    input of the command or a file of another type without ``--force`` (and with it, the replaced
    file kept as ``<out>.bak``); the old file stays whole if anything fails. False (after one line
    on stderr) when the output was not written."""
    from designer.safe_io import OutputRefused, atomic_write_stream, check_output_target, os_problem

    try:
        backup = check_output_target(out, [name for name in inputs if name], file_type, force)
        Path(out).parent.mkdir(parents=True, exist_ok=True)   # a new folder for the output, as gui does
        atomic_write_stream(out, write, backup=backup)
    except OutputRefused as refused:
        problem(refused)
        return False
    except OSError as exc:
        problem(f"{out}: cannot write{' ' + what if what else ''}: {os_problem(exc, out)}")
        return False
    return True
