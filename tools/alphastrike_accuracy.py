"""How many published Alpha Strike figures the converter reproduces, written to
``docs/alpha-strike-accuracy.md`` by::

    python -m tools.alphastrike_accuracy [REFERENCE_FOLDER] [OUTPUT]

Two yardsticks from ``../shared/reference``: the Master Unit List Point Values of the canon
'Mechs in ``published/mul-values.csv`` and the whole cards of ``alphastrike/mul-cards.csv`` whose
unit file we hold. Every difference is listed, with its reason where one is known
(``catalog/data/alphastrike_known_differences.yaml``)."""

from __future__ import annotations

import csv
import io
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from designer import safe_io
from designer.alphastrike import AlphaStrikeCard, NotConvertibleError, convert
from designer.catalog.loader import load_data_file
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.mech.omni import expand

REPO = Path(__file__).resolve().parents[1]
REFERENCE = REPO.parent / "shared" / "reference"
DOC = REPO / "docs" / "alpha-strike-accuracy.md"
LIBRARY = REPO / "units" / "mechs"
VALUES = Path("published") / "mul-values.csv"
CARDS = Path("alphastrike") / "mul-cards.csv"
TABLE_MAX_BYTES = 2_000_000
SQUAD = 4
TROOPERS_NOTE = re.compile(r"\s*\[troopers=\d+\]$")
CARD_FIELDS = ("type", "size", "move", "armor", "structure", "threshold", "dmg_s", "dmg_m", "dmg_l",
               "dmg_e", "overheat", "pv", "abilities")


@dataclass(frozen=True, slots=True)
class PvRow:
    file: str
    unit: str
    ours: int | None
    published: int

    @property
    def exact(self) -> bool:
        return self.ours == self.published


@dataclass(frozen=True, slots=True)
class CardRow:
    file: str
    name: str
    differences: dict[str, tuple[str, str]]   # field -> (ours, published); empty: the whole card matches
    reason: str = ""                          # why there is no card of ours

    @property
    def exact(self) -> bool:
        return not self.differences and not self.reason


def _table(reference: Path, name: Path) -> list[dict[str, str]]:
    text = safe_io.read_text(reference / name, TABLE_MAX_BYTES, "Alpha Strike table")
    return list(csv.DictReader(io.StringIO(text)))


def pv_rows(reference: Path = REFERENCE) -> list[PvRow]:
    """Our Point Value (skill 4) of every 'Mech the table names, beside the published one."""
    out = []
    for entry in _table(reference, VALUES):
        if entry["kind"] != "mech":
            continue
        unit = load_unit(reference / entry["set"] / entry["file"]).unit
        try:
            ours: int | None = convert(unit).point_value
        except NotConvertibleError:
            ours = None
        out.append(PvRow(entry["file"], entry["unit"], ours, int(entry["mul_pv"])))
    return out


def library_rows(reference: Path = REFERENCE) -> list[PvRow]:
    """The library's canon 'Mechs (each OmniMech configuration) that the Point Value table names."""
    by_name = {entry["unit"] or Path(entry["file"]).stem: entry
               for entry in _table(reference, VALUES) if entry["kind"] == "mech"}
    out = []
    for path in sorted(LIBRARY.rglob("*.yaml")):
        for unit in expand(load_unit(path).unit):
            entry = by_name.get(f"{unit.chassis} {unit.model}".strip())
            if entry is not None:
                out.append(PvRow(str(path.relative_to(REPO)), f"{unit.chassis} {unit.model}".strip(),
                                 convert(unit).point_value, int(entry["mul_pv"])))
    return out


def card_file(entry: dict[str, str]) -> str:
    """The file of ours a card row names: ``our_file``, else the first name of ``blk_name_match``
    without its ``[troopers=4]`` note."""
    name = entry["our_file"] or entry["blk_name_match"].split(";")[0]
    return TROOPERS_NOTE.sub("", name).strip()


def card_fields(card: AlphaStrikeCard) -> dict[str, str]:
    s, m, long_, e = (str(d) for d in card.damage)
    return {"type": card.unit_type, "size": str(card.size), "move": card.move, "armor": str(card.armor),
            "structure": str(card.structure), "threshold": str(card.threshold), "dmg_s": s, "dmg_m": m,
            "dmg_l": long_, "dmg_e": e, "overheat": str(card.overheat), "pv": str(card.point_value),
            "abilities": ",".join(sorted(card.specials))}


