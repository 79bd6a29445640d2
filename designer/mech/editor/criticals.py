"""Criticals tab: one column per location with its slots and fixed components, the unallocated
list, the catalog list of what fits the selected location, drag and drop from that list and between slots (slots where the dragged item does not
fit are dimmed), double-click or menu to place in the first fitting location, rear toggle."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QDrag
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QMenu, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from designer.mech import critical_edits as edits
from designer.mech.critical_edits import EntryKind, EntryRef
from designer.mech.split_edits import place_split, split_options
from designer.gui.document import DesignDocument
from designer.mech.editor.slot_catalog import SlotCatalogPanel
from designer.gui.widgets import ERROR_COLOR, ColumnLabel
from designer.mech.model import LOCATION_NAMES, Mech, MechLocation
from designer.mech.layout import SlotContent, SlotKind

MIME = "application/x-designer-entry"
ROW_HEIGHT = 22
L = MechLocation
COLUMN_ORDER = (L.HD, L.LA, L.FLL, L.LT, L.CT, L.RT, L.RA, L.FRL, L.LL, L.RL, L.RLL, L.RRL)
COLORS = {SlotKind.FIXED: "#e4e4e4", SlotKind.EQUIPMENT: "#dbe9f9", SlotKind.AMMO: "#fbe3c8"}
SLOT_MOUNT_COLOR = "#dcf1dc"
DIMMED = QColor("#9e9e9e")
DIM_BACKGROUND = QColor("#f3f3f3")
HIGHLIGHT = QColor("#b9e6b9")            # where a dragged item may start
OVERLAP_BACKGROUND = "#f6c1c1"           # an entry placed over another
DIMMED_ROLE = Qt.ItemDataRole.UserRole + 1
HIGHLIGHT_ROLE = Qt.ItemDataRole.UserRole + 2


def encode(ref: EntryRef) -> QMimeData:
    data = QMimeData()
    data.setData(MIME, f"{ref.kind.value}:{ref.index}".encode())
    return data


def decode(data: QMimeData) -> EntryRef | None:
    if not data.hasFormat(MIME):
        return None
    kind, index = bytes(data.data(MIME).data()).decode().split(":")
    return EntryRef(EntryKind(kind), int(index))


class EntryList(QListWidget):
    """A list whose items carry an EntryRef (UserRole) and can be dragged as one."""

    drag_started = Signal(object)   # EntryRef
    drag_finished = Signal()

    def __init__(self, name: str) -> None:
        super().__init__(objectName=name)
        self.setAcceptDrops(True)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._press: QPoint | None = None

    def ref_of(self, item: QListWidgetItem | None) -> EntryRef | None:
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def startDrag(self, _actions) -> None:  # noqa: N802 (Qt API)
        ref = self.ref_of(self.currentItem())
        if ref is None:
            return
        drag = QDrag(self)
        drag.setMimeData(encode(ref))
        self.drag_started.emit(ref)
        drag.exec(Qt.DropAction.MoveAction)
        self.drag_finished.emit()

    def dragEnterEvent(self, event) -> None:  # noqa: N802
        if event.mimeData().hasFormat(MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: N802
        ref, point = decode(event.mimeData()), event.position().toPoint()
        if self.can_drop(ref, point):
            event.acceptProposedAction()
        else:
            event.ignore()
            self.refused_at(ref, point)

    def dropEvent(self, event) -> None:  # noqa: N802
        ref = decode(event.mimeData())
        point = event.position().toPoint()
        if ref is not None and self.can_drop(ref, point):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
            self.dropped(ref, point)
        else:
            event.ignore()
            self.refused_at(ref, point)

    def can_drop(self, ref: EntryRef | None, point: QPoint) -> bool:
        return ref is not None

    def refused_at(self, ref: EntryRef | None, point: QPoint) -> None:
        """Hook: a drag over ``point`` cannot drop there (the slot columns say why)."""

    def dropped(self, ref: EntryRef, point: QPoint) -> None:
        """What a drop does; each list (a slot column, the unallocated list) overrides it.
        (Not an abc: Qt widget classes cannot take ABCMeta.)"""
        raise NotImplementedError(f"{type(self).__name__} must define dropped()")


class UnallocatedList(EntryList):
    """Dropping here takes an item out of its slots."""

    unplace_requested = Signal(object)

    def dropped(self, ref: EntryRef, point: QPoint) -> None:
        self.unplace_requested.emit(ref)


class SlotColumn(EntryList):
    """The critical slots of one location, one row per slot."""

    place_requested = Signal(object, object, int)   # ref, location, 1-based slot
    refused = Signal(object, object, int)           # ref, location, 1-based slot
    unplace_requested = Signal(object)              # ref: Delete on the keyboard
    focused = Signal(object)                        # location: the catalog list shows what fits it

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().focusInEvent(event)
        self.focused.emit(self.location)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Delete or Backspace takes the selected slot's item out (the keyboard way to unplace)."""
        ref = self.ref_of(self.currentItem())
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and ref is not None:
            self.unplace_requested.emit(ref)   # the tab refuses a slot of a locked chassis
        else:
            super().keyPressEvent(event)

    def __init__(self, location: MechLocation, mech_getter) -> None:
        super().__init__(f"slots_{location.value}")
        self.location = location
        self.mech_getter = mech_getter
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setUniformItemSizes(True)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        self.setFont(font)

    def slot_at(self, point: QPoint) -> int | None:
        item = self.itemAt(point)
        return self.row(item) + 1 if item is not None else None

    def can_drop(self, ref: EntryRef | None, point: QPoint) -> bool:
        slot = self.slot_at(point)
        return ref is not None and slot is not None and edits.fits(self.mech_getter(), ref, self.location, slot)

    def dropped(self, ref: EntryRef, point: QPoint) -> None:
        self.place_requested.emit(ref, self.location, self.slot_at(point))

    def refused_at(self, ref: EntryRef | None, point: QPoint) -> None:
        slot = self.slot_at(point)
        if ref is not None and slot is not None:
            self.refused.emit(ref, self.location, slot)

    def show_slots(self, slots: list[SlotContent | None], mech: Mech,
                   hidden: dict[int, list[str]] | None = None) -> None:
        """One row per slot; ``hidden`` (slot -> labels) are entries placed over a slot another
        entry fills: the row names them too, in red, so no placement is ever invisible. The current
        row is kept, so Delete works again from the keyboard after an edit, without a click first."""
        row = self.currentRow()
        self.clear()
        previous: SlotContent | None = None
        for number, content in enumerate(slots, start=1):
            item = QListWidgetItem(_slot_text(number, content, continued=content is not None and content == previous))
            item.setSizeHint(QSize(40, ROW_HEIGHT))
            _style_slot(item, content)
            if hidden and number in hidden:
                item.setText(f"{item.text()} ⚠ + {' + '.join(hidden[number])}")
                item.setBackground(QBrush(QColor(OVERLAP_BACKGROUND)))
                item.setToolTip(f"Overlapping: {' and '.join(hidden[number])} also placed here")
            ref = edits.ref_at(mech, content.kind.value, content.index) if content is not None else None
            if content is not None:
                item.setToolTip(content.label)
            if ref is not None:   # never store None in an item: PySide mis-counts its references
                item.setData(Qt.ItemDataRole.UserRole, ref)
            if content is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            self.addItem(item)
            previous = content
        if 0 <= row and self.count():
            self.setCurrentRow(min(row, self.count() - 1))
        self.setFixedHeight(len(slots) * ROW_HEIGHT + 2 * self.frameWidth())

    def dim(self, fitting: list[int] | None) -> None:
        """While an item is dragged: greys out every slot it cannot start at and highlights
        every slot it can (None = neither)."""
        for row in range(self.count()):
            item = self.item(row)
            bad = fitting is not None and (row + 1) not in fitting
            item.setData(DIMMED_ROLE, bad)
            item.setData(HIGHLIGHT_ROLE, fitting is not None and not bad)
            if bad:
                item.setForeground(QBrush(DIMMED))
                item.setBackground(QBrush(DIM_BACKGROUND))
            elif fitting is not None:
                item.setBackground(QBrush(HIGHLIGHT))


