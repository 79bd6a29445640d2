"""Preview tab: page 1 of the record sheet as it will print. The PDF is rendered by
``designer.sheets`` and rasterised with ``pdftoppm`` on a worker thread, debounced, so the window
never freezes; when either is missing the tab says so."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from designer.gui.document import DesignDocument
from designer.model import Mech
from designer.model.omni import expand

DEBOUNCE_MS = 300
PREVIEW_DPI = 80
_EXECUTOR = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sheet-preview")


class PreviewUnavailable(Exception):
    """The sheet renderer or pdftoppm is not there, or rendering failed."""


def render_pdf(mech, paper: str) -> bytes:
    """The record sheet PDF of ``mech`` (any unit kind) from ``designer.sheets``.

    Raises:
        PreviewUnavailable: the renderer is not installed or failed.
    """
    try:
        import designer.sheets as sheets
        render = sheets.render_units_to_bytes
    except (ImportError, AttributeError) as exc:
        raise PreviewUnavailable("the record sheet renderer is not available yet") from exc
    try:
        return render(expand(mech), paper=paper)   # an OmniMech: a sheet per configuration
    except Exception as exc:  # a renderer bug must not take the window down
        raise PreviewUnavailable(f"the record sheet could not be rendered: {exc}") from exc


def rasterise(pdf: bytes, dpi: int = PREVIEW_DPI) -> bytes:
    """PNG of page 1 via pdftoppm. Raises PreviewUnavailable when pdftoppm is missing or fails."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        raise PreviewUnavailable("preview unavailable: pdftoppm is not installed")
    with tempfile.TemporaryDirectory(prefix="designer-preview-") as folder:
        source = Path(folder) / "sheet.pdf"
        source.write_bytes(pdf)
        result = subprocess.run([tool, "-png", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile",
                                 str(source), str(Path(folder) / "page")], capture_output=True, timeout=30)
        if result.returncode != 0:
            raise PreviewUnavailable(f"pdftoppm failed: {result.stderr.decode(errors='replace').strip()}")
        return (Path(folder) / "page.png").read_bytes()


def preview_png(mech: Mech, paper: str) -> bytes:
    return rasterise(render_pdf(mech, paper))


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued signal)."""

    done = Signal(int, object)   # generation, PNG bytes or PreviewUnavailable


class PreviewTab(QWidget):
    rendered = Signal()

    def __init__(self, document: DesignDocument, paper_getter) -> None:
        super().__init__()
        self.document = document
        self.paper_getter = paper_getter
        self.setObjectName("preview_tab")
        self.image = QLabel("Rendering…", objectName="preview_image", alignment=Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidget(self.image)
        scroll.setWidgetResizable(True)
        scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._start)
        self._relay = _Relay()
        self._relay.done.connect(self._finished)
        self._generation = 0
        self._shown_mech: Mech | None = None
        self.message = ""

    def refresh(self) -> None:
        """Schedules a render of the current snapshot (debounced)."""
        if self.document.mech is not self._shown_mech:
            self._timer.start()

    def _start(self) -> None:
        self._generation += 1
        generation, mech, paper = self._generation, self.document.mech, self.paper_getter()
        self._shown_mech = mech
        future: Future = _EXECUTOR.submit(_safe_preview, mech, paper)
        future.add_done_callback(lambda done: self._relay.done.emit(generation, done.result()))

    def _finished(self, generation: int, result: object) -> None:
        if generation != self._generation:
            return   # a newer edit is already rendering
        if isinstance(result, bytes):
            pixmap = QPixmap()
            pixmap.loadFromData(result, "PNG")
            self.image.setPixmap(pixmap)
            self.message = ""
        else:
            self.message = str(result)
            self.image.setText(self.message)
        self.rendered.emit()


def _safe_preview(mech: Mech, paper: str) -> bytes | PreviewUnavailable:
    try:
        return preview_png(mech, paper)
    except PreviewUnavailable as exc:
        return exc
