"""Construction types of 'Mechs (engine, structure, armor, heat sinks, gyro, cockpit) and the
schema 2 documents that carry them."""

from __future__ import annotations

import pytest

from designer.formats.errors import FormatError
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.library import library_files
from designer.model.common import TechBase
from designer.mech.model import Mech, Mount, MechLocation
from designer.rules import validate
from designer.mech import construction as con
from designer.mech.figures import figures
from designer.mech.layout import critical_table

# research/level2-spec.md section 4 (units, types, armor points, heat sinks) and section 4.1
# (weight breakdown in tons), typed in by hand: (unit, tonnage, rating, tech base, engine type,
# structure type, armor type, armor points, heat sinks,
#  engine t, structure t, gyro t, cockpit t, armor t, heat sink t)
ACCEPTANCE = [
    ("Dire Wolf Prime", 100, 300, "clan", "clan_xl", "standard", "standard", 304, 22, 9.5, 10, 3, 3, 19, 12),
    (
        "Timber Wolf Prime",
        75,
        375,
        "clan",
        "clan_xl",
        "clan_endo_steel",
        "clan_ferro_fibrous",
        230,
        17,
        19.5,
        4,
        4,
        3,
        12,
        7,
    ),
    (
        "Stormcrow Prime",
        55,
        330,
        "clan",
        "clan_xl",
        "clan_endo_steel",
        "clan_ferro_fibrous",
        182,
        22,
        12.5,
        3,
        4,
        3,
        9.5,
        12,
    ),
    (
        "Mad Dog Prime",
        60,
        300,
        "clan",
        "clan_xl",
        "standard",
        "clan_ferro_fibrous",
        163,
        12,
        9.5,
        6,
        3,
        3,
        8.5,
        2,
    ),
    (
        "Summoner Prime",
        70,
        350,
        "clan",
        "clan_xl",
        "standard",
        "clan_ferro_fibrous",
        182,
        14,
        15,
        7,
        4,
        3,
        9.5,
        4,
    ),
    (
        "Warhawk Prime",
        85,
        340,
        "clan",
        "clan_xl",
        "standard",
        "clan_ferro_fibrous",
        259,
        20,
        13.5,
        8.5,
        4,
        3,
        13.5,
        10,
    ),
    (
        "Kit Fox Prime",
        30,
        180,
        "clan",
        "clan_xl",
        "clan_endo_steel",
        "clan_ferro_fibrous",
        76,
        10,
        3.5,
        1.5,
        2,
        3,
        4,
        0,
    ),
    ("Nova Prime", 50, 250, "clan", "clan_xl", "standard", "standard", 160, 18, 6.5, 5, 3, 3, 10, 8),
    (
        "Mist Lynx Prime",
        25,
        175,
        "clan",
        "clan_xl",
        "clan_endo_steel",
        "clan_ferro_fibrous",
        67,
        10,
        3.5,
        1.5,
        2,
        3,
        3.5,
        0,
    ),
    (
        "Ice Ferret Prime",
        45,
        360,
        "clan",
        "clan_xl",
        "clan_endo_steel",
        "clan_ferro_fibrous",
        144,
        12,
        16.5,
        2.5,
        4,
        3,
        7.5,
        2,
    ),
    (
        "Fire Moth Prime",
        20,
        200,
        "clan",
        "clan_xl",
        "clan_endo_steel",
        "clan_ferro_fibrous",
        38,
        10,
        4.5,
        1,
        2,
        3,
        2,
        0,
    ),
    ("Atlas AS7-K", 100, 300, "inner_sphere", "xl", "standard", "standard", 304, 20, 9.5, 10, 3, 3, 19, 10),
    (
        "Awesome AWS-9M",
        80,
        320,
        "inner_sphere",
        "xl",
        "standard",
        "standard",
        247,
        20,
        11.5,
        8,
        4,
        3,
        15.5,
        10,
    ),
    (
        "Raven RVN-3L",
        35,
        210,
        "inner_sphere",
        "xl",
        "standard",
        "ferro_fibrous",
        80,
        11,
        4.5,
        3.5,
        3,
        3,
        4.5,
        1,
    ),
    (
        "Cyclops CP-11-C",
        90,
        360,
        "inner_sphere",
        "fusion",
        "standard",
        "standard",
        192,
        12,
        33,
        9,
        4,
        3,
        12,
        2,
    ),
    (
        "Black Knight BL-6-KNT",
        75,
        300,
        "inner_sphere",
        "fusion",
        "endo_steel",
        "standard",
        208,
        20,
        19,
        4,
        3,
        3,
        13,
        10,
    ),
    (
        "Axman AXM-1N",
        65,
        260,
        "inner_sphere",
        "xl",
        "standard",
        "ferro_fibrous",
        179,
        10,
        7,
        6.5,
        3,
        3,
        10,
        0,
    ),
    (
        "Grand Dragon DRG-5K",
        60,
        360,
        "inner_sphere",
        "xl",
        "standard",
        "standard",
        160,
        13,
        16.5,
        6,
        4,
        3,
        10,
        3,
    ),
    (
        "Crockett CRK-5003-1",
        85,
        255,
        "inner_sphere",
        "fusion",
        "standard",
        "standard",
        263,
        15,
        13,
        8.5,
        3,
        3,
        16.5,
        5,
    ),
    (
        "Exterminator EXT-4D",
        65,
        390,
        "inner_sphere",
        "xl",
        "standard",
        "standard",
        168,
        10,
        23,
        6.5,
        4,
        3,
        10.5,
        0,
    ),
]


