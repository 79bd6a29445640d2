"""Infantry platoon editor: motive, weapon and anti-'Mech training; the platoon table row (MP,
men, damage) is shown from the rules. A platoon built the TechManual way (squads, personal weapons,
armor kit) is edited in its own group (``editor.later_group``)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGridLayout

from designer.infantry import edits as inf_edits, facts
from designer.gui.document import DesignDocument
from designer.infantry.editor.later_group import LaterPlatoonGroup
from designer.gui.unit_view import STRUCTURE, KindEditor
from designer.gui.unit_widgets import Page, WeightTable, combo, group, label_of, select, spin_row
from designer.gui.widgets import note_label, signals_blocked
from designer.infantry import figures as fig


class InfantryEditor(KindEditor):
    def __init__(self, document: DesignDocument) -> None:
        super().__init__(document)
        self.weights = WeightTable(document)
        self.later = LaterPlatoonGroup(document)
        self.pages[STRUCTURE] = Page(STRUCTURE, [[self.identity_group(), self._platoon_group(), self.later.box],
                                                 [self.weights]], [3, 2], self._refresh)
        self.fields = {"INFANTRY-UNKNOWN-TYPE": self.weapon, "INFANTRY-ANTI-MECH-NO-ATTACK": self.anti_mech,
                       "INFANTRY-MOTIVE": self.later.motive, "INFANTRY-SQUAD-SIZE": self.later.squad_size,
                       "INFANTRY-SQUADS": self.later.squads, "INFANTRY-TROOPERS": self.later.squads,
                       "INFANTRY-WEAPON": self.later.primary, "INFANTRY-SECONDARY": self.later.secondary_count,
                       "INFANTRY-SECONDARY-CREW": self.later.secondary_count, "INFANTRY-ARMOR-KIT": self.later.kit,
                       "INFANTRY-FIELD-GUN": self.later.guns, "INFANTRY-ANTI-MECH-BARRED": self.later.skill}

    def _platoon_group(self):
        self.motive = combo("motive", [(m, label_of(m)) for m in facts.infantry_motives()])
        self.motive.currentIndexChanged.connect(lambda _i: self._motive_edited())
        self.weapon = combo("weapon", [])
        self.weapon.currentIndexChanged.connect(lambda _i: self._weapon_edited())
        self.anti_mech = QCheckBox("Trained for anti-'Mech attacks", objectName="anti_mech")
        self.anti_mech.toggled.connect(lambda on: self.document.edit(inf_edits.update, anti_mech=on))
        self.table_note = note_label("platoon_note")
        self.techmanual = QCheckBox("Build the TechManual way (squads, personal weapons, armor kit)",
                                    objectName="techmanual")
        self.techmanual.toggled.connect(
            lambda on: self.document.edit(inf_edits.to_later if on else inf_edits.to_1987))
        grid = QGridLayout()
        spin_row(grid, 0, "Motive", self.motive)
        spin_row(grid, 1, "Weapon", self.weapon)
        spin_row(grid, 2, "Training", self.anti_mech)
        spin_row(grid, 3, "Platoon table", self.table_note)
        spin_row(grid, 4, "Construction", self.techmanual)
        self.table_grid = grid   # rows 0-3: the 1987 platoon table's fields, hidden for a later platoon
        return group("Platoon", grid)

    def _motive_edited(self) -> None:
        motive = self.motive.currentData()
        weapons = facts.infantry_weapons(motive)
        weapon = self.document.unit.weapon if self.document.unit.weapon in weapons else weapons[0]
        self.document.edit(inf_edits.update, motive=motive, weapon=weapon)

    def _weapon_edited(self) -> None:
        if self.weapon.currentData() is not None:
            self.document.edit(inf_edits.update, weapon=self.weapon.currentData())

    def _refresh(self) -> None:
        platoon = self.document.unit
        self.refresh_identity()
        later = platoon.later is not None
        with signals_blocked(self.techmanual):
            self.techmanual.setChecked(later)
        for row in range(4):
            for column in (0, 1):
                item = self.table_grid.itemAtPosition(row, column)
                if item is not None and item.widget() is not None:
                    item.widget().setVisible(not later)
        self.later.refresh(platoon)
        if later:
            return
        select(self.motive, platoon.motive)
        with signals_blocked(self.weapon, self.anti_mech):
            self.weapon.clear()
            for weapon in facts.infantry_weapons(platoon.motive):
                self.weapon.addItem(label_of(weapon), weapon)
            self.weapon.setCurrentIndex(self.weapon.findData(platoon.weapon))
            self.anti_mech.setChecked(platoon.anti_mech)
        row = fig.row(platoon)
        self.table_note.setText(f"MP {row.mp}, {row.men} men, maximum damage {row.max_damage}, "
                                f"{fig.cost(platoon):,} C-bills" if row else "not in the platoon table")
