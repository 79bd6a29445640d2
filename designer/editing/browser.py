"""The unit browser's rows and filters (Qt-free): one row per unit file of the library and the
player's folders, with the values the core computes (tonnage, validity, cost, movement,
BattleForce values), and the filter the browser applies (name, kind, tonnage range, tech base,
rules level, year range, validity)."""

from __future__ import annotations

import dataclasses

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from designer import safe_io
from designer.battleforce.lance_file import is_group_file
from designer.battleforce.unit_values import UnsupportedUnitError, unit_values
from designer.editing import facts
from designer.editing.library import is_library_file
from designer.mech import mtf_meta
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.mech.omni import shown_configuration
from designer.rules.summary import summarize
from designer.rules.validate import validate
from designer.safe_io.folders import walk_unit_files

UNIT_SUFFIXES = (".yaml", ".yml", ".mtf", ".blk")
# The 1987 rules know one technology: a design that names no tech base or rules level is an
# Inner Sphere design of the Level 1 rules (the Master Rules work adds the fields).
DEFAULT_TECH_BASE = "Inner Sphere"
DEFAULT_RULES_LEVEL = "Level 1"
# Decision D-GUI-6: a design that names no year is found by the year filter at its rules' era: a
# Level 1 design at 3025, the era of the 1987 rules (D-MTF-4, the year MegaMek files get for it);
# a Level 2 design without a year has none, and the browser says how many a year range leaves out.
ERA_OF_1987_RULES = int(mtf_meta.DEFAULTS["era"])


@dataclass(frozen=True, slots=True)
class BrowserRow:
    path: Path
    name: str
    kind: str
    tons: float
    tech_base: str
    rules_level: str
    year: int | None
    errors: int
    warnings: int
    cost: int | None   # None: not computed (a part the seeds give no price for)
    movement: str
    battleforce: tuple[int, int, int, int, int] | None   # RA (or AV), CA (or ST), D, R, MP
    library: bool
    battle_value: int | None = None   # None: the kind is not rated (or not computed)
    battle_value_reason: str = ""     # why there is none (the core's reason, shown as a tooltip)
    point_value: int | None = None    # Alpha Strike PV at skill 4; None: no card for the kind

    @property
    def valid(self) -> bool:
        return self.errors == 0

    @property
    def filter_year(self) -> int | None:
        """The year the year filter reads (D-GUI-6): the design's, else its rules' era, else None."""
        if self.year is not None:
            return self.year
        return ERA_OF_1987_RULES if self.rules_level == DEFAULT_RULES_LEVEL else None

    @property
    def year_text(self) -> str:
        """"3058"; "3025 (era)" for a 1987 design that names no year; "—" for none."""
        if self.year is not None:
            return str(self.year)
        return f"{self.filter_year} (era)" if self.filter_year is not None else "—"

    @property
    def validity(self) -> str:
        if self.errors:
            return f"{self.errors} error{'s' * (self.errors != 1)}"
        return "valid" + (f", {self.warnings} warning{'s' * (self.warnings != 1)}" if self.warnings else "")


@dataclass(frozen=True, slots=True)
class BrowserFilter:
    """Zero (or "") means "any" for every field."""

    name: str = ""
    kind: str = ""
    min_tons: float = 0
    max_tons: float = 0
    tech_base: str = ""
    rules_level: str = ""
    year_from: int = 0
    year_to: int = 0
    validity: str = ""   # "valid" or "invalid"
    min_bv: int = 0      # a Battle Value range leaves out the units without one (kinds not rated)
    max_bv: int = 0

    def accepts(self, row: BrowserRow) -> bool:
        checks = (
            self.name.casefold() in row.name.casefold(),
            not self.kind or row.kind == self.kind,
            row.tons >= self.min_tons,
            not self.max_tons or row.tons <= self.max_tons,
            not self.tech_base or row.tech_base == self.tech_base,
            not self.rules_level or row.rules_level == self.rules_level,
            not self.year_from or (row.filter_year is not None and row.filter_year >= self.year_from),
            not self.year_to or (row.filter_year is not None and row.filter_year <= self.year_to),
            not self.validity or (self.validity == "valid") == row.valid,
            not self.min_bv or (row.battle_value is not None and row.battle_value >= self.min_bv),
            not self.max_bv or (row.battle_value is not None and row.battle_value <= self.max_bv),
        )
        return all(checks)


