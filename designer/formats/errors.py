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


def read_text_file(path: str | Path, max_bytes: int, what: str) -> str:
    """The text of a unit file (UTF-8, a byte-order mark allowed).

    Raises:
        FormatError: unreadable, larger than ``max_bytes`` (``what`` names the file type in the
            message), or not UTF-8.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise FormatError(f"cannot read file: {exc.strerror or exc}", source=path) from None
    if len(raw) > max_bytes:
        raise FormatError(f"file is too large for {what} ({len(raw)} bytes)", source=path)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FormatError(f"not a UTF-8 text file (byte {exc.start})", source=path) from None


@dataclass(frozen=True, slots=True)
class ImportIssue:
    """Something a tolerant reader skipped or guessed, with the line it came from."""

    line: int | None
    code: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message
