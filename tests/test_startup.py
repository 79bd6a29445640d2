"""Start-up: no catalog work at import time, and the parsed catalog kept between runs can
make a command faster but never wrong or failing (decision D-NEW-3)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from designer.catalog import cache
from designer.catalog.level2 import level2_catalog
from designer.catalog.loader import catalog

ROOT = Path(__file__).resolve().parent.parent


def _run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), **env), timeout=120)


def test_importing_every_command_loads_no_catalog():
    code = ("import designer.cli.validate, designer.cli.info, designer.cli.convert, designer.cli.bv, "
            "designer.cli.battleforce, designer.cli.regiment, designer.mech.mtf_writer\n"
            "from designer.catalog import cache\n"
            "print(cache.catalogs.cache_info().currsize)")
    result = _run(code)
    assert result.stdout.strip() == "0", result.stderr


def test_a_written_cache_reads_back_the_same_catalog(tmp_path):
    path = tmp_path / cache.cache_name()
    cache._write(path, "key", (catalog(), level2_catalog()))
    main, rows = cache._read(path, "key")
    assert main.find("Medium Laser") == catalog().find("Medium Laser")
    assert len(rows.items) == len(level2_catalog().items)
    # the rows both catalogs share stay one object after the round trip
    assert main.find("ER PPC") is rows.find("ER PPC", "Inner Sphere")


def test_a_cache_of_other_data_or_garbage_is_ignored(tmp_path):
    path = tmp_path / cache.cache_name()
    cache._write(path, "old key", (catalog(), level2_catalog()))
    assert cache._read(path, "new key") is None
    path.write_bytes(b"not a pickle")
    assert cache._read(path, "key") is None
    assert cache._read(tmp_path / "missing", "key") is None


def test_a_cache_file_others_may_write_is_not_trusted(tmp_path):
    path = tmp_path / cache.cache_name()
    cache._write(path, "key", (catalog(), level2_catalog()))
    assert cache._read(path, "key") is not None
    path.chmod(0o666)
    assert cache._read(path, "key") is None


def test_an_unwritable_cache_folder_is_no_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    cache._write(blocker / "sub" / cache.cache_name(), "key", (catalog(), level2_catalog()))  # no raise
    assert not (blocker / "sub").exists()


def test_validate_works_with_a_corrupt_or_odd_cache(tmp_path):
    (tmp_path / cache.cache_name()).write_bytes(b"\x80\x04garbage")
    unit = "units/mechs/Atlas AS7-D.yaml"
    code = f"import sys; from designer.cli import main; sys.exit(main(['validate', {unit!r}]))"
    for folder in (str(tmp_path), str(tmp_path / "file-not-folder" / "x"), "off"):
        result = _run(code, DESIGNER_CACHE_DIR=folder)
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == f"{unit}: Atlas AS7-D: valid (0 errors, 0 warnings)"


def test_the_cache_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("DESIGNER_CACHE_DIR", "off")
    assert cache.cache_folder() is None
    monkeypatch.delenv("DESIGNER_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_folder() == tmp_path / "designer"


def test_a_package_whose_files_cannot_be_listed_builds_without_cache(monkeypatch, tmp_path):
    def unlistable():
        raise OSError("zipped")

    from designer.catalog import level2

    monkeypatch.setattr(level2, "_LOADED", list(level2._LOADED))   # this process keeps its catalog
    monkeypatch.setattr(cache, "fingerprint", unlistable)
    monkeypatch.setenv("DESIGNER_CACHE_DIR", str(tmp_path))
    main, rows = cache.catalogs.__wrapped__()
    assert main.find("Medium Laser").id == "Medium Laser" and rows.items
    assert list(tmp_path.iterdir()) == []
