"""``designer convert`` of forces: a MegaMek force file (``.mul``) to our force file (``.yaml``)
and back, or ``.mul`` to ``.mul``. Written through the output guard and the atomic writer; an
existing target is refused unless ``--force``, as every conversion refuses it."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.report import problem, write_output
from designer.forces.group_file import force_yaml_text
from designer.forces.load import YAML_SUFFIXES, is_mul, read_force
from designer.forces.values import resolved_file
from designer.formats.errors import FormatError
from designer.formats.mul_writer import mul_text
from designer.safe_io import exists


def wanted(sources: list[Path], target: Path) -> bool:
    """A force conversion: one source and one target, one of them a ``.mul``."""
    return len(sources) == 1 and (is_mul(sources[0]) or is_mul(target))


def run(source: Path, target: Path, args: argparse.Namespace, out: TextIO) -> int:
    from designer.cli.force import catalog_of

    suffix = target.suffix.lower()
    if not is_mul(target) and suffix not in YAML_SUFFIXES:
        problem(f"{target}: a force converts to a MegaMek force file (.mul) or a force file (.yaml)")
        return EXIT_BAD_INPUT
    if not args.force and exists(target):   # as every conversion: an existing file stays unless --force
        problem(f"{target}: target exists (use --force to overwrite)")
        return EXIT_BAD_INPUT
    catalog = catalog_of(args)
    try:
        force = read_force(source, catalog)
    except FormatError as error:
        problem(error)
        return EXIT_BAD_INPUT
    if is_mul(target):
        text, kind = mul_text(force), "mul"
    else:
        files = [resolved_file(unit, catalog) for unit in force.units]
        for unit, file in zip(force.units, files, strict=True):
            if file is None:
                where = f"{force.source}:{unit.line}" if unit.line else force.source
                problem(f"note: {where}: {unit.designation}: no unit file found; written by its MegaMek name")
        text, kind = force_yaml_text(force, files, target.parent), "yaml"
    data = text.encode("utf-8")
    if not write_output(
        str(target), [str(source)], kind, args.force, lambda stream: stream.write(data), "the force"
    ):
        return EXIT_BAD_INPUT
    out.write(f"{target}: {len(force.units)} unit{'s' * (len(force.units) != 1)}\n")
    return EXIT_OK
