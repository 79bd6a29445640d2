"""A Clan 'Mech's one-shot weapons (one-shot launchers, B-pods) carry a salvo MegaMek mounts at no
location; its built-in CASE counts that as one more location holding explosive items (decision
D-COST-4: MegaMek Entity.addEquipment puts one-shot ammunition at LOC_NONE, CostCalculator adds
implicitClanCASE x 50,000). Figures worked by hand here and the Master Unit List's published costs."""

from __future__ import annotations

from designer.formats import read_unit
from designer.mech.omni import expand
from designer.mech.cost_editions import built_in_case_locations, salvo_case_count
from designer.mech.cost_level2 import mech_unit_cost
from tests.conftest import REPO

LEVEL2 = REPO / "units" / "mechs" / "level2"


def config(file: str, model: str):
    return next(unit for unit in expand(read_unit(LEVEL2 / file)) if unit.model == model)


def built_in_case(unit) -> float:
    lines = mech_unit_cost(unit).lines
    return sum(line.c_bills for line in lines if line.part.startswith("Clan CASE (built in"))


def test_b_pods_carry_a_salvo_that_takes_one_more_built_in_case():
    # Dasher (Fire Moth) K: light machine-gun ammunition in the left torso, a B-pod in each leg (B-pods
    # explode where they are), and the B-pods' salvos at no location: four Clan CASE, 4 x 50,000.
    # Its published cost (Master Unit List) is 4,184,425: the 50,000 more than three CASE x 1.25
    # (OmniMech) x 1.2 (20 tons) = 75,000 that the figure without the salvo's CASE lacked.
    dasher = config("Dasher (Fire Moth).yaml", "K")
    assert [location.value for location in built_in_case_locations(dasher)] == ["LT", "LL", "RL"]
    assert salvo_case_count(dasher) == 1 and built_in_case(dasher) == 200_000
    assert mech_unit_cost(dasher).total == 4_184_425
    # Loki (Hellbringer) D: two B-pods in each leg (plasma cannon ammunition does not explode): the
    # legs and the salvos, 3 x 50,000; published 19,397,469.
    loki = config("Loki (Hellbringer).yaml", "D")
    assert [location.value for location in built_in_case_locations(loki)] == ["LL", "RL"]
    assert salvo_case_count(loki) == 1 and built_in_case(loki) == 150_000
    assert mech_unit_cost(loki).total == 19_397_469


def test_without_a_one_shot_weapon_there_is_no_salvo_case():
    # the Dasher (Fire Moth) Prime carries no one-shot weapon
    assert salvo_case_count(config("Dasher (Fire Moth).yaml", "Prime")) == 0
