"""MegaMek force files (.mul): read safely, units resolved against the library, rows and totals with
each pilot's skills, written back, converted to and from our force files. Every file read here is a
small hand-written .mul in tests/mul/ (the values below are read off those files)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from designer.cli import main
from designer.forces.group_file import force_yaml_text, read_force_yaml
from designer.forces.resolve import unit_catalog
from designer.forces.values import force_rows, resolved_file, totals
from designer.formats.errors import FormatError
from designer.formats.mul import parse_force_path, read_mul
from designer.formats.mul_writer import MUL_FORMAT_VERSION, mul_text

MUL = Path(__file__).parent / "mul"
SECRET = "FORCE-SECRET-7f3a"  # the first words of tests/mul/secret.txt


def run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    code = main(argv, out)
    return code, out.getvalue()


# --- reading -------------------------------------------------------------------------------
def test_every_entity_with_chassis_model_type_in_file_order():
    force = read_mul(MUL / "lance.mul")  # CRLF line ends, text and line breaks inside elements
    assert [(u.chassis, u.model, u.type) for u in force.units] == [
        ("Archer", "ARC-2R", "Biped"),
        ("Wasp", "WSP-1A", "Biped"),
        ("Thunderbolt", "TDR-5S", "Biped"),
        ("Locust", "LCT-1V", "Biped"),
    ]
    assert force.version == "0.49.19" and force.name == "lance"
    assert [u.line for u in force.units] == [5, 23, 29, 34]  # the lines of the <entity> tags


def test_pilot_name_skills_advantages_and_edge_are_kept():
    archer, wasp, _, locust = read_mul(MUL / "lance.mul").units
    crew = archer.crew
    assert crew is not None and wasp.crew is not None
    assert (crew.name, crew.nick, crew.gunnery, crew.piloting, crew.size) == (
        'Jürgen "Ace" Müller',
        "Ace",
        2,
        3,
        1,
    )
    assert crew.advantages == ("oblique_attacker", "weapon_specialist LRM 20")
    assert crew.edge == ("edge 2", "edge_when_headhit")
    assert wasp.crew.name == "Zoë Okonkwo-山田"
    assert crew.other == (("autoeject", "true"),)   # any other attribute is kept as written
    assert locust.crew is None  # the file names no pilot


def test_ammunition_quirks_and_force_path_are_kept():
    archer, wasp, thunderbolt, _ = read_mul(MUL / "lance.mul").units
    # Left Torso (location 3), slots 6 and 7: "IS Ammo LRM-20" with 6 and 5 shots
    assert [(a.location, a.index, a.type, a.shots) for a in archer.ammo] == [
        (3, "6", "IS Ammo LRM-20", 6),
        (3, "7", "IS Ammo LRM-20", 5),
    ]
    assert archer.quirks == ("command_mech", "stable")
    assert [(q.location, q.index, q.type, q.quirks) for q in archer.slot_quirks] == [
        (4, "5", "ISMediumLaser", ("accurate", "stable_weapon"))
    ]
    assert [(level.name, level.force_id) for level in archer.force_path] == [
        ("Hand Force", 0),
        ("Alpha Lance", 1),
    ]
    assert wasp.path_names == ("Hand Force", "Alpha Lance")
    assert thunderbolt.path_names == ("Hand Force", "Bravo Lance")
    assert archer.external_id == "11111111-aaaa" and archer.commander and archer.game_id == 1


def test_c3_links_and_conveyance_are_kept_as_data():
    first, second, platoon = read_mul(MUL / "c3.mul").units
    assert (first.c3.uuid, first.c3.master, first.c3.c3i) == ("uuid-a", "", ("uuid-a", "uuid-b"))
    assert (second.c3.uuid, second.c3.master) == ("uuid-b", "uuid-a")
    assert platoon.conveyance == 1 and not platoon.c3


def test_a_multi_crew_cockpit_and_bombs():
    atlas, fighter = read_mul(MUL / "crew.mul").units
    crew = atlas.crew
    assert crew is not None and crew.crew_type == "command_console" and crew.size == 2
    assert [(m.slot, m.name, m.gunnery, m.piloting) for m in crew.members] == [
        (0, "Pilot Seat", 3, 4),
        (1, "Commander Seat", 5, 6),
    ]
    assert (crew.name, crew.gunnery, crew.piloting, crew.advantages) == (
        "Pilot Seat",
        3,
        4,
        ("tactical_genius",),
    )
    assert [(b.type, b.load) for b in fighter.bombs] == [("HEBomb", 7), ("ClusterBomb", 2)]


def test_a_record_after_a_game_gives_every_group():
    assert [u.designation for u in read_mul(MUL / "record.mul").units] == ["Wasp WSP-1A", "Locust LCT-1V"]


def test_force_path_text():
    assert [(level.name, level.force_id) for level in parse_force_path("A|0||B C|12||")] == [
        ("A", 0),
        ("B C", 12),
    ]
    assert parse_force_path("") == ()


# --- refusals ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "line", "words"),
    [
        ("laughs.mul", 2, "entity declarations"),
        ("external-entity.mul", 2, "external entity"),
        ("deep.mul", 4, "nested deeper than 12"),
        ("bad-bytes.mul", 4, "not a UTF-8 text file"),
        ("truncated.mul", 7, "truncated"),
        ("no-chassis.mul", 3, "without a chassis"),
        ("bad-skill.mul", 4, "gunnery must be a whole number"),
        ("not-a-force.mul", 2, "not a MegaMek force file"),
    ],
)
def test_bad_files_give_one_line_with_file_and_line(name, line, words, capsys):
    with pytest.raises(FormatError) as raised:
        read_mul(MUL / name)
    assert raised.value.line == line and words in raised.value.message
    code, out = run(["force", str(MUL / name)])
    err = capsys.readouterr().err
    assert code == 2 and out == ""
    assert err == f"{MUL / name}:{line}: {raised.value.message}\n"
    assert "Traceback" not in err and SECRET not in err


def test_an_external_entity_to_a_local_file_reads_nothing(tmp_path, capsys):
    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET, encoding="utf-8")
    force = tmp_path / "xxe.mul"
    force.write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE unit [<!ENTITY s SYSTEM "file://{secret}">]>\n'
        '<unit><entity chassis="&s;" model="X" type="Biped"/></unit>\n',
        encoding="utf-8",
    )
    for argv in (
        ["force", str(force)],
        ["force", "--json", str(force)],
        ["convert", str(force), str(tmp_path / "out.yaml")],
    ):
        code, out = run(argv)
        err = capsys.readouterr().err
        assert code == 2 and SECRET not in out + err and err.startswith(f"{force}:2: ")
    assert not (tmp_path / "out.yaml").exists()


# --- rows and totals -----------------------------------------------------------------------
def test_battle_value_with_each_pilots_skills():
    rows = force_rows(read_mul(MUL / "lance.mul"), unit_catalog())
    # Published Battle Values (Master Unit List): Archer ARC-2R 1,477, Wasp WSP-1A 384, Thunderbolt
    # TDR-5S 1,335, Locust LCT-1V 432; times the skill table (TechManual p. 315): 2/3 x1.68,
    # 3/4 x1.32, 4/5 x1.00; the Locust has no pilot: MegaMek's 4/5.
    assert [row.battle_value for row in rows] == [round(1477 * 1.68), round(384 * 1.32), 1335, 432]
    assert [row.unit_file.stem for row in rows if row.unit_file] == [
        "Archer ARC-2R",
        "Wasp WSP-1A",
        "Thunderbolt TDR-5S",
        "Locust LCT-1V",
    ]
    # the Point Values as worked in test_force_json_has_the_rows_and_totals
    assert totals(rows) == (2481 + 507 + 1335 + 432, 55 + 17 + 36 + 18)


def test_force_json_has_the_rows_and_totals():
    code, out = run(["force", "--json", str(MUL / "lance.mul")])
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"file", "units", "battle_value", "point_value"}
    assert data["file"] == str(MUL / "lance.mul") and data["battle_value"] == 4755
    # Master Unit List PVs at skill 4: Archer ARC-2R 39, Wasp WSP-1A 14, Thunderbolt TDR-5S 36,
    # Locust LCT-1V 18. The skill table (Alpha Strike Companion p. 139): each step better than 4 adds
    # 1 + (PV - 3) // 5 for a PV over 7: the Archer at gunnery 2, 39 + 2 x 8 = 55; the Wasp at 3,
    # 14 + 3 = 17; the Thunderbolt at 4, 36; the Locust (no pilot: 4/5), 18.
    assert [unit["point_value"] for unit in data["units"]] == [55, 17, 36, 18]
    assert data["point_value"] == 55 + 17 + 36 + 18
    assert data["units"][1] == {
        "chassis": "Wasp",
        "model": "WSP-1A",
        "type": "Biped",
        "pilot": "Zoë Okonkwo-山田",
        "gunnery": 3,
        "piloting": 4,
        "unit_file": data["units"][1]["unit_file"],
        "battle_value": 507,
        "point_value": 17,
    }
    assert data["units"][1]["unit_file"].endswith("Wasp WSP-1A.yaml")


def test_an_unresolved_unit_is_named_and_the_rest_still_counts(capsys):
    code, out = run(["force", str(MUL / "unresolved.mul")])
    err = capsys.readouterr().err
    assert code == 1
    assert (
        err
        == f"{MUL / 'unresolved.mul'}:3: Nosuch NS-1X: no unit file or library design named 'Nosuch NS-1X'\n"
    )
    assert "Total: Battle Value 384 (1 of 2 units)" in out  # the Wasp at 4/5 (MUL 384)


def test_units_folder_resolves_designs_the_library_lacks(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    source = Path(__file__).parent.parent / "units" / "mechs" / "Wasp WSP-1A.yaml"
    (folder / "Nosuch NS-1X.yaml").write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    code, out = run(["force", "--json", str(MUL / "unresolved.mul"), "--units", str(folder)])
    data = json.loads(out)
    assert code == 0 and data["battle_value"] == 384 * 2  # found by file stem; a Wasp's 384 at 4/5
    assert data["units"][0]["unit_file"] == str(folder / "Nosuch NS-1X.yaml")


# --- writing and converting ----------------------------------------------------------------
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
        )
        for u in force.units
    ]


@pytest.mark.parametrize("name", ["lance.mul", "c3.mul", "crew.mul"])
def test_written_mul_reads_back_the_same(name, tmp_path):
    force = read_mul(MUL / name)
    text = mul_text(force)
    assert text.startswith(f'<?xml version="1.0" encoding="UTF-8"?>\n\n<unit version="{MUL_FORMAT_VERSION}">')
    (tmp_path / name).write_text(text, encoding="utf-8")
    assert _essentials(read_mul(tmp_path / name)) == _essentials(force)


def test_written_attributes_are_escaped():
    text = mul_text(read_mul(MUL / "lance.mul"))
    assert 'name="Jürgen &quot;Ace&quot; Müller"' in text
    assert '<Force force="Hand Force|0||Alpha Lance|1||"/>' in text
    assert (
        '<slot index="5" type="ISMediumLaser" quirks="accurate::stable_weapon" isDestroyed="false"/>' in text
    )


def test_mul_to_yaml_to_mul_keeps_every_unit_pilot_and_skill(tmp_path):
    code, _ = run(["convert", str(MUL / "lance.mul"), str(tmp_path / "force.yaml")])
    assert code == 0
    code, _ = run(["convert", str(tmp_path / "force.yaml"), str(tmp_path / "again.mul")])
    assert code == 0
    assert _essentials(read_mul(tmp_path / "again.mul")) == _essentials(read_mul(MUL / "lance.mul"))
    # and BattleForce reads the force file: two lances by force path
    code, out = run(["battleforce", "--json", str(tmp_path / "force.yaml")])
    assert [lance["name"] for lance in json.loads(out)["lances"]] == ["Alpha Lance", "Bravo Lance"]


def test_force_yaml_names_library_designs_and_pilots(tmp_path):
    force = read_mul(MUL / "lance.mul")
    catalog = unit_catalog()
    text = force_yaml_text(force, [resolved_file(u, catalog) for u in force.units], tmp_path)
    assert '- unit: Archer ARC-2R\n    pilot:\n      name: Jürgen "Ace" Müller\n' in text
    assert "path:\n  - Hand Force\n  - Bravo Lance\n" in text


def test_a_lance_file_gives_a_force(tmp_path):
    unit = Path(__file__).parent.parent / "units" / "mechs" / "Locust LCT-1V.yaml"
    lance = tmp_path / "lance.yaml"
    lance.write_text(
        "kind: lance\nname: Scouts\nmembers:\n"
        f"  - {{unit: '{unit}', pilot: {{name: Ana, gunnery: 3, piloting: 4}}}}\n"
        "  - {unit: Wasp WSP-1A, pilot: 2/3}\n",
        encoding="utf-8",
    )
    force = read_force_yaml(lance, unit_catalog())
    assert [(u.chassis, u.model, u.type, u.path_names) for u in force.units] == [
        ("Locust", "LCT-1V", "Biped", ("Scouts",)),
        ("Wasp", "WSP-1A", "Biped", ("Scouts",)),
    ]
    code, out = run(["force", "--json", str(lance)])
    # Locust 432 x1.32 (3/4), Wasp 384 x1.68 (2/3): MUL values, TechManual p. 315 skill table
    assert code == 0 and json.loads(out)["battle_value"] == round(432 * 1.32) + round(384 * 1.68)
    code, _ = run(["convert", str(lance), str(tmp_path / "scouts.mul")])
    assert code == 0
    text = (tmp_path / "scouts.mul").read_text(encoding="utf-8")
    assert '<pilot name="Ana" nick="" gunnery="3" piloting="4"/>' in text
    assert '<Force force="Scouts|0||"/>' in text


def test_convert_will_not_replace_a_unit_design_with_a_force(tmp_path, capsys):
    design = tmp_path / "mech.yaml"
    original = (Path(__file__).parent.parent / "units" / "mechs" / "Wasp WSP-1A.yaml").read_text(
        encoding="utf-8"
    )
    design.write_text(original, encoding="utf-8")
    code, _ = run(["convert", str(MUL / "lance.mul"), str(design)])
    assert code == 2 and capsys.readouterr().err == f"{design}: target exists (use --force to overwrite)\n"
    assert design.read_text(encoding="utf-8") == original


def test_an_omnimech_configuration_by_its_model(capsys):
    rows = force_rows(read_mul(MUL / "omni.mul"), unit_catalog())
    # "Mad Dog" "Prime": the library's Vulture (Mad Dog) design, configuration Prime; Master Unit
    # List BV 2,351, times 1.68 for a 2/3 pilot (TechManual p. 315)
    assert rows[0].unit_file is not None and rows[0].unit_file.stem == "Vulture (Mad Dog)"
    assert rows[0].battle_value == round(2351 * 1.68)
    assert rows[1].unit_file is None and rows[1].battle_value is None  # no configuration Z


def test_element_count_and_size_are_bounded(tmp_path):
    from designer.formats.mul_xml import MAX_ELEMENTS, MAX_MUL_BYTES

    many = tmp_path / "many.mul"
    many.write_text("<unit>\n" + "<Game/>" * MAX_ELEMENTS + "\n</unit>\n", encoding="utf-8")
    with pytest.raises(FormatError) as raised:
        read_mul(many)
    assert raised.value.line == 2 and f"more than {MAX_ELEMENTS:,} elements" in raised.value.message
    large = tmp_path / "large.mul"
    with open(large, "wb") as stream:
        stream.truncate(MAX_MUL_BYTES + 1)   # a sparse file: its size is refused before it is read
    with pytest.raises(FormatError, match="file is too large"):
        read_mul(large)


def test_a_file_in_another_declared_encoding(tmp_path):
    latin = tmp_path / "latin.mul"
    latin.write_bytes(b'<?xml version="1.0" encoding="ISO-8859-1"?>\n<unit version="0.49.19">\n'
                      b'<entity chassis="Wasp" model="WSP-1A" type="Biped"><pilot name="Caf\xe9" gunnery="4" '
                      b'piloting="5"/></entity>\n</unit>\n')
    [wasp] = read_mul(latin).units
    assert wasp.crew is not None and wasp.crew.name == "Café"


def test_a_units_folder_that_is_not_one_is_a_note(tmp_path, capsys):
    code, out = run(["force", "--json", str(MUL / "lance.mul"), "--units", str(tmp_path / "absent")])
    assert code == 0 and json.loads(out)["battle_value"] == 4755
    assert capsys.readouterr().err == f"note: {tmp_path / 'absent'}: not a folder of unit files\n"


def test_names_and_attributes_are_bounded(tmp_path):
    long_name = tmp_path / "long-name.mul"
    long_name.write_text('<unit>\n<entity chassis="Wasp" model="WSP-1A">\n'
                         f'<pilot name="{"x" * 501}" gunnery="4" piloting="5"/>\n</entity>\n</unit>\n')
    with pytest.raises(FormatError) as raised:
        read_mul(long_name)
    assert raised.value.line == 3 and "501 characters of text; the sane limit is 500" in raised.value.message
    long_value = tmp_path / "long-value.mul"
    long_value.write_text(f'<unit>\n<entity chassis="Wasp" quirks="{"a" * 10_001}"/>\n</unit>\n')
    with pytest.raises(FormatError) as raised:
        read_mul(long_value)
    assert raised.value.line == 2 and "quirks holds 10,001 characters" in raised.value.message


@pytest.mark.parametrize(("stem", "mode"), [
    ("Corsair CSR-V12", "Aerodyne"), ("Scorpion Light Tank", "Tracked"), ("Jenner JR7-D", "Biped"),
    ("elemental-flamer", "Jump")])
def test_megamek_movement_mode_of_a_design(stem, mode):
    # MegaMek's movement mode names (EntityMovementMode): an aerospace fighter is Aerodyne, a
    # tracked tank Tracked, a biped 'Mech Biped, jumping battle armor Jump
    from designer.forces.group_file import movement_type
    from tests.conftest import UNITS
    from designer.formats.load import load_unit

    [path] = sorted(UNITS.glob(f"*/{stem}.yaml"))
    assert movement_type(load_unit(path).unit) == mode


def test_a_lance_file_member_with_an_omnimech_configuration(tmp_path):
    lance = tmp_path / "omni.yaml"
    lance.write_text("kind: lance\nname: Clan\nmembers:\n"
                     "  - {unit: Vulture (Mad Dog), configuration: Prime, pilot: 2/3}\n", encoding="utf-8")
    force = read_force_yaml(lance, unit_catalog())
    assert [(u.chassis, u.model) for u in force.units] == [("Vulture (Mad Dog)", "Prime")]
    # Vulture (Mad Dog) Prime: Master Unit List BV 2,351; a 2/3 pilot x1.68 (TechManual p. 315)
    assert [row.battle_value for row in force_rows(force, unit_catalog())] == [round(2351 * 1.68)]


def test_docs_state_the_limits_the_parser_enforces():
    from designer.formats.mul_xml import MAX_ATTRIBUTE_CHARS, MAX_DEPTH, MAX_ELEMENTS, MAX_MUL_BYTES

    text = (Path(__file__).parents[1] / "docs" / "limits.md").read_text(encoding="utf-8")
    for phrase in (f"at most {MAX_MUL_BYTES:,} bytes", f"{MAX_DEPTH} nested elements",
                   f"{MAX_ELEMENTS:,}\nelements", f"{MAX_ATTRIBUTE_CHARS:,} characters in one attribute"):
        assert phrase in text, phrase


def test_unreadable_files_in_a_units_folder_are_counted_in_a_note(tmp_path, capsys):
    (tmp_path / "broken.yaml").write_text("kind: mech\nchassis: [\n", encoding="utf-8")
    code, _ = run(["force", str(MUL / "unresolved.mul"), "--units", str(tmp_path)])
    assert code == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == ("note: 1 unit file of the --units folders cannot be read and name no design "
                      "(designer index lists why)")
