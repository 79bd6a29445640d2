"""``designer sheet FORCE.mul [more files] -o OUT.pdf``: the record sheet of every unit of a force
that resolves to a unit file, each with its pilot's name and skills filled in where the sheet has
pilot fields, plus the sheets of any unit files given beside it. A unit of the force that cannot
be printed is named on stderr (exit 1) and the others are still printed."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_ERRORS, EXIT_OK
from designer.cli.report import problem, write_output
from designer.forces.designs import force_designs
from designer.forces.load import is_mul
from designer.forces.values import DesignCache
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths, load_unit
from designer.mech.omni import expand


def wanted(args: argparse.Namespace) -> bool:
    return any(is_mul(name) for name in args.files)


def _printable(design: Any) -> bool:
    from designer.sheets.job import kind_of

    try:
        kind_of(design)
    except ValueError:
        return False
    return True


def _designs(args: argparse.Namespace, problems: list[str], left_out: list[str]) -> list[Any]:
    """Every design to print, in the order given: a force's units with their pilots, unit files."""
    from designer.cli.force import catalog_of
    from designer.formats.mul import read_mul

    catalog, cache, designs = catalog_of(args), DesignCache(), []
    for name in args.files:
        if not is_mul(name):
            for path in expand_paths([name], lambda error: problems.append(str(error))):
                try:
                    designs += expand(load_unit(path).unit, args.config)
                except FormatError as error:
                    problems.append(str(error))
            continue
        try:
            found, missing = force_designs(read_mul(name), catalog, cache)
        except FormatError as error:
            problems.append(str(error))
            continue
        left_out += missing
        for item in found:
            if _printable(item.design):
                designs.append(item.design)
            else:
                left_out.append(
                    f"{name}:{item.unit.line}: {item.unit.designation}: no record sheet for this kind of unit"
                )
    return designs


def run(args: argparse.Namespace, out: TextIO, options: Any) -> int:
    from designer.sheets import render_sheets
    from designer.sheets.job import kind_of, own_job

    problems: list[str] = []
    left_out: list[str] = []
    designs = _designs(args, problems, left_out)
    for line in problems + left_out:
        problem(line)
    if problems:
        return EXIT_BAD_INPUT
    if not designs:
        problem(f"{args.output}: no unit of the force could be printed; nothing written")
        return EXIT_BAD_INPUT
    render = own_job(kind_of(design) for design in designs) or render_sheets
    pages = [0]

    def draw(stream: BinaryIO) -> None:
        pages[0] = render(iter(designs), stream, paper=args.paper, options=options)

    inputs = [str(Path(name)) for name in args.files]
    if not write_output(args.output, inputs, "pdf", args.force, draw, "the record sheets"):
        return EXIT_BAD_INPUT
    count = len(designs)
    out.write(f"{args.output}: {count} unit{'s' * (count != 1)} on {pages[0]} page{'s' * (pages[0] != 1)}\n")
    return EXIT_ERRORS if left_out else EXIT_OK
