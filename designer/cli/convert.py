"""``designer convert IN [IN ...] OUT [--to EXT] [--force]``: YAML, MTF and BLK by extension; a folder
(or a list of files and folders) in and a folder out converts every unit file, with a progress bar and
a summary. OmniMech configuration files, in a folder or a list, become one design (``omni_convert``).

Every file is written by the atomic writer (a killed conversion leaves the old file or the new
one). A target that is the source itself, or an existing file of another type, is refused
unless ``--force``; an output folder that cannot be written is reported once, not per file. Many
files are converted on every core (``--jobs``)."""

from __future__ import annotations

import argparse
import errno
import functools
import tempfile
from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK, omni_convert
from designer.cli.outputs import add_output_option
from designer.cli.parallel import add_jobs_option, jobs_of, ordered_map
from designer.cli.report import problem
from designer.formats.convert import Converted, convert_file, plan_folder, plan_list, writable_extensions
from designer.formats.errors import FormatError
from designer.rules import validate
from designer.safe_io import OutputRefused, check_output_target, is_folder, os_problem


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sources", nargs="+", metavar="IN",
                        help="a unit file or a folder of unit files; several: OUT is a folder "
                             "(or one .yaml gathering an OmniMech's configuration files)")
    add_output_option(parser, "target", file_type="by-extension", metavar="OUT",
                      help="a file (format from its extension) or a folder")
    parser.add_argument("--to", default=".yaml", help="target extension when OUT is a folder (default .yaml)")
    add_jobs_option(parser)
    from designer.cli.force import add_units_option   # a MegaMek force file (.mul) <-> a force file (.yaml)

    add_units_option(parser)


def _pairs(sources: list[Path], target: Path, extension: str) -> tuple[list[tuple[Path, Path]], list[str]]:
    """Pairs to convert, and the collisions (two sources, one target) that are not converted."""
    if len(sources) > 1:
        plan = plan_list(sources, target, extension)   # FormatError for an empty folder
    elif not is_folder(sources[0]):
        return [(sources[0], target)], []
    else:
        plan = plan_folder(sources[0], target, extension)
    return plan.pairs, plan.collisions


class _Folders:
    """Output folders, each created and probed once: a folder that cannot be written is one
    problem however many files were meant for it."""

    def __init__(self) -> None:
        self.refused: dict[Path, str] = {}
        self.skipped: dict[Path, int] = {}
        self._checked: set[Path] = set()

    def writable(self, folder: Path) -> bool:
        if folder not in self._checked:
            self._checked.add(folder)
            try:
                if folder.exists() and not folder.is_dir():
                    raise NotADirectoryError(errno.ENOTDIR, "a file is in the way, not a folder")
                folder.mkdir(parents=True, exist_ok=True)
                with tempfile.TemporaryFile(dir=folder):
                    pass
            except OSError as exc:
                self.refused[folder] = f"{folder}: cannot write into this folder: {os_problem(exc, folder)}"
        if folder in self.refused:
            self.skipped[folder] = self.skipped.get(folder, 0) + 1
            return False
        return True

    def problems(self) -> list[str]:
        counts = {folder: self.skipped.get(folder, 0) for folder in self.refused}
        return [f"{line} ({counts[folder]} file{'s' if counts[folder] != 1 else ''} not converted)"
                for folder, line in self.refused.items()]


def _convert_one(src: Path, dst: Path, force: bool) -> None:
    """Raises FormatError, OutputRefused or OSError. An OmniMech design in a folder converted to
    MTF becomes one file per configuration, as ``designer convert DESIGN.yaml OUT.mtf`` writes it."""
    if dst.suffix.lower() == ".mtf" and (design := omni_convert.omni_design(src)) is not None:
        omni_convert.split(src, dst, force, design)
        return
    check_output_target(dst, [src], dst.suffix.lower().lstrip(".") or "yaml", force)
    converted = convert_file(src, dst, force=force)
    _note_broken_rules(converted)


def _note_broken_rules(converted: Converted) -> None:
    """A design that breaks a rule is written as read (decision D-TRUST-8); one stderr line names its
    errors so the conversion does not pass it off as sound."""
    if converted.unit is None:
        return
    errors = validate(converted.unit).errors
    if errors:
        codes = ", ".join(f"{f.code} [{f.location}]" if f.location else f.code for f in errors[:6])
        more = f" and {len(errors) - 6} more" if len(errors) > 6 else ""
        problem(f"{converted.source}: written as read; it breaks the rules: {codes}{more} "
                "(designer validate for details)")


def convert_pair(pair: tuple[Path, Path], force: bool) -> str | None:
    """Converts one file (in a worker process or this one); the one line saying why not, or None."""
    src, dst = pair
    try:
        _convert_one(src, dst, force)
    except (FormatError, OutputRefused) as error:
        return str(error)
    except OSError as error:
        return f"{dst}: cannot write: {os_problem(error, dst)}"
    return None


def _refused(sources: list[Path], target: Path, extension: str) -> str | None:
    """Why the command cannot start: a target type it cannot write, several sources into one file."""
    many = len(sources) > 1 or is_folder(sources[0])
    if many and extension not in writable_extensions():
        return f"designer convert: cannot write '{extension}' files"
    if len(sources) > 1 and target.suffix and not is_folder(target):
        return f"{target}: {len(sources)} inputs need a folder as OUT, not one file; give a folder as OUT"
    return None


def run(args: argparse.Namespace, out: TextIO) -> int:
    sources, target = [Path(name) for name in args.sources], Path(args.target)
    extension = args.to if args.to.startswith(".") else f".{args.to}"
    from designer.cli import force_convert

    if force_convert.wanted(sources, target):   # a MegaMek force file in or out
        return force_convert.run(sources[0], target, args, out)
    if omni_convert.wanted(sources, target, extension):  # OmniMech configuration files -> one design
        return omni_convert.run(sources, target, extension, args.force, out)
    refusal = _refused(sources, target, extension)
    if refusal:
        problem(refusal)
        return EXIT_BAD_INPUT
    try:
        collided = _pairs(sources, target, extension)
    except FormatError as error:   # an empty folder
        problem(error)
        return EXIT_BAD_INPUT
    pairs, collisions = collided
    failures: list[str] = list(collisions)
    total = len(pairs) + len(collisions)   # each colliding file is one failure
    folders = _Folders()
    wanted = [(src, dst) for src, dst in pairs
              if folders.writable(dst.parent if str(dst.parent) else Path("."))]
    work = functools.partial(convert_pair, force=args.force)
    failures += [line for line in ordered_map(work, wanted, jobs_of(args), "converting") if line is not None]
    for line in failures + folders.problems():
        problem(line)
    failed = len(failures) + sum(folders.skipped.values())
    if total > 1 or failed:
        out.write(f"converted {total - failed}, failed {failed}\n")
    return EXIT_BAD_INPUT if failed else EXIT_OK
