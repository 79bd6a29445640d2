"""Preview tab: the record sheet as it will print, page by page, zoomable (fit width, fit page,
100 %, Ctrl+wheel), on the paper chosen here or in File > Paper Size, and printable on a real
printer through Qt's print dialog, with the pilot's name and skills the sheet prints. The PDF
is rendered by ``designer.sheets`` and rasterised with ``pdftoppm`` on a worker thread,
debounced, so the window never freezes; when either is missing the tab says so."""

from __future__ import annotations

import io
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from designer.gui.document import DesignDocument
from designer.gui.pilot_fields import PilotFields
from designer.gui.settings import PAPERS
from designer.gui.unit_widgets import button
from designer.gui.widgets import buddy_label, signals_blocked
from designer.mech.omni import expand

DEBOUNCE_MS = 300
PREVIEW_DPI = 144        # rendered once per edit; zooming scales this image
PRINT_DPI = 300
ZOOM_STEP = 1.25
ZOOM_RANGE = (0.25, 4.0)
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


def rasterise(pdf: bytes, dpi: int = PREVIEW_DPI, page: int = 1) -> bytes:
    """PNG of one page (from 1) via pdftoppm. Raises PreviewUnavailable when pdftoppm is
    missing or fails."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        raise PreviewUnavailable("preview unavailable: pdftoppm is not installed")
    with tempfile.TemporaryDirectory(prefix="designer-preview-") as folder:
        source = Path(folder) / "sheet.pdf"
        source.write_bytes(pdf)
        command = [tool, "-png", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile",
                   str(source), str(Path(folder) / "page")]
        result = subprocess.run(command, capture_output=True, timeout=60)
        if result.returncode != 0:
            raise PreviewUnavailable(f"pdftoppm failed: {result.stderr.decode(errors='replace').strip()}")
        return (Path(folder) / "page.png").read_bytes()


def page_count(pdf: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(pdf)).pages)


@dataclass(frozen=True)
class Rendered:
    png: bytes
    page: int
    pages: int


def _render(unit, paper: str, page: int) -> Rendered | PreviewUnavailable:
    try:
        pdf = render_pdf(unit, paper)
        pages = page_count(pdf)
        page = min(max(page, 1), pages)
        return Rendered(rasterise(pdf, PREVIEW_DPI, page), page, pages)
    except PreviewUnavailable as exc:
        return exc


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued signal)."""

    done = Signal(int, object)   # generation, Rendered or PreviewUnavailable


