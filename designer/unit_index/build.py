"""Indexing many files: cached rows where the file has not changed, the others computed by a
``mapper`` (worker processes on the command line, a background thread in the window), every entry
given back in the order of the files. The cache is saved every few seconds while the work goes on
and at the end, so an interrupted run keeps what it did."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from designer.unit_index.cache import FolderCache, usable_cache_folder
from designer.unit_index.row import Entry, file_stamp, index_file

SAVE_EVERY_SECONDS = 5.0
Mapper = Callable[[Callable[[Path], Entry], Sequence[Path]], Iterable[Entry]]


def serial_map(function: Callable[[Path], Entry], paths: Sequence[Path]) -> Iterator[Entry]:
    return (function(path) for path in paths)


@dataclass
class IndexRun:
    """One indexing run: the files (with the folder whose cache holds each), the caches, notes
    (cache problems, one line each) and counts of rows read anew and taken from the cache."""

    files: list[tuple[Path, Path]]          # (file as given, absolute root folder)
    cache_folder: Path | None
    notes: list[str] = field(default_factory=list)
    caches: dict[Path, FolderCache] = field(default_factory=dict)
    read: int = 0
    cached: int = 0

    def cache_of(self, root: Path) -> FolderCache | None:
        if self.cache_folder is None:
            return None
        if root not in self.caches:
            self.caches[root] = FolderCache(self.cache_folder, root, self.notes)
        return self.caches[root]

    def save(self) -> None:
        for cache in self.caches.values():
            cache.save()


def start(files: Iterable[tuple[Path, Path]], use_cache: bool = True, folder: Path | None = None) -> IndexRun:
    notes: list[str] = []
    where = usable_cache_folder(notes, folder) if use_cache else None
    return IndexRun(list(files), where, notes)


def _absolute(path: Path) -> str:
    return os.path.abspath(path)


def entries(run: IndexRun, mapper: Mapper = serial_map) -> Generator[Entry, None, None]:
    """Every file's entry, in order: from the cache when unchanged, else computed by ``mapper``."""
    found: list[Entry | None] = []
    missing: list[Path] = []
    for path, root in run.files:
        cache = run.cache_of(root)
        hit = cache.lookup(_absolute(path), file_stamp(path), str(path)) if cache is not None else None
        found.append(hit)
        if hit is None:
            missing.append(path)
    computed = iter(mapper(index_file, missing))
    last_save = time.monotonic()
    try:
        for (path, root), hit in zip(run.files, found, strict=True):
            if hit is not None:
                run.cached += 1
                yield hit
                continue
            entry = next(computed)
            run.read += 1
            cache = run.cache_of(root)
            if cache is not None:
                cache.store(_absolute(path), entry)
                if time.monotonic() - last_save > SAVE_EVERY_SECONDS:
                    run.save()
                    last_save = time.monotonic()
            yield entry
    finally:
        close = getattr(computed, "close", None)
        if close is not None:
            close()   # ends worker processes of an interrupted run
        run.save()
