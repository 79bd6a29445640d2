"""Building blocks of the vehicle, infantry, building and fighter editors: armor per location,
weapons with their location or arc, ammunition lots and the weight breakdown. Each block edits
the document through ``designer.editing.units`` and redraws itself in ``refresh()``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QCompleter, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QLabel, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from designer.rules.common.ammo_types import typed_name
from designer.editing import facts
from designer.editing import units as edits
from designer.editing.item_facts import item_facts
from designer.editing.unit_armor import auto_allocate
from designer.gui.document import DesignDocument
from designer.gui.widgets import buddy_label, note_label, set_spin, signals_blocked, spin_box, tons, tons_box

Choices = Sequence[tuple[str, str]]   # (value, label)
MAX_ARMOR_TONS = 200.0
BY_THE_POINT = ("A support vehicle buys armor by the point at its BAR: type the points of each side; "
                "the weight breakdown gives their weight.")


ACRONYMS = frozenset({"srm", "lrm", "ppc", "ac", "vtol", "mg", "cf"})


def label_of(value: str) -> str:
    """A stored value as the player reads it: "left_wing" -> "Left wing", "srm" -> "SRM"."""
    words = value.replace("_", " ").split()
    shown = [word.upper() if word.casefold() in ACRONYMS else word for word in words]
    if shown and shown[0] == words[0]:
        shown[0] = shown[0].capitalize()
    return " ".join(shown)


def group(title: str, layout) -> QGroupBox:
    box = QGroupBox(title)
    box.setLayout(layout)
    return box


def combo(name: str, choices: Choices) -> QComboBox:
    box = QComboBox(objectName=name)
    for value, label in choices:
        box.addItem(label, value)
    return box


def searchable(box: QComboBox, name: str, what: str) -> QComboBox:
    """A choice the player can type into: the text filters the list by any part of a name ("LB 10"
    finds "IS LB 10-X AC"), and a space types a space rather than opening the list."""
    box.setEditable(True)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = box.completer()
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    box.lineEdit().setPlaceholderText(f"type to find a {what}")
    box.setAccessibleName(name)   # the label's words, as every input's name
    return box


def chosen(box: QComboBox):
    """The data of the item whose name the box shows (typed in full or picked), else None."""
    index = box.findText(box.currentText().strip(), Qt.MatchFlag.MatchFixedString)
    return box.itemData(index) if index >= 0 else None


def select(box: QComboBox, value) -> None:
    with signals_blocked(box):
        box.setCurrentIndex(box.findData(value))


def offer(box: QComboBox, choices: Choices) -> None:
    """Makes ``choices`` the box's choices when they changed (the design's tech base, rules level
    or year changed what it may mount), keeping the current choice while it is still offered."""
    if [(box.itemData(i), box.itemText(i)) for i in range(box.count())] == list(choices):
        return
    current = box.currentData()
    with signals_blocked(box):
        box.clear()
        for value, label in choices:
            box.addItem(label, value)
        box.setCurrentIndex(max(0, box.findData(current)))


def describe_items(box: QComboBox, facts_of: Callable[[str], str]) -> None:
    """Each choice's tooltip: its facts (weight, Battle Value, price) as the core gives them."""
    for index in range(box.count()):
        if box.itemData(index, Qt.ItemDataRole.ToolTipRole) is None:
            box.setItemData(index, facts_of(str(box.itemData(index))), Qt.ItemDataRole.ToolTipRole)


def named(names: Sequence[str]) -> list[tuple[str, str]]:
    """Catalog names as choices: each shown as it is stored."""
    return [(name, name) for name in names]


def table(name: str, headers: list[str]) -> QTableWidget:
    widget = QTableWidget(0, len(headers), objectName=name)
    widget.setHorizontalHeaderLabels(headers)
    widget.verticalHeader().setVisible(False)
    widget.verticalHeader().setDefaultSectionSize(26)
    widget.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, len(headers)):
        widget.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    widget.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    widget.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    widget.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    widget.setTabKeyNavigation(False)   # Tab leaves the table: its cells are not a stop each
    return widget


