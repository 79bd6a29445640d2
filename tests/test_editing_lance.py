"""Qt-free lance and force drafts (``designer.editing.lance``): members from the library, canon
names and open designs, lance values against seed 001's worked example and the published table
(worked by hand here) and against ``designer battleforce --json``, and force files that read back
as written."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from designer.cli import main
from designer.editing import lance as drafts
from designer.editing.lance import ForceDraft, LanceDraft
from designer.editing.units import blank_unit
from designer.formats.errors import FormatError
from designer.formats.yaml_io import read_unit

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"
# The Four Brothers (seed 001 lines 1385, 1605-1625): levels 4, 4 and 3.5 for three brothers and
# 2 for Josh Elder (gunnery 2 -> 3, piloting 4 -> 1). Which brother drives which 'Mech the text
# does not say; 1/1 gives level (4 + 4) / 2 = 4, 1/2 gives (4 + 3) / 2 = 3.5.
BROTHERS = [("Thunderbolt TDR-5S", (1, 1)), ("Vindicator VND-1R", (1, 1)), ("Hatchetman HCT-3F", (1, 2)),
            ("Wasp WSP-1A", (2, 4))]


def cli_lance(names: list[str], skills: list[tuple[int, int]]) -> dict:
    out = io.StringIO()
    pilots = [arg for gunnery, piloting in skills for arg in ("--pilot", f"{gunnery}/{piloting}")]
    assert main(["battleforce", "--json", "--lance", "Lance", *pilots, *names], out) == 0
    return json.loads(out.getvalue())["lances"][0]


def draft(entries) -> LanceDraft:
    lance = LanceDraft()
    for index, (name, (gunnery, piloting)) in enumerate(entries):
        lance = drafts.with_member(lance, drafts.member_from_reference(name))
        lance = drafts.with_skills(lance, index, gunnery, piloting)
    return lance


def test_four_brothers_match_the_worked_example_and_the_cli():
    values = draft(BROTHERS).values()
    # Full Strength (seed 001 lines 1532-1538): RA 8, CA 12, D 8, R 3, MP 4 (the Thunderbolt),
    # not jump-capable (line 1518); (13.5 / 4 = 3.375 -> Veteran, line 1625).
    assert values.values.as_dict() == {"ra": 8, "ca": 12, "d": 8, "r": 3, "mp": 4, "jump": False}
    assert values.experience == "Veteran"
    # Steps by the rule of lines 1526-1530 (D-BF-11): RA 8 and D 8 lose 2 a step, CA 12 loses 3.
    assert [s.as_dict() for s in values.steps] == [{"ra": 6, "ca": 9, "d": 6}, {"ra": 4, "ca": 6, "d": 4},
                                                   {"ra": 2, "ca": 3, "d": 2}]
    # Overburn (D-BF-15): MP 4 x 1.5 = 6; RA 8 + its step loss 2 = 10.
    assert values.overburn.as_dict() == {"ra": 10, "mp": 6}
    cli = cli_lance([name for name, _ in BROTHERS], [skills for _, skills in BROTHERS])
    assert {k: v for k, v in values.as_dict().items() if k != "name"} == {k: v for k, v in cli.items() if k != "name"}


def test_published_light_mechs_worked_by_hand():
    # Published rows (seed 001 lines 1722-1724): Locust 4/5/4/1/8, Wasp 3/6/5/2/6J, Stinger 4/6/5/1/6J.
    lance = draft([("Locust", (4, 5)), ("Wasp", (4, 5)), ("Stinger", (4, 5))])
    assert [m.values.source for m in lance.members] == ["published"] * 3
    values = lance.values()
    # Totals / 4, .5 up: RA 11/4 = 2.75 -> 3, CA 17/4 = 4.25 -> 4, D 14/4 = 3.5 -> 4, R 4/4 = 1;
    # MP the slowest 6; the Locust cannot jump.
    assert values.values.as_dict() == {"ra": 3, "ca": 4, "d": 4, "r": 1, "mp": 6, "jump": False}
    # 4/5 pilots: gunnery 4 -> 1, piloting 5 -> 1; average 1.0 -> Green (lines 1605-1632).
    assert values.experience == "Green"
    # Steps lose 2 under 10 and stop at 0 (D-BF-11).
    assert [s.as_dict() for s in values.steps] == [{"ra": 1, "ca": 2, "d": 2}, {"ra": 0, "ca": 0, "d": 0},
                                                   {"ra": 0, "ca": 0, "d": 0}]
    cli = cli_lance(["Locust", "Wasp", "Stinger"], [(4, 5)] * 3)
    assert values.values.as_dict() == cli["values"] and values.experience == cli["experience"]


def test_members_come_and_go():
    lance = draft(BROTHERS)
    assert lance.is_full and len(lance.members) == drafts.MAX_MEMBERS == 4
    lance = drafts.without_member(lance, 0)
    assert [m.label for m in lance.members] == ["Vindicator VND-1R", "Hatchetman HCT-3F", "Wasp WSP-1A"]
    assert (lance.members[2].gunnery, lance.members[2].piloting) == (2, 4)
    assert not lance.is_full
    assert LanceDraft().values() is None


def test_open_designs_become_members():
    merlin = drafts.member_from_unit(read_unit(MERLIN), MERLIN)
    assert merlin.reference == str(MERLIN.resolve())
    # The Merlin walks 4 and jumps 4 (seed 000 lines 4231-4365).
    assert (merlin.label, merlin.values.class_, merlin.values.mp, merlin.values.jump) == ("Merlin MLN-1", "mech",
                                                                                         4, True)
    platoon = drafts.member_from_unit(blank_unit("infantry"), None)
    assert platoon.reference is None and platoon.values.class_ == "infantry"
    with pytest.raises(FormatError):
        drafts.member_from_unit(blank_unit("building"), None)   # no BattleForce values
    with pytest.raises(FormatError):
        drafts.member_from_reference("No Such Mech XX-1")


def test_library_names_are_file_stems():
    names = drafts.library_names()
    assert {"Wasp WSP-1A", "Locust LCT-1V", "Atlas AS7-D"} <= set(names)


def test_force_file_round_trip(tmp_path):
    shutil.copy(MERLIN, tmp_path / "merlin.yaml")
    alpha = draft([("Wasp WSP-1A", (3, 4))])
    alpha = drafts.with_member(alpha, drafts.member_from_unit(read_unit(MERLIN), tmp_path / "merlin.yaml"))
    bravo = LanceDraft("Bravo", (drafts.member_from_reference("Locust"),), declared_class="mech", roll=True)
    force = ForceDraft("Company", (alpha, bravo))
    drafts.write_force(force, tmp_path / "company.yaml")
    text = (tmp_path / "company.yaml").read_text(encoding="utf-8")
    assert "kind: force" in text and "unit: merlin.yaml" in text and "pilot: 3/4" in text
    assert "experience: roll" in text and "class: mech" in text
    assert drafts.read_force(tmp_path / "company.yaml") == force


def test_one_lance_is_written_as_a_lance_file(tmp_path):
    force = ForceDraft("Ignored", (draft(BROTHERS[:2]),))
    drafts.write_force(force, tmp_path / "lance.yaml")
    assert (tmp_path / "lance.yaml").read_text(encoding="utf-8").startswith("kind: lance\n")
    back = drafts.read_force(tmp_path / "lance.yaml")
    assert back.name == "Lance" and back.lances == force.lances


def test_an_unsaved_design_cannot_go_in_a_lance_file(tmp_path):
    lance = drafts.with_member(LanceDraft(), drafts.member_from_unit(blank_unit("infantry"), None))
    with pytest.raises(FormatError, match="has not been saved"):
        drafts.write_force(ForceDraft(lances=(lance,)), tmp_path / "x.yaml")
    assert not (tmp_path / "x.yaml").exists()


def test_undo_shows_the_lance_that_changed():
    one, two = LanceDraft("One"), LanceDraft("Two")
    before = ForceDraft(lances=(one, two))
    after = drafts.with_lance(before, 1, LanceDraft("Second"))
    assert drafts.changed_lance(before, after, 0) == 1
    assert drafts.changed_lance(after, before, 0) == 1
    fewer = ForceDraft(lances=(one,))
    assert drafts.changed_lance(before, fewer, 1) == 0       # the lance shown is gone
    assert drafts.changed_lance(fewer, before, 0) == 1       # the lance added back
    assert drafts.changed_lance(before, before, 1) == 1


# --- OmniMechs: one configuration of an open design ---------------------------------------------
OMNI = Path(__file__).parent / "units" / "omni-exemplar.yaml"


def test_an_open_omnimech_offers_each_configuration_and_all_of_them():
    omni, merlin = read_unit(OMNI), read_unit(MERLIN)
    choices = drafts.open_choices([("Exemplar EXR-1O", omni, OMNI), ("Merlin MLN-1", merlin, None)])
    assert [choice.label for choice in choices] == [
        "Exemplar EXR-1O: Prime", "Exemplar EXR-1O: A", "Exemplar EXR-1O: B",
        "Exemplar EXR-1O: every configuration", "Merlin MLN-1"]
    assert [(c.index, c.configuration, c.every) for c in choices] == [
        (0, "Prime", False), (0, "A", False), (0, "B", False), (0, None, True), (1, None, False)]


def test_one_configuration_is_one_member_with_that_configurations_values(tmp_path):
    from designer.battleforce.unit_values import unit_values
    from designer.mech.omni import configuration

    omni = read_unit(OMNI)
    (member,) = drafts.members_from_open(omni, OMNI, drafts.OpenChoice("x", 0, "A"))
    assert member.configuration == "A" and member.label == "Exemplar A"
    assert member.values == unit_values(configuration(omni, "A"))
    every = drafts.members_from_open(omni, OMNI, drafts.OpenChoice("x", 0, None, every=True))
    assert [m.configuration for m in every] == ["Prime", "A", "B"]
    # A lance file names the configuration; the file and `designer battleforce` read it back.
    path = tmp_path / "lance.yaml"
    drafts.write_force(ForceDraft("Force", (LanceDraft("Pods", (member,)),)), path)
    assert "configuration: A" in path.read_text(encoding="utf-8")
    (back,) = drafts.read_force(path).lances[0].members
    assert (back.configuration, back.values) == ("A", member.values)
    out = io.StringIO()
    assert main(["battleforce", "--json", str(path)], out) == 0
    assert json.loads(out.getvalue())["lances"][0]["members"] == ["Exemplar A"]


def test_a_lance_file_naming_a_configuration_of_a_plain_mech_is_refused(tmp_path):
    path = tmp_path / "lance.yaml"
    path.write_text(f"kind: lance\nmembers:\n  - {{unit: {MERLIN}, configuration: A}}\n", encoding="utf-8")
    with pytest.raises(FormatError, match="not an OmniMech"):
        drafts.read_force(path)


def test_an_omnimech_design_file_adds_its_first_configuration():
    # tests/units/omni-exemplar.yaml: Prime, A, B; a file adds one member, not three of a lance's four
    members = drafts.members_from_reference(str(OMNI))
    assert [(m.label, m.configuration, m.reference) for m in members] == [
        ("Exemplar Prime", "Prime", str(OMNI.resolve()))]
    assert [m.label for m in drafts.members_from_reference(str(MERLIN))] == ["Merlin MLN-1"]
