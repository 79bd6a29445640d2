"""The main window: File and Edit menus, a tab per open design with a dirty marker, the live
status line, and a prompt before closing or quitting with unsaved changes."""

from __future__ import annotations

import sys

from pathlib import Path

from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QApplication, QFileDialog, QInputDialog, QMainWindow, QMessageBox, QStackedWidget, QTabWidget,
)

from designer.editing.library import canon_units, is_library_file
from designer.mech.edits import blank_mech, starting_mech
from designer.editing.units import blank_unit
from designer.kinds import unit_kind, unit_kinds
from designer.battleforce.lance_file import is_group_file
from designer.forces.load import is_mul
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.formats.yaml_io import atomic_write_bytes, write_unit
from designer.gui import recovery
from designer.gui.actions import ActionId, ActionSpec, make_action, new_action_id, new_action_spec
from designer.mech.editor import DesignView
from designer.gui.document import DesignDocument
from designer.gui.feedback import file_written
from designer.gui.file_drops import FileDrops
from designer.gui.omni_switcher import view_type_for as omni_view_type_for
from designer.mech.omni import is_omni_design
from designer.gui.shortcuts import install_history_keys
from designer.gui.preview_tab import PreviewUnavailable, render_pdf
from designer.gui.document_tabs import fit_document_tabs
from designer.gui.settings import PAPERS, Key, Settings, existing_recent
from designer.gui.start_page import StartPage
from designer.gui.status import StatusLine
from designer.gui.unit_view import UnitView

DIRTY_MARK = "• "
FRAME_MARGIN, TITLE_MARGIN = 16, 48   # pixels a window manager's frame and title bar may take
APP_TITLE = "Designer — BattleTech unit construction"
BLK_KINDS = tuple(spec.kind for spec in unit_kinds() if spec.file_type == "blk")   # MegaMek BLK files
MTF_KINDS = tuple(spec.kind for spec in unit_kinds() if spec.file_type == "mtf")   # MegaMek MTF files
BUTTONS = QMessageBox.StandardButton
YAML_FILTER = ("Unit files (*.yaml *.yml *.mtf *.blk *.mul);;YAML (*.yaml *.yml);;MegaMek (*.mtf *.blk);;"
               "MegaMek force (*.mul)")


def user_folder() -> Path:
    """The player's own folder for designs when no other was used yet."""
    return Path.home() / "designer-units"



