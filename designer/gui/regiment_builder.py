"""The regiment builder: a BattleForce regiment as a tree of battalions, companies and lances,
with its running Purchase Point total against the budget and its findings. Lances move between
companies by drag and drop or with Move Up / Move Down (Alt+Up / Alt+Down). Generates a regiment
from the breakdown table, opens and saves regiment files, prints the counters.

The window computes no rules: every figure comes from ``designer.battleforce`` (the regiment is
rebuilt from its file data after each change)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from designer.battleforce.generate import dump_regiment, generate_regiment, write_regiment
from designer.battleforce.lance_file import _load_yaml
from designer.battleforce.regiment import Regiment
from designer.battleforce.regiment_data import LEVELS
from designer.battleforce.regiment_file import regiment_from_data
from designer.formats.errors import FormatError

REGIMENT_FILTER = "Regiment (*.yaml *.yml)"
DATA = Qt.ItemDataRole.UserRole
COLUMNS = ["Battalion / company / lance", "Experience", "Cost"]
ROLE_BATTALION, ROLE_GROUP, ROLE_LANCE = "battalion", "group", "lance"
REGIMENTAL_HQ = "Regimental Headquarters"


def _accessible(widget: QWidget, label: str) -> QWidget:
    """Gives ``widget`` the accessible name of its visible label."""
    widget.setAccessibleName(label.replace("&", ""))
    return widget


def _button(text: str, name: str, slot, shortcut: str | None = None) -> QPushButton:
    widget = QPushButton(text, objectName=name)
    widget.clicked.connect(lambda _checked=False: slot())
    if shortcut:
        widget.setShortcut(QKeySequence(shortcut))
    _accessible(widget, text)
    return widget


class RegimentTree(QTreeWidget):
    """Battalions > companies (and headquarters) > lances; only lances move, only into groups."""

    def __init__(self, on_moved) -> None:
        super().__init__(objectName="regiment_tree")
        self.on_moved = on_moved
        self.setHeaderLabels(COLUMNS)
        self.setColumnWidth(0, 320)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.invisibleRootItem().setFlags(Qt.ItemFlag.ItemIsEnabled)
        _accessible(self, "Regiment")

    def dropEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().dropEvent(event)
        QTimer.singleShot(0, self.on_moved)


def _item(
    texts: list[str], role: str, payload: Any, *, drag: bool = False, drop: bool = False
) -> QTreeWidgetItem:
    item = QTreeWidgetItem(texts)
    flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    if drag:
        flags |= Qt.ItemFlag.ItemIsDragEnabled
    if drop:
        flags |= Qt.ItemFlag.ItemIsDropEnabled
    item.setFlags(flags)
    item.setData(0, DATA, (role, payload))
    item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class RegimentBuilder(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("regiment_builder")
        self.setWindowTitle("Regiment Builder")
        self.data: dict[str, Any] | None = None
        self.regiment: Regiment | None = None
        self.path: Path | None = None
        self._build_menu()
        self.tree = RegimentTree(self._tree_changed)
        self.total = QLabel("No regiment", objectName="regiment_total")
        self.findings = QListWidget(objectName="regiment_findings")
        _accessible(self.findings, "Findings")
        self.findings.setMaximumHeight(120)
        layout = QVBoxLayout()
        layout.addLayout(self._generate_row())
        layout.addWidget(self.tree, 1)
        layout.addLayout(self._move_row())
        layout.addWidget(self.total)
        layout.addWidget(QLabel("Findings"))
        layout.addWidget(self.findings)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)
        self.resize(900, 700)

    # --- building -------------------------------------------------------------------------
    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu("&File")
        menu.addAction("&Open Regiment…", QKeySequence.StandardKey.Open, self.open_dialog)
        menu.addAction("Save &As…", QKeySequence.StandardKey.SaveAs, self.save_as)
        menu.addAction("&Print Counters…", QKeySequence("Ctrl+P"), self.print_dialog)
        menu.addSeparator()
        menu.addAction("&Close", QKeySequence.StandardKey.Close, self.close)

    def _generate_row(self) -> QHBoxLayout:
        self.type_box = QComboBox(objectName="regiment_type")
        for kind in ("heavy", "medium", "light"):
            self.type_box.addItem(kind.title(), kind)
        self.level_box = QComboBox(objectName="regiment_level")
        self.level_box.addItem("Breakdown table", None)
        for level in LEVELS:
            self.level_box.addItem(level, level)
        self.seed_box = QSpinBox(objectName="regiment_seed", minimum=0, maximum=999_999)
        row = QHBoxLayout()
        for text, widget in (
            ("&Type", self.type_box),
            ("E&xperience", self.level_box),
            ("S&eed", self.seed_box),
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            _accessible(widget, text)
            row.addWidget(label)
            row.addWidget(widget)
        row.addWidget(_button("&Generate", "generate_regiment", self.generate))
        row.addStretch(1)
        return row

    def _move_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(_button("Move &Up", "move_lance_up", lambda: self.move_selected(-1), "Alt+Up"))
        row.addWidget(_button("Move &Down", "move_lance_down", lambda: self.move_selected(1), "Alt+Down"))
        row.addStretch(1)
        return row

    # --- regiment data <-> tree ------------------------------------------------------------
    def set_data(self, data: dict[str, Any], path: Path | None = None) -> None:
        """Shows the regiment of ``data`` (regiment file data).

        Raises:
            FormatError: the data is not a valid regiment.
        """
        regiment = regiment_from_data(data, path or Path("regiment.yaml"))
        self.data, self.path, self.regiment = copy.deepcopy(data), path, regiment
        self._fill_tree()
        self._show_totals()

    def _lance_item(self, lance_data: dict[str, Any], location: str) -> QTreeWidgetItem:
        assert self.regiment is not None
        shown = {lance.location: lance for lance in self.regiment.lances()}
        lance = shown.get(f"{location}/{lance_data.get('name')}")
        texts = [
            str(lance_data.get("name", "Lance")),
            lance.level if lance else "",
            str(lance.cost.points) if lance else "",
        ]
        return _item(texts, ROLE_LANCE, lance_data, drag=True)

    def _group_item(self, name: str, lances: list[dict[str, Any]], location: str) -> QTreeWidgetItem:
        group = _item([name, "", ""], ROLE_GROUP, name, drop=True)
        for lance in lances:
            group.addChild(self._lance_item(lance, location))
        return group

    def _fill_tree(self) -> None:
        assert self.data is not None
        self.tree.clear()
        for battalion in self.data.get("battalions") or []:
            name = str(battalion.get("name"))
            top = _item([name, "", ""], ROLE_BATTALION, name)
            top.addChild(
                self._group_item("Headquarters", battalion.get("headquarters") or [], f"{name}/Headquarters")
            )
            for company in battalion.get("companies") or []:
                top.addChild(
                    self._group_item(
                        str(company.get("name")), company.get("lances") or [], f"{name}/{company.get('name')}"
                    )
                )
            self.tree.addTopLevelItem(top)
        self.tree.addTopLevelItem(
            self._group_item(REGIMENTAL_HQ, self.data.get("headquarters") or [], REGIMENTAL_HQ)
        )
        self.tree.expandAll()

    def _tree_data(self) -> dict[str, Any]:
        """The regiment file data in the tree's order."""
        assert self.data is not None
        data = copy.deepcopy(self.data)

        def lances(group: QTreeWidgetItem) -> list[dict[str, Any]]:
            return [group.child(n).data(0, DATA)[1] for n in range(group.childCount())]

        battalions = []
        for index in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(index)
            role, name = top.data(0, DATA)
            if role == ROLE_GROUP:  # the regimental headquarters
                data["headquarters"] = lances(top)
                continue
            groups = [top.child(n) for n in range(top.childCount())]
            battalions.append(
                {
                    "name": name,
                    "headquarters": lances(groups[0]),
                    "companies": [{"name": g.data(0, DATA)[1], "lances": lances(g)} for g in groups[1:]],
                }
            )
        data["battalions"] = battalions
        return data

    def _tree_changed(self) -> None:
        """After a drag and drop: rebuild the regiment from the tree (a lance dropped outside a group
        is put back by the rebuild)."""
        if self.data is not None:
            self.set_data(self._tree_data(), self.path)

    def _show_totals(self) -> None:
        assert self.regiment is not None
        total, budget = self.regiment.total().points, self.regiment.budget.points
        self.total.setText(
            f"{self.regiment.name}: total {total} of {budget} Purchase Points ({budget - total} left)"
        )
        self.total.setAccessibleName(self.total.text())
        self.findings.clear()
        for finding in self.regiment.findings:
            self.findings.addItem(
                f"{finding.severity.value}: {finding.code} [{finding.location}] {finding.message}"
            )

    # --- actions --------------------------------------------------------------------------
    def generate(self) -> None:
        data = generate_regiment(
            self.type_box.currentData(), self.level_box.currentData(), self.seed_box.value()
        )
        self.set_data(data)

    def _groups(self) -> list[QTreeWidgetItem]:
        found = []
        for index in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(index)
            found += (
                [top]
                if top.data(0, DATA)[0] == ROLE_GROUP
                else [top.child(n) for n in range(top.childCount())]
            )
        return found

    def move_selected(self, step: int) -> None:
        """Moves the selected lance one place up or down; past the end of its group it goes to the
        next (or previous) group."""
        item = self.tree.currentItem()
        if item is None or item.data(0, DATA)[0] != ROLE_LANCE:
            return
        groups = self._groups()
        group = item.parent()
        index, at = groups.index(group), group.indexOfChild(item)
        target, row = group, at + step
        if not 0 <= row < group.childCount():
            if not 0 <= index + step < len(groups):
                return
            target = groups[index + step]
            row = target.childCount() if step < 0 else 0
        name = item.text(0)
        group.removeChild(item)
        target.insertChild(row, item)
        self._tree_changed()
        self._select_lance(name)

    def _select_lance(self, name: str) -> None:
        matches = [
            item
            for item in self.tree.findItems(name, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive)
            if item.data(0, DATA)[0] == ROLE_LANCE
        ]
        if matches:
            self.tree.setCurrentItem(matches[0])

    def open_path(self, path: Path) -> None:
        try:
            self.set_data(_load_yaml(path), path)
        except FormatError as exc:
            QMessageBox.warning(self, "Cannot open regiment", str(exc))

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open Regiment", "", REGIMENT_FILTER)
        if name:
            self.open_path(Path(name))

    def save_as(self) -> None:
        if self.data is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, "Save Regiment", str(self.path or ""), REGIMENT_FILTER)
        if name:
            try:
                write_regiment(self._tree_data(), name)
            except OSError as exc:
                QMessageBox.warning(self, "Cannot save regiment", f"{name}: {exc.strerror or exc}")

    def print_dialog(self) -> None:
        if self.regiment is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, "Print Counters", "", "PDF (*.pdf)")
        if name:
            from designer.sheets.regiment_sheet import render_regiment

            try:
                render_regiment(self.regiment, Path(name))
            except OSError as exc:
                QMessageBox.warning(self, "Cannot print counters", f"{name}: {exc.strerror or exc}")

    def file_text(self) -> str:
        """The regiment file as it would be saved."""
        return dump_regiment(self._tree_data()) if self.data is not None else ""


def open_regiment_builder(owner: QWidget) -> RegimentBuilder:
    """Shows the one regiment builder of ``owner`` (a main window), creating it on first use."""
    builder = getattr(owner, "regiment_builder", None)
    if builder is None:
        builder = RegimentBuilder()
        owner.regiment_builder = builder  # type: ignore[attr-defined]
    builder.show()
    builder.raise_()
    return builder
