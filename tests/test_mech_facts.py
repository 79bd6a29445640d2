"""A 'Mech's editing facts (designer.mech.facts), registered like every other kind's, so
the browser, the unit index and the status line ask the registry instead of testing for a 'Mech.
Expected values from the Locust LCT-1V (units/mechs), worked by hand below."""

from pathlib import Path

from designer.editing import facts
from designer.editing.units import blank_unit
from designer.formats.yaml_io import read_unit
from designer.kinds import unit_kind

REPO = Path(__file__).resolve().parents[1]
LOCUST = REPO / "units" / "mechs" / "Locust LCT-1V.yaml"


def test_the_mech_registration_names_its_facts():
    assert unit_kind("mech").piece("facts") is facts.kind_facts(read_unit(LOCUST))


def test_locust_movement_power_and_armor():
    locust = read_unit(LOCUST)
    # walking 8 (the file); running = ceil(1.5 x 8) = 12 (seed 000 Complete Record Sheet); no jump jets
    assert facts.movement_text(locust) == "8/12/0"
    # engine 160 and the ten heat sinks a 'Mech's engine comes with (the file names no other count)
    assert facts.power_text(locust) == "Engine rating 160, 10 heat sinks"
    # 4 t of standard armor at 16 points a ton (seed 000 line 4337) = 64 points, all allocated:
    # 8 + 10 + 8 + 8 + 4 + 4 + 8 + 8 front and 2 + 2 + 2 rear = 64
    assert facts.armor_tally(locust).bought == 64 and facts.armor_tally(locust).allocated == 64


def test_a_legal_canon_mech_weighs_its_tonnage():
    # the Locust is a complete 20-ton design: its parts weigh exactly 20 t
    locust = read_unit(LOCUST)
    assert facts.weight_limit(locust) == 20.0 and facts.total_weight(locust) == 20.0
    assert facts.weight_unit(locust) == "t"


def test_only_the_mech_status_line_shows_slots_and_heat():
    shows = {kind: facts.kind_facts(blank_unit(kind)).shows_mech_figures
             for kind in ("mech", "vehicle", "fighter", "building",
                          "infantry", "battlearmor", "protomech")}
    assert shows == {"mech": True, "vehicle": False, "fighter": False, "building": False,
                     "infantry": False, "battlearmor": False, "protomech": False}

