"""``designer battleforce``: 1987 BattleForce values of units, lances and forces.

    designer battleforce [--json|--csv] [--explain] FILE_OR_NAME...
    designer battleforce --lance NAME [--pilot G/P]... FILE_OR_NAME...
    designer battleforce ... --counters OUT.pdf [--paper letter|a4]

Arguments are unit files (YAML, MTF), canon names from the published BattleForce Values Table,
lance files or force files. Exit 0 ok, 1 a lance breaks the lance rules, 2 bad input."""

from __future__ import annotations

import argparse
import csv
import json
import random
from pathlib import Path
from typing import Any, TextIO

from designer.battleforce.lance import lance_values
from designer.battleforce.lance_file import (
    LanceSpec,
    UnitEntry,
    is_group_file,
    parse_skills,
    read_group_file,
)
from designer.battleforce.omni import resolve_units
from designer.battleforce.values import LanceValues, UnitValues, is_air
from designer.cli.outputs import add_output_option
from designer.cli.option_types import name_text
from designer.cli.report import Neutralised, error_object, problem
from designer.formats.errors import FormatError
from designer.rules.findings import Severity
from designer.formats.load import expand_paths
from designer.forces.load import is_mul
from designer.safe_io import OutputRefused, is_folder, atomic_write_stream, check_output_target, csv_cell, os_problem

EXIT_OK, EXIT_ERRORS, EXIT_BAD_INPUT = 0, 1, 2
CSV_COLUMNS = ("kind", "name", "class", "ra", "ca", "d", "r", "mp", "jump", "indirect", "experience", "members")


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="unit file (YAML, MTF, BLK) or folder, canon unit name, lance file or force file")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print JSON")
    output.add_argument("--csv", action="store_true", help="print CSV")
    parser.add_argument("--explain", action="store_true", help="show how every value was computed")
    from designer.cli.force import add_units_option   # FILE may be a MegaMek force file (.mul): lances by path

    add_units_option(parser)
    parser.add_argument("--config", type=name_text("configuration"), metavar="NAME",
                        help="the configuration of an OmniMech to convert (any case; default: every one)")
    parser.add_argument("--lance", type=name_text("lance name"), metavar="NAME", help="group all given units into one lance")
    parser.add_argument("--pilot", action="append", default=[], metavar="G/P",
                        help="gunnery/piloting of each --lance member, in order (default 4/5)")
    parser.add_argument("--roll", action="store_true", help="roll the lance's experience (2D6)")
    parser.add_argument("--seed", type=int, help="seed for rolled experience")
    add_output_option(parser, "--counters", file_type="pdf", metavar="OUT.pdf",
                      help="also print the lances as cut-out counters (PDF)")
    parser.add_argument("--paper", choices=("letter", "a4"), type=str.lower, default="letter", help="counter paper size")


def _expanded(names: list[str], bad: list[FormatError]) -> list[str]:
    """The names given, a folder standing for every unit file below it."""
    out: list[str] = []
    for name in names:
        if name and is_folder(Path(name)):
            out += [str(path) for path in expand_paths([name], bad.append)]
        else:
            out.append(name)
    return out


def _collect(args: argparse.Namespace, bad: list[FormatError]) -> tuple[list[UnitEntry], list[LanceSpec]]:
    """The units and lances named; a file or name that cannot be read goes to ``bad`` and the
    rest are still converted (a ``--lance`` with a member missing is not formed). A MegaMek force
    file gives its lances by force path; a unit of it that cannot be converted is named in
    ``args.left_out`` and the rest still form their lances."""
    units: list[UnitEntry] = []
    lances: list[LanceSpec] = []
    args.left_out = []
    for name in _expanded(args.files, bad):
        try:
            if is_mul(name):
                lances.extend(_force_lances(name, args))
            elif is_group_file(Path(name)):
                lances.extend(read_group_file(name))
            else:   # an OmniMech: a member per configuration, or the one --config names
                units.extend(resolve_units(name, configuration=args.config))
        except FormatError as error:
            bad.append(error)
    if args.lance is not None:
        skills = [parse_skills(text, "--pilot") for text in args.pilot]
        if len(skills) > len(units):
            raise FormatError(f"{len(skills)} --pilot values for {len(units)} units", source="--pilot")
        members = tuple(UnitEntry(u.values, skills[i] if i < len(skills) else None) for i, u in enumerate(units))
        if not bad:
            lances.insert(0, LanceSpec(args.lance, members, roll=args.roll))
        units = []
    return units, lances


