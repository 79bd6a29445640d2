"""BattleForce of OmniMechs: each configuration converts as its own unit, so a lance can field the
Prime, A, B and C of one chassis."""

from __future__ import annotations

from pathlib import Path

from designer.battleforce.lance_file import UnitEntry, resolve_unit
from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.library import find_unit
from designer.mech.omni import configurations, is_omni_design
from designer.rules.validate import validate
from designer.safe_io import is_regular_file


def resolve_units(reference: str, base: Path | None = None,
                  configuration: str | None = None) -> list[UnitEntry]:
    """``resolve_unit``, with an OmniMech design (a file or a library name) giving one entry per
    configuration, or only ``configuration`` when one is named.

    Raises:
        FormatError: as ``resolve_unit``.
    """
    path = Path(reference) if base is None or Path(reference).is_absolute() else base / reference
    if not is_regular_file(path):   # a library design by its name (any name with a configuration)
        path = find_unit(reference, exact=configuration is None) or path
    if path.suffix.lower() not in (".yaml", ".yml") or not is_regular_file(path):
        return [resolve_unit(reference, base, configuration)]   # names, other formats, unreadable paths
    unit = load_unit(path).unit
    if not is_omni_design(unit) or configuration is not None:
        return [resolve_unit(str(path), None, configuration)]
    pilot = getattr(unit, "pilot", None)
    skills = (pilot.gunnery, pilot.piloting) if pilot is not None else None
    try:
        return [UnitEntry(unit_values(config), skills, len(validate(config).errors))
                for config in configurations(unit)]
    except UnsupportedUnitError as exc:
        raise FormatError(str(exc), source=path) from None
