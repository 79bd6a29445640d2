"""What the window shows with no design open (the last one closed, or none yet): how to start,
with a button for each way, instead of an empty grey area."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

START_TEXT = ("<h2>No design open</h2><p>Start a new 'Mech, open a file of your own, or pick a published "
              "unit from the library. Help &gt; Keyboard (F1) lists the keys for every step of a design.</p>")


class StartPage(QWidget):
    def __init__(self, actions: list[tuple[str, str, Callable[[], object]]]) -> None:
        """``actions``: (object name, button text, what it does), in the order shown."""
        super().__init__(objectName="start_page")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        text = QLabel(START_TEXT, wordWrap=True, alignment=Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(text)
        self.buttons: dict[str, QPushButton] = {}
        for name, label, slot in actions:
            button = QPushButton(label, objectName=name)
            button.clicked.connect(lambda _c=False, slot=slot: slot())
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[name] = button
        layout.addStretch(2)