def _force_lances(name: str, args: argparse.Namespace) -> list[LanceSpec]:
    from designer.cli.force import catalog_of
    from designer.forces.designs import force_lances
    from designer.formats.mul import read_mul

    if getattr(args, "catalog", None) is None:
        args.catalog = catalog_of(args)
    specs, left_out = force_lances(read_mul(name), args.catalog)
    args.left_out += left_out
    return specs


def _lance(spec: LanceSpec, rng: random.Random) -> LanceValues:
    members = [member.values for member in spec.members]
    skills = None if spec.roll else spec.skills()
    return lance_values(members, skills, name=spec.name, rng=rng, declared_class=spec.declared_class)


def run(args: argparse.Namespace, out: TextIO) -> int:
    bad: list[FormatError] = []
    try:
        units, specs = _collect(args, bad)
    except FormatError as exc:
        problem(exc)
        return EXIT_BAD_INPUT
    for error in bad:
        problem(error)
    for line in args.left_out:
        problem(line)
    rng = random.Random(args.seed)
    lances = [_lance(spec, rng) for spec in specs]
    if args.counters and not _write_counters(lances, args):
        return EXIT_BAD_INPUT
    values = [entry.values for entry in units]
    if args.json:
        _print_json(values, lances, args.explain, out, bad)
    elif args.csv:
        _print_csv(values, lances, out)
    else:
        _print_text(values, lances, args.explain, out)
    invalid = _warn_invalid_designs(units + [m for spec in specs for m in spec.members])
    broken = any(f.severity is Severity.ERROR for lance in lances for f in lance.findings)
    if bad:
        return EXIT_BAD_INPUT
    return EXIT_ERRORS if broken or invalid or args.left_out else EXIT_OK


def _warn_invalid_designs(entries: list[UnitEntry]) -> bool:
    """A design that breaks construction rules still converts, with a warning and exit code 1."""
    invalid = [entry for entry in entries if entry.errors]
    for entry in invalid:
        problem(f"{entry.values.name}: the design breaks {entry.errors} construction rule(s) "
              "(see designer validate); its values follow the rules as if it were legal")
    return bool(invalid)


def _write_counters(lances: list[LanceValues], args: argparse.Namespace) -> bool:
    """Writes the counters PDF atomically (the old file stays whole if anything fails); False
    (with a message) when there is nothing to print or the target may not be written."""
    from designer.sheets.counters import render_counters   # reportlab only when asked for

    out = args.counters
    if not lances:
        problem("--counters needs lances: use --lance NAME or lance/force files")
        return False
    try:
        backup = check_output_target(out, args.files, "pdf", args.force)
        atomic_write_stream(out, lambda stream: render_counters(lances, stream, paper=args.paper), backup=backup)
    except OutputRefused as refused:
        problem(refused)
        return False
    except OSError as exc:
        problem(f"{out}: cannot write counters: {os_problem(exc, out)}")
        return False
    return True


def _print_json(units: list[UnitValues], lances: list[LanceValues], explain: bool, out: TextIO,
                bad: list[FormatError]) -> None:
    def unit(values: UnitValues) -> dict:
        return values.as_dict() | ({"working": list(values.working)} if explain else {})

    def lance(values: LanceValues) -> dict:
        extra = {"findings": [f.as_dict() for f in values.findings]} if values.findings else {}
        return values.as_dict() | extra | ({"working": list(values.working)} if explain else {})

    data: dict[str, Any] = {"units": [unit(u) for u in units], "lances": [lance(v) for v in lances]}
    if bad:
        data["errors"] = [error_object(error) for error in bad]
    json.dump(data, out, indent=2)
    out.write("\n")


