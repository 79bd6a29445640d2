"""MTF header strings of construction types (research/level2-spec.md section 3.1) read into the
catalog's types (designer/mech/mtf_types.py) and written back in today's MegaMek forms."""

from __future__ import annotations

import pytest

from designer.mech.mtf_types import read_types, type_headers
from designer.model.common import TechBase
from designer.mech.model import Mech


def _read(**values: str) -> dict:
    header = {key.replace("_", " "): (value, n) for n, (key, value) in enumerate(values.items(), start=1)}
    return read_types(header).fields


@pytest.mark.parametrize(
    ("tech", "engine", "expected"),
    [
        ("Inner Sphere", "300 XL Engine", "xl"),  # Atlas AS7-K
        ("Inner Sphere", "210 XL Engine(IS)", "xl"),  # Raven
        ("Inner Sphere", "360 Fusion Engine(IS)", "fusion"),  # Cyclops
        ("Clan", "375 XL (Clan) Engine(IS)", "clan_xl"),  # Timber Wolf: the trailing (IS) is noise
        ("Clan", "200 XL Engine", "clan_xl"),  # old Clan file (Fire Moth)
    ],
)
def test_engine_type_from_the_header(tech, engine, expected):
    assert _read(techbase=tech, engine=engine)["engine_type"] == expected


@pytest.mark.parametrize(
    ("tech", "key", "value", "field", "expected"),
    [
        ("Inner Sphere", "structure", "IS Endo Steel", "structure_type", "endo_steel"),
        ("Clan", "structure", "Clan Endo Steel", "structure_type", "clan_endo_steel"),
        (
            "Clan",
            "structure",
            "Endo Steel",
            "structure_type",
            "clan_endo_steel",
        ),  # legacy, tech from TechBase
        ("Clan", "structure", "IS Standard", "structure_type", "standard"),  # also on Clan files
        ("Inner Sphere", "armor", "Ferro-Fibrous(Inner Sphere)", "armor_type", "ferro_fibrous"),
        ("Clan", "armor", "Ferro-Fibrous(Clan)", "armor_type", "clan_ferro_fibrous"),
        ("Inner Sphere", "armor", "Ferro-Fibrous", "armor_type", "ferro_fibrous"),
        ("Clan", "armor", "Standard(Clan)", "armor_type", "standard"),
        ("Inner Sphere", "heat_sinks", "20 Single", "heat_sink_type", "single"),
        ("Inner Sphere", "heat_sinks", "13 IS Double", "heat_sink_type", "double"),
        ("Inner Sphere", "heat_sinks", "10 Double", "heat_sink_type", "double"),
        ("Clan", "heat_sinks", "22 Clan Double", "heat_sink_type", "clan_double"),
        ("Clan", "heat_sinks", "20 Double", "heat_sink_type", "clan_double"),
    ],
)
def test_structure_armor_and_heat_sink_types_from_the_header(tech, key, value, field, expected):
    assert _read(techbase=tech, **{key: value})[field] == expected


def test_mixed_tech_and_rules_level_and_unknown_types():
    fields = _read(techbase="Mixed (IS Chassis)", rules_level="2")
    assert fields["tech_base"] is TechBase.MIXED and fields["rules_level"] == 2
    # the light engine is catalogued since decision D-LATER-TYPE-1; the XXL engine is not
    read = read_types({"engine": ("250 XXL Engine", 7)})
    assert "engine_type" not in read.fields and read.notes[0][0] == 7 and "XXL Engine" in read.notes[0][1]


def test_headers_written_in_todays_megamek_forms():
    # research/level2-spec.md section 3.1, "Writer guidance"
    clan = Mech(
        chassis="Mad Cat",
        tonnage=75,
        engine_rating=375,
        walking_mp=5,
        tech_base=TechBase.CLAN,
        rules_level=2,
        engine_type="clan_xl",
        structure_type="clan_endo_steel",
        armor_type="clan_ferro_fibrous",
        heat_sinks=17,
        heat_sink_type="clan_double",
    )
    assert type_headers(clan) == {
        "techbase": "Clan",
        "rules level": "2",
        "engine": "375 XL (Clan) Engine(IS)",
        "structure": "Clan Endo Steel",
        "armor": "Ferro-Fibrous(Clan)",
        "heat sinks": "17 Clan Double",
        "gyro": "Standard Gyro",
        "cockpit": "Standard Cockpit",
    }
    inner = clan.model_copy(
        update={
            "tech_base": TechBase.INNER_SPHERE,
            "engine_type": "xl",
            "structure_type": "endo_steel",
            "armor_type": "ferro_fibrous",
            "heat_sink_type": "double",
        }
    )
    assert type_headers(inner) == {
        "techbase": "Inner Sphere",
        "rules level": "2",
        "engine": "375 XL Engine(IS)",
        "structure": "IS Endo Steel",
        "armor": "Ferro-Fibrous(Inner Sphere)",
        "heat sinks": "17 IS Double",
        "gyro": "Standard Gyro",
        "cockpit": "Standard Cockpit",
    }
