"""MTF writer: the library 'Mechs round-trip through MTF; key spellings MegaMek reads by position;
atomic writes. Against the MegaMek files themselves: tests/test_corpus_mtf_writer.py, which
compares them line by line."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.mech.mtf import parse_mtf, read_mtf
from designer.mech.mtf_writer import mech_to_mtf, write_mtf
from designer.formats.yaml_io import read_unit
from tests.conftest import canon, library_stems

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"


@pytest.mark.parametrize("name", library_stems("mechs"))
def test_round_trip_gives_identical_model(name: str):
    first = canon(name)
    again = parse_mtf(mech_to_mtf(first))
    assert again.issues == ()
    assert again.mech == first


def test_key_spelling_has_no_space_after_colon():
    # MegaMek reads mass: and heat sinks: by character position (research/megameklab.md 4.1).
    text = mech_to_mtf(canon("Hatchetman HCT-3F"))
    assert "\nmass:45\n" in text and "\nheat sinks:11 Single\n" in text
    assert "\nengine:180 Fusion Engine(IS)\n" in text and "\nConfig:Biped\n" in text
    assert "Hatchet\nHatchet\nHatchet\nMedium Laser\n" in text  # RA slots 5-8 of the reference file


def test_merlin_round_trips_through_mtf(tmp_path: Path):
    merlin = read_unit(MERLIN)
    target = tmp_path / "Merlin MLN-1.mtf"
    write_mtf(merlin, target)
    result = read_mtf(target)
    assert result.issues == ()
    # The reader lists mounts by location and slot; the YAML file lists them in its own order.
    mech = result.mech
    assert set(mech.equipment) == set(merlin.equipment) and set(mech.ammo) == set(merlin.ammo)
    assert mech.model_copy(update={"equipment": merlin.equipment, "ammo": merlin.ammo}) == merlin
    assert "IS Ammo MG - Full" in target.read_text(encoding="utf-8")  # Merlin's machine gun ton


def test_write_leaves_no_temporary_files(tmp_path: Path):
    write_mtf(canon("Locust LCT-1V"), tmp_path / "locust.mtf")
    assert [p.name for p in tmp_path.iterdir()] == ["locust.mtf"]
