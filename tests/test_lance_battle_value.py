"""The lance builder's lance total of Battle Value, each member at its pilot's skills."""

from designer.editing.lance import LanceDraft, member_from_reference, with_member, with_skills


def test_a_lance_totals_its_members_battle_value_at_their_skills():
    # Master Unit List: Atlas AS7-D 1,897, Locust LCT-1V 432. BV 2.0 skill table (TechManual):
    # gunnery 4 / piloting 5 multiplies by 1.00, gunnery 3 / piloting 4 by 1.32:
    # 1,897 x 1.00 + 432 x 1.32 = 1,897 + 570.24 -> 1,897 + 570 = 2,467
    lance = with_member(with_member(LanceDraft(), member_from_reference("Atlas AS7-D")),
                        member_from_reference("Locust LCT-1V"))
    lance = with_skills(lance, 1, 3, 4)
    assert [m.bv_base for m in lance.members] == [1897, 432]
    assert lance.battle_value() == (1897 + 570, 0)


def test_a_name_only_the_published_table_knows_has_no_battle_value():
    # "Stinger" is a name of the 1987 BattleForce table, not a design file: no Battle Value
    lance = with_member(LanceDraft(), member_from_reference("Stinger"))
    assert lance.members[0].bv_base is None and lance.battle_value() == (0, 1)


def test_the_lance_builder_heading_shows_the_total():
    from designer.gui.lance_panel import lance_battle_value_text

    lance = with_member(with_member(LanceDraft(), member_from_reference("Atlas AS7-D")),
                        member_from_reference("Stinger"))
    assert lance_battle_value_text(lance) == "Battle Value 1,897 (1 unit not rated)"
    assert lance_battle_value_text(LanceDraft()) == ""