class _SafeCsv(csv.DictWriter):
    """Text cells that a spreadsheet would run as a formula (= + - @) are escaped."""

    def writerow(self, rowdict: Any) -> Any:
        return super().writerow({key: csv_cell(value) for key, value in rowdict.items()})


def _print_csv(units: list[UnitValues], lances: list[LanceValues], out: TextIO) -> None:
    writer = _SafeCsv(out, fieldnames=CSV_COLUMNS, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    for values in units:
        writer.writerow(values.as_dict() | {"kind": "unit", "ra": values.ra, "ca": values.ca,
                                            "jump": _flag(values.jump, "J"), "indirect": _flag(values.indirect, "I")})
    for lance in lances:
        writer.writerow({"kind": "lance", "name": lance.name, "class": lance.class_, **lance.values.as_dict(),
                         "jump": _flag(lance.values.jump, "J"), "experience": lance.experience,
                         "members": "; ".join(m.name for m in lance.members)})


def _flag(value: bool, letter: str) -> str:
    """Flags as the published table prints them: the letter or nothing."""
    return letter if value else ""


def unit_line(values: UnitValues) -> str:
    """One unit as the published table prints it (fighters: AV ST D R M)."""
    attack = "AV" if is_air(values.class_) else "RA"
    close = "ST" if is_air(values.class_) else "CA"
    mp = f"{values.mp}/{values.jump_mp}" if 0 < values.jump_mp < values.mp else str(values.mp)
    flags = (" (J)" if values.jump else "") + (" (I)" if values.indirect else "")
    source = " [published]" if values.source == "published" else ""
    return (f"{values.name:<24} {values.class_:<8} {attack} {values.ra:>2}  {close} {values.ca:>2}  "
            f"D {values.d:>2}  R {values.r:>2}  MP {mp}{flags}{source}")


def _row(label: str, r: int, mp: str, ra: int, ca: int | str = "", d: int | str = "") -> str:
    return f"  {label:<10} {r:>2}  {mp:<4} {ra:>3} {ca:>3} {d:>3}"


def lance_lines(lance: LanceValues) -> list[str]:
    """A lance counter: the Overburn row, Full Strength and the three steps (jump shown as J)."""
    v = lance.values
    mp = f"{v.mp}{' J' if v.jump else ''}"
    lines = [f"Lance {lance.name} ({lance.class_}, {lance.experience}): {', '.join(m.name for m in lance.members)}",
             f"  {'':<10} {'R':>2}  {'M':<4} {'RA':>3} {'CA':>3} {'D':>3}",
             _row("Overburn", v.r, str(lance.overburn.mp), lance.overburn.ra),
             _row("Full", v.r, mp, v.ra, v.ca, v.d)]
    lines += [_row(f"Step {n}", v.r, mp, s.ra, s.ca, s.d) for n, s in enumerate(lance.steps, start=1)]
    return lines + [f"  {finding}" for finding in lance.findings]


def _print_text(units: list[UnitValues], lances: list[LanceValues], explain: bool, out: TextIO) -> None:
    out = Neutralised(out)   # every name from a file reaches the terminal with its escapes neutralised
    for values in units:
        out.write(unit_line(values) + "\n")
        if explain:
            out.writelines(f"    {line}\n" for line in values.working)
    for lance in lances:
        out.writelines(line + "\n" for line in lance_lines(lance))
        if explain:
            for member in lance.members:
                out.write(f"    {unit_line(member)}\n")
                out.writelines(f"      {line}\n" for line in member.working)
            out.writelines(f"    {line}\n" for line in lance.working)
