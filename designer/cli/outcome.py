"""What one file of a batch command gives back from a worker process (plain data that pickles),
and how the command prints it: standard output text, problem lines on standard error, JSON objects
streamed into one list (the same bytes as ``json.dump(list, indent=2)``, without holding the list)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.json_indent import STEP, indented
from designer.cli.parallel import jobs_of, ordered_map
from designer.cli.report import error_object, problem
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths
from designer.safe_io import one_line


@dataclass
class FileOutcome:
    """Everything one file of a batch printed, in order: ``("out", text)``, ``("problem", line)``
    or ``("object", text)`` (a JSON object encoded by :func:`json_item`); ``bad``: the file could
    not be read; ``errors``: a design breaks a rule."""

    steps: list[tuple[str, Any]] = field(default_factory=list)
    bad: bool = False
    errors: bool = False

    def out(self, text: str) -> None:
        self.steps.append(("out", text))

    def problem(self, error: object) -> None:
        self.steps.append(("problem", one_line(str(error))))

    def object(self, value: dict[str, Any]) -> None:
        """A JSON object, encoded here: in a worker process, beside the work that made it, so the
        command's own process (which every worker's results pass through) only writes text."""
        self.steps.append(("object", json_item(value)))

    def unreadable(self, error: FormatError, as_json: bool = False) -> None:
        """The file (or the configuration asked for) could not be read: its error object in JSON
        output, else its problem line."""
        self.bad = True
        if as_json:
            self.object(error_object(error))
        else:
            self.problem(error)


class JsonList:
    """Writes a JSON list to ``out`` one object at a time; ``close()`` ends it. The text is
    exactly ``json.dumps(objects, indent=2)`` followed by a newline."""

    def __init__(self, out: TextIO, write: Any = None) -> None:
        self.out, self.count = out, 0
        self.write = write or (lambda stream, text: stream.write(text))

    def add(self, value: dict[str, Any]) -> None:
        self.add_item(json_item(value))

    def add_item(self, item: str) -> None:
        """An object already encoded by :func:`json_item`."""
        self.write(self.out, ("[\n" if self.count == 0 else ",\n") + item)
        self.count += 1

    def close(self) -> None:
        self.write(self.out, "[]\n" if self.count == 0 else "\n]\n")


def json_item(value: dict[str, Any]) -> str:
    """``value`` as one item of the list ``json.dumps(list, indent=2)`` writes: indented two spaces."""
    return STEP + indented(value, STEP)


def replay(outcome: FileOutcome, out: TextIO, objects: JsonList | None) -> None:
    """Prints what a worker recorded, in the order it happened."""
    for what, value in outcome.steps:
        if what == "out":
            out.write(value)
        elif what == "problem":
            print(value, file=sys.stderr)
        elif objects is not None:
            objects.add_item(value)


class Unreadable:
    """Records what a batch could not read, as it happens: a problem line on stderr, or with JSON
    output the file's error object in the list; ``bad`` says whether anything was."""

    def __init__(self, objects: JsonList | None = None) -> None:
        self.objects, self.bad = objects, False

    def __call__(self, error: FormatError) -> None:
        self.bad = True
        if self.objects is not None:
            self.objects.add(error_object(error))
        else:
            problem(error)


def run_per_file(args: argparse.Namespace, out: TextIO, work: Callable[[Path], FileOutcome],
                 objects: JsonList | None = None) -> int:
    """A batch command over ``args.files`` (folders expanded): ``work`` on every file, on every
    core (``--jobs``), printed in the order given; exit 2 when a file could not be read."""
    unreadable = Unreadable(objects)
    paths = expand_paths(args.files, unreadable)
    for outcome in ordered_map(work, paths, jobs_of(args), "reading"):
        replay(outcome, out, objects)
        unreadable.bad = unreadable.bad or outcome.bad
    if objects is not None:
        objects.close()
    return EXIT_BAD_INPUT if unreadable.bad else EXIT_OK
