"""The later (TechManual) platoon's fields in the infantry editor: motive, squads and squad size,
primary and secondary weapons with the count a squad, armor kit, anti-'Mech skill and the field
guns as read; every figure shown comes from the core."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox

from designer.infantry import edits as inf_edits
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import combo, group, label_of, select, spin_row
from designer.gui.widgets import note_label, set_spin, signals_blocked, spin_box
from designer.catalog.infantry_weapons import beast_tables
from designer.infantry.model import BEAST, LATER_MOTIVES, Infantry
from designer.infantry import figures as fig
from designer.infantry import later_figures as later_fig
from designer.infantry.sheet_figures import DEFAULT_SKILL

NONE = ""
UNTRAINED = 8


class LaterPlatoonGroup:
    """Builds the group and keeps it in step with the document's platoon."""

    def __init__(self, document: DesignDocument) -> None:
        self.document = document
        self.motive = self._combo("later_motive", [(m, label_of(m)) for m in LATER_MOTIVES],
                                  lambda v: self.document.edit(_motive, v))
        mounts = [(NONE, "(none)"), *((m.name, m.name) for m in beast_tables().mounts)]
        self.mount = self._combo("mount", mounts, lambda v: self._later(mount=v))
        self.squads = self._spin("squads", 1, 10, "squads")
        self.squad_size = self._spin("squad_size", 1, 10, "squad_size")
        weapons = [(w, w) for w in inf_edits.weapon_choices()]
        self.primary = self._combo("primary", weapons, lambda v: self._later(primary=v))
        self.secondary = self._combo("secondary", [(NONE, "(none)"), *weapons],
                                     lambda v: self._later(secondary=v))
        self.secondary_count = self._spin("secondary_per_squad", 0, 4, "secondary_per_squad")
        self.kit = self._combo("armor_kit", [(NONE, "(none)"), *inf_edits.kit_choices()],
                               lambda v: self._later(armor_kit=v))
        self.skill = spin_box("anti_mech_skill", 0, UNTRAINED)
        self.skill.valueChanged.connect(lambda v: self.document.edit(_skill, v))
        self.guns = note_label("field_guns")
        self.note = note_label("later_note")
        grid = QGridLayout()
        rows = [("Motive", self.motive), ("Beast (mounted)", self.mount), ("Squads", self.squads),
                ("Troopers a squad", self.squad_size),
                ("Primary weapon", self.primary), ("Secondary weapon", self.secondary),
                ("Secondary a squad", self.secondary_count), ("Armor kit", self.kit),
                ("Anti-'Mech skill (8: none)", self.skill), ("Field guns", self.guns), ("Platoon", self.note)]
        for row, (label, widget) in enumerate(rows):
            spin_row(grid, row, label, widget)
        self.box: QGroupBox = group("TechManual platoon", grid)

    def _combo(self, name: str, choices: list[tuple[str, str]], edit: Callable[[str], None]) -> QComboBox:
        box = combo(name, choices)
        box.currentIndexChanged.connect(lambda _i: box.currentData() is not None and edit(box.currentData()))
        return box

    def _spin(self, name: str, low: int, high: int, field: str):
        box = spin_box(name, low, high)
        box.valueChanged.connect(lambda v: self._later(**{field: v}))
        return box

    def _later(self, **changes: object) -> None:
        self.document.edit(inf_edits.set_later, **changes)

    def refresh(self, platoon: Infantry) -> None:
        later = platoon.later
        self.box.setVisible(later is not None)
        if later is None:
            return
        with signals_blocked(self.motive, self.mount, self.primary, self.secondary, self.kit):
            select(self.motive, platoon.motive)
            select(self.mount, later.mount)
            self.mount.setEnabled(platoon.motive == BEAST)
            select(self.primary, inf_edits.catalogue_name(later.primary))
            select(self.secondary, inf_edits.catalogue_name(later.secondary))
            select(self.kit, later.armor_kit)
        set_spin(self.squads, later.squads, 1, 10)
        set_spin(self.squad_size, later.squad_size, 1, 10)
        set_spin(self.secondary_count, later.secondary_per_squad, 0, 4)
        skill = later.anti_mech_skill
        if skill is None:
            skill = DEFAULT_SKILL if platoon.anti_mech else UNTRAINED
        set_spin(self.skill, skill, 0, UNTRAINED)
        self.guns.setText(", ".join(later.field_guns) or "none")
        per = later_fig.damage_per_trooper(later)
        damage = "damage -" if per is None else f"damage {fig.current_damage(platoon)} ({per:.3f} a trooper)"
        self.note.setText(f"{later.troopers} troopers, MP {fig.platoon_mp(platoon)}, {damage}, "
                          f"{fig.cargo_tons(platoon):g} t, {fig.cost(platoon):,} C-bills")


def _motive(platoon: Infantry, motive: str) -> Infantry:
    """A new motive; a beast-mounted platoon starts on a horse, another drops its creature."""
    mount = (platoon.later.mount or "Horse") if motive == BEAST and platoon.later else ""
    return inf_edits.update(inf_edits.set_later(platoon, mount=mount), motive=motive)


def _skill(platoon: Infantry, skill: int) -> Infantry:
    """The anti-'Mech skill; 8 is an untrained platoon."""
    changed = inf_edits.set_later(platoon, anti_mech_skill=skill)
    return inf_edits.update(changed, anti_mech=skill != UNTRAINED)