def _slot_text(number: int, content: SlotContent | None, continued: bool) -> str:
    if content is None:
        return f"{number:>2}  —"
    label = content.label.removesuffix(" Actuator") if content.kind is SlotKind.FIXED else content.label
    return f"{number:>2}  {'┆ ' if continued else ''}{label}"


def _style_slot(item: QListWidgetItem, content: SlotContent | None) -> None:
    if content is None:
        item.setForeground(QBrush(QColor("#9e9e9e")))
        return
    color = COLORS[content.kind]
    if content.kind is SlotKind.EQUIPMENT and content.name in ("Heat Sink", "Jump Jet"):
        color = SLOT_MOUNT_COLOR
    item.setBackground(QBrush(QColor(color)))
    item.setForeground(QBrush(QColor("#202020")))
    if content.kind is SlotKind.FIXED:
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)


SIDE_WIDTH = 240


def _scrolled(side: QWidget) -> QScrollArea:
    """The side column in a vertical scroll area: on a short window the Unallocated list and its
    Place all / Unplace all buttons keep their heights (a scroll bar appears) and never overlap."""
    area = QScrollArea(objectName="criticals_side_scroll", widgetResizable=True)
    area.setWidget(side)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFixedWidth(SIDE_WIDTH + area.verticalScrollBar().sizeHint().width())
    return area


