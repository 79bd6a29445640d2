"""One unit file's row of the library index: what the file is (name, kind, tonnage, technology,
year), whether it is a valid design (error codes), its Battle Value, cost and Alpha Strike Point
Value, with the figures
the unit browser shows (movement, BattleForce values). Everything comes from the core; a row is
plain data, so it pickles to and from worker processes and stores in the cache as JSON."""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.mech.mtf_meta import era_year
from designer.safe_io import MAX_YAML_BYTES as MAX_UNIT_BYTES
from designer.safe_io import one_line, os_problem, read_bytes

# A design that names no tech base or rules level is an Inner Sphere design of the Level 1 rules
# (the 1987 rules know one technology; the Master Rules work adds the fields).
DEFAULT_TECH_BASE = "Inner Sphere"
DEFAULT_RULES_LEVEL = "Level 1"


@dataclass(frozen=True, slots=True)
class IndexRow:
    file: str
    name: str
    kind: str
    tonnage: float
    tech_base: str
    rules_level: str
    year: int | None
    valid: bool
    error_codes: tuple[str, ...]     # each code once, in the order the report gives them
    errors: int
    warnings: int
    battle_value: int | None         # None: the kind is not rated
    cost: int | None                 # None: no cost method, or a part priced nowhere
    movement: str = ""
    battleforce: tuple[int, ...] | None = None   # RA (or AV), CA (or ST), D, R, MP
    battle_value_reason: str = ""    # why there is no Battle Value (designer.bv.not_rated_reason)
    point_value: int | None = None   # Alpha Strike PV at skill 4; None: the kind has no card

    def as_dict(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in _FIELD_NAMES}   # every field is plain data
        out["error_codes"] = list(self.error_codes)
        out["battleforce"] = list(self.battleforce) if self.battleforce is not None else None
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IndexRow:
        """A row as :meth:`as_dict` gave it. Raises TypeError/ValueError/KeyError when it is not one."""
        names = {field.name for field in fields(cls)}
        if set(data) != names:
            raise KeyError("not an index row")
        values = dict(data)
        values["error_codes"] = tuple(str(code) for code in data["error_codes"])
        force = data["battleforce"]
        values["battleforce"] = tuple(int(value) for value in force) if force is not None else None
        _check_types(values)
        return cls(**values)


_FIELD_NAMES = tuple(field.name for field in fields(IndexRow))
_TYPES: dict[str, tuple[type, ...]] = {
    "file": (str,), "name": (str,), "kind": (str,), "tonnage": (int, float), "tech_base": (str,),
    "rules_level": (str,), "year": (int, type(None)), "valid": (bool,), "errors": (int,),
    "warnings": (int,), "battle_value": (int, type(None)), "cost": (int, type(None)), "movement": (str,),
    "battle_value_reason": (str,), "point_value": (int, type(None))}


def _check_types(values: dict[str, Any]) -> None:
    for name, types in _TYPES.items():
        if not isinstance(values[name], types):
            raise TypeError(f"index row field {name}: {type(values[name]).__name__}")


def tech_base_label(value: object) -> str:
    """"inner_sphere" (or TechBase.INNER_SPHERE) -> "Inner Sphere"; none -> the default."""
    text = str(getattr(value, "value", value) or "")
    return " ".join(word.capitalize() for word in text.split("_")) if text else DEFAULT_TECH_BASE


def rules_level_label(value: object) -> str:
    """2 -> "Level 2"; none -> the default."""
    if value is None or value == "":
        return DEFAULT_RULES_LEVEL
    return f"Level {value}" if isinstance(value, int) else str(value)


