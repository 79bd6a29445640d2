"""Fighters and vehicles of the 1987 BattleForce Values Table against the library designs
(``units/fighters``, ``units/vehicles``, converted from MegaMek's .blk files), for
``docs/battleforce-accuracy.md``. The table prints no (J) or (I) for them, so
fighters compare AV ST D R M and vehicles RA CA D R MP and the motive letter."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from tools.battleforce_accuracy import Comparison, _cell, _explanations, unit_files
from designer.battleforce.published import PublishedRow, published_rows
from designer.battleforce.unit_values import unit_values
from designer.formats.load import load_unit
from designer.kinds import unit_kind
from designer.fighter.model import Fighter
from designer.vehicle.model import Vehicle

FIGHTER_COLUMNS = ("ra", "ca", "d", "r", "mp")
VEHICLE_COLUMNS = ("ra", "ca", "d", "r", "mp", "class_")
FIGHTER_HEADINGS = {"ra": "AV", "ca": "ST", "d": "D", "r": "R", "mp": "M"}
VEHICLE_HEADINGS = {"ra": "RA", "ca": "CA", "d": "D", "r": "R", "mp": "MP", "class_": "motive"}
# MegaMek names that spell a printed name differently (matching only; no value is changed).
SPELLINGS = {"mobile headquarters": "mobile hq"}


def _key(text: str) -> str:
    key = " ".join(text.casefold().split())
    return next((key.replace(a, b, 1) for a, b in SPELLINGS.items() if key.startswith(a)), key)


def printed_row(chassis: str, kind: str) -> PublishedRow:
    """The printed row of ``kind`` whose name begins the MegaMek chassis name (longest wins).

    Raises:
        LookupError: no printed row matches.
    """
    rows = [row for row in published_rows() if row.class_.split(":")[0] == kind
            and _key(chassis).startswith(_key(row.name))]
    if not rows:
        raise LookupError(f"{chassis}: no printed {kind} row")
    return max(rows, key=lambda row: len(row.name))


def compare_others(library: Path) -> tuple[list[Comparison], list[Comparison]]:
    """(fighters, vehicles): every unit file in ``library``'s ``fighters/`` and ``vehicles/``
    converted and paired with its printed row."""
    fighters: list[Comparison] = []
    vehicles: list[Comparison] = []
    for path in unit_files(library / "fighters") + unit_files(library / "vehicles"):
        unit = load_unit(path).unit
        kind = unit_kind(unit).kind
        if kind not in ("fighter", "vehicle"):
            raise TypeError(f"{path}: not a fighter or vehicle")
        fighter_or_vehicle = cast(Fighter | Vehicle, unit)   # the registry said which
        columns = FIGHTER_COLUMNS if kind == "fighter" else VEHICLE_COLUMNS
        printed = printed_row(fighter_or_vehicle.chassis, kind)
        comparison = Comparison(path.name, fighter_or_vehicle.tonnage, printed, unit_values(unit), columns)
        (fighters if kind == "fighter" else vehicles).append(comparison)
    order = lambda c: published_rows().index(c.printed)  # noqa: E731
    return sorted(fighters, key=order), sorted(vehicles, key=order)


def _table(comparisons: list[Comparison], headings: dict[str, str], what: str) -> list[str]:
    columns = comparisons[0].columns
    totals = {c: sum(1 for x in comparisons if c not in x.differing()) for c in columns}
    lines = [f"**{sum(totals.values())} of {len(comparisons) * len(columns)} printed values reproduced**; "
             f"{sum(1 for c in comparisons if not c.differing())} of {len(comparisons)} {what} match in every column.",
             "", "| column | " + " | ".join(headings[c] for c in columns) + " |", "|---|" + "---|" * len(columns),
             "| matches | " + " | ".join(f"{totals[c]}/{len(comparisons)}" for c in columns) + " |", "",
             f"| {what[:-1]} | file | tons (file/printed) | " + " | ".join(headings[c] for c in columns) + " |",
             "|---|---|---|" + "---|" * len(columns)]
    for c in comparisons:
        cells = " | ".join(_cell(c, column) for column in columns)
        lines.append(f"| {c.printed.name} | {c.file} | {c.tons:g}/{c.printed.tons:g} | {cells} |")
    return lines + [""]


def others_sections(fighters: list[Comparison], vehicles: list[Comparison]) -> list[str]:
    """The fighter and vehicle sections of the accuracy document."""
    return [
        "## AeroSpace fighters", "",
        "All 15 printed fighters, from the MegaMek TRO 3039 files. AV as Ranged Attack; ST over the",
        "weapons without ammunition; D with one extra ton of armor; R x 5; M by weight (D-BF-14, 21).", "",
        *_table(fighters, FIGHTER_HEADINGS, "fighters"),
        *_explanations(fighters, "fighter", FIGHTER_HEADINGS),
        "## Vehicles", "",
        "17 of the 26 printed vehicles (the others have no MegaMek file). The 1987 table was computed",
        "from the vehicle data of its time; MegaMek's TRO 3039 vehicles differ from it in places",
        "(`shared/reference/megamek-units/README.md`), so these differences are data, not rules.",
        "The motive column compares the class (`vehicle:<motive>`) with the printed motive letter.",
        "Vehicles have no Overburn Value (D-BF-26): a vehicle lance's red row repeats Full Strength",
        "and its Purchase Point cost is its Step 0 RA, so these columns are all a vehicle prints.", "",
        *_table(vehicles, VEHICLE_HEADINGS, "vehicles"),
        *_explanations(vehicles, "vehicle", VEHICLE_HEADINGS),
    ]
