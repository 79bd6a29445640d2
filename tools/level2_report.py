"""The Level 2 corpus report: every MegaMek 'Mech file of a folder (the 495 TRO 3050-era files of
``../shared/reference/level2``) read, validated, and each file that still has an error finding
listed under the reason it fails, so that the reasons left are the documented ones:

- equipment outside the catalog (later technology not yet catalogued);
- construction types the catalog lacks (XXL engines, command consoles...), which the reader notes
  and reads as standard (the later types the canon files use are catalogued, D-LATER-TYPE-1..4);
- anything else, which is a defect of the designer to look into.

The counts table tells the files within seed 002 (every item and type printed by the seed 002 tables
or the 1987 rules) from those that validate only thanks to the later-technology rows of decision
D-L2-LATER (``Level2Item.later``: rotary AC, C3i, MML...; later construction types: light engine,
compact gyro, small cockpit...) and from those with something the catalog
does not hold.

Run ``python -m tools.level2_report [FOLDER [TARGET]]`` to rewrite
``docs/level2-rejections.md``; a test keeps the committed document current."""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from designer.catalog import catalog
from designer.catalog.level2 import Level2Item, level2_catalog
from designer.formats.errors import FormatError
from designer.mech.mtf import read_mtf
from designer.mech.model import Mount
from designer.model.common import TechBase
from designer.mech.model import Mech
from designer.rules.findings import Finding, Severity
from designer.mech.construction import construction_rows
from designer.rules.validate import validate

REPO = Path(__file__).resolve().parents[1]
FOLDER = REPO.parent / "shared" / "reference" / "level2"
DOC = REPO / "docs" / "level2-rejections.md"

LATER_EQUIPMENT = "Equipment outside the catalog (later technology)"
LATER_TYPES = "Construction types outside seed 002 (later technology)"
OTHER = "Other findings (to look into)"
REASONS = (LATER_EQUIPMENT, LATER_TYPES, OTHER)
_UNKNOWN_NOTES = ("MTF-UNKNOWN-ITEM", "MTF-UNKNOWN-AMMO")
_QUOTED = re.compile(r"'([^']+)'")


@dataclass(frozen=True)
class FileResult:
    """One file: its tech base, the error findings left, what the reader could not read."""

    name: str
    tech_base: str
    errors: tuple[Finding, ...]
    unknown: tuple[str, ...]      # equipment and ammunition names outside the catalog
    later_types: tuple[str, ...]  # header types read as standard (reader notes)
    later_items: tuple[str, ...] = ()  # catalogued later-technology rows and types (D-L2-LATER)

    @property
    def valid(self) -> bool:
        return not self.errors

    @property
    def seed_002_equipment(self) -> bool:
        """Every item of the file is in the seed 002 tables or the 1987 rules."""
        return not self.unknown and not self.later_items

    @property
    def seed_002_only(self) -> bool:
        """Every item and header type of the file is in the seed 002 tables or the 1987 rules."""
        return self.seed_002_equipment and not self.later_types

    @property
    def later_technology(self) -> bool:
        """The catalog holds every item and type of the file, some of them as later technology."""
        return bool(self.later_items) and not self.unknown and not self.later_types

    @property
    def reason(self) -> str:
        if self.unknown:
            return LATER_EQUIPMENT
        if self.later_types or any(f.code == "MECH-COCKPIT-TYPE" for f in self.errors):
            return LATER_TYPES
        return OTHER


def check_file(path: Path) -> FileResult:
    """Reads and validates one MTF file (a file that cannot be read is an 'other' failure)."""
    try:
        result = read_mtf(path)
    except FormatError as exc:
        error = Finding("MTF-UNREADABLE", Severity.ERROR, None, str(exc), "")
        return FileResult(path.name, "?", (error,), (), ())
    errors = tuple(f for f in validate(result.mech).findings if f.severity is Severity.ERROR)
    unknown = sorted({_name(i.message) for i in result.issues if i.code in _UNKNOWN_NOTES})
    types = sorted({i.message.split(" is not", 1)[0] for i in result.issues
                    if i.code == "MTF-UNSUPPORTED-TECH" and "not a type the catalog knows" in i.message})
    return FileResult(path.name, result.mech.tech_base.value, errors, tuple(unknown), tuple(types),
                      later_rows(result.mech.equipment) + later_types(result.mech))


