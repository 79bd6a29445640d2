"""The catalog list beside the Criticals tab: the items the Equipment tab offers for the design's
tech base and year, the spreadable slots of its structure and armor, and tons of ammunition, that
fit the selected location (the core decides, ``designer.mech.slot_catalog``); double-click
or Enter adds the item and places it in the first slot of that location where it fits. The
location follows the slot column last focused, or is chosen in the combo box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QListWidget, QListWidgetItem, QVBoxLayout

from designer.mech import slot_catalog
from designer.mech.slot_catalog import CatalogChoice
from designer.gui.accessibility import visible_text
from designer.gui.document import DesignDocument
from designer.gui.widgets import ColumnLabel, buddy_label, signals_blocked
from designer.mech.model import LOCATION_NAMES, MechLocation


class SlotCatalogPanel(QGroupBox):
    """The "Catalog" group: a location chooser and the list of what fits there."""

    def __init__(self, document: DesignDocument, column_order: tuple[MechLocation, ...]) -> None:
        super().__init__("Catalog")
        self.document = document
        self.column_order = column_order
        self.location_box = QComboBox(objectName="slot_catalog_location")
        self.location_box.currentIndexChanged.connect(lambda _index: self.refresh())
        self.items = QListWidget(objectName="slot_catalog")
        self.items.itemActivated.connect(self.add_item)   # double-click or Enter
        self.items.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.items.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.items.setToolTip("Double-click or press Enter to add the item in the first slot where it fits")
        items_label = buddy_label("Fitting &items", self.items)
        self.items.setAccessibleName(visible_text(items_label.text()))
        self.empty = ColumnLabel(objectName="slot_catalog_empty")
        self.empty.setStyleSheet("color: #555;")
        layout = QVBoxLayout(self)
        layout.addWidget(buddy_label("Loca&tion", self.location_box))
        layout.addWidget(self.location_box)
        layout.addWidget(items_label)
        layout.addWidget(self.items, 1)
        layout.addWidget(self.empty)
        self._locations: tuple[MechLocation, ...] = ()

    @property
    def location(self) -> MechLocation | None:
        data = self.location_box.currentData()   # Qt hands the enum back as its plain string
        return MechLocation(data) if data is not None else None

    def select_location(self, location: MechLocation) -> None:
        """Shows what fits ``location`` (called when a slot column gets the focus)."""
        index = self.location_box.findData(location)
        if index >= 0 and index != self.location_box.currentIndex():
            self.location_box.setCurrentIndex(index)

    def refresh(self) -> None:
        """Lists what fits the selected location of the design as it now stands, keeping the
        current item selected when it still fits."""
        self._sync_locations()
        location, mech = self.location, self.document.mech
        current = self.items.currentItem()
        kept: CatalogChoice | None = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.items.clear()
        if location is None:
            return
        for choice in slot_catalog.choices_fitting(mech, location):
            item = QListWidgetItem(slot_catalog.choice_label(mech, choice))
            item.setToolTip(item.text())   # a long name is elided in the narrow list
            item.setData(Qt.ItemDataRole.UserRole, choice)
            self.items.addItem(item)
            if choice == kept:
                self.items.setCurrentItem(item)
        where = LOCATION_NAMES[location]
        self.empty.setText(f"Double-click or Enter adds to the {where}." if self.items.count()
                           else f"Nothing in the catalog fits the {where}.")

    def _sync_locations(self) -> None:
        """One entry per location of the design, in the columns' order (a quad has no arms)."""
        locations = tuple(loc for loc in self.column_order if loc in self.document.mech.locations)
        if locations == self._locations:
            return
        previous = self.location
        with signals_blocked(self.location_box):
            self.location_box.clear()
            for location in locations:
                self.location_box.addItem(LOCATION_NAMES[location], location)
            self.location_box.setCurrentIndex(max(0, self.location_box.findData(previous)))
        self._locations = locations

    def add_item(self, item: QListWidgetItem | None) -> None:
        """Adds the item and places it in the first slot of the selected location it fits."""
        location = self.location
        if item is None or location is None:
            return
        choice: CatalogChoice = item.data(Qt.ItemDataRole.UserRole)
        self.document.edit(slot_catalog.add_to_location, choice, location)
