"""One unit file's row of the library index: what the file is (name, kind, tonnage, technology,
year), whether it is a valid design (error codes), and its Battle Value and cost, with the figures
the unit browser shows (movement, BattleForce values). Everything comes from the core; a row is
plain data, so it pickles to and from worker processes and stores in the cache as JSON."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.safe_io import one_line, os_problem

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

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
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


_TYPES: dict[str, tuple[type, ...]] = {
    "file": (str,), "name": (str,), "kind": (str,), "tonnage": (int, float), "tech_base": (str,),
    "rules_level": (str,), "year": (int, type(None)), "valid": (bool,), "errors": (int,),
    "warnings": (int,), "battle_value": (int, type(None)), "cost": (int, type(None)), "movement": (str,)}


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
    from designer.bv import battle_value
    from designer.model.omni import shown_configuration
    from designer.rules import validate
    from designer.rules.cost import cost_total
    from designer.rules.summary import summarize

    report = validate(unit)
    unit = shown_configuration(unit)
    summary = summarize(unit)
    year = getattr(unit, "year", None)
    value = _guarded(lambda: battle_value(unit))
    return IndexRow(
        str(path), summary.name, summary.kind, float(summary.tonnage),
        tech_base_label(getattr(unit, "tech_base", None)),
        rules_level_label(getattr(unit, "rules_level", None)),
        int(year) if year else None, report.is_valid,
        tuple(dict.fromkeys(finding.code for finding in report.errors)),
        len(report.errors), len(report.warnings),
        value.base if value is not None else None, _guarded(lambda: cost_total(unit)[0]),
        _guarded(lambda: _movement(unit)) or "", _guarded(lambda: _battleforce(unit)))


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


@dataclass(frozen=True, slots=True)
class Entry:
    """What indexing one file gave: its row, or the one line saying why it cannot be read; the
    file's (size, mtime_ns) when it did not change while it was read (else it is not cached)."""

    path: str
    row: IndexRow | None
    problem: str | None
    stamp: tuple[int, int] | None


def file_stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return (info.st_size, info.st_mtime_ns)


def index_file(path: Path) -> Entry:
    """The entry of one file (in a worker process or this one); never raises for a bad file."""
    before = file_stamp(path)
    try:
        row: IndexRow | None = unit_row(path, load_unit(path).unit)
        problem = None
    except FormatError as error:
        row, problem = None, one_line(str(error))
    except OSError as error:   # gone or unreadable since the walk
        row, problem = None, one_line(f"{path}: {os_problem(error, path)}")
    after = file_stamp(path)
    return Entry(str(path), row, problem, before if before == after else None)
