"""Autosave and crash recovery: every few minutes each unsaved design is written to a per-user
recovery folder (QStandardPaths AppDataLocation / "recovery") as ``<session>-<id>.yaml`` with a
``<session>-<id>.json`` note of its file; a clean save or close deletes them. Files left there at
the next start come from a crash, and the window offers to reopen them.

Recovery never blocks start-up and never loses a design:
- each running instance holds a lock on ``<session>.lock`` (an OS record lock, released by the
  kernel however the process ends), so an instance never takes a live instance's autosaves for
  leftovers; the leftovers of a dead session are claimed by taking its lock;
- a recovery file or note that cannot be read (truncated JSON, a list, ``"path": 123``,
  invalid UTF-8, a YAML bomb) is moved aside into ``corrupt/`` and reported;
- the files of a leftover are deleted only once its design has reopened (:func:`discard`)."""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QTimer

from designer.formats.errors import FormatError
from designer.formats.yaml_io import atomic_write_text, dump_unit, read_unit
from designer.safe_io import read_text

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no cross-instance protection
    fcntl = None  # type: ignore[assignment]

AUTOSAVE_MS = 120_000
FIRST_EDIT_MS = 5_000   # a design's first recovery file, this soon after its first edit
MAX_NOTE_BYTES = 65_536
CORRUPT = "corrupt"


def default_folder() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)) / "recovery"


def _try_lock(path: Path) -> int | None:
    """An open descriptor holding an exclusive lock on ``path``, or None when another process
    holds it (a live session). Without OS locks every lock succeeds."""
    try:
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None
    if fcntl is None:
        return descriptor
    try:
        fcntl.lockf(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(descriptor)
        return None
    return descriptor


class Session:
    """This instance's claim on its recovery files: ``<id>.lock`` locked while the process lives."""

    def __init__(self, folder: Path) -> None:
        self.folder, self.id = folder, "s" + uuid.uuid4().hex[:12]
        self._descriptor: int | None = None

    def acquire(self) -> None:
        if self._descriptor is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._descriptor = _try_lock(self.folder / f"{self.id}.lock")


@dataclass(frozen=True, slots=True)
class Recovered:
    unit: object
    path: Path | None    # the file the design was saved to before, if any
    source: Path         # the recovery file


@dataclass
class Scan:
    """What a start-up found: designs to offer, and one line per file moved aside."""

    found: list[Recovered] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


class Autosaver(QObject):
    """Writes the dirty documents that ``documents()`` lists; one recovery file per document."""

    def __init__(self, folder: Path, documents, interval_ms: int = AUTOSAVE_MS) -> None:
        super().__init__()
        self.folder, self.documents = Path(folder), documents
        self.session = Session(self.folder)
        self.timer = QTimer(self, interval=interval_ms)
        self.timer.timeout.connect(self.autosave)
        self.timer.start()
        self._first = QTimer(self, interval=FIRST_EDIT_MS, singleShot=True)
        self._first.timeout.connect(self.autosave)
        self._ids: dict[int, str] = {}

    def soon(self) -> None:
        """After an edit: a dirty document without a recovery file yet gets one within seconds."""
        waiting = any(d.is_dirty and id(d) not in self._ids for d in self.documents())
        if waiting and not self._first.isActive():
            self._first.start()

    def _stem(self, document) -> Path:
        key = self._ids.setdefault(id(document), uuid.uuid4().hex)
        return self.folder / f"{self.session.id}-{key}"

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
        try:
            self.session.acquire()   # before the first file, so no other instance takes it for a leftover
            stem = self._stem(document)
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
                (self.folder / f"{self.session.id}-{key}").with_suffix(suffix).unlink(missing_ok=True)


_claims: dict[Path, int] = {}   # lock files of dead sessions this process has claimed


def _session_of(source: Path) -> str | None:
    head, dash, _ = source.stem.partition("-")
    return head if dash and head.startswith("s") else None


def _claimed(folder: Path, session: str | None, own: str | None) -> bool:
    """Whether this process may take the leftovers of ``session`` (None: files of an older
    version, which took no lock)."""
    if session is None:
        return True
    if session == own:
        return False
    lock = folder / f"{session}.lock"
    if lock in _claims:
        return True
    descriptor = _try_lock(lock)
    if descriptor is None:
        return False   # a live instance: its autosaves are not leftovers
    _claims[lock] = descriptor
    return True


def _note_path(note: Path) -> Path | None:
    """The saved path a note names. Raises FormatError for a note that is not one."""
    if not note.exists():
        return None
    try:
        data = json.loads(read_text(note, MAX_NOTE_BYTES, "a recovery note"))
    except ValueError as exc:   # JSONDecodeError
        raise FormatError(f"not a recovery note (bad JSON: {exc.__class__.__name__})", source=note) from None
    except RecursionError:
        raise FormatError("not a recovery note (nested too deep)", source=note) from None
    if not isinstance(data, dict) or not isinstance(data.get("path"), (str, type(None))):
        raise FormatError("not a recovery note (expected {\"path\": file or null})", source=note)
    return Path(data["path"]) if data["path"] else None


def _move_aside(source: Path) -> str:
    """Moves a recovery file and its note into ``corrupt/``; returns where they went."""
    aside = source.parent / CORRUPT
    try:
        aside.mkdir(exist_ok=True)
        for item in (source, source.with_suffix(".json")):
            if item.exists():
                os.replace(item, aside / item.name)
    except OSError as exc:
        return f"could not be moved aside ({exc.strerror or exc})"
    return f"moved to {aside}"


def scan(folder: Path, own_session: str | None = None) -> Scan:
    """Designs autosaved by sessions that did not end cleanly and are not running; unreadable
    recovery files are moved aside and reported, never raised."""
    result = Scan()
    folder = Path(folder)
    sources = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    for source in sources:
        if not _claimed(folder, _session_of(source), own_session):
            continue
        try:
            path = _note_path(source.with_suffix(".json"))
            unit = read_unit(source)
        except FormatError as error:
            result.problems.append(f"{error} ({_move_aside(source)})")
            continue
        result.found.append(Recovered(unit, path, source))
    return result


def leftovers(folder: Path, own_session: str | None = None) -> list[Recovered]:
    """Designs autosaved by a session that did not end cleanly (see :func:`scan`)."""
    return scan(folder, own_session).found


def discard(recovered: list[Recovered]) -> None:
    """Deletes the recovery files of designs that have reopened (or that the user declined)."""
    for item in recovered:
        for suffix in (".yaml", ".json"):
            item.source.with_suffix(suffix).unlink(missing_ok=True)


def reopen(found: list[Recovered], open_design: Callable[[Recovered], object],
           protect: Callable[[], object]) -> tuple[int, list[str]]:
    """Opens each recovered design, autosaves them again (``protect``), and only then deletes the
    recovery files of those that opened. Returns (how many reopened, one line per failure)."""
    reopened: list[Recovered] = []
    failures: list[str] = []
    for item in found:
        try:
            open_design(item)
        except Exception as exc:   # a design the window cannot show keeps its files; start-up goes on
            failures.append(f"{item.source}: could not be reopened ({exc.__class__.__name__}: {exc}); "
                            "its recovery file is kept")
        else:
            reopened.append(item)
    protect()
    discard(reopened)
    return len(reopened), failures
