"""The pilot row of the Preview tab: name, gunnery and piloting printed in the record sheet's
MechWarrior (crew) block. The values live in the design (``unit.pilot``, saved with it) and are
changed through ``designer.editing.pilot``; "—" in a skill box means no pilot (a blank block)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QSpinBox, QWidget

from designer.editing.pilot import pilot_of, set_pilot
from designer.gui.document import DesignDocument
from designer.gui.unit_widgets import button
from designer.gui.widgets import buddy_label, signals_blocked
from designer.model.limits import LIMITS

UNSET = -1   # the spin boxes' "—": no pilot


def _skill_box(name: str, field: str) -> QSpinBox:
    box = QSpinBox(objectName=name, keyboardTracking=False)
    box.setRange(UNSET, int(LIMITS[field].high))
    box.setSpecialValueText("—")
    return box


TYPING_PAUSE_MS = 400


class PilotFields(QWidget):
    """Pilot name, Gunnery and Piloting, then "Clear pilot"."""

    def __init__(self, document: DesignDocument) -> None:
        super().__init__(objectName="pilot_fields")
        self.document = document
        self.name = QLineEdit(objectName="pilot_name", placeholderText="blank on the sheet")
        self.name.setMaximumWidth(220)
        self.gunnery = _skill_box("pilot_gunnery", "gunnery")
        self.piloting = _skill_box("pilot_piloting", "piloting")
        # The preview follows the name while it is typed: an edit once typing pauses (one undo
        # step per pause, not per key), and at once when the field is left.
        self.typing = QTimer(self, interval=TYPING_PAUSE_MS, singleShot=True)
        self.typing.timeout.connect(self._changed)
        self.name.textEdited.connect(lambda _text: self.typing.start())
        self.name.editingFinished.connect(self._changed)
        self.gunnery.valueChanged.connect(lambda _v: self._changed())
        self.piloting.valueChanged.connect(lambda _v: self._changed())
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        labelled = (("Pilot na&me", self.name), ("&Gunnery", self.gunnery), ("Pi&loting", self.piloting))
        for text, field in labelled:
            row.addWidget(buddy_label(text, field))
            row.addWidget(field)
        row.addWidget(button("Clear pilo&t", "pilot_clear", self.clear))
        row.addStretch(1)

    def refresh(self) -> None:
        """Shows the pilot the design holds."""
        pilot = pilot_of(self.document.mech)
        with signals_blocked(self.name, self.gunnery, self.piloting):
            if self.name.text() != (pilot.name if pilot else ""):   # the cursor stays while typing
                self.name.setText(pilot.name if pilot else "")
            self.gunnery.setValue(pilot.gunnery if pilot else UNSET)
            self.piloting.setValue(pilot.piloting if pilot else UNSET)

    def _changed(self) -> None:
        self.typing.stop()
        gunnery, piloting = self.gunnery.value(), self.piloting.value()
        self.document.edit(set_pilot, self.name.text(), None if gunnery == UNSET else gunnery,
                           None if piloting == UNSET else piloting)
        self.refresh()   # an unset skill beside a named pilot shows the default it took

    def clear(self) -> None:
        self.document.edit(set_pilot, "", None, None)
        self.refresh()
