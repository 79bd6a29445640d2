"""No silent zero (decision D-BV-4): every item has a Battle Value, a reason it adds nothing of its
own, or the unit is not rated and the item named; an invalid design's value is shown but marked."""

from __future__ import annotations

import json

from designer.bv import battle_value, not_rated_reason
from designer.mech.bv_movement import movement
from designer.bv.tables import ammo_values, item_values, no_value_items, unvalued
from designer.vehicle.bv_small_arms import small_arm
from designer.catalog import catalog
from designer.cli import main
from designer.mech.model import Mount
from designer.mech.model import MechLocation as L
from tests.conftest import canon


def test_the_items_canon_designs_mount_are_catalogued():
    # MegaMek's classes (each row's source): MRM 40 224 / 28 a ton, Thunderbolt 10 127 / 16,
    # IS A-Pod 1, IS B-Pod 2, Streak SRM 2 (OS) 30 / 5 = 6, SRM 2 (I-OS) 4, vehicle flamer 5 / 1
    assert (item_values()["IS MRM 40"], ammo_values()["IS MRM 40"]) == (224, 28)
    assert (item_values()["IS Thunderbolt 10"], ammo_values()["IS Thunderbolt 10"]) == (127, 16)
    assert (item_values()["IS A-Pod"], item_values()["IS B-Pod"]) == (1, 2)
    assert (item_values()["IS Streak SRM 2 (OS)"], item_values()["IS SRM 2 (I-OS)"]) == (6, 4)
    assert (item_values()["IS Flamer (Vehicle)"], ammo_values()["IS Flamer (Vehicle)"]) == (5, 1)


def test_every_no_value_row_says_why_and_none_has_a_value_too():
    rows = no_value_items()
    assert rows and all(why.strip() for why in rows.values())
    assert set(rows) & set(item_values()) == set()


def test_unvalued_names_items_and_ammunition_once_each_in_order():
    # the PPC capacitor has no value of its own (decision D-BV-9: it counts with a fighter's PPC)
    assert unvalued(["Medium Laser", "IS PPC Capacitor", "IS CASE", "IS PPC Capacitor", "Mystery Gun"],
                    ["Mystery Gun"]) == ["IS PPC Capacitor", "Mystery Gun", "Mystery Gun ammunition"]


def test_a_mech_with_an_unvalued_item_is_not_rated_and_the_item_named(capsys):
    atlas = canon("Atlas AS7-D")
    # decision D-BV-9: a PPC capacitor is valued on fighters only (no canon 'Mech mounts one)
    charged = atlas.model_copy(update={"equipment": (*atlas.equipment,
                                                     Mount(item="IS PPC Capacitor", location=L.RT))})
    assert battle_value(charged) is None
    assert not_rated_reason(charged) == "no Battle Value for IS PPC Capacitor"


def test_clan_improved_jump_jets_count_half_their_jump_heat():
    # TechManual BV 2.0: improved jump jets generate half the jump heat (rounded up) for the heat
    # efficiency. A 5-jump 'Mech: 5 heat with standard jets, ceil(5 / 2) = 3 with improved ones,
    # Inner Sphere or Clan (the running heat 2 is the less)
    hawk = canon("Phoenix Hawk PXH-1").model_copy(update={"jump_mp": 5})
    assert movement(hawk).move_heat == 5
    assert catalog().find("Clan Improved Jump Jet") is not None
    for jets in ("IS Improved Jump Jet", "Clan Improved Jump Jet"):
        equipment = tuple(mount.model_copy(update={"item": jets}) if mount.item == "Jump Jet" else mount
                          for mount in hawk.equipment)
        assert movement(hawk.model_copy(update={"equipment": equipment})).move_heat == 3


def _overloaded():
    """The Atlas with 20 more tons of weapons than it can carry: invalid (over its weight)."""
    atlas = canon("Atlas AS7-D")
    extra = tuple(Mount(item="AC/20", location=L.RT) for _ in range(2))
    return atlas.model_copy(update={"equipment": (*atlas.equipment, *extra)})


def test_an_invalid_designs_value_is_shown_but_marked(capsys, tmp_path):
    from designer.cli.bv import battle_value_text, invalid_mark
    from designer.cli.unit_facts import unit_facts
    from designer.rules import validate

    broken = _overloaded()
    errors = len(validate(broken).errors)
    assert errors > 0
    text = battle_value_text(broken, None, explain=False)
    assert text.startswith(f"Atlas AS7-D: Battle Value {battle_value(broken).base:,} (INVALID DESIGN: ")
    assert invalid_mark(canon("Atlas AS7-D")) == ""
    assert unit_facts(tmp_path / "atlas.yaml", broken)["valid"] is False


def test_info_json_says_valid_beside_the_value(capsys):
    assert main(["info", "--json", "Atlas AS7-D"]) == 0
    facts = json.loads(capsys.readouterr().out)[0]
    assert (facts["battle_value"], facts["valid"]) == (1897, True)


def test_one_shot_launchers_are_worth_a_fifth_of_their_launcher():
    # decision D-BV-9: MegaMek's one-shot classes carry a fifth of their launcher's bv, rounded:
    # ISLRM15OS 27 (136 / 5 = 27.2), ISSRM6OS 12 (59 / 5 = 11.8), CLStreakSRM6OS 24 (118 / 5 =
    # 23.6), the improved one-shot CLLRM10IOS 22 (109 / 5 = 21.8)
    values = item_values()
    assert (values["LRM-15 (OS)"], values["SRM-6 (OS)"]) == (27, 12)
    assert (values["Clan Streak SRM 6 (OS)"], values["Clan LRM 10 (I-OS)"]) == (24, 22)


def test_every_catalog_item_but_the_capacitor_has_a_battle_value():
    # decision D-BV-9: the PPC capacitor counts only with a fighter's PPC; every other weapon and
    # item of the 'Mech and vehicle catalog has a value or a reason it adds nothing of its own
    rows = catalog().rows()
    missing = [row.id for row in rows if row.id not in item_values() and row.id not in no_value_items()
               and small_arm(row.id) is None]
    assert missing == ["IS PPC Capacitor"]
