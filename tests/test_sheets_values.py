"""Battle Value and cost on every kind's record sheet (decision D-SHEET3-1), read
back from the PDF's text. Each expected Battle Value is the hand-worked one of the kind's Battle
Value test (the working is repeated in short here), times the skill multiplier of the TechManual
table (gunnery 3 / piloting 4: 1.32; gunnery 3 / piloting 5: 1.20, the ProtoMech's piloting always
counting as 5), rounded half up by hand."""

from __future__ import annotations

from designer.formats.yaml_io import read_unit
from designer.model.common import Pilot
from designer.sheets import SheetOptions, render_units_to_bytes
from sheet_readback import has_words, read_pages
from tests.conftest import REPO
from tests.test_bv_battlearmor import SQUAD
from tests.test_bv_protomech import PROTO

VETERAN = Pilot(name="Kai", gunnery=3, piloting=4)


def _page(unit, pilot: Pilot | None = None, paper: str = "letter") -> dict:
    pdf = render_units_to_bytes([unit], paper=paper, options=SheetOptions(pilot=pilot))
    return read_pages(pdf)[0]


def _unit(path: str):
    return read_unit(REPO / "units" / path)


def test_a_vehicle_sheet_prints_its_battle_value_at_its_crew_skills():
    # tests/test_bv.py: Hunter Light Support Tank 308.88 defensive + 339.075 offensive = 647.955
    # -> 648; at 3/4 x 1.32 = 855.36 -> 855.
    hunter = _unit("vehicles/Hunter Light Support Tank.yaml")
    assert has_words(_page(hunter), "BV: 648")
    assert has_words(_page(hunter, VETERAN), "BV: 648 (855 at 3/4)")


def test_a_fighter_sheet_prints_its_battle_value_and_cost():
    # tests/test_bv.py: Cheetah F-10 172.8 + 274.72 = 447.52 -> 448; at 3/4 x 1.32 = 591.36 -> 591.
    page = _page(_unit("fighters/Cheetah F-10.yaml"), VETERAN)
    assert has_words(page, "BV: 448 (591 at 3/4)")
    assert has_words(page, "Cost:") and "C-Bills" in page["text"]


def test_a_battle_armor_squad_prints_its_battle_value_at_its_skills():
    # tests/test_bv_battlearmor.py: 39.665 a trooper x 5.2 (4 troopers) = 206.258 -> 206; gunnery
    # 3, anti-'Mech 4: x 1.32 = 271.92 -> 272.
    page = _page(SQUAD, VETERAN)
    assert has_words(page, "BV: 206 (272 at 3/4)")
    assert has_words(page, "Cost:")


def test_each_protomech_and_the_point_total_print_their_values():
    # tests/test_bv_protomech.py: 79.1 + 85.738 = 164.838 -> 165; a ProtoMech's piloting counts as
    # 5: gunnery 3 -> x 1.20 = 198. tests/test_cost_protomech.py: 664,483.33 x 1.05 -> 697,708.
    # The Point of two: 165 + 165 = 330, with pilots 198 + 198 = 396; cost 2 x 697,708 = 1,395,416.
    pdf = render_units_to_bytes([PROTO, PROTO], options=SheetOptions(pilot=VETERAN))
    page = read_pages(pdf)[0]
    packed = "".join(page["text"].split())   # pdfplumber closes up a label and its value
    assert packed.count("BV:165(198at3/5)") == 2
    assert packed.count("Cost:697,708C-Bills") == 2
    assert has_words(page, "Point BV: 330 (396 with pilots)")
    assert has_words(page, "Point cost: 1,395,416 C-Bills")


def test_an_infantry_platoon_prints_its_battle_value_and_cost():
    # decision D-BV3-5 (replacing D-BV2-3's "not rated"): the 21-man anti-'Mech jump laser platoon
    # is worked by hand in tests/test_bv_infantry.py: 34.65 + 39.039 = 73.689 -> 74; seed 000's
    # platoon cost is printed as before
    page = _page(_unit("examples/infantry-jump-laser.yaml"))
    assert has_words(page, "BV: 74")
    assert has_words(page, "Cost:") and "C-Bills" in page["text"]


def test_a_gun_emplacement_is_rated_and_an_office_is_not():
    # tests/test_bv_building.py: Bastion 32 + 133.32 = 165.32 -> 165; gunners at 3/5 x 1.20 = 198.
    bastion = _unit("examples/building-gun-emplacement.yaml")
    assert has_words(_page(bastion, Pilot(gunnery=3, piloting=5)), "BV: 165 (198 at 3/5)")
    office = _page(_unit("examples/building-office.yaml"))
    assert has_words(office, "BV: not rated") and has_words(office, "Cost:")


def test_values_fit_the_data_block_on_a4_too():
    hunter = _unit("vehicles/Hunter Light Support Tank.yaml")
    assert has_words(_page(hunter, VETERAN, "a4"), "BV: 648 (855 at 3/4)")


def test_a_battle_armor_point_prints_its_cost():
    # decision D-BV3-2, worked by hand in tests/test_cost_battlearmor.py: the canon Elemental
    # [Flamer] Point costs 3,480,400 C-Bills (five troopers).
    page = _page(_unit("battlearmor/elemental-flamer.yaml"))
    assert "".join(page["text"].split()).count("Cost:3,480,400C-Bills") == 1
