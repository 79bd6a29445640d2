"""The Level 2 corpus (the 495 MegaMek TRO 3050-era 'Mech files of ../shared/reference/level2):
how many validate with no error finding, and docs/level2-rejections.md, which lists every file
that does not and why (tools/level2_report.py), kept current."""

import pytest

from tools import level2_report


@pytest.fixture(scope="module")
def results(level2_dir):
    return level2_report.check_folder(level2_dir)


def test_every_one_of_the_495_files_validates(results):
    # measured on the l2wire branch: 192 of 339 Inner Sphere, 115 of 155 Clan and the 1 Mixed file;
    # with the later construction types (D-LATER-TYPE-1..4) and the later technology of both tech
    # bases (D-LATER-IS-1..6, D-LATER-CLAN-1..3): 325 IS, 155 Clan; with split weapons (D-SPLIT-1)
    # the 14 Inner Sphere files that split a weapon too: 339 IS
    table = level2_report.counts(results)
    assert table["all files total"][1] == 495
    valid_is, files_is = table["all files inner_sphere"]
    valid_clan, files_clan = table["all files clan"]
    assert (files_is, files_clan) == (339, 155)
    assert valid_is == 339 and valid_clan == 155
    assert table["all files total"][0] == 495


def test_every_file_of_seed_002_equipment_and_types_validates(results):
    # 311 files use only seed 002 items and types; every one validates, the three that split a
    # weapon over two locations included (decision D-SPLIT-1)
    assert table_row(results) == (311, 311)
    assert [r.name for r in results if r.seed_002_only and not r.valid] == []


def table_row(results):
    return level2_report.counts(results)["seed 002 only total"]


def test_split_weapons_of_the_corpus_read_as_one_mount_over_two_locations(level2_dir):
    from designer.mech.mtf import read_mtf
    from designer.mech.model import MechLocation as L

    # King Crab KGC-000: each AC/20 (10 slots, seed 000 lines 4797-4834) fills arm slots 5-12 and
    # side torso slots 1-2; Hunchback HBK-6S: the LB 20-X (11 slots, seed 002 table) fills RT
    # slots 4-12 after the XL engine's 3 and CT slots 11-12 (the file's own lines)
    crab = read_mtf(level2_dir / "King Crab KGC-000.mtf").mech
    splits = sorted((m.location.value, m.slot, m.split.location.value, m.split.slot, m.split.slots)
                    for m in crab.equipment if m.split is not None)
    assert splits == [("LA", 5, "LT", 1, 2), ("RA", 5, "RT", 1, 2)]
    hunchback = read_mtf(level2_dir / "Hunchback HBK-6S.mtf").mech
    (lbx,) = [m for m in hunchback.equipment if m.split is not None]
    where = (lbx.location, lbx.slot, lbx.split.location, lbx.split.slot, lbx.split.slots)
    assert where == (L.RT, 4, L.CT, 11, 2)


def test_the_fourteen_files_that_split_a_weapon_validate(results, level2_dir):
    from designer.mech.mtf import read_mtf

    # decision D-SPLIT-1: every corpus file with a split weapon (14, all Inner Sphere) is read as
    # one mount over two locations and validates
    names = [r.name for r in results if any(m.split for m in read_mtf(level2_dir / r.name).mech.equipment)]
    assert len(names) == 14
    assert {"Axman AXM-1N.mtf", "King Crab KGC-005.mtf", "Victor VTR-10S.mtf"} <= set(names)
    assert all(r.valid for r in results if r.name in names)


def test_files_needing_the_inner_sphere_later_technology_validate(results):
    # 66 Inner Sphere files need only catalogued later technology (decisions D-LATER-IS-1 to -6); the 2
    # that split a weapon over two locations (King Crab KGC-005's LB 20-X ACs, Victor VTR-10S's heavy
    # Gauss rifle) validate since D-SPLIT-1. Inner Sphere files that validate: 192 before the later rows.
    table = level2_report.counts(results)
    valid, files = table["later technology inner_sphere"]
    assert files >= 66 and valid == files
    assert [r.name for r in results if r.later_technology and not r.valid] == []


