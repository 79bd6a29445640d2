"""The parsed catalog kept between runs: every command needs the rule tables, and parsing and
validating their YAML costs more than the rest of a one-file ``validate``, so start-up would pay it every run.

Both catalogs (the 1987 tables with the Level 2 rows registered, and the Level 2 catalog) are built
once, pickled together (so rows they share stay one object) into the user's cache folder, and read
back while the fingerprint still matches: the package version, the Python version, and the size and
modification time of every data file and catalog module. Anything odd (no home folder, a read-only or
full disk, a file from another version, a truncated or foreign file, one another user could have
written) means the catalog is simply built from the YAML again: the cache can make a command
faster, never wrong or failing (decision D-NEW-3). ``DESIGNER_CACHE_DIR`` chooses the folder;
``DESIGNER_CACHE_DIR=off`` turns it off.
"""

from __future__ import annotations

import functools
import os
import pickle
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from designer.catalog.level2 import Level2Catalog
    from designer.catalog.loader import Catalog

CACHE_ENV = "DESIGNER_CACHE_DIR"
MAX_CACHE_BYTES = 50_000_000   # the pickle is about 1 MB; a larger file is not ours
_PACKAGE = Path(__file__).resolve().parent


def cache_folder() -> Path | None:
    """``$DESIGNER_CACHE_DIR``, else ``$XDG_CACHE_HOME/designer``, else ``~/.cache/designer``;
    None when turned off or when there is no home folder."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return None if chosen.casefold() == "off" else Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME")
    try:
        return Path(base) / "designer" if base else Path.home() / ".cache" / "designer"
    except RuntimeError:   # no home folder can be determined
        return None


def cache_name() -> str:
    """``catalog-<checksum of the package folder>.pickle``: two checkouts or installs keep a file
    each rather than rewriting one another's."""
    import zlib

    return f"catalog-{zlib.crc32(str(_PACKAGE).encode('utf-8')):08x}.pickle"


def fingerprint() -> str:
    """What the cached catalog was built from: versions, and every data file and catalog module."""
    from designer import __version__

    parts = [__version__, sys.version]
    for path in sorted((*_PACKAGE.glob("*.py"), *(_PACKAGE / "data").rglob("*.yaml"))):
        stat = path.stat()
        parts.append(f"{path.relative_to(_PACKAGE)}:{stat.st_size}:{stat.st_mtime_ns}")
    return "\n".join(parts)


@functools.cache
def catalogs() -> tuple[Catalog, Level2Catalog]:
    """The process-wide catalogs: read from the cache when it is current, else built and stored."""
    from designer.catalog import level2

    try:
        key = fingerprint()
    except OSError:   # the package's files cannot be listed (a zipped install): no cache
        key = ""
    folder = cache_folder() if key else None
    path = folder / cache_name() if folder is not None else None
    found = _read(path, key) if path is not None else None
    if found is None:
        found = _build()
        if path is not None:
            _write(path, key, found)
    level2.use_catalog(found[1])
    return found


def _build() -> tuple[Catalog, Level2Catalog]:
    from designer.catalog import level2
    from designer.catalog.loader import Catalog

    rows = level2.Level2Catalog()
    level2.use_catalog(rows)   # the 1987 catalog registers these very rows
    return Catalog(), rows


def read_kept(path: Path, key: str, max_bytes: int) -> object | None:
    """The value kept in ``path`` under ``key`` by :func:`write_kept`; None when the file is missing,
    unreadable, larger than ``max_bytes``, not this user's alone, truncated, foreign or stale."""
    try:
        with open(path, "rb") as stream:
            if not _trusted(os.fstat(stream.fileno())):
                return None
            data = stream.read(max_bytes + 1)
        if len(data) > max_bytes:
            return None
        stored_key, value = pickle.loads(data)
    except Exception:   # noqa: BLE001 - missing, unreadable, truncated or foreign: build afresh
        return None
    return value if stored_key == key else None


def write_kept(path: Path, key: str, value: object) -> None:
    """``value`` pickled under ``key`` into ``path`` through the atomic writer; a folder that cannot
    be written is no error (no cache, the same result)."""
    from designer.safe_io import atomic_write

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, pickle.dumps((key, value), protocol=pickle.HIGHEST_PROTOCOL))
    except (OSError, pickle.PicklingError, RecursionError):   # read-only or full: no cache, same result
        pass


def _read(path: Path, key: str) -> tuple[Catalog, Level2Catalog] | None:
    from designer.catalog.level2 import Level2Catalog
    from designer.catalog.loader import Catalog

    value = read_kept(path, key, MAX_CACHE_BYTES)
    if not isinstance(value, tuple) or len(value) != 2:
        return None
    main, rows = value
    return (main, rows) if isinstance(main, Catalog) and isinstance(rows, Level2Catalog) else None


def _trusted(stat: os.stat_result) -> bool:
    """Only a file of this user that nobody else may write is unpickled (a pickle runs code)."""
    if os.name != "posix":
        return True
    return stat.st_uid == os.getuid() and not stat.st_mode & 0o022


def _write(path: Path, key: str, value: tuple[Catalog, Level2Catalog]) -> None:
    write_kept(path, key, value)
