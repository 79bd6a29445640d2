"""``designer validate [--json] FILE...``: checks designs; exit 0 valid, 1 errors, 2 bad input."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_ERRORS, EXIT_OK
from designer.formats.errors import FormatError
from designer.formats.load import LoadedUnit, load_each
from designer.rules import Report, validate
from designer.rules.summary import summarize


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML or MTF) or folders")
    parser.add_argument("--json", action="store_true", help="print a JSON list, one object per file")


def _as_json(loaded: LoadedUnit, report: Report) -> dict[str, Any]:
    summary = summarize(loaded.unit)
    return {"file": str(loaded.path), "name": summary.name, "kind": summary.kind, "valid": report.is_valid,
            "tonnage": summary.tonnage, "weight": summary.weight,
            "findings": [finding.as_dict() for finding in report.findings],
            "import_notes": [{"line": issue.line, "code": issue.code, "message": issue.message}
                             for issue in loaded.issues]}


def _print_text(loaded: LoadedUnit, report: Report, out: TextIO) -> None:
    out.write(f"{loaded.path}: {report.summary()}\n")
    for issue in loaded.issues:
        where = f"{loaded.path}:{issue.line}" if issue.line else str(loaded.path)
        out.write(f"  import: {where}: {issue.message}\n")
    for finding in report.findings:
        out.write(f"  {finding}\n")


def run(args: argparse.Namespace, out: TextIO) -> int:
    results: list[dict[str, Any]] = []
    bad: list[FormatError] = []
    worst = EXIT_OK
    for loaded in load_each(args.files, bad.append):
        report = validate(loaded.unit)
        if not report.is_valid:
            worst = EXIT_ERRORS
        if args.json:
            results.append(_as_json(loaded, report))
        else:
            _print_text(loaded, report, out)
    if args.json:
        json.dump(results, out, indent=2)
        out.write("\n")
    for error in bad:
        print(error, file=sys.stderr)
    return EXIT_BAD_INPUT if bad else worst