def test_no_file_fails_for_an_undocumented_reason(results):
    assert [r.name for r in results if not r.valid and r.reason == level2_report.OTHER] == []


def test_rejections_doc_is_current(results):
    assert level2_report.DOC.read_text(encoding="utf-8") == level2_report.render(results) + "\n", \
        "run: python -m tools.level2_report"


# research/level2-spec.md section 4.1: the weight breakdown of the 20 acceptance units, computed by
# hand from the section 2 rules (engine, structure, armor, heat sinks, jump jets, weapons and
# equipment, ammunition; every row adds up to the unit's mass).
ACCEPTANCE = {
    "Daishi (Dire Wolf) Prime": (100, 9.5, 10, 19, 12, 0, 40.5, 3),
    "Mad Cat (Timber Wolf) Prime": (75, 19.5, 4, 12, 7, 0, 22.5, 3),
    "Ryoken (Stormcrow) Prime": (55, 12.5, 3, 9.5, 12, 0, 11, 0),
    "Vulture (Mad Dog) Prime": (60, 9.5, 6, 8.5, 2, 0, 26, 2),
    "Thor (Summoner) Prime": (70, 15, 7, 9.5, 4, 5, 19.5, 3),
    "Masakari (Warhawk) Prime": (85, 13.5, 8.5, 13.5, 10, 0, 31.5, 1),
    "Uller (Kit Fox) Prime": (30, 3.5, 1.5, 4, 0, 0, 14, 2),
    "Black Hawk (Nova) Prime": (50, 6.5, 5, 10, 8, 2.5, 12, 0),
    "Koshi (Mist Lynx) Prime": (25, 3.5, 1.5, 3.5, 0, 3, 6, 2.5),
    "Fenris (Ice Ferret) Prime": (45, 16.5, 2.5, 7.5, 2, 0, 8.5, 1),
    "Atlas AS7-K": (100, 9.5, 10, 19, 10, 0, 40.5, 5),
    "Awesome AWS-9M": (80, 11.5, 8, 15.5, 10, 0, 27, 1),
    "Raven RVN-3L": (35, 4.5, 3.5, 4.5, 1, 0, 12.5, 3),
    "Cyclops CP-11-C": (90, 33, 9, 12, 2, 0, 24, 3),
    "Black Knight BL-6-KNT": (75, 19, 4, 13, 10, 0, 23, 0),
    "Axman AXM-1N": (65, 7, 6.5, 10, 0, 4, 29.5, 2),
    "Grand Dragon DRG-5K": (60, 16.5, 6, 10, 3, 0, 15.5, 2),
    "Crockett CRK-5003-1": (85, 13, 8.5, 16.5, 5, 3, 28, 5),
    "Exterminator EXT-4D": (65, 23, 6.5, 10.5, 0, 6, 10, 2),
    "Dasher (Fire Moth) Prime": (20, 4.5, 1, 2, 0, 0, 5.5, 2),
}
SYSTEMS = {"Engine": 1, "Internal Structure": 2, "Armor": 3, "Heat Sinks": 4, "Jump Jets": 5}


@pytest.mark.parametrize("name", sorted(ACCEPTANCE))
def test_acceptance_unit_weights_and_validation(level2_dir, name):
    from designer.mech.mtf import read_mtf
    from designer.rules import validate
    from designer.mech.weights import weight_breakdown

    mech = read_mtf(level2_dir / f"{name}.mtf").mech
    expected = ACCEPTANCE[name]
    lines = weight_breakdown(mech)
    got = [float(mech.tonnage)] + [0.0] * 7
    for line in lines:
        if line.component in SYSTEMS:
            got[SYSTEMS[line.component]] += line.tons
        elif line.component.endswith(" Ammo"):
            got[7] += line.tons
        elif line.component not in ("Cockpit", "Gyro"):
            got[6] += line.tons  # weapons and equipment (targeting computer, hatchet, MASC, CASE)
    assert got == [float(x) for x in expected]
    assert sum(line.tons for line in lines) == mech.tonnage
    errors = {f.code for f in validate(mech).findings if f.severity.value == "error"}
    # the Axman's AC/20, split over RT and CT, is legal since D-SPLIT-1
    assert errors == set()
