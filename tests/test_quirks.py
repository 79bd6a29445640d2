"""Design quirks (decision D-QUIRK-1): read from the file's own lines, described from the catalogue,
checked (unknown, not for the kind, excluding each other, a weapon quirk on no weapon) and shown by
``info``; they change no Battle Value."""

from __future__ import annotations

import json
from pathlib import Path

from designer.bv import battle_value
from designer.cli import main
from designer.formats import read_unit
from designer.formats.load import load_unit
from designer.rules import validate
from designer.rules.common.quirks import (WeaponQuirk, quirk_lines, quirk_table, quirks_of, unit_quirk,
                                          weapon_quirk)

HERE = Path(__file__).parent
ARCHER = HERE.parent / "units" / "mechs" / "Archer ARC-2R.yaml"
QUIRKED = "  quirk: [command_mech, stable]\n  weaponquirk: ['accurate:LA:4:Medium Laser']\n"


def _archer_with(tmp_path: Path, meta: str) -> Path:
    path = tmp_path / "archer.yaml"
    path.write_text(ARCHER.read_text(encoding="utf-8") + "meta:\n" + meta, encoding="utf-8")
    return path


def _weapon_codes(tmp_path: Path, entry: str) -> list[str]:
    return _codes(_archer_with(tmp_path, f"  weaponquirk: ['{entry}']\n"))


def _codes(path: Path) -> list[str]:
    return [finding.code for finding in validate(read_unit(path)).findings]


def test_the_catalogue_names_each_code_once_and_excludes_only_known_codes():
    table = quirk_table()
    for rows, find in ((table.unit_quirks, unit_quirk), (table.weapon_quirks, weapon_quirk)):
        codes = [row.code for row in rows]
        assert len(codes) == len(set(codes))
        for row in rows:
            assert all(find(other) is not None for other in row.excludes), row.code
            # exclusion runs both ways: a unit cannot hold either pair in any order
            assert all(row.code in find(other).excludes for other in row.excludes), row.code


def test_the_books_sign_of_a_few_quirks():
    # BattleMech Manual, Design Quirks: Command 'Mech and Battle Fists are positive, No/Minimal Arms
    # and Weak Legs negative; Accurate Weapon positive, Exposed Weapon Linkage negative
    codes = ("command_mech", "battle_fists_la", "no_arms", "weak_legs")
    assert [unit_quirk(code).positive for code in codes] == [True, True, False, False]
    assert weapon_quirk("accurate").positive and not weapon_quirk("exposed_linkage").positive


def test_weapon_quirk_lines_are_read_as_megamek_writes_them():
    quirk = WeaponQuirk.parse("jettison_capable:RA:4:PPC")
    assert (quirk.code, quirk.location, quirk.slot, quirk.weapon) == ("jettison_capable", "RA", 4, "PPC")
    assert quirk.write() == "jettison_capable:RA:4:PPC"
    assert not WeaponQuirk.parse("accurate:RA").well_formed


def test_quirks_are_the_files_in_its_order(tmp_path):
    path = _archer_with(tmp_path, QUIRKED)
    quirks = quirks_of(read_unit(path))
    assert quirks.unit == ("command_mech", "stable")
    assert quirk_lines(quirks) == ["Command 'Mech (+)", "Stable (+)", "Accurate Weapon (+): Medium Laser, LA"]


def test_a_weapon_quirk_must_name_the_weapon_in_its_slot(tmp_path):
    # The Archer's left arm: shoulder, upper arm, lower arm and hand actuators in slots 1-4 (MegaMek
    # counts them 0-3), its medium laser in slot 5 (MegaMek's 4)
    assert "QUIRK-WEAPON-MISSING" not in _weapon_codes(tmp_path, "accurate:LA:4:Medium Laser")
    assert "QUIRK-WEAPON-MISSING" in _weapon_codes(tmp_path, "accurate:LA:3:Medium Laser")
    assert "QUIRK-WEAPON-MISSING" in _weapon_codes(tmp_path, "accurate:RT:4:Medium Laser")
    # an LRM-20 fills slots 1-5 of the left torso (MegaMek's 0-4): any of them names it
    assert "QUIRK-WEAPON-MISSING" not in _weapon_codes(tmp_path, "fast_reload:LT:4:LRM 20")