def cell(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def button(text: str, name: str, slot: Callable[[], object]) -> QPushButton:
    widget = QPushButton(text, objectName=name)
    widget.clicked.connect(lambda _checked=False: slot())
    return widget


class ArmorBox(QGroupBox):
    """Armor tons in half-ton lots and the points on each location, with the tally."""

    def __init__(self, document: DesignDocument, locations: Choices,
                 shown: Callable[[object], Sequence[str]] | None = None,
                 maximum: Callable[[object], int | None] | None = None,
                 fill: Callable[..., object] | None = None) -> None:
        """``maximum`` (the most points a design may carry, None: no maximum) and ``fill`` (the edit
        that buys and allocates it) come from the kind's editor: a kind with them shows a Maximum
        armor button while its design has a maximum."""
        super().__init__("Armor")
        self.document = document
        self.maximum = maximum
        self.shown = shown or (lambda _unit: [value for value, _ in locations])
        self.armor_tons = tons_box("armor_tons")
        self.armor_tons.setSingleStep(0.5)
        self.armor_tons.valueChanged.connect(lambda v: document.edit(edits.update, armor_tons=v))
        self.tally = note_label("armor_tally")
        grid = QGridLayout(self)
        grid.addWidget(QLabel("Armor"), 0, 0)
        grid.addWidget(self.armor_tons, 0, 1)
        grid.addWidget(self.tally, 0, 2)
        self.auto: QPushButton | None = None
        if facts.kind_facts(document.unit).allocates_armor():   # as the 'Mech Armor tab does
            self.auto = button("Allocate &automatically", "auto_armor", lambda: document.edit(auto_allocate))
            grid.addWidget(self.auto, len(locations) + 1, 0, 1, 3)
        self.fill: QPushButton | None = None
        if maximum is not None and fill is not None:
            self.fill = button("Ma&ximum armor", "maximum_armor", lambda: document.edit(fill))
            self.fill.setToolTip("The most armor the rules allow this design, allocated")
            grid.addWidget(self.fill, len(locations) + 2, 0, 1, 3)
        self.spins: dict[str, object] = {}
        self.labels: dict[str, QLabel] = {}
        for row, (value, label) in enumerate(locations, start=1):
            spin = spin_box(f"armor_{value}", 0, 999)
            spin.valueChanged.connect(lambda points, loc=value: document.edit(edits.set_armor, loc, points))
            self.spins[value], self.labels[value] = spin, QLabel(label)
            grid.addWidget(self.labels[value], row, 0)
            grid.addWidget(spin, row, 1)
        grid.setColumnStretch(2, 1)
        grid.setColumnMinimumWidth(1, 90)
        self._show_locations(set(self.shown(document.unit)))   # before the tab is first shown:
        # rows of sides the unit lacks (a large or fixed-wing support vehicle's) take no height
        self._show_buying(document.unit)

    def _show_buying(self, unit) -> None:
        """Armor bought by the point (a support vehicle's, at its BAR) has no tons to type and
        nothing to spread: every point placed is bought."""
        by_the_ton = facts.armor_by_the_ton(unit)
        self.armor_tons.setEnabled(by_the_ton)
        self.armor_tons.setToolTip("" if by_the_ton else BY_THE_POINT)
        if self.auto is not None:
            self.auto.setVisible(by_the_ton)
        if self.fill is not None and self.maximum is not None:
            self.fill.setVisible(self.maximum(unit) is not None)

    def _show_locations(self, shown: set[str]) -> None:
        for value, spin in self.spins.items():
            spin.setVisible(value in shown)
            self.labels[value].setVisible(value in shown)

    def refresh(self) -> None:
        unit = self.document.unit
        set_spin(self.armor_tons, facts.armor_weight(unit), 0, MAX_ARMOR_TONS)   # by the point: its weight
        tally = facts.armor_tally(unit)
        if facts.armor_by_the_ton(unit):
            self.tally.setText(f"{tally.allocated} of {tally.bought} points allocated"
                               + (f", {tally.unallocated} left" if tally.unallocated > 0 else ""))
        else:
            self.tally.setText(f"{tally.allocated} points, bought by the point")
        self._show_buying(unit)
        for value, spin in self.spins.items():
            set_spin(spin, unit.armor.get(value, 0), 0, 999)
        self._show_locations(set(self.shown(unit)))

    def focus_location(self, location: str) -> bool:
        spin = self.spins.get(location)
        if spin is not None and spin.isVisible():
            spin.setFocus()
            return True
        return False


class WeaponsBox(QGroupBox):
    """The weapons, each with its location (or arc) chosen in the row; add and remove."""

    def __init__(self, document: DesignDocument, places: Choices, title: str = "Weapons",
                 place_header: str = "Location",
                 places_of: Callable[[object], Choices] | None = None) -> None:
        super().__init__(title)
        self.document = document
        self.places_of = places_of or (lambda _unit: places)   # the places a design offers
        self.places = self.places_of(document.unit)
        self.table = table("weapons", ["Weapon", place_header, "Tons"])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.table.setColumnWidth(1, 130)
        self.choice = searchable(combo("weapon_choice", named(facts.weapon_names(document.unit))),
                                 "Weapon", "weapon")
        describe_items(self.choice, item_facts)
        self.where = combo("weapon_where", places)
        row = QHBoxLayout()
        row.addWidget(buddy_label("Weapon", self.choice))
        row.addWidget(self.choice, 2)
        row.addWidget(buddy_label(place_header, self.where))
        row.addWidget(self.where, 1)
        for widget, name in ((button("Add", "add_weapon", self._add), "Add weapon"),
                             (button("Remove", "remove_weapon", self._remove), "Remove weapon")):
            widget.setAccessibleName(name)   # unique in the tab: the ammunition has its own
            row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)

    def _add(self) -> None:
        weapon = chosen(self.choice)
        if weapon is None:   # nothing offered, or a name typed that is no weapon of the list
            return
        self.document.edit(edits.add_weapon, weapon, self.where.currentData())
        self.table.selectRow(self.table.rowCount() - 1)

    def _remove(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.document.unit.weapons):
            self.document.edit(edits.remove_weapon, row)

    def refresh(self) -> None:
        unit = self.document.unit
        offer(self.choice, named(facts.weapon_names(unit)))
        describe_items(self.choice, item_facts)
        self.places = self.places_of(unit)
        offer(self.where, self.places)
        field = edits.location_field(unit)
        self.table.setRowCount(len(unit.weapons))
        for row, mount in enumerate(unit.weapons):
            weight = facts.mount_tons(unit, mount.item)
            self.table.setItem(row, 0, cell(mount.item))
            self.table.setItem(row, 2, cell(tons(weight) if weight is not None else "?", right=True))
            place = combo(f"where_{row}", self.places)
            header = self.table.horizontalHeaderItem(1).text()
            place.setAccessibleName(f"{header} of weapon {row + 1}, {mount.item}")
            select(place, str(getattr(mount, field)))
            place.currentIndexChanged.connect(lambda _i, r=row, box=place: self.document.edit(
                edits.move_weapon, r, box.currentData()))
            self.table.setCellWidget(row, 1, place)

    def focus_location(self, location: str) -> bool:
        field = edits.location_field(self.document.unit)
        for row, mount in enumerate(self.document.unit.weapons):
            if str(getattr(mount, field)) == location:
                self.table.selectRow(row)
                self.table.setFocus()
                return True
        return False


