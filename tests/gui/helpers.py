"""Driving the real widgets the way a user does: typing into spin boxes, clicking buttons."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QLineEdit

from designer.mech.editor.criticals import SlotColumn, encode


def type_value(qtbot, box, value) -> None:
    """Selects a spin box's text, types the value and presses Enter."""
    box.setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), f"{value:g}" if isinstance(value, float) else str(value))
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)


def type_text(qtbot, line: QLineEdit, text: str) -> None:
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def click_button(qtbot, parent, name: str) -> None:
    from PySide6.QtWidgets import QPushButton

    qtbot.mouseClick(parent.findChild(QPushButton, name), Qt.MouseButton.LeftButton)


def drop_on_slot(column: SlotColumn, ref, slot: int) -> bool:
    """Sends the drop event a drag of ``ref`` ends with over ``slot`` of ``column``."""
    rect = column.visualItemRect(column.item(slot - 1))
    data = encode(ref)   # keep a reference: the event only borrows the mime data
    event = QDropEvent(QPointF(rect.center()), Qt.DropAction.MoveAction, data,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    column.dropEvent(event)   # the offscreen platform has no drag manager to deliver it
    return event.isAccepted()
