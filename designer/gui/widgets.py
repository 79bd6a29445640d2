"""Small helpers shared by the tabs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox, QLabel, QSpinBox, QWidget

ERROR_COLOR = "#b00020"
WARNING_COLOR = "#9a6700"
OK_COLOR = "#1a7f37"
LOCKED_TIP = "Locked by the OmniMech chassis: choose \"Base chassis\" in Configuration to change it."


@contextmanager
def signals_blocked(*widgets: QWidget) -> Iterator[None]:
    """Sets widgets from the document without their change signals firing an edit."""
    previous = [widget.blockSignals(True) for widget in widgets]
    try:
        yield
    finally:
        for widget, was in zip(widgets, previous, strict=False):
            widget.blockSignals(was)


def spin_box(name: str, low: int = 0, high: int = 99) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setRange(low, high)
    box.setKeyboardTracking(False)
    box.setAccelerated(True)
    box.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
    return box


def tons_box(name: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setObjectName(name)
    box.setDecimals(1)
    box.setSuffix(" t")
    box.setKeyboardTracking(False)
    box.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
    return box


def set_spin(box: QSpinBox | QDoubleSpinBox, value: float, low: float, high: float) -> None:
    """Range then value, without emitting valueChanged. The range always takes in the design's
    value: a box never shows another number than the design holds."""
    with signals_blocked(box):
        box.setRange(min(low, value), max(high, value))
        box.setValue(value)


def note_label(name: str = "") -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setStyleSheet("color: #555;")
    return label


def tons(value: float) -> str:
    return f"{value:g} t"


def plural(count: int, one: str, many: str | None = None) -> str:
    """ "1 entry", "2 entries", "0 designs"."""
    return f"{count} {one if count == 1 else (many or one + 's')}"


def buddy_label(text: str, field: QWidget) -> QLabel:
    """A visible label for ``field`` (its buddy: Alt+mnemonic focuses the field and the field's
    accessible name becomes the label's text)."""
    label = QLabel(text)
    label.setBuddy(field)
    return label


def show_locked(widgets: list[QWidget], locked: bool) -> None:
    """An OmniMech configuration's chassis fields: disabled, their tooltip says why (a field's own
    tooltip, kept in its ``own_tip`` property, comes back when it is unlocked)."""
    for widget in widgets:
        widget.setEnabled(not locked)
        widget.setToolTip(LOCKED_TIP if locked else str(widget.property("own_tip") or ""))


class ColumnLabel(QLabel):
    """A word-wrapped label in a column inside a scroll area. It wraps as any label does, but does
    not ask for its height by its width: a scroll area whose column holds such a label sizes the
    column to its preferred height (each list in it 192 px tall) rather than to the room it has,
    so the column scrolled and its last line was cut even where everything fitted."""

    def __init__(self, text: str = "", objectName: str = "") -> None:  # noqa: N803 (Qt's keyword)
        super().__init__(text, objectName=objectName, wordWrap=True)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return False
