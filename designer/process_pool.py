"""Ordered work in a pool of worker processes, ended at once when the caller stops early: the command
line's batches (``designer.cli.parallel``) and the window's indexing (``designer.unit_index.workers``)
share it. Qt-free."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:   # the pool is imported when one is started: a one-file command starts faster
    from concurrent.futures import Future, ProcessPoolExecutor

T = TypeVar("T")
R = TypeVar("R")

PARENT_POLL_SECONDS = 0.5
STOP_SECONDS = 5.0            # a terminated worker is gone within moments
MANAGER_JOIN_SECONDS = 5.0    # the pool's manager thread ends within moments of its workers


def ordered_results(pool: ProcessPoolExecutor, function: Callable[[T], R], chunks: Iterable[Sequence[T]],
                    in_flight: int) -> Iterator[R]:
    """``function(item)`` for every item of every chunk, in order, with at most ``in_flight`` chunks
    queued; the pool ends when the results are all given, or at once when the caller stops early
    (the generator closed) or a chunk failed."""
    pending: deque[Future[list[R]]] = deque()
    try:
        for chunk in chunks:
            pending.append(pool.submit(run_chunk, function, chunk))
            if len(pending) >= in_flight:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
    finally:
        stop(pool, pending)


def run_chunk(function: Callable[[T], R], chunk: Sequence[T]) -> list[R]:
    return [function(item) for item in chunk]


def stop(pool: ProcessPoolExecutor, pending: deque[Future[list[R]]]) -> None:
    """Ends the workers: at once when work is still pending (the caller stopped early)."""
    if not pending:
        pool.shutdown(wait=True)
        return
    for future in pending:
        future.cancel()
    processes = list(getattr(pool, "_processes", {}).values())   # no public way to end workers now
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(STOP_SECONDS)
        if process.is_alive():   # SIGTERM not acted on in time (a loaded machine): end it for certain
            process.kill()
            process.join(STOP_SECONDS)
    # The pool's manager thread closes its wake-up pipe as it ends; the interpreter's exit wakes every
    # pool's thread, and a pipe closed under it printed "Exception ignored ... Bad file descriptor"
    # after `validate FOLDER | head -c 1`. Waiting for the thread here leaves nothing for the exit.
    manager = getattr(pool, "_executor_manager_thread", None)
    if manager is not None:
        manager.join(MANAGER_JOIN_SECONDS)
        _forget_wakeup(manager)


def _forget_wakeup(manager: threading.Thread) -> None:
    """The interpreter's exit writes to the wake-up pipe of every pool thread it still knows; on a
    loaded machine the thread of a pool ended by SIGTERM may still be closing that pipe, and the
    write printed "Exception ignored ... Bad file descriptor". The shutdown above has woken it
    already: the exit need not wake it again."""
    from concurrent.futures import process

    wakeups = getattr(process, "_threads_wakeups", None)
    if wakeups is not None:
        wakeups.pop(manager, None)


def watch_parent(parent: int) -> None:
    """In a worker: a thread that ends the worker when the program that started it is gone (killed
    with SIGKILL), so no worker outlives its batch."""
    threading.Thread(target=_end_with, args=(parent,), daemon=True).start()


def _end_with(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_POLL_SECONDS)
    sys.stderr.flush()
    os._exit(1)
