"""A thin QObject adapter around one design: its undo history, file path and the figures and
findings of the current snapshot (computed once per snapshot, on demand)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from designer.editing import History
from designer.editing import facts
from designer.editing.units import Unit
from designer.rules.findings import Report
from designer.mech.figures import MechFigures, figures
from designer.rules.validate import validate


@dataclass
class Analysis:
    """The derived figures, findings and cost of one snapshot, each computed when first asked."""

    mech: Unit   # any unit kind; the name is kept from when only 'Mechs were edited

    @property
    def unit(self) -> Unit:
        return self.mech

    @property
    def shows_mech_figures(self) -> bool:
        """The status line counts free slots and heat from the 'Mech figures (what the unit kind's
        registered facts say, ``designer.kinds``)."""
        return facts.kind_facts(self.mech).shows_mech_figures

    @cached_property
    def figures(self) -> MechFigures:
        return figures(self.mech)

    @cached_property
    def report(self) -> Report:
        return validate(self.mech)

    @cached_property
    def cost(self) -> int | None:
        """C-bills, or None while a part has no price in the seeds (never an invented total)."""
        return facts.priced_cost(self.mech)

    @cached_property
    def battle_value(self) -> int | None:
        """Battle Value 2.0 with the design's own pilot (designer.bv); None for a kind the method
        does not rate."""
        return facts.battle_value(self.mech)

    @cached_property
    def battle_value_reason(self) -> str | None:
        """Why there is no Battle Value (the core's reason), None when there is one."""
        return None if self.battle_value is not None else facts.battle_value_reason(self.mech)


class DesignDocument(QObject):
    """One open design. ``changed`` fires after every edit, undo and redo; ``dirty_changed``
    when the saved state flips."""

    changed = Signal()
    dirty_changed = Signal(bool)

    def __init__(self, mech: Unit, path: Path | None = None, saved: bool = True) -> None:
        super().__init__()
        self.history: History[Unit] = History(mech)
        self.path = path
        if not saved:
            self.history.mark_unsaved()
        self._analysis = Analysis(mech)

    @property
    def mech(self) -> Unit:
        return self.history.current

    @property
    def unit(self) -> Unit:
        return self.history.current

    @property
    def kind(self) -> str:
        return self.unit.kind

    @property
    def analysis(self) -> Analysis:
        if self._analysis.mech is not self.mech:
            self._analysis = Analysis(self.mech)
        return self._analysis

    @property
    def is_dirty(self) -> bool:
        return self.history.is_dirty

    @property
    def title(self) -> str:
        return self.mech.name or "Untitled"

    def edit(self, change: Callable[..., Unit], *args: Any, **kwargs: Any) -> bool:
        """Applies ``change(unit, *args, **kwargs)``; returns False when it changed nothing."""
        return self._after(self.history.apply(change(self.mech, *args, **kwargs)))

    def undo(self) -> None:
        self._after(self.history.can_undo and self.history.undo() is not None)

    def redo(self) -> None:
        self._after(self.history.can_redo and self.history.redo() is not None)

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.history.mark_saved()
        self.dirty_changed.emit(False)

    def _after(self, did_change: bool) -> bool:
        if did_change:
            self.changed.emit()
            self.dirty_changed.emit(self.is_dirty)
        return did_change
