"""Fighters as MegaMek's canon files build them (decisions D-CANON-AFT, D-CANON-FTR): the aft-weight
limit is the 1987 rule a file declaring Level 2 is not built by, TAG and remote sensor dispensers
are equipment a fighter carries (a weapon slot each, MegaMek TestAero.usesWeaponSlot), and later
technology is named as outside Level 2, not unknown."""

from __future__ import annotations

from designer.formats.blk import parse_blk
from designer.rules import validate
from designer.fighter import level2

# A 40-ton aerospace fighter, by hand: engine 40 x (5 - 2) = 120 fusion 4 t, cockpit 3, fuel 480
# points 6 t (80 a ton), armor 240 points 15 t (16 a ton), 13 heat sinks (3 beyond the free 10) 3 t,
# four medium lasers 4 t and a large laser 5 t in the aft: 40 t.
TAILGUNNER = """<BlockVersion>
1
</BlockVersion>
<Version>
MAM0
</Version>
<UnitType>
Aero
</UnitType>
<Name>
Test Tailgunner
</Name>
<Model>
TG-1
</Model>
<year>
3025
</year>
<type>
IS Level 2
</type>
<motion_type>
Aerodyne
</motion_type>
<SafeThrust>
5
</SafeThrust>
<heatsinks>
13
</heatsinks>
<sink_type>
0
</sink_type>
<fuel>
480
</fuel>
<engine_type>
0
</engine_type>
<armor>
80
60
60
40
</armor>
<Nose Equipment>
Medium Laser
Medium Laser
</Nose Equipment>
<Left Wing Equipment>
Medium Laser
</Left Wing Equipment>
<Right Wing Equipment>
Medium Laser
</Right Wing Equipment>
<Aft Equipment>
Large Laser
</Aft Equipment>
<tonnage>
40
</tonnage>
"""

# The same fighter with IS TAG (1 t) in the left wing and a remote sensor dispenser (0.5 t) in the
# right: 11 heat sinks (1 t) and 520 fuel points (6.5 t) keep it at 40 t.
SPOTTER = (TAILGUNNER.replace("<heatsinks>\n13\n", "<heatsinks>\n11\n")
           .replace("<fuel>\n480\n", "<fuel>\n520\n")
           .replace("Medium Laser\n</Left Wing", "Medium Laser\nISTAG\n</Left Wing")
           .replace("Medium Laser\n</Right Wing", "Medium Laser\nRemote Sensor Dispenser\n</Right Wing"))


def _codes(text: str) -> list[str]:
    return [f.code for f in validate(parse_blk(text, "fighter.blk").unit).findings]


def test_a_level2_file_has_no_aft_weight_limit():
    # five tons of aft weapons: seed 000 line 4558's two tons are the 1987 rule
    assert _codes(TAILGUNNER) == []
    assert _codes(TAILGUNNER.replace("IS Level 2", "IS Level 1")) == ["FIGHTER-AFT-WEIGHT"]


def test_the_declared_level_is_the_files_type():
    fighter = parse_blk(TAILGUNNER, "fighter.blk").unit
    # only 1987 weapons: read as a 1987 design (D-L2K-2), declared Level 2
    assert (fighter.rules_level, level2.declared_level(fighter)) == (1, 2)


def test_tag_and_a_remote_sensor_dispenser_ride_on_a_fighter():
    assert _codes(SPOTTER) == []
    fighter = parse_blk(SPOTTER, "fighter.blk").unit
    names = {m.item for m in fighter.weapons}
    assert {"IS TAG", "Remote Sensor Dispenser"} <= names


def test_later_technology_is_named_outside_level2():
    clan = TAILGUNNER.replace("IS Level 2", "Clan Level 2").replace("Large Laser", "CLRotaryAC5")
    messages = [f.message for f in validate(parse_blk(clan, "fighter.blk").unit).findings
                if f.code == "FIGHTER-UNKNOWN-WEAPON"]
    # MegaMek CLRAC5: rulesRefs 286, TO (Tactical Operations: advanced rules)
    assert messages and "advanced rules, outside Level 2" in messages[0]
    assert "unknown" not in messages[0].casefold()
