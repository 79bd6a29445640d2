"""Every menu action: one id in a str Enum, one declaration with its text and shortcut; a unit
kind's File > New entry is declared by its registration (``designer.kinds``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from designer.kinds import UnitKind


class ActionId(StrEnum):
    NEW = "new"
    NEW_SUPPORT_VEHICLE = "new_support_vehicle"
    OPEN = "open"
    OPEN_CANON = "open_canon"
    SAVE = "save"
    SAVE_AS = "save_as"
    EXPORT_MTF = "export_mtf"
    EXPORT_PDF = "export_pdf"
    CLOSE = "close"
    QUIT = "quit"
    UNDO = "undo"
    REDO = "redo"
    LANCE_BUILDER = "lance_builder"
    PRINT_QUEUE = "print_queue"
    UNIT_BROWSER = "unit_browser"
    EXPORT_BLK = "export_blk"
    KEYBOARD_HELP = "keyboard_help"
    COPY_TRO = "copy_tro"
    VALUE_BREAKDOWN = "value_breakdown"
    PRINT_PRINTER = "print_printer"


@dataclass(frozen=True)
class ActionSpec:
    text: str
    shortcut: QKeySequence.StandardKey | str | None = None
    tip: str = ""
    extra_shortcuts: tuple[str, ...] = ()   # offered beside the platform's key


ACTION_SPECS: dict[ActionId, ActionSpec] = {
    ActionId.NEW: ActionSpec("&New 'Mech", QKeySequence.StandardKey.New),
    ActionId.NEW_SUPPORT_VEHICLE: ActionSpec("New &Support Vehicle", "Ctrl+Shift+U",
                                             "A support vehicle: exact weight, BAR armor, tech ratings"),
    ActionId.OPEN: ActionSpec("&Open…", QKeySequence.StandardKey.Open, "Open a YAML or MTF file"),
    ActionId.OPEN_CANON: ActionSpec("Open &Canon Unit…", "Ctrl+Shift+O", "Open a published unit by name"),
    ActionId.SAVE: ActionSpec("&Save", QKeySequence.StandardKey.Save),
    ActionId.SAVE_AS: ActionSpec("Save &As YAML…", QKeySequence.StandardKey.SaveAs),
    ActionId.EXPORT_MTF: ActionSpec("Export &MTF…"),
    ActionId.EXPORT_PDF: ActionSpec("&Print / Export PDF…", QKeySequence.StandardKey.Print),
    ActionId.PRINT_PRINTER: ActionSpec("Print &to Printer…", tip="The record sheet on a printer, through the "
                                       "print dialog"),
    ActionId.CLOSE: ActionSpec("&Close Design", QKeySequence.StandardKey.Close),
    ActionId.QUIT: ActionSpec("&Quit", QKeySequence.StandardKey.Quit),
    ActionId.UNDO: ActionSpec("&Undo", QKeySequence.StandardKey.Undo),
    ActionId.REDO: ActionSpec("&Redo", QKeySequence.StandardKey.Redo, extra_shortcuts=("Ctrl+Y",)),
    ActionId.LANCE_BUILDER: ActionSpec("&Lance Builder…", "Ctrl+L", "Build BattleForce lances and forces"),
    ActionId.UNIT_BROWSER: ActionSpec("Unit &Browser…", "Ctrl+B",
                                      "The unit library and your folders, filtered"),
    ActionId.EXPORT_BLK: ActionSpec("Export &BLK…", tip="Save a vehicle or fighter as a MegaMek BLK file"),
    ActionId.KEYBOARD_HELP: ActionSpec("&Keyboard…", QKeySequence.StandardKey.HelpContents,
                                       "The keys for every step of a design"),
    ActionId.COPY_TRO: ActionSpec("Copy as &TRO", "Ctrl+Shift+C",
                                  "Copy the design's Technical Readout (every configuration) as text"),
    ActionId.VALUE_BREAKDOWN: ActionSpec("Battle &Value and Cost Breakdown…", "Ctrl+I",
                                         "The Battle Value working and every cost line (bv --explain)"),
    ActionId.PRINT_QUEUE: ActionSpec("Print &Queue…", "Ctrl+Shift+P", "Print sheets and counters to one PDF"),
}


def new_action_id(kind: UnitKind) -> str:
    """The id of a unit kind's File > New action (``new_vehicle``)."""
    return f"new_{kind.kind}"


def new_action_spec(kind: UnitKind) -> ActionSpec:
    """A unit kind's File > New entry, as its registration declares it."""
    if kind.new_text is None:
        raise ValueError(f"unit kind {kind.kind!r} has no File > New entry")
    return ActionSpec(kind.new_text, kind.new_shortcut)


def make_action(parent: QWidget, action_id: str, slot: Callable[[], object],
                spec: ActionSpec | None = None) -> QAction:
    """Builds the QAction for ``action_id`` (declared in ACTION_SPECS unless ``spec`` is given),
    named after the id so tests can find it."""
    spec = spec or ACTION_SPECS[ActionId(action_id)]
    action = QAction(spec.text, parent)
    action.setObjectName(f"action_{action_id}")
    if spec.shortcut is not None:
        keys = (QKeySequence.keyBindings(spec.shortcut) if isinstance(spec.shortcut, QKeySequence.StandardKey)
                else [QKeySequence(spec.shortcut)])
        extra = [QKeySequence(key) for key in spec.extra_shortcuts if key not in {k.toString() for k in keys}]
        action.setShortcuts([*keys, *extra])
    if spec.tip:
        action.setStatusTip(spec.tip)
    action.triggered.connect(lambda _checked=False: slot())
    return action
