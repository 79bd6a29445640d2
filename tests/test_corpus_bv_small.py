"""Battle Value over the canon ProtoMechs and battle armor of ../shared/reference/level2-blk
(decision D-BV2-1): the reference set prints no Battle Value for them, so the check is that every
file gets a value, without a crash, in a plausible range (each file read once)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.bv import battle_value, not_rated_reason
from designer.formats.blk import read_blk

# A sanity band, not a published figure: a 2- to 9-ton ProtoMech's armor alone is worth 10 to 150
# points and its weapons a few hundred at most.
PROTOMECH_RANGE = (30, 800)


def _units(reference_dir: Path, folder: str) -> dict[str, object]:
    files = sorted((reference_dir / "level2-blk" / folder).glob("*.blk"))
    if not files:
        pytest.skip(f"{folder}: no files")
    return {path.stem: read_blk(path).unit for path in files}


@pytest.fixture(scope="module")
def protomechs(reference_dir: Path):
    return _units(reference_dir, "protomechs")


def test_every_canon_protomech_has_a_plausible_value(protomechs):
    values = {name: battle_value(unit) for name, unit in protomechs.items()}
    low, high = PROTOMECH_RANGE
    assert len(values) == 29
    assert {name: v.base for name, v in values.items() if v is None or not low <= v.base <= high} == {}


# A sanity band: an unarmed exoskeleton squad is worth a handful of points (armor x 2.5 + 1 a
# trooper), a six-trooper assault squad several hundred.
BATTLE_ARMOR_RANGE = (1, 1500)


@pytest.fixture(scope="module")
def battle_armor(reference_dir: Path):
    return _units(reference_dir, "battlearmor")


def test_every_canon_battle_armor_squad_has_a_plausible_value(battle_armor):
    # decision D-BV-4: a squad mounting an item the tables give no Battle Value is not rated, the
    # item named (never a value that counts it as nothing); every other squad has a plausible value
    values = {name: battle_value(unit) for name, unit in battle_armor.items()}
    low, high = BATTLE_ARMOR_RANGE
    assert len(values) == 134
    assert {name: v.base for name, v in values.items() if v is not None and not low <= v.base <= high} == {}
    unrated = {name: not_rated_reason(battle_armor[name]) for name, v in values.items() if v is None}
    assert all(reason and reason.startswith("no Battle Value for ") for reason in unrated.values())
    # decision D-BV-9: the advanced SRMs, the SRM 1/3, LRM 3/4 and MRM 1 lots, the Tsunami, the
    # Bearhunter autocannon, the Clan medium recoilless rifle and the vibro- and magnetic claws
    # (22 squads before) now have their MegaMek values: every canon squad is rated
    assert unrated == {}
