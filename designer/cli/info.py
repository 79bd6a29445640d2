"""``designer info FILE...``: a TRO-style summary of each design and its findings."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.formats.errors import FormatError
from designer.formats.load import load_each
from designer.rules import validate
from designer.rules.summary import summarize


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML or MTF)")


def run(args: argparse.Namespace, out: TextIO) -> int:
    bad: list[FormatError] = []
    for loaded in load_each(args.files, bad.append):
        out.write(summarize(loaded.unit).text + "\n")
        report = validate(loaded.unit)
        out.write(f"Validation: {report.summary()}\n")
        for finding in report.findings:
            out.write(f"  {finding}\n")
        out.write("\n")
    for error in bad:
        print(error, file=sys.stderr)
    return EXIT_BAD_INPUT if bad else EXIT_OK
