"""Record sheets of canon Level 2 combat vehicles: one file of each motive type the
canon Tank and VTOL files use (tracked, wheeled, hover, VTOL with and without a chin turret,
conventional naval, submarine, WiGE; no combat hydrofoil is in the corpus) prints every armor
point: the pips counted in the PDF equal the armor per location that ``info`` reports (the model's
``armor``, read from the file)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from designer.vehicle.summary import summarize_vehicle
from designer.sheets.unit_template import unit_template
from designer.vehicle.sheet.ground import vehicle_view
from tests.sheet_readback import count_in_view, pdf, read_pages

SAMPLE = {   # file -> motive
    "Ajax Assault Tank Prime.blk": "tracked",      # an OmniVehicle with its fixed turret
    "Chevalier Light Tank.blk": "wheeled",
    "Asshur Fast Reconnaissance Vehicle.blk": "hover",
    "Balac Strike VTOL (LRM).blk": "vtol",
    "Hawk Moth II Gunship (MML).blk": "vtol",      # a chin turret: rotor and turret both armored
    "Mauna Kea Command Vessel (LB-X).blk": "naval",
    "Manta Fast Attack Submarine (Standard).blk": "submarine",
    "Pandion Combat WiGE.blk": "wige",
}


@pytest.fixture(scope="module")
def printed(reference_dir: Path):
    folder = reference_dir / "level2-blk" / "vehicles"
    if not folder.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    vehicles = [read_blk(folder / name).unit for name in SAMPLE]
    return vehicles, read_pages(pdf(vehicles, "letter"))


def test_the_sample_covers_each_motive_type(printed):
    vehicles, _ = printed
    assert [v.motive.value for v in vehicles] == list(SAMPLE.values())
    assert all(v.support is None for v in vehicles)


def test_every_armor_point_is_a_pip(printed):
    vehicles, pages = printed
    template = unit_template("vehicle", "letter")
    for index, vehicle in enumerate(vehicles):
        page, position = divmod(index, 2)
        view = vehicle_view(template, vehicle)
        counted = count_in_view(template, pages[page]["circles"], view, template.pips["armor"],
                                template.slots[position])
        assert {k: v for k, v in counted.items() if v} == info_armor(vehicle), vehicle.name


def info_armor(vehicle) -> dict[str, int]:
    """The armor points per location that ``designer info`` prints ("  front      armor   18 ...")."""
    rows = (line.split() for line in summarize_vehicle(vehicle).text.splitlines())
    return {row[0]: int(row[2]) for row in rows if len(row) > 2 and row[1] == "armor" and int(row[2])}


def test_the_chin_turret_and_the_rotor_are_both_armored(printed):
    vehicles, _ = printed
    hawk = vehicles[list(SAMPLE).index("Hawk Moth II Gunship (MML).blk")]
    # the file's <armor>: front 18, right 16, left 16, rear 16, rotor 2, chin turret 11
    assert {loc.value: points for loc, points in hawk.armor.items()} == {
        "front": 18, "right": 16, "left": 16, "rear": 16, "rotor": 2, "turret": 11}
