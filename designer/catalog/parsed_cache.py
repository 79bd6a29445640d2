"""The catalog's data files, parsed once per version of each file (issue 33): the parsed data is
kept in the user's cache folder as ``marshal`` bytes named by a hash of the file's text and of the
Python version, so a new command (or worker process) loads the tables without parsing YAML again.
marshal holds only plain values here (dicts, lists, text, numbers) and never runs code; a cache file
that is missing, unreadable, of another shape or not writable is ignored and the YAML is parsed."""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

MAX_BYTES = 50_000_000


def _folder() -> Path | None:
    base = os.environ.get("XDG_CACHE_HOME", "")
    try:
        root = Path(base) if base and os.path.isabs(base) else Path.home() / ".cache"
    except RuntimeError:
        return None
    return root / "designer" / "catalog"


def _plain(value: Any) -> bool:
    """Only what YAML's safe loader gives for the catalog: no code objects or other marshal types."""
    if isinstance(value, dict):
        return all(_plain(key) and _plain(item) for key, item in value.items())
    if isinstance(value, list):
        return all(_plain(item) for item in value)
    return value is None or isinstance(value, (str, int, float, bool))


def parsed(text: str, parse: Callable[[str], Any]) -> Any:
    """``parse(text)``, from the cache when this text was parsed before by this Python."""
    folder = _folder()
    if folder is None:
        return parse(text)
    digest = hashlib.sha256(f"{sys.version_info[:2]}\0{text}".encode()).hexdigest()[:32]
    cached = folder / f"{digest}.marshal"
    try:
        with open(cached, "rb") as stream:
            value = marshal.loads(stream.read(MAX_BYTES))
        if _plain(value):
            return value
    except (OSError, ValueError, EOFError, TypeError):
        pass
    value = parse(text)
    if _plain(value):
        _store(cached, marshal.dumps(value))
    return value


def _store(path: Path, data: bytes) -> None:
    from designer.safe_io import atomic_write   # the one atomic writer

    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        atomic_write(path, data)
    except OSError:
        pass   # a cache that cannot be written: the next command parses again
