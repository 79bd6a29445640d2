"""How many printed values of the 1987 BattleForce Values Table the converter reproduces from
the canon library in ``units/`` ('Mechs, fighters, vehicles: statistics converted from the
MegaMek files, equal to them by ``tests/test_corpus_library.py``), written to
``docs/battleforce-accuracy.md`` by::

    python -m tools.battleforce_accuracy [LIBRARY_FOLDER] [OUTPUT]

Each remaining difference must be explained in ``battleforce/known_differences.yaml``."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from designer.mech.battleforce import has_pod_arms, mech_values
from designer.battleforce.published import PublishedRow, published_rows
from designer.battleforce.quick import find_published
from designer.battleforce.values import UnitValues
from designer.catalog.loader import load_data_file
from designer.formats.load import load_unit
from designer.kinds import unit_kind
from designer.mech.model import Mech

REPO = Path(__file__).resolve().parents[1]
LIBRARY = REPO / "units"
UNIT_SUFFIXES = (".yaml", ".mtf", ".blk")
DOC = REPO / "docs" / "battleforce-accuracy.md"
COLUMNS = ("d", "ra", "ca", "r", "mp", "jump", "indirect")
HEADINGS = {"d": "D", "ra": "RA", "ca": "CA", "r": "R", "mp": "MP", "jump": "J", "indirect": "I"}


@dataclass(frozen=True, slots=True)
class Comparison:
    file: str
    tons: float
    printed: PublishedRow
    computed: UnitValues
    columns: tuple[str, ...] = COLUMNS
    # A 'Mech's values with its arms read the other way (punching or not, D-BF-7, D-IX-4), and
    # whether the design marks its arms as weapon pods; None and False for the other kinds.
    other_arm_reading: UnitValues | None = None
    weapon_pod_arms: bool = False

    def cell(self, column: str) -> tuple[object, object]:
        """(computed, printed) of one column; J and I are flags."""
        return getattr(self.computed, column), getattr(self.printed, column)

    def differing(self) -> tuple[str, ...]:
        return tuple(column for column in self.columns if self.cell(column)[0] != self.cell(column)[1])


def unit_files(folder: Path) -> list[Path]:
    """The unit files (.yaml, .mtf, .blk) directly in ``folder``, sorted."""
    return sorted(path for path in folder.glob("*") if path.suffix in UNIT_SUFFIXES)


def compare_folder(folder: Path = LIBRARY / "mechs") -> list[Comparison]:
    """Converts every 'Mech file in ``folder`` and pairs it with its printed row (by chassis name)."""
    out = []
    for path in unit_files(folder):
        unit = load_unit(path).unit
        if unit_kind(unit).kind != "mech":
            raise TypeError(f"{path}: not a 'Mech")
        out.append(_mech_comparison(path.name, cast(Mech, unit)))   # the registry said: a 'Mech
    return sorted(out, key=lambda c: (c.printed.tons or 0, published_order(c.printed.name)))


def _mech_comparison(file: str, mech: Mech) -> Comparison:
    return Comparison(file, mech.tonnage, find_published(f"mech:{mech.chassis}"), mech_values(mech),
                      other_arm_reading=mech_values(mech, pod_arms=not has_pod_arms(mech)),
                      weapon_pod_arms=mech.weapon_pod_arms)


def published_order(name: str) -> int:
    return next(i for i, row in enumerate(published_rows()) if row.name == name)


def known_differences(kind: str = "mech") -> dict[tuple[str, str], str]:
    """(printed name, column) -> why the printed value of a ``kind`` unit (mech, fighter,
    vehicle) is not reproduced."""
    rows = load_data_file("battleforce/known_differences.yaml")["differences"]
    return {(row["name"], row["column"]): row["why"] for row in rows if row.get("kind", "mech") == kind}


def column_totals(comparisons: list[Comparison]) -> dict[str, int]:
    columns = comparisons[0].columns if comparisons else COLUMNS
    return {column: sum(1 for c in comparisons if column not in c.differing()) for column in columns}


def _flag(value: object, letter: str) -> str:
    return letter if value else "-"


def _shown(comparison: Comparison, column: str) -> tuple[object, object]:
    computed, printed = comparison.cell(column)
    if column in ("jump", "indirect"):
        return _flag(computed, HEADINGS[column]), _flag(printed, HEADINGS[column])
    if column == "class_":
        return str(computed).removeprefix("vehicle:"), str(printed).removeprefix("vehicle:")
    return computed, printed


def _cell(comparison: Comparison, column: str) -> str:
    computed, printed = _shown(comparison, column)
    return f"{computed}" if computed == printed else f"**{computed}/{printed}**"


def arm_reading_matches(comparisons: list[Comparison]) -> list[Comparison]:
    """The 'Mechs whose printed CA is missed but equals the value computed with the other reading of
    their arms (punching or not, D-BF-7, D-IX-4): what reading them the other way would reproduce."""
    out = []
    for c in comparisons:
        if "ca" in c.differing() and c.other_arm_reading is not None:
            if c.other_arm_reading.ca == c.printed.ca:
                out.append(c)
    return out


