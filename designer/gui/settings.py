"""Settings the window keeps between sessions (QSettings), each declared once with its default."""

from __future__ import annotations

import sys
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from designer import safe_io

ORGANIZATION, APPLICATION = "designer", "designer"
MAX_RECENT = 8


class Key(StrEnum):
    PAPER = "paper"
    LAST_FOLDER = "last_folder"
    GEOMETRY = "window/geometry"
    RECENT = "recent_files"
    BROWSER_FOLDERS = "browser/folders"


DEFAULTS: dict[Key, Any] = {Key.PAPER: "letter", Key.LAST_FOLDER: "", Key.GEOMETRY: None, Key.RECENT: [],
                            Key.BROWSER_FOLDERS: []}
PAPERS = ("letter", "a4")


class Settings:
    """Typed access to QSettings; every key read here is declared in DEFAULTS."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store or QSettings(ORGANIZATION, APPLICATION)

    def get(self, key: Key) -> Any:
        value = self.store.value(key.value, DEFAULTS[key])
        if key in (Key.RECENT, Key.BROWSER_FOLDERS):
            return _unique([value] if isinstance(value, str) else list(value or []))
        return value

    def set(self, key: Key, value: Any) -> None:
        self.store.setValue(key.value, value)

    def add_recent(self, path: str) -> list[str]:
        """Puts ``path`` (made absolute) first in Open Recent, once."""
        recent = _unique([path, *self.get(Key.RECENT)])[:MAX_RECENT]
        self.set(Key.RECENT, recent)
        return recent


def existing_recent(settings: Settings) -> list[str]:
    """Open Recent's files that still exist: a deleted or moved file is dropped from the list."""
    recent = settings.get(Key.RECENT)
    kept = [path for path in recent if safe_io.is_regular_file(Path(path))]
    if kept != recent:
        settings.set(Key.RECENT, kept)
    return kept


def _unique(paths: list[str]) -> list[str]:
    """Absolute paths, each once, in order (an older list may hold relative or repeated ones)."""
    out: list[str] = []
    for path in paths:
        try:
            absolute = str(Path(path).resolve())
        except (OSError, RuntimeError, TypeError, ValueError) as exc:   # a symlink loop, a non-path value
            shown = str(path)[:200]
            print(f"designer: settings: ignored {shown!r} ({exc.__class__.__name__})", file=sys.stderr)
            continue
        if absolute not in out:
            out.append(absolute)
    return out
