"""Undo/redo as a list of immutable snapshots: every edit makes a new frozen document, so the
history is just the documents in order and a cursor into them."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class History(Generic[T]):
    """Snapshots of one document; unlimited undo and redo within a session.

    >>> history = History("a")
    >>> history.apply("b"); history.undo()
    'a'
    >>> history.redo()
    'b'
    """

    def __init__(self, first: T) -> None:
        self._snapshots: list[T] = [first]
        self._cursor = 0
        self._saved_cursor: int | None = 0

    @property
    def current(self) -> T:
        return self._snapshots[self._cursor]

    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._snapshots) - 1

    @property
    def is_dirty(self) -> bool:
        """True when the current snapshot is not the one last saved."""
        return self._saved_cursor != self._cursor

    def __len__(self) -> int:
        return len(self._snapshots)

    def apply(self, document: T) -> bool:
        """Makes ``document`` current, dropping any redo; returns False for a no-op edit."""
        if document == self.current:
            return False
        del self._snapshots[self._cursor + 1:]
        if self._saved_cursor is not None and self._saved_cursor > self._cursor:
            self._saved_cursor = None
        self._snapshots.append(document)
        self._cursor += 1
        return True

    def undo(self) -> T:
        if self.can_undo:
            self._cursor -= 1
        return self.current

    def redo(self) -> T:
        if self.can_redo:
            self._cursor += 1
        return self.current

    def mark_saved(self) -> None:
        self._saved_cursor = self._cursor

    def mark_unsaved(self) -> None:
        """For a document that never was saved (a new 'Mech, an MTF import)."""
        self._saved_cursor = None
