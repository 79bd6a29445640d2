"""Indexing in worker processes (the unit browser's reading, off the window's process): the same
entries, in the same order, as reading in this process, and few files read here."""

from __future__ import annotations

from pathlib import Path

from designer.unit_index import workers
from designer.unit_index.row import index_file

UNITS = Path(__file__).parent / "units"


def _files() -> list[Path]:
    return sorted(UNITS.glob("*.yaml"))[:10]


def test_workers_give_every_entry_in_order(monkeypatch) -> None:
    files = _files()
    assert len(files) == 10
    monkeypatch.setattr(workers, "PROCESSES_FROM", 1)   # a pool even for ten files
    monkeypatch.setattr(workers, "CHUNK", 5)            # several chunks, the last one short
    pooled = list(workers.in_processes(index_file, files))
    here = [index_file(path) for path in files]
    assert [entry.path for entry in pooled] == [str(path) for path in files]
    assert [entry.row for entry in pooled] == [entry.row for entry in here]
    assert [entry.problem for entry in pooled] == [entry.problem for entry in here]


def test_few_files_are_read_in_this_process(monkeypatch) -> None:
    def no_pool(*_args: object) -> None:
        raise AssertionError("a pool was started for two files")

    monkeypatch.setattr(workers, "_pooled", no_pool)
    entries = list(workers.in_processes(index_file, _files()[:2]))
    assert len(entries) == 2


def test_a_closed_run_ends_its_processes(monkeypatch) -> None:
    monkeypatch.setattr(workers, "PROCESSES_FROM", 1)
    monkeypatch.setattr(workers, "CHUNK", 2)
    entries = workers.in_processes(index_file, _files())
    first = next(entries)
    assert first.path == str(_files()[0])
    entries.close()   # a cancelled indexing: the pool is shut down, nothing left running
    import multiprocessing

    assert not multiprocessing.active_children()
