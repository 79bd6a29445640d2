"""Undo and redo belong to the design, not to the field that has the focus: a line edit or spin
box would otherwise take Ctrl+Z for its own text (QLineEdit accepts the ShortcutOverride), and
the design's Edit > Undo would never run while a field is focused. An Alt+letter is a mnemonic: a
greyed button's never types its letter into the focused field."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit

TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QComboBox)
REDO_EXTRA = "Ctrl+Y"   # offered beside the platform's redo key, as MegaMekLab users expect


def redo_keys() -> list[QKeySequence]:
    """The platform's redo keys and Ctrl+Y, without repeats."""
    keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    if all(key.toString() != REDO_EXTRA for key in keys):
        keys.append(QKeySequence(REDO_EXTRA))
    return keys


def _history_keys() -> set[str]:
    undo = QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    return {key.toString() for key in (*undo, *redo_keys())}


SHORTCUT_OVERRIDE, KEY_PRESS = QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress


class HistoryKeysToWindow(QObject):
    """The application's one event filter for keys (every event of the session passes through it,
    so it looks at an event's type once and lets every other event go at once):

    * a ShortcutOverride for an undo or redo key coming from a text field is swallowed, so the key
      stays a shortcut and reaches the window's Undo / Redo;
    * an Alt+letter that no enabled mnemonic took (a greyed button's) is dropped rather than typed
      into the focused text field."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keys = _history_keys()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind is not SHORTCUT_OVERRIDE and kind is not KEY_PRESS:
            return False
        if not isinstance(event, QKeyEvent) or not isinstance(watched, TEXT_FIELDS):
            return False
        if kind is KEY_PRESS:
            return is_mnemonic(event)
        return QKeySequence(event.keyCombination()).toString() in self.keys


MNEMONIC_MODIFIERS = (Qt.KeyboardModifier.AltModifier,
                      Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier)


def is_mnemonic(event: QKeyEvent) -> bool:
    """Alt (or Alt+Shift) and a letter or digit: a label's or button's mnemonic, never text."""
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return modifiers in MNEMONIC_MODIFIERS and event.text().isalnum()


def install_history_keys(app: QObject) -> HistoryKeysToWindow:
    """The application's one HistoryKeysToWindow filter, installed the first time a window asks:
    one filter per window would leave every closed window's filter on the application, and every
    event of the session would run through all of them."""
    found = app.findChild(HistoryKeysToWindow)
    if found is None:
        found = HistoryKeysToWindow(app)
        app.installEventFilter(found)
    return found
