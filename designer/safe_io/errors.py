"""The one error type of every reader (re-exported as ``designer.formats.errors.FormatError``)."""

from __future__ import annotations

from pathlib import Path

from designer.safe_io.text import one_line


class FormatError(Exception):
    """A file cannot be read as a unit: the one error type every reader raises.

    ``str(error)`` is ``file:line: message`` (line omitted when unknown), always one printable
    line: a newline or terminal escape in a file name or message is shown escaped."""

    def __init__(self, message: str, *, source: str | Path | None = None, line: int | None = None) -> None:
        self.message = message
        self.source = str(source) if source is not None else None
        self.line = line
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = self.source or "<input>"
        if self.line is not None:
            where = f"{where}:{self.line}"
        return one_line(f"{where}: {self.message}")
