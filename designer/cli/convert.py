"""``designer convert IN OUT [--to EXT] [--force]``: YAML, MTF and BLK by extension; a folder in and a
folder out converts every unit file, with a progress bar and a summary."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.progress import Progress
from designer.formats.convert import convert_file, plan_folder, writable_extensions
from designer.formats.errors import FormatError


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="IN", help="a unit file or a folder of unit files")
    parser.add_argument("target", metavar="OUT", help="a file (format from its extension) or a folder")
    parser.add_argument("--to", default=".yaml", help="target extension when OUT is a folder (default .yaml)")
    parser.add_argument("--force", action="store_true", help="overwrite existing files")


def _pairs(source: Path, target: Path, extension: str) -> tuple[list[tuple[Path, Path]], list[str]]:
    """Pairs to convert, and the collisions (two sources, one target) that are not converted."""
    if not source.is_dir():
        return [(source, target)], []
    plan = plan_folder(source, target, extension)
    return plan.pairs, plan.collisions


def run(args: argparse.Namespace, out: TextIO) -> int:
    source, target = Path(args.source), Path(args.target)
    extension = args.to if args.to.startswith(".") else f".{args.to}"
    if source.is_dir() and extension not in writable_extensions():
        print(f"designer convert: cannot write '{extension}' files", file=sys.stderr)
        return EXIT_BAD_INPUT
    pairs, failures = _pairs(source, target, extension)
    total = len(pairs) + len(failures)  # each colliding file is one failure
    progress = Progress(len(pairs), "converting") if len(pairs) > 1 else None
    for src, dst in pairs:
        try:
            dst.parent.mkdir(parents=True, exist_ok=True)
            convert_file(src, dst, force=args.force)
        except (FormatError, OSError) as error:
            failures.append(str(error))
        if progress:
            progress.step()
    if progress:
        progress.done()
    for failure in failures:
        print(failure, file=sys.stderr)
    if total > 1 or failures:
        out.write(f"converted {total - len(failures)}, failed {len(failures)}\n")
    return EXIT_BAD_INPUT if failures else EXIT_OK
