"""Canon TRO 3050-era files that use the later-technology construction types (decision D-L2-LATER,
D-LATER-TYPE-1..6): each design's types and its engine, gyro, cockpit and armor tons, computed by
hand below; their validation; and an MTF round trip that gives every header back as the file had it.
The files are MegaMek's (../shared/reference/level2), read in place through ``reference_dir``."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.mech.mtf import parse_mtf, read_mtf, split_lines
from designer.mech.mtf_writer import mech_to_mtf
from designer.rules import validate
from designer.mech import construction as con

# Engine Table (data/engines.yaml): 150 5.5 t, 200 8.5 t, 240 11.5 t, 245 12 t, 280 16 t, 300 19 t,
# 360 33 t, 375 38.5 t, 380 41 t. Gyro base = rating / 100 up. Armor points: the file's locations.
#   (file, engine, gyro, cockpit, armor type, engine t, gyro t, cockpit t, armor t)
DESIGNS = [
    # compact 200: 8.5 x 1.5 = 12.75 -> 13; compact gyro 2 x 1.5 = 3; 307 points / 16.96 = 18.1 -> 18.5
    ("Annihilator ANH-3A", "compact", "compact", "standard", "light_ferro_fibrous", 13.0, 3.0, 3.0, 18.5),
    # light 150: 5.5 x 0.75 = 4.125 -> 4.5; gyro 2; small cockpit 2; 72 points / 16 = 4.5
    ("Commando COM-7B", "light", "standard", "small", "standard", 4.5, 2.0, 2.0, 4.5),
    # XL 380: 41 / 2 = 20.5; XL gyro 4 / 2 = 2; 288 points / 16 = 18
    ("Banshee BNC-8S", "xl", "xl", "standard", "standard", 20.5, 2.0, 3.0, 18.0),
    # fusion 300: 19; heavy-duty gyro 3 x 2 = 6; small cockpit 2; 307 / 16 = 19.19 -> 19.5
    ("King Crab KGC-008", "fusion", "heavy_duty", "small", "standard", 19.0, 6.0, 2.0, 19.5),
    # light 200: 6.375 -> 6.5; compact gyro 3; stealth 168 points / 16 = 10.5
    ("Hunchback HBK-5SG", "light", "compact", "standard", "stealth", 6.5, 3.0, 3.0, 10.5),
    # light 280: 16 x 0.75 = 12; gyro 3; small 2; heavy FF 128 / 19.84 = 6.45 -> 6.5
    ("Clint CLNT-6S", "light", "standard", "small", "heavy_ferro_fibrous", 12.0, 3.0, 2.0, 6.5),
    # XL 245: 12 / 2 = 6; XL gyro 3 / 2 = 1.5; small 2; heavy FF 109 / 19.84 = 5.49 -> 5.5
    ("Jenner JR7-C2", "xl", "xl", "small", "heavy_ferro_fibrous", 6.0, 1.5, 2.0, 5.5),
    # light 375: 38.5 x 0.75 = 28.875 -> 29; compact gyro 4 x 1.5 = 6; small 2; 220 / 16.96 = 12.97 -> 13
    ("Flashman FLS-9B", "light", "compact", "small", "light_ferro_fibrous", 29.0, 6.0, 2.0, 13.0),
    # compact 240: 11.5 x 1.5 = 17.25 -> 17.5; compact gyro 3 x 1.5 = 4.5; 247 / 16 = 15.4 -> 15.5
    ("Awesome AWS-10KM", "compact", "compact", "standard", "standard", 17.5, 4.5, 3.0, 15.5),
    # XL 360: 33 / 2 = 16.5; XL gyro 4 / 2 = 2; small 2; light FF 152 / 16.96 = 8.96 -> 9
    ("Lancelot LNC25-08", "xl", "xl", "small", "light_ferro_fibrous", 16.5, 2.0, 2.0, 9.0),
]
# Errors left to other work: equipment outside the catalog (later weapons, C3i, targeting computer).
OTHER_WORK = {"MECH-UNKNOWN-EQUIPMENT", "MECH-AMMO-INVALID"}
HEADER_KEYS = ("techbase", "rules level", "engine", "structure", "armor", "heat sinks", "gyro", "cockpit")


@pytest.fixture(scope="module")
def level2(reference_dir: Path) -> Path:
    return reference_dir / "level2"


@pytest.mark.parametrize("row", DESIGNS, ids=[row[0] for row in DESIGNS])
def test_types_and_weights_computed_by_hand(level2, row):
    name, engine, gyro, cockpit, armor, engine_t, gyro_t, cockpit_t, armor_t = row
    mech = read_mtf(level2 / f"{name}.mtf").mech
    types = (mech.engine_type, mech.gyro_type, mech.cockpit_type, mech.armor_type)
    assert types == (engine, gyro, cockpit, armor)
    assert (con.engine_tons(mech), con.gyro_tons(mech), con.cockpit_tons(mech), mech.armor_tons) == (
        engine_t, gyro_t, cockpit_t, armor_t)
    errors = {f.code for f in validate(mech).findings if f.severity.value == "error"}
    assert errors <= OTHER_WORK


@pytest.mark.parametrize("name", ["Commando COM-7B", "Hunchback HBK-5SG", "Clint CLNT-6S", "Raven RVN-4L"])
def test_designs_of_seed_002_equipment_validate(level2, name):
    # their equipment is all in seed 002; the later types were what failed them
    findings = validate(read_mtf(level2 / f"{name}.mtf").mech).findings
    assert [f for f in findings if f.severity.value == "error"] == []


def _headers(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in split_lines(text):
        key, colon, value = line.partition(":")
        key = " ".join(key.casefold().split())
        if colon and key in HEADER_KEYS:
            out.setdefault(key, value.strip())
    return out


@pytest.mark.parametrize("row", DESIGNS, ids=[row[0] for row in DESIGNS])
def test_mtf_round_trip_gives_the_headers_back(level2, row):
    path = level2 / f"{row[0]}.mtf"
    mech = read_mtf(path).mech
    written = mech_to_mtf(mech)
    assert _headers(written) == _headers(path.read_text(encoding="utf-8", errors="replace"))
    again = parse_mtf(written).mech
    fields = ("engine_type", "gyro_type", "cockpit_type", "armor_type", "armor_tons", "equipment")
    assert {f: getattr(again, f) for f in fields} == {f: getattr(mech, f) for f in fields}


def test_no_file_uses_a_type_the_catalog_lacks(level2):
    # every engine, gyro, cockpit, armor, structure and heat sink header of the 495 files names a row
    noted = [(path.name, issue.message) for path in sorted(level2.glob("*.mtf"))
             for issue in read_mtf(path).issues
             if issue.code == "MTF-UNSUPPORTED-TECH" and "not a type the catalog knows" in issue.message]
    assert noted == []
