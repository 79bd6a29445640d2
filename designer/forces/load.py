"""Opening a force: a MegaMek force file (``.mul``) or one of our lance and force files (YAML)."""

from __future__ import annotations

from pathlib import Path

from designer.forces.group_file import read_force_yaml
from designer.forces.model import ForceFile
from designer.forces.resolve import UnitCatalog
from designer.formats.errors import FormatError
from designer.formats.mul import read_mul

MUL_SUFFIX = ".mul"
YAML_SUFFIXES = (".yaml", ".yml")


def is_mul(path: str | Path) -> bool:
    return Path(path).suffix.lower() == MUL_SUFFIX


def read_force(path: str | Path, catalog: UnitCatalog | None = None) -> ForceFile:
    """The force in ``path`` (``.mul``, or a lance or force ``.yaml``).

    Raises:
        FormatError: another kind of file, or one that cannot be read (file and line).
    """
    if is_mul(path):
        return read_mul(path)
    if Path(path).suffix.lower() in YAML_SUFFIXES:
        return read_force_yaml(path, catalog)
    raise FormatError(
        "not a force file: give a MegaMek force file (.mul) or a lance or force file (.yaml)", source=path
    )
