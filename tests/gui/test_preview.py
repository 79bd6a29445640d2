"""The preview: pages, zoom (fit width, fit page, 100 %, Ctrl+wheel), paper choice, printing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPageSize, QWheelEvent
from PySide6.QtWidgets import QApplication

from designer.gui.settings import Key

REPO = Path(__file__).resolve().parents[2]
MERLIN = REPO / "tests" / "units" / "merlin.yaml"
pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm (poppler-utils)")


def shown_preview(qtbot, window, path=MERLIN):
    view = window.open_path(path)
    view.show_tab("preview")
    page = view.page("preview")
    with qtbot.waitSignal(page.rendered, timeout=30_000):
        pass
    return view, page


def test_zoom_modes_and_ctrl_wheel(qtbot, window):
    _view, page = shown_preview(qtbot, window)
    viewport = page.scroll.viewport().width()
    page.set_zoom("fit_width")
    assert abs(page.image.pixmap().width() - (viewport - 4)) <= 1
    page.set_zoom(1.0)
    assert page.zoom_label.text() == "100 %"
    # Letter is 8.5 inches wide: at 100 % the page is 8.5 x the screen's logical DPI pixels.
    assert abs(page.image.pixmap().width() - 8.5 * page.logicalDpiX()) <= 2
    wheel = QWheelEvent(QPointF(10, 10), QPointF(10, 10), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(page.scroll.viewport(), wheel)
    assert page.zoom_label.text() == "125 %"
    page.set_zoom("fit_page")
    assert page.image.pixmap().height() <= page.scroll.viewport().height()


def test_paper_choice_re_renders_and_is_remembered(qtbot, window):
    _view, page = shown_preview(qtbot, window)
    letter = page.source.size()
    with qtbot.waitSignal(page.rendered, timeout=30_000):
        page.paper.setCurrentIndex(page.paper.findData("a4"))
    assert window.settings.get(Key.PAPER) == "a4"
    assert window.paper_actions["a4"].isChecked()
    # A4 is 210 x 297 mm, Letter 8.5 x 11 in: A4 is narrower and taller.
    assert page.source.width() < letter.width() and page.source.height() > letter.height()


def test_pages_and_printing(qtbot, window, tmp_path):
    from PySide6.QtGui import QPdfWriter

    _view, page = shown_preview(qtbot, window)
    assert page.page_label.text() == f"Page 1 of {page.pages}"
    assert not page.previous.isEnabled()
    if page.pages > 1:
        with qtbot.waitSignal(page.rendered, timeout=30_000):
            page.next.click()
        assert page.page == 2
    writer = QPdfWriter(str(tmp_path / "printed.pdf"))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    assert page.print_to(writer) == page.pages
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_the_preview_says_it_is_updating_until_the_new_sheet_is_shown(qtbot, window):
    from designer.mech.edits import set_names

    view, page = shown_preview(qtbot, window)
    assert not page.busy.isVisible()
    with qtbot.waitSignal(page.rendered, timeout=30_000):
        view.document.edit(set_names, "Hawk", "HWK-1")
        qtbot.waitUntil(page.busy.isVisible, timeout=5_000)   # after the edit's short pause
    assert not page.busy.isVisible()
