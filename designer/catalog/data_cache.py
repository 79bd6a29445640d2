"""The shipped data files parsed once and kept between runs: the unit kinds' tables (battle armor,
ProtoMechs, vehicles, fighters, quirks...) are read from YAML as a command first needs them, and
parsing YAML costs some 40 ms of every ``validate`` over a mixed library (libyaml parses, PyYAML's
Python constructor builds the values) where reading them back from a pickle costs a few.

Every data file under ``designer/catalog/data`` is parsed at once and pickled, each file apart, into
``data-<checksum>.pickle`` in the catalog cache's folder (``cache.cache_folder``), with the
catalog cache's fingerprint (the package version, the Python version, and the size and modification
time of every data file and catalog module). Each file is unpickled when asked for, so a caller
gets fresh values it may change, as from YAML. The catalog cache's rules hold: a missing, stale,
foreign, truncated or untrusted file means the data are parsed from the YAML again, and a cache that
cannot be written is no error; the cache can make a command faster, never wrong (decision D-NEW-3)."""

from __future__ import annotations

import functools
import pickle
import zlib
from pathlib import Path
from typing import Any

from designer.catalog import cache

DATA = cache._PACKAGE / "data"
MAX_DATA_BYTES = 20_000_000   # the pickle is about 0.6 MB; a larger file is not ours


def parsed(name: str) -> Any | None:
    """The values of data file ``name`` (``"battlearmor/equipment.yaml"``) as kept; None when
    they are not kept (no cache folder, no such file): parse the file then."""
    kept = _kept()
    found = kept.get(name) if kept is not None else None
    return pickle.loads(found) if found is not None else None


def cache_name() -> str:
    return f"data-{zlib.crc32(str(cache._PACKAGE).encode('utf-8')):08x}.pickle"


@functools.cache   # read (or built and written) once per process
def _kept() -> dict[str, bytes] | None:
    try:
        key = cache.fingerprint()
    except OSError:   # the package's files cannot be listed (a zipped install): no cache
        return None
    folder = cache.cache_folder()
    if folder is None:
        return None
    path = folder / cache_name()
    found = _read(path, key)
    if found is None:
        found = _build()
        _write(path, key, found)
    return found


def _build() -> dict[str, bytes]:
    """Every data file parsed; a malformed one is left out (reading it raises CatalogError then)."""
    from designer.catalog.loader import CatalogError, parse_data_file

    out: dict[str, bytes] = {}
    for path in sorted(DATA.rglob("*.yaml")):
        name = path.relative_to(DATA).as_posix()
        try:
            out[name] = pickle.dumps(parse_data_file(path, name), protocol=pickle.HIGHEST_PROTOCOL)
        except CatalogError:
            continue
    return out


def _read(path: Path, key: str) -> dict[str, bytes] | None:
    value = cache.read_kept(path, key, MAX_DATA_BYTES)
    if not isinstance(value, dict):
        return None
    if not all(isinstance(name, str) and isinstance(kept, bytes) for name, kept in value.items()):
        return None
    return value


def _write(path: Path, key: str, value: dict[str, bytes]) -> None:
    cache.write_kept(path, key, value)
