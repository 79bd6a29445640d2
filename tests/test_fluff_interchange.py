"""Fluff prose of MegaMek files (``overview:``, ``history:``... in MTF, ``<overview>``... in BLK) is
read into the design's ``fluff`` (the Fluff tab's fields), not left in ``meta``, and written back from
it; a design's fluff converts to MTF and BLK and back unchanged."""

from __future__ import annotations

from pathlib import Path

from designer.formats import read_unit
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.convert import convert_file
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.model import Fluff
from tests.test_mtf_reader import minimal

UNITS = Path(__file__).parent / "units"
EXAMPLES = Path(__file__).parent.parent / "units" / "examples"
MTF_FLUFF = ["overview:A fast scout.", "capabilities:Runs.", "deployment:Everywhere.",
             "history:Built in 2700,", "then rebuilt.", "manufacturer:Bergan Industries",
             "primaryfactory:Alshain", "systemmanufacturer:CHASSIS:Bergan 20",
             "systemmanufacturer:ENGINE:GM 160"]


def test_mtf_prose_reads_into_fluff_and_writes_back():
    text = minimal() + "\n" + "\n".join(MTF_FLUFF) + "\n"
    mech = parse_mtf(text).mech
    assert mech.fluff == Fluff(overview="A fast scout.", capabilities="Runs.", deployment="Everywhere.",
                               history="Built in 2700,\nthen rebuilt.", manufacturer="Bergan Industries",
                               systems="CHASSIS:Bergan 20\nENGINE:GM 160")
    assert not {"overview", "history", "manufacturer", "systemmanufacturer"} & set(mech.meta)
    assert mech.meta["primaryfactory"] == "Alshain"   # no Fluff field: kept in meta
    written = mech_to_mtf(mech).split("\n")
    for line in MTF_FLUFF:
        assert line in written
    again = parse_mtf("\n".join(written)).mech   # (the minimal text leaves armor keys out: compare the rest)
    assert (again.fluff, again.meta) == (mech.fluff, mech.meta)


def test_an_edited_fluff_is_what_the_mtf_file_says():
    mech = parse_mtf(minimal() + "\noverview:Old text.\n").mech
    edited = mech.model_copy(update={"fluff": Fluff(overview="New text.")})
    written = mech_to_mtf(edited)
    assert "overview:New text." in written and "Old text" not in written


BLK_FLUFF = ("<overview>\nThe yardstick.\n</overview>\n\n<history>\nFirst line.\nSecond line.\n</history>\n\n"
             "<manufacturer>\nQuikscell Company\n</manufacturer>\n\n"
             "<systemManufacturers>\nENGINE:Locom-Pack 250\nARMOR:ProtecTech 6\n</systemManufacturers>\n")


def test_blk_prose_reads_into_fluff_and_writes_back():
    base = unit_to_blk(read_unit(EXAMPLES / "vehicle-wheeled-scout.yaml"))
    unit = parse_blk(base + "\n" + BLK_FLUFF).unit
    assert unit.fluff == Fluff(overview="The yardstick.", history="First line.\nSecond line.",
                               manufacturer="Quikscell Company",
                               systems="ENGINE:Locom-Pack 250\nARMOR:ProtecTech 6")
    kept = {key.casefold() for key in unit.meta}
    assert not kept & {"overview", "history", "manufacturer", "systemmanufacturers"}
    written = unit_to_blk(unit)
    for block in BLK_FLUFF.split("\n\n"):
        assert block.strip() in written
    assert parse_blk(written).unit == unit


def test_a_designs_fluff_converts_to_mtf_and_back(tmp_path):
    design = read_unit(UNITS / "merlin.yaml").model_copy(update={"fluff": Fluff(
        overview="A jump-capable medium 'Mech.", history="Designed in 2850,\nbuilt for decades.",
        manufacturer="Bergan Industries")})
    source = tmp_path / "merlin.yaml"
    from designer.formats.yaml_io import write_unit

    write_unit(design, source)
    convert_file(source, tmp_path / "merlin.mtf")   # refused before: the .mtf lost the fluff
    convert_file(tmp_path / "merlin.mtf", tmp_path / "back.yaml")
    assert read_unit(tmp_path / "back.yaml").fluff == design.fluff


def test_prose_a_format_cannot_hold_line_by_line_is_written_as_it_can():
    # An MTF continuation line cannot be blank, hold a colon or start with '#' (it would read as
    # a key, the end of the prose or a comment): such prose is written on its key's one line.
    typed = "First paragraph.\n\nSecond: with a colon."
    mech = read_unit(UNITS / "merlin.yaml").model_copy(update={"fluff": Fluff(history=typed)})
    written = mech_to_mtf(mech)
    assert "history:First paragraph. Second: with a colon." in written.split("\n")
    assert parse_mtf(written).mech.fluff.history == "First paragraph. Second: with a colon."
    # BLK reads a block's lines, blank ones left out: paragraphs become lines.
    vehicle = read_unit(EXAMPLES / "vehicle-wheeled-scout.yaml")
    vehicle = vehicle.model_copy(update={"fluff": Fluff(history=typed)})
    assert parse_blk(unit_to_blk(vehicle)).unit.fluff.history == "First paragraph.\nSecond: with a colon."