def without_year(rows: Iterable[BrowserRow], wanted: BrowserFilter) -> int:
    """How many rows a year range of ``wanted`` leaves out because they have no year (D-GUI-6):
    those every other filter would show."""
    if not (wanted.year_from or wanted.year_to):
        return 0
    open_years = dataclasses.replace(wanted, year_from=0, year_to=0)
    return sum(1 for row in rows if row.filter_year is None and open_years.accepts(row))


def unit_files(folders: Iterable[Path]) -> list[Path]:
    """Every unit file under ``folders`` (lance and force files left out), each once, sorted."""
    found: set[Path] = set()
    for folder in folders:
        if safe_io.is_folder(Path(folder)):   # bounded walk: symlink loops and dangling links end
            found.update(_resolved(p) for p in walk_unit_files(folder, UNIT_SUFFIXES).files)
    return sorted(p for p in found if not is_group_file(p))


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):   # a loop met while resolving: keep the name as found
        return path


def scan(folders: Iterable[Path]) -> tuple[list[BrowserRow], list[str]]:
    """The rows of every readable unit file, and one line per file that could not be read."""
    rows, problems = [], []
    for path in unit_files(folders):
        try:
            rows.append(row_for(path, path.stat().st_mtime_ns))
        except FormatError as error:
            problems.append(str(error))
        except OSError as error:   # gone or unreadable since the walk
            problems.append(f"{path}: {safe_io.os_problem(error, path)}")
    return rows, problems


@functools.lru_cache(maxsize=4096)
def row_for(path: Path, _mtime: int = 0) -> BrowserRow:
    """The browser row of one file (cached until the file changes).

    Raises:
        FormatError: the file cannot be read.
    """
    unit = load_unit(path).unit
    report = validate(unit)
    unit = shown_configuration(unit)   # an OmniMech: its first configuration's figures
    summary = summarize(unit)
    year = getattr(unit, "year", None)
    return BrowserRow(path, summary.name, summary.kind, float(summary.tonnage),
                      tech_base_label(getattr(unit, "tech_base", None)),
                      rules_level_label(getattr(unit, "rules_level", None)),
                      int(year) if year else None, len(report.errors), len(report.warnings),
                      _cost(unit), _movement(unit), _battleforce(unit), is_library_file(path),
                      *_battle_value(unit), _point_value(unit))


def tech_base_label(value: object) -> str:
    """"inner_sphere" (or TechBase.INNER_SPHERE) -> "Inner Sphere"; none -> the default."""
    text = str(getattr(value, "value", value) or "")
    return " ".join(word.capitalize() for word in text.split("_")) if text else DEFAULT_TECH_BASE


def rules_level_label(value: object) -> str:
    """2 -> "Level 2"; none -> the default."""
    if value is None or value == "":
        return DEFAULT_RULES_LEVEL
    return f"Level {value}" if isinstance(value, int) else str(value)


def _battle_value(unit) -> tuple[int | None, str]:
    """The base Battle Value, or None and the core's reason why there is none."""
    from designer.bv import battle_value, not_rated_reason

    try:
        value = battle_value(unit)
        return (value.base, "") if value is not None else (None, not_rated_reason(unit) or "")
    except (ValueError, ArithmeticError, LookupError):
        return None, "not computed for this design"


def _point_value(unit) -> int | None:
    from designer.alphastrike import point_value

    try:
        return point_value(unit)
    except (ValueError, ArithmeticError, LookupError, TypeError, AttributeError):
        return None


def _cost(unit) -> int | None:
    return facts.priced_cost(unit)


def _movement(unit) -> str:
    return facts.movement_text(unit)   # every kind answers through the facts it registers


def _battleforce(unit) -> tuple[int, int, int, int, int] | None:
    try:
        values = unit_values(unit)
    except (UnsupportedUnitError, ValueError):
        return None
    return (values.ra, values.ca, values.d, values.r, values.mp)
