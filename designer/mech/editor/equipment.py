"""Equipment tab: the catalog as a sortable, filterable table; weapons and ammunition carried,
with where each sits ("unallocated" until placed on the Criticals tab)."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QHeaderView, QLineEdit, QPushButton,
    QSplitter, QTableView, QToolTip, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from designer.bv.tables import item_values
from designer.rules.common.ammo_types import ammo_types, type_label
from designer.catalog import Equipment, EquipmentKind, Weapon, WeaponCategory, catalog
from designer.mech import technology_edits as technology
from designer.mech import edits
from designer.mech.critical_edits import EntryKind, EntryRef, is_locked
from designer.mech.spreadable import is_type_slot
from designer.gui.document import DesignDocument
from designer.gui.widgets import LOCKED_TIP, buddy_label
from designer.mech.model import Mech
from designer.rules.common.cost import listed_price
from designer.mech.layout import mount_size

COLUMNS = ("Name", "Type", "Heat", "Damage", "Min", "Short", "Med", "Long", "Tons", "Slots", "Shots/t", "Cost",
           "BV")
ALL = "All"
TONS_COLUMN = COLUMNS.index("Tons")
TONS_EPSILON = 1e-6
NOT_PRICED = "—"


def _cell(value: object, sort_key: object | None = None) -> QStandardItem:
    """A read-only cell; numbers (or cells with a numeric sort key) align right, blanks centre."""
    item = QStandardItem("–" if value is None else str(value))
    key = sort_key if sort_key is not None else (value if value is not None else -1)
    item.setData(key, Qt.ItemDataRole.UserRole)
    item.setEditable(False)
    if value is None:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    elif isinstance(key, (int, float)):
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def weapon_row(weapon: Weapon, mech: Mech) -> list[QStandardItem]:
    return [_cell(weapon.id), _cell(weapon.category.value.capitalize()), _cell(weapon.heat),
            _cell(weapon.damage_text, weapon.damage), _cell(weapon.min_range or None), _cell(weapon.short),
            _cell(weapon.medium), _cell(weapon.long), _cell(f"{weapon.tons:g}", weapon.tons), _cell(weapon.slots),
            _cell(weapon.shots_per_ton), _cost_cell(listed_price(weapon, weapon.tons, mech.engine_rating)),
            _bv_cell(weapon.id)]


def hatchet_row(item: Equipment, mech: Mech) -> list[QStandardItem]:
    """A physical weapon or a Master Rules equipment row, sized for this 'Mech."""
    tons, slots = mount_size(mech, item)
    kind = "Physical" if item.kind is EquipmentKind.HATCHET else "Equipment"
    row = [_cell(item.id), _cell(kind)] + [_cell(None) for _ in range(6)]
    cost = listed_price(item, tons, mech.engine_rating)
    return row + [_cell(f"{tons:g}", tons), _cell(slots), _cell(None), _cost_cell(cost), _bv_cell(item.id)]


def _bv_cell(item_id: str) -> QStandardItem:
    """The item's Battle Value as the 'Mech Battle Value counts it (its offensive or defensive
    value before the design's modifiers); "–" for an item that adds none."""
    value = item_values().get(item_id)
    return _cell(f"{value:g}" if value else None, value or -1)


def _cost_cell(cost: float | None) -> QStandardItem:
    """C-bills as the design's cost lines take them (before the unit's multiplier); a row priced
    nowhere (nor by the Level 2 prices) shows "—" (not computed), never 0."""
    if not cost:
        item = _cell(None)
        item.setText(NOT_PRICED)
        item.setToolTip("No price in the rulebooks or the Level 2 prices for this item: not computed")
        return item
    cell = _cell(f"{cost:,.0f}", cost)
    cell.setToolTip("C-bills before the unit's multiplier (1 + tons / 100)")
    return cell


def catalog_row(item: Weapon | Equipment, mech: Mech) -> list[QStandardItem]:
    return weapon_row(item, mech) if isinstance(item, Weapon) else hatchet_row(item, mech)


class CatalogFilter(QSortFilterProxyModel):
    """Filters by text in the name and by weapon type; sorts numbers as numbers."""

    def __init__(self) -> None:
        super().__init__()
        self.setSortRole(Qt.ItemDataRole.UserRole)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(0)
        self.kind = ALL
        self.most_tons: float | None = None   # "Fits the tons left": the heaviest row shown

    def set_kind(self, kind: str) -> None:
        self.beginFilterChange()
        self.kind = kind
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_most_tons(self, tons: float | None) -> None:
        if tons == self.most_tons:
            return
        self.beginFilterChange()
        self.most_tons = tons
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent) -> bool:  # noqa: N802 (Qt API)
        kind = self.sourceModel().index(row, 1, parent).data()
        tons = self.sourceModel().index(row, TONS_COLUMN, parent).data(Qt.ItemDataRole.UserRole)
        fits = self.most_tons is None or tons <= self.most_tons + TONS_EPSILON
        return (self.kind == ALL or kind == self.kind) and fits and super().filterAcceptsRow(row, parent)


