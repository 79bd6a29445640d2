"""The one bounded reader for every input file: unit files, lance and force files, recovery notes.

The file is checked before it is opened for reading (a FIFO, a device or a folder is refused, so
reading can neither block forever nor run until memory is gone), its size is checked with fstat
on the open descriptor, and at most ``max_bytes + 1`` bytes are ever read."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from designer.safe_io.errors import FormatError

NAME_MAX = 255   # the longest file name (one path component) POSIX file systems accept
PATH_MAX = 4096  # the longest path Linux accepts
READ_CHUNK = 1 << 16   # bytes asked for per read once the size fstat gave has been read
_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


def os_problem(exc: OSError, path: str | Path) -> str:
    """One line saying why the operating system refused ``path`` (no traceback, no errno soup)."""
    longest = max((len(part) for part in Path(path).parts), default=0)
    if longest > NAME_MAX:
        return f"file name too long ({longest} characters; the limit is {NAME_MAX})"
    if exc.errno == errno.ENAMETOOLONG:
        return f"path too long ({len(str(path))} characters; the limit is {PATH_MAX})"
    if exc.errno == errno.ENOENT:
        return "no such file"
    return exc.strerror or exc.__class__.__name__


def _refuse_odd_file(mode: int, path: Path) -> None:
    if stat.S_ISDIR(mode):
        raise FormatError("is a folder, not a file", source=path)
    if not stat.S_ISREG(mode):
        raise FormatError("not a regular file (a FIFO, device or socket is never read)", source=path)


def _too_large(size: int, max_bytes: int, what: str, path: Path) -> FormatError:
    return FormatError(f"file is too large for {what} ({size} bytes; the limit is {max_bytes})", source=path)


def read_bytes(path: str | Path, max_bytes: int, what: str) -> bytes:
    """The bytes of a regular file no larger than ``max_bytes``.

    Raises:
        FormatError: no such file, a folder, FIFO or device, a name too long, unreadable, or
            larger than ``max_bytes`` (``what`` names the kind of file in the message).
    """
    path = path if isinstance(path, Path) else Path(path)   # a Path already: not parsed again
    try:
        if str(path) == "":
            raise FormatError("empty file name", source="''")
        _refuse_odd_file(os.stat(path).st_mode, path)
        descriptor = os.open(path, _READ_FLAGS)
    except OSError as exc:
        raise FormatError(f"cannot read file: {os_problem(exc, path)}", source=path) from None
    try:
        info = os.fstat(descriptor)
        _refuse_odd_file(info.st_mode, path)   # swapped for a FIFO between stat and open
        if info.st_size > max_bytes:
            raise _too_large(info.st_size, max_bytes, what, path)
        chunks, total = [], 0
        # ask for what fstat promised (plus one byte to see a file that grew), then small chunks:
        # os.read allocates the whole size asked for, and a megabyte per small file is most of its cost
        want = info.st_size + 1
        while total <= max_bytes:
            chunk = os.read(descriptor, min(want, max_bytes + 1 - total))
            want = READ_CHUNK
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise FormatError(f"cannot read file: {os_problem(exc, path)}", source=path) from None
    finally:
        os.close(descriptor)
    if total > max_bytes:   # the file grew after fstat
        raise _too_large(total, max_bytes, what, path)
    return b"".join(chunks)


def read_head(path: str, count: int) -> bytes:
    """The first ``count`` bytes (at most) of a regular file, refused as :func:`read_bytes` refuses
    a folder, FIFO or device (FormatError), for a quick look at what a file says first."""
    try:
        _refuse_odd_file(os.stat(path).st_mode, Path(path))
        descriptor = os.open(path, _READ_FLAGS)
    except OSError as exc:
        raise FormatError(f"cannot read file: {os_problem(exc, path)}", source=path) from None
    try:
        _refuse_odd_file(os.fstat(descriptor).st_mode, Path(path))   # swapped between stat and open
        return os.read(descriptor, count)
    except OSError as exc:
        raise FormatError(f"cannot read file: {os_problem(exc, path)}", source=path) from None
    finally:
        os.close(descriptor)


def decode_text(raw: bytes, source: str | Path) -> str:
    """UTF-8 text (a byte-order mark allowed). Raises FormatError with the line of a bad byte."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise FormatError(f"not a UTF-8 text file (byte {exc.start})", source=source, line=line) from None


def read_text(path: str | Path, max_bytes: int, what: str) -> str:
    """The UTF-8 text of a regular file no larger than ``max_bytes``; see :func:`read_bytes`."""
    return decode_text(read_bytes(path, max_bytes, what), path)


def exists(path: str | Path) -> bool:
    """Whether ``path`` names anything; False (never an exception) for a name too long, a
    permission problem or a loop of symlinks."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return str(path) != ""


def is_folder(path: str | Path) -> bool:
    try:
        return str(path) != "" and stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_regular_file(path: str | Path) -> bool:
    try:
        return str(path) != "" and stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
