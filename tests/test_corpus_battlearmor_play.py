"""What a battle armor squad's armor and equipment do in play, read back from its record sheet
(decision D-SHEET4-BA1) on canon squads of ../shared/reference/level2-blk/battlearmor: stealth,
mimetic and camouflage as to-hit modifiers (not a bare name), ECM, active probe, magnetic clamps,
partial wing and jump booster with their effect, and the "Mechanized" mark of a squad that rides other
units. Expected modifiers: MegaMek BattleArmor.setArmorType and getStealthModifier, canDoMechanizedBA."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog.battlearmor import ba_construction
from designer.formats.blk import read_blk
from tests.sheet_readback import fast_pages, overlapping_words, pdf, printed_lines


@pytest.fixture(scope="module")
def squads(reference_dir: Path):
    folder = reference_dir / "level2-blk" / "battlearmor"
    if not folder.is_dir():
        pytest.skip("Level 2 BLK corpus absent")
    return folder


def lines_of(folder: Path, name: str, paper: str = "letter") -> list[str]:
    page = fast_pages(pdf([read_blk(folder / f"{name}.blk").unit], paper))[0]
    assert overlapping_words(page) == []
    return [" ".join(line.split()) for line in printed_lines(page)]


def squeezed(text: str) -> str:
    """PDFium splits bold or tight words into pieces ("Su it"): compare without spaces."""
    return "".join(text.split())


def has(lines: list[str], text: str) -> bool:
    return any(squeezed(text) in squeezed(line) for line in lines)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_improved_stealth_and_camouflage_print_their_modifiers(squads, paper):
    # Angerona Scout Suit: improved stealth (+1 short, +2 medium, +3 long) and a camo system (+2 standing
    # still, +1 after one hex); a medium suit with basic manipulators rides OmniMechs
    lines = lines_of(squads, "Angerona Scout Suit", paper)
    assert has(lines, "Improved Stealth armor attacks on the squad +1 short, +2 medium, +3 long")
    assert has(lines, "Camouflage System attacks on the squad +2 if it did not move, +1 after 1 hex")
    assert has(lines, "Mechanized rides OmniMechs and OmniVehicles")


def test_probe_and_jump_booster_print_their_effect(squads):
    # Gray Death Scout Suit: a light active probe and a jump booster (+1 jump MP, the Movement's 4); a
    # light suit with two armored gloves holds on as mechanized battle armor
    lines = lines_of(squads, "Gray Death Scout Suit")
    assert has(lines, "Light Active Probe finds hidden units")
    assert has(lines, "Jump Booster +1 jump MP (counted in Movement)")
    assert has(lines, "Mechanized rides OmniMechs and OmniVehicles")


def test_ecm_and_standard_stealth(squads):
    # Infiltrator Mk. II: stealth armor (+1 short, +1 medium, +2 long) and an ECM suite
    lines = lines_of(squads, "Infiltrator Mk. II Battle Armor")
    assert has(lines, "Stealth armor attacks on the squad +1 short, +1 medium, +2 long")
    assert has(lines, "ECM Suite jams enemy C3, Artemis IV, Narc and active probes")


def test_magnetic_clamps_let_the_squad_ride_any_unit(squads):
    lines = lines_of(squads, "Fa Shih Battle Armor (Support) [King David]")
    assert has(lines, "Magnetic Clamp holds the suit on any 'Mech or vehicle it rides")
    assert has(lines, "Mechanized rides any 'Mech or vehicle (magnetic clamps)")


def test_partial_wing_and_basic_stealth(squads):
    lines = lines_of(squads, "Kage Light Battle Armor [MG]")
    assert has(lines, "Basic Stealth armor attacks on the squad +0 short, +1 medium, +2 long")
    assert has(lines, "Partial Wing +1 jump MP (counted in Movement)")


def test_an_assault_suit_is_not_mechanized(squads):
    # MegaMek canDoMechanizedBA: an assault suit never rides as mechanized battle armor
    assert not has(lines_of(squads, "Golem Assault Armor (Support)"), "Mechanized")


def test_no_squad_prints_its_stealth_or_mimetic_armor_as_a_bare_name(squads):
    # every canon squad whose armor changes the attacks on it prints the modifiers
    files = sorted(squads.glob("*.blk"))
    units = [read_blk(path).unit for path in files]
    effects = {row.id: row.effect for row in ba_construction().armor if row.effect}
    special = [unit for unit in units if unit.armor_type in effects]
    assert len(special) == 51   # 14 basic, 13 standard and 13 improved stealth, 11 mimetic, of 134
    for page, on_page in zip(fast_pages(pdf(special)), _slots(special), strict=True):
        text = squeezed(" ".join(printed_lines(page)))
        for squad in on_page:
            assert squeezed(effects[squad.armor_type]) in text, squad.name


def _slots(units: list, per_page: int = 3) -> list[list]:
    """The squads of each page: three a page (the template's slots)."""
    return [units[i:i + per_page] for i in range(0, len(units), per_page)]


def test_a_vehicle_keeps_its_battle_armor_handles(reference_dir: Path):
    # the Ajax Assault Tank's file lists "BattleArmorHandles - troopers:-1": the reader kept none of it
    path = reference_dir / "level2-blk" / "vehicles" / "Ajax Assault Tank Prime.blk"
    if not path.is_file():
        pytest.skip("Level 2 BLK corpus absent")
    ajax = read_blk(path).unit
    assert ajax.battle_armor_handles
    page = fast_pages(pdf([ajax]))[0]
    assert has(printed_lines(page), "Battle armor handles: carries a squad")
    assert overlapping_words(page) == []


def test_a_support_vehicle_says_it_carries_battle_armor(reference_dir: Path):
    # a support vehicle's handles are its chassis's bays (D-SV-1): its sheet says so too
    path = reference_dir / "level2-blk" / "vehicles" / "Generic Expandable Services Vehicle (MASH).blk"
    if not path.is_file():
        pytest.skip("Level 2 BLK corpus absent")
    unit = read_blk(path).unit
    assert unit.support is not None and unit.carries_battle_armor and not unit.battle_armor_handles
    assert has(printed_lines(fast_pages(pdf([unit]))[0]), "Battle armor handles: carries a squad")
