"""The later-technology construction types (decision D-L2-LATER; D-LATER-TYPE-1..6 in
docs/rules-decisions.md): light and compact engines, compact, XL and heavy-duty gyros, the small
cockpit, light and heavy ferro-fibrous and stealth armor. Every weight below is computed by hand
from the Engine Table (data/engines.yaml, seed 000) and MegaMek's factors, rounded up to the half
ton as MegaMek rounds them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from designer.catalog import catalog
from designer.catalog.models import CockpitType, ConstructionRow
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.model.common import TechBase
from designer.mech.model import Mech, MechLocation, Mount
from designer.rules import validate
from designer.mech import construction as con
from designer.mech.layout import critical_table
from designer.rules.summary import summarize
from designer.sheets.sheet_data import crit_lines, engine_text

L = MechLocation


def _mech(tonnage: int, rating: int, **types: str) -> Mech:
    return Mech(chassis="Test", model="LT-1", tonnage=tonnage, engine_rating=rating,
                walking_mp=rating // tonnage, tech_base=TechBase.INNER_SPHERE, rules_level=2, **types)


def _fixed(mech: Mech, location: MechLocation) -> list[str | None]:
    return [slot.name if slot is not None else None for slot in critical_table(mech)[location]]


def _codes(mech: Mech) -> set[str]:
    return {f.code for f in validate(mech).findings}


# --- the rows ---------------------------------------------------------------------------------

LATER = {("engines", "light"), ("engines", "compact"), ("gyros", "compact"), ("gyros", "xl"),
         ("gyros", "heavy_duty"), ("cockpits", "small"), ("armors", "light_ferro_fibrous"),
         ("armors", "heavy_ferro_fibrous"), ("armors", "stealth")}


def test_the_later_rows_name_their_source_and_year():
    tables = catalog().construction
    later = {(name, row.id) for name in ("engines", "structures", "armors", "heat_sinks", "gyros", "cockpits")
             for row in tables.table(name) if row.later}
    assert later == LATER
    for name, type_id in LATER:
        row = tables.row(name, type_id)
        assert row is not None and row.source is not None and "MegaMek" in row.source
        assert row.tech_base.value == "IS" and row.rules_level == 2 and row.intro_year is not None
        assert row.label == f"{row.name} (later technology)"


def test_a_later_row_without_source_or_a_seed_row_with_one_is_refused():
    base = {"id": "x", "name": "X", "tech_base": "IS", "rules_level": 2}
    assert ConstructionRow.model_validate(base | {"later": True, "source": "MegaMek"}).later
    with pytest.raises(ValidationError):
        ConstructionRow.model_validate(base | {"later": True})
    with pytest.raises(ValidationError):
        ConstructionRow.model_validate(base | {"source": "MegaMek"})
    with pytest.raises(ValidationError):
        CockpitType.model_validate(base | {"tons": 2.0, "later": True})


def test_megamek_introduction_years():
    # MegaMek TechAdvancement prototype dates (D-LATER-TYPE-6)
    years = {(name, type_id): catalog().construction.row(name, type_id).intro_year for name, type_id in LATER}
    assert years == {("engines", "light"): 3055, ("engines", "compact"): 3060, ("gyros", "compact"): 3055,
                     ("gyros", "xl"): 3055, ("gyros", "heavy_duty"): 3055, ("cockpits", "small"): 3060,
                     ("armors", "light_ferro_fibrous"): 3055, ("armors", "heavy_ferro_fibrous"): 3056,
                     ("armors", "stealth"): 3051}


# --- weights ----------------------------------------------------------------------------------

# Engine Table (data/engines.yaml): 150 -> 5.5 t, 200 -> 8.5 t, 300 -> 19 t, 375 -> 38.5 t.
# Light x0.75: 4.125 -> 4.5, 6.375 -> 6.5, 14.25 -> 14.5, 28.875 -> 29.
@pytest.mark.parametrize("tonnage,rating,tons", [(25, 150, 4.5), (50, 200, 6.5), (75, 300, 14.5),
                                                 (75, 375, 29.0)])
def test_light_engine_weight(tonnage, rating, tons):
    assert con.engine_tons(_mech(tonnage, rating, engine_type="light")) == tons


# Compact x1.5: 100 -> 3 t x 1.5 = 4.5; 200 -> 12.75 -> 13; 240 -> 11.5 x 1.5 = 17.25 -> 17.5; 300 -> 28.5.
@pytest.mark.parametrize("tonnage,rating,tons", [(25, 100, 4.5), (100, 200, 13.0), (80, 240, 17.5),
                                                 (100, 300, 28.5)])
def test_compact_engine_weight(tonnage, rating, tons):
    assert con.engine_tons(_mech(tonnage, rating, engine_type="compact")) == tons


# Gyro base = rating / 100 rounded up (seed 000 line 4270): 200 -> 2, 245 -> 3, 375 -> 4.
# Compact x1.5, XL x0.5, heavy-duty x2, each up to the half ton.
@pytest.mark.parametrize("rating,tonnage,gyros", [
    (200, 50, {"standard": 2.0, "compact": 3.0, "xl": 1.0, "heavy_duty": 4.0}),
    (245, 35, {"standard": 3.0, "compact": 4.5, "xl": 1.5, "heavy_duty": 6.0}),
    (375, 75, {"standard": 4.0, "compact": 6.0, "xl": 2.0, "heavy_duty": 8.0}),
])
def test_gyro_weights(rating, tonnage, gyros):
    assert {g: con.gyro_tons(_mech(tonnage, rating, gyro_type=g)) for g in gyros} == gyros


def test_small_cockpit_weighs_two_tons():
    # MegaMek TestMek.getWeightCockpit: small 2 t; the 1987 cockpit 3 t (seed 000 line 4267)
    assert con.cockpit_tons(_mech(25, 150, cockpit_type="small")) == 2.0
    assert con.cockpit_tons(_mech(25, 150)) == 3.0


@pytest.mark.parametrize("armor,tons,points", [
    ("light_ferro_fibrous", 10.0, 169),   # 16 x 1.06 = 16.96 a ton: 169.6 -> 169
    ("heavy_ferro_fibrous", 5.0, 99),     # 16 x 1.24 = 19.84 a ton: 99.2 -> 99
    ("stealth", 4.0, 64),                 # 16 a ton
])
def test_armor_points_bought(armor, tons, points):
    mech = _mech(50, 200, armor_type=armor).model_copy(update={"armor_tons": tons})
    assert con.armor_points_bought(mech) == points


def test_armor_tons_for_points():
    # 307 points: light FF 307 / 16.96 = 18.1 -> 18.5 t; heavy FF 128 / 19.84 = 6.45 -> 6.5 t
    assert con.armor_tons_for(307, _mech(100, 300, armor_type="light_ferro_fibrous")) == 18.5
    assert con.armor_tons_for(128, _mech(40, 280, armor_type="heavy_ferro_fibrous")) == 6.5
    assert con.spreadable_slots(_mech(40, 280, armor_type="heavy_ferro_fibrous"))["Heavy Ferro-Fibrous"] == 21
    assert con.spreadable_slots(_mech(40, 280, armor_type="light_ferro_fibrous"))["Light Ferro-Fibrous"] == 7
    assert con.spreadable_slots(_mech(40, 280, armor_type="stealth"))["Stealth Armor"] == 12


# --- critical slot layouts ---------------------------------------------------------------------

E, G = "Engine", "Gyro"


@pytest.mark.parametrize("engine,gyro,center", [
    ("fusion", "standard", [E] * 3 + [G] * 4 + [E] * 3 + [None] * 2),
    ("fusion", "compact", [E] * 3 + [G] * 2 + [E] * 3 + [None] * 4),
    ("fusion", "xl", [E] * 3 + [G] * 6 + [E] * 3),
    ("fusion", "heavy_duty", [E] * 3 + [G] * 4 + [E] * 3 + [None] * 2),
    ("compact", "standard", [E] * 3 + [G] * 4 + [None] * 5),
    ("compact", "compact", [E] * 3 + [G] * 2 + [None] * 7),
    ("light", "standard", [E] * 3 + [G] * 4 + [E] * 3 + [None] * 2),
])
def test_center_torso_layout(engine, gyro, center):
    # MegaMek Engine.getCenterTorsoCriticalSlots: slots 0-2, then the gyro, then the rest
    assert _fixed(_mech(50, 200, engine_type=engine, gyro_type=gyro), L.CT) == center


def test_light_engine_fills_two_slots_of_each_side_torso():
    mech = _mech(50, 200, engine_type="light")
    assert _fixed(mech, L.LT)[:3] == [E, E, None] and _fixed(mech, L.RT)[:3] == [E, E, None]
    on_engine = mech.model_copy(update={"equipment": (Mount(item="Medium Laser", location=L.LT, slot=2),)})
    assert "MECH-XL-SIDE-TORSO-SLOTS" in _codes(on_engine)
    beside = mech.model_copy(update={"equipment": (Mount(item="Medium Laser", location=L.LT, slot=3),)})
    assert "MECH-XL-SIDE-TORSO-SLOTS" not in _codes(beside)


def test_small_cockpit_head_layout():
    # MegaMek: life support, sensors, cockpit, sensors, then two free slots
    mech = _mech(25, 150, cockpit_type="small")
    assert _fixed(mech, L.HD) == ["Life Support", "Sensors", "Cockpit", "Sensors", None, None]
    laser = mech.model_copy(update={"equipment": (Mount(item="Medium Laser", location=L.HD, slot=5),)})
    assert "MECH-SLOT-CONFLICT" not in _codes(laser)
    standard = laser.model_copy(update={"cockpit_type": "standard"})   # slot 5 holds sensors
    assert "MECH-SLOT-CONFLICT" in _codes(standard)


def test_compact_gyro_frees_center_torso_slots():
    mech = _mech(50, 200, engine_type="compact", gyro_type="compact")
    ppc = mech.model_copy(update={"equipment": (Mount(item="PPC", location=L.CT, slot=6),)})
    assert not {"MECH-SLOT-CONFLICT", "MECH-SLOTS-OVERFLOW"} & _codes(ppc)
    on_gyro = ppc.model_copy(update={"gyro_type": "xl"})   # XL gyro: slots 4-9
    assert "MECH-SLOT-CONFLICT" in _codes(on_gyro)


def test_sheet_critical_table_follows_the_layout():
    lines = crit_lines(mech := _mech(25, 150, cockpit_type="small", gyro_type="compact"),
                       critical_table(mech)[L.HD])
    assert [line.text for line in lines] == ["Life Support", "Sensors", "Cockpit", "Sensors", "Roll Again",
                                             "Roll Again"]
    center = [line.text for line in crit_lines(mech, critical_table(mech)[L.CT])]
    assert center[3:8] == ["Gyro", "Gyro", "Engine", "Engine", "Engine"]


# --- validation, summaries, MTF -----------------------------------------------------------------

def test_a_type_newer_than_the_design_is_a_warning():
    mech = _mech(50, 200, engine_type="light").model_copy(update={"year": 3050})
    era = [f for f in validate(mech).findings if f.code == "MECH-EQUIPMENT-ERA"]
    assert [f.severity.value for f in era] == ["warning"] and "3055" in era[0].message
    assert "MECH-EQUIPMENT-ERA" not in _codes(mech.model_copy(update={"year": 3055}))


def test_info_and_sheet_mark_later_technology():
    mech = _mech(60, 240, engine_type="light", gyro_type="xl", cockpit_type="small")
    text = summarize(mech).text
    assert "Light engine (later technology)" in text and "Small cockpit (later technology)" in text
    # priced at MegaMek's prices for the later types (decision D-BV-2), no longer "not computed"
    assert "Cost: not computed" not in text and "C-bills" in text
    assert engine_text(mech) == "240 Light (later technology)"


def test_later_types_written_to_and_read_from_mtf():
    mech = _mech(60, 240, engine_type="light", gyro_type="xl", cockpit_type="small",
                 armor_type="light_ferro_fibrous")
    text = mech_to_mtf(mech)
    for line in ("engine:240 Light Engine(IS)", "gyro:XL Gyro", "cockpit:Small Cockpit",
                 "armor:Light Ferro-Fibrous(Inner Sphere)"):
        assert line in text.splitlines()
    head = text.split("Head:\n", 1)[1].splitlines()[:6]
    assert head == ["Life Support", "Sensors", "Cockpit", "Sensors", "-Empty-", "-Empty-"]
    again = parse_mtf(text)
    assert not [i for i in again.issues if i.code in ("MTF-FIXED-SLOT", "MTF-UNSUPPORTED-TECH")]
    fields = ("engine_type", "gyro_type", "cockpit_type", "armor_type")
    assert {f: getattr(again.mech, f) for f in fields} == {f: getattr(mech, f) for f in fields}


def test_a_1987_design_writes_no_gyro_or_cockpit_line():
    keys = {line.split(":")[0] for line in mech_to_mtf(_mech(50, 200)).splitlines()}
    assert "gyro" not in keys and "cockpit" not in keys


@pytest.mark.parametrize("header,field,expected", [
    ("Engine:200 Light Fusion Engine", "engine_type", "light"),
    ("Engine:240 Compact Engine(IS)", "engine_type", "compact"),
    ("Gyro:XL", "gyro_type", "xl"),
    ("Gyro:Heavy Duty Gyro", "gyro_type", "heavy_duty"),
    ("Cockpit:Small Cockpit", "cockpit_type", "small"),
    ("Armor:Stealth(Inner Sphere)", "armor_type", "stealth"),
    ("Armor:Heavy Ferro-Fibrous", "armor_type", "heavy_ferro_fibrous"),
    ("Armor:Standard(IS/Clan)", "armor_type", "standard"),
])
def test_megamek_spellings_read(header, field, expected):
    text = mech_to_mtf(_mech(50, 200))
    key = header.split(":")[0].casefold()
    lines = [line for line in text.splitlines() if line.split(":")[0].casefold() != key]
    lines.insert(3, header)
    read = parse_mtf("\n".join(lines))
    assert getattr(read.mech, field) == expected
    assert not [i for i in read.issues if i.code == "MTF-UNSUPPORTED-TECH"]
