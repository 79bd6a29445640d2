"""Building and gun emplacement construction (seed 000 lines 4564-4626, cost 4732-4750): numbers
worked by hand in each test, and the finding examples."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from designer.building.catalog import building_tables
from designer.building.model import Building
from designer.building import weights as w
from designer.building.cost import building_cost
from designer.building.summary import summarize_building
from designer.building.validation import check_building
from designer.rules.findings import REGISTRY, Severity

ROOT = Path(__file__).parent


def make(**fields) -> Building:
    return Building.model_validate({"chassis": "Test", **fields})


@pytest.mark.parametrize(("cf", "name"), [(1, "Light"), (15, "Light"), (16, "Medium"), (40, "Medium"),
                                          (41, "Heavy"), (90, "Heavy"), (91, "Hardened"), (150, "Hardened"),
                                          (0, None), (151, None)])
def test_construction_factor_classes(cf, name):
    # light 1-15, medium 16-40, heavy 41-90, hardened 91-150 (seed 004 building modifiers)
    assert building_tables().class_name(cf) == name


def test_elevation_with_basement():
    # "a building with three levels and a basement would have an elevation of 2, while the same
    # building with no basement would have an elevation of 3" (line 4588)
    assert make(cf=10, levels=3, basement=True).elevation == 2
    assert make(cf=10, levels=3).elevation == 3


def test_structure_and_walls():
    # (3 levels x 2 hexes x CF 40) / 10 = 24 (line 4600); walls 40 / 3 = 13.3 -> 14 (line 4606)
    office = make(cf=40, levels=3, hexes=2)
    assert w.structure_tons(office) == 24
    assert w.wall_tons(office) == 14


def test_gun_emplacement_by_hand():
    # CF 60, 1 level, 1 hex: structure 6; walls 20; turret armor 4 t = 64 points; turret holds a
    # large laser (5) and LRM-10 (5): 10 t -> turret 1 t (line 4614); fixed AC/5 north 8 t; ammo
    # 1 + 1; heat 8 <= 10 sinks of the fusion plant (D-UNIT-7); plant rating = 5 t of energy
    # weapons -> minimum 10 (line 4616) = 0.5 t + 0.25 shielding (line 4620). Total 51.75 <= 60.
    gun = make(cf=60, turret_armor_tons=4, weapons=[{"item": "Large Laser", "arc": "turret"},
               {"item": "LRM-10", "arc": "turret"}, {"item": "AC/5", "arc": "north"}],
               ammo=[{"weapon": "LRM-10"}, {"weapon": "AC/5"}])
    assert w.plant_rating(gun) == 10
    assert w.turret_tons(gun) == 1
    assert w.total_weight(gun) == 51.75
    # cost: structure 60,000; walls 200,000; turret armor 40,000; turret 5,000; plant
    # 5,000 x 10 x 60 / 75 = 40,000; weapons 100,000 + 100,000 + 125,000; ammo 30,000 + 4,500
    # -> 704,500 x (1 + 60/150) = 986,300
    assert building_cost(gun).subtotal == 704_500
    assert building_cost(gun).total == 986_300


def test_ice_plant_doubles_and_adds_amplifiers():
    # two PPCs: 14 t of energy weapons -> rating 15 (0.5 t) x 2 = 1 t; amps 1.4 -> 1.5 (D-UNIT-1);
    # 20 heat, ICE so 20 heat sinks weigh 20 t (line 4620)
    bunker = make(cf=100, power_plant="ice", weapons=[{"item": "PPC"}, {"item": "PPC", "arc": "east"}])
    tons = {line.component: line.tons for line in w.weight_breakdown(bunker)}
    assert w.plant_rating(bunker) == 15
    assert (tons["Power Plant"], tons["Power Amplifiers"], tons["Heat Sinks"]) == (1.0, 1.5, 20.0)


def test_no_plant_without_turret_or_energy_weapons():
    assert w.plant_rating(make(cf=30, weapons=[{"item": "AC/5"}], ammo=[{"weapon": "AC/5"}])) is None


def test_summary():
    text = summarize_building(make(cf=40, levels=3, basement=True, hexes=2)).text
    assert "CF 40 (Medium)" in text and "elevation 2" in text and "C-Bills" in text


CODES = sorted(code for code, spec in REGISTRY.specs.items() if spec.kind == "building")


def load(path: Path) -> Building:
    return Building.model_validate(yaml.safe_load(path.read_text()))


@pytest.mark.parametrize("code", CODES)
def test_finding_examples(code):
    folder = ROOT / "findings" / code
    assert code in {f.code for f in check_building(load(folder / "bad.yaml"))}
    assert not [f for f in check_building(load(folder / "good.yaml")) if f.severity is Severity.ERROR]


@pytest.mark.parametrize("path", sorted((ROOT.parent / "units" / "examples").glob("building-*.yaml")),
                         ids=lambda p: p.name)
def test_examples_are_clean(path):
    assert check_building(load(path)) == []