def unit_row(path: Path, unit: Any) -> IndexRow:
    """The row of a design read from ``path``: an OmniMech's validity is its design's (every
    configuration), its name and figures those of its first configuration (``shown_configuration``)."""
    from designer.alphastrike import point_value
    from designer.bv import battle_value, not_rated_reason
    from designer.mech.omni import shown_configuration
    from designer.rules import validate
    from designer.rules.cost import cost_total
    from designer.rules.summary import summarize

    report = validate(unit)
    unit = shown_configuration(unit)
    summary = summarize(unit)
    year = getattr(unit, "year", None) or era_year(getattr(unit, "meta", None) or {})   # D-ARCH-6: Era:
    value = _guarded(lambda: battle_value(unit))
    return IndexRow(
        str(path), summary.name, summary.kind, float(summary.tonnage),
        tech_base_label(getattr(unit, "tech_base", None)),
        rules_level_label(getattr(unit, "rules_level", None)),
        int(year) if year else None, report.is_valid,
        tuple(dict.fromkeys(finding.code for finding in report.errors)),
        len(report.errors), len(report.warnings),
        value.base if value is not None else None, _guarded(lambda: cost_total(unit)[0]),
        _guarded(lambda: _movement(unit)) or "", _guarded(lambda: _battleforce(unit)),
        "" if value is not None else _guarded(lambda: not_rated_reason(unit)) or "",
        _guarded(lambda: point_value(unit)))


def _guarded(figure: Any) -> Any:
    """A figure of a design that breaks the rules may not exist (a 'Mech with no engine has no
    speed factor); the row then shows none rather than losing the file."""
    try:
        return figure()
    except (ValueError, ArithmeticError, KeyError, TypeError, AttributeError, LookupError):
        return None


def _movement(unit: Any) -> str:
    from designer.editing import facts   # every kind answers through the facts it registers

    return facts.movement_text(unit)


def _battleforce(unit: Any) -> tuple[int, ...] | None:
    from designer.battleforce.unit_values import UnsupportedUnitError, unit_values

    try:
        values = unit_values(unit)
    except UnsupportedUnitError:
        return None
    return (values.ra, values.ca, values.d, values.r, values.mp)


# A file's identity on disk: size, modification and change times (ns), inode and device. Any write
# changes the change time (which no program can set back) and a copy or checkout the inode, so a
# file rewritten with its size and modification time kept is still seen as changed.
Stamp = tuple[int, int, int, int, int]
# A file changed within this long of being read may keep its times if the file system's clock is
# coarse (ticks of a few ms; 2 s on FAT): its cached row is trusted only after its content's digest
# is checked (the "racily clean" case).
RACY_NS = 2_000_000_000


@dataclass(frozen=True, slots=True)
class Entry:
    """What indexing one file gave: its row, or the one line saying why it cannot be read; the
    file's stamp when it did not change while it was read (else it is not cached), the digest of
    the content it was computed from and when it was read (ns since the epoch)."""

    path: str
    row: IndexRow | None
    problem: str | None
    stamp: Stamp | None
    digest: str | None = None
    read_ns: int = 0

    def racy(self) -> bool:
        """Whether the file was changed so shortly before it was read that a later change could
        have left its stamp as it was."""
        return self.stamp is None or max(self.stamp[1], self.stamp[2]) >= self.read_ns - RACY_NS


def file_stamp(path: Path) -> Stamp | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return (info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino, info.st_dev)


def file_digest(path: Path) -> str | None:
    """The BLAKE2 digest of the file's bytes (no larger than a unit file may be); None when it
    cannot be read."""
    return _digest(_file_bytes(path))


def _file_bytes(path: Path) -> bytes | None:
    try:
        return read_bytes(path, MAX_UNIT_BYTES, "a unit file")
    except (FormatError, OSError):
        return None


def _digest(data: bytes | None) -> str | None:
    return hashlib.blake2b(data, digest_size=16).hexdigest() if data is not None else None


def index_file(path: Path) -> Entry:
    """The entry of one file (in a worker process or this one); never raises for a bad file. The
    file is read once: its row is computed from the bytes its digest is of (a file that cannot be
    read is left to the reader, which says why)."""
    before, data = file_stamp(path), _file_bytes(path)
    digest = _digest(data)
    try:
        row: IndexRow | None = unit_row(path, load_unit(path, for_writing=False, data=data).unit)
        problem = None
    except FormatError as error:
        row, problem = None, one_line(str(error))
    except OSError as error:   # gone or unreadable since the walk
        row, problem = None, one_line(f"{path}: {os_problem(error, path)}")
    after = file_stamp(path)
    return Entry(str(path), row, problem, before if before == after else None, digest, time.time_ns())
