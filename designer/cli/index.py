"""``designer index FOLDER... [--json|--csv] [-o FILE] [--jobs N] [--no-cache]``: one row per unit
file (file, name, kind, tonnage, tech base, rules level, year, valid, error codes, Battle Value,
cost). Rows are cached per file in the user's cache folder (:mod:`designer.unit_index.cache`), so a
second run reads only the files that changed; the others are read on every core.

``-o FILE`` writes through the output guard and the atomic writer, rows streamed into the
temporary file: a killed run leaves no partial output. A file that cannot be read is one line on
stderr (and an ``{"file", "error"}`` object with ``--json``); exit 2 then, else 0."""

from __future__ import annotations

import argparse
import csv
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.outputs import add_output_option
from designer.cli.outcome import JsonList
from designer.cli.parallel import add_jobs_option, jobs_of, ordered_map
from designer.cli.report import problem, write_output
from designer.formats.load import supported_extensions
from designer.safe_io import csv_cell, is_folder, printable
from designer.safe_io.folders import walk_unit_files
from designer.unit_index import build
from designer.unit_index.row import Entry, IndexRow

COLUMNS = ("file", "name", "kind", "tonnage", "tech_base", "rules_level", "year", "valid", "error_codes",
           "battle_value", "cost")


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folders", nargs="+", metavar="FOLDER", help="folders of unit files (or files)")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="a JSON list, one object per file")
    form.add_argument("--csv", action="store_true", help="CSV with a header line")
    add_output_option(parser, "-o", "--output", file_type="by-form",
                      help="write the index to FILE (atomically)")
    parser.add_argument("--no-cache", action="store_true", help="read every file; leave the cache alone")
    add_jobs_option(parser)


def files_of(names: list[str], on_problem: Any) -> list[tuple[Path, Path]]:
    """(file, absolute folder whose cache holds it) for every unit file named or below a folder."""
    out: list[tuple[Path, Path]] = []
    for name in names:
        path = Path(name)
        if name and is_folder(path):
            walk = walk_unit_files(path, supported_extensions())
            for where, why in walk.skipped:
                on_problem(f"{where}: {why}")
            if not walk.files:
                on_problem(f"{path}: no unit files in this folder ({', '.join(supported_extensions())})")
            root = Path(os.path.abspath(path))
            out.extend((found, root) for found in walk.files)
        else:
            out.append((path, Path(os.path.abspath(path)).parent))
    return out


def _text_line(row: IndexRow) -> str:
    state = "valid" if row.valid else "invalid: " + ", ".join(row.error_codes)
    value = "-" if row.battle_value is None else str(row.battle_value)
    cost = "-" if row.cost is None else f"{row.cost:,}"
    year = "-" if row.year is None else str(row.year)
    return (f"{row.name} | {row.kind} | {row.tonnage:g} t | {row.tech_base} | {row.rules_level} | {year} | "
            f"BV {value} | {cost} C-bills | {state} | {row.file}\n")


def _csv_cells(row: IndexRow) -> list[object]:
    data = row.as_dict()
    data["error_codes"] = ";".join(row.error_codes)
    return [csv_cell(data[column]) for column in COLUMNS]


class _Sink:
    """Writes the index in one of three forms to a text stream."""

    def __init__(self, stream: TextIO, form: str) -> None:
        self.stream, self.form = stream, form
        neutral = lambda out, text: out.write(printable(text))  # noqa: E731
        self.objects = JsonList(stream, neutral) if form == "json" else None
        self.csv = csv.writer(stream, lineterminator="\n") if form == "csv" else None
        if self.csv is not None:
            self.csv.writerow(COLUMNS)

    def add(self, entry: Entry) -> None:
        if entry.row is None:
            if self.objects is not None:
                self.objects.add({"file": entry.path, "error": entry.problem})
            return
        if self.objects is not None:
            row = entry.row.as_dict()
            self.objects.add({column: row[column] for column in COLUMNS})
        elif self.csv is not None:
            self.csv.writerow([printable(str(cell)) if isinstance(cell, str) else cell
                               for cell in _csv_cells(entry.row)])
        else:
            self.stream.write(printable(_text_line(entry.row)))

    def close(self) -> None:
        if self.objects is not None:
            self.objects.close()


def _emit(entries: Iterator[Entry], stream: TextIO, form: str) -> bool:
    """Writes every entry; True when every file could be read."""
    sink, every = _Sink(stream, form), True
    for entry in entries:
        if entry.row is None:
            every = False
            problem(entry.problem or f"{entry.path}: cannot be read")
        sink.add(entry)
    sink.close()
    return every


def run(args: argparse.Namespace, out: TextIO) -> int:
    troubles: list[str] = []
    files = files_of(args.folders, troubles.append)
    for line in troubles:
        problem(line)
    run_ = build.start(files, use_cache=not args.no_cache)
    for note in run_.notes:
        problem(f"note: {note}")
    noted = len(run_.notes)
    jobs = jobs_of(args)

    def mapper(function: Any, paths: Any) -> Iterator[Entry]:
        return ordered_map(function, paths, jobs, "indexing")

    form = "json" if args.json else "csv" if args.csv else "text"
    entries = build.entries(run_, mapper)
    if args.output:
        every = [True]

        def write(stream: BinaryIO) -> None:
            text = io.TextIOWrapper(stream, encoding="utf-8", newline="")
            every[0] = _emit(entries, text, form)
            text.flush()
            text.detach()

        written = write_output(args.output, [name for name, _ in files], form, args.force, write, "the index")
        complete = every[0] and written
    else:
        complete = _emit(entries, out, form)
    for note in run_.notes[noted:]:   # caches read or saved on the way
        problem(f"note: {note}")
    return EXIT_OK if complete and not troubles else EXIT_BAD_INPUT
