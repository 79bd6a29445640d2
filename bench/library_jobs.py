"""The library on every core: read + validate of every reference file with ``--jobs 1``
and with all cores, as files per second, next to a baseline of the same run that reads the same
bytes and parses them as YAML with libyaml (MTF and BLK text is mostly plain scalars to it); and
``designer index`` of the same files cold (no cache) against warm (every row from the cache).

Imported by ``bench_library`` (its rows come first); no ``run()`` of its own."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import yaml

from bench import Row
from designer.cli.parallel import default_jobs, ordered_map
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.rules import validate
from designer.safe_io import read_bytes
from designer.unit_index import build

FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_BYTES = 2_000_000


def read_and_validate(path: Path) -> bool:
    """What ``designer validate`` does with one file; False when it cannot be read."""
    try:
        return validate(load_unit(path).unit).is_valid
    except FormatError:
        return False


def parse_as_yaml(path: Path) -> bool:
    """The baseline: the same bytes read and parsed by libyaml."""
    try:
        yaml.load(read_bytes(path, MAX_BYTES, "a unit file"), Loader=FAST_LOADER)
    except (yaml.YAMLError, FormatError):
        return False
    return True


def _rate(function, files: Sequence[Path], jobs: int) -> tuple[float, float]:
    """Files per second of ``function`` over ``files`` on ``jobs`` cores (the workers start and
    load the catalog inside the time), and this process's processor seconds per file (with
    ``jobs == 1`` what one file costs, whatever else shares the machine)."""
    start, processor = time.perf_counter(), time.process_time()
    for _ in ordered_map(function, files, jobs):
        pass
    return len(files) / (time.perf_counter() - start), (time.process_time() - processor) / len(files)


def _index_seconds(files: Sequence[Path], cache: Path, jobs: int) -> float:
    start = time.perf_counter()
    run = build.start(((path, path.parent) for path in files), folder=cache)

    def mapper(function, paths):
        return ordered_map(function, paths, jobs)

    for _ in build.entries(run, mapper):
        pass
    return time.perf_counter() - start


def job_rows(files: Sequence[Path], sets: str) -> list[Row]:
    jobs = default_jobs()
    for path in files[:20]:
        read_and_validate(path)   # imports and the catalog, once, before any clock
    baseline, baseline_cpu = _rate(parse_as_yaml, files, 1)
    serial, serial_cpu = _rate(read_and_validate, files, 1)
    parallel, _ = _rate(read_and_validate, files, jobs)
    with tempfile.TemporaryDirectory() as folder:
        cold = _index_seconds(files, Path(folder), jobs)
        warm = _index_seconds(files, Path(folder), jobs)
    count = len(files)
    return [
        Row("library: read + validate one file, processor time (mean, --jobs 1)", serial_cpu,
            "read + parse as YAML (libyaml), processor time", baseline_cpu, "<= 1.5 ms (2x under 3.0 ms)"),
        Row(f"library: read + validate {count} files, --jobs 1", serial,
            "read + parse as YAML (libyaml), one core", baseline, sets, unit="f/s"),
        Row(f"library: read + validate {count} files, --jobs {jobs}", parallel,
            "read + parse as YAML (libyaml), one core", baseline, ">= 1000 f/s", unit="f/s"),
        Row(f"library: designer index {count} files, warm (cache)", warm,
            f"the same, cold (no cache, --jobs {jobs})", cold, "<= 0.1x: 10x faster", unit="s"),
    ]