def test_quirks_that_exclude_each_other_and_a_quirk_not_for_the_kind(tmp_path):
    codes = _codes(_archer_with(tmp_path, "  quirk: [imp_target_long, poor_target_long, scout_bike, zany]\n"))
    assert codes.count("QUIRK-CONFLICT") == 1            # one finding for the pair, not two
    assert "QUIRK-NOT-FOR-KIND" in codes and "QUIRK-UNKNOWN" in codes


def test_quirks_change_no_battle_value(tmp_path):
    plain = battle_value(read_unit(ARCHER))
    quirked = battle_value(read_unit(_archer_with(tmp_path, "  quirk: [command_mech, imp_target_long]\n")))
    assert plain is not None and quirked is not None and quirked.base == plain.base


def test_info_shows_the_quirks(tmp_path, capsys):
    path = _archer_with(tmp_path, "  quirk: [command_mech]\n  weaponquirk: ['accurate:LA:4:Medium Laser']\n")
    assert main(["info", "--jobs", "1", str(path)]) == 0
    assert "Quirks: Command 'Mech (+); Accurate Weapon (+): Medium Laser, LA" in capsys.readouterr().out
    assert main(["info", "--json", "--jobs", "1", str(path)]) == 0
    [facts] = json.loads(capsys.readouterr().out)
    assert [entry["code"] for entry in facts["quirks"]["unit"]] == ["command_mech"]
    assert facts["quirks"]["weapons"][0] | {} == {
        "code": "accurate", "name": "Accurate Weapon", "effect": "positive",
        "summary": weapon_quirk("accurate").summary, "location": "LA", "slot": 4, "weapon": "Medium Laser"}


def test_quirks_survive_a_round_trip_through_mtf(tmp_path, capsys):
    path = _archer_with(tmp_path, QUIRKED)
    mtf = tmp_path / "archer.mtf"
    assert main(["convert", str(path), str(mtf)]) == 0
    text = mtf.read_text(encoding="utf-8")
    assert "quirk:command_mech\nquirk:stable\n" in text and "weaponquirk:accurate:LA:4:Medium Laser" in text
    assert quirks_of(load_unit(mtf).unit) == quirks_of(read_unit(path))


def test_the_sheet_prints_the_quirks(tmp_path):
    import pdfplumber

    path = _archer_with(tmp_path, QUIRKED)
    pdf = tmp_path / "archer.pdf"
    assert main(["sheet", str(path), "-o", str(pdf)]) == 0
    with pdfplumber.open(pdf) as document:
        text = " ".join(document.pages[0].extract_text().split())
    assert "DESIGN QUIRKS" in text
    assert "Command 'Mech (+); Stable (+); Accurate Weapon (+): Medium Laser, LA" in text


def test_a_vehicles_quirks_in_blk_keys_and_a_quirk_it_cannot_carry(tmp_path, capsys):
    condor = HERE.parent / "units" / "vehicles" / "Condor Heavy Hover Tank.yaml"
    path = tmp_path / "condor.yaml"
    path.write_text(condor.read_text(encoding="utf-8") + "meta:\n  quirks: [low_profile, battle_fists_la]\n",
                    encoding="utf-8")
    unit = read_unit(path)
    assert quirks_of(unit).unit == ("low_profile", "battle_fists_la")
    # Battle Fists need a 'Mech's hand actuator: a vehicle's quirk list does not hold them
    assert [f.location for f in validate(unit).findings if f.code == "QUIRK-NOT-FOR-KIND"] == ["quirks"]
    blk = tmp_path / "condor.blk"
    assert main(["convert", str(path), str(blk)]) == 0
    assert "<quirks>\nlow_profile\nbattle_fists_la\n</quirks>" in blk.read_text(encoding="utf-8")
