"""The 12 MegaMek force files of ../shared/reference/mul (MekHQ's scenario templates): every unit
and pilot as the XML holds them (values read off the files by hand), a round trip .mul -> .yaml ->
.mul that keeps every unit, pilot and skill, and a Battle Value for every unit that resolves to a
unit file of the reference sets."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from designer.cli import main
from designer.forces.resolve import unit_catalog
from designer.forces.values import force_rows
from designer.formats.mul import read_mul

# file -> number of <entity> elements (grep -c "<entity")
UNIT_COUNTS = {
    "AlliedASFAceHvy.mul": 1,
    "AlliedCavLance.mul": 4,
    "EnemyCrackFieldArty.mul": 8,
    "EnemyOffFieldArty.mul": 4,
    "Example.mul": 20,
    "MercRoohirrim.mul": 8,
    "My Campaign.mul": 0,
    "The Blackcoats - Medium Lance 3066.mul": 4,
    "The Blackcoats Command Co 3066.mul": 12,
    "VTOLBlackhawks.mul": 12,
    "aceARC2R.mul": 1,
    "example.mul": 8,
}


@pytest.fixture(scope="module")
def mul_dir(reference_dir: Path) -> Path:
    return reference_dir / "mul"


@pytest.fixture(scope="module")
def catalog(reference_dir: Path):
    return unit_catalog(
        [reference_dir / "megamek-units", reference_dir / "level2", reference_dir / "level2-blk"]
    )


def _crews(force):
    return [(u.designation, u.crew.name, u.crew.gunnery, u.crew.piloting) for u in force.units]


def test_every_file_reads_with_every_unit(mul_dir):
    assert sorted(path.name for path in mul_dir.glob("*.mul")) == sorted(UNIT_COUNTS)
    for name, count in UNIT_COUNTS.items():
        force = read_mul(mul_dir / name)
        assert len(force.units) == count, name
        assert all(unit.chassis and unit.type for unit in force.units), name


def test_lance_pilots_as_the_file_holds_them(mul_dir):
    force = read_mul(mul_dir / "AlliedCavLance.mul")
    assert force.version == "0.49.16-SNAPSHOT"
    assert _crews(force) == [
        ("Ostroc OSR-9C", "Damia Jawaad", 3, 4),
        ("Ostsol OTL-4D", "Alex Voutilainen", 4, 3),
        ("Champion CHP-2N", "Everton Randall", 3, 4),
        ("Dragon DRG-1N", "Dan Wyszynski", 4, 3),
    ]
    champion = force.units[2]
    assert champion.crew.advantages == ("tm_forest_ranger", "tm_mountaineer", "weapon_specialist AC/10")
    assert champion.crew.edge[0] == "edge 2"
    assert [(a.location, a.index, a.type, a.shots) for a in champion.ammo] == [
        (2, "8", "IS Ammo AC/10", 10),
        (2, "9", "IS Ammo AC/10", 10),
        (3, "5", "IS Ammo SRM-6", 15),
    ]


def test_aerospace_ace_with_bombs(mul_dir):
    [fighter] = read_mul(mul_dir / "AlliedASFAceHvy.mul").units
    assert (fighter.designation, fighter.type) == ("Thunderbird TRB-D36", "Aerodyne")
    assert (fighter.crew.name, fighter.crew.nick, fighter.crew.gunnery, fighter.crew.piloting) == (
        "Tarvo Guzmán",
        "Wedge",
        3,
        2,
    )
    assert fighter.crew.advantages == ("maneuvering_ace", "shaky_stick", "golden_goose")
    assert [(b.type, b.load) for b in fighter.bombs] == [
        ("HEBomb", 7),
        ("ClusterBomb", 7),
        ("FABombSmall Ammo", 4),
    ]
    assert [(a.location, a.type, a.shots) for a in fighter.ammo] == [(5, "IS Ammo LRM-20", 6)] * 4


def test_company_by_force_path(mul_dir):
    force = read_mul(mul_dir / "The Blackcoats Command Co 3066.mul")
    paths = [unit.path_names for unit in force.units]
    assert paths == [
        ("The Blackcoats", "Royal Company", lance)
        for lance in ["Blue Lance"] * 4 + ["Alpha Lance"] * 4 + ["Gamma Lance"] * 4
    ]
    assert [level.force_id for level in force.units[4].force_path] == [0, 1, 3]
    guillotine = force.units[3]
    assert (guillotine.crew.name, guillotine.quirks) == (
        'Master Sergeant Arlene "Jäger" Ansari',
        ("searchlight",),
    )


def test_quirks_and_weapon_quirks(mul_dir):
    crusader, nightsky, *_ = read_mul(mul_dir / "The Blackcoats - Medium Lance 3066.mul").units
    assert crusader.quirks == ("easy_maintain", "rugged_1", "ubiquitous_is", "ubiquitous_clan")
    assert (crusader.crew.name, crusader.crew.gunnery, crusader.crew.piloting) == (
        'Captain Mary "Swarm" Farmand',
        2,
        3,
    )
    assert [(q.location, q.index, q.type, q.quirks) for q in nightsky.slot_quirks] == [
        (4, str(index), "Hatchet", ("mod_weapons",)) for index in (5, 6, 7, 8)
    ]


def test_c3i_tanks_vtols_with_infantry_and_off_board_artillery(mul_dir):
    tanks = read_mul(mul_dir / "example.mul").units
    assert tanks[0].c3.uuid == "75e1bfe9-40e3-4a04-a5f3-1c04c404bb58" == tanks[0].c3.c3i[0]
    assert (tanks[1].crew.name, tanks[1].crew.size, tanks[1].crew.piloting) == ("Hanoona Fawzi", 5, 6)
    vtols = read_mul(mul_dir / "VTOLBlackhawks.mul").units
    assert [(u.chassis, u.model, u.type) for u in vtols[:4]] == [
        ("Strike Falcon Attack VTOL", "", "VTOL")
    ] * 4
    assert [u.conveyance for u in vtols[4:]] == [3, 4, 3, 4, 5, 6, 5, 6]
    artillery = read_mul(mul_dir / "EnemyOffFieldArty.mul").units
    assert all(unit.offboard for unit in artillery) and artillery[0].crew.piloting == 8
    assert ("offboard_distance", "17") in artillery[0].other   # kept for MegaMek as written


def test_old_file_without_version_and_the_empty_force(mul_dir):
    force = read_mul(mul_dir / "Example.mul")
    assert force.version is None
    assert _crews(force)[0] == ("Black Knight BL-9-KNT", "Unnamed", 3, 4)
    assert _crews(force)[-1] == ("Mad Dog Prime", "Star Commander Lucien", 2, 3)
    assert force.units[-1].crew.advantages == ("clan_pilot_training",)
    assert read_mul(mul_dir / "My Campaign.mul").units == ()


def _essentials(force):
    return [
        (
            u.chassis,
            u.model,
            u.type,
            u.crew,
            u.ammo,
            u.quirks,
            u.slot_quirks,
            u.bombs,
            u.path_names,
            u.c3,
            u.external_id,
            u.game_id,
            u.conveyance,
            u.commander,
            u.other,
            u.offboard,
        )
        for u in force.units
    ]


@pytest.mark.parametrize("name", sorted(UNIT_COUNTS))
def test_round_trip_mul_yaml_mul(name, mul_dir, tmp_path, capsys):
    source = mul_dir / name
    assert main(["convert", str(source), str(tmp_path / "force.yaml")], io.StringIO()) == 0
    assert main(["convert", str(tmp_path / "force.yaml"), str(tmp_path / "again.mul")], io.StringIO()) == 0
    capsys.readouterr()
    assert _essentials(read_mul(tmp_path / "again.mul")) == _essentials(read_mul(source))


def test_every_resolved_unit_gets_a_battle_value(mul_dir, catalog):
    rows = [row for name in UNIT_COUNTS for row in force_rows(read_mul(mul_dir / name), catalog)]
    resolved = [row for row in rows if row.unit_file is not None]
    assert len(rows) == 82 and len(resolved) >= 25
    assert all(row.battle_value is not None for row in resolved)


def test_battle_values_with_the_files_pilots(mul_dir, reference_dir):
    out = io.StringIO()
    code = main(
        ["force", "--json", str(mul_dir / "example.mul"), "--units", str(reference_dir / "level2-blk")], out
    )
    data = json.loads(out.getvalue())
    assert code == 0
    # Master Unit List BV: Burke Defense Tank (HPPC) 875. Centipede Scout Car (not in the MUL sample):
    # defensive 158.76 + offensive (front 46 + its rear vehicle flamer 5 x 0.5 + flamer ammunition 1 +
    # half its 20 tons) x speed factor 1.89 = 271.2 -> 271 (BV 2.0, decision D-BV-4: no silent zero).
    # The skill table (TechManual p. 315): 4/4 x1.10, 4/5 x1.00, 4/6 x0.95; rounded half up.
    assert [unit["battle_value"] for unit in data["units"]] == [963, 831, 875, 875, 298, 298, 257, 298]
    assert data["battle_value"] == 963 + 831 + 875 + 875 + 298 + 298 + 257 + 298
