"""How many published Master Unit List figures beyond the 'Mechs' Battle Value the calculators
reproduce: vehicle Battle Value, 'Mech and vehicle cost (``../shared/reference/published/
mul-values.csv``), combat vehicle, battle armor and fighter Battle Value and fighter cost (the Alpha
Strike cards' ``alphastrike/mul-cards.csv``, where a file of ours is named), written to
``docs/value-accuracy.md``::

    python -m tools.value_accuracy [REFERENCE_FOLDER] [OUTPUT]

Every difference but the fighters' cost has its reason in
``catalog/data/mul_known_differences.yaml`` (decisions D-BV-5, D-BV-7, D-BV-8, D-COST-1)."""

from __future__ import annotations

import csv
import io
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from designer import safe_io
from designer.bv import battle_value
from designer.catalog.loader import load_data_file
from designer.formats.load import load_unit
from designer.rules.cost import cost_total

REPO = Path(__file__).resolve().parents[1]
REFERENCE = REPO.parent / "shared" / "reference"
DOC = REPO / "docs" / "value-accuracy.md"
VALUES = Path("published") / "mul-values.csv"
CARDS = Path("alphastrike") / "mul-cards.csv"
MAX_BYTES = 2_000_000
VEHICLE_BV, MECH_COST, VEHICLE_COST = "vehicle BV", "'Mech cost", "vehicle cost"
BATTLE_ARMOR_BV, FIGHTER_BV, FIGHTER_COST = "battle armor BV", "fighter BV", "fighter cost"
# The combat vehicle cards: a second source, and files mul-values.csv lacks.
CARD_VEHICLE_BV = "vehicle BV (cards)"
MEASURES = (VEHICLE_BV, MECH_COST, VEHICLE_COST, CARD_VEHICLE_BV, BATTLE_ARMOR_BV, FIGHTER_BV, FIGHTER_COST)
# Every difference of these has its reason (decisions D-BV-5, D-BV-7, D-BV-8, D-COST-1, D-COST-2).
EXPLAINED = MEASURES
UNEXPLAINED = {"kind": "unexplained", "why": "not yet explained"}
CARD_FILE = re.compile(r"^(?P<path>.+?\.blk)(?: \[troopers=\d+\])?(?:;|$)")
SQUAD = re.compile(r"\(Sqd(?P<troopers>\d+)\)")   # the card's squad size: "(Sqd4)"


@dataclass(frozen=True, slots=True)
class Row:
    measure: str
    file: str
    ours: int | None      # None: not rated or not priced (the reason in ``note``)
    published: int
    note: str = ""

    @property
    def exact(self) -> bool:
        return self.ours == self.published


def _table(reference: Path, name: Path) -> list[dict[str, str]]:
    text = safe_io.read_text(reference / name, MAX_BYTES, "Master Unit List table")
    return list(csv.DictReader(io.StringIO(text)))


def _bv(unit: Any) -> tuple[int | None, str]:
    from designer.bv import not_rated_reason

    value = battle_value(unit.model_copy(update={"pilot": None}))
    return (value.base, "") if value is not None else (None, not_rated_reason(unit) or "")


def _cost(unit: Any) -> tuple[int | None, str]:
    total, why = cost_total(unit)
    return total, why or ""


def _rows(measure: str, file: str, figure: tuple[int | None, str], published: str) -> list[Row]:
    return [Row(measure, file, figure[0], int(published), figure[1])] if published else []


def values_rows(reference: Path = REFERENCE) -> list[Row]:
    """Vehicle Battle Value and 'Mech and vehicle cost of every file mul-values.csv names."""
    out: list[Row] = []
    for entry in _table(reference, VALUES):
        unit = load_unit(reference / entry["set"] / entry["file"]).unit
        if entry["kind"] == "vehicle":
            out += _rows(VEHICLE_BV, entry["file"], _bv(unit), entry["mul_bv"])
        cost = MECH_COST if entry["kind"] == "mech" else VEHICLE_COST
        out += _rows(cost, entry["file"], _cost(unit), entry["mul_cost"])
    return out


def card_rows(reference: Path = REFERENCE) -> list[Row]:
    """Combat vehicle, battle armor (at the card's squad size) and fighter cards that name a file
    of ours."""
    out: list[Row] = []
    for entry in _table(reference, CARDS):
        found = CARD_FILE.match(entry["blk_name_match"] or "")
        if entry["type"] not in ("CV", "BA", "AF") or found is None:
            continue
        unit = load_unit(reference / found["path"]).unit
        name = Path(found["path"]).name
        if entry["type"] == "CV":
            out += _rows(CARD_VEHICLE_BV, name, _bv(unit), entry["bv"])
        elif entry["type"] == "BA":
            size = SQUAD.search(entry["name"])
            troopers = int(size["troopers"]) if size else getattr(unit, "troopers", 0)
            squad = unit.model_copy(update={"troopers": troopers})
            out += _rows(BATTLE_ARMOR_BV, f"{name} ({troopers} troopers)", _bv(squad), entry["bv"])
        else:
            out += _rows(FIGHTER_BV, name, _bv(unit), entry["bv"])
            out += _rows(FIGHTER_COST, name, _cost(unit), entry["cost"] if entry["cost"] != "0" else "")
    return out


def known_differences() -> dict[tuple[str, str], dict[str, str]]:
    rows = load_data_file("mul_known_differences.yaml")["differences"]
    return {(row["measure"], row["file"]): row for row in rows}


def summary(rows: list[Row], measure: str) -> tuple[int, int]:
    """(exact, compared) of one measure."""
    chosen = [row for row in rows if row.measure == measure]
    return sum(row.exact for row in chosen), len(chosen)


def _figure(value: int | None) -> str:
    return f"{value:,}" if value is not None else "none"


def render(rows: list[Row]) -> str:
    known = known_differences()
    lines = [
        "# Master Unit List accuracy: vehicle Battle Value, cost, battle armor and fighters",
        "",
        "Generated by `python -m tools.value_accuracy` (kept current by",
        "`tests/test_corpus_mul_values.py`).",
        "Our figures (Battle Value without pilot; cost in C-Bills by TechManual's prices, decision",
        "D-COST-1) beside the Master Unit List's: `../shared/reference/published/mul-values.csv` for",
        "vehicles and 'Mech cost, the Alpha Strike cards of `alphastrike/mul-cards.csv` (combat",
        "vehicles, battle armor squads at the card's size, fighters) where they name a file of ours.",
        "'Mech Battle Value: `docs/battle-value-accuracy.md`.",
        "",
        "| measure | compared | exact |",
        "|---|---:|---:|",
    ]
    for measure in MEASURES:
        exact, total = summary(rows, measure)
        share = f" ({100 * exact / total:.1f} %)" if total else ""
        lines.append(f"| {measure} | {total} | {exact}{share} |")
    lines += ["", "## Differences and their reasons", "",
              "| measure | file | ours | published | kind | why |", "|---|---|---:|---:|---|---|"]
    for row in rows:
        if row.exact:
            continue
        reason = known.get((row.measure, row.file), UNEXPLAINED)
        why = " ".join(reason["why"].split())
        lines.append(f"| {row.measure} | {row.file} | {_figure(row.ours)} | {row.published:,} "
                     f"| {reason['kind']} | {why} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    reference = Path(args[0]) if args else REFERENCE
    output = Path(args[1]) if len(args) > 1 else DOC
    rows = values_rows(reference) + card_rows(reference)
    safe_io.atomic_write(output, render(rows).encode("utf-8"))
    for measure in MEASURES:
        exact, total = summary(rows, measure)
        print(f"{measure}: {exact} of {total} exact")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
