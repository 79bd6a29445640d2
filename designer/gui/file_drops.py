"""Unit files dragged from the unit browser (or a file manager) and dropped on a window: the main
window opens them, the lance builder adds them to its lance, the print queue queues them. The
browser's rows carry their files as ``text/uri-list`` (``browser_model.RowsModel.mimeData``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject, QUrl
from PySide6.QtWidgets import QWidget

URI_LIST = "text/uri-list"


def paths_mime(paths: list[Path]) -> QMimeData:
    """The drag data of some unit files."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    return data


def dropped_paths(data: QMimeData | None) -> list[Path]:
    """The local files a drag carries (none for text, web links or nothing)."""
    if data is None or not data.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]


class FileDrops(QObject):
    """Makes ``window`` take dropped files, each handed to ``take`` in the order dragged."""

    def __init__(self, window: QWidget, take: Callable[[Path], object]) -> None:
        super().__init__(window)
        self.take = take
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            paths = dropped_paths(event.mimeData())  # type: ignore[attr-defined]
            if not paths:
                return False
            event.acceptProposedAction()  # type: ignore[attr-defined]
            if kind == QEvent.Type.Drop:
                for path in paths:
                    self.take(path)
            return True
        return False
