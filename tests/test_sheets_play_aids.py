"""Play aids on the 'Mech and fighter sheets read back from the PDF (with the Level 2
sheet items): no punch table for a quad, the fighter tables page without blank title lines, a roomier
to-hit table, the damage-transfer arrows, Level 2 weapons' to-hit modifiers and ammunition types,
double heat sinks with their dissipation, the Clan CASE note and the "(pod)" mark of OmniMech
configurations."""

from __future__ import annotations

import io

import pdfplumber
import pytest

from designer.formats import read_unit
from designer.mech.model import MechLocation
from designer.model.common import TechBase
from designer.mech.model import AmmoBin, Mount
from designer.mech.omni import configuration
from designer.sheets import SheetOptions, render_units_to_bytes
from designer.sheets.template import mech_template
from designer.sheets.unit_template import unit_template
from tests.conftest import TESTS, UNITS
from tests.sheet_readback import page_box
from tests.test_sheets_tables import table_rows

PAPERS = ("letter", "a4")


def _pages(units, tables: bool = False, paper: str = "letter") -> list[dict]:
    """Per page: its text, words, characters and curves, and the text of the 'Mech sheet's
    'MECH DATA panel ("data") and damage-transfer block ("transfer") on their own."""
    data = render_units_to_bytes(units, paper=paper, options=SheetOptions(tables=tables))
    template = mech_template(paper)
    panel = next(p for p in template.panels if p.title == "'MECH DATA")
    crits = next(p for p in template.panels if p.title == "CRITICAL HIT TABLE")
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [{"text": page.extract_text(), "words": page.extract_words(), "chars": page.chars,
                 "curves": page.curves,
                 "data": page.crop(page_box(template, panel)).extract_text(),
                 "transfer": page.crop(page_box(template, template.transfer)).extract_text(),
                 "crits": page.crop(page_box(template, crits)).extract_text()}
                for page in pdf.pages]


def _lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines()]


def _squeezed(text: str) -> list[str]:
    """The lines without spaces (a heading squeezed to fit its columns reads back run together)."""
    return ["".join(line.split()) for line in text.splitlines()]


def _mech(stem: str):
    return read_unit(UNITS / "mechs" / f"{stem}.yaml")


@pytest.mark.parametrize("paper", PAPERS)
def test_a_quad_sheet_has_no_punch_table(paper):
    # Quads have no arms, so they only kick (RULES-MAP "Gaps in the OCR"); a biped keeps both.
    quad, biped = _pages([_mech("Goliath GOL-1H"), _mech("Atlas AS7-D")], tables=True, paper=paper)
    assert "PUNCH (1D6)" not in quad["text"] and "KICK (1D6)" in quad["text"]
    assert "PUNCH (1D6)" in biped["text"] and "KICK (1D6)" in biped["text"]


@pytest.mark.parametrize("paper", PAPERS)
def test_to_hit_table_rows_have_room(paper):
    # Every row of the to-hit table at least 6.5 pt below the one above, type 6 pt or more, and
    # its longest cells printed whole.
    template = mech_template(paper)
    place = next(p for p in template.reference if p.table == "to_hit")
    page = _pages([_mech("Atlas AS7-D")], tables=True, paper=paper)[0]
    x0, top, x1, bottom = page_box(template, place)
    chars = [c for c in page["chars"] if x0 - 1 <= c["x0"] <= x1 + 1 and top - 1 <= c["top"] <= bottom]
    tops = sorted({round(c["top"], 1) for c in chars if c["x0"] < x0 + 3})   # first-column lines
    assert len(tops) == 9   # title, header, 7 rows (seed 004 lines 141-210)
    assert min(b - a for a, b in zip(tops, tops[1:], strict=False)) >= 6.5
    assert min(c["size"] for c in chars) >= 6.0 - 0.01
    rows = table_rows(page, template, place, (0.215, 0.11, 0.23, 0.105, 0.225, 0.115))
    assert rows[-1] == ["Arm actuator hit", "+1 each", "Immobile", "-4"]
    assert rows[-2] == ["Sensor hit", "+2", "Prone (adj./other)", "-2 / +1", "Partial cover", "+3"]


def test_fighter_tables_start_under_their_tab():
    # The table title is on the panel's tab: the header row is the first line inside the panel
    # (it used to sit under a blank title line, 12 pt down).
    template = unit_template("fighter", "letter")
    page = _pages([read_unit(UNITS / "fighters" / "Stuka STU-K5.yaml")], tables=True)[-1]
    for place in template.reference["tables_page"]:
        x0, top, x1, bottom = page_box(template, place)
        first = min(w["top"] for w in page["words"] if x0 <= w["x0"] <= x1 and top - 1 <= w["top"] <= bottom)
        assert first - top < 5.0, (place.table, round(first - top, 1))


def _arrow_heads(page: dict, template) -> int:
    """Filled triangles (arrow heads) inside the damage-transfer block."""
    x0, top, x1, bottom = page_box(template, template.transfer)
    return sum(1 for c in page["curves"] if c.get("fill") and not c.get("stroke") and len(c["pts"]) <= 4
               and x0 <= c["x0"] and c["x1"] <= x1 and top - 4 <= c["top"] and c["bottom"] <= bottom)


