"""What the 'Mech view and the other kinds' view share: tabs that refresh lazily (only the
visible one after an edit; the others when they are shown) and the findings panel."""

from __future__ import annotations


class LazyTabs:
    """Mixin for a view with ``tabs`` (QTabWidget), ``pages`` (name -> page with ``refresh()``),
    ``_fresh`` (names refreshed since the last edit), ``findings``, ``document`` and a
    ``refreshed`` signal."""

    def current_tab(self) -> str:
        return next(name for name, page in self.pages.items() if page is self.tabs.currentWidget())

    def refresh(self) -> None:
        self._fresh.clear()
        self._refresh_current()
        self.findings.show_report(self.document.analysis.report)
        self.refreshed.emit()

    def refresh_all(self) -> None:
        for name, page in self.pages.items():
            page.refresh()
            self._fresh.add(name)

    def _refresh_current(self) -> None:
        name = self.current_tab()
        if name not in self._fresh:
            self.pages[name].refresh()
            self._fresh.add(name)
