"""``designer validate [--json] [--jobs N] FILE...``: checks designs; exit 0 valid, 1 errors, 2 bad input.

A file that cannot be read is one line on stderr and, with ``--json``, an object
``{"file", "line", "error"}`` in the list; the other files are still checked. Many files are
checked on every core (``--jobs``, :mod:`designer.cli.parallel`), printed in the order given."""

from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import Any, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_ERRORS, EXIT_OK
from designer.cli.outcome import FileOutcome, JsonList, replay
from designer.cli.parallel import add_jobs_option, jobs_of, ordered_map
from designer.cli.report import error_object, problem
from designer.formats.errors import FormatError
from designer.formats.load import LoadedUnit, expand_paths, load_unit
from designer.rules import Report, validate
from designer.rules.summary import summarize
from designer.safe_io import is_folder, printable
from designer.wording import counted


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="unit files (YAML, MTF, BLK), folders or library design names")
    parser.add_argument("--json", action="store_true", help="print a JSON list, one object per file")
    add_jobs_option(parser)


def _as_json(loaded: LoadedUnit, report: Report) -> dict[str, Any]:
    summary = summarize(loaded.unit)
    return {"file": str(loaded.path), "name": summary.name, "kind": summary.kind, "valid": report.is_valid,
            "tonnage": summary.tonnage, "weight": summary.weight,
            "findings": [finding.as_dict() for finding in report.findings],
            "import_notes": [{"line": issue.line, "code": issue.code, "message": issue.message}
                             for issue in loaded.issues]}


def _text(loaded: LoadedUnit, report: Report) -> str:
    lines = [f"{loaded.path}: {report.summary()}"]
    for issue in loaded.issues:
        where = f"{loaded.path}:{issue.line}" if issue.line else str(loaded.path)
        lines.append(f"  import: {where}: {issue.message}")
    lines += [f"  {finding}" for finding in report.findings]
    return printable("".join(line.replace("\n", " ") + "\n" for line in lines))


def check_file(path: Path, as_json: bool) -> FileOutcome:
    """One file read and validated (in a worker process or this one)."""
    outcome = FileOutcome()
    try:
        loaded = load_unit(path, for_writing=False)   # checked, never written back
    except FormatError as error:
        outcome.bad = True
        outcome.problem(error)
        if as_json:
            outcome.object(error_object(error))
        return outcome
    report = validate(loaded.unit)
    outcome.errors = not report.is_valid
    if as_json:
        outcome.object(_as_json(loaded, report))
    else:
        outcome.out(_text(loaded, report))
    return outcome


def run(args: argparse.Namespace, out: TextIO) -> int:
    objects = JsonList(out) if args.json else None
    bad = False
    tally = Tally()

    def unreadable(error: FormatError) -> None:
        nonlocal bad
        bad = True
        tally.unreadable += 1
        problem(error)
        if objects is not None:
            objects.add(error_object(error))

    worst = EXIT_OK
    paths = expand_paths(args.files, unreadable)
    for outcome in ordered_map(functools.partial(check_file, as_json=args.json), paths, jobs_of(args),
                               "validating"):
        replay(outcome, out, objects)
        bad = bad or outcome.bad
        worst = EXIT_ERRORS if outcome.errors else worst
        tally.add(outcome)
    if objects is not None:
        objects.close()
    elif len(args.files) > 1 or len(paths) > 1 or any(is_folder(Path(name)) for name in args.files if name):
        out.write(tally.line() + "\n")
    return EXIT_BAD_INPUT if bad else worst


class Tally:
    """How many designs a run found valid, invalid and unreadable (the last line of a batch)."""

    def __init__(self) -> None:
        self.valid = self.invalid = self.unreadable = 0

    def add(self, outcome: FileOutcome) -> None:
        if outcome.bad:
            self.unreadable += 1
        elif outcome.errors:
            self.invalid += 1
        else:
            self.valid += 1

    def line(self) -> str:
        total = self.valid + self.invalid + self.unreadable
        return (f"{counted(total, 'design')}: {self.valid} valid, {self.invalid} invalid, "
                f"{self.unreadable} unreadable")
