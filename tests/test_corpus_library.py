"""Corpus: the canon library in units/ is a faithful conversion of MegaMek's files in
../shared/reference/megamek-units/ and, for units/mechs/level2, ../shared/reference/level2/ (through the
``reference_dir`` fixture): the same names, and every design reads to the same model as its source
file(s). The self-contained tests use the library in its place."""

import functools
from pathlib import Path

import pytest

from tools import library_level2
from designer.formats.blk import read_blk
from designer.mech.mtf import read_mtf
from designer.mech.mtf_omni import gather
from designer.formats.yaml_io import read_unit
from designer.mech.model import Mech
from tests.conftest import UNITS, library_stems


def test_library_holds_exactly_the_reference_units(reference_dir):
    files = list((reference_dir / "megamek-units").glob("*"))
    stems = {suffix: sorted(p.stem for p in files if p.suffix == suffix) for suffix in (".mtf", ".blk")}
    assert stems[".mtf"] == library_stems("mechs")
    assert stems[".blk"] == sorted(library_stems("vehicles") + library_stems("fighters"))


NOT_COPIED = {"meta": {}, "fluff": None}


@pytest.mark.parametrize("name", library_stems("mechs"))
def test_library_mech_equals_its_megamek_source(name: str, reference_dir):
    # the file's meta (era, MUL id) and fluff prose (MegaMek's) are not copied into the repository
    source = read_mtf(reference_dir / "megamek-units" / f"{name}.mtf").mech
    assert read_unit(UNITS / "mechs" / f"{name}.yaml") == source.model_copy(update=NOT_COPIED)


@pytest.mark.parametrize(("folder", "name"), [("vehicles", n) for n in library_stems("vehicles")]
                         + [("fighters", n) for n in library_stems("fighters")])
def test_library_vehicle_or_fighter_equals_its_megamek_source(folder: str, name: str, reference_dir):
    source = read_blk(reference_dir / "megamek-units" / f"{name}.blk").unit
    assert read_unit(UNITS / folder / f"{name}.yaml") == source.model_copy(update=NOT_COPIED)


# --- units/mechs/level2: the Level 2 canon 'Mechs (tools/library_level2.py) -------------------

@functools.cache
def _level2_sources(reference: Path) -> dict[str, Mech]:
    """The selection gathered from MegaMek's files as ``designer convert`` gathers a folder, each
    design as the library keeps it (statistics only), by library file stem."""
    designs = gather(library_level2.selected_files(reference))
    keep = library_level2.statistics_only
    return {(g.mech.chassis if g.mech.configurations else g.sources[0].stem): keep(g.mech) for g in designs}


def test_level2_library_holds_exactly_the_selection(reference_dir):
    assert sorted(_level2_sources(reference_dir / "level2")) == library_stems("mechs/level2")


@pytest.mark.parametrize("name", library_stems("mechs/level2"))
def test_level2_library_mech_equals_its_megamek_sources(name: str, reference_dir):
    # statistics only: the reader's meta (MegaMek's header lines, manufacturers) and fluff dropped
    source = _level2_sources(reference_dir / "level2")[name]
    assert read_unit(UNITS / "mechs" / "level2" / f"{name}.yaml") == source
