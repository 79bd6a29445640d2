"""The unit browser's rows from the library index, made off the window's thread: the
folders are walked, unchanged files come from the index cache (:mod:`designer.unit_index`) and the
others are read (in worker processes when they are many), on a worker thread that touches
nothing of the window. The window polls
:class:`FolderIndexer` for its progress and, once it is done, for its rows. Qt-free."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gc
import os

from designer import safe_io
from designer.battleforce.lance_file import is_group_file
from designer.editing.browser import UNIT_SUFFIXES, BrowserRow
from designer.editing.library import library_folders
from designer.unit_index import build
from designer.unit_index.workers import in_processes
from designer.safe_io.folders import walk_unit_files
from designer.unit_index.row import IndexRow


def browser_row(row: IndexRow, path: Path, library: bool) -> BrowserRow:
    """The browser's row of an index row."""
    force = tuple(row.battleforce) if row.battleforce is not None and len(row.battleforce) == 5 else None
    return BrowserRow(path, row.name, row.kind, row.tonnage, row.tech_base, row.rules_level, row.year,
                      row.errors, row.warnings, row.cost, row.movement, force,  # type: ignore[arg-type]
                      library, row.battle_value, row.battle_value_reason, row.point_value)


def _below(name: str, folder: str) -> bool:
    return name.startswith(folder.rstrip(os.sep) + os.sep)


def _root_of(path: Path, folders: list[Path]) -> Path:
    """The folder (of those browsed) whose cache holds ``path``: the deepest one holding it."""
    holding = [folder for folder in folders if _below(str(path), str(folder))]
    return max(holding, key=lambda folder: len(str(folder))) if holding else path.parent


def _library(path: Path, library: list[Path]) -> bool:
    return any(_below(str(path), str(folder)) for folder in library)


@dataclass
class FolderIndexer:
    """Indexes ``folders`` on a worker thread; ``done``, ``total`` and ``finished`` may be read at
    any time, ``rows`` and ``problems`` once ``finished``."""

    folders: list[Path]
    use_cache: bool = True
    prepare: Callable[[BrowserRow], Any] | None = None   # what the window shows of a row, made here too
    done: int = 0
    total: int = 0
    read: int = 0
    cached: int = 0
    finished: bool = False
    rows: list[BrowserRow] = field(default_factory=list)
    prepared: list[Any] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    _cancelled: threading.Event = field(default_factory=threading.Event)

    def start(self) -> threading.Thread:
        # The objects alive now (modules, catalog, the window) leave the cycle collector's view
        # (decision D-SCALE-4): a full collection then walks only what indexing makes, so its
        # pauses, which stop the window's thread too, stay short.
        gc.freeze()
        thread = threading.Thread(target=self.run, name="unit-browser-index", daemon=True)
        thread.start()
        return thread

    def cancel(self) -> None:
        self._cancelled.set()

    def run(self) -> None:
        try:
            self._index()
        except Exception as error:   # noqa: BLE001 - a worker thread must always finish
            self.problems.append(f"indexing stopped: {error.__class__.__name__}: {error}")
        finally:
            self.finished = True

    def _index(self) -> None:
        folders = [_resolved(folder) for folder in self.folders]
        files = _unit_files(folders)
        self.total = len(files)
        run = build.start(((path, _root_of(path, folders)) for path in files), self.use_cache)
        self.problems.extend(f"note: {note}" for note in run.notes)
        library = [_resolved(folder) for folder in library_folders()]
        rows: list[BrowserRow] = []
        entries = build.entries(run, in_processes)   # read in processes: the window keeps answering
        for entry in entries:
            if self._cancelled.is_set():
                entries.close()   # saves what was read
                return
            if entry.row is not None:
                path = Path(entry.path)
                rows.append(browser_row(entry.row, path, _library(path, library)))
            elif entry.problem is not None and not is_group_file(Path(entry.path)):
                self.problems.append(entry.problem)   # lance and force files are no designs
            self.done += 1
        self.read, self.cached = run.read, run.cached
        if self.prepare is not None:
            self.prepared = [self.prepare(row) for row in rows]
        self.rows = rows


def _unit_files(folders: list[Path]) -> list[Path]:
    """Every unit file below ``folders`` (resolved folders), each once, sorted: the bounded walk,
    a file reached twice (through a symlink) kept under its real path."""
    found: set[str] = set()
    for folder in folders:
        if safe_io.is_folder(folder):
            for path in walk_unit_files(folder, UNIT_SUFFIXES).files:
                name = str(path)
                found.add(os.path.realpath(name) if _through_link(name, str(folder)) else name)
    return [Path(name) for name in sorted(found)]


def _through_link(name: str, folder: str) -> bool:
    """Whether a path found below ``folder`` passes through a symlink (file or folder)."""
    while len(name) > len(folder):
        if os.path.islink(name):
            return True
        name = os.path.dirname(name)
    return False


def _resolved(folder: Path) -> Path:
    try:
        return Path(folder).resolve()
    except (OSError, RuntimeError):
        return Path(folder)