def card_rows(reference: Path = REFERENCE) -> list[CardRow]:
    """Each published card whose unit file we hold, field by field (specials in any order)."""
    out = []
    for entry in _table(reference, CARDS):
        name = card_file(entry)
        if not name:
            continue
        try:
            unit = load_unit(reference / name).unit
            if getattr(unit, "kind", "") == "battlearmor":   # the MUL's squads are of 4 troopers
                unit = unit.model_copy(update={"troopers": SQUAD})
            card = convert(unit)
        except NotConvertibleError as why:
            out.append(CardRow(name, entry["name"], {}, str(why)))
            continue
        except FormatError as why:
            out.append(CardRow(name, entry["name"], {}, f"unreadable: {why.message}"))
            continue
        ours = card_fields(card)
        theirs = {key: entry[key] for key in CARD_FIELDS}
        theirs["abilities"] = ",".join(sorted(a for a in split_specials(entry["abilities"]) if a))
        differences = {key: (ours[key], theirs[key]) for key in CARD_FIELDS if ours[key] != theirs[key]}
        out.append(CardRow(name, entry["name"], differences))
    return out


def split_specials(text: str) -> list[str]:
    """``"CASE,TUR(2/2/-,IF1),SRCH"`` -> ``["CASE", "TUR(2/2/-,IF1)", "SRCH"]``: commas inside a
    special's parentheses do not split it."""
    out, depth, current = [], 0, ""
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            out.append(current)
            current = ""
        else:
            current += char
    return [*out, current] if current else out


def known_differences() -> dict[str, str]:
    rows = load_data_file("alphastrike_known_differences.yaml")["differences"]
    return {row["file"]: " ".join(row["why"].split()) for row in rows}


def _percent(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


def render(pvs: list[PvRow], cards: list[CardRow], library: list[PvRow]) -> str:
    known = known_differences()
    exact = sum(row.exact for row in pvs)
    lib_exact = sum(row.exact for row in library)
    converted = [row for row in cards if not row.reason]
    whole = sum(row.exact for row in converted)
    card_pv = sum("pv" not in row.differences for row in converted)
    lines = [
        "# Alpha Strike accuracy", "",
        "Generated by `python -m tools.alphastrike_accuracy` (kept current by",
        "`tests/test_corpus_alphastrike.py`). Our cards (Alpha Strike Companion conversion with its",
        "errata, decisions D-AS-1 to D-AS-14 in docs/rules-decisions.md) against the Master Unit List:",
        "`designer alphastrike --explain FILE` prints the working of any of them.", "",
        "| yardstick | units | exact |", "|---|---:|---:|",
        f"| 'Mech Point Values (`published/mul-values.csv`) | {len(pvs)} "
        f"| {exact} ({_percent(exact, len(pvs))}) |",
        f"| library canon 'Mechs of that table (`units/mechs`) | {len(library)} "
        f"| {lib_exact} ({_percent(lib_exact, len(library))}) |",
        f"| whole cards, every field (`alphastrike/mul-cards.csv`, units we convert) | {len(converted)} "
        f"| {whole} ({_percent(whole, len(converted))}) |",
        f"| Point Values of those cards | {len(converted)} "
        f"| {card_pv} ({_percent(card_pv, len(converted))}) |",
        f"| cards of kinds not converted yet | {len(cards) - len(converted)} | - |", "",
        "## Point Values that differ", "",
        "| file | ours | published | why |", "|---|---:|---:|---|",
    ]
    for row in sorted((r for r in pvs if not r.exact), key=lambda r: r.file):
        why = known.get(row.file, "not yet explained")
        lines.append(f"| {row.file} | {row.ours} | {row.published} | {why} |")
    lines += ["", "## Cards that differ", "", "| file | field: ours / published | why |", "|---|---|---|"]
    for card in sorted((r for r in converted if not r.exact), key=lambda r: r.file):
        fields = "; ".join(f"{key}: {a or '-'} / {b or '-'}" for key, (a, b) in card.differences.items())
        lines.append(f"| {card.file} | {fields} | {known.get(card.file, 'not yet explained')} |")
    lines += ["", "Library 'Mechs whose Point Value differs (the same designs as reference files):", ""]
    lines += [f"- {row.file} ({row.unit}): {row.ours} against {row.published}" for row in library
              if not row.exact] or ["- none"]
    lines += ["", "## Cards not converted", ""]
    lines += [f"- {row.file} ({row.name}): {row.reason}" for row in cards if row.reason] or ["- none"]
    return "\n".join(lines) + "\n"


def summary(pvs: list[PvRow], cards: list[CardRow]) -> tuple[int, int, int, int]:
    """(exact PVs, PVs, whole cards exact, cards converted)."""
    converted = [row for row in cards if not row.reason]
    return sum(r.exact for r in pvs), len(pvs), sum(r.exact for r in converted), len(converted)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    reference = Path(args[0]) if args else REFERENCE
    output = Path(args[1]) if len(args) > 1 else DOC
    pvs, cards = pv_rows(reference), card_rows(reference)
    safe_io.atomic_write(output, render(pvs, cards, library_rows(reference)).encode("utf-8"))
    exact, total, whole, converted = summary(pvs, cards)
    print(f"{output}: {exact} of {total} Point Values exact, {whole} of {converted} whole cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