class CriticalsTab(QWidget):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.document = document
        self.setObjectName("criticals_tab")
        self.columns: dict[MechLocation, SlotColumn] = {}
        self.headers: dict[MechLocation, QLabel] = {}
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(5)
        self._shown_locations: tuple[MechLocation, ...] = ()
        layout = QHBoxLayout(self)
        self.catalog = SlotCatalogPanel(document, COLUMN_ORDER)
        side = QVBoxLayout()
        side.addWidget(self._unallocated_group(), 1)
        side.addWidget(self.catalog, 1)
        side_widget = QWidget(objectName="criticals_side")
        side_widget.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        side_widget.setFixedWidth(SIDE_WIDTH)
        layout.addWidget(_scrolled(side_widget))
        slots_group = QGroupBox("Critical slots")
        slots_layout = QVBoxLayout(slots_group)
        slots_layout.addLayout(self.grid)
        self.hint = QLabel("Drag items into slots (green: where they fit), or double-click or press Enter "
                           "to place where they first fit. Right-click a slot (or the Menu key) to unplace "
                           "it or face it to the rear; Delete unplaces the selected slot.")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555;")
        self.feedback = QLabel(objectName="drop_feedback", wordWrap=True)
        self.feedback.setStyleSheet(f"color: {ERROR_COLOR}; font-weight: bold;")
        slots_layout.addWidget(self.feedback)
        slots_layout.addWidget(self.hint)
        slots_layout.addStretch(1)
        layout.addWidget(slots_group, 1)

    def _unallocated_group(self) -> QGroupBox:
        self.unallocated = UnallocatedList("unallocated")
        # Double-click or Enter (activation) places the item where it first fits.
        self.unallocated.itemActivated.connect(lambda item: self.place_first_fit(
            self.unallocated.ref_of(item)))
        self.unallocated.customContextMenuRequested.connect(self._unallocated_menu)
        self.unallocated.unplace_requested.connect(self.unplace)
        self.unallocated.setMinimumHeight(8 * ROW_HEIGHT)
        self._connect_drag(self.unallocated)
        place_all = QPushButton("&Place all", objectName="place_all")
        place_all.clicked.connect(lambda: self.document.edit(edits.place_all))
        clear_all = QPushButton("U&nplace all", objectName="unplace_all")
        clear_all.clicked.connect(lambda: self.document.edit(edits.unplace_all))
        group = QGroupBox()
        layout = QVBoxLayout(group)
        label = ColumnLabel("&Unallocated (Enter: place; Menu key: choose where)")
        label.setBuddy(self.unallocated)
        self.unallocated.setAccessibleName("Unallocated")
        layout.addWidget(label)
        layout.addWidget(self.unallocated)
        row = QHBoxLayout()
        row.addWidget(place_all)
        row.addWidget(clear_all)
        layout.addLayout(row)
        return group

    def _connect_drag(self, widget: EntryList) -> None:
        widget.drag_started.connect(self.begin_drag)
        widget.drag_finished.connect(self.end_drag)

    def _build_columns(self) -> None:
        for widget in [*self.columns.values(), *self.headers.values()]:
            widget.setParent(None)
        self.columns, self.headers = {}, {}
        shown = [loc for loc in COLUMN_ORDER if loc in self.document.mech.locations]
        for column, location in enumerate(shown):
            header = QLabel(f"<b>{LOCATION_NAMES[location]}</b>", alignment=Qt.AlignmentFlag.AlignCenter)
            slots = SlotColumn(location, lambda: self.document.mech)
            slots.place_requested.connect(self.place)
            slots.refused.connect(self.explain_refusal)
            slots.unplace_requested.connect(self.unplace)
            slots.focused.connect(self.catalog.select_location)
            slots.itemDoubleClicked.connect(lambda item, s=slots: self._slot_double_clicked(s, item))
            slots.customContextMenuRequested.connect(lambda point, s=slots: self._slot_menu(s, point))
            self._connect_drag(slots)
            self.grid.addWidget(header, 0, column)
            self.grid.addWidget(slots, 1, column, Qt.AlignmentFlag.AlignTop)
            self.grid.setColumnStretch(column, 1)
            self.columns[location], self.headers[location] = slots, header
        self._shown_locations = self.document.mech.locations

    # --- showing the document -------------------------------------------------------------
    def refresh(self) -> None:
        mech, figures = self.document.mech, self.document.analysis.figures
        if self._shown_locations != mech.locations:
            self._build_columns()
        faults = {f.location for f in self.document.analysis.report.errors}
        hidden = edits.hidden_overlaps(mech)
        for location, column in self.columns.items():
            column.show_slots(figures.critical_table[location], mech, hidden.get(location))
            free = figures.slots_free(location)
            color = f" style='color:{ERROR_COLOR}'" if location.value in faults else ""
            self.headers[location].setText(f"<b{color}>{LOCATION_NAMES[location]}</b><br>"
                                           f"<span style='color:#555'>{free} free</span>")
        self._refresh_unallocated(mech)
        self.catalog.refresh()

    def _refresh_unallocated(self, mech: Mech) -> None:
        """The list as the design now stands, its scroll position and current row kept."""
        scroll, row = self.unallocated.verticalScrollBar().value(), self.unallocated.currentRow()
        self.unallocated.clear()
        for ref in edits.unallocated(mech):
            item = QListWidgetItem(f"{edits.entry_label(mech, ref)}  [{edits.entry_size(mech, ref)}]")
            item.setToolTip(item.text())
            item.setData(Qt.ItemDataRole.UserRole, ref)
            self.unallocated.addItem(item)
        if self.unallocated.count():
            self.unallocated.setCurrentRow(min(max(row, 0), self.unallocated.count() - 1))
        self.unallocated.verticalScrollBar().setValue(scroll)

    # --- placing --------------------------------------------------------------------------
    def begin_drag(self, ref: EntryRef) -> None:
        fitting = edits.fitting_slots(self.document.mech, ref)
        for location, column in self.columns.items():
            column.dim(fitting.get(location, []))

    def end_drag(self) -> None:
        self.refresh()

    def locked(self, ref: EntryRef) -> bool:
        """An OmniMech configuration's fixed equipment belongs to the locked chassis."""
        return edits.is_locked(self.document.mech, ref, getattr(self.document, "chassis_locked", False))

    def unplace(self, ref: EntryRef) -> None:
        if self.locked(ref):
            self.feedback.setText(f"{edits.entry_label(self.document.mech, ref)} is part of the locked chassis: "
                                  "change it on the Base chassis.")
            return
        self.feedback.setText("")
        self.document.edit(edits.unplace, ref)

    def place(self, ref: EntryRef, location: MechLocation, slot: int) -> None:
        self.feedback.setText("")
        self.document.edit(edits.place, ref, location, slot)

    def explain_refusal(self, ref: EntryRef, location: MechLocation, slot: int) -> None:
        """Says why the item cannot go where it is dragged or dropped (the rules of placement:
        consecutive free slots of one allowed location)."""
        reason = edits.refusal(self.document.mech, ref, location, slot)
        if reason:
            self.feedback.setText(reason)

    def place_first_fit(self, ref: EntryRef | None) -> None:
        if ref is not None:
            self.document.edit(edits.place_first_fit, ref)

    def _slot_double_clicked(self, column: SlotColumn, item: QListWidgetItem) -> None:
        ref = column.ref_of(item)
        if ref is not None:
            self.document.edit(edits.unplace, ref)

    def _unallocated_menu(self, point: QPoint) -> None:
        # The Menu key asks at the list's centre: the current item is the one meant.
        ref = self.unallocated.ref_of(self.unallocated.itemAt(point) or self.unallocated.currentItem())
        if ref is not None:
            self.placement_menu(ref).exec(self.unallocated.viewport().mapToGlobal(point))

    def placement_menu(self, ref: EntryRef) -> QMenu:
        """"Place where it first fits", then one entry per location with a free slot; a
        location where the item does not fit says so, and placing it there anyway lets the
        findings explain why."""
        mech = self.document.mech
        menu = QMenu(self)
        menu.addAction("Place where it &first fits", lambda: self.place_first_fit(ref))
        menu.addSeparator()
        fitting = edits.fitting_slots(mech, ref)
        for number, location in enumerate((loc for loc in COLUMN_ORDER if loc in mech.locations), start=1):
            slot = (fitting.get(location) or [None])[0] or edits.first_free_slot(mech, ref, location)
            if slot is None:
                continue
            text = f"Place in {LOCATION_NAMES[location]}"
            if not fitting.get(location):
                text += " (does not fit)"
            if number < 10:   # the column's number chooses it from the keyboard (Help > Keyboard)
                text = f"&{number}  {text}"
            menu.addAction(text, lambda loc=location, s=slot: self.document.edit(edits.place, ref, loc, s))
        self._split_actions(menu, ref, fitting)
        return menu

    def _split_actions(self, menu: QMenu, ref: EntryRef, fitting: dict[MechLocation, list[int]]) -> None:
        """A weapon of a Level 2 design too big for an outer location: "Split ..." into the next
        location inward (decision D-SPLIT-1; mech/split_edits.py decides where)."""
        options = {loc: spot for loc, spot in split_options(self.document.mech, ref).items() if not fitting.get(loc)}
        if options:
            menu.addSeparator()
        for location, (slot, spot) in options.items():
            text = f"Split from {LOCATION_NAMES[location]} slot {slot} into {LOCATION_NAMES[spot.location]}"
            menu.addAction(text, lambda loc=location, s=slot: self.document.edit(place_split, ref, loc, s))

    def _slot_menu(self, column: SlotColumn, point: QPoint) -> None:
        ref = column.ref_of(column.itemAt(point) or column.currentItem())
        if ref is not None:
            self.slot_menu(ref).exec(column.viewport().mapToGlobal(point))

    def slot_menu(self, ref: EntryRef) -> QMenu:
        menu = QMenu(self)
        unplace = menu.addAction("&Unplace", lambda: self.unplace(ref))
        unplace.setEnabled(not self.locked(ref))   # a locked chassis slot stays
        rear = menu.addAction("Mounted facing rear", lambda: self.document.edit(edits.toggle_rear, ref))
        rear.setCheckable(True)
        rear.setEnabled(edits.can_face_rear(self.document.mech, ref))
        entry = ref.entry(self.document.mech)
        rear.setChecked(bool(getattr(entry, "rear", False)))
        return menu

    def focus_location(self, location: str | None) -> None:
        column = self.columns.get(MechLocation(location)) if location in MechLocation.__members__ else None
        if column is not None:
            column.setFocus()
            column.setCurrentRow(0)
