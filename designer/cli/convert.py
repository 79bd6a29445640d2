"""``designer convert IN OUT [--to EXT] [--force]``: YAML, MTF and BLK by extension; a folder in and a
folder out converts every unit file, with a progress bar and a summary."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.progress import Progress
from designer.formats.convert import convert_file, writable_extensions
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="IN", help="a unit file or a folder of unit files")
    parser.add_argument("target", metavar="OUT", help="a file (format from its extension) or a folder")
    parser.add_argument("--to", default=".yaml", help="target extension when OUT is a folder (default .yaml)")
    parser.add_argument("--force", action="store_true", help="overwrite existing files")


def _pairs(source: Path, target: Path, extension: str) -> list[tuple[Path, Path]]:
    if not source.is_dir():
        return [(source, target)]
    return [(path, (target / path.relative_to(source)).with_suffix(extension))
            for path in expand_paths([str(source)])]


def run(args: argparse.Namespace, out: TextIO) -> int:
    source, target = Path(args.source), Path(args.target)
    extension = args.to if args.to.startswith(".") else f".{args.to}"
    if source.is_dir() and extension not in writable_extensions():
        print(f"designer convert: cannot write '{extension}' files", file=sys.stderr)
        return EXIT_BAD_INPUT
    pairs = _pairs(source, target, extension)
    failures: list[str] = []
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
    if len(pairs) > 1 or failures:
        out.write(f"converted {len(pairs) - len(failures)}, failed {len(failures)}\n")
    return EXIT_BAD_INPUT if failures else EXIT_OK
