"""``designer convert FOLDER OUT.yaml`` / ``designer convert FILE FILE ... OUT.yaml`` / ``... OUTFOLDER``:
MegaMek's OmniMech configuration files (one .mtf per configuration), in a folder or given as a list,
gathered into one design per chassis (:func:`designer.mech.mtf_omni.gather`). Used by ``designer
convert`` when its inputs hold OmniMech files and the target is YAML; and the other way, an OmniMech
design split into one MTF file per configuration."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.report import problem
from designer.formats.errors import FormatError
from designer.formats.load import expand_paths
from designer.formats.load import load_unit
from designer.mech.mtf_omni import Gathered, configuration_files, gather, scan_omni, write_files
from designer.formats.yaml_io import write_unit
from designer.model.common import TechBase
from designer.mech.model import Mech
from designer.mech.omni import is_omni_design
from designer.safe_io import (MAX_YAML_BYTES, OutputRefused, check_output_target, is_folder, is_regular_file,
                             os_problem, read_text)

YAML = (".yaml", ".yml")
MAX_BYTES = 2_000_000


def _files(sources: list[Path]) -> list[Path]:
    return expand_paths([str(source) for source in sources])


def _mtf_files(sources: list[Path]) -> list[Path]:
    return [path for path in _files(sources) if path.suffix.lower() == ".mtf"]


def _is_omni(path: Path) -> bool:
    try:
        return scan_omni(read_text(path, MAX_BYTES, "an MTF file")).omni
    except (FormatError, OSError):
        return False   # the converter reports it


def wanted(sources: list[Path], target: Path, extension: str) -> bool:
    """A folder or several files converted to YAML that hold OmniMech configuration files, or an
    OmniMech design converted to MTF."""
    source = sources[0]
    if len(sources) == 1 and source.suffix.lower() in YAML and target.suffix.lower() == ".mtf" \
            and is_regular_file(source):
        try:
            return is_omni_design(load_unit(source).unit)
        except FormatError:
            return False   # the converter reports it
    to_yaml = target.suffix.lower() in YAML or (not target.suffix and extension in YAML)
    gathers = len(sources) > 1 or is_folder(source)
    try:
        return gathers and to_yaml and any(_is_omni(path) for path in _mtf_files(sources))
    except FormatError:
        return False   # an empty folder: the converter reports it


def run(sources: list[Path], target: Path, extension: str, force: bool, out: TextIO) -> int:
    """Gathers a folder or a list of files into designs, or splits a design into one MTF file per
    configuration."""
    if target.suffix.lower() == ".mtf":
        return _split(sources[0], target, force, out)
    return _gather(sources, target, extension, force, out)


def split(source: Path, target: Path, force: bool, unit: object = None) -> list[Path]:
    """Writes each configuration of the OmniMech design ``source`` (or ``unit``, already read from
    it) as its own MTF file named after ``target``; the files written.

    Raises:
        FormatError, OutputRefused: nothing written. OSError: a file could not be written.
    """
    files = configuration_files(unit if unit is not None else load_unit(source).unit, target)  # type: ignore[arg-type]
    for path, _ in files:
        check_output_target(path, [source], "mtf", force)
    write_files(files)
    return [path for path, _ in files]


def omni_design(source: Path) -> object | None:
    """The OmniMech design a YAML file holds, else None (a plain unit, or one the converter reports)."""
    if source.suffix.lower() not in YAML:
        return None
    try:   # a plain unit file is not read twice: only a file with configurations is an OmniMech design
        if "configurations" not in read_text(source, MAX_YAML_BYTES, "a unit file"):
            return None
        unit = load_unit(source).unit
    except FormatError:
        return None
    return unit if is_omni_design(unit) else None


def _split(source: Path, target: Path, force: bool, out: TextIO) -> int:
    try:
        files = split(source, target, force)
    except (FormatError, OutputRefused) as error:
        problem(error)
        return EXIT_BAD_INPUT
    except OSError as error:
        problem(f"{target}: cannot write: {os_problem(error, target)}")
        return EXIT_BAD_INPUT
    out.write("".join(f"{path}\n" for path in files))
    return EXIT_OK


def omni_file_stem(mech: Mech, designs: list[Gathered]) -> str:
    """The chassis; with the tech base and tonnage when another gathered OmniMech shares the chassis
    (``Battle Cobra (Clan, 40 t)`` and ``Battle Cobra (IS, 40 t)``, decision D-MECH3-3)."""
    same = [g for g in designs
            if g.mech.configurations and g.mech.chassis.casefold() == mech.chassis.casefold()]
    base = {TechBase.INNER_SPHERE: "IS", TechBase.CLAN: "Clan"}.get(mech.tech_base, "Mixed")
    return mech.chassis if len(same) < 2 else f"{mech.chassis} ({base}, {mech.tonnage} t)"


def _target(gathered: Gathered, sources: list[Path], target: Path, extension: str,
            designs: list[Gathered]) -> Path:
    if target.suffix.lower() in YAML:
        return target
    if gathered.mech.configurations:
        return target / f"{omni_file_stem(gathered.mech, designs)}{extension}"
    path = gathered.sources[0]
    folder = next((source for source in sources if is_folder(source) and path.is_relative_to(source)), None)
    return (target / (path.relative_to(folder) if folder else Path(path.name))).with_suffix(extension)


def _gather(sources: list[Path], target: Path, extension: str, force: bool, out: TextIO) -> int:
    """Gathers and writes; one line per problem, exit 2 when anything failed."""
    try:
        designs = gather(_mtf_files(sources))
    except FormatError as error:
        problem(error)
        return EXIT_BAD_INPUT
    if target.suffix.lower() in YAML and len(designs) != 1:
        named = sources[0] if len(sources) == 1 else f"{len(sources)} inputs"
        problem(f"{named}: holds {len(designs)} designs, not one OmniMech; give a folder as OUT")
        return EXIT_BAD_INPUT
    left = [path for path in _files(sources) if path.suffix.lower() != ".mtf"]
    for path in left:   # never dropped in silence
        problem(f"{path}: not converted: only MTF files are gathered with OmniMech configuration files")
    failed = len(left)
    for gathered in designs:
        path = _target(gathered, sources, target, extension, designs)
        try:
            check_output_target(path, gathered.sources, "yaml", force)
            path.parent.mkdir(parents=True, exist_ok=True)
            write_unit(gathered.mech, path)
        except OutputRefused as error:
            problem(error)
            failed += 1
        except OSError as error:
            problem(f"{path}: cannot write: {os_problem(error, path)}")
            failed += 1
        else:
            count = len(gathered.mech.configurations)
            if count:
                out.write(f"{path}: {gathered.mech.chassis}, {count} configurations\n")
    out.write(f"converted {len(designs) + len(left) - failed}, failed {failed}\n")
    return EXIT_BAD_INPUT if failed else EXIT_OK
