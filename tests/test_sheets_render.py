"""Record sheets read back from the PDF (pdfplumber): text, pip counts, determinism, fit."""

from __future__ import annotations

import io
import re

import pytest

from designer.formats import read_unit
from designer.model import Pilot
from designer.mech.model import Mech
from designer.sheets import SheetOptions
from designer.mech.sheet.job import render_to_bytes
from designer.sheets.diagram_blocks import squashed
from designer.sheets.geometry import view_regions
from designer.sheets.pips import contains
from designer.sheets.template import diagrams, mech_template
from tests.conftest import UNITS, canon
from tests.test_sheets_pips import structure_of
from tests.sheet_readback import read_pages

CANON = sorted((UNITS / "mechs").glob("*.yaml"))


@pytest.fixture(scope="module")
def canon_sheets():
    mechs = [read_unit(path) for path in CANON]
    return mechs, read_pages(render_to_bytes(mechs, paper="letter"))


def to_page(template, polygon):
    """Design-frame polygon -> page coordinates with y down (pdfplumber's 'top')."""
    f = template.frame
    return tuple((f.x + f.scale * x, f.y + f.scale * y) for x, y in polygon)


def count_pips(template, circles, view, box) -> dict[str, int]:
    regions = view_regions(view, box)
    return {name: sum(1 for c in circles if contains(to_page(template, r.outline), c))
            for name, r in regions.items()}


def assert_pips(mech: Mech, page: dict, paper: str) -> None:
    template = mech_template(paper)
    shape = getattr(diagrams(template.diagrams), "quad" if mech.is_quad else "biped")
    front = count_pips(template, page["circles"], shape.front, template.armor_front)
    rear = count_pips(template, page["circles"], shape.rear, template.armor_rear)
    inner = count_pips(template, page["circles"], squashed(shape.front, template.structure), template.structure)
    assert front == {loc: mech.armor.get(loc, 0) for loc in front}, mech.name
    assert rear == {loc: mech.rear_armor.get(loc, 0) for loc in rear}, mech.name
    assert inner == {loc: structure_of(mech.tonnage, loc if len(loc) == 2 else "LL") for loc in inner}


def test_sheets_are_deterministic(merlin):
    assert render_to_bytes([merlin]) == render_to_bytes([merlin])


def test_one_page_per_mech_and_a_bookmark_each(merlin):
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(render_to_bytes([merlin, merlin], paper="a4")))
    assert len(reader.pages) == 2
    assert [entry.title for entry in reader.outline] == ["Merlin MLN-1", "Merlin MLN-1"]
    assert round(float(reader.pages[0].mediabox.height), 1) == 841.9


def test_merlin_sheet_text(merlin):
    page = read_pages(render_to_bytes([merlin]))[0]
    text = page["text"]
    # tests/units/merlin.yaml: 60 t, walk 4 (run 6 = ceil(4 x 1.5)), jump 4, 18 heat sinks.
    for expected in ("Merlin MLN-1", "Tonnage: ?60", "Walking MP: ?4", "Running MP: ?6", "Jumping MP: ?4",
                     "Heat Sinks: ?18"):
        assert re.search(expected, text), expected
    # Weapons Table (seed 000 lines 4797-4834): PPC ht 10 dmg 10 min 3, 6/12/18.
    assert re.search(r"1 PPC RT 10 10 3 6 12 18", text)
    assert re.search(r"1 LRM-5 RT 2 1/msl 6 7 14 21", text)
    # LRM-5: 24 shots a ton; machine gun 200 (seed 000 weapons table).
    assert "Ammo (LRM-5) 24" in text and "Ammo (Machine Gun) 200" in text
    assert len(page["circles"]) > 0
    assert_pips(merlin, page, "letter")


