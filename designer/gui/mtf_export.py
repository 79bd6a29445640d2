"""File > Export MTF: a 'Mech as one MegaMek file; an OmniMech design as one file per configuration
("Timber Wolf.mtf" names "Timber Wolf Prime.mtf", "Timber Wolf A.mtf"...). Configuration files
that already exist are listed in a dialog that asks before replacing them (Escape or Cancel keeps
every file; nothing is written in part). Every file goes through the atomic writer, which keeps a
replaced file as ``.bak``. The texts come from the core (``mech/mtf_omni``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from designer.formats.errors import FormatError
from designer.mech.mtf_omni import configuration_files, omni_to_mtf, write_files
from designer.gui.feedback import STATUS_MS
from designer.mech.model import Mech
from designer.mech.omni import configuration_names, is_omni_design

REPLACE = "&Replace"


def ask_path(window: QMainWindow, mech: Mech, suggested: str) -> str:
    """The file to export to; for an OmniMech the name the configuration files start from (the
    dialog does not ask about that one file: the overwrite dialog asks about the real ones)."""
    if not is_omni_design(mech):
        name, _ = QFileDialog.getSaveFileName(window, "Export MTF", suggested, "MegaMek (*.mtf)")
        return name
    count = len(configuration_names(mech))   # the title says how many files the export writes
    title = f"Export MTF: {count} files, one per configuration"
    name, _ = QFileDialog.getSaveFileName(window, title, suggested, "MegaMek (*.mtf)",
                                          options=QFileDialog.Option.DontConfirmOverwrite)
    return name


def export(window: QMainWindow, mech: Mech, name: str) -> bool:
    """Writes the file (or one per configuration) after asking about existing configuration files;
    True when written."""
    target = Path(name)
    try:
        files = configuration_files(mech, target) if is_omni_design(mech) else [(target, omni_to_mtf(mech))]
    except (FormatError, ValueError) as error:
        QMessageBox.warning(window, "Cannot export", f"{name}: {error}")
        return False
    existing = [path for path, _ in files if path.exists()] if is_omni_design(mech) else []
    if existing and not confirm_replace(window, existing):
        window.statusBar().showMessage("Export MTF cancelled: no file written", STATUS_MS)
        return False
    try:
        write_files(files)
    except OSError as error:
        QMessageBox.warning(window, "Cannot export", f"{name}: {error}")
        return False
    written = ", ".join(path.name for path, _ in files)
    count = f"{len(files)} MTF files" if len(files) > 1 else "MTF file"
    window.statusBar().showMessage(f"{count} written to {target.parent}: {written}", STATUS_MS)
    return True


def confirm_replace(window: QMainWindow, paths: list[Path]) -> bool:
    """Lists the files that exist and asks before replacing them; Cancel (the default, Escape) keeps them."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Replace configuration files?",
                      f"{len(paths)} of the configuration files exist already:\n"
                      + "\n".join(f"• {path.name}" for path in paths)
                      + f"\nin {paths[0].parent}.\n\nReplace them? (Each old file is kept as .bak.)",
                      parent=window)
    box.setObjectName("replace_mtf_files")
    replace = box.addButton(REPLACE, QMessageBox.ButtonRole.AcceptRole)
    replace.setObjectName("replace_files")
    replace.setAccessibleName("Replace")
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.setAccessibleName("Cancel")
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is replace
