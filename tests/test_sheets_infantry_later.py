"""The record form of later (TechManual) platoons read back from the PDF: squads, movement, armor
kit and divisor, the damage row by troopers left, the range modifiers and the weapons (decisions
D-INF2-3 and D-INF2-4)."""

from __future__ import annotations

from tests.sheet_readback import has_words, pdf, read_pages
from tests.test_infantry_later import FIELD_GUN, JUMP_AA, platoon

TRAINED = platoon(anti_mech=True, squad_size=6, squads=4, anti_mech_skill=4)


def test_later_platoon_block():
    page = read_pages(pdf([JUMP_AA, FIELD_GUN, TRAINED]))[0]
    assert has_words(page, "Type: Jump, 3 x 7")
    assert has_words(page, "Movement: 1 MP, jump 3")
    assert has_words(page, "Armor kit: Flak, Standard, divisor 1")
    # (0.52 x 5 + 0.81 x 2) / 7 a trooper, rounded half up for 21 .. 1 troopers
    assert has_words(page, "Damage 13 12 11 11 10 10 9 8 8 7 7 6 5 5 4 4 3 2 2 1 1")
    # two Mk. 2 AA weapons a squad set the range (class 2; crew 2: +1 at the same hex)
    assert has_words(page, "Modifier \u20131 +0 +0 +2 +2 +4 +4")
    assert has_words(page, "Field guns: Autocannon/5, Autocannon/5")
    # skill 4 on the seed's table: 22+ troopers 4, 16-21 7, 10-15 10, 5-9 12, 4 or fewer none
    row = " ".join(["7"] * 6 + ["10"] * 6 + ["12"] * 5 + ["\u2013"] * 4)
    assert has_words(page, "Anti-'Mech to-hit 4 4 4 " + row)
