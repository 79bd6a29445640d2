"""What one file of a batch command gives back from a worker process (plain data that pickles),
and how the command prints it: standard output text, problem lines on standard error, JSON objects
streamed into one list (the same bytes as ``json.dump(list, indent=2)``, without holding the list)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from typing import Any, TextIO

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
    text = json.dumps(value, indent=2)   # JSON text never holds a raw newline inside a string
    return "\n".join("  " + line for line in text.split("\n"))


def replay(outcome: FileOutcome, out: TextIO, objects: JsonList | None) -> None:
    """Prints what a worker recorded, in the order it happened."""
    for what, value in outcome.steps:
        if what == "out":
            out.write(value)
        elif what == "problem":
            print(value, file=sys.stderr)
        elif objects is not None:
            objects.add_item(value)