def later_types(mech: Mech) -> tuple[str, ...]:
    """The design's later-technology construction types, as "<field> <id>" (D-LATER-TYPE-1..4)."""
    return tuple(f"{field} {row.id}" for field, row in construction_rows(mech) if row.later)


def later_rows(mounts: Iterable[Mount]) -> tuple[str, ...]:
    """Ids of the later-technology rows (decision D-L2-LATER) among the mounted items."""
    ids = {getattr(catalog().find(mount.item), "id", None) for mount in mounts}
    return tuple(sorted(i for i in ids if isinstance(i, str) and isinstance(
        level2_catalog().get(i), Level2Item) and level2_catalog().get(i).later))  # type: ignore[union-attr]


def _name(message: str) -> str:
    found = _QUOTED.search(message)
    return found.group(1) if found else message


def check_folder(folder: Path = FOLDER) -> list[FileResult]:
    return [check_file(path) for path in sorted(folder.glob("*.mtf"))]


ROWS = ("all files", "seed 002 only", "later technology", "outside the catalog")


def counts(results: list[FileResult]) -> dict[str, tuple[int, int]]:
    """(valid, files) by tech base, for all files, then for the three kinds of file that share them
    out: within seed 002, needing the catalogued later technology, holding something the catalog
    does not."""
    out: dict[str, tuple[int, int]] = {}
    chosen_rows = (results, [r for r in results if r.seed_002_only],
                   [r for r in results if r.later_technology],
                   [r for r in results if not r.seed_002_only and not r.later_technology])
    for label, chosen in zip(ROWS, chosen_rows, strict=True):
        for base in (TechBase.INNER_SPHERE.value, TechBase.CLAN.value, TechBase.MIXED.value):
            files = [r for r in chosen if r.tech_base == base]
            out[f"{label} {base}"] = (sum(r.valid for r in files), len(files))
        out[f"{label} total"] = (sum(r.valid for r in chosen), len(chosen))
    return out


def render(results: list[FileResult]) -> str:
    """The Markdown document."""
    table = counts(results)
    lines = ["# Level 2 corpus: the files that do not validate", "",
             "Generated by `python -m tools.level2_report` from the MegaMek TRO 3050-era files in "
             "`../shared/reference/level2` (third-party data, not in this repository); "
             "`tests/test_corpus_level2_validation.py` keeps it current. A file validates when it has no "
             "error finding (warnings allowed).", "",
             "| files | Inner Sphere | Clan | Mixed | total |", "|---|---|---|---|---|"]
    for label in ROWS:
        bases = ("inner_sphere", "clan", "mixed", "total")
        cells = [f"{v}/{n}" for v, n in (table[f"{label} {b}"] for b in bases)]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    lines += ["", "\"seed 002 only\": every slot string of the file is an item of the seed 002 tables or "
              "of the 1987 rules, and so are its engine, structure, armor, heat sink, gyro and cockpit "
              "types; "
              "\"later technology\": the catalog holds everything the file mounts, some of it as later "
              "technology (decision D-L2-LATER: MegaMek's facts for items the seeds do not print); "
              "\"outside the catalog\": an item or a type the catalog does not hold yet.", ""]
    failing = [r for r in results if not r.valid]
    for reason in REASONS:
        group = [r for r in failing if r.reason == reason]
        lines += [f"## {reason} ({len(group)} files)", ""]
        if reason == LATER_EQUIPMENT:
            lines += _later_equipment(group)
        for r in group:
            lines.append(f"- `{r.name}`: {_why(r)}")
        lines.append("")
    return "\n".join(lines)


def _later_equipment(group: list[FileResult]) -> list[str]:
    names = Counter(name for r in group for name in r.unknown)
    ordered = sorted(names.items(), key=lambda pair: (-pair[1], pair[0]))
    listed = ", ".join(f"`{name}` ({count})" for name, count in ordered)
    return [f"Names and the number of files using them: {listed}.", ""]


def _why(result: FileResult) -> str:
    if result.reason == LATER_EQUIPMENT:
        return ", ".join(result.unknown)
    if result.reason == LATER_TYPES:
        cockpit = [f.message.split(";")[0] for f in result.errors
                   if f.code == "MECH-COCKPIT-TYPE" and not any("cockpit" in t for t in result.later_types)]
        return "; ".join([*result.later_types, *cockpit])
    codes = sorted({f"{f.code}: {f.message}" for f in result.errors})
    return "; ".join(codes)


def main(argv: list[str]) -> int:
    from tools.report_doc import write_report

    return write_report(argv, FOLDER, DOC, check_folder, render)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
