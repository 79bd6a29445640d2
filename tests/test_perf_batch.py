"""Batch work on every core (D-SCALE3-4): where the workers fork, the command's own process
does the first file (its imports and the catalog are then loaded once and shared by every worker),
the rest is done by the workers, the order stays that of the input, and the objects frozen for
the fork are given back to the cycle collector afterwards."""

from __future__ import annotations

import gc
import multiprocessing
import os

import pytest

from designer.cli.parallel import ordered_map

FORK = "fork" in multiprocessing.get_all_start_methods()


def whose(item: int) -> tuple[int, int]:
    return item, os.getpid()


@pytest.mark.skipif(not FORK, reason="workers are forked only where the system forks")
def test_the_first_item_is_done_here_and_the_rest_in_the_workers_in_order():
    frozen_before = gc.get_freeze_count()
    results = list(ordered_map(whose, list(range(40)), jobs=2))
    assert [item for item, _ in results] == list(range(40))
    assert results[0][1] == os.getpid()
    workers = {pid for _, pid in results[1:]}
    assert workers and os.getpid() not in workers
    assert gc.get_freeze_count() == frozen_before


@pytest.mark.skipif(not FORK, reason="workers are forked only where the system forks")
def test_objects_frozen_by_someone_else_stay_frozen():
    gc.freeze()   # as the unit browser does before its indexing thread (D-SCALE-4)
    try:
        frozen = gc.get_freeze_count()
        assert frozen > 0
        assert [item for item, _ in ordered_map(whose, list(range(12)), jobs=2)] == list(range(12))
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()
