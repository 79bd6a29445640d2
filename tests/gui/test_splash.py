"""The start-up card: shown at once when the window starts on screen, gone once it is built."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from designer.gui import app
from designer.gui.splash import starting_splash


def _visible_cards() -> list:
    return [w for w in QApplication.topLevelWidgets() if w.objectName() == "starting" and w.isVisible()]


def test_the_card_says_the_designer_is_starting(qtbot):
    card = starting_splash()
    qtbot.addWidget(card)
    assert card.isVisible() and card.accessibleName() == "Designer: BattleTech unit construction — starting…"
    assert (card.pixmap().width(), card.pixmap().height()) == (420, 120)
    card.close()


def _own_home(monkeypatch, tmp_path) -> None:
    """The window's settings and recovery folder in the test's folder, not the user's."""
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))


def test_the_card_is_gone_once_the_window_is_built(qtbot, monkeypatch, tmp_path):
    _own_home(monkeypatch, tmp_path)
    window = app._built_window(screenshot=False)
    qtbot.addWidget(window)
    assert _visible_cards() == []
    for view in window.views():
        view.document.history.mark_saved()


def test_a_screenshot_shows_no_card(qtbot, monkeypatch, tmp_path):
    _own_home(monkeypatch, tmp_path)
    shown = []
    monkeypatch.setattr("designer.gui.splash.starting_splash", lambda: shown.append(True))
    window = app._built_window(screenshot=True)
    qtbot.addWidget(window)
    assert shown == []
