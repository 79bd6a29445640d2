"""The catalog's parsed data files kept between commands (issue 33): the cached data is the data
the YAML gives, and a damaged or foreign cache file is ignored (the YAML is parsed again)."""

from __future__ import annotations

import marshal

import yaml

from designer.catalog import parsed_cache

TEXT = "weapons:\n  - {id: Medium Laser, tons: 1.0, slots: 1, range: [3, 6, 9]}\n  - {id: AC/20, tons: 14}\n"


def _parse(text: str):
    _parse.calls += 1  # type: ignore[attr-defined]
    return yaml.safe_load(text)


def test_a_second_load_comes_from_the_cache_with_the_same_data(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    _parse.calls = 0  # type: ignore[attr-defined]
    first = parsed_cache.parsed(TEXT, _parse)
    second = parsed_cache.parsed(TEXT, _parse)
    laser = {"id": "Medium Laser", "tons": 1.0, "slots": 1, "range": [3, 6, 9]}
    assert first == second == {"weapons": [laser, {"id": "AC/20", "tons": 14}]}
    assert _parse.calls == 1  # type: ignore[attr-defined]


def test_a_damaged_or_foreign_cache_file_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    _parse.calls = 0  # type: ignore[attr-defined]
    parsed_cache.parsed(TEXT, _parse)
    [cached] = list((tmp_path / "designer" / "catalog").iterdir())
    for content in (b"\x00garbage", marshal.dumps(compile("1", "x", "eval")), marshal.dumps({1: {2, 3}})):
        cached.write_bytes(content)
        assert parsed_cache.parsed(TEXT, _parse)["weapons"][1] == {"id": "AC/20", "tons": 14}
    assert _parse.calls == 4  # type: ignore[attr-defined]
