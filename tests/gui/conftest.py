"""GUI tests run on Qt's offscreen platform with pytest-qt's one QApplication."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from designer.gui.settings import Settings  # noqa: E402


@pytest.fixture
def settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, settings, tmp_path):
    from designer.gui.main_window import MainWindow

    main = MainWindow(settings, recovery_folder=tmp_path / "recovery")
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    yield main
    for view in main.views():
        view.document.history.mark_saved()   # never prompt while tearing down


class DialogRecorder:
    """Stands in for QMessageBox's static dialogs so no test ever blocks on a modal window."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []
        self.answer = None

    def __call__(self, kind):
        def show(_parent, title, text, *args, **kwargs):
            self.calls.append((kind, title))
            from PySide6.QtWidgets import QMessageBox

            return self.answer if self.answer is not None else QMessageBox.StandardButton.Discard
        return show


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    recorder = DialogRecorder()
    for kind in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, kind, recorder(kind))
    return recorder


@pytest.fixture
def desktop(tmp_path):
    """An Xvfb display with the designer started on it by the test (tests/gui/xdesktop.py)."""
    from xdesktop import Desktop

    screen = Desktop(tmp_path)
    yield screen
    screen.close()
