"""The window's document tabs with many designs open: every tab stays on screen (titles shortened
with "…", the full title in the tab's tooltip) and the "Designs" button lists them all by name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QTabWidget, QToolButton

MIN_TAB_CHARACTERS = 6   # the shortest a title gets before "…"


def fit_document_tabs(tabs: QTabWidget) -> QToolButton:
    """Tabs shrink rather than scroll off the bar; the corner button's menu picks any design."""
    bar = tabs.tabBar()
    bar.setElideMode(Qt.TextElideMode.ElideRight)
    bar.setUsesScrollButtons(False)
    bar.setExpanding(False)
    bar.setStyleSheet(f"QTabBar::tab {{ min-width: {MIN_TAB_CHARACTERS}ex; }}")
    button = QToolButton(objectName="documents_list", text="Designs ▾", autoRaise=True)
    button.setStyleSheet("QToolButton::menu-indicator { image: none; width: 0px; }")   # the ▾ says it
    button.setToolTip("Every open design, by name")
    button.setAccessibleName("Open designs")
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(button)
    menu.aboutToShow.connect(lambda: _fill(menu, tabs))
    button.setMenu(menu)
    tabs.setCornerWidget(button, Qt.Corner.TopRightCorner)
    return button


def _fill(menu: QMenu, tabs: QTabWidget) -> None:
    menu.clear()
    for index in range(tabs.count()):
        action = menu.addAction(tabs.tabText(index).replace("&", "&&"),
                                lambda i=index: tabs.setCurrentIndex(i))
        action.setCheckable(True)
        action.setChecked(index == tabs.currentIndex())