def copy_readout(document: DesignDocument) -> None:
    """Edit > Copy as TRO: the design's Technical Readout (``designer tro``), every OmniMech
    configuration in turn, on the clipboard."""
    from designer.mech.omni import expand
    from designer.readout import render, technical_readout

    text = "\n".join(render(technical_readout(unit)) for unit in expand(document.unit))
    QGuiApplication.clipboard().setText(text)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, recovery_folder: Path | None = None,
                 record_recent: bool = True, unattended: bool = False) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.record_recent = record_recent   # a --screenshot run leaves Open Recent alone
        self.unattended = unattended   # a --screenshot run: no modal box waits for a click
        self.autosaver = recovery.Autosaver(recovery_folder or recovery.default_folder(),
                                            lambda: [view.document for view in self.views()])
        self.autosaver.setParent(self)   # its timer dies with the window, never outlives the tabs
        self.setWindowTitle(f"[*]{APP_TITLE}")
        install_history_keys(QApplication.instance())   # once per application, not per window
        self.tabs = QTabWidget(objectName="documents", tabsClosable=True, movable=True, documentMode=True)
        self.tabs.tabCloseRequested.connect(lambda index: self.close_view(self.view_at(index)))
        self.tabs.currentChanged.connect(lambda _i: self._current_changed())
        fit_document_tabs(self.tabs)   # eight designs and more: no tab scrolls off the bar
        self.start_page = StartPage([("start_new", "&New 'Mech", self.new_design),
                                     ("start_open", "&Open a file…", self.open_dialog),
                                     ("start_canon", "Open a &library unit…", self.show_unit_browser)])
        self.central = QStackedWidget(objectName="central")
        self.central.addWidget(self.tabs)
        self.central.addWidget(self.start_page)
        self.setCentralWidget(self.central)
        self.status = StatusLine()
        self.status.breakdown_requested.connect(self.show_breakdown)   # a click on BV or cost
        self.statusBar().addWidget(self.status, 1)
        self.actions_by_id: dict[str, QAction] = {}
        self._build_menus()
        FileDrops(self, self.open_path)   # unit files dropped from the unit browser or a file manager
        self._restore_geometry()

    # --- menus ----------------------------------------------------------------------------
    def _add(self, menu, action_id: str, slot, spec: ActionSpec | None = None) -> QAction:
        action = make_action(self, action_id, slot, spec)
        menu.addAction(action)
        self.actions_by_id[action_id] = action
        return action

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        new_menu = file_menu.addMenu("&New")
        self._add(new_menu, ActionId.NEW, self.new_design)
        for kind in unit_kinds():   # every kind's entry, as its registration declares it
            if kind.new_text is not None:
                self._add(new_menu, new_action_id(kind), lambda k=kind.kind: self.new_unit(k),
                          new_action_spec(kind))
        self._add(new_menu, ActionId.NEW_SUPPORT_VEHICLE, self.new_support_vehicle)
        self._add(file_menu, ActionId.OPEN, self.open_dialog)
        self._add(file_menu, ActionId.OPEN_CANON, self.open_canon_dialog)
        self._add(file_menu, ActionId.UNIT_BROWSER, self.show_unit_browser)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file_menu.addSeparator()
        for action_id, slot in ((ActionId.SAVE, self.save), (ActionId.SAVE_AS, self.save_as),
                                (ActionId.EXPORT_MTF, self.export_mtf),
                                (ActionId.EXPORT_BLK, self.export_blk),
                                (ActionId.EXPORT_PDF, self.export_pdf),
                                (ActionId.PRINT_PRINTER, self.print_to_printer)):
            self._add(file_menu, action_id, slot)
        self._paper_menu(file_menu.addMenu("Paper &Size"))
        file_menu.addSeparator()
        self._add(file_menu, ActionId.CLOSE, lambda: self.close_view(self.current_view()))
        self._add(file_menu, ActionId.QUIT, self.close)
        edit_menu = self.menuBar().addMenu("&Edit")
        self._add(edit_menu, ActionId.UNDO, lambda: self._with_document(DesignDocument.undo))
        self._add(edit_menu, ActionId.REDO, lambda: self._with_document(DesignDocument.redo))
        edit_menu.addSeparator()
        self._add(edit_menu, ActionId.COPY_TRO, lambda: self._with_document(copy_readout))
        self._add(edit_menu, ActionId.VALUE_BREAKDOWN, self.show_breakdown)
        tools_menu = self.menuBar().addMenu("&BattleForce")
        self._add(tools_menu, ActionId.LANCE_BUILDER, self.show_lance_builder)
        self._add(tools_menu, ActionId.PRINT_QUEUE, self.show_print_queue)
        from designer.gui.regiment_builder import open_regiment_builder  # regiment helper: menu action
        tools_menu.addAction("&Regiment Builder…", "Ctrl+Shift+R", lambda: open_regiment_builder(self))
        help_menu = self.menuBar().addMenu("&Help")
        self._add(help_menu, ActionId.KEYBOARD_HELP, self.show_keyboard_help)
        self._update_actions()

    def show_breakdown(self):
        """The shown design's (or OmniMech configuration's) Battle Value and cost, line by line."""
        from designer.gui.breakdown_dialog import BreakdownDialog

        view = self.current_view()
        if view is None:
            return None
        if getattr(self, "breakdown", None) is None:
            self.breakdown = BreakdownDialog(self)
        self.breakdown.show_unit(view.document.analysis.mech)
        self.breakdown.show()
        self.breakdown.raise_()
        return self.breakdown

    def show_keyboard_help(self):
        from designer.gui.keyboard_help import KeyboardHelp

        if getattr(self, "keyboard_help", None) is None:
            self.keyboard_help = KeyboardHelp(self)
        self.keyboard_help.show()
        self.keyboard_help.raise_()
        return self.keyboard_help

    def _paper_menu(self, menu) -> None:
        group = QActionGroup(self)
        self.paper_actions: dict[str, QAction] = {}
        for paper in PAPERS:
            action = menu.addAction(paper.upper() if paper == "a4" else paper.capitalize())
            action.setCheckable(True)
            action.setChecked(self.settings.get(Key.PAPER) == paper)
            action.triggered.connect(lambda _c=False, p=paper: self.set_paper(p))
            group.addAction(action)
            self.paper_actions[paper] = action

    def set_paper(self, paper: str) -> None:
        """One paper for the menu, every preview and every export."""
        self.settings.set(Key.PAPER, paper)
        self.paper_actions[paper].setChecked(True)
        for view in self.views():
            view.page("preview").refresh()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in existing_recent(self.settings):
            self.recent_menu.addAction(path, lambda p=path: self.open_path(Path(p)))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction("No recent files").setEnabled(False)
        self.recent_menu.setEnabled(True)

    # --- documents ------------------------------------------------------------------------
    def views(self) -> list[DesignView]:
        return [self.view_at(i) for i in range(self.tabs.count())]

    def view_at(self, index: int) -> DesignView:
        return self.tabs.widget(index)

    def current_view(self) -> DesignView | None:
        return self.tabs.currentWidget()

    def add_document(self, document: DesignDocument) -> DesignView:
        view_type = unit_kind(document.kind).piece("view") or UnitView   # a 'Mech: DesignView
        view_type = omni_view_type_for(document.unit) or view_type  # an OmniMech: configuration switcher
        view = view_type(document, lambda: self.settings.get(Key.PAPER))
        view.page("preview").paper_setter = self.set_paper
        document.changed.connect(lambda v=view: self._document_changed(v))
        shown = getattr(view, "shown", None)   # an OmniMech: switching configuration changes the status
        if shown is not None:
            shown.changed.connect(lambda v=view: self._document_changed(v))
        document.dirty_changed.connect(lambda _d, v=view: self._update_title(v))
        self.tabs.addTab(view, "")
        self._update_title(view)
        self.tabs.setCurrentWidget(view)
        self._current_changed()
        return view

    def new_design(self, tonnage: int | None = None) -> DesignView:
        """A new 'Mech (untouched: nothing to save); without a tonnage, one that starts valid."""
        mech = blank_mech(tonnage) if tonnage is not None else starting_mech()
        return self.add_document(DesignDocument(mech))

    def new_unit(self, kind: str):
        """A new design of ``kind`` in its own tab: the open designs are never touched."""
        return self.add_document(DesignDocument(blank_unit(kind)))

    def new_support_vehicle(self):
        """File > New Support Vehicle: a vehicle with a support chassis, in its own tab."""
        from designer.vehicle.support_edits import blank_support_vehicle

        return self.add_document(DesignDocument(blank_support_vehicle()))

    def open_path(self, path: Path) -> DesignView | None:
        if is_group_file(path) or is_mul(path):   # lances and forces (a MegaMek .mul too): the lance builder
            self.show_lance_builder().open_path(path)
            return None
        try:
            loaded = load_unit(path)
        except FormatError as error:
            QMessageBox.warning(self, "Cannot open file", str(error))
            return None
        path = loaded.path   # a library design opened by name is its library file
        is_yaml = path.suffix.lower() in (".yaml", ".yml")
        family = self._configuration_family(path, loaded.unit)
        # A MegaMek file opens as it is: unmodified until edited (Save then asks where to keep the YAML)
        document = DesignDocument(family.mech if family else loaded.unit, path if is_yaml else None)
        self._remember(path)
        if loaded.issues:
            self._show_import_notes([str(issue) for issue in loaded.issues])
        view = self.add_document(document)
        if family is not None:   # an OmniMech configuration file: its design, showing that configuration
            view.switcher.choose(loaded.unit.model)
        return view

    def _configuration_family(self, path: Path, unit: object):
        """The OmniMech design an MTF configuration file and its sibling files make, else None."""
        if path.suffix.lower() != ".mtf" or not getattr(unit, "omni", False):
            return None
        from designer.mech.mtf_omni import configuration_family

        try:
            family = configuration_family(path)
        except FormatError:
            return None
        return family if family is not None and is_omni_design(family.mech) else None

    def _show_import_notes(self, notes: list[str]) -> None:
        """What the reader noted, in a box; with no one at the window (a screenshot), on stderr."""
        if self.unattended:
            print("\n".join(f"note: {note}" for note in notes[:20]), file=sys.stderr)
            return
        QMessageBox.information(self, "Imported with notes", "\n".join(notes[:20]))

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open unit", self.settings.get(Key.LAST_FOLDER), YAML_FILTER)
        if name:
            self.open_path(Path(name))

    def open_canon_dialog(self) -> None:
        units = canon_units()
        if not units:
            QMessageBox.information(self, "Canon units", "No canon units are installed.")
            return
        name, ok = QInputDialog.getItem(self, "Open canon unit", "Unit:", list(units), 0, True)
        if ok and name in units:
            self.open_path(units[name])

    # --- saving ---------------------------------------------------------------------------
    def save(self, view: DesignView | None = None) -> bool:
        view = view or self.current_view()
        if view is None:
            return False
        if view.document.path is None or is_library_file(view.document.path):
            return self.save_as(view)   # the shipped library is read-only
        return self._write(view, view.document.path)

    def save_as(self, view: DesignView | None = None) -> bool:
        view = view or self.current_view()
        if view is None:
            return False
        name, _ = QFileDialog.getSaveFileName(self, "Save as YAML", self._suggest(view, ".yaml"),
                                              "YAML (*.yaml *.yml)")
        return bool(name) and self._write(view, Path(name))

    def _write(self, view: DesignView, path: Path) -> bool:
        if is_library_file(path):
            QMessageBox.warning(self, "Cannot save", f"{path}: the unit library is read-only; "
                                                     "save your design in a folder of your own.")
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_unit(view.document.mech, path)
        except OSError as error:
            QMessageBox.warning(self, "Cannot save", f"{path}: {error}")
            return False
        view.document.mark_saved(path)
        self.autosaver.forget(view.document)
        self._remember(path)
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    def _remember(self, path: Path) -> None:
        """The folder and Open Recent entry of a file opened or saved (not in a screenshot run)."""
        if self.record_recent:
            self.settings.set(Key.LAST_FOLDER, str(Path(path).resolve().parent))
            self.settings.add_recent(str(path))

    def export_mtf(self) -> bool:
        """A 'Mech as a MegaMek file; an OmniMech as a file per configuration, asking before any
        existing one is replaced (``designer.gui.mtf_export``)."""
        view = self.current_view()
        if view is None:
            return False
        from designer.gui import mtf_export

        name = mtf_export.ask_path(self, view.document.mech, self._suggest(view, ".mtf"))
        return bool(name) and mtf_export.export(self, view.document.mech, name)

    def export_blk(self) -> bool:
        """A vehicle, fighter or infantry platoon as a MegaMek BLK file."""
        view = self.current_view()
        if view is None or view.document.kind not in BLK_KINDS:
            return False
        suggested = self._suggest(view, ".blk")
        name, _ = QFileDialog.getSaveFileName(self, "Export BLK", suggested, "MegaMek (*.blk)")
        if not name:
            return False
        from designer.formats.blk_writer import write_blk
        try:
            write_blk(view.document.unit, name)
        except (OSError, ValueError) as error:
            QMessageBox.warning(self, "Cannot export", f"{name}: {error}")
            return False
        self.statusBar().showMessage(f"BLK file written to {name}", 10_000)
        return True

    def export_pdf(self) -> None:
        view = self.current_view()
        if view is None:
            return
        name, _ = QFileDialog.getSaveFileName(self, "Export record sheet", self._suggest(view, ".pdf"), "PDF (*.pdf)")
        if not name:
            return
        try:
            atomic_write_bytes(name, render_pdf(view.document.mech, self.settings.get(Key.PAPER)))
        except (PreviewUnavailable, OSError) as error:
            QMessageBox.warning(self, "Cannot export", str(error))
            return
        file_written(self, "Record sheet written", Path(name), "Record sheet")

    def print_to_printer(self) -> None:
        """The record sheet on a printer: Qt's print dialog, then the Preview tab's pages."""
        view = self.current_view()
        if view is not None:
            view.page("preview").print_dialog()

    def _suggest(self, view: DesignView, suffix: str) -> str:
        """A name in the player's own folder: the last folder used, never the shipped library."""
        folder = Path(self.settings.get(Key.LAST_FOLDER) or user_folder())
        if is_library_file(folder):
            folder = user_folder()
        stem = view.document.path.stem if view.document.path else view.document.title
        return str(folder.resolve() / f"{stem}{suffix}")

    # --- closing --------------------------------------------------------------------------
    def may_discard(self, view: DesignView) -> bool:
        """Asks before losing unsaved changes: Save, Discard or Cancel."""
        if not view.document.is_dirty:
            return True
        answer = QMessageBox.question(
            self, "Unsaved changes", f"Save the changes to {view.document.title} before closing?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save(view)
        return answer == QMessageBox.StandardButton.Discard

    def close_view(self, view: DesignView | None) -> bool:
        if view is None or not self.may_discard(view):
            return False
        self.tabs.removeTab(self.tabs.indexOf(view))
        self.autosaver.forget(view.document)
        view.deleteLater()
        self._current_changed()
        return True

    def may_discard_all(self) -> bool:
        """Before quitting: one question for several modified designs (Save All, Discard all,
        Cancel), else the question of each."""
        dirty = [view for view in self.views() if view.document.is_dirty]
        if len(dirty) < 2:
            return all(self.may_discard(view) for view in dirty)
        names = "\n".join(f"• {view.document.title}" for view in dirty)
        answer = QMessageBox.question(
            self, "Unsaved changes", f"{len(dirty)} designs have unsaved changes:\n{names}\n\n"
            "Save All saves each of them; Discard closes all of them without saving.",
            BUTTONS.SaveAll | BUTTONS.Discard | BUTTONS.Cancel, BUTTONS.SaveAll)
        if answer == QMessageBox.StandardButton.SaveAll:
            return all(self.save(view) for view in dirty)
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        if not self.may_discard_all():
            event.ignore()
            return
        for window in (getattr(self, "lance_builder", None), getattr(self, "print_queue", None),
                       getattr(self, "unit_browser", None)):
            if window is not None and not window.close():
                event.ignore()
                return
        for view in self.views():
            self.autosaver.forget(view.document)
        self.settings.set(Key.GEOMETRY, self.saveGeometry())
        event.accept()

    def _restore_geometry(self) -> None:
        geometry = self.settings.get(Key.GEOMETRY)
        if not geometry or not self.restoreGeometry(geometry):
            # 1280x800, or the screen when smaller, less room for a title bar and frame so that the
            # status line stays on screen.
            screen = self.screen().availableGeometry()
            self.resize(min(1280, screen.width() - FRAME_MARGIN), min(800, screen.height() - TITLE_MARGIN))
            self.move(screen.topLeft())

    def focus_design(self) -> None:
        """The keyboard starts on the design's own tabs (Ctrl+Tab goes to the next one, Tab into it)."""
        view = self.current_view()
        if view is not None:
            view.tabs.setFocus()

    def terminate(self) -> None:
        """SIGTERM or Ctrl+C in the terminal: keep every unsaved design as a recovery file (offered
        at the next start), remember the geometry, and quit without a question."""
        self.autosaver.autosave()
        self.settings.set(Key.GEOMETRY, self.saveGeometry())
        QApplication.instance().quit()

    def offer_recovery(self) -> int:
        """Offers to reopen designs autosaved by a session that crashed; returns how many reopened."""
        scan = recovery.scan(self.autosaver.folder, self.autosaver.session.id)
        if scan.problems:
            QMessageBox.warning(self, "Recovery files moved aside",
                                "Some recovery files could not be read:\n" + "\n".join(scan.problems))
        found = scan.found
        if not found:
            return 0
        names = "\n".join(f"• {item.unit.name}" for item in found)
        answer = QMessageBox.question(self, "Recover unsaved designs",
                                      f"Designer did not close cleanly. Reopen the unsaved designs?\n{names}",
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            recovery.discard(found)
            return 0
        reopened, failures = recovery.reopen(
            found, lambda item: self.add_document(DesignDocument(item.unit, item.path, saved=False)),
            self.autosaver.autosave)
        if failures:
            QMessageBox.warning(self, "Designs not reopened", "\n".join(failures))
        return reopened

    # --- BattleForce windows --------------------------------------------------------------
    def show_lance_builder(self):
        from designer.gui.lance_builder import LanceBuilder

        if getattr(self, "lance_builder", None) is None:
            self.lance_builder = LanceBuilder(self.settings, self.open_units)
        self.lance_builder.show()
        self.lance_builder.raise_()
        return self.lance_builder

    def show_unit_browser(self):
        from designer.gui.unit_browser import UnitBrowser

        if getattr(self, "unit_browser", None) is None:
            self.unit_browser = UnitBrowser(self.settings, self.open_path, self._paths_to_lance,
                                            self._paths_to_queue)
        self.unit_browser.show()
        self.unit_browser.raise_()
        return self.unit_browser

    def _paths_to_lance(self, paths: list[Path]) -> None:
        builder = self.show_lance_builder()
        for path in paths:
            if not builder.add_file(path):
                break

    def _paths_to_queue(self, paths: list[Path]) -> None:
        queue = self.show_print_queue()
        for path in paths:
            queue.add_path(path)

    def show_print_queue(self):
        from designer.gui.print_queue import PrintQueueWindow

        if getattr(self, "print_queue", None) is None:
            self.print_queue = PrintQueueWindow(self.settings, self.open_units,
                                                lambda: getattr(self, "lance_builder", None))
        self.print_queue.show()
        self.print_queue.raise_()
        return self.print_queue

    def open_units(self) -> list[tuple[str, object, Path | None]]:
        """(title, unit, saved path) of every open design, for the lance builder and print queue."""
        return [(view.document.title, view.document.unit, view.document.path) for view in self.views()]

    # --- keeping the chrome current -------------------------------------------------------
    def _with_document(self, method) -> None:
        view = self.current_view()
        if view is not None:
            method(view.document)

    def _document_changed(self, view: DesignView) -> None:
        self._update_title(view)
        self.autosaver.soon()   # the first edit is kept within seconds, not at the next tick
        if view is self.current_view():
            self.status.show_analysis(view.document.analysis)
            self._update_actions()

    def _current_changed(self) -> None:
        self._update_window_title()
        view = self.current_view()
        shown = self.tabs if view is not None else self.start_page
        if self.central.currentWidget() is not shown:
            self.central.setCurrentWidget(shown)
        if view is not None:
            self.status.show_analysis(view.document.analysis)
        else:
            self.status.clear()
        self._update_actions()

    def _update_title(self, view: DesignView) -> None:
        index = self.tabs.indexOf(view)
        if index >= 0:
            mark = DIRTY_MARK if view.document.is_dirty else ""
            self.tabs.setTabText(index, mark + view.document.title)
            path = view.document.path
            tip = f"{view.document.title}: {path or 'not saved yet'}"   # the whole title, shortened on the tab
            if path and is_library_file(path):
                tip += " (unit library, read-only)"
            self.tabs.setTabToolTip(index, tip)
        if view is self.current_view():
            self._update_window_title()

    def _update_window_title(self) -> None:
        """Qt's convention: the file name, ``[*]`` where the modified marker goes, the app name."""
        view = self.current_view()
        if view is None:
            self.setWindowTitle(f"[*]{APP_TITLE}")
            self.setWindowModified(False)
            return
        path = view.document.path
        name = path.name if path else f"{view.document.title} (not saved)"
        read_only = " (read-only library)" if path and is_library_file(path) else ""
        self.setWindowTitle(f"{name}{read_only}[*] — {APP_TITLE}")
        self.setWindowModified(view.document.is_dirty)

    def _update_actions(self) -> None:
        view = self.current_view()
        history = view.document.history if view is not None else None
        self.actions_by_id[ActionId.EXPORT_MTF].setEnabled(view is not None and view.document.kind in MTF_KINDS)
        self.actions_by_id[ActionId.EXPORT_BLK].setEnabled(view is not None
                                                           and view.document.kind in BLK_KINDS)
        self.actions_by_id[ActionId.UNDO].setEnabled(bool(history and history.can_undo))
        self.actions_by_id[ActionId.REDO].setEnabled(bool(history and history.can_redo))
        for action_id in (ActionId.SAVE, ActionId.SAVE_AS, ActionId.EXPORT_PDF, ActionId.CLOSE,
                          ActionId.VALUE_BREAKDOWN, ActionId.PRINT_PRINTER, ActionId.COPY_TRO):
            self.actions_by_id[action_id].setEnabled(view is not None)
