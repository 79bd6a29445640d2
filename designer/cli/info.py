"""``designer info FILE...``: a TRO-style summary of each design and its findings."""

from __future__ import annotations

import argparse
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.report import problem, write
from designer.formats.errors import FormatError
from designer.formats.load import load_each
from designer.cli.omni_info import configurations_of, pod_space_text
from designer.rules import validate
from designer.rules.summary import summarize


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML, MTF, BLK) or folders")
    parser.add_argument("--config", metavar="NAME", help="only this configuration of an OmniMech")


def run(args: argparse.Namespace, out: TextIO) -> int:
    bad: list[FormatError] = []

    def unreadable(error: FormatError) -> None:
        bad.append(error)
        problem(error)

    for loaded in load_each(args.files, unreadable):
        for unit in configurations_of(loaded, args.config, unreadable):  # an OmniMech: each configuration
            report = validate(unit)
            text = summarize(unit).text + "\n" + pod_space_text(unit) + f"Validation: {report.summary()}\n"
            text += "".join(f"  {finding}\n" for finding in report.findings)
            write(out, text + "\n")
    return EXIT_BAD_INPUT if bad else EXIT_OK
