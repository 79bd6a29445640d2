"""What the 'Mech view and the other kinds' view share: tabs over the findings panel, refreshed
lazily (only the visible one after an edit; the others when they are shown)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QTabWidget, QVBoxLayout

from designer.gui.accessibility import name_widgets
from designer.gui.findings_panel import FindingsPanel


class LazyTabs:
    """Mixin for a view with ``tabs`` (QTabWidget), ``pages`` (name -> page with ``refresh()``),
    ``_fresh`` (names refreshed since the last edit), ``findings``, ``document`` and a
    ``refreshed`` signal."""

    def _build(self, document, pages: dict, titles: dict) -> None:
        """Tabs over the findings panel; refreshes on every document change."""
        self.document = document
        self.pages = pages
        self.tabs = QTabWidget(objectName="design_tabs")
        for name, page in pages.items():
            self.tabs.addTab(page, titles[name])
        self.findings = FindingsPanel()
        self.findings.finding_selected.connect(self.go_to_finding)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.tabs)
        splitter.addWidget(self.findings)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([560, 150])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addWidget(splitter)
        self._fresh: set[str] = set()
        self.tabs.currentChanged.connect(lambda _i: self._refresh_current())
        document.changed.connect(self.refresh)
        self.refresh()
        name_widgets(self.findings)

    def current_tab(self) -> str:
        return next(name for name, page in self.pages.items() if page is self.tabs.currentWidget())

    def refresh(self) -> None:
        self._fresh.clear()
        self._refresh_current()
        self.findings.show_report(self.document.analysis.report)
        self.refreshed.emit()

    def _refresh_current(self) -> None:
        name = self.current_tab()
        if name not in self._fresh:
            self.pages[name].refresh()
            self._fresh.add(name)
            name_widgets(self.pages[name])   # a refresh may have made widgets (table cells)
