"""Vehicle record sheets read back from the PDF: names, figures, weapons and pip counts for
every example (and canon, when present) vehicle, on Letter and A4."""

from __future__ import annotations

import io
import math
from pathlib import Path

import pytest
from pypdf import PdfReader

from designer.formats.load import load_unit
from designer.vehicle.model import Vehicle, VehicleLocation
from designer.sheets.diagram_blocks import squashed
from designer.sheets.unit_template import unit_template
from designer.vehicle.sheet.ground import STRUCTURE_SQUASH, vehicle_view
from tests.conftest import REPO
from tests.sheet_readback import count_in_view, has_words, pdf, read_pages

FILES = sorted((REPO / "units" / "examples").glob("vehicle-*.yaml"))
CANON = sorted((REPO / "units" / "vehicles").glob("*"))[:12] if (REPO / "units" / "vehicles").is_dir() else []



def load(paths: list[Path]) -> list[Vehicle]:
    return [load_unit(p).unit for p in paths]


@pytest.fixture(scope="module", params=["letter", "a4"])
def examples(request):
    vehicles = load(FILES)
    return request.param, vehicles, read_pages(pdf(vehicles, request.param))


def _slot(index: int) -> tuple[int, int]:
    return divmod(index, 2)


def test_two_vehicles_a_page_and_a_bookmark_each(examples):
    paper, vehicles, pages = examples
    assert len(pages) == math.ceil(len(vehicles) / 2)
    reader = PdfReader(io.BytesIO(pdf(vehicles, paper)))
    assert [entry.title for entry in reader.outline] == [v.name for v in vehicles]


def test_text_holds_name_tonnage_movement_and_weapons(examples):
    _, vehicles, pages = examples
    for index, vehicle in enumerate(vehicles):
        page = pages[_slot(index)[0]]
        text = page["text"]
        flank = math.ceil(vehicle.cruise_mp * 1.5)   # ceil(1.5 x cruising MP), seed 000 line 1889
        assert vehicle.name in text
        assert has_words(page, f"Tonnage: {vehicle.tonnage}")
        assert has_words(page, f"Cruising MP: {vehicle.cruise_mp}") and has_words(page, f"Flank MP: {flank}")
        for mount in vehicle.weapons:
            assert all(line in text for line in printed_lines(mount.item)), (vehicle.name, mount.item)
        for lot in vehicle.ammo:
            assert printed_lines(f"Ammo ({lot.weapon})")[0] in text


def test_armor_and_structure_pips_equal_the_unit(examples):
    paper, vehicles, pages = examples
    template = unit_template("vehicle", paper)
    for index, vehicle in enumerate(vehicles):
        page, position = _slot(index)
        offset = template.slots[position]
        view = vehicle_view(template, vehicle)
        circles = pages[page]["circles"]
        armor = count_in_view(template, circles, view, template.pips["armor"], offset)
        inner = count_in_view(template, circles, squashed(view, template.pips["structure"], STRUCTURE_SQUASH),
                              template.pips["structure"], offset)
        expected = {loc.value: vehicle.armor.get(loc, 0) for loc in vehicle.locations}
        assert armor == expected, vehicle.name
        per_location = math.ceil(vehicle.tonnage / 10)   # one circle per ten tons, line 4468
        assert inner == {loc: per_location for loc in expected}, vehicle.name


def test_vtol_keeps_an_altitude_record_and_the_submarine_a_depth_record(examples):
    _, vehicles, pages = examples
    for index, vehicle in enumerate(vehicles):
        text = pages[_slot(index)[0]]["text"]
        if vehicle.motive.value == "vtol":
            assert "ALTITUDE RECORD" in text and "Rotor Hits" in text
        if vehicle.motive.value == "submarine":
            assert "DEPTH RECORD" in text


