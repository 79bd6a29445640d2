"""Errors and issues raised or collected by the file readers."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


class FormatError(Exception):
    """A file cannot be read as a unit: the one error type every reader raises.

    ``str(error)`` is ``file:line: message`` (line omitted when unknown)."""

    def __init__(self, message: str, *, source: str | Path | None = None, line: int | None = None) -> None:
        self.message = message
        self.source = str(source) if source is not None else None
        self.line = line
        super().__init__(self.__str__())

    def __str__(self) -> str:
        where = self.source or "<input>"
        if self.line is not None:
            where = f"{where}:{self.line}"
        return f"{where}: {self.message}"


@dataclass(frozen=True, slots=True)
class ImportIssue:
    """Something a tolerant reader skipped or guessed, with the line it came from."""

    line: int | None
    code: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message
