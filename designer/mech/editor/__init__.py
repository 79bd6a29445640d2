"""One open design: its tabs (Structure, Armor, Equipment, Criticals, Preview) beside the
findings panel. After each edit only the visible tab, the status line and the findings are
refreshed; the other tabs catch up when shown."""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from designer.gui.alpha_strike_tab import AlphaStrikeTab
from designer.mech.editor.armor import ArmorTab
from designer.mech.editor.criticals import CriticalsTab
from designer.gui.document import DesignDocument
from designer.mech.editor.equipment import EquipmentTab
from designer.gui.fluff_tab import FluffTab
from designer.gui.lazy_tabs import LazyTabs
from designer.gui.preview_tab import PreviewTab
from designer.mech.editor.structure import StructureTab
from designer.rules.findings import Finding


class TabName(StrEnum):
    STRUCTURE = "structure"
    ARMOR = "armor"
    EQUIPMENT = "equipment"
    CRITICALS = "criticals"
    FLUFF = "fluff"
    PREVIEW = "preview"
    ALPHA_STRIKE = "alpha_strike"


# Which tab shows the problem a finding code is about; codes not listed go to Criticals when
# they name a location, else to Structure.
CODE_TABS: dict[str, TabName] = {
    "MECH-ARMOR-LOT": TabName.STRUCTURE,
    "MECH-ARMOR-OVER-BOUGHT": TabName.ARMOR,
    "MECH-ARMOR-UNALLOCATED": TabName.ARMOR,
    "MECH-ARMOR-HEAD-OVER-MAX": TabName.ARMOR,
    "MECH-ARMOR-OVER-MAX": TabName.ARMOR,
    "MECH-ARMOR-REAR-NOT-TORSO": TabName.ARMOR,
    "MECH-AMMO-MISSING": TabName.EQUIPMENT,
    "MECH-AMMO-ORPHAN": TabName.EQUIPMENT,
    "MECH-AMMO-INVALID": TabName.EQUIPMENT,
    "MECH-AMMO-HALF-TON": TabName.EQUIPMENT,
    "MECH-UNKNOWN-EQUIPMENT": TabName.EQUIPMENT,
    "MECH-ITEM-UNPLACED": TabName.CRITICALS,
    "MECH-HEAT-SINKS-UNALLOCATED": TabName.CRITICALS,
    "MECH-HEAT-SINKS-EXCESS": TabName.CRITICALS,
}


def tab_for(finding: Finding) -> TabName:
    if finding.code in CODE_TABS:
        return CODE_TABS[finding.code]
    return TabName.CRITICALS if finding.location else TabName.STRUCTURE


class DesignView(QWidget, LazyTabs):
    """``refreshed`` fires after the view has caught up with an edit."""

    refreshed = Signal()

    def __init__(self, document: DesignDocument, paper_getter) -> None:
        super().__init__()
        pages = {TabName.STRUCTURE: StructureTab(document), TabName.ARMOR: ArmorTab(document),
                 TabName.EQUIPMENT: EquipmentTab(document), TabName.CRITICALS: CriticalsTab(document),
                 TabName.FLUFF: FluffTab(document), TabName.PREVIEW: PreviewTab(document, paper_getter),
                 TabName.ALPHA_STRIKE: AlphaStrikeTab(document)}
        titles = {name: name.value.capitalize() for name in pages} | {TabName.ALPHA_STRIKE: "Alpha Strike"}
        self._build(document, pages, titles)

    def page(self, name: TabName | str) -> QWidget:
        return self.pages[TabName(name)]

    def show_tab(self, name: TabName | str) -> None:
        self.tabs.setCurrentWidget(self.page(name))

    def go_to_finding(self, finding: Finding) -> None:
        """Shows the tab and focuses the widget or location a finding is about."""
        name = tab_for(finding)
        self.show_tab(name)
        page = self.pages[name]
        if name is TabName.STRUCTURE:
            page.focus_field(finding.code)
        elif name is TabName.EQUIPMENT:
            page.focus_entry(finding.location)
        else:
            page.focus_location(finding.location)
