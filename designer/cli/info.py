"""``designer info FILE...``: a TRO-style summary of each design, its Battle Value and cost, and its
findings; ``--json``: one object per design (each OmniMech configuration) with the figures."""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.bv import battle_value_line
from designer.cli.omni_info import configurations_of, pod_space_text
from designer.cli.report import error_object, problem, write
from designer.cli.unit_facts import unit_facts
from designer.formats.errors import FormatError
from designer.formats.load import load_each
from designer.rules import validate
from designer.rules.summary import summarize


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML, MTF, BLK) or folders")
    parser.add_argument("--config", metavar="NAME", help="only this configuration of an OmniMech")
    parser.add_argument("--json", action="store_true",
                        help="one JSON object per design: file, name, kind, tonnage, battle_value, cost")


def run(args: argparse.Namespace, out: TextIO) -> int:
    bad: list[FormatError] = []
    objects: list[dict[str, object]] = []

    def unreadable(error: FormatError) -> None:
        bad.append(error)
        if args.json:
            objects.append(error_object(error))
        else:
            problem(error)

    for loaded in load_each(args.files, unreadable):
        for unit in configurations_of(loaded, args.config, unreadable):  # an OmniMech: each configuration
            if args.json:
                objects.append(unit_facts(loaded.path, unit))
                continue
            report = validate(unit)
            text = summarize(unit).text + "\n" + pod_space_text(unit) + battle_value_line(unit)
            text += f"Validation: {report.summary()}\n"
            text += "".join(f"  {finding}\n" for finding in report.findings)
            write(out, text + "\n")
    if args.json:
        write(out, json.dumps(objects, indent=2) + "\n")
    return EXIT_BAD_INPUT if bad else EXIT_OK
