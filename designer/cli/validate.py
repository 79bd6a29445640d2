"""``designer validate [--json] FILE...``: checks designs; exit 0 valid, 1 errors, 2 bad input.

A file that cannot be read is one line on stderr and, with ``--json``, an object
``{"file", "line", "error"}`` in the list; the other files are still checked."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_ERRORS, EXIT_OK
from designer.cli.report import error_object, problem, write
from designer.formats.errors import FormatError
from designer.formats.load import LoadedUnit, load_each
from designer.rules import Report, validate
from designer.rules.summary import summarize


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE", help="unit files (YAML, MTF, BLK) or folders")
    parser.add_argument("--json", action="store_true", help="print a JSON list, one object per file")


def _as_json(loaded: LoadedUnit, report: Report) -> dict[str, Any]:
    summary = summarize(loaded.unit)
    return {"file": str(loaded.path), "name": summary.name, "kind": summary.kind, "valid": report.is_valid,
            "tonnage": summary.tonnage, "weight": summary.weight,
            "findings": [finding.as_dict() for finding in report.findings],
            "import_notes": [{"line": issue.line, "code": issue.code, "message": issue.message}
                             for issue in loaded.issues]}


def _print_text(loaded: LoadedUnit, report: Report, out: TextIO) -> None:
    lines = [f"{loaded.path}: {report.summary()}"]
    for issue in loaded.issues:
        where = f"{loaded.path}:{issue.line}" if issue.line else str(loaded.path)
        lines.append(f"  import: {where}: {issue.message}")
    lines += [f"  {finding}" for finding in report.findings]
    write(out, "".join(line.replace("\n", " ") + "\n" for line in lines))


def run(args: argparse.Namespace, out: TextIO) -> int:
    results: list[dict[str, Any]] = []
    bad: list[FormatError] = []

    def unreadable(error: FormatError) -> None:
        bad.append(error)
        results.append(error_object(error))
        problem(error)

    worst = EXIT_OK
    for loaded in load_each(args.files, unreadable):
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
    return EXIT_BAD_INPUT if bad else worst
