"""Item names as players write them (decision D-NAMES-1, designer/catalog/names.py): one rule per
test, the suggestions of an unknown name, and three designs written by hand with players' names."""

from pathlib import Path

import pytest

from designer.catalog.battlearmor import ba_item_names
from designer.catalog.names import ItemNames, NamedRow, did_you_mean, resolve, shared_names
from designer.catalog.protomech_tables import protomech_item_names
from designer.formats import parse_unit, read_unit
from designer.rules.validate import validate

DESIGNS = Path(__file__).parent / "player_designs"
TOY = ItemNames((
    NamedRow("IS ER Large Laser", "IS", ("IS ER Large Laser", "ISERLargeLaser"), ("ER Large Laser",)),
    NamedRow("Clan ER Large Laser", "Clan", ("Clan ER Large Laser", "CLERLargeLaser"), ("ER Large Laser",)),
    NamedRow("SRM-4", "IS", ("SRM-4", "SRM 4")),
    NamedRow("Clan SRM 4", "Clan", ("Clan SRM 4", "CLSRM4")),
    NamedRow("AC/5", "IS", ("AC/5",)),
    NamedRow("Heat Sink", "both", ("Heat Sink",)),
))


def test_a_name_that_says_its_tech_base_is_that_item_as_written():
    assert resolve(TOY, "CLERLargeLaser", "inner_sphere").name == "CLERLargeLaser"
    assert resolve(TOY, "IS ER Large Laser", "clan").name == "IS ER Large Laser"
    assert resolve(TOY, "Clan ER Large Laser", "mixed").name == "Clan ER Large Laser"


def test_a_name_without_a_tech_base_is_the_designs_item():
    assert resolve(TOY, "ER Large Laser", "inner_sphere").name == "IS ER Large Laser"
    assert resolve(TOY, "ER Large Laser", "clan").name == "Clan ER Large Laser"
    # "SRM-4" is the Inner Sphere row's own name, yet a Clan design means the Clan SRM 4
    assert resolve(TOY, "SRM-4", "clan").name == "Clan SRM 4"
    assert resolve(TOY, "SRM-4", "inner_sphere").name == "SRM-4"   # kept as written


def test_an_item_only_the_other_tech_base_has_is_that_item():
    # the technology check then reports the mix (MECH-TECH-BASE-MIXED, PROTOMECH-TECH-BASE)
    assert resolve(TOY, "AC/5", "clan").name == "AC/5"
    assert resolve(TOY, "Heat Sink", "clan").name == "Heat Sink"


def test_a_mixed_design_must_say_which():
    found = resolve(TOY, "ER Large Laser", "mixed")
    assert found.name is None and found.choices == ("Clan ER Large Laser", "IS ER Large Laser")
    assert did_you_mean(TOY, "ER Large Laser", "mixed") == (
        " Did you mean 'Clan ER Large Laser' or 'IS ER Large Laser'?")
    assert resolve(TOY, "SRM 4", "mixed").name == "SRM 4"   # a name the catalog knows keeps MegaMek's meaning


def test_case_hyphens_and_spaces_do_not_matter():
    assert resolve(TOY, "er-large_laser", "clan").name == "Clan ER Large Laser"
    assert resolve(TOY, "srm4", "clan").name == "Clan SRM 4"


def test_an_unknown_name_gets_the_closest_names_of_its_kind():
    assert resolve(TOY, "ER Larg Laser", "inner_sphere").name is None
    assert "'ER Large Laser'" in did_you_mean(TOY, "ER Larg Laser", "inner_sphere")
    assert did_you_mean(TOY, "Death Ray", "inner_sphere") == ""


@pytest.mark.parametrize(("name", "written"), [
    # the names the issue found rejected on an Inner Sphere design, and the catalog rows they are
    ("ER Large Laser", "IS ER Large Laser"), ("Gauss Rifle", "IS Gauss Rifle"), ("CASE", "IS CASE"),
    ("MASC", "IS MASC"), ("Artemis IV", "IS Artemis IV FCS"), ("AMS", "IS AMS"), ("TAG", "IS TAG"),
    ("Streak SRM 2", "IS Streak SRM 2"),
])
def test_the_issues_names_on_an_inner_sphere_design(name, written):
    assert resolve(shared_names(), name, "inner_sphere").name == written


def test_each_kind_reads_its_own_vocabulary():
    # a manipulator is an item
    assert resolve(ba_item_names(), "Battle Claw", "clan").name == "BABattleClaw"
    assert resolve(ba_item_names(), "Flamer", "clan").name == "CLBAFlamer"
    assert resolve(ba_item_names(), "Flamer", "inner_sphere").name == "ISBAFlamer"
    assert resolve(protomech_item_names(), "Jump Jet", "clan").name == "ProtoMech Jump Jet"
    assert resolve(protomech_item_names(), "SRM-4", "clan").name == "Clan SRM 4"
    assert resolve(protomech_item_names(), "SRM 4 Ammo", "clan", "ammo").name == "Clan SRM 4 Ammo"


@pytest.mark.parametrize("name", ["level2-mech", "battle-armor", "protomech"])
def test_hand_written_designs_with_players_names_validate(name):
    report = validate(read_unit(DESIGNS / f"{name}.yaml"))
    assert report.findings == ()


def test_the_reader_writes_the_catalog_name_and_a_mixed_design_is_told_to_choose():
    text = (DESIGNS / "level2-mech.yaml").read_text(encoding="utf-8")
    mech = parse_unit(text)
    assert {mount.item for mount in mech.equipment} >= {"IS Gauss Rifle", "IS ER Large Laser", "IS CASE"}
    mixed = validate(parse_unit(text.replace("tech_base: inner_sphere", "tech_base: mixed")))
    unknown = [f.message for f in mixed.findings if f.code == "MECH-UNKNOWN-EQUIPMENT"]
    assert "'ER Large Laser' is not in the equipment catalog. Did you mean 'Clan ER Large Laser' or " \
           "'IS ER Large Laser'?" in unknown


@pytest.mark.parametrize("name", ["level2-mech", "battle-armor", "protomech"])
def test_a_design_of_players_names_saves_as_catalog_names_and_reads_back_the_same(name):
    from designer.formats import dump_unit

    unit = read_unit(DESIGNS / f"{name}.yaml")
    assert parse_unit(dump_unit(unit)) == unit


def test_a_clan_protomech_with_an_inner_sphere_item_is_told_so():
    report = validate(read_unit(Path(__file__).parent / "findings" / "PROTOMECH-TECH-BASE" / "bad.yaml"))
    assert [f.code for f in report.findings] == ["PROTOMECH-TECH-BASE"]
    assert "Inner Sphere item on a Clan ProtoMech" in report.findings[0].message
