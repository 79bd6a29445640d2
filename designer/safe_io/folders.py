"""Walking a folder for unit files, bounded: iterative (no recursion limit to hit), at most
:data:`MAX_DEPTH` folders deep, :data:`MAX_PATH` characters long and :data:`MAX_ENTRIES` entries,
every folder visited once (a symlink loop ends), dangling links and unreadable folders skipped and
counted, never raised. A link to a folder is followed only while it stays inside the named folder
and never into the system's pseudo file systems (/proc, /sys, /dev: a walk of /proc never ends)."""

from __future__ import annotations

import itertools
import os
import stat
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

from designer.safe_io.reading import PATH_MAX

MAX_DEPTH = 32         # folders below the one named; MegaMek's data folder is 6 deep
MAX_PATH = PATH_MAX    # characters of a path
MAX_ENTRIES = 200_000  # entries listed in one walk (MegaMek's whole data folder holds ~10,000)
SYSTEM_FOLDERS = ("/proc", "/sys", "/dev")


@dataclass
class FolderWalk:
    """The unit files found below a folder (sorted) and what was skipped on the way."""

    files: list[Path] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)   # (path, why)


def _identity(path: str) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return (info.st_dev, info.st_ino) if stat.S_ISDIR(info.st_mode) else None


def _is_regular(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_file(follow_symlinks=True)
    except OSError:
        return False


def walk_unit_files(folder: str | Path, suffixes: Collection[str]) -> FolderWalk:
    """Every regular file below ``folder`` whose suffix (lower case) is in ``suffixes``.

    Symlinked folders are followed once each (by device and inode), so a loop ends; a folder
    deeper than MAX_DEPTH or a path longer than MAX_PATH is skipped with a note in ``skipped``."""
    walk = FolderWalk()
    start = os.fspath(folder)
    root = os.path.realpath(start)
    seen = {_identity(start)}
    pending: list[tuple[str, int]] = [(start, 0)]
    listed_count = 0
    while pending:
        current, depth = pending.pop()
        try:
            with os.scandir(current) as entries:
                listed = list(itertools.islice(entries, MAX_ENTRIES - listed_count + 1))
        except OSError as exc:
            walk.skipped.append((current, f"cannot list this folder: {exc.strerror or exc}"))
            continue
        if listed_count + len(listed) > MAX_ENTRIES:   # bounded time, whatever the folder holds
            walk.skipped.append((start, f"more than {MAX_ENTRIES} entries; the rest not searched"))
            listed = listed[:MAX_ENTRIES - listed_count]
            pending.clear()
        listed_count += len(listed)
        for entry in listed:
            _visit(entry, depth, suffixes, walk, seen, pending, root)
    walk.files.sort()
    return walk


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _refused_link(entry: os.DirEntry[str], root: str) -> str | None:
    """Why a linked folder is not followed: into a pseudo file system, or out of the named folder."""
    if not entry.is_symlink():
        return None
    target = os.path.realpath(entry.path)
    system = next((name for name in SYSTEM_FOLDERS if _inside(target, name)), None)
    if system is not None and not _inside(root, system):
        return f"a system folder ({system}); not searched"
    if not _inside(target, root):
        return "a link out of the named folder; not searched"
    return None


def _visit(entry: os.DirEntry[str], depth: int, suffixes: Collection[str], walk: FolderWalk,
           seen: set[tuple[int, int] | None], pending: list[tuple[str, int]], root: str) -> None:
    if len(entry.path) > MAX_PATH:
        walk.skipped.append((entry.path[:80] + "...", f"path longer than {MAX_PATH} characters; skipped"))
        return
    identity = _identity(entry.path)
    if identity is not None:
        refused = _refused_link(entry, root)
        if refused is not None:
            walk.skipped.append((entry.path, refused))
            return
        if identity in seen:
            return
        seen.add(identity)
        if depth + 1 > MAX_DEPTH:
            walk.skipped.append((entry.path, f"more than {MAX_DEPTH} folders deep; not searched"))
            return
        pending.append((entry.path, depth + 1))
    elif os.path.splitext(entry.name)[1].lower() in suffixes and _is_regular(entry):
        walk.files.append(Path(entry.path))
