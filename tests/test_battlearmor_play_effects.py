"""Whether a squad rides other units as mechanized battle armor, and what its armor and equipment do in
play (decision D-SHEET4-BA1). Expected by hand from MegaMek BattleArmor.canDoMechanizedBA: a quad never;
magnetic clamps on a biped always; otherwise by weight class, a basic manipulator or a battle claw (PA(L)
to heavy) or two armored gloves (PA(L) and light); an assault suit never."""

from __future__ import annotations

import pytest

from designer.formats.load import load_unit
from designer.battlearmor.model import BAChassis, BALocation, BAMount, BAWeightClass
from designer.battlearmor import sheet_figures as sf
from tests.conftest import REPO

KAGE = load_unit(REPO / "units" / "battlearmor" / "kage-light-mg.yaml").unit   # light, two armored gloves


def hands(*items: str) -> tuple[BAMount, ...]:
    return tuple(BAMount(item=item, location=location)
                 for item, location in zip(items, (BALocation.LEFT_ARM, BALocation.RIGHT_ARM), strict=False))


@pytest.mark.parametrize(("weight", "body", "items", "rides"), [
    (BAWeightClass.LIGHT, BAChassis.BIPED, hands("BAArmoredGlove", "BAArmoredGlove"), "OmniMechs"),
    (BAWeightClass.LIGHT, BAChassis.BIPED, hands("BAArmoredGlove"), ""),   # one glove does not hold on
    (BAWeightClass.MEDIUM, BAChassis.BIPED, hands("BAArmoredGlove", "BAArmoredGlove"), ""),
    (BAWeightClass.MEDIUM, BAChassis.BIPED, hands("BABasicManipulator"), "OmniMechs"),
    (BAWeightClass.HEAVY, BAChassis.BIPED, hands("BABattleClaw"), "OmniMechs"),
    (BAWeightClass.ASSAULT, BAChassis.BIPED, hands("BABattleClaw", "BABattleClaw"), ""),
    (BAWeightClass.ASSAULT, BAChassis.BIPED, (BAMount(item="BA-Magnetic Clamp", location=BALocation.BODY),),
     "any 'Mech or vehicle"),
    (BAWeightClass.HEAVY, BAChassis.QUAD, (BAMount(item="BA-Magnetic Clamp", location=BALocation.BODY),), ""),
])
def test_which_squads_ride_as_mechanized_battle_armor(weight, body, items, rides):
    squad = KAGE.model_copy(update={"weight_class": weight, "body": body, "equipment": items})
    found = sf.mechanized(squad)
    assert (rides in found) if rides else found == ""


def test_the_kage_lists_its_stealth_wing_and_mechanized_mark():
    # basic stealth: +0 short, +1 medium, +2 long (MegaMek BattleArmor.setArmorType); a partial wing +1 jump
    assert sf.play_effects(KAGE) == [
        ("Basic Stealth armor",
         "attacks on the squad +0 short, +1 medium, +2 long (not by conventional infantry)"),
        ("Partial Wing", "+1 jump MP (counted in Movement)"),
        ("Mechanized", "rides OmniMechs and OmniVehicles"),
    ]
