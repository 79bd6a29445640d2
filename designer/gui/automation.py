"""Automation aid for driving the real window from outside (the end-to-end test under Xvfb):
with ``DESIGNER_AUTOMATION_MAP=<file>`` set, the window writes, four times a second, where every
visible named widget, tab and list row is on the screen (global pixels) with its text, and the
titles of the open windows, and the focused widget with the names of the widgets holding it
("focus", innermost first), as JSON. Nothing is written when the variable is unset."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRect, QTimer
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QListWidget, QTabBar, QWidget,
)

from designer.formats.yaml_io import atomic_write_text

ENV = "DESIGNER_AUTOMATION_MAP"
INTERVAL_MS = 250


def _rect(widget: QWidget, local: QRect | None = None) -> dict[str, int]:
    local = local if local is not None else widget.rect()
    corner = widget.mapToGlobal(local.topLeft())
    return {"x": corner.x(), "y": corner.y(), "w": local.width(), "h": local.height()}


def _text(widget: QWidget) -> str | None:
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QAbstractSpinBox):
        return widget.text()
    if isinstance(widget, (QLineEdit, QAbstractButton)):
        return widget.text()
    return None


def widget_map() -> dict[str, Any]:
    """Every visible named widget (first of a name wins), tab ("tab:<title>") and list row
    ("<list name>:<row from 1>") of every visible window, with its screen rectangle and text."""
    widgets: dict[str, dict[str, Any]] = {}
    windows = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    for window in windows:
        for widget in [window, *window.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            name = widget.objectName()
            if name and name not in widgets and not name.startswith("qt_"):
                widgets[name] = {**_rect(widget), "text": _text(widget)}
            if isinstance(widget, QTabBar):
                for index in range(widget.count()):
                    key = f"tab:{widget.tabText(index).replace('&&', '&')}"
                    widgets.setdefault(key, _rect(widget, widget.tabRect(index)))
            if isinstance(widget, QComboBox) and name and widget.view().isVisible():
                _popup_rows(widgets, name, widget)
            if isinstance(widget, QListWidget) and name:
                for row in range(widget.count()):
                    item = widget.item(row)
                    local = widget.visualItemRect(item)
                    corner = widget.viewport().mapToGlobal(local.topLeft())
                    box = {"x": corner.x(), "y": corner.y(), "w": local.width(), "h": local.height()}
                    widgets.setdefault(f"{name}:{row + 1}", {**box, "text": item.text()})
    shown = [w.windowTitle().replace("[*]", "*" if w.isWindowModified() else "") for w in windows]
    return {"windows": shown, "widgets": widgets, "focus": focus_chain()}


def focus_chain() -> list[str]:
    """The names of the focused widget and of every widget holding it, innermost first (a cell's
    box inside a table names the table too), so a test can tell whether the focus left a table."""
    names: list[str] = []
    widget = QApplication.focusWidget()
    while widget is not None:
        if widget.objectName() and not widget.objectName().startswith("qt_"):
            names.append(widget.objectName())
        widget = widget.parentWidget()
    return names


def _popup_rows(widgets: dict[str, dict[str, Any]], name: str, combo: QComboBox) -> None:
    """The rows of an open combo box's list, as "<combo name>:item:<text>"."""
    view = combo.view()
    for row in range(combo.count()):
        local = view.visualRect(view.model().index(row, 0))
        corner = view.viewport().mapToGlobal(local.topLeft())
        widgets.setdefault(f"{name}:item:{combo.itemText(row)}",
                           {"x": corner.x(), "y": corner.y(), "w": local.width(), "h": local.height()})


class MapWriter(QObject):
    def __init__(self, path: Path) -> None:
        super().__init__(QApplication.instance())
        self.path = path
        self.timer = QTimer(self, interval=INTERVAL_MS)
        self.timer.timeout.connect(self.write)
        self.timer.start()

    def write(self) -> None:
        try:
            atomic_write_text(self.path, json.dumps(widget_map()), backup=False)
        except OSError:
            self.timer.stop()


def start_if_asked() -> MapWriter | None:
    target = os.environ.get(ENV)
    return MapWriter(Path(target)) if target else None
