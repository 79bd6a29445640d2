"""Construction types read from and written to MegaMek MTF headers (designer/mech/mtf_types.py),
on acceptance units of research/level2-spec.md section 4 from the third-party corpus."""

from __future__ import annotations

import pytest

from designer.mech.mtf import parse_mtf, read_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.model.common import TechBase
from designer.mech import construction as con

# (file, tech base, engine, structure, armor, heat sink type, heat sinks, engine t, structure t, armor t):
# research/level2-spec.md sections 4 and 4.1
UNITS = [
    ("Atlas AS7-K", "inner_sphere", "xl", "standard", "standard", "single", 20, 9.5, 10, 19),
    ("Raven RVN-3L", "inner_sphere", "xl", "standard", "ferro_fibrous", "single", 11, 4.5, 3.5, 4.5),
    ("Black Knight BL-6-KNT", "inner_sphere", "fusion", "endo_steel", "standard", "single", 20, 19, 4, 13),
    ("Awesome AWS-9M", "inner_sphere", "xl", "standard", "standard", "double", 20, 11.5, 8, 15.5),
]


@pytest.mark.parametrize("row", UNITS, ids=[row[0] for row in UNITS])
def test_acceptance_unit_types_and_weights_from_the_mtf_header(level2_dir, row):
    name, tech, engine, structure, armor, sink_type, sinks, engine_t, structure_t, armor_t = row
    mech = read_mtf(level2_dir / f"{name}.mtf").mech
    assert (
        mech.tech_base,
        mech.engine_type,
        mech.structure_type,
        mech.armor_type,
        mech.heat_sink_type,
        mech.heat_sinks,
    ) == (TechBase(tech), engine, structure, armor, sink_type, sinks)
    assert (con.engine_tons(mech), con.structure_tons(mech), mech.armor_tons) == (
        engine_t,
        structure_t,
        armor_t,
    )


@pytest.mark.parametrize("row", UNITS, ids=[row[0] for row in UNITS])
def test_types_survive_an_mtf_round_trip(level2_dir, row):
    mech = read_mtf(level2_dir / f"{row[0]}.mtf").mech
    again = parse_mtf(mech_to_mtf(mech)).mech
    fields = (
        "tech_base",
        "rules_level",
        "engine_type",
        "structure_type",
        "armor_type",
        "heat_sink_type",
        "heat_sinks",
        "armor_tons",
    )
    assert {f: getattr(again, f) for f in fields} == {f: getattr(mech, f) for f in fields}
