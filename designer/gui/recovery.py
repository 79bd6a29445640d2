"""Autosave and crash recovery: every few minutes each unsaved design is written to a per-user
recovery folder (QStandardPaths AppDataLocation / "recovery") as ``<id>.yaml`` with a
``<id>.json`` note of its file; a clean save or close deletes them. Files left there at the next
start come from a crash, and the window offers to reopen them."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from designer.formats.errors import FormatError
from designer.formats.yaml_io import atomic_write_text, dump_unit, read_unit

AUTOSAVE_MS = 120_000


def default_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "recovery"


@dataclass(frozen=True, slots=True)
class Recovered:
    unit: object
    path: Path | None    # the file the design was saved to before, if any
    source: Path         # the recovery file


class Autosaver(QObject):
    """Writes the dirty documents that ``documents()`` lists; one recovery file per document."""

    def __init__(self, folder: Path, documents, interval_ms: int = AUTOSAVE_MS) -> None:
        super().__init__()
        self.folder, self.documents = Path(folder), documents
        self.timer = QTimer(self, interval=interval_ms)
        self.timer.timeout.connect(self.autosave)
        self.timer.start()
        self._ids: dict[int, str] = {}

    def _stem(self, document) -> Path:
        key = self._ids.setdefault(id(document), uuid.uuid4().hex)
        return self.folder / key

    def autosave(self) -> int:
        """Writes every dirty document, removes the files of clean ones; returns how many were written."""
        written = 0
        for document in self.documents():
            if document.is_dirty:
                written += self._write(document)
            else:
                self.forget(document)
        return written

    def _write(self, document) -> int:
        stem = self._stem(document)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write_text(stem.with_suffix(".yaml"), dump_unit(document.unit), backup=False)
            note = {"path": str(document.path) if document.path else None, "title": document.title}
            atomic_write_text(stem.with_suffix(".json"), json.dumps(note), backup=False)
        except OSError:
            return 0   # autosave must never interrupt work; the next tick tries again
        return 1

    def forget(self, document) -> None:
        """Deletes the recovery files of ``document`` (saved, closed or discarded)."""
        key = self._ids.pop(id(document), None)
        if key is not None:
            for suffix in (".yaml", ".json"):
                (self.folder / key).with_suffix(suffix).unlink(missing_ok=True)


def leftovers(folder: Path) -> list[Recovered]:
    """Designs autosaved by a session that did not end cleanly (unreadable files are skipped)."""
    found = []
    for source in sorted(Path(folder).glob("*.yaml")) if Path(folder).is_dir() else []:
        try:
            unit = read_unit(source)
        except FormatError:
            continue
        note = source.with_suffix(".json")
        path = json.loads(note.read_text(encoding="utf-8")).get("path") if note.is_file() else None
        found.append(Recovered(unit, Path(path) if path else None, source))
    return found


def discard(recovered: list[Recovered]) -> None:
    for item in recovered:
        for suffix in (".yaml", ".json"):
            item.source.with_suffix(suffix).unlink(missing_ok=True)
