"""MegaMek BattleArmor BLK files (designer/battlearmor/blk.py): a hand-written squad read
with every mark of an item line, written back line for line; bad values are one FormatError with
the file and line; a lance holding battle armor is refused with the reason (decision D-BA-4)."""

from __future__ import annotations

import io

import pytest

from designer.cli import main
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.errors import FormatError
from designer.battlearmor.model import BALocation as L, BAMount
from tests.conftest import REPO

SQUAD = """#building block data file
<BlockVersion>
1
</BlockVersion>

<Version>
MAM0
</Version>

<UnitType>
BattleArmor
</UnitType>

<Name>
Test Suit
</Name>

<Model>
Mk I
</Model>

<year>
3060
</year>

<type>
IS Level 2
</type>

<chassis>
biped
</chassis>

<weightclass>
2
</weightclass>

<Trooper Count>
4
</Trooper Count>

<motion_type>
Jump
</motion_type>

<cruiseMP>
1
</cruiseMP>

<jumpingMP>
3
</jumpingMP>

<armor>
6
</armor>

<armor_type>
31
</armor_type>

<Squad Equipment>
ISBAMG:RA
BAAPMount:LA
InfantryAssaultRifle:LA:APM
BA-SRM4 Ammo:Body:Shots3#
IS BA Stealth (Basic):Body
IS BA Stealth (Basic):Body
IS BA Stealth (Basic):LA
</Squad Equipment>

<Trooper 1 Equipment>
ISBALightTAG:Body
</Trooper 1 Equipment>
"""


def test_a_squad_reads_every_mark_and_writes_back_line_for_line():
    unit = parse_blk(SQUAD, "squad.blk").unit
    assert (
        unit.weight_class.value,
        unit.troopers,
        unit.ground_mp,
        unit.jump_mp,
        unit.armor,
        unit.armor_type,
    ) == ("medium", 4, 1, 3, 6, "stealth_basic")
    assert unit.equipment[2] == BAMount(item="InfantryAssaultRifle", location=L.LEFT_ARM, apm=True)
    assert unit.equipment[3] == BAMount(item="BA-SRM4 Ammo", location=L.BODY, shots=3)
    assert unit.equipment[-1] == BAMount(item="ISBALightTAG", location=L.BODY, trooper=1)
    written = unit_to_blk(unit)
    for line in SQUAD.splitlines():
        assert line in written.splitlines()
    assert parse_blk(written, "again").unit == unit


@pytest.mark.parametrize(
    ("old", "new", "line", "words"),
    [
        ("<chassis>\nbiped", "<chassis>\ntripod", 31, "biped or quad"),
        ("<weightclass>\n2", "<weightclass>\n7", 35, "0 to 4"),
        ("<motion_type>\nJump", "<motion_type>\nHover", 43, "Leg, Jump, VTOL or UMU"),
    ],
)
def test_bad_values_are_one_format_error_with_file_and_line(old, new, line, words):
    # ``line``: the line of the bad value in SQUAD (counted by hand)
    with pytest.raises(FormatError) as caught:
        parse_blk(SQUAD.replace(old, new), "bad.blk")
    assert (caught.value.source, caught.value.line) == ("bad.blk", line)
    assert words in caught.value.message


def test_a_lance_holding_battle_armor_is_refused_with_the_reason():
    out, err = io.StringIO(), io.StringIO()
    path = REPO / "units" / "battlearmor" / "elemental-flamer.yaml"
    import contextlib

    with contextlib.redirect_stderr(err):
        code = main(["battleforce", "Atlas AS7-D", str(path)], out)
    assert code == 2
    assert "rate no battle armor" in err.getvalue() + out.getvalue()
