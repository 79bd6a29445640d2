"""The lance builder: a force of lances, each of up to four units from the open designs, unit
files or the unit library, with each pilot's gunnery and piloting (or a rolled Experience
Level); the lance values update on every change. Edit > Undo / Redo step through the force's
snapshots (``designer.editing.history``). Saves and opens lance and force files; File > Print
Counters (Ctrl+P) writes the force's BattleForce counters PDF."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QMainWindow, QMessageBox,
    QRadioButton, QSplitter, QVBoxLayout, QWidget,
)

from designer.editing import lance as drafts
from designer.editing.history import History
from designer.editing.lance import ForceDraft, LanceDraft
from designer.editing.lance_mul import read_mul_force, write_mul_force
from designer.forces.load import is_mul
from designer.formats.errors import FormatError
from designer.gui.accessibility import name_widgets
from designer.gui.feedback import STATUS_MS, file_written
from designer.gui.file_drops import FileDrops
from designer.gui.lance_panel import (
    LanceValuesPanel,
    class_label,
    lance_battle_value_text,
    lance_point_value_text,
)
from designer.gui.settings import Key, Settings
from designer.gui.unit_widgets import button, cell, group, table
from designer.gui.widgets import ERROR_COLOR, buddy_label, signals_blocked, spin_box
from designer.safe_io import atomic_write_stream

LANCE_FILTER = "Lance or force (*.yaml *.yml *.mul);;MegaMek force (*.mul)"
UNIT_FILTER = "Unit files (*.yaml *.yml *.mtf *.blk)"
CLASSES = [("", "Any (from the members)"), ("mech", "'Mech"), ("vehicle:tracked", "Tracked vehicles"),
           ("vehicle:wheeled", "Wheeled vehicles"), ("vehicle:hover", "Hover vehicles"),
           ("vehicle:vtol", "VTOLs"), ("infantry", "Infantry"), ("fighter", "AeroSpace fighters")]
MEMBER_COLUMNS = ["Unit", "Class", "Gunnery", "Piloting", "RA", "CA", "D", "R", "MP", "Design"]



LIBRARY_TIP = ("A unit of the library by name. An OmniMech adds its first configuration (the Prime); "
               "for another, type its name, a colon and the configuration (\"Loki (Hellbringer): A\"), "
               "or open the design and choose the configuration (or every one) under Open design.")
FULL_TIP = (f"The lance is full ({drafts.MAX_MEMBERS} units): remove a unit, or add a lance "
            "(Lance > Add Lance) for more.")


class LanceBuilder(QMainWindow):
    def __init__(self, settings: Settings, open_units=lambda: []) -> None:
        super().__init__()
        self.settings, self.open_units = settings, open_units
        self.setObjectName("lance_builder")
        self.history, self.index, self.path = History(ForceDraft()), 0, None
        self._build_menu()
        splitter = QSplitter()
        splitter.addWidget(self._force_column())
        splitter.addWidget(self._lance_column())
        self.panel = LanceValuesPanel()
        splitter.addWidget(self.panel)
        splitter.setSizes([220, 640, 420])
        self.setCentralWidget(splitter)
        self.resize(1200, 680)
        FileDrops(self, self.add_file)   # rows dragged from the unit browser join the lance
        self.refresh()

    # --- building -------------------------------------------------------------------------
    def _build_menu(self) -> None:
        """Every command in a menu with a shortcut: the builder works by keyboard alone."""
        menu = self.menuBar().addMenu("&File")
        self._action(menu, "lance_new", "&New Force", QKeySequence.StandardKey.New, self.new_force)
        self._action(menu, "lance_open", "&Open Lance or Force…", QKeySequence.StandardKey.Open,
                     self.open_dialog)
        self._action(menu, "lance_save", "&Save", QKeySequence.StandardKey.Save, self.save)
        self._action(menu, "lance_save_as", "Save &As…", QKeySequence.StandardKey.SaveAs, self.save_as)
        menu.addSeparator()
        self._action(menu, "lance_print_counters", "&Print Counters…", QKeySequence.StandardKey.Print,
                     self.print_counters_dialog)
        menu.addSeparator()
        self._action(menu, "lance_close", "&Close", QKeySequence.StandardKey.Close, self.close)
        edit = self.menuBar().addMenu("&Edit")
        self.undo_action = self._action(edit, "lance_undo", "&Undo", QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = self._action(edit, "lance_redo", "&Redo", QKeySequence.StandardKey.Redo, self.redo)
        self.redo_action.setShortcuts([*self.redo_action.shortcuts(), QKeySequence("Ctrl+Y")])
        lance = self.menuBar().addMenu("&Lance")
        self._action(lance, "lance_add_lance", "Add &Lance", "Ctrl+Shift+L", self.add_lance)
        self._action(lance, "lance_remove_lance", "Remove Lance", "Ctrl+Shift+Del", self.remove_lance)
        lance.addSeparator()
        self._action(lance, "lance_add_library", "Add from the Unit &Library", "Ctrl+Shift+A",
                     self.add_library)
        self._action(lance, "lance_add_open", "Add the Selected &Open Design", "Ctrl+Shift+D", self.add_open)
        self._action(lance, "lance_add_file", "Add Unit &File…", "Ctrl+Shift+U", self.add_file_dialog)
        self._action(lance, "lance_remove_unit", "&Remove Selected Unit", "Del", self.remove_member)
        self._action(lance, "lance_reroll", "Roll Experience &Again", "Ctrl+R", self.reroll)

    def _action(self, menu, name: str, text: str, key, slot):
        action = menu.addAction(text)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _force_column(self) -> QWidget:
        self.force_name = QLineEdit(objectName="force_name")
        self.force_name.editingFinished.connect(lambda: self._set_force(replace(self.force, name=self.force_name.text())))
        self.lances = QListWidget(objectName="lances")
        self.lances.setAccessibleName("Lances of the force")
        self.lances.currentRowChanged.connect(self._select_lance)
        row = QHBoxLayout()
        row.addWidget(button("Add lance", "add_lance", self.add_lance))
        row.addWidget(button("Remove lance", "remove_lance", self.remove_lance))
        layout = QVBoxLayout()
        layout.addWidget(buddy_label("Force &name", self.force_name))
        layout.addWidget(self.force_name)
        layout.addWidget(self.lances, 1)
        layout.addLayout(row)
        self.force_total = QLabel(objectName="force_total")
        self.force_total.setAccessibleName("Battle Value of the force")
        layout.addWidget(self.force_total)
        return group("Force", layout)

    def _lance_column(self) -> QWidget:
        self.lance_name = QLineEdit(objectName="lance_name")
        self.lance_name.editingFinished.connect(lambda: self._set_lance(replace(self.lance, name=self.lance_name.text())))
        self.lance_class = QComboBox(objectName="lance_class")
        for value, label in CLASSES:
            self.lance_class.addItem(label, value)
        self.lance_class.currentIndexChanged.connect(
            lambda _i: self._set_lance(replace(self.lance, declared_class=self.lance_class.currentData() or None)))
        self.members = table("members", MEMBER_COLUMNS)
        self.members.setAccessibleName("Units of the lance")
        layout = QVBoxLayout()
        form = QGridLayout()
        form.addWidget(buddy_label("Lance na&me", self.lance_name), 0, 0)
        form.addWidget(self.lance_name, 0, 1)
        form.addWidget(buddy_label("Declared &class", self.lance_class), 1, 0)
        form.addWidget(self.lance_class, 1, 1)
        layout.addLayout(form)
        layout.addWidget(self.members, 1)
        layout.addLayout(self._add_rows())
        layout.addLayout(self._experience_row())
        return group("Lance", layout)

    def _add_rows(self) -> QGridLayout:
        self.library = QComboBox(objectName="library_units", editable=True)
        self.library.addItems(drafts.library_names())
        self.library.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.library.setToolTip(LIBRARY_TIP)
        self.library.lineEdit().setPlaceholderText("Name, or OmniMech: configuration")
        self.library.setCurrentIndex(-1)   # empty, not the first file of the library, until chosen
        self.open_designs = QComboBox(objectName="open_designs")
        grid = QGridLayout()
        grid.addWidget(buddy_label("Unit librar&y", self.library), 0, 0)
        grid.addWidget(self.library, 0, 1)
        grid.addWidget(self._add_button("add_library", self.add_library, "Add from the unit library"), 0, 2)
        grid.addWidget(buddy_label("O&pen design", self.open_designs), 1, 0)
        grid.addWidget(self.open_designs, 1, 1)
        grid.addWidget(self._add_button("add_open", self.add_open, "Add the open design"), 1, 2)
        grid.addWidget(button("Add unit file…", "add_file", self.add_file_dialog), 2, 1)
        grid.addWidget(button("Remove unit", "remove_member", self.remove_member), 2, 2)
        grid.setColumnStretch(1, 1)
        return grid

    @staticmethod
    def _add_button(name: str, slot, spoken: str):
        """An "Add" beside its source, named for what it adds (two "Add"s in one window)."""
        widget = button("Add", name, slot)
        widget.setAccessibleName(spoken)
        return widget

    def _experience_row(self) -> QHBoxLayout:
        self.from_skills = QRadioButton("Experience from pilot skills", objectName="experience_skills")
        self.rolled = QRadioButton("Rolled (2D6)", objectName="experience_roll")
        self.from_skills.toggled.connect(lambda on: self._set_lance(replace(self.lance, roll=not on)))
        row = QHBoxLayout()
        row.addWidget(self.from_skills)
        row.addWidget(self.rolled)
        row.addWidget(button("Roll again", "reroll", self.reroll))
        row.addStretch(1)
        return row

    # --- the force and lance being edited -------------------------------------------------
    @property
    def force(self) -> ForceDraft:
        return self.history.current

    @property
    def lance(self) -> LanceDraft:
        return self.force.lances[self.index]

    @property
    def dirty(self) -> bool:
        return self.history.is_dirty

    @dirty.setter
    def dirty(self, dirty: bool) -> None:
        self.history.mark_unsaved() if dirty else self.history.mark_saved()

    def _set_force(self, force: ForceDraft) -> None:
        if self.history.apply(force):
            self.refresh()

    def _reset(self, force: ForceDraft, path: Path | None) -> None:
        """A force just opened or begun: a fresh history, saved as it stands."""
        self.history, self.index, self.path = History(force), 0, path
        self.refresh()

    def undo(self) -> None:
        self._step(self.history.undo)

    def redo(self) -> None:
        self._step(self.history.redo)

    def _step(self, move) -> None:
        """Undo or redo, then show the lance the step changed."""
        before = self.force
        after = move()
        self.index = drafts.changed_lance(before, after, self.index)
        self.refresh()

    def _set_lance(self, lance: LanceDraft) -> None:
        self._set_force(drafts.with_lance(self.force, self.index, lance))

    def _select_lance(self, row: int) -> None:
        if 0 <= row < len(self.force.lances) and row != self.index:
            self.index = row
            self.refresh()

    def add_lance(self) -> None:
        self.index = len(self.force.lances)
        self._set_force(replace(self.force, lances=(*self.force.lances, LanceDraft(f"Lance {self.index + 1}"))))

    def remove_lance(self) -> None:
        if len(self.force.lances) > 1:
            lances = tuple(lance for i, lance in enumerate(self.force.lances) if i != self.index)
            self.index = min(self.index, len(lances) - 1)
            self._set_force(replace(self.force, lances=lances))

    def add_members(self, members: list[drafts.Member]) -> bool:
        """Adds each member in turn (an OmniMech's configurations); stops when the lance is full."""
        return all(self.add_member(member) for member in members)

    def add_member(self, member: drafts.Member) -> bool:
        if self.lance.is_full:
            QMessageBox.information(self, "Lance is full", f"A lance has at most {drafts.MAX_MEMBERS} units.")
            return False
        self._set_lance(drafts.with_member(self.lance, member))
        if member.errors:
            self.statusBar().showMessage(f"{member.label} added, but the design is {member.design_state}: "
                                         "its values may not be what the table would give.", 10_000)
        return True

    def _add(self, make) -> bool:
        try:
            made = make()
            return self.add_members(made) if isinstance(made, list) else self.add_member(made)
        except FormatError as error:
            QMessageBox.warning(self, "Cannot add unit", str(error))
            return False

    def add_library(self) -> bool:
        if not self.library.currentText().strip():   # nothing typed or chosen: say where to type
            self.library.setFocus()
            self.statusBar().showMessage("Type or choose a unit of the library first.", STATUS_MS)
            return False
        return self._add(lambda: drafts.members_from_reference(self.library.currentText().strip()))

    def add_open(self) -> bool:
        """Adds the chosen open design: an OmniMech's chosen configuration, or every one of them."""
        units = self.open_units()
        choices = drafts.open_choices(units)
        index = self.open_designs.currentIndex()
        if not 0 <= index < len(choices):
            return False
        choice = choices[index]
        _title, unit, path = units[choice.index]
        return self._add(lambda: drafts.members_from_open(unit, path, choice))

    def add_file(self, path: Path) -> bool:
        return self._add(lambda: drafts.members_from_reference(str(path)))

    def add_file_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Add unit file", self.settings.get(Key.LAST_FOLDER), UNIT_FILTER)
        if name:
            self.add_file(Path(name))

    def remove_member(self) -> None:
        row = self.members.currentRow()
        if 0 <= row < len(self.lance.members):
            self._set_lance(drafts.without_member(self.lance, row))

    def set_skills(self, row: int, gunnery: int, piloting: int) -> None:
        self._set_lance(drafts.with_skills(self.lance, row, gunnery, piloting))

    def reroll(self) -> None:
        self._set_lance(replace(self.lance, roll=True, seed=random.randrange(1, 1 << 30)))

    # --- files ----------------------------------------------------------------------------
    def new_force(self) -> None:
        if self.may_discard():
            self._reset(ForceDraft(), None)

    def open_path(self, path: Path) -> bool:
        left_out: list[str] = []
        try:
            if is_mul(path):   # a MegaMek force file: lances by force path, units from the browser's folders
                force, left_out = read_mul_force(path, self.settings.get(Key.BROWSER_FOLDERS))
            else:
                force = drafts.read_force(path)
        except FormatError as error:
            QMessageBox.warning(self, "Cannot open lance", str(error))
            return False
        self._reset(force, Path(path))
        if left_out:
            QMessageBox.information(self, "Units left out", "\n".join(left_out[:20]))
        return True

    def open_dialog(self) -> None:
        if not self.may_discard():
            return
        name, _ = QFileDialog.getOpenFileName(self, "Open lance or force", self.settings.get(Key.LAST_FOLDER),
                                              LANCE_FILTER)
        if name:
            self.open_path(Path(name))

    def save(self) -> bool:
        return self.save_to(self.path) if self.path else self.save_as()

    def save_as(self) -> bool:
        suggested = str(Path(self.settings.get(Key.LAST_FOLDER) or ".") / f"{self.force.name}.yaml")
        name, _ = QFileDialog.getSaveFileName(self, "Save lance or force", suggested, LANCE_FILTER)
        return bool(name) and self.save_to(Path(name))

    def save_to(self, path: Path) -> bool:
        try:
            if is_mul(path):
                write_mul_force(self.force, path)
            else:
                drafts.write_force(self.force, path)
        except (FormatError, OSError) as error:
            QMessageBox.warning(self, "Cannot save", f"{path}: {error}")
            return False
        self.path = Path(path)
        self.history.mark_saved()
        self.refresh()
        return True

    def print_counters_dialog(self) -> None:
        """Asks where to write the force's BattleForce counters, writes them and says so."""
        folder = Path(self.settings.get(Key.LAST_FOLDER) or ".")
        suggested = str(folder / f"{self.force.name} counters.pdf")
        name, _ = QFileDialog.getSaveFileName(self, "Print counters", suggested, "PDF (*.pdf)")
        counted = self.print_counters_to(Path(name)) if name else 0
        if counted:
            plural = f"{counted} lance{'s' if counted != 1 else ''}"
            file_written(self, "Counters written", Path(name), f"BattleForce counters of {plural}")

    def print_counters_to(self, path: Path) -> int:
        """Writes one counter per lance that has units (seed 001's lance counters, through
        ``designer.sheets.counters``) atomically to ``path``; returns the lances printed (0:
        nothing was written)."""
        from designer.sheets.counters import render_counters   # reportlab only when asked for

        lances = [values for values in (lance.values() for lance in self.force.lances) if values is not None]
        if not lances:
            self.statusBar().showMessage("No lance has units yet: no counters to print.", STATUS_MS)
            return 0
        paper = self.settings.get(Key.PAPER)
        try:
            atomic_write_stream(path, lambda stream: render_counters(lances, stream, paper=paper))
        except (ValueError, OSError) as error:
            QMessageBox.warning(self, "Cannot print counters", f"{path}: {error}")
            return 0
        return len(lances)

    def may_discard(self) -> bool:
        if not self.dirty:
            return True
        answer = QMessageBox.question(self, "Unsaved lances", "Save the changes to the force first?",
                                      QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                                      | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        event.accept() if self.may_discard() else event.ignore()

    # --- showing --------------------------------------------------------------------------
    def refresh(self) -> None:
        lance = self.lance
        title = f"{self.path.name if self.path else self.force.name}{' •' if self.dirty else ''}"
        self.setWindowTitle(f"Lance Builder — {title}")
        with signals_blocked(self.force_name, self.lances, self.lance_name, self.lance_class, self.from_skills,
                             self.rolled):
            self.force_name.setText(self.force.name)
            self.lances.clear()
            self.lances.addItems([f"{lance.name} ({len(lance.members)})" for lance in self.force.lances])
            self.lances.setCurrentRow(self.index)
            self.lance_name.setText(lance.name)
            self.lance_class.setCurrentIndex(max(0, self.lance_class.findData(lance.declared_class or "")))
            self.from_skills.setChecked(not lance.roll)
            self.rolled.setChecked(lance.roll)
        self.undo_action.setEnabled(self.history.can_undo)
        self.redo_action.setEnabled(self.history.can_redo)
        self._refresh_members()
        self._refresh_sources()
        totals = "; ".join(text for text in (lance_battle_value_text(lance), lance_point_value_text(lance)) if text)
        self.panel.show_lance(lance.values(), totals)
        self.force_total.setText(self._force_total())
        name_widgets(self)

    def _force_total(self) -> str:
        """"Force: Battle Value 4,755" over every lance, once the force has more than one."""
        if len(self.force.lances) < 2:
            return ""
        total, unrated = self.force.battle_value()
        note = f" ({unrated} unit{'s' * (unrated != 1)} not rated)" if unrated else ""
        return f"Force: Battle Value {total:,}{note}"

    def _refresh_sources(self) -> None:
        with signals_blocked(self.open_designs):
            current = self.open_designs.currentIndex()
            self.open_designs.clear()
            self.open_designs.addItems([choice.label for choice in drafts.open_choices(self.open_units())])
            self.open_designs.setCurrentIndex(max(current, 0) if self.open_designs.count() else -1)
        full = self.lance.is_full
        for name in ("add_library", "add_open", "add_file"):
            widget = self.findChild(QWidget, name)
            widget.setEnabled(not full)
            widget.setToolTip(FULL_TIP if full else "")   # says why the button is grey

    def _refresh_members(self) -> None:
        members = self.lance.members
        self.members.setRowCount(len(members))
        for row, member in enumerate(members):
            values = member.values
            mp = f"{values.mp}{'J' if values.jump else ''}"
            texts = (member.label, class_label(values.class_), None, None, str(values.ra), str(values.ca),
                     str(values.d), str(values.r), mp, member.design_state)
            for column, text in enumerate(texts):
                if text is not None:
                    self.members.setItem(row, column, cell(text, right=4 <= column <= 8))
            if member.errors:
                self.members.item(row, len(texts) - 1).setForeground(QBrush(QColor(ERROR_COLOR)))
            if member.pilot_name:   # a pilot from a force file: named where the unit is
                self.members.item(row, 0).setToolTip(f"Pilot: {member.pilot_name}")
            for column, skill in ((2, "gunnery"), (3, "piloting")):
                self._skill_spin(row, column, skill).setEnabled(not self.lance.roll)
                with signals_blocked(self.members.cellWidget(row, column)):
                    self.members.cellWidget(row, column).setValue(getattr(member, skill))

    def _skill_spin(self, row: int, column: int, skill: str):
        """The row's skill spin box, made once per row and then only updated."""
        spin = self.members.cellWidget(row, column)
        if spin is None:
            spin = spin_box(f"{skill}_{row}", *drafts.SKILL_RANGE)
            spin.setAccessibleName(f"{skill.capitalize()} of unit {row + 1}")
            spin.valueChanged.connect(lambda _v, r=row: self._skills_edited(r))
            self.members.setCellWidget(row, column, spin)
        return spin

    def _skills_edited(self, row: int) -> None:
        gunnery = self.members.cellWidget(row, 2).value()
        piloting = self.members.cellWidget(row, 3).value()
        self.set_skills(row, gunnery, piloting)