def _names(comparisons: list[Comparison]) -> str:
    names = [c.printed.name for c in comparisons]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def _summary(comparisons: list[Comparison]) -> list[str]:
    """The counts of the report, every one computed from ``comparisons``."""
    matched = sum(column_totals(comparisons).values())
    total = len(comparisons) * len(COLUMNS)
    pods = [c.printed.name for c in comparisons if c.weapon_pod_arms]
    flipped = arm_reading_matches(comparisons)
    rest = total - matched - len(flipped)
    totals = column_totals(comparisons)
    lines = [
        f"**{matched} of {total} printed values reproduced**; "
        f"{sum(1 for c in comparisons if not c.differing())} of {len(comparisons)} 'Mechs match in "
        "every column.",
        "",
        "| column | " + " | ".join(HEADINGS[c] for c in COLUMNS) + " |",
        "|---|" + "---|" * len(COLUMNS),
        "| matches | " + " | ".join(f"{totals[c]}/{len(comparisons)}" for c in COLUMNS) + " |",
        "",
        "Readings (one sentence each, D-BF-n): range rounds to nearest, .5 up; punches are 2 x tons/10",
        "unrounded; rear-mounted weapons count; quads and 'Mechs whose arms are weapon pods do not",
        "punch; (I) when LRMs give at least 55% of the range rating. Arms cannot punch when the design",
        "says they are weapon pods (`weapon_pod_arms`) or neither arm has a lower arm actuator (seed 000",
        f"line 4348, D-IX-4); designs marked as weapon pods: {', '.join(pods) or 'none'}.",
    ]
    if flipped:
        reproduced = f"would reproduce {matched + len(flipped)} of {total}; the other {rest} differences are"
        lines += [f"Reading the arms of {_names(flipped)} the other way (their printed CA is that reading's "
                  f"value) {reproduced}",
                  "explained one by one under Remaining differences."]
    return lines + [
        "",
        "**These readings were chosen against the same published table they are scored on.** Where",
        "the rules text allows more than one reading, the one that reproduces more printed values was",
        "kept, so the counts above measure how well the readings fit this table, not an independent",
        "check of the converter on units it was not tuned to.",
        "",
    ]


def render(comparisons: list[Comparison], folder: Path | None = None) -> str:
    """The Markdown text of docs/battleforce-accuracy.md; ``folder`` is the library root whose
    ``fighters/`` and ``vehicles/`` the other sections compare (default ``units/``)."""
    lines = [
        "# BattleForce accuracy: computed values against the 1987 BattleForce Values Table",
        "",
        "Generated by `python -m tools.battleforce_accuracy`; do not edit. The units are the",
        "library designs in `units/` (statistics converted from MegaMek's files); the printed values are",
        "`designer/catalog/data/battleforce/values_1987.yaml` (from `battleforce-1987-values.csv`).",
        "Rules and readings: `docs/rules-decisions.md` (D-BF-n). 'Mechs first; AeroSpace fighters and",
        "vehicles follow in their own sections.",
        "",
        *_summary(comparisons),
    ]
    from tools.battleforce_accuracy_others import compare_others, others_sections  # uses this module

    others = others_sections(*compare_others(LIBRARY if folder is None else folder))
    return "\n".join(lines + _per_mech(comparisons) + _explanations(comparisons) + others) + "\n"


def _per_mech(comparisons: list[Comparison]) -> list[str]:
    lines = ["## Per 'Mech", "",
             "Cells show the computed value; a difference shows **computed/printed**.", "",
             "| 'Mech | file | tons | " + " | ".join(HEADINGS[c] for c in COLUMNS) + " |",
             "|---|---|---|" + "---|" * len(COLUMNS)]
    for c in comparisons:
        cells = " | ".join(_cell(c, column) for column in COLUMNS)
        lines.append(f"| {c.printed.name} | {c.file} | {c.tons} | {cells} |")
    return lines + [""]


def _explanations(comparisons: list[Comparison], kind: str = "mech",
                  headings: dict[str, str] = HEADINGS) -> list[str]:
    known = known_differences(kind)
    lines = ["## Remaining differences" if kind == "mech" else "### Differences", ""]
    for c in comparisons:
        for column in c.differing():
            computed, printed = _shown(c, column)
            why = known.get((c.printed.name, column), "UNEXPLAINED")
            lines.append(f"- **{c.printed.name} {headings[column]}** computed {computed}, "
                         f"printed {printed}: {why}")
    return lines + [""]


def main(argv: list[str]) -> int:
    library = Path(argv[0]) if argv else LIBRARY
    target = Path(argv[1]) if len(argv) > 1 else DOC
    from designer.formats.yaml_io import atomic_write_text  # every output: the one atomic writer

    atomic_write_text(target, render(compare_folder(library / "mechs"), library), backup=False)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
