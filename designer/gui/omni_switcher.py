"""The OmniMech editor: a configuration switcher above the usual 'Mech tabs.

The tabs edit one configuration at a time through :class:`ConfigurationDocument`, which shows
``omni.configuration(design, name)`` and folds each edit back with ``omni.with_configuration``,
so the chassis stays locked: engine, structure, armor and fixed equipment change only when
"Base chassis" is chosen. The switcher computes nothing: the core does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from designer.mech.editor import DesignView
from designer.gui.document import Analysis, DesignDocument
from designer.gui.widgets import buddy_label, signals_blocked
from designer.mech.model import Mech
from designer.mech import omni

BASE_CHASSIS = "Base chassis"
COMBO_CHARACTERS = 14   # the combo box's width in characters, whatever the names
LOCKED_NOTE = "Chassis locked: engine, structure, armor and fixed equipment change on the Base chassis."
BASE_NOTE = "Editing the base chassis: its changes apply to every configuration."


class ConfigurationDocument(QObject):
    """The design tabs' document: one configuration (or the base chassis) of an OmniMech design."""

    changed = Signal()
    dirty_changed = Signal(bool)

    def __init__(self, document: DesignDocument) -> None:
        super().__init__()
        self.design = document
        self.name = next(iter(document.mech.configurations), BASE_CHASSIS)
        self._shown: tuple[Any, str, Mech] | None = None
        self._analysis: Analysis | None = None
        document.changed.connect(self.changed)
        document.dirty_changed.connect(self.dirty_changed)

    @property
    def mech(self) -> Mech:
        design = self.design.mech
        if self._shown is None or self._shown[0] is not design or self._shown[1] != self.name:
            if self.name == BASE_CHASSIS:
                shown = omni.base_chassis(design)
            else:
                shown = omni.configuration(design, self.name)
            self._shown = (design, self.name, shown)
        return self._shown[2]

    unit = mech

    @property
    def kind(self) -> str:
        return "mech"

    @property
    def analysis(self) -> Analysis:
        if self._analysis is None or self._analysis.mech is not self.mech:
            self._analysis = Analysis(self.mech)
        return self._analysis

    def edit(self, change: Callable[..., Mech], *args: Any, **kwargs: Any) -> bool:
        """Applies ``change`` to the shown 'Mech and folds the result into the design."""
        edited = change(self.mech, *args, **kwargs)
        name = self.name
        if name == BASE_CHASSIS:
            return self.design.edit(lambda design: omni.with_base_chassis(design, edited))
        return self.design.edit(lambda design: omni.with_configuration(design, name, edited))

    @property
    def chassis_locked(self) -> bool:
        """A configuration is shown: its chassis fields and fixed equipment are locked."""
        return self.name != BASE_CHASSIS

    def switch(self, name: str) -> None:
        if name != self.name:
            self.name = name
            self.changed.emit()

    def __getattr__(self, name: str) -> Any:   # history, path, title, undo, redo, ...
        if name == "design":
            raise AttributeError(name)
        return getattr(self.design, name)


class _WindowDocument:
    """What the main window sees: the whole design (saved, exported, undone), with the status line's
    analysis taken from the configuration shown."""

    def __init__(self, design: DesignDocument, shown: ConfigurationDocument) -> None:
        self._design, self._shown = design, shown

    @property
    def analysis(self) -> Analysis:
        return self._shown.analysis

    def __getattr__(self, name: str) -> Any:
        return getattr(self._design, name)


class OmniSwitcher(QWidget):
    """Configuration: [Prime v]  [Add configuration]  and the lock note. A compact combo box, so ten
    configurations (the Timber Wolf's) never widen the window; Alt+C reaches it."""

    def __init__(self, document: ConfigurationDocument) -> None:
        super().__init__(objectName="omni_switcher")
        self.document = document
        self.combo = QComboBox(objectName="omni_configuration")
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(COMBO_CHARACTERS)
        self.combo.currentTextChanged.connect(self._chosen)
        self.label = buddy_label("&Configuration", self.combo)
        self.combo.setAccessibleName("Configuration")
        self.add_button = QPushButton("Add configuration", objectName="omni_add")
        self.add_button.setAccessibleName("Add configuration")
        self.add_button.clicked.connect(self._add)
        self.note = QLabel(objectName="omni_note", wordWrap=True)
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.combo)
        layout.addSpacing(12)
        layout.addWidget(self.add_button)
        layout.addSpacing(12)
        layout.addWidget(self.note, 1)
        document.changed.connect(self.refresh)
        self.refresh()

    def names(self) -> list[str]:
        return [*self.document.design.mech.configurations, BASE_CHASSIS]

    def refresh(self) -> None:
        names = self.names()
        if self.document.name not in names:       # undone away: back to the first configuration
            self.document.name = names[0]
        with signals_blocked(self.combo):
            if [self.combo.itemText(i) for i in range(self.combo.count())] != names:
                self.combo.clear()
                self.combo.addItems(names)
            self.combo.setCurrentText(self.document.name)
        self.note.setText(BASE_NOTE if self.document.name == BASE_CHASSIS else LOCKED_NOTE)
        self.note.setToolTip(self.note.text())

    def choose(self, name: str) -> None:
        """Shows configuration ``name`` (as choosing it in the combo box does)."""
        self.combo.setCurrentText(name)

    def _chosen(self, name: str) -> None:
        if name:
            self.document.switch(name)

    def _add(self) -> None:
        name = omni.next_configuration_name(self.document.design.mech)
        self.document.name = name
        self.document.design.edit(omni.add_configuration, name)


class OmniDesignView(QWidget):
    """An OmniMech design: the switcher over a ``DesignView`` of the chosen configuration. Offers the
    ``DesignView`` interface (tabs, findings, show_tab, ...) by delegation."""

    refreshed = Signal()

    def __init__(self, document: DesignDocument, paper_getter: Callable[[], str]) -> None:
        super().__init__()
        self.shown = ConfigurationDocument(document)
        self.document = _WindowDocument(document, self.shown)
        self.switcher = OmniSwitcher(self.shown)
        self.view = DesignView(self.shown, paper_getter)   # type: ignore[arg-type]
        self.view.refreshed.connect(self.refreshed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.switcher)
        layout.addWidget(self.view, 1)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Ctrl+Tab and Ctrl+Shift+Tab from the switcher move between the design's tabs, as they do
        from inside them, rather than reaching the window's documents."""
        step = tab_step(event)
        if step:
            tabs = self.view.tabs
            tabs.setCurrentIndex((tabs.currentIndex() + step) % tabs.count())
            event.accept()
            return
        super().keyPressEvent(event)

    def __getattr__(self, name: str) -> Any:
        if name in ("view", "shown", "switcher"):
            raise AttributeError(name)
        return getattr(self.view, name)


def tab_step(event) -> int:
    """+1 for Ctrl+Tab, -1 for Ctrl+Shift+Tab (Qt reports it as Backtab), else 0."""
    if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
        return 0
    return {Qt.Key.Key_Tab: 1, Qt.Key.Key_Backtab: -1}.get(event.key(), 0)


def view_type_for(unit: object) -> type[QWidget] | None:
    """The view of an OmniMech design with configurations (None for any other unit)."""
    return OmniDesignView if omni.is_omni_design(unit) else None