def test_pilot_option_is_printed_and_blank_by_default(merlin):
    plain = read_pages(render_to_bytes([merlin]))[0]["text"]
    assert "Natasha" not in plain
    options = SheetOptions(pilot=Pilot(name="Natasha Kerensky", gunnery=2, piloting=3))
    text = read_pages(render_to_bytes([merlin], options=options))[0]["text"]
    assert re.search(r"Name: ?Natasha Kerensky", text)
    assert re.search(r"Gunnery Skill: ?2", text) and re.search(r"Piloting Skill: ?3", text)


def test_reference_tables_option(merlin):
    text = read_pages(render_to_bytes([merlin], options=SheetOptions(tables=True)))[0]["text"].replace(" ", "")
    assert "HITLOCATION(2D6)" in text and "MISSILEHITS(2D6)" in text and "TO-HITMODIFIERS" in text


def test_every_canon_mech_sheet_holds_its_data(canon_sheets):
    mechs, pages = canon_sheets
    assert len(pages) == len(mechs)
    for mech, page in zip(mechs, pages, strict=False):
        text = page["text"]
        assert mech.chassis in text and mech.model in text, mech.name
        assert re.search(rf"Tonnage: ?{mech.tonnage}\b", text)
        assert re.search(rf"Walking MP: ?{mech.walking_mp}\b", text)
        assert re.search(rf"Jumping MP: ?{mech.jump_mp}\b", text)
        assert re.search(rf"Heat Sinks: ?{mech.heat_sinks}\b", text), mech.name
        _assert_weapons(mech, text)
        _assert_crits(mech, page)


def _assert_weapons(mech: Mech, text: str) -> None:
    from designer.catalog import catalog

    for mount in mech.equipment:
        weapon = catalog().weapon(mount.item)
        if weapon is None or weapon.is_artillery:
            continue
        loc = f"{mount.location.value}(R)" if mount.rear else mount.location.value
        ranges = f"{weapon.short} {weapon.medium} {weapon.long}"
        assert re.search(rf"\d {re.escape(weapon.id)} {re.escape(loc)} .*?{ranges}", text), (mech.name, weapon.id)


def _assert_crits(mech: Mech, page: dict) -> None:
    """Every filled slot of the MTF file is printed; every empty one reads Roll Again."""
    from designer.mech.figures import figures

    text = page["text"].replace(" ", "")
    table = figures(mech).critical_table
    for slots in table.values():
        for slot in slots:
            if slot is not None:
                assert slot.label.replace(" ", "") in text, (mech.name, slot.label)
    empty = sum(1 for slots in table.values() for slot in slots if slot is None)
    assert text.count("RollAgain") == empty, mech.name


def test_every_canon_mech_has_exactly_its_pips(canon_sheets):
    mechs, pages = canon_sheets
    for mech, page in zip(mechs, pages, strict=False):
        assert_pips(mech, page, "letter")


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", ["Goliath GOL-1H", "Atlas AS7-D"])
def test_every_diagram_label_is_printed_whole(name, paper):
    # A label squeezed into a peaked outline (a quad's front leg) came out as "F..": every
    # location's "LOC (N)" must be readable for armor and for structure.
    from designer.mech.figures import figures

    mech = canon(name)
    text = read_pages(render_to_bytes([mech], paper=paper))[0]["text"]
    fig = figures(mech)
    # A label band narrower than "LOC (N)" at 90 % of its width on the smallest type prints "LOC N",
    # and then every label of that diagram does (one form a diagram, decision D-SHEET3-4; brackets no
    # longer come and go): the Goliath's structure diagram, whose "RT (17)" needs 20.1 points (DejaVu
    # Sans Condensed Bold at 6 points, x 0.9), prints all eight "LOC N"; its armor diagram and every
    # label of the Atlas keep their brackets.
    armor, structure = [], []
    for location in mech.locations:
        for points, printed in ((mech.armor.get(location, 0), armor),
                                (fig.internal_structure[location], structure)):
            label = f"{location.value} ({points})"
            assert label in text or f"{location.value} {points}" in text
            printed.append(label in text)
    assert all(armor)
    assert all(structure) if name == "Atlas AS7-D" else not any(structure)
