"""The index cache answers only for the file as it is now: a file rewritten with its size and
modification time kept (an editor that restores times, ``cp -p``, a checkout) is read again; two
indexing processes at once leave a whole cache; a cache folder that is a file, or full, is a note
and the index is still complete."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from designer.cli import main
from designer.library import library_root
from designer.unit_index import cache as index_cache
from designer.unit_index.cache import FolderCache
from designer.unit_index.row import Entry, file_stamp, index_file

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture()
def cache_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(home))
    monkeypatch.delenv("DESIGNER_CACHE_DIR", raising=False)
    return home


@pytest.fixture()
def folder(tmp_path) -> Path:
    root = library_root()
    assert root is not None
    where = tmp_path / "units"
    where.mkdir()
    shutil.copy(root / "mechs" / "Locust LCT-1V.yaml", where / "Locust LCT-1V.yaml")
    return where


def _models(argv: list[str], capsys) -> list[str]:
    assert main(["index", "--json", "--jobs", "1", *argv]) == 0
    return [row["name"] for row in json.loads(capsys.readouterr().out)]


def _rewrite_keeping_size_and_times(path: Path, old: str, new: str) -> None:
    assert len(old) == len(new)
    info = path.stat()
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert path.stat().st_size == info.st_size and path.stat().st_mtime_ns == info.st_mtime_ns


def test_a_file_rewritten_with_its_size_and_times_kept_shows_its_new_row(folder, cache_home, capsys):
    assert _models([str(folder)], capsys) == ["Locust LCT-1V"]
    _rewrite_keeping_size_and_times(folder / "Locust LCT-1V.yaml", "LCT-1V", "LCT-1X")
    assert _models([str(folder)], capsys) == ["Locust LCT-1X"]


def _cache_with(folder: Path, entry: Entry, tmp_path: Path) -> FolderCache:
    notes: list[str] = []
    cache = FolderCache(tmp_path, folder, notes)
    cache.store(str(folder / "Locust LCT-1V.yaml"), entry)
    return cache


def test_a_changed_change_time_alone_is_a_change(folder, tmp_path):
    path = folder / "Locust LCT-1V.yaml"
    entry = index_file(path)
    old = Entry(entry.path, entry.row, entry.problem, entry.stamp, entry.digest,
                read_ns=entry.read_ns + 10**12)
    cache = _cache_with(folder, old, tmp_path)   # read long after its last change: not racy
    size, mtime, ctime, inode, device = file_stamp(path)
    assert cache.lookup(str(path), (size, mtime, ctime, inode, device), str(path)) is not None
    assert cache.lookup(str(path), (size, mtime, ctime + 1, inode, device), str(path)) is None
    assert cache.lookup(str(path), (size, mtime, ctime, inode + 1, device), str(path)) is None


def test_a_racy_entry_is_trusted_only_when_its_content_is_the_same(folder, tmp_path):
    path = folder / "Locust LCT-1V.yaml"
    entry = index_file(path)   # read just after the file was written: racily clean
    assert entry.racy()
    cache = _cache_with(folder, entry, tmp_path)
    assert cache.lookup(str(path), entry.stamp, str(path)) is not None
    stamp = file_stamp(path)
    _rewrite_keeping_size_and_times(path, "LCT-1V", "LCT-1X")
    # the test pretends the file system kept every time of the stamp: only the digest can tell
    assert cache.lookup(str(path), stamp, str(path)) is None


def test_a_verified_racy_entry_is_not_hashed_again(folder, tmp_path, monkeypatch):
    path = folder / "Locust LCT-1V.yaml"
    entry = index_file(path)
    cache = _cache_with(folder, entry, tmp_path)
    later = entry.read_ns + 10 * 10**9   # verified ten seconds after it was read: no longer racy
    monkeypatch.setattr(index_cache.time, "time_ns", lambda: later)
    assert cache.lookup(str(path), entry.stamp, str(path)) is not None
    assert cache.entries[str(path)].racy() is False
    monkeypatch.setattr(index_cache, "file_digest", lambda _: pytest.fail("hashed again"))
    assert cache.lookup(str(path), entry.stamp, str(path)) is not None


def test_two_processes_at_once_leave_a_whole_cache(folder, cache_home):
    root = library_root()
    for name in ("Stinger STG-3R", "Wasp WSP-1A", "Commando COM-2D", "Jenner JR7-D"):
        shutil.copy(root / "mechs" / f"{name}.yaml", folder / f"{name}.yaml")
    env = dict(os.environ, XDG_CACHE_HOME=str(cache_home), PYTHONPATH=str(REPO))
    env.pop("DESIGNER_CACHE_DIR", None)
    argv = [sys.executable, "-m", "designer", "index", "--json", "--jobs", "1", str(folder)]
    runs = [subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(2)]
    outputs = [run.communicate(timeout=300) for run in runs]
    assert [run.returncode for run in runs] == [0, 0], [err for _, err in outputs]
    assert all(len(json.loads(out)) == 5 for out, _ in outputs)
    [cache_file] = list((cache_home / "designer").glob("index-*.json"))
    assert len(json.loads(cache_file.read_text(encoding="utf-8"))["entries"]) == 5
    assert [path.name for path in (cache_home / "designer").iterdir() if ".tmp" in path.name] == []


def test_a_cache_folder_that_is_a_file_is_a_note(folder, tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be\n")
    monkeypatch.setenv("DESIGNER_CACHE_DIR", str(blocker))
    assert main(["index", "--json", "--jobs", "1", str(folder)]) == 0
    captured = capsys.readouterr()
    assert [row["name"] for row in json.loads(captured.out)] == ["Locust LCT-1V"]
    assert "indexing without a cache" in captured.err
    assert blocker.read_text() == "a file where the cache folder should be\n"


def test_a_full_cache_folder_is_a_note_and_the_index_is_complete(folder, cache_home, monkeypatch, capsys):
    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(index_cache.safe_io, "atomic_write", full)
    assert main(["index", "--json", "--jobs", "1", str(folder)]) == 0
    captured = capsys.readouterr()
    assert [row["name"] for row in json.loads(captured.out)] == ["Locust LCT-1V"]
    assert "index cache not saved" in captured.err and "No space left" in captured.err
