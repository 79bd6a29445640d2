"""Killing a batch midway: ``designer index -o FILE`` killed leaves no output file (the
atomic writer's temporary file is never the output) and a cache the next run reads; the worker
processes of a killed ``validate --jobs`` end with it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from designer.library import library_root

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and /proc")
FILES = 1500   # enough work that the kill lands midway on an idle machine too


@pytest.fixture(scope="module")
def many(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("many")
    root = library_root()
    assert root is not None
    text = (root / "mechs" / "Locust LCT-1V.yaml").read_text(encoding="utf-8")
    for number in range(FILES):
        renamed = text.replace("LCT-1V", f"LCT-{number}")
        (folder / f"unit-{number:04d}.yaml").write_text(renamed, encoding="utf-8")
    return folder


STARTED: list[subprocess.Popen[bytes]] = []


@pytest.fixture(autouse=True)
def _reap():
    """Every process a test started is ended and its pipe closed, even when the test fails."""
    yield
    while STARTED:
        process = STARTED.pop()
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=20)


def _start(argv: list[str], cache: Path) -> subprocess.Popen[bytes]:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache), PYTHONPATH=str(Path(__file__).parent.parent))
    process = subprocess.Popen([sys.executable, "-m", "designer", *argv], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    STARTED.append(process)
    return process


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(word) for word in text.split()]


def _wait_for_workers(process: subprocess.Popen[bytes], timeout: float = 20.0) -> list[int]:
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        workers = _children(process.pid)
        if len(workers) >= 2:
            time.sleep(0.2)   # let them work a while
            return _children(process.pid)
        time.sleep(0.05)
    pytest.fail("no worker processes started")


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _all_end(pids: list[int], timeout: float = 5.0) -> bool:
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if not any(_alive(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return False


def test_killed_index_leaves_no_output_and_a_usable_cache(many, tmp_path):
    out, cache = tmp_path / "index.json", tmp_path / "cache"
    argv = ["index", "--json", "-o", str(out), "--jobs", "2", str(many)]
    process = _start(argv, cache)
    workers = _wait_for_workers(process)
    assert process.poll() is None, "finished before it could be killed"
    process.kill()
    process.communicate(timeout=20)
    assert not out.exists()
    assert _all_end(workers)
    finished = _start(argv, cache)
    _, err = finished.communicate(timeout=120)
    assert finished.returncode == 0, err
    rows = json.loads(out.read_text(encoding="utf-8"))
    assert [row["name"] for row in rows] == [f"Locust LCT-{number}" for number in range(FILES)]
    [cache_file] = list((cache / "designer").glob("index-*.json"))
    assert len(json.loads(cache_file.read_text(encoding="utf-8"))["entries"]) == FILES


def test_sigterm_during_index_removes_its_temporary_file(many, tmp_path):
    out = tmp_path / "index.csv"
    process = _start(["index", "--csv", "-o", str(out), "--jobs", "2", "--no-cache", str(many)],
                     tmp_path / "cache")
    workers = _wait_for_workers(process)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=20)
    assert process.returncode == 2
    assert os.listdir(tmp_path) == [] or sorted(os.listdir(tmp_path)) == ["cache"]
    assert _all_end(workers)
    assert b"Traceback" not in err


def test_killed_validate_jobs_leaves_no_worker_behind(many, tmp_path):
    process = _start(["validate", "--jobs", "2", str(many)], tmp_path / "cache")
    workers = _wait_for_workers(process)
    process.kill()
    process.communicate(timeout=20)
    assert _all_end(workers)   # each worker sees its command gone and ends


def test_sigterm_during_index_keeps_the_old_output_and_cache_whole(many, tmp_path):
    out, cache = tmp_path / "index.csv", tmp_path / "cache"
    old = "file,name,kind\nold.yaml,Old Index,mech\n"
    out.write_text(old, encoding="utf-8")
    process = _start(["index", "--csv", "-o", str(out), "--jobs", "2", str(many)], cache)
    workers = _wait_for_workers(process)
    assert process.poll() is None, "finished before it could be stopped"
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 2 and b"Traceback" not in err
    assert out.read_text(encoding="utf-8") == old
    assert sorted(os.listdir(tmp_path)) == ["cache", "index.csv"]
    assert _all_end(workers)
    files = sorted(os.listdir(cache / "designer"))   # the rows read before the signal, saved whole
    assert [name for name in files if name.endswith(".tmp")] == []
    for name in (name for name in files if name.startswith("index-")):
        assert json.loads((cache / "designer" / name).read_text(encoding="utf-8"))["entries"]