@pytest.mark.parametrize("paper", PAPERS)
def test_damage_transfer_is_drawn_as_arrows(paper):
    # Seed 000 line 1353: arm -> side torso -> centre torso, leg -> side torso: six arrows on a
    # biped and on a quad (front and rear legs for the arms and legs).
    template = mech_template(paper)
    biped, quad = _pages([_mech("Atlas AS7-D"), _mech("Goliath GOL-1H")], paper=paper)
    assert _lines(biped["transfer"]) == ["DAMAGE TRANSFER", "LA → LT → CT", "RA → RT → CT", "LL → LT",
                                         "RL → RT"]
    assert _lines(quad["transfer"]) == ["DAMAGE TRANSFER", "FLL → LT → CT", "FRL → RT → CT", "RLL → LT",
                                        "RRL → RT"]
    assert _arrow_heads(biped, template) == 6
    assert _arrow_heads(quad, template) == 6


def _clan_atlas():
    """The Atlas refitted with Clan Level 2 weapons and 17 Clan double heat sinks (a sheet test,
    not a legal design)."""
    atlas = _mech("Atlas AS7-D")
    keep = [m for m in atlas.equipment if m.item not in ("Medium Laser", "AC/20")]
    weapons = [Mount(item="Clan Heavy Medium Laser", location=MechLocation.LA),
               Mount(item="Clan ER Medium Laser", location=MechLocation.RA),
               Mount(item="Clan LB 10-X AC", location=MechLocation.RT)]
    ammo = [b for b in atlas.ammo if b.weapon != "AC/20"] + [
        AmmoBin(weapon="Clan LB 10-X AC", location=MechLocation.RT),
        AmmoBin(weapon="Clan LB 10-X AC", location=MechLocation.RT, kind="cluster")]
    return atlas.model_copy(update={"model": "AS7-C", "tech_base": TechBase.CLAN,
                                    "heat_sink_type": "clan_double", "heat_sinks": 17,
                                    "equipment": keep + weapons, "ammo": ammo})


def _is_pulse_atlas():
    atlas = _mech("Atlas AS7-D")
    swapped = [m.model_copy(update={"item": "IS Medium Pulse Laser"}) if m.item == "Medium Laser" else m
               for m in atlas.equipment]
    return atlas.model_copy(update={"model": "AS7-P", "equipment": swapped})


def test_level2_weapons_print_their_to_hit_modifiers():
    # Catalog to-hit modifiers: Clan heavy medium laser +1, IS medium pulse laser -2;
    # the ER medium laser has none (a dash in the column).
    clan, pulse = _pages([_clan_atlas(), _is_pulse_atlas()])
    assert "QtyTypeLocHtDmgTo-HitMinShtMedLng" in _squeezed(clan["data"])
    assert "1 Clan Heavy Medium Laser LA 7 10 +1 – 3 6 9" in _lines(clan["data"])
    assert "1 Clan ER Medium Laser RA 5 7 – – 5 10 15" in _lines(clan["data"])
    assert "1 IS Medium Pulse Laser LA 4 6 -2 – 2 4 6" in _lines(pulse["data"])


def test_a_1987_sheet_has_no_to_hit_column_nor_pod_mark():
    atlas = _pages([_mech("Atlas AS7-D")])[0]
    assert "QtyTypeLocHtDmgMinShtMedLng" in _squeezed(atlas["data"])
    assert "(pod)" not in atlas["text"] and "Clan CASE" not in atlas["text"]


def test_ammunition_types_heat_sinks_and_clan_case():
    page = _pages([_clan_atlas()])[0]
    lines = _lines(page["data"])
    # Each bin holds one type (decision D-AMMO-1): the cluster bin says so with its modifier, cluster
    # rounds -1 to hit (seed 002 ammunition rows); the standard (slug) bin prints no type line.
    assert "cluster: -1 to hit" in lines
    assert not any("standard" in line for line in lines)
    # 17 Clan double heat sinks dissipate 34 (2 each); "17 Clan Double (34)" is wider than its half of
    # the data block at 90 % of its width, so it prints abbreviated by docs/sheet-abbreviations.md
    # ("Double" -> "Dbl.", decision D-SHEET3-4).
    assert any(line.endswith("HeatSinks:17ClanDbl.(34)") for line in _squeezed(page["data"]))
    # Clan CASE is built into every Clan location (decision D-L2W-8).
    assert "Clan CASE in every location: an ammunition explosion stops there." in lines


def test_omnimech_configuration_marks_pod_mounted_equipment():
    # The Exemplar Prime: every weapon and ammunition bin is in pods; the two heat sinks in the
    # side torsos are fixed (and are not inventory rows).
    exemplar = read_unit(TESTS / "units" / "omni-exemplar.yaml")
    page = _pages([configuration(exemplar, "Prime")])[0]
    lines = _lines(page["data"])
    assert "1 AC/10 (pod) RA 3 10 – 5 10 15" in lines
    assert "1 LRM-10 (pod) LT 4 1/msl 6 7 14 21" in lines
    assert any(line.startswith("AC/10 (pod) RT 10") for line in lines)
    # 4 weapon rows (medium lasers in CT and CT rear, LRM-10, AC/10) and 4 ammunition bins
    assert page["data"].count("(pod)") == 4 + 4
    # the critical hit table too: the pod slots are marked, the fixed heat sinks are not
    crits = _lines(page["crits"])
    assert "1. Heat Sink" in " ".join(crits) and "Heat Sink (pod)" not in " ".join(crits)
    assert "Ammo (AC/10) 10 (pod)" in " ".join(crits)
    assert "Medium Laser (R) (pod)" in " ".join(crits)
