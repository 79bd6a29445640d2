"""One open vehicle, infantry platoon, building or fighter: the kind's editor pages and the
preview beside the findings panel, with the same interface as the 'Mech ``DesignView``
(``document``, ``findings``, ``show_tab``, ``page``, ``current_tab``, ``refreshed``)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLineEdit, QWidget

from designer.editing import units as edits
from designer.kinds import unit_kind
from designer.gui.document import DesignDocument
from designer.gui.fluff_tab import FluffTab
from designer.gui.alpha_strike_tab import AlphaStrikeTab
from designer.gui.lazy_tabs import LazyTabs
from designer.gui.preview_tab import PreviewTab
from designer.gui.unit_widgets import group
from designer.rules.findings import Finding

STRUCTURE, LOADOUT, FLUFF, PREVIEW = "structure", "loadout", "fluff", "preview"
ALPHA_STRIKE = "alpha_strike"
TAB_TITLES = {STRUCTURE: "Structure", LOADOUT: "Armor && Weapons", FLUFF: "Fluff", PREVIEW: "Preview",
              ALPHA_STRIKE: "Alpha Strike"}
# The 'Mech view's names for what the Armor & Weapons page holds (``designer gui --tab armor``).
TAB_ALIASES = {"armor": LOADOUT, "equipment": LOADOUT, "criticals": LOADOUT}


class KindEditor:
    """The pages of one unit kind. Subclasses build ``self.pages`` (tab name -> widget with a
    ``refresh()``), list the finding codes that belong on the loadout page, and map codes to
    the structure widget that fixes them."""

    LOADOUT_CODES: frozenset[str] = frozenset()
    IDENTITY_LABELS = ("Chassis", "Model")   # a building has a name, not a chassis

    def __init__(self, document: DesignDocument) -> None:
        self.document = document
        self.pages: dict[str, QWidget] = {}
        self.fields: dict[str, QWidget] = {}   # finding code -> widget

    def identity_group(self):
        self.chassis = QLineEdit(objectName="chassis")
        self.model = QLineEdit(objectName="model")
        for line in (self.chassis, self.model):
            line.editingFinished.connect(self._names_edited)
        form = QFormLayout()
        for label, line in zip(self.IDENTITY_LABELS, (self.chassis, self.model), strict=True):
            form.addRow(label, line)
        return group("Identity", form)

    def _names_edited(self) -> None:
        self.document.edit(edits.set_names, self.chassis.text().strip(), self.model.text().strip())

    def refresh_identity(self) -> None:
        unit = self.document.unit
        for line, text in ((self.chassis, unit.chassis), (self.model, unit.model)):
            if line.text() != text:   # always what the design holds (an undo from the field too)
                line.setText(text)

    def go_to(self, finding: Finding) -> str:
        """Focuses the widget a finding is about; returns the page it is on."""
        if LOADOUT in self.pages and (finding.location or finding.code in self.LOADOUT_CODES):
            self.pages[LOADOUT].focus_location(finding.location or "")
            return LOADOUT
        self.fields.get(finding.code, self.chassis).setFocus()
        return STRUCTURE


def editor_for(document: DesignDocument) -> KindEditor:
    """The editor class the document's unit kind registers (``designer.kinds``)."""
    return unit_kind(document.kind).piece("editor")(document)


class UnitView(QWidget, LazyTabs):
    refreshed = Signal()

    def __init__(self, document: DesignDocument, paper_getter) -> None:
        super().__init__()
        self.editor = editor_for(document)
        pages = {**self.editor.pages, FLUFF: FluffTab(document), PREVIEW: PreviewTab(document, paper_getter),
                 ALPHA_STRIKE: AlphaStrikeTab(document)}
        self._build(document, pages, TAB_TITLES)

    def page(self, name: str) -> QWidget:
        return self.pages[name]

    def show_tab(self, name: str) -> None:
        name = str(name).lower()
        name = name if name in self.pages else TAB_ALIASES.get(name, name)
        if name in self.pages:
            self.tabs.setCurrentWidget(self.page(name))

    def go_to_finding(self, finding: Finding) -> None:
        name = self.editor.go_to(finding)
        self.show_tab(name)
        self.editor.go_to(finding)   # focus again now that the page is visible
