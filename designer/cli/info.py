"""``designer info FILE...``: a TRO-style summary of each design and its findings."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths, load_unit
from designer.rules import validate
from designer.rules.summary import summarize


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML or MTF)")


def run(args: argparse.Namespace, out: TextIO) -> int:
    status = EXIT_OK
    for path in expand_paths(args.files):
        try:
            loaded = load_unit(path)
        except FormatError as error:
            print(error, file=sys.stderr)
            status = EXIT_BAD_INPUT
            continue
        out.write(summarize(loaded.unit).text + "\n")
        report = validate(loaded.unit)
        out.write(f"Validation: {report.summary()}\n")
        for finding in report.findings:
            out.write(f"  {finding}\n")
        out.write("\n")
    return status