def _mech(
    tonnage: int,
    rating: int,
    tech: str,
    engine: str,
    structure: str,
    armor: str,
    sinks: int,
    armor_tons: float = 0.0,
) -> Mech:
    return Mech(
        chassis="Test",
        tonnage=tonnage,
        engine_rating=rating,
        walking_mp=rating // tonnage,
        tech_base=TechBase(tech),
        rules_level=2,
        engine_type=engine,
        structure_type=structure,
        armor_type=armor,
        heat_sinks=sinks,
        heat_sink_type="clan_double" if tech == "clan" else "single",
        armor_tons=armor_tons,
    )


@pytest.mark.parametrize("row", ACCEPTANCE, ids=[row[0] for row in ACCEPTANCE])
def test_acceptance_unit_component_weights(row):
    (
        _,
        tonnage,
        rating,
        tech,
        engine,
        structure,
        armor,
        points,
        sinks,
        engine_t,
        structure_t,
        gyro_t,
        cockpit_t,
        armor_t,
        sink_t,
    ) = row
    mech = _mech(tonnage, rating, tech, engine, structure, armor, sinks)
    assert con.engine_tons(mech) == engine_t
    assert con.structure_tons(mech) == structure_t
    assert con.gyro_tons(mech) == gyro_t
    assert con.cockpit_tons(mech) == cockpit_t
    assert con.armor_tons_for(points, mech) == armor_t
    # the tonnage that armor buys covers the file's points
    assert con.armor_points_bought(mech.model_copy(update={"armor_tons": armor_t})) >= points
    lines = {line.component: line.tons for line in figures(mech).weights}
    assert lines["Engine"] == engine_t and lines["Internal Structure"] == structure_t
    assert lines.get("Heat Sinks", 0) == sink_t


def test_xl_engine_weight_is_half_the_standard_rounded_up():
    # spec 2.2: "375 XL = 38.5/2 = 19.25 -> 19.5 t (Timber Wolf)"; 1987 Engine Table 375 = 38.5
    mech = _mech(75, 375, "clan", "clan_xl", "standard", "standard", 10)
    assert con.engine_tons(mech) == 19.5


def test_ferro_fibrous_points_per_ton():
    # spec 2.4: 16 x 1.12 = 17.92 (Inner Sphere), 16 x 1.2 = 19.2 (Clan)
    assert con.armor_points_per_ton(
        _mech(50, 200, "inner_sphere", "fusion", "standard", "ferro_fibrous", 10)
    ) == pytest.approx(17.92)
    assert con.armor_points_per_ton(
        _mech(50, 200, "clan", "fusion", "standard", "clan_ferro_fibrous", 10)
    ) == pytest.approx(19.2)
    # 12 tons of Clan ferro-fibrous buy 230 points (230.4 rounded down), the Timber Wolf's
    assert (
        con.armor_points_bought(_mech(75, 375, "clan", "clan_xl", "standard", "clan_ferro_fibrous", 17, 12))
        == 230
    )


@pytest.mark.parametrize(
    ("tech", "engine", "slots"),
    [("inner_sphere", "xl", 3), ("clan", "clan_xl", 2), ("inner_sphere", "fusion", 0)],
)
def test_xl_engine_fills_the_first_slots_of_each_side_torso(tech, engine, slots):
    table = critical_table(_mech(60, 240, tech, engine, "standard", "standard", 10))
    for side in (MechLocation.LT, MechLocation.RT):
        names = [content.name if content else None for content in table[side]]
        assert names[:slots] == ["Engine"] * slots and names[slots] is None


