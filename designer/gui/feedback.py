"""Telling the player a file was written: a status message and an offer to open the file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMainWindow, QMessageBox

STATUS_MS = 10_000


def file_written(window: QMainWindow, title: str, path: Path, what: str) -> bool:
    """Shows "<what> written to <path>" in the status bar and offers to open the file; True
    when the player chose to open it."""
    text = f"{what} written to {path}"
    window.statusBar().showMessage(text, STATUS_MS)
    answer = QMessageBox.information(window, title, f"{text}.\nOpen it now?",
                                     QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
                                     QMessageBox.StandardButton.Close)
    if answer == QMessageBox.StandardButton.Open:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
        return True
    return False
