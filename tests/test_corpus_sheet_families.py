"""Each family of record sheet faults a player found on the kinds other than the 'Mech, read
back from the printed PDF (tests/sheet_readback.py: PDFium words and drawn circles) on canon units of
../shared/reference/level2-blk. Expected numbers are the rules' or MegaMek's facts, cited per test."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.load import load_unit
from tests.sheet_readback import FastPage, fast_pages, overlapping_words, pdf, pip_regions, printed_lines


@pytest.fixture(scope="module")
def blk(level2_blk_unit):
    return level2_blk_unit


def page_of(unit, paper: str = "letter") -> FastPage:
    return fast_pages(pdf([unit], paper))[0]


def regions(page: FastPage) -> dict[str, tuple[int | None, int]]:
    return {label: (number, pips) for label, number, pips in pip_regions(page)}


def line_with(page: FastPage, *parts: str) -> str:
    """The printed line holding every one of ``parts``."""
    found = [text for text in printed_lines(page) if all(part in text for part in parts)]
    assert found, f"no line with {parts}"
    return found[0]


# Family 1: a location's armor above 100 points printed no pips (the 'Mech's limit applied to every
# kind). The files' armor: Lucifer LCF-R20 nose 135; Hydaspes nose 138, wings 106; Guerteltier front
# 109 (labelled by its code FR: the tank's right side is too narrow for "RIGHT (75)", so the whole
# diagram prints codes).
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_armor_above_100_points_prints_every_pip(blk, paper):
    assert regions(page_of(blk("fighters", "Lucifer LCF-R20"), paper))["NOSE (135)"] == (135, 135)
    hydaspes = regions(page_of(blk("fighters", "Hydaspes"), paper))
    assert hydaspes["NOSE (138)"] == (138, 138)
    assert hydaspes["LW (106)"] == hydaspes["RW (106)"] == (106, 106)
    assert regions(page_of(blk("vehicles", "Guerteltier MBT"), paper))["FR (109)"] == (109, 109)


# Family 2: an MML's SRM lot counted the LRM salvos. MegaMek AmmoType (the Level 2 rows): MML-9 SRM 11
# salvos a ton (3 t: 33), MML-7 SRM 14 (1 t: 14), MML-5 SRM 20 (1 t: 20); the LRM lots keep theirs
# (MML-7 LRM 17 a ton: 2 t, 34).
def test_mml_srm_lots_count_srm_salvos(blk):
    demolisher = page_of(blk("vehicles", "Demolisher II Heavy Tank (MML)"))
    assert line_with(demolisher, "Ammo (MML 9 SRM-A) 3t").split("3t")[1].split()[0] == "33"
    guerteltier = page_of(blk("vehicles", "Guerteltier MBT"))
    assert line_with(guerteltier, "Ammo (IS MML 7 srm) 1t").split("1t")[1].split()[0] == "14"
    assert line_with(guerteltier, "Ammo (IS MML 7) 2t").split("2t")[1].split()[0] == "34"
    zugvogel = page_of(blk("vehicles", "Zugvogel Omni Support Aircraft E"))
    assert line_with(zugvogel, "Ammo (IS MML 5 srm) 1t").split("1t")[1].split()[0] == "20"


# Family 3: weapons a support vehicle mounts from the battle armor and infantry lists printed as a row
# of dashes. MegaMek: ISBAMGLight ("Machine Gun (Light)") 1 damage, 2/4/6; InfantryRifleAutoRifleWeapon
# (InfantryAssaultRifle) 0.52, range 1 (1/2/3); InfantrySupportLaserWeapon 0.84, range 3 (3/6/9).
def test_support_vehicle_small_weapons_print_their_numbers(blk):
    ibex = page_of(blk("vehicles", "Ibex RV (Militarized MG)"))
    assert line_with(ibex, "Light Machine Gun", "LS").split("LS")[1].split()[:5] == ["1", "–", "2", "4", "6"]
    rover = page_of(blk("vehicles", "RRV"))
    assert line_with(rover, "Auto-Rifle", "RS").split("RS")[1].split()[:5] == ["0.52", "–", "1", "2", "3"]
    assert line_with(rover, "Support Laser", "TU").split("TU")[1].split()[:5] == ["0.84", "–", "3", "6", "9"]


# Family 4: to-hit modifiers printed only on 'Mech sheets. Pulse lasers -2 (seed: Level 2 weapons table,
# as on the 'Mech sheet): the Ajax's medium pulse laser, the Hydaspes' Clan medium pulse lasers.
def test_vehicle_and_fighter_sheets_print_to_hit_modifiers(blk):
    ajax = page_of(blk("vehicles", "Ajax Assault Tank Prime"))
    assert "To-Hit" in line_with(ajax, "Qty", "Type", "Loc")
    assert line_with(ajax, "IS Medium Pulse Laser").split()[-5:] == ["-2", "–", "2", "4", "6"]
    hydaspes = page_of(blk("fighters", "Hydaspes"))
    assert line_with(hydaspes, "Clan Medium Pulse Laser").split()[-4:] == ["-2", "4", "8", "12"]


# Family 5: multi-mode weapons showed one mode on vehicles and fighters. MML (MegaMek MMLWeapon): LRM
# 1 a missile, min 6, 7/14/21; SRM 2 a missile, 3/6/9. LB 20-X: slug 20, cluster 1 a pellet at -1,
# 4/8/12. Ultra AC/20: up to 2 shots a turn; rotary AC/2: up to 6.
def test_multi_mode_weapons_print_every_mode(blk):
    guerteltier = page_of(blk("vehicles", "Guerteltier MBT"))
    assert line_with(guerteltier, "LRM", "1/msl").split("1/msl")[1].split() [:4] == ["6", "7", "14", "21"]
    assert line_with(guerteltier, "SRM", "2/msl").split("2/msl")[1].split()[:4] == ["–", "3", "6", "9"]
    demolisher = page_of(blk("vehicles", "Demolisher II Heavy Tank"))
    assert line_with(demolisher, "Cluster", "1/pellet").split("1/pellet")[1].split()[:5] == [
        "-1", "–", "4", "8", "12"]
    assert "1 to 2 shots a turn" in line_with(demolisher, "rate of fire")
    zugvogel = page_of(blk("vehicles", "Zugvogel Omni Support Aircraft E"))
    assert "1 to 6 shots a turn" in line_with(zugvogel, "rate of fire")


# Family 13: fighter equipment ran into the Velocity Record (aft weapons under its tab, rows over their
# headings). Every line of the equipment prints above the record's first row, and no glyphs overlap.
@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", ["Ahab AHB-443", "Stuka STU-D6", "Hydaspes", "Eisensturm EST-OC"])
def test_fighter_equipment_stays_in_its_panel(blk, name, paper):
    page = page_of(blk("fighters", name), paper)
    assert overlapping_words(page) == []
    record = next(w for w in page.words if w.text == "Beginning")   # the record's heading row
    aft = next(w for w in page.words if w.text == "AFT")
    assert aft.box[3] < record.box[1]
    last = max((w for w in page.words if w.text.startswith("Ammo") or w.text == "Laser"),
               key=lambda w: w.box[3])
    assert last.box[3] < record.box[1] - 8   # above the record panel's title tab


# Family 14: labels lost their number when wide and brackets came and went ("LEFT (60)" beside
# "RIGHT 60"). Every pip region's label carries its number, in one form a diagram.
def test_every_label_keeps_its_number_in_one_form(blk):
    saturn = regions(page_of(blk("vehicles", "Saturn Harvester (Standard)")))
    armor = {label for label in saturn if "(" in label}
    # the file's armor: front 25, each of the four sides 18, rear 18; a large vehicle's sides print the
    # inventory's codes (FRL, not FR-L beside FR for the front)
    assert armor == {"FR (25)", "FRL (18)", "FRR (18)", "RRL (18)", "RRR (18)", "RR (18)"}
    assert all(number == pips for number, pips in saturn.values())
    demolisher = regions(page_of(blk("vehicles", "Demolisher II Heavy Tank")))
    assert {"LS (50)", "RS (50)", "FR (60)", "RR (40)", "TU (59)"} <= set(demolisher)


# Family 10: every support vehicle was captioned "Combat vehicle"; raw internal names printed
# ("STOLChassisMod", "PintleTurret", "CLAPGaussRifle Ammo": MegaMek's AmmoType for the Clan AP Gauss Rifle).
def test_captions_and_names_read_as_words(blk):
    # (the Zugvogel prints on the aircraft page, D-SV-2, where PDFium splits words: "Su pport")
    printed = printed_lines(page_of(blk("vehicles", "Zugvogel Omni Support Aircraft E")))
    zugvogel = ["".join(line.split()) for line in printed]
    assert any(line.startswith("Supportvehicle,InnerSphere") for line in zugvogel)
    assert any(line.startswith("1STOLChassisMod") for line in zugvogel)
    assert not any("STOLChassisMod" in line for line in printed)   # as words, never the raw name
    assert not any("Combatvehicle" in line for line in zugvogel)
    ibex = " ".join(printed_lines(page_of(blk("vehicles", "Ibex RV (Militarized MG)"))))
    assert "Pintle Turret" in ibex and "PintleTurret" not in ibex
    hydra = printed_lines(page_of(blk("protomechs", "Hydra 4")))
    assert "Ammo: AP Gauss Rifle (10 shots)" in hydra and not any("CLAP" in line for line in hydra)


# Family 15: pages came out grouped by kind; the README promises the order given.
def test_pages_come_in_the_order_given(blk):
    units = [blk("fighters", "Hydaspes"), blk("vehicles", "RRV"), blk("protomechs", "Hydra 4"),
             blk("vehicles", "Guerteltier MBT")]
    pages = fast_pages(pdf(units))
    names = [next(line for line in printed_lines(page) if line.startswith("Type")) for page in pages[:2]]
    squeezed = ["".join(name.split()) for name in names]   # glyph boxes are tight: "Sta nda rd"
    assert "".join(units[0].name.split()) in squeezed[0] and "".join(units[1].name.split()) in squeezed[1]
    assert "".join(units[3].name.split()) in "".join(printed_lines(pages[3])).replace(" ", "")


# Family 7: the 'Mech heat profile counted one shot of an Ultra or rotary autocannon and left out
# stealth armor's heat. Every shot builds the weapon's heat (Ultra AC: 2 shots, rotary AC: 6):
# Annihilator C, four Clan Ultra AC/10s (3 heat a shot: 4 x 3 x 2 = 24) and four ER medium lasers (4 x
# 5 = 20): 44; JagerMech JM7-F, two rotary AC/5s (1 a shot: 2 x 6 = 12) and the rest 8: 20. Stealth
# armor builds 10 a turn while engaged (TechManual, D-SHEET4-5): the Assassin ASN-99's worst case is
# 9 + 7 jumping + 10 = 26.
@pytest.mark.parametrize(("name", "profile"), [
    ("Annihilator C", "all weapons 44, running 46"),
    ("JagerMech JM7-F", "all weapons 20, running 22"),
    ("Assassin ASN-99", "all weapons 9, stealth armor 10, jumping 26"),
])
def test_heat_profile_counts_every_shot_and_stealth_armor(reference_dir: Path, name, profile):
    mech = load_unit(reference_dir / "level2" / f"{name}.mtf").unit
    lines = printed_lines(fast_pages(pdf([mech]))[0])
    assert any(f"Heat profile: {profile};" in line for line in lines), [t for t in lines if "Heat" in t]


# Family 15: the Assassin ASN-99's sword was missing from its physical attacks (D-SHEET4-6: 2 easier to
# hit than a punch's 4, ceil(40 / 10) + 1 = 5 damage, left arm).
def test_a_sword_is_a_physical_attack(reference_dir: Path):
    mech = load_unit(reference_dir / "level2" / "Assassin ASN-99.mtf").unit
    lines = printed_lines(fast_pages(pdf([mech]))[0])
    assert any(line.split()[:4] == ["Sword", "LA", "2", "5"] for line in lines)


# Family 15: a turretless tank was drawn with a gun-barrel stub (the tracked outline's turret decor).
def test_only_a_tank_with_a_turret_has_a_gun_stub(blk):
    from designer.sheets.unit_template import unit_template
    from designer.vehicle.sheet.ground import vehicle_view

    template = unit_template("vehicle", "letter")
    ajax = vehicle_view(template, blk("vehicles", "Ajax Assault Tank Prime"))
    stub = ajax.turret_decor[0]
    assert stub in ajax.decor
    saturn = blk("vehicles", "Saturn Harvester (Standard)")   # tracked, no turret
    assert saturn.motive.value == "tracked" and not saturn.has_turret
    assert stub not in vehicle_view(template, saturn).decor


# Family 6: battle armor with a partial wing or jump booster printed its file's jump MP, one short (a
# booster or wing adds 1: TestBattleArmor's class maximum + 1, D-SHEET4-7). Kage [MG] (partial wing)
# and the Gray Death Scout Suit (jump booster) file 3 and jump 4; the auto-rifle prints one value.
@pytest.mark.parametrize("name", ["Kage Light Battle Armor [MG]", "Gray Death Scout Suit"])
def test_battle_armor_jump_mp_counts_the_booster(blk, name):
    lines = printed_lines(page_of(blk("battlearmor", name)))
    assert any("ground 1, jump 4" in line for line in lines), [t for t in lines if "Movement" in t]


# Family 4 on battle armor: MegaMek's toHitModifier, micro pulse laser -2, Bearhunter superheavy AC +1.
def test_battle_armor_weapons_print_their_to_hit_modifiers(blk):
    micro = printed_lines(page_of(blk("battlearmor", "Elemental Battle Armor [MicroPL]")))
    assert any(line.endswith("Micro Pulse Laser RA 3 -2 1 2 3") for line in micro)
    gnome = printed_lines(page_of(blk("battlearmor", "Gnome Battle Armor (Upgrade) [Bearhunter]")))
    assert any("Bearhunter Superheavy AC RA 3 + 1" in line for line in gnome)   # "+1": PDFium splits the +


# Family 15: the Purifier [Narc]'s Compact Narc was listed six times (one a trooper: the file mounts
# one in each suit's left arm); a weapon every trooper carries in one place is one row.
def test_a_weapon_every_trooper_carries_is_one_row(blk):
    lines = printed_lines(page_of(blk("battlearmor", "Purifier Adaptive Battle Armor [Narc]")))
    narc = [line for line in lines if "Compact Narc" in line and not line.startswith("Trooper")]
    assert len(narc) == 1 and "LA, every trooper" in narc[0], narc   # the trooper rows strike its shots


# Family 8 (and 4 on ProtoMechs): the damage column printed the whole rack (SRM 2 "4", LRM 3 "3"); it
# prints a missile's damage as every other sheet does (SRM 2 a missile, LRM 1: the main catalog, for a
# ProtoMech-only rack its family's), and the heavy small laser's +1 (Triton 4: MegaMek toHitModifier).
def test_protomech_weapons_print_per_missile_damage_and_modifiers(blk):
    centaur = printed_lines(page_of(blk("protomechs", "Centaur")))
    assert any(line.startswith("SRM 2 T 2/msl") for line in centaur)
    assert any(line.startswith("LRM 3 T 1/msl") for line in centaur)
    triton = printed_lines(page_of(blk("protomechs", "Triton 4")))
    assert any(line.replace(" ", "").startswith("HeavySmallLaserRA6+1") for line in triton)


# Family 8: the Harpy 4 (walk 3, a myomer booster) ran 6 with no sign of the booster: walking x 1.5
# rounded up is 5, the booster's walking x 2 is 6 (D-PM-1), printed "5 [6]" as a 'Mech's MASC.
def test_a_myomer_booster_prints_its_run_in_brackets(blk):
    harpy = printed_lines(page_of(blk("protomechs", "Harpy 4")))
    assert any("Walk 3 Run 5 [6]" in line for line in harpy), [t for t in harpy if "Walk" in t]


# Family 15: the Dervish DV-9D's physical attacks table was split so that the kick sat alone at the top
# of the next column; the table is set whole (punches 5 to hit for 6, kick 3 for 11: 55 tons).
def test_the_physical_attacks_table_is_not_split(reference_dir: Path):
    mech = load_unit(reference_dir / "level2" / "Dervish DV-9D.mtf").unit
    page = fast_pages(pdf([mech]))[0]
    title = next(w for w in page.words if w.text == "PHYSICAL")
    kick = next(w for w in page.words if w.text == "Kick")
    assert abs(kick.box[0] - title.box[0]) < 40 and 0 < kick.box[1] - title.box[1] < 60   # same column, below


# Family 15: a vehicle's ECM printed without its range or effect and its AMS "*" without the footnote
# (the 'Mech sheet's effect lines, catalog/sheet_effects: Guardian ECM 6 hexes; AMS 1D6 fewer missiles).
def test_vehicle_ecm_and_ams_print_their_effects(blk):
    lines = printed_lines(page_of(blk("vehicles", "Zugvogel Omni Support Aircraft E")))
    ecm = next(line for line in lines if "Guardian ECM Suite" in line)
    assert ecm.split()[-1] == "6"   # its range in the Lng column
    assert any(line.startswith("jams enemy C3") for line in lines)
    assert any(line.startswith("1 IS AMS") or line.startswith("2 IS AMS") for line in lines)
    assert any(line.startswith("* one incoming missile attack") for line in lines)
