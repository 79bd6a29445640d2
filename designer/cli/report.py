"""How every command reports: one printable line per problem on stderr (file and line first),
``{"file", "error"}`` objects for JSON output, and text from files made safe to print."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any, TextIO

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
