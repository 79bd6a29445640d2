"""Errors and issues raised or collected by the file readers."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from designer.safe_io import read_text
from designer.safe_io.errors import FormatError

__all__ = ["FormatError", "ImportIssue", "read_text_file"]


def read_text_file(path: str | Path, max_bytes: int, what: str) -> str:
    """The text of a unit file (UTF-8, a byte-order mark allowed), read by the one bounded reader
    (:func:`designer.safe_io.read_text`).

    Raises:
        FormatError: no such file, not a regular file, unreadable, larger than ``max_bytes``
            (``what`` names the file type in the message), or not UTF-8.
    """
    return read_text(path, max_bytes, what)


@dataclass(frozen=True, slots=True)
class ImportIssue:
    """Something a tolerant reader skipped or guessed, with the line it came from."""

    line: int | None
    code: str
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


def unreadable(exc: Exception, text: str, source: str, what: str) -> FormatError:
    """The one line a reader's safety net gives for an exception its checks did not foresee: the
    model's own message where the model refused a value (a sane limit, docs/limits.md), with the
    line of the first over-long line when the value is text beyond its limit."""
    from pydantic import ValidationError

    if not isinstance(exc, ValidationError) or not exc.errors():
        return FormatError(f"cannot read as {what} ({exc.__class__.__name__})", source=source)
    error = exc.errors()[0]
    where = ".".join(str(part) for part in error["loc"] if not str(part).startswith("function-"))
    message = str(error["msg"]).removeprefix("Value error, ")
    line = None
    if "characters of text" in message:
        from designer.model.limits import MAX_NAME_CHARS

        line = next((number for number, row in enumerate(text.splitlines(), 1) if len(row) > MAX_NAME_CHARS),
                    None)
    return FormatError(f"{where or what}: {message}", source=source, line=line)