def test_double_heat_sinks_dissipate_two_and_take_three_slots_inner_sphere_two_clan():
    inner = _mech(60, 240, "inner_sphere", "fusion", "standard", "standard", 12)
    inner = inner.model_copy(update={"heat_sink_type": "double"})
    assert figures(inner).heat.dissipation == 24
    fitting = inner.model_copy(
        update={"equipment": (Mount(item="IS Double Heat Sink", location=MechLocation.LT, slot=10),)}
    )
    assert sum(1 for c in critical_table(fitting)[MechLocation.LT] if c) == 3
    overflowing = inner.model_copy(
        update={"equipment": (Mount(item="IS Double Heat Sink", location=MechLocation.LT, slot=11),)}
    )
    assert "MECH-SLOTS-OVERFLOW" in validate(overflowing).codes()
    clan = _mech(60, 240, "clan", "fusion", "standard", "standard", 12)
    clan = clan.model_copy(
        update={"equipment": (Mount(item="Clan Double Heat Sink", location=MechLocation.LT, slot=11),)}
    )
    assert sum(1 for c in critical_table(clan)[MechLocation.LT] if c) == 2


# The later armors' slot items (decision D-LATER-TYPE-4) need none on these designs.
NO_LATER_ARMOR = {"Light Ferro-Fibrous": 0, "Heavy Ferro-Fibrous": 0, "Stealth Armor": 0}


def test_spreadable_slot_counts():
    # spec 2.3-2.4: endo steel and ferro-fibrous 14 slots (Inner Sphere), 7 (Clan)
    assert con.spreadable_slots(
        _mech(50, 200, "inner_sphere", "fusion", "endo_steel", "ferro_fibrous", 10)
    ) == {"Endo Steel": 14, "Ferro-Fibrous": 14, **NO_LATER_ARMOR}
    assert con.spreadable_slots(_mech(50, 200, "clan", "fusion", "clan_endo_steel", "standard", 10)) == {
        "Endo Steel": 7,
        "Ferro-Fibrous": 0,
        **NO_LATER_ARMOR,
    }


# --- schema 2 documents ------------------------------------------------------------------------


@pytest.mark.parametrize("path", library_files(), ids=lambda p: p.name)
def test_every_library_unit_round_trips_through_schema_2_unchanged_in_meaning(path):
    text = path.read_text(encoding="utf-8")
    unit = parse_unit(text, str(path))
    written = dump_unit(unit)
    assert "schema: 2" in written
    again = parse_unit(written, "copy.yaml")
    assert again == unit
    assert validate(again).findings == validate(unit).findings
    if isinstance(unit, Mech) and path.parent.name == "level2":
        # a Level 2 design (units/mechs/level2, written by tools.library_level2) is already a
        # schema 2 file: written again, it is the same text
        assert written == text
        assert figures(again).weights == figures(unit).weights
    elif isinstance(unit, Mech):
        # a 1987 design reads as the 1987 technology, and schema 2 says so in the file
        assert (
            unit.tech_base,
            unit.engine_type,
            unit.structure_type,
            unit.armor_type,
            unit.heat_sink_type,
        ) == (TechBase.INNER_SPHERE, "fusion", "standard", "standard", "single")
        assert "engine_type: fusion" in written
        assert figures(again).weights == figures(unit).weights


MECH = "kind: mech\nschema: {schema}\nchassis: T\ntonnage: 20\nengine_rating: 120\nwalking_mp: 6\n"


def test_schema_1_files_cannot_name_construction_types():
    with pytest.raises(FormatError, match="'engine_type' needs schema: 2") as error:
        parse_unit(MECH.format(schema=1) + "engine_type: xl\n", "old.yaml")
    assert error.value.line == 7


def test_unknown_construction_type_and_schema_are_format_errors():
    with pytest.raises(FormatError, match="unknown engine type 'warp'"):
        parse_unit(MECH.format(schema=2) + "engine_type: warp\n", "new.yaml")
    with pytest.raises(FormatError, match="unsupported schema 3"):
        parse_unit(MECH.format(schema=3), "future.yaml")


def test_info_names_the_types_and_prices_them():
    from designer.rules.summary import summarize

    xl = _mech(35, 210, "inner_sphere", "xl", "standard", "ferro_fibrous", 11)
    text = summarize(xl).text
    assert "Technology: Inner Sphere, rules level 2; XL engine, Ferro-Fibrous armor" in text
    assert "Engine: 210 XL rating" in text
    # Decision D-BV-2: the 1987 chart with the XL engine at MegaMek's base cost 20,000 (not 5,000):
    # cockpit 200,000 + life support 50,000 + sensors 35 x 2,000 + musculature 35 x 2,000 + skeleton
    # 35 x 400 + actuators 35 x (2 x 230 + 2 x 350) = 40,600 + engine 20,000 x 210 x 35 / 75 =
    # 1,960,000 + gyro 3 t x 300,000 + 1 heat sink over 10 x 2,000 + 0 t of ferro-fibrous
    # = 3,306,600; x (1 + 35 / 100) = 4,463,910.
    assert "Cost: 4,463,910 C-bills" in text
    standard = _mech(35, 210, "inner_sphere", "fusion", "standard", "standard", 10)
    text = summarize(standard.model_copy(update={"rules_level": 1})).text
    assert "Technology" not in text and "C-bills" in text