class AmmoBox(QGroupBox):
    """Ammunition lots (a ton, half a ton for machine guns); fighters also place each bin."""

    def __init__(self, document: DesignDocument, places: Choices | None = None) -> None:
        super().__init__("Ammunition")
        self.document, self.places = document, places
        self.table = table("ammo", ["Ammunition", "Tons", *(["Location"] if places else [])])
        self.choice = searchable(combo("ammo_choice", named(facts.ammo_weapon_names(document.unit))),
                                 "Ammunition for", "weapon firing it")
        self.where = combo("ammo_where", places) if places else None
        self.weapons_seen = len(getattr(document.unit, "weapons", ()))
        row = QHBoxLayout()
        row.addWidget(buddy_label("Ammunition for", self.choice))
        row.addWidget(self.choice, 2)
        if self.where is not None:
            row.addWidget(buddy_label("Location", self.where))
            self.where.setAccessibleName("Ammunition location")
            row.addWidget(self.where, 1)
        for widget, name in ((button("Add", "add_ammo", self._add), "Add ammunition"),
                             (button("Remove", "remove_ammo", self._remove), "Remove ammunition")):
            widget.setAccessibleName(name)
            row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addLayout(row)

    def _add(self) -> None:
        where = self.where.currentData() if self.where is not None else None
        weapon = chosen(self.choice)
        if weapon is not None:   # no weapon of the list fires ammunition, or a name that is none
            self.document.edit(edits.add_ammo, weapon, where)

    def _remove(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.document.unit.ammo):
            self.document.edit(edits.remove_ammo, row)

    def refresh(self) -> None:
        offer(self.choice, named(facts.ammo_weapon_names(self.document.unit)))
        self._follow_new_weapon()
        ammo = self.document.unit.ammo
        self.table.setRowCount(len(ammo))
        for row, lot in enumerate(ammo):
            self.table.setItem(row, 0, cell(f"{typed_name(lot.weapon, lot.kind)} ammo"))
            self.table.setItem(row, 1, cell(tons(lot.tons), right=True))
            if self.places:
                self.table.setItem(row, 2, cell(label_of(str(lot.location))))


    def _follow_new_weapon(self) -> None:
        """After a weapon is added, "Ammunition for" offers that weapon's ammunition (adding an
        LB 10-X AC, then ammunition, gave AC/2 ammunition)."""
        weapons = getattr(self.document.unit, "weapons", ())
        if len(weapons) > self.weapons_seen and self.choice.findData(weapons[-1].item) >= 0:
            select(self.choice, weapons[-1].item)
        self.weapons_seen = len(weapons)


