"""The lance builder's Alpha Strike Point Value total, each member at its pilot's skill."""

from designer.editing.lance import LanceDraft, member_from_reference, with_member, with_skills


def test_a_lance_totals_its_members_point_value_at_their_skill():
    # the Atlas AS7-D's card is worked by hand in tests/test_alphastrike.py: PV 52 at skill 4;
    # at gunnery 3 the skill table (ASC p.139) adds 1 + (52 - 3) // 5 = 10: 62.
    # "Stinger" is only a name of the 1987 BattleForce table: no design, no card
    lance = with_member(with_member(LanceDraft(), member_from_reference("Atlas AS7-D")),
                        member_from_reference("Stinger"))
    assert [m.pv_base for m in lance.members] == [52, None]
    assert lance.point_value() == (52, 1)
    assert with_skills(lance, 0, 3, 4).point_value() == (62, 1)


def test_the_lance_builder_heading_shows_the_point_value_total():
    from designer.gui.lance_panel import lance_point_value_text

    lance = with_member(LanceDraft(), member_from_reference("Atlas AS7-D"))
    assert lance_point_value_text(lance) == "Alpha Strike PV 52"
    assert lance_point_value_text(LanceDraft()) == ""
