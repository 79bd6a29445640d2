"""The one atomic writer for every output (YAML, MTF, BLK, PDF, PNG, CSV and the ``.bak``).

A temporary file is written in the target's own folder, flushed to disk, given the mode of the
file it replaces, and renamed over the target: a reader sees the old complete file or the new
complete file, never a part of one, whatever happens to the process or the disk meanwhile. A
symlinked target is resolved on purpose: the link stays a link and its target is replaced. The
backup is made by the same rename (never by copying into, or writing through, an existing
``.bak``). The temporary file is removed on any failure, Ctrl-C included."""

from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO, TypeVar

T = TypeVar("T")
NEW_FILE_MODE = 0o666   # narrowed by the umask, as for any file a program creates
_TEMP = re.compile(r"^\.(?P<name>.+)\.p(?P<pid>\d+)\.[^.]+\.tmp$")


def backup_path(path: str | Path) -> Path:
    """Where a save keeps the previous version of ``path``."""
    path = Path(path)
    return path.with_name(path.name + ".bak")


def resolved_target(path: str | Path) -> Path:
    """The file a write to ``path`` replaces: a symlink's final target (the link is kept)."""
    path = Path(path)
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _temp_file(folder: Path, name: str) -> tuple[int, Path]:
    """A new empty file ``.<name>.p<pid>.<random>.tmp`` in ``folder``: the process id lets a later
    write remove it if this process is killed before renaming it."""
    descriptor, temp = tempfile.mkstemp(prefix=f".{name}.p{os.getpid()}.", suffix=".tmp", dir=folder)
    return descriptor, Path(temp)


def process_umask() -> int:
    """The umask, read without changing it where the system allows (Linux), else by setting and
    restoring it."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True   # alive, owned by someone else
    return True


def remove_stale_temps(target: Path) -> None:
    """Deletes temporary files of ``target`` left by a writer that was killed (SIGKILL, power
    loss). A temp file names its writer's process id; only those of dead processes go."""
    if os.name != "posix":
        return
    try:
        names = [entry.name for entry in os.scandir(target.parent or ".") if entry.name.endswith(".tmp")]
    except OSError:
        return
    for name in names:
        match = _TEMP.match(name)
        mine = match is not None and match["name"] in (target.name, target.name + ".bak")
        if mine and match is not None and not _pid_alive(int(match["pid"])):
            (target.parent / name).unlink(missing_ok=True)


def _keep_mode(descriptor: int, old: os.stat_result | None) -> None:
    """The new file gets the old one's permissions (and owner, where allowed)."""
    if not hasattr(os, "fchmod"):
        return
    if old is None:   # a new file: what any program creating it would give it (not mkstemp's 0600)
        os.fchmod(descriptor, NEW_FILE_MODE & ~process_umask())
        return
    os.fchmod(descriptor, stat.S_IMODE(old.st_mode))
    if hasattr(os, "fchown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        try:
            os.fchown(descriptor, old.st_uid, old.st_gid)
        except OSError:
            pass   # only root may give a file away; the mode is kept anyway


def _sync_folder(folder: Path) -> None:
    """Makes the rename itself durable (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


# rename(2) replaces the destination atomically on POSIX; Windows needs os.replace for that
_rename_over = os.rename if os.name == "posix" else os.replace


def _write_backup(target: Path) -> None:
    """``<target>.bak`` := the current ``target``, atomically: a hard link (or, where the file
    system has none, a synced copy) under a temporary name renamed over the ``.bak``; a ``.bak``
    that is a symlink is replaced as a link, never followed."""
    bak = backup_path(target)
    descriptor, temp = _temp_file(target.parent, bak.name)
    os.close(descriptor)
    try:
        temp.unlink()
        try:
            os.link(target, temp, follow_symlinks=False)
        except OSError:
            with open(target, "rb") as source, open(temp, "xb") as copy:
                shutil.copyfileobj(source, copy)
                copy.flush()
                os.fsync(copy.fileno())
            shutil.copystat(target, temp)
        _rename_over(temp, bak)
        # rename(2) does nothing when both names are links to one file (a .bak already linked to
        # the current version by a write killed before its own rename): drop the extra name
        temp.unlink(missing_ok=True)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def atomic_write_stream(path: str | Path, write: Callable[[BinaryIO], T], *, backup: bool = False) -> T:
    """Calls ``write(stream)`` on a temporary file beside ``path`` and, when it returns, puts the
    file in place of ``path`` atomically; returns what ``write`` returned.

    Raises:
        OSError: the folder is not writable, the disk is full, ``path`` is not a regular file;
            the old file is then untouched. Whatever ``write`` raises is raised again, likewise.
    """
    target = resolved_target(path)
    old = target.stat() if target.exists() else None
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise IsADirectoryError(21, "not a regular file (refusing to replace it)", str(path))
    remove_stale_temps(target)
    descriptor, temp = _temp_file(target.parent if str(target.parent) else Path("."), target.name)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            _keep_mode(stream.fileno(), old)
            result = write(stream)
            stream.flush()
            os.fsync(stream.fileno())
        if backup and old is not None:
            _write_backup(target)
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    return result


def atomic_write(path: str | Path, data: bytes, *, backup: bool = False) -> None:
    """Writes ``data`` to ``path`` atomically; see :func:`atomic_write_stream`."""
    atomic_write_stream(path, lambda stream: stream.write(data), backup=backup)
