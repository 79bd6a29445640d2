"""Standard streams that never end a command with a traceback: output that the locale
cannot encode is escaped, a closed or full standard output ends the command with exit 2 and one
line on standard error, a broken pipe (``designer ... | head``) with 141 (128 + SIGPIPE) quietly."""

from __future__ import annotations

import io
import os
import sys
from typing import Any, TextIO

EXIT_BROKEN_PIPE = 141   # what a shell reports for a command ended by SIGPIPE


class OutputStreamError(Exception):
    """Standard output could not be written (closed, full, an I/O error). ``str()`` is one line."""


class _ClosedOutput(io.TextIOBase):
    """Stands in for a standard output the command was started without (``>&-``)."""

    def write(self, text: str) -> int:
        if not text:
            return 0
        raise OutputStreamError("standard output is closed; nothing was printed")


class GuardedOutput:
    """A text stream passing writes to ``stream``; a failed write raises OutputStreamError (a broken
    pipe stays BrokenPipeError, which the command line ends quietly)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self._guard(self.stream.write, text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self._guard(self.stream.flush)

    def _guard(self, action: Any, *args: Any) -> Any:
        try:
            return action(*args)
        except (BrokenPipeError, OutputStreamError):
            raise
        except (OSError, ValueError) as exc:   # ENOSPC, EIO, EBADF; ValueError: closed file
            reason = getattr(exc, "strerror", None) or str(exc)
            raise OutputStreamError(f"cannot write to standard output: {reason}") from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def prepare_streams() -> None:
    """Escapes what the locale cannot encode (``LC_ALL=C`` and a non-ASCII unit name) instead of
    failing, and gives a closed standard output or error a stand-in."""
    if sys.stdout is None:
        sys.stdout = _ClosedOutput()
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass


def silence_stdout() -> None:
    """Points the standard output at /dev/null, so the interpreter's last flush of a broken or full
    stream prints nothing at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        sys.stdout = _ClosedOutput()
