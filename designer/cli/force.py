"""``designer force [--json] FILE.mul|LANCE.yaml [--units DIR]...``: a force's units, one row each
(chassis, model, type, pilot, gunnery, piloting, the unit file it resolved to, Battle Value with its
pilot's skills, Point Value), and the totals.

Units are found by MegaMek's name ("chassis model") in the ``--units`` folders (through the index
cache) and the unit library. A unit no file answers to is named on stderr and counts as nothing;
the rest still count. Exit 0: every unit has a Battle Value; 1: some unit has none (named); 2: the
file cannot be read."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_ERRORS, EXIT_OK
from designer.cli.report import Neutralised, problem
from designer.forces.load import read_force
from designer.forces.model import ForceFile
from designer.forces.resolve import UnitCatalog, unit_catalog
from designer.forces.values import ForceRow, force_rows, totals
from designer.formats.errors import FormatError

PILOT_WIDTH = 28  # characters of a pilot's name in the text table


def add_units_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--units",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of unit files to find the force's designs in (repeatable); "
        "the unit library is always searched",
    )
    parser.add_argument(
        "--no-cache", action="store_true", help="read every unit file; leave the index cache alone"
    )


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file", metavar="FILE", help="a MegaMek force file (.mul) or a lance or force file (.yaml)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    add_units_option(parser)


def catalog_of(args: argparse.Namespace) -> UnitCatalog:
    """The designs the ``--units`` folders and the library hold; a folder that cannot be read is
    one note on stderr."""
    catalog = unit_catalog(args.units, use_cache=not args.no_cache)
    for note in catalog.notes:
        problem(f"note: {note}")
    return catalog


def unresolved_lines(force: ForceFile, rows: list[ForceRow]) -> list[str]:
    """One line per unit without a Battle Value: file, line of its entity, name and why."""
    lines = []
    for row in rows:
        if row.battle_value is None:
            where = f"{force.source}:{row.unit.line}" if row.unit.line else force.source
            lines.append(f"{where}: {row.unit.designation}: {row.problem}")
    return lines


def _cell(value: int | None) -> str:
    return "-" if value is None else f"{value:,}"


def text_lines(force: ForceFile, rows: list[ForceRow]) -> list[str]:
    lines = [f"{force.name}: {len(rows)} unit{'s' * (len(rows) != 1)}"]
    for row in rows:
        gunnery, piloting = row.skills
        pilot = row.unit.crew.name if row.unit.crew and row.unit.crew.name else "-"
        pilot = pilot if len(pilot) <= PILOT_WIDTH else pilot[: PILOT_WIDTH - 3] + "..."
        lines.append(
            f"  {row.unit.designation:<34} {row.unit.type or '-':<10} {pilot:<{PILOT_WIDTH}} "
            f"{gunnery}/{piloting}  "
            f"BV {_cell(row.battle_value):>6}  PV {_cell(row.point_value):>3}  "
            f"{row.unit_file or 'unresolved'}"
        )
    battle, point = totals(rows)
    rated = sum(row.battle_value is not None for row in rows)
    pv = sum(row.point_value is not None for row in rows)
    lines.append(
        f"Total: Battle Value {battle:,} ({rated} of {len(rows)} units); "
        f"Point Value {point if pv else '-'} ({pv} of {len(rows)} units)"
    )
    return lines


def json_object(force: ForceFile, rows: list[ForceRow]) -> dict[str, Any]:
    battle, point = totals(rows)
    return {
        "file": force.source,
        "units": [row.as_dict() for row in rows],
        "battle_value": battle,
        "point_value": point if any(row.point_value is not None for row in rows) else None,
    }


def run(args: argparse.Namespace, out: TextIO) -> int:
    catalog = catalog_of(args)
    try:
        force = read_force(args.file, catalog)
    except FormatError as error:
        problem(error)
        return EXIT_BAD_INPUT
    rows = force_rows(force, catalog)
    for line in unresolved_lines(force, rows):
        problem(line)
    if args.json:
        json.dump(json_object(force, rows), out, indent=2, ensure_ascii=False)
        out.write("\n")
    else:
        Neutralised(out).writelines(line + "\n" for line in text_lines(force, rows))
    return EXIT_ERRORS if any(row.battle_value is None for row in rows) else EXIT_OK
