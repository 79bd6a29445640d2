"""The battle armor slot view: one suit's locations with their slots and the items filling
them, as MegaMekLab shows a suit. Read-only: the slots are the core's
(``designer.battlearmor.facts.slot_view``); items are placed on the Equipment table."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QTreeWidget, QTreeWidgetItem, QVBoxLayout

from designer.battlearmor import facts as edits
from designer.gui.document import DesignDocument
from designer.gui.widgets import buddy_label, set_spin, spin_box


class SlotView(QGroupBox):
    """A suit chosen by number and its locations, each opened to its slots."""

    grows = True   # the tree takes the column's height

    def __init__(self, document: DesignDocument) -> None:
        super().__init__("Slots")
        self.document = document
        self.suit = spin_box("ba_slot_suit", 1, 6)
        self.suit.setAccessibleName("Suit shown")
        self.suit.setToolTip("A suit's own items (Trooper 1-6 on the Equipment table) show on that suit only")
        self.suit.valueChanged.connect(lambda _v: self.refresh())
        self.tree = QTreeWidget(objectName="ba_slots")
        self.tree.setHeaderHidden(True)
        self.tree.setAccessibleName("Slots of the suit")
        row = QHBoxLayout()
        row.addWidget(buddy_label("&Suit", self.suit))
        row.addWidget(self.suit)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.tree)

    def refresh(self) -> None:
        unit = self.document.unit
        set_spin(self.suit, min(self.suit.value(), unit.troopers), 1, unit.troopers)
        self.tree.clear()
        for heading, rows in edits.slot_view(unit, self.suit.value()):
            place = QTreeWidgetItem(self.tree, [heading])
            for text in rows:
                QTreeWidgetItem(place, [text])
            place.setExpanded(True)