class CatalogTable(QTableView):
    """The catalog: Enter, Space or the Menu key adds the selected item; Tab leaves the table
    (its cells are not a stop each)."""

    add_requested = Signal()
    ADD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Menu)

    def __init__(self) -> None:
        super().__init__(objectName="catalog")
        self.setTabKeyNavigation(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in self.ADD_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.add_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class FilterLine(QLineEdit):
    """The name filter: Enter or Down goes to the first matching catalog row."""

    to_table = Signal()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down):
            self.to_table.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class CarriedTree(QTreeWidget):
    """What the design carries: Delete removes the selected entry."""

    remove_requested = Signal()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class EquipmentTab(QWidget):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.document = document
        self.setObjectName("equipment_tab")
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._catalog_group())
        splitter.addWidget(self._carried_group())
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([880, 360])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._catalog_key: tuple[object, ...] | None = None   # the catalog is built when first shown

    def _catalog_group(self) -> QGroupBox:
        self.model = QStandardItemModel(0, len(COLUMNS))
        self.model.setHorizontalHeaderLabels(list(COLUMNS))
        self.proxy = CatalogFilter()
        self.proxy.setSourceModel(self.model)
        self.table = CatalogTable()
        self.table.add_requested.connect(self.add_selected)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.proxy.sort(-1)   # the Weapons Table's own order until a header is clicked
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.doubleClicked.connect(lambda _index: self.add_selected())
        self.filter_text = FilterLine(objectName="catalog_filter",
                                      placeholderText="Filter by name… (Ctrl+F; Enter goes to the list)")
        self.filter_text.textChanged.connect(self._filter_changed)
        self.filter_text.to_table.connect(self.focus_table)
        # Ctrl+F anywhere in the window while this tab shows (the focus may be on the tab bar);
        # enabled only while shown, so the tabs of other open designs never compete for it.
        self.find = QShortcut(QKeySequence.StandardKey.Find, self, context=Qt.ShortcutContext.WindowShortcut)
        self.find.setEnabled(False)
        self.find.activated.connect(self.focus_filter)
        self.filter_kind = QComboBox(objectName="catalog_kind")
        self.filter_kind.addItems([ALL, *(c.value.capitalize() for c in WeaponCategory), "Physical", "Equipment"])
        self.filter_kind.currentTextChanged.connect(self.proxy.set_kind)
        filters = QHBoxLayout()
        filters.addWidget(buddy_label("F&ilter", self.filter_text))   # Alt+F is the File menu
        filters.addWidget(self.filter_text, 1)
        filters.addWidget(buddy_label("&Kind", self.filter_kind))
        filters.addWidget(self.filter_kind)
        self.fits = QCheckBox("Fits the tons &left", objectName="catalog_fits")
        self.fits.setToolTip("Only the items no heavier than the tons the design has left")
        self.fits.toggled.connect(lambda _on: self._apply_fits())
        filters.addWidget(self.fits)
        buttons = QHBoxLayout()
        for name, text, slot in (("add_item", "&Add", self.add_selected),
                                 ("add_ammo", "Add a&mmo (1 t)", lambda: self.add_ammo(False)),
                                 ("add_half_ammo", "Add ammo (½ t)", lambda: self.add_ammo(True))):
            button = QPushButton(text, objectName=name)
            button.clicked.connect(lambda _c=False, slot=slot: slot())
            buttons.addWidget(button)
            setattr(self, f"{name}_button", button)
        self.ammo_kind = QComboBox(objectName="ammo_kind")   # the bin's ammunition type (D-AMMO-1)
        buttons.addWidget(buddy_label("Ammo &type", self.ammo_kind))
        buttons.addWidget(self.ammo_kind)
        buttons.addStretch(1)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        layout = QVBoxLayout()
        layout.addLayout(filters)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        return _group("Catalog", layout)

    def _carried_group(self) -> QGroupBox:
        self.carried = CarriedTree(objectName="carried")
        self.carried.remove_requested.connect(self.remove_selected)
        self.carried.setHeaderLabels(["Item", "Location", "Tons"])
        self.carried.setRootIsDecorated(False)
        self.carried.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.carried.header().setStretchLastSection(False)
        self.carried.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.carried.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.remove_button = QPushButton("&Remove", objectName="remove_item")
        self.remove_button.clicked.connect(self.remove_selected)
        layout = QVBoxLayout()
        layout.addWidget(self.carried)
        row = QHBoxLayout()
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)
        return _group("Carried weapons and ammunition", layout)

    # --- actions --------------------------------------------------------------------------
    def selected_name(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data() if rows else None

    def select(self, name: str) -> None:
        """Selects the catalog row called ``name`` (used by tests and keyboard users)."""
        self._refresh_catalog()
        matches = self.proxy.match(self.proxy.index(0, 0), Qt.ItemDataRole.DisplayRole, name, 1,
                                   Qt.MatchFlag.MatchExactly)
        if matches:
            self.table.selectRow(matches[0].row())

    def _filter_changed(self, text: str) -> None:
        """Filters the list; the first match is selected, so "Add" (or Enter) takes it at once."""
        self.proxy.setFilterFixedString(text)
        if not self.table.selectionModel().selectedRows() and self.proxy.rowCount():
            self.table.selectRow(0)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self.find.setEnabled(True)

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().hideEvent(event)
        self.find.setEnabled(False)

    def focus_filter(self) -> None:
        self.filter_text.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter_text.selectAll()

    def focus_table(self) -> None:
        """The list gets the focus, on the selected row or the first one shown."""
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if not self.table.selectionModel().selectedRows() and self.proxy.rowCount():
            self.table.selectRow(0)
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.table.setCurrentIndex(rows[0])

    def add_selected(self) -> None:
        if name := self.selected_name():
            self.document.edit(edits.add_item, name)

    def add_ammo(self, half: bool) -> None:
        weapon = catalog().weapon(self.selected_name() or "")
        if weapon is not None and weapon.uses_ammo:
            self.document.edit(edits.add_ammo, weapon.id, half, self.ammo_kind.currentData() or "standard")

    def remove_selected(self) -> None:
        item = self.carried.currentItem()
        if item is None:
            return
        ref: EntryRef = item.data(0, Qt.ItemDataRole.UserRole)
        if is_locked(self.document.mech, ref, getattr(self.document, "chassis_locked", False)):
            self.remove_button.setToolTip(LOCKED_TIP)   # the chassis's own equipment stays
            QToolTip.showText(self.remove_button.mapToGlobal(self.remove_button.rect().center()), LOCKED_TIP)
            return
        remove = edits.remove_mount if ref.kind is EntryKind.MOUNT else edits.remove_ammo
        self.document.edit(remove, ref.index)

    def _update_buttons(self) -> None:
        weapon = catalog().weapon(self.selected_name() or "")
        self.add_item_button.setEnabled(self.selected_name() is not None)
        self.add_ammo_button.setEnabled(weapon is not None and weapon.uses_ammo)
        self.add_half_ammo_button.setEnabled(weapon is not None and weapon.half_ton_ammo)
        kinds = sorted(ammo_types(weapon.id), key=lambda k: (k != "standard", k)) if weapon is not None else []
        self.ammo_kind.clear()
        for kind in kinds if weapon is not None and weapon.uses_ammo else []:
            self.ammo_kind.addItem(type_label(kind).capitalize(), kind)
        self.ammo_kind.setEnabled(self.ammo_kind.count() > 1)

    # --- showing the document -------------------------------------------------------------
    def refresh(self) -> None:
        self._refresh_catalog()
        self._apply_fits()
        mech = self.document.mech
        self.carried.clear()
        for index, mount in enumerate(mech.equipment):
            if edits.is_user_item(mount) and not is_type_slot(mount.item):   # structure, armor: the type's
                item = catalog().find(mount.item)
                tons = mount_size(mech, item)[0] if item is not None else 0
                where = (mount.location.value + (" (rear)" if mount.rear else "")) if mount.location else "unallocated"
                self._add_carried(mount.item, where, tons, EntryRef(EntryKind.MOUNT, index))
        for index, ammo_bin in enumerate(mech.ammo):
            where = ammo_bin.location.value if ammo_bin.location else "unallocated"
            self._add_carried(f"Ammo ({ammo_bin.weapon})", where, 0.5 if ammo_bin.half else 1.0,
                              EntryRef(EntryKind.AMMO, index))
        self._update_buttons()

    def _add_carried(self, name: str, where: str, tons: float, ref: EntryRef) -> None:
        item = QTreeWidgetItem([name, where, f"{tons:g}"])
        item.setData(0, Qt.ItemDataRole.UserRole, ref)
        item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.carried.addTopLevelItem(item)

    def _apply_fits(self) -> None:
        """The weight filter follows the tons the design has left (the core's figure)."""
        left = self.document.analysis.figures.tons_left if self.fits.isChecked() else None
        self.proxy.set_most_tons(left)

    def _refresh_catalog(self) -> None:
        """The items the design may mount (tech base, year: ``mech.technology_edits.catalog_items``);
        sizes depend on the tonnage. Rebuilt only when one of those changes."""
        mech = self.document.mech
        key = (mech.tonnage, mech.tech_base, mech.year, technology.is_level2(mech), mech.engine_rating)
        if self._catalog_key == key:
            return
        self._catalog_key = key
        self.model.removeRows(0, self.model.rowCount())
        for item in technology.catalog_items(mech):
            self.model.appendRow(catalog_row(item, mech))

    def focus_entry(self, location: str | None) -> None:
        self.carried.setFocus()


def _group(title: str, layout) -> QGroupBox:
    group = QGroupBox(title)
    group.setLayout(layout)
    return group