class PreviewTab(QWidget):
    rendered = Signal()

    def __init__(self, document: DesignDocument, paper_getter: Callable[[], str],
                 paper_setter: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self.document = document
        self.paper_getter, self.paper_setter = paper_getter, paper_setter
        self.setObjectName("preview_tab")
        self.image = QLabel("Rendering…", objectName="preview_image", alignment=Qt.AlignmentFlag.AlignCenter)
        self.scroll = QScrollArea(objectName="preview_scroll")
        self.scroll.setWidget(self.image)
        self.scroll.setWidgetResizable(True)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll.viewport().installEventFilter(self)   # Ctrl+wheel zooms
        self.pilot = PilotFields(document)   # printed in the sheet's MechWarrior block
        layout = QVBoxLayout(self)
        layout.addLayout(self._toolbar())
        layout.addWidget(self.pilot)
        layout.addWidget(self.scroll, 1)
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self._start)
        self._relay = _Relay()
        self._relay.done.connect(self._finished)
        self._generation = 0
        self._shown: tuple[object, str, int] | None = None
        self.source = QPixmap()
        self.page, self.pages = 1, 1
        self.zoom_mode: str | float = "fit_width"   # "fit_width", "fit_page" or a scale (1.0 = 100 %)
        self.message = ""

    # --- building -------------------------------------------------------------------------
    def _toolbar(self) -> QHBoxLayout:
        self.previous = button("◀ Pre&vious page", "preview_previous", lambda: self.go_to_page(self.page - 1))
        self.next = button("Ne&xt page ▶", "preview_next", lambda: self.go_to_page(self.page + 1))
        self.page_label = QLabel(objectName="preview_page")
        self.paper = QComboBox(objectName="preview_paper")
        for paper in PAPERS:
            self.paper.addItem(paper.upper() if paper == "a4" else paper.capitalize(), paper)
        self.paper.currentIndexChanged.connect(lambda _i: self._paper_chosen())
        row = QHBoxLayout()
        for widget in (self.previous, self.page_label, self.next):
            row.addWidget(widget)
        row.addSpacing(16)
        for text, name, mode in (("Fit &width", "zoom_fit_width", "fit_width"),
                                 ("Fit &page", "zoom_fit_page", "fit_page"), ("&100 %", "zoom_100", 1.0)):
            row.addWidget(button(text, name, lambda m=mode: self.set_zoom(m)))
        row.addWidget(button("Zoom &out", "zoom_out", lambda: self.step_zoom(1 / ZOOM_STEP)))
        row.addWidget(button("Zoom &in", "zoom_in", lambda: self.step_zoom(ZOOM_STEP)))
        self.zoom_label = QLabel(objectName="preview_zoom")
        row.addWidget(self.zoom_label)
        # A render takes a second or two on its worker thread: the sheet shown until then is the
        # one before the edit, and says so.
        self.busy = QLabel("Updating the sheet…", objectName="preview_busy", visible=False)
        row.addWidget(self.busy)
        row.addStretch(1)
        row.addWidget(buddy_label("P&aper", self.paper))
        row.addWidget(self.paper)
        row.addWidget(button("P&rint…", "print_sheet", self.print_dialog))
        return row

    # --- rendering ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Schedules a render of the current snapshot (debounced)."""
        self.pilot.refresh()
        with signals_blocked(self.paper):
            self.paper.setCurrentIndex(max(0, self.paper.findData(self.paper_getter())))
        if self._shown != (self.document.mech, self.paper_getter(), self.page):
            self._timer.start()

    def _paper_chosen(self) -> None:
        if self.paper_setter is not None:
            self.paper_setter(self.paper.currentData())
        self.refresh()

    def go_to_page(self, page: int) -> None:
        if 1 <= page <= self.pages and page != self.page:
            self.page = page
            self.refresh()

    def _start(self) -> None:
        self._generation += 1
        generation, unit, paper, page = self._generation, self.document.mech, self.paper_getter(), self.page
        self._shown = (unit, paper, page)
        self.busy.setVisible(True)
        future: Future = _EXECUTOR.submit(_render, unit, paper, page)
        future.add_done_callback(lambda done: self._relay.done.emit(generation, done.result()))

    def _finished(self, generation: int, result: object) -> None:
        if generation != self._generation:
            return   # a newer edit is already rendering
        self.busy.setVisible(False)
        if isinstance(result, Rendered):
            self.source = QPixmap()
            self.source.loadFromData(result.png, "PNG")
            self.page, self.pages = result.page, result.pages
            self._shown = (self._shown[0], self._shown[1], self.page) if self._shown else None
            self.message = ""
            self._show_zoomed()
        else:
            self.message = str(result)
            self.image.setText(self.message)
        self.page_label.setText(f"Page {self.page} of {self.pages}")
        self.previous.setEnabled(self.page > 1)
        self.next.setEnabled(self.page < self.pages)
        self.rendered.emit()

    # --- zoom -----------------------------------------------------------------------------
    def scale(self) -> float:
        """Image pixels per rendered pixel for the current zoom mode."""
        if self.source.isNull():
            return 1.0
        room = self.scroll.viewport().size()
        width_fit = max(room.width() - 4, 50) / self.source.width()
        if self.zoom_mode == "fit_width":
            return width_fit
        if self.zoom_mode == "fit_page":
            return min(width_fit, max(room.height() - 4, 50) / self.source.height())
        return float(self.zoom_mode) * self.logicalDpiX() / PREVIEW_DPI   # 1.0: the paper's real size

    def set_zoom(self, mode: str | float) -> None:
        self.zoom_mode = mode
        self._show_zoomed()

    def step_zoom(self, factor: float) -> None:
        current = self.scale() * PREVIEW_DPI / self.logicalDpiX()
        self.set_zoom(min(max(current * factor, ZOOM_RANGE[0]), ZOOM_RANGE[1]))

    def zoom_percent(self) -> int:
        return round(self.scale() * PREVIEW_DPI / self.logicalDpiX() * 100)

    def _show_zoomed(self) -> None:
        if self.source.isNull():
            return
        scale = self.scale()
        self.image.setPixmap(self.source.scaledToWidth(max(1, round(self.source.width() * scale)),
                                                       Qt.TransformationMode.SmoothTransformation))
        self.zoom_label.setText(f"{self.zoom_percent()} %")

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if isinstance(self.zoom_mode, str):
            self._show_zoomed()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Wheel and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.step_zoom(ZOOM_STEP if event.angleDelta().y() > 0 else 1 / ZOOM_STEP)
            return True
        return False

    # --- printing -------------------------------------------------------------------------
    def print_dialog(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            self.print_to(printer)

    def print_to(self, printer) -> int:
        """Prints every page of the sheet on ``printer`` (a QPrinter or any QPagedPaintDevice),
        each page scaled to fit the printable area; returns the pages printed."""
        try:
            pdf = render_pdf(self.document.mech, self.paper_getter())
            pages = [rasterise(pdf, PRINT_DPI, n) for n in range(1, page_count(pdf) + 1)]
        except PreviewUnavailable as exc:
            self.message = str(exc)
            return 0
        painter = QPainter(printer)
        try:
            for number, png in enumerate(pages):
                if number:
                    printer.newPage()
                image = QPixmap()
                image.loadFromData(png, "PNG")
                area = painter.viewport()
                fitted = image.size().scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                painter.drawPixmap(area.x(), area.y(), fitted.width(), fitted.height(), image)
        finally:
            painter.end()
        return len(pages)

