"""What ``designer info`` adds for OmniMechs: one block per configuration (or only ``--config
NAME``); each configuration's summary holds its pod space (``mech.summary``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from pathlib import Path

from designer.cli.outcome import FileOutcome
from designer.formats.errors import FormatError
from designer.formats.load import LoadedUnit, load_unit
from designer.mech.omni import UnknownConfigurationError, expand, is_omni_design


def configurations_of(loaded: LoadedUnit, only: str | None, on_error: Callable[[FormatError], None]) -> list:
    """Each configuration's 'Mech of an OmniMech (or the one named ``only``), else the unit itself;
    an unknown configuration name is passed to ``on_error`` as the file's problem."""
    if only is not None and not is_omni_design(loaded.unit):
        on_error(FormatError(f"--config {only}: not an OmniMech with configurations", source=loaded.path))
        return []
    try:
        return expand(loaded.unit, only)
    except UnknownConfigurationError as error:
        on_error(FormatError(str(error.args[0]), source=loaded.path))
        return []


def designs_in_file(path: Path, only: str | None, outcome: FileOutcome,
                    as_json: bool = False) -> list[tuple[LoadedUnit, Any]]:
    """The file read beside each of its designs (each configuration of an OmniMech, or the one ``only``
    names); a file that cannot be read, or a configuration it lacks, is the file's problem on
    ``outcome`` (an error object with JSON output)."""
    def unreadable(error: FormatError) -> None:
        outcome.unreadable(error, as_json)

    try:
        loaded = load_unit(path)
    except FormatError as error:
        unreadable(error)
        return []
    return [(loaded, unit) for unit in configurations_of(loaded, only, unreadable)]
