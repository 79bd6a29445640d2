"""Corpus: the canon library in units/ is a faithful conversion of MegaMek's files in
../shared/reference/megamek-units/ (through the ``reference_dir`` fixture): the same names, and every
design reads to the same model as its source file. The self-contained tests use the library in its
place."""

import pytest

from designer.formats.blk import read_blk
from designer.formats.mtf import read_mtf
from designer.formats.yaml_io import read_unit
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
