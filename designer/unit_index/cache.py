"""The index cache: the rows of the files below one folder, kept in the user's cache folder
(the designer's cache folder of decision D-NEW-3: ``$DESIGNER_CACHE_DIR``, else
``$XDG_CACHE_HOME/designer``, else ``~/.cache/designer``) and valid for a file while its path and
stamp (size, modification and change times in nanoseconds, inode, device) are those it was read
with, and its content's digest too when it changed shortly before it was read; and while the
designer's own code is the one that computed them (a stamp of its modules and data).

The cache is an aid, never a condition: a cache folder that cannot be made or written, or a cache
file that is not one, is a note and the work goes on without it. Every write is the one atomic
writer's, so a killed command leaves the old cache or the new one, each whole."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from designer import safe_io
from designer.catalog.cache import CACHE_ENV
from designer.unit_index.row import Entry, IndexRow, Stamp, file_digest

CACHE_FORMAT = 2   # 2: rows keyed by the whole stamp and the content's digest
MAX_CACHE_BYTES = 512_000_000   # a cache file of 100,000 rows is about 50 MB
CODE_FOLDERS_SKIPPED = ("gui", "sheets", "cli")   # code that computes no row
FORGET_AFTER_SECONDS = 90 * 24 * 3600   # a folder's cache not used for 90 days is removed


def cache_folder() -> Path | None:
    """The designer's cache folder (``designer.catalog.cache.cache_folder``: ``$DESIGNER_CACHE_DIR``,
    else ``$XDG_CACHE_HOME/designer``, else ``~/.cache/designer``); None when turned off
    (``DESIGNER_CACHE_DIR=off``) or when there is no home folder."""
    from designer.catalog.cache import cache_folder as designer_cache_folder

    return designer_cache_folder()


@functools.cache
def code_stamp() -> str:
    """A stamp of the designer's modules and data files (paths, sizes, modification times): rows
    computed by other code are not reused."""
    package = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for folder, names, files in sorted(os.walk(package)):
        relative = os.path.relpath(folder, package)
        if relative.split(os.sep)[0] in CODE_FOLDERS_SKIPPED or "__pycache__" in relative:
            names[:] = []
            continue
        names.sort()
        for name in sorted(files):
            if name.endswith((".py", ".yaml", ".csv", ".json")):
                info = os.stat(os.path.join(folder, name))
                digest.update(f"{relative}/{name}:{info.st_size}:{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:24]


def _cache_name(root: Path) -> str:
    return "index-" + hashlib.sha256(os.fsencode(root)).hexdigest()[:24] + ".json"


class FolderCache:
    """The cached entries of the files below ``root`` (an absolute folder)."""

    def __init__(self, folder: Path, root: Path, notes: list[str]) -> None:
        self.file = folder / _cache_name(root)
        self.root, self.notes = root, notes
        self.entries: dict[str, Entry] = {}   # by absolute path; Entry.path: the name it was given as
        self.seen: set[str] = set()
        self.changed = False
        self._load()

    def _load(self) -> None:
        try:
            raw = safe_io.read_bytes(self.file, MAX_CACHE_BYTES, "index cache")
        except safe_io.FormatError as error:
            if safe_io.exists(self.file):
                self.notes.append(f"{self.file}: index cache not read ({error.message}); indexing anew")
            return
        try:
            data = json.loads(raw)
            if data.get("format") != CACHE_FORMAT or data.get("code") != code_stamp():
                return   # another version of the designer wrote it: every row is computed again
            entries = data["entries"]
            if not isinstance(entries, dict):
                raise TypeError("entries")
        except (ValueError, TypeError, KeyError, AttributeError):
            self.notes.append(f"{self.file}: not an index cache; indexing anew")
            return
        for key, value in entries.items():
            entry = _stored_entry(value)
            if entry is not None:
                self.entries[key] = entry

    def lookup(self, key: str, stamp: Stamp | None, shown: str) -> Entry | None:
        """The cached entry of the file ``key`` (absolute) if it has not changed since; its row
        names the file as ``shown`` (as this command was given it)."""
        self.seen.add(key)
        cached = self.entries.get(key)
        if stamp is None or cached is None or cached.stamp != stamp:
            return None
        if cached.racy():   # changed just before it was read: its content must be the same
            if cached.digest is None or file_digest(Path(key)) != cached.digest:
                return None
            cached = Entry(cached.path, cached.row, cached.problem, stamp, cached.digest, time.time_ns())
            self.entries[key], self.changed = cached, True   # no longer racy: not hashed again
        row = dataclasses.replace(cached.row, file=shown) if cached.row is not None else None
        problem = cached.problem
        if problem is not None and problem.startswith(cached.path):
            problem = shown + problem[len(cached.path):]
        if row is None and not isinstance(problem, str):
            return None
        return Entry(shown, row, problem, stamp, cached.digest, cached.read_ns)

    def store(self, key: str, entry: Entry) -> None:
        self.seen.add(key)
        if entry.stamp is None:   # changed while it was read: not kept
            self.entries.pop(key, None)
            return
        self.entries[key] = entry
        self.changed = True

    def save(self) -> None:
        """Writes the entries of the files seen by this run (files gone from the folder drop out)."""
        kept = {key: _stored(entry) for key, entry in self.entries.items() if key in self.seen}
        if not self.changed and len(kept) == len(self.entries):
            return
        data = {"format": CACHE_FORMAT, "code": code_stamp(), "root": str(self.root), "entries": kept}
        try:
            safe_io.atomic_write(self.file, json.dumps(data, separators=(",", ":")).encode("utf-8"))
        except OSError as error:
            self.notes.append(f"{self.file}: index cache not saved: {safe_io.os_problem(error, self.file)}")
            return
        self.changed = False


def usable_cache_folder(notes: list[str], folder: Path | None = None) -> Path | None:
    """The cache folder, made if missing; None (with a note) when it cannot be used."""
    folder = folder if folder is not None else cache_folder()
    if folder is None:
        if os.environ.get(CACHE_ENV, "").casefold() != "off":   # turned off: nothing to say
            notes.append("no home folder for the index cache; indexing without a cache")
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not folder.is_dir():
            raise NotADirectoryError(20, "not a folder")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise PermissionError(13, "Permission denied")
    except OSError as error:
        notes.append(f"{folder}: cannot use the index cache folder ({safe_io.os_problem(error, folder)}); "
                     "indexing without a cache")
        return None
    _forget_old_caches(folder)
    return folder


def _forget_old_caches(folder: Path) -> None:
    """Removes the caches of folders not indexed for FORGET_AFTER_SECONDS (folders gone, moved, or
    no longer browsed), so the cache folder does not grow without bound. Best effort."""
    limit = time.time() - FORGET_AFTER_SECONDS
    try:
        with os.scandir(folder) as entries:
            old = [entry.path for entry in entries if entry.name.startswith("index-")
                   and entry.name.endswith(".json") and entry.stat(follow_symlinks=False).st_mtime < limit]
    except OSError:
        return
    for path in old:
        try:
            os.unlink(path)
        except OSError:
            pass


def _stored(entry: Entry) -> list[Any]:
    """An entry as the cache file holds it."""
    row = entry.row.as_dict() if entry.row is not None else None
    return [list(entry.stamp or ()), entry.digest, row, entry.problem, entry.path, entry.read_ns]


def _stored_entry(value: Any) -> Entry | None:
    """The entry a cache file holds, or None when it is not one (it is then computed again)."""
    try:
        stamp, digest, row_data, problem, shown, read_ns = value
        stamp = tuple(int(part) for part in stamp)
        row = IndexRow.from_dict(row_data) if row_data is not None else None
    except (TypeError, ValueError, KeyError, AttributeError):
        return None
    if len(stamp) != 5 or not isinstance(shown, str) or not isinstance(read_ns, int):
        return None
    if not (digest is None or isinstance(digest, str)) or not (problem is None or isinstance(problem, str)):
        return None
    return Entry(shown, row, problem, stamp, digest, read_ns)
