"""Design quirks of MegaMek's canon 'Mech files (../shared/reference): the Archer ARC-2R's five
quirks in ``info --json``, the Griffin GRF-1N's jettison-capable PPC on the PPC of its right arm, and
no quirk finding on any canon file (decision D-QUIRK-1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from designer.cli import main
from designer.formats.load import load_unit
from designer.rules import validate
from designer.rules.common.quirks import quirks_of

pytestmark = pytest.mark.corpus


def test_the_archer_arc_2r_quirks_in_info_json(reference_dir: Path, capsys):
    # Archer ARC-2R.mtf lines 13-17: battle_fists_la, battle_fists_ra, command_mech, stable, ubiquitous_is
    archer = reference_dir / "megamek-units" / "Archer ARC-2R.mtf"
    assert main(["info", "--json", "--jobs", "1", str(archer)]) == 0
    [facts] = json.loads(capsys.readouterr().out)
    assert [(q["code"], q["effect"]) for q in facts["quirks"]["unit"]] == [
        ("battle_fists_la", "positive"), ("battle_fists_ra", "positive"), ("command_mech", "positive"),
        ("stable", "positive"), ("ubiquitous_is", "positive")]
    assert facts["quirks"]["weapons"] == []


def test_a_weapon_quirk_on_the_right_weapon(reference_dir: Path):
    # Griffin GRF-1N.mtf: "weaponquirk:jettison_capable:RA:4:PPC"; its right arm holds shoulder, upper
    # and lower arm and hand actuators in MegaMek's slots 0-3, the PPC from slot 4
    unit = load_unit(reference_dir / "megamek-units" / "Griffin GRF-1N.mtf").unit
    [quirk] = quirks_of(unit).weapons
    assert (quirk.code, quirk.location, quirk.slot, quirk.weapon) == ("jettison_capable", "RA", 4, "PPC")
    ppc = [mount for mount in unit.equipment if mount.item == "PPC"]
    assert [(str(mount.location), mount.slot) for mount in ppc] == [("RA", 5)]
    assert not [f for f in validate(unit).findings if f.code.startswith("QUIRK-")]


def test_no_canon_file_gets_a_quirk_finding(reference_dir: Path):
    files = [*sorted((reference_dir / "megamek-units").glob("*.mtf")),
             *sorted((reference_dir / "level2").glob("*.mtf"))]
    quirked, problems = 0, []
    for path in files:
        unit = load_unit(path).unit
        quirked += bool(quirks_of(unit))
        problems += [f"{path.name}: {f}" for f in validate(unit).findings if f.code.startswith("QUIRK-")]
    assert problems == []
    assert quirked >= 32   # the 32 TRO 3025 files that carry quirk lines, and any Level 2 ones
