"""Batch work on every core: :func:`ordered_map` applies a function to many files in
worker processes and yields the results in input order, a bounded number of chunks in flight so
memory stays flat however many files there are. ``jobs == 1`` runs in this process.

The function and what it returns must pickle: commands give a top-level function (or a
``functools.partial`` of one) that returns plain data (text, dicts, tuples), never an exception
object, so one bad file is one result and never stops the rest."""

from __future__ import annotations

import argparse
import gc
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TextIO, TypeVar

from designer.cli.progress import Progress
from designer.process_pool import ordered_results, watch_parent

T = TypeVar("T")
R = TypeVar("R")

CHUNKS_PER_WORKER = 2      # chunks in flight per worker: enough to keep it busy, few enough to stay flat
MAX_CHUNK = 32             # files per chunk at most
PROGRESS_FROM = 10         # a progress bar (on a terminal) from this many files on


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:   # not Linux
        return max(1, os.cpu_count() or 1)


def positive_jobs(text: str) -> int:
    """``--jobs N``: a whole number from 1 to 256."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= value <= 256:
        raise argparse.ArgumentTypeError(f"{value}: give 1 to 256")
    return value


def add_jobs_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--jobs", "-j", type=positive_jobs, default=None, metavar="N",
                        help="worker processes (default: every core; 1: work in this process)")


def jobs_of(args: argparse.Namespace) -> int:
    jobs = getattr(args, "jobs", None)
    return default_jobs() if jobs is None else int(jobs)


def _chunk_size(count: int, jobs: int) -> int:
    return max(1, min(MAX_CHUNK, count // (jobs * 8) or 1))


def _chunks(items: Sequence[T], first: int, jobs: int) -> Iterator[Sequence[T]]:
    """``items[first:]`` in chunks that shrink as the work left does (each at most an eighth of
    a worker's share of what is left): the batch ends with small chunks, so a worker that is done
    does not wait idle while the other finishes a whole large chunk."""
    start = first
    while start < len(items):
        size = _chunk_size(len(items) - start, jobs)
        yield items[start:start + size]
        start += size


def ordered_map(function: Callable[[T], R], items: Sequence[T], jobs: int, label: str = "",
                stream: TextIO | None = None) -> Iterator[R]:
    """``function(item)`` for every item, in the order of ``items``; ``jobs`` worker processes
    (in this process when 1 or when there are few items). A progress bar on ``stream`` (stderr)
    when it is a terminal and there are many items."""
    progress = Progress(len(items), label or "working", stream) if len(items) >= PROGRESS_FROM else None
    results = (_serial(function, items) if jobs <= 1 or len(items) < 2
               else _in_workers(function, items, jobs))
    for result in results:
        yield result
        if progress is not None:
            progress.step()
    if progress is not None:
        progress.done()


def _serial(function: Callable[[T], R], items: Sequence[T]) -> Iterator[R]:
    for item in items:
        yield function(item)


def _context() -> Any:
    """fork where the system has it (workers start at once with what this process imported);
    the default elsewhere."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else None)


def _in_workers(function: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[R]:
    from concurrent.futures import ProcessPoolExecutor

    context = _context()
    first = 0
    if context.get_start_method() == "fork":
        # The first item in this process, before the workers start: the modules it imports and the
        # catalog it loads are then loaded once and shared by every forked worker, not once per worker.
        yield function(items[0])
        first = 1
        _import_unit_machinery(items)
    chunks = _chunks(items, first, jobs)
    froze = _freeze_before_fork()
    pool = ProcessPoolExecutor(jobs, mp_context=context, initializer=_worker_start,
                               initargs=(os.getpid(),))
    try:
        yield from ordered_results(pool, function, chunks, jobs * CHUNKS_PER_WORKER)
    finally:
        if froze:
            gc.unfreeze()


# The pieces of a kind that reading and validating a file of it use: the reader of its BLK unit
# types, the writer's blocks the BLK reader compares the file with, the validator and the summary
READ_AND_VALIDATE = ("blk_reader", "blk_blocks", "validator", "summarizer")


def _import_unit_machinery(items: Sequence[object]) -> None:
    """The reader of every format the batch's files are in and what reading and validating every
    kind they may hold uses, imported and built before the workers fork (a batch holds files of
    several formats and kinds: done here once, not once in each worker): the kind's pieces, the
    item names its files may use (a kind's own tables are read and indexed then: 40-60 ms for
    battle armor and ProtoMechs) and the findings' rule citations. What no file of the batch can
    need is left out: a folder of MTF files never needs the BLK readers and kinds (some 80 ms)."""
    import importlib

    from designer.formats.load import READERS, kinds_read_from

    extensions = {_extension(item) for item in items}
    if not extensions <= set(READERS):   # a library design's name, or not a file at all: everything
        extensions = set(READERS)
    importlib.import_module("designer.rules.citations")
    blk_types = _blk_unit_types(items) if ".blk" in extensions else None
    for extension in sorted(extensions):
        importlib.import_module(READERS[extension][0])
        for spec in kinds_read_from(extension):
            if extension == ".blk" and blk_types is not None and not blk_types & set(spec.blk_unit_types):
                continue   # no BLK file of the batch holds this kind (a worker imports it if one does)
            for piece in READ_AND_VALIDATE:
                spec.piece(piece)
            spec.names()


SNIFFED_FILES = 2_000   # a larger batch holds every kind, or looking would cost more than it saves


def _blk_unit_types(items: Sequence[object]) -> set[str] | None:
    """The unit types the batch's BLK files name in their heads (a few ms for the reference sets'
    671 files, where importing the kinds none of them holds costs 40 ms); None (every kind) for a
    batch too large to look through or a file whose type the look does not find."""
    from designer.formats.blk import head_unit_type

    files = [str(item) for item in items if _extension(item) == ".blk"]
    if len(files) > SNIFFED_FILES:
        return None
    types = set()
    for name in files:
        found = head_unit_type(name)
        if found is None:
            return None
        types.add(found)
    return types


def _extension(item: object) -> str:
    return os.path.splitext(os.fspath(item))[1].lower() if isinstance(item, (str, os.PathLike)) else ""


def _freeze_before_fork() -> bool:
    """Moves this process's objects out of the cycle collector's view before the workers fork, so a
    worker's collections do not write to (and so copy) every page it shares with this process.
    False when something else froze them already (the unit browser, D-SCALE-4): that stays as it is."""
    if gc.get_freeze_count():
        return False
    gc.freeze()
    return True


def _worker_start(parent: int) -> None:
    """A worker ignores Ctrl-C (the command handles it and ends the workers), ends at once on
    SIGTERM, and ends itself when
    the command that started it is gone (killed with SIGKILL), so no worker outlives a batch."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)   # the command's own handler is not the worker's
    watch_parent(parent)
