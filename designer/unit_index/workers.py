"""Indexing many files in worker processes for a program whose own thread must keep answering (the
window's unit browser): a thread of this process that read the files itself would share the
interpreter's lock with the window's thread, which then waited 80-420 ms at a time while a cold
folder of some 1,500 files was read. The files are read in processes of their own, in chunks, and
the entries come back in the order of the files. Qt-free.

The processes are *spawned* (never forked: a window's process has threads of its own, and a fork
copies their locks as they are), so they start with a fresh interpreter; few files are read here
instead, where starting a process would cost more than it saves."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from designer.process_pool import ordered_results, watch_parent
from designer.unit_index.row import Entry

PROCESSES_FROM = 60   # files to read: fewer are read in this process (a spawned worker starts in ~1 s)
CHUNK = 8              # files per task: small, so the first rows arrive soon and a cancel ends soon
IN_FLIGHT = 3          # tasks queued per worker process
MAX_WORKERS = 4        # each worker holds the readers and the catalog (some 100 MB)


def worker_count() -> int:
    """One process fewer than the cores this program may use (one is the window's), at least one and
    at most ``MAX_WORKERS``."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:   # not Linux
        cores = os.cpu_count() or 1
    return max(1, min(MAX_WORKERS, cores - 1))


def in_processes(function: Callable[[Path], Entry], paths: Sequence[Path]) -> Iterator[Entry]:
    """``function(path)`` for every path, in order: in worker processes when there are many."""
    if len(paths) < PROCESSES_FROM:
        return (function(path) for path in paths)
    return _pooled(function, paths, worker_count())


def _pooled(function: Callable[[Path], Entry], paths: Sequence[Path], workers: int) -> Iterator[Entry]:
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent, initargs=(os.getpid(),))
    chunks = (paths[start:start + CHUNK] for start in range(0, len(paths), CHUNK))
    # done, cancelled (the generator closed) or failed: the processes end then
    yield from ordered_results(pool, function, chunks, workers * IN_FLIGHT)