class WeightTable(QGroupBox):
    """The weight breakdown from the rules, with the total against the limit."""

    def __init__(self, document: DesignDocument, capacity_label: str | None = None) -> None:
        super().__init__("Weight breakdown")
        self.document, self.capacity_label = document, capacity_label
        self.table = table("weights", ["Component", "Tons"])
        self.table.setAccessibleName("Weight breakdown")   # a list is named too (screen readers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.verticalHeader().setDefaultSectionSize(22)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)

    def refresh(self) -> None:
        unit = self.document.unit
        lines = facts.weight_lines(unit)
        extra = 1 if self.capacity_label else 0
        self.table.setRowCount(len(lines) + 1 + extra)
        for row, line in enumerate(lines):
            shown = label_of(line.location) if line.location else line.component
            where = f" ({shown})" if shown != line.component else ""   # "Turret", not "Turret (Turret)"
            self.table.setItem(row, 0, cell(line.component + where))
            self.table.setItem(row, 1, cell(tons(line.tons), right=True))
        limit = facts.weight_limit(unit)
        self.table.setItem(len(lines), 0, cell("Total"))
        self.table.setItem(len(lines), 1, cell(f"{facts.total_weight(unit):g} / {limit:g} t", right=True))
        if self.capacity_label:   # a building carries as many tons as its Construction Factor
            self.table.setItem(len(lines) + 1, 0, cell(self.capacity_label.format(cf=unit.cf)))
            self.table.setItem(len(lines) + 1, 1, cell(tons(limit), right=True))


class Page(QWidget):
    """One editor tab: columns of blocks, each refreshed with the page; ``on_refresh`` redraws
    the page's own fields."""

    def __init__(self, name: str, columns: Sequence[Sequence[QWidget]], stretch: Sequence[int],
                 on_refresh: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.setObjectName(f"{name}_page")
        self.blocks = [block for column in columns for block in column if hasattr(block, "refresh")]
        self.on_refresh = on_refresh
        row = QHBoxLayout(self)
        for widgets, factor in zip(columns, stretch, strict=False):
            column = QVBoxLayout()
            for widget in widgets:
                column.addWidget(widget, 1 if grows(widget) else 0)
            if not any(grows(w) for w in widgets):
                column.addStretch(1)
            row.addLayout(column, factor)

    def refresh(self) -> None:
        if self.on_refresh is not None:
            self.on_refresh()
        for block in self.blocks:
            block.refresh()

    def focus_location(self, location: str) -> None:
        for block in self.blocks:
            if hasattr(block, "focus_location") and block.focus_location(location):
                return


def grows(block: QWidget) -> bool:
    """A block holding a list (weapons, ammunition, the weight breakdown, a kind's item table,
    ``grows = True``) takes the height its column has left instead of a blank gap below it."""
    return isinstance(block, (WeaponsBox, AmmoBox, WeightTable)) or getattr(block, "grows", False)


def spin_row(grid: QGridLayout, row: int, label: str, field: QWidget, note: QWidget | None = None) -> None:
    grid.addWidget(QLabel(label), row, 0)
    grid.addWidget(field, row, 1)
    if note is not None:
        grid.addWidget(note, row, 2)
    grid.setColumnStretch(2, 1)
    grid.setColumnMinimumWidth(1, 110)


def refresh_spin(box, value: float, low: float, high: float) -> None:
    set_spin(box, value, low, max(high, value))


__all__ = ["AmmoBox", "ArmorBox", "Page", "WeaponsBox", "WeightTable", "button", "combo", "group", "label_of",
           "named", "offer", "refresh_spin", "select", "spin_box", "spin_row", "tons_box"]