def test_tables_put_one_vehicle_a_page_with_its_tables():
    vehicles = load(FILES)
    pages = read_pages(pdf(vehicles, tables=True))
    assert len(pages) == len(vehicles)
    for vehicle, page in zip(vehicles, pages, strict=False):
        group = {"vtol": "VTOL", "naval": "NAVAL VESSEL", "hydrofoil": "NAVAL VESSEL", "submarine": "NAVAL VESSEL"}
        title = group.get(vehicle.motive.value, "GROUND VEHICLE")
        assert f"{title} HIT LOCATION TABLE" in page["text"]
        assert "CRITICAL HIT TABLE" in page["text"]
        assert "Crew Stunned" in page["text"] or vehicle.is_vtol


def test_a_lone_vehicle_gets_its_tables_in_the_bottom_half():
    pages = read_pages(pdf(load(FILES[:1])))
    assert "HIT LOCATION TABLE" in pages[0]["text"]


def test_no_turret_no_turret_region():
    vehicle = load(FILES[:1])[0]
    bare = vehicle.model_copy(update={"weapons": tuple(m.model_copy(update={"location": VehicleLocation.FRONT})
                                                      for m in vehicle.weapons),
                                      "armor": {k: v for k, v in vehicle.armor.items()
                                                if k is not VehicleLocation.TURRET}})
    text = read_pages(pdf([bare]))[0]["text"]
    assert "TURRET (" not in text and "Turret Locked" not in text


@pytest.mark.skipif(not CANON, reason="no canon vehicles in units/vehicles yet")
def test_canon_vehicles_print_every_weapon():
    vehicles = [u for u in load(CANON) if isinstance(u, Vehicle)]
    pages = read_pages(pdf(vehicles))
    for index, vehicle in enumerate(vehicles):
        text = pages[_slot(index)[0]]["text"]
        assert vehicle.name in text
        for mount in vehicle.weapons:
            assert all(line in text for line in printed_lines(mount.item)), (vehicle.name, mount.item)


# Names as the sheet prints them where they do not fit their cell at 90 % of their width (decision
# D-SHEET3-4), worked out by hand from docs/sheet-abbreviations.md: the half-ton machine gun bin's
# label is abbreviated ("Machine Gun" -> "MG"); the Mobile Headquarters' communications equipment
# has nothing to abbreviate and wraps onto a second line after "Equipment".
PRINTED = {"Ammo (Machine Gun)": ("Ammo (MG)",),
           "Communications Equipment (7 ton)": ("Communications Equipment", "(7 ton)"),
           "Communications Equipment (2 ton)": ("Communications Equipment", "(2 ton)")}


def printed_lines(name: str) -> tuple[str, ...]:
    """The line or lines ``name`` is printed as."""
    return PRINTED.get(name, (name,))


def test_sheet_figures_by_hand():
    """Rules behind the sheet (designer.vehicle.sheet_figures), figures worked by hand."""
    from designer.vehicle import sheet_figures as sf

    vtol, sub = (load_unit(REPO / "units" / "examples" / n).unit
                 for n in ("vehicle-vtol-hornet.yaml", "vehicle-submarine-shark.yaml"))
    assert sf.ammo_shots("Machine Gun", 0.5) == 100     # 200 shots a ton, half a ton
    assert sf.ammo_shots("AC/10", 2) == 20              # 10 shots a ton
    assert sf.ammo_shots("Medium Laser", 1) is None
    assert sf.structure_by_location(sub) == {loc: 6 for loc in sub.locations}   # 60 t -> 6 a location
    assert sf.vertical_record(vtol) == "Altitude" and sf.vertical_record(sub) == "Depth"
    assert sf.table_group(sub) == "naval" and sf.motive_hit_boxes(vtol) == 9


def test_a_level2_engine_prints_its_type():
    # An XL-engined tank's data block names the XL engine, as `info` does ("XL Fusion" is the
    # engine row's name in catalog/data/vehicle/vehicle_tables.yaml); it printed "FUSION 220" before.
    # 55 t x cruising 4 = rating 220 (seed 000: tonnage x cruising MP for a tracked vehicle).
    tank = load_unit(REPO / "tests" / "units" / "l2-tank.yaml").unit.model_copy(update={"engine_type": "xl"})
    page = read_pages(pdf([tank], "letter"))[0]
    assert has_words(page, "Engine: XL Fusion 220")
