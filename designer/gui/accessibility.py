"""Accessible names: every input and button is named after the label the player sees beside it
(screen readers read the name; tests and automation find widgets by it). A button is named
after its text; an input after the QLabel whose buddy it is, else the label in the cell to its
left in a grid, else the text of a check box; an input with no label at all (a table cell's
combo box) is named where it is made."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton, QAbstractSpinBox, QComboBox, QGridLayout, QLabel, QLineEdit, QPlainTextEdit, QWidget,
)

INPUTS = (QLineEdit, QAbstractSpinBox, QComboBox, QPlainTextEdit)


def visible_text(text: str) -> str:
    """A label's text as read: no mnemonic ampersands, no markup, no trailing colon."""
    text = re.sub(r"<[^>]+>", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split()).rstrip(":")


def is_input(widget: QWidget) -> bool:
    """A field the player types in or chooses from (the line edit inside a spin or combo box is
    part of that box, not an input of its own)."""
    if not isinstance(widget, INPUTS):
        return False
    return not (isinstance(widget, QLineEdit) and isinstance(widget.parent(), (QAbstractSpinBox, QComboBox)))


def buddies(root: QWidget) -> dict[QWidget, QLabel]:
    """Input -> the label naming it (QLabel.buddy), for every label in ``root``'s window."""
    return {label.buddy(): label for label in root.window().findChildren(QLabel) if label.buddy() is not None}


def label_of(widget: QWidget, known: dict[QWidget, QLabel] | None = None) -> QLabel | None:
    """The label shown for ``widget``: its buddy label, else the label left of it in a grid."""
    found = (known if known is not None else buddies(widget)).get(widget)
    if found is not None:
        return found
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    grids = [layout, *(layout.findChildren(QGridLayout) if layout is not None else [])]
    for grid in (g for g in grids if isinstance(g, QGridLayout)):
        index = grid.indexOf(widget)
        if index < 0:
            continue
        row, column, _rows, _columns = grid.getItemPosition(index)
        left = grid.itemAtPosition(row, column - 1) if column > 0 else None
        if left is not None and isinstance(left.widget(), QLabel):
            return left.widget()
    return None


def name_widgets(root: QWidget) -> None:
    """Names every button and input under ``root`` that has no accessible name yet."""
    for button in root.findChildren(QAbstractButton):
        if not button.accessibleName() and button.text():
            button.setAccessibleName(visible_text(button.text()))
    known: dict[QWidget, QLabel] | None = None
    for widget in root.findChildren(QWidget):
        if not is_input(widget) or widget.accessibleName():
            continue
        known = known if known is not None else buddies(root)
        label = label_of(widget, known)
        if label is not None and visible_text(label.text()):
            label.setBuddy(widget)
            widget.setAccessibleName(visible_text(label.text()))
