"""Refusals before an output is written: onto an input of the same command, or onto an existing
file of another type (a PDF over a YAML unit file, a PNG over a PDF), unless ``--force``."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from pathlib import Path

# the first bytes of each binary output type
MAGIC = {"pdf": b"%PDF-", "png": b"\x89PNG\r\n\x1a\n"}
TEXT_TYPES = ("yaml", "mtf", "blk", "csv", "json")
# the type a file name's extension promises (a PDF named unit.yaml is later read as a unit file)
NAMED_TYPES = {".pdf": "pdf", ".png": "png", ".yaml": "yaml", ".yml": "yaml", ".mtf": "mtf", ".blk": "blk"}


class OutputRefused(Exception):
    """The output would destroy a file the user did not mean to replace. ``str()`` is one line."""

    def __init__(self, path: str | Path, reason: str) -> None:
        self.path, self.reason = str(path), reason
        super().__init__(f"{path}: {reason}")


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def existing_type(path: Path) -> str | None:
    """'pdf', 'png', 'text', 'binary' or 'empty' from the first bytes of an existing file."""
    with open(path, "rb") as stream:
        head = stream.read(512)
    if not head:
        return "empty"
    for kind, magic in MAGIC.items():
        if head.startswith(magic):
            return kind
    return "binary" if b"\x00" in head else "text"


def _type_matches(found: str | None, expected: str) -> bool:
    if found == "empty":
        return True
    if expected in MAGIC:
        return found == expected
    return found == "text"


def check_output_target(out: str | Path, inputs: Iterable[str | Path], expected_type: str,
                        force: bool = False) -> None:
    """Refuses an output path that would destroy a file by mistake.

    ``expected_type`` is what will be written: 'pdf', 'png' or a text type ('yaml', 'mtf', ...).

    Raises:
        OutputRefused: ``out`` is a folder, a device or FIFO; or (without ``force``) it is one
            of ``inputs``, or an existing file whose content is not of ``expected_type``, or a new
            file whose extension names another type (a PDF as unit.yaml).
    """
    out = Path(out)
    try:
        info = out.stat()
    except FileNotFoundError:   # a new file (or a dangling link): its name must not promise another type
        named = NAMED_TYPES.get(out.suffix.lower())
        if not force and named is not None and named != expected_type:
            raise OutputRefused(out, f"is named as a {named.upper()} file, not {expected_type.upper()}; "
                                     "refusing to write it there (use --force)") from None
        return
    except OSError as exc:
        raise OutputRefused(out, f"cannot write: {exc.strerror or exc}") from None
    if stat.S_ISDIR(info.st_mode):
        raise OutputRefused(out, "is a folder; give a file name for the output")
    if not stat.S_ISREG(info.st_mode):
        raise OutputRefused(out, "is not a regular file (a device or FIFO); refusing to replace it")
    if force:
        return
    if any(_same_file(out, Path(name)) for name in inputs if str(name)):
        raise OutputRefused(out, "is an input of this command; refusing to overwrite it (use --force)")
    try:
        found = existing_type(out)
    except OSError as exc:
        raise OutputRefused(out, f"cannot check the existing file: {exc.strerror or exc}") from None
    if not _type_matches(found, expected_type):
        shown = found if found in MAGIC else ("a text file" if found == "text" else "binary data")
        raise OutputRefused(out, f"exists and holds {shown}, not {expected_type.upper()}; "
                                 "refusing to overwrite it (use --force)")
