"""What a Level 2 'Mech sheet must tell a player besides weapon numbers (decisions
D-SHEET2-2 and -3), read back from the PDF of library units. Expected values by hand:

- Centurion CN9-D5: walks 6, so runs ceil(6 x 1.5) = 9 and sprints with MASC at 6 x 2 = 12 (MegaMek
  Mech.getRunMP with MASC); a targeting computer (-1 to hit, catalog sheet_effects.yaml); a rotary AC/5
  (catalog rate_of_fire 6, damage 5).
- Raven RVN-3L: TAG 5/9/15 and Beagle probe range 4, Guardian ECM range 6 (seed 002 lines 551-567, the
  rows' short/medium/long columns), Narc "*" with its footnote; CASE.
- Thorn THE-N2: endo steel structure, standard armor, 10 double heat sinks (20); Inner Sphere, rules
  level 2 (the unit file); weapons heat ER small laser 2 + MML-7 4 = 6, running 2 more = 8.
- Daishi (Dire Wolf) C: a one-shot Streak SRM-4 (OS) gets a "fired" box; Prime: Ultra AC/5, 1 or 2
  shots (its catalog modes Single/Ultra).
- Koshi (Mist Lynx) A: Clan AMS "*" with its footnote; F: a Clan light TAG, 3/6/9 (seed 002 lines
  429-445, its row's ranges).
- Champion CHP-3P: a C3i computer; Cyclops CP-11-C: a C3 master; Hunchback HBK-5SS: Artemis IV.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.load import load_unit
from designer.mech.omni import expand
from designer.mech.sheet.job import render_to_bytes
from sheet_readback import has_words, read_pages

LEVEL2 = Path(__file__).resolve().parents[1] / "units" / "mechs" / "level2"
DASH = "\u2013"


def _mech(name: str, config: str | None = None):
    unit = load_unit(LEVEL2 / f"{name}.yaml").unit
    if config is None:
        return unit
    return next(m for m in expand(unit) if m.name.endswith(f" {config}"))


@pytest.fixture(scope="module")
def pages() -> dict[str, dict]:
    units = {"centurion": _mech("Centurion CN9-D5"), "raven": _mech("Raven RVN-3L"),
             "thorn": _mech("Thorn THE-N2"), "daishi_c": _mech("Daishi (Dire Wolf)", "C"),
             "daishi_prime": _mech("Daishi (Dire Wolf)", "Prime"), "koshi_a": _mech("Koshi (Mist Lynx)", "A"),
             "koshi_f": _mech("Koshi (Mist Lynx)", "F"), "champion": _mech("Champion CHP-3P"),
             "cyclops": _mech("Cyclops CP-11-C"), "hunchback": _mech("Hunchback HBK-5SS")}
    return dict(zip(units, read_pages(render_to_bytes(list(units.values()))), strict=True))


def _line(page: dict, phrase: str) -> str:
    wanted = "".join(phrase.split())
    found = [line for line in page["lines"] if wanted in "".join(line.split())]
    assert found, f"no line with {phrase!r}"
    return found[0]


def test_masc_sprint_in_brackets(pages):
    assert has_words(pages["centurion"], "Running MP:9 [12]")


def test_targeting_computer_prints_its_minus_one(pages):
    page = pages["centurion"]
    _line(page, f"IS Targeting Computer LT {DASH} {DASH} -1")
    _line(page, "-1 to hit with direct-fire energy and ballistic weapons")


def test_rotary_and_ultra_rate_of_fire(pages):
    _line(pages["centurion"], "rate of fire: 1 to 6 shots a turn, 5 damage a shot")
    _line(pages["daishi_prime"], "rate of fire: 1 to 2 shots a turn, 5 damage a shot")


def test_electronics_print_range_and_effect(pages):
    page = pages["raven"]
    _line(page, f"IS TAG RT {DASH} {DASH} {DASH} 5 9 15")
    _line(page, "marks the target for semi-guided LRMs and homing artillery")
    _line(page, f"IS Beagle Active Probe CT {DASH} {DASH} {DASH} {DASH} {DASH} 4")
    _line(page, f"IS Guardian ECM Suite LT {DASH} {DASH} {DASH} {DASH} {DASH} 6")
    _line(page, "IS CASE LT")
    _line(page, "an ammunition explosion here vents out")


def test_star_damage_has_its_footnote(pages):
    _line(pages["raven"], f"IS Narc LA {DASH} * {DASH} 3 6 9")
    _line(pages["raven"], "* pod attached: Narc-capable missiles")
    _line(pages["koshi_a"], "* one incoming missile attack a turn hits with 1D6 fewer missiles")


def test_identity_block(pages):
    page = pages["thorn"]
    for phrase in ("Tech Base:Inner Sphere, Level 2", "Structure:Endo Steel", "Armor:Standard",
                   "Heat Sinks:10 Double (20)", f"Year:{DASH}", "Engine:120 XL"):
        assert has_words(page, phrase), phrase


def test_heat_profile_line(pages):
    _line(pages["thorn"], "Heat profile: all weapons 6, running 8; sinks dissipate 20")


def test_one_shot_launcher_has_a_fired_box(pages):
    page = pages["daishi_c"]
    fired = next(w for w in page["word_boxes"] if w["text"] == "fired")
    boxes = [r for r in page["rects"] if abs((r[2] - r[0]) - (r[3] - r[1])) < 0.05 and r[2] - r[0] < 6
             and fired["x1"] < r[0] < fired["x1"] + 8 and fired["top"] - 2 < r[1] < fired["bottom"]]
    assert len(boxes) == 1


def test_roll_again_slots_are_not_bold(pages):
    # the Thorn's endo steel slots: 14 in the critical hit table (the unit file's "Endo Steel" mounts)
    page = pages["thorn"]
    words = [w for w in page["word_boxes"] if w["text"] == "Endo" and w["top"] > 380]
    assert len(words) == 14 and has_words(page, "Endo Steel (roll again)")
    letters = [c for w in words for c in page["chars"]
               if abs(c["top"] - w["top"]) < 0.5 and w["x0"] - 0.1 <= c["x0"] < w["x1"]]
    assert len(letters) == 14 * len("Endo")
    assert not any("Bold" in c["fontname"] for c in letters)


def test_half_labels_read_apart_from_slot_numbers(pages):
    words = pages["thorn"]["words"]
    assert "1-3" in words and "4-6" in words
    assert not any(word.startswith(("1-33", "4-63")) for word in words)


def test_case_protected_location_is_titled_so(pages):
    # Thorn THE-N2: CASE in the right torso only (the unit file's "IS CASE" mount at RT).
    page = pages["thorn"]
    assert has_words(page, "Right Torso (CASE)")
    assert "Left Torso (CASE)" not in page["text"]


@pytest.mark.parametrize(("unit", "row", "effect"), [
    ("koshi_f", f"Clan Light TAG (pod) LA {DASH} {DASH} {DASH} {DASH} 3 6 9",
     "marks the target for semi-guided LRMs and homing artillery"),
    ("champion", "IS C3i Computer CT",
     "C3i network of up to 6: fire at the range of the closest linked unit"),
    ("cyclops", "IS C3 Master LT", "C3 network: fire at the range of the linked unit closest to the target"),
    ("hunchback", "IS Artemis IV FCS LT", "+2 on the Missile Hits roll with Artemis IV ammunition"),
])
def test_more_electronics_print_their_effect(pages, unit, row, effect):
    _line(pages[unit], row)
    _line(pages[unit], effect)
