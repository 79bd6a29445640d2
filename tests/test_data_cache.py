"""The shipped data files kept parsed between runs (designer/catalog/data_cache.py): the kept
values are those the YAML gives, fresh on every read; a stale, foreign, corrupt or untrusted file is
ignored, and no cache folder means the YAML is parsed as before (decision D-NEW-3)."""

from __future__ import annotations

import os

import pytest

from designer.catalog import data_cache
from designer.catalog.loader import load_data_file, parse_data_file


@pytest.fixture
def fresh_cache(monkeypatch, tmp_path):
    """A cache folder of this test's own, read afresh."""
    monkeypatch.setenv("DESIGNER_CACHE_DIR", str(tmp_path))
    data_cache._kept.cache_clear()
    yield tmp_path / data_cache.cache_name()
    data_cache._kept.cache_clear()


def test_every_kept_file_is_what_its_yaml_says(fresh_cache):
    files = sorted(data_cache.DATA.rglob("*.yaml"))
    assert files
    for path in files:
        name = path.relative_to(data_cache.DATA).as_posix()
        assert data_cache.parsed(name) == parse_data_file(path, name), name
    assert fresh_cache.is_file()   # written for the next run
    data_cache._kept.cache_clear()
    assert data_cache._kept() == data_cache._read(fresh_cache, data_cache.cache.fingerprint())


def test_a_reader_may_change_what_it_is_given(fresh_cache):
    first = load_data_file("quirks.yaml")
    first.clear()
    assert load_data_file("quirks.yaml")   # a fresh copy, as from the YAML


def test_a_kept_file_of_other_data_garbage_or_others_is_ignored(fresh_cache):
    data_cache._write(fresh_cache, "old key", {"quirks.yaml": b"garbage"})
    assert data_cache._read(fresh_cache, "new key") is None
    assert data_cache._read(fresh_cache, "old key") == {"quirks.yaml": b"garbage"}
    fresh_cache.write_bytes(b"\x80\x04garbage")
    assert data_cache._read(fresh_cache, "old key") is None
    data_cache._write(fresh_cache, "key", {"quirks.yaml": [1]})   # not bytes: not a kept parse
    assert data_cache._read(fresh_cache, "key") is None
    if os.name == "posix":
        data_cache._write(fresh_cache, "key", {})
        fresh_cache.chmod(0o666)   # others may write it: a pickle runs code, so it is not read
        assert data_cache._read(fresh_cache, "key") is None
    assert data_cache.parsed("quirks.yaml") == parse_data_file(data_cache.DATA / "quirks.yaml", "quirks")


def test_no_cache_folder_parses_the_yaml(monkeypatch):
    monkeypatch.setenv("DESIGNER_CACHE_DIR", "off")
    data_cache._kept.cache_clear()
    try:
        assert data_cache.parsed("quirks.yaml") is None
        assert load_data_file("quirks.yaml") == parse_data_file(data_cache.DATA / "quirks.yaml", "quirks")
    finally:
        data_cache._kept.cache_clear()
