"""Mixed print jobs: any mix of unit kinds in one PDF, pages in the order given (README: `sheet`
prints in the order given), multi-unit pages filled, one bookmark per unit opening on its page; the
``designer sheet`` CLI takes them."""

from __future__ import annotations

import io

from pypdf import PdfReader

from designer.cli import main
from designer.formats.load import load_unit
from designer.sheets import render_units_to_bytes
from designer.sheets.job import plan_pages
from tests.conftest import REPO

EXAMPLES = REPO / "units" / "examples"
MECH = REPO / "units" / "mechs" / "Archer ARC-2R.yaml"


def units():
    files = sorted(EXAMPLES.glob("*.yaml"))
    return [load_unit(p).unit for p in reversed(files)] + [load_unit(MECH).unit]


def test_pages_in_the_order_given_with_full_multi_unit_pages():
    pages = plan_pages(units(), "letter", tables=False)
    kinds = [page.kind for page in pages]
    # the example files by name, reversed, then the 'Mech: 7 vehicles two a page (4 pages), the
    # fixed-wing support vehicle on an aircraft page of its own (D-SV-2), 1 ProtoMech on a Point page,
    # 3 platoons on one form, 2 fighters, 2 installations, the 'Mech last
    assert kinds == (["vehicle"] * 5 + ["protomech", "infantry"] + ["fighter"] * 2 + ["building"] * 2
                     + ["mech"])
    assert [len(page.units) for page in pages if page.kind == "vehicle"] == [2, 2, 2, 1, 1]
    assert pages[3].tables   # the vehicle left over gets its tables in the bottom half
    assert pages[4].units[0].name == "Heron Patrol Aircraft" and not pages[4].tables


def test_runs_of_a_kind_keep_the_order_given():
    vehicle, mech = load_unit(EXAMPLES / "vehicle-hover-skimmer.yaml").unit, load_unit(MECH).unit
    other = load_unit(EXAMPLES / "vehicle-wheeled-scout.yaml").unit
    pages = plan_pages([vehicle, mech, other], "letter", tables=False)
    assert [(page.kind, [u.name for u in page.units]) for page in pages] == [
        ("vehicle", [vehicle.name]), ("mech", [mech.name]), ("vehicle", [other.name])]


def test_every_unit_gets_a_bookmark_on_its_page():
    everything = units()
    reader = PdfReader(io.BytesIO(render_units_to_bytes(everything, paper="a4")))
    assert len(reader.pages) == 12
    entries = [(entry.title, reader.get_destination_page_number(entry)) for entry in reader.outline]
    assert sorted(title for title, _ in entries) == sorted(u.name for u in everything)
    pages = dict(entries)
    assert pages["Archer ARC-2R"] == 11
    assert pages["Heron Patrol Aircraft"] == 4
    assert pages["Garrison Platoon Foot Rifle"] == pages["Hunter Platoon Motorized SRM"] == 6


def test_tables_option_one_vehicle_a_page():
    pages = plan_pages(units(), "letter", tables=True)
    assert sum(page.kind == "vehicle" for page in pages) == 8
    # the fixed-wing support vehicle's page, then AeroTech's tables page (D-SV-2, D-SHEET3-3)
    heron = next(i for i, page in enumerate(pages)
                 if page.units and page.units[0].name == "Heron Patrol Aircraft")
    assert (pages[heron + 1].kind, pages[heron + 1].units, pages[heron + 1].tables) == ("fighter", [], True)


def test_cli_prints_a_folder_of_mixed_units(tmp_path):
    out = tmp_path / "all.pdf"
    stdout = io.StringIO()
    code = main(["sheet", str(EXAMPLES), str(MECH), "-o", str(out), "--paper", "letter"], out=stdout)
    assert code == 0, stdout.getvalue()
    assert "17 units on 12 pages" in stdout.getvalue()   # the ProtoMech and the Heron examples
    text = " ".join(page.extract_text() for page in PdfReader(str(out)).pages)
    for name in ("Archer ARC-2R", "Hornet VTOL", "Lancer AeroSpace Fighter", "Bastion Gun Emplacement",
                 "Skyborne Platoon Jump Laser"):
        assert name in text
