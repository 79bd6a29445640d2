"""What ``designer info`` adds for OmniMechs: one block per configuration (or only ``--config
NAME``); each configuration's summary holds its pod space (``rules.mech.summary``)."""

from __future__ import annotations

from collections.abc import Callable

from designer.formats.errors import FormatError
from designer.formats.load import LoadedUnit
from designer.model.omni import UnknownConfigurationError, expand, is_omni_design


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
