"""Level 2 'Mech sheets print each weapon's own numbers (decision D-SHEET2-1), read back
from the PDF of library units. Every expected value is the catalog row's, copied here by hand:

- MML-7 (catalog/data/level2/later_is_weapons.yaml "IS MML 7", LRM mode): 1 point a missile, minimum
  6, ranges 7/14/21; its SRM ammunition rows (later_is_ammo.yaml "IS MML 7 SRM Ammo"): 2 points a
  missile, no minimum, 3/6/9; 17 LRM salvos a ton, 14 SRM salvos a ton.
- MML-9: 13 LRM salvos a ton (Artemis IV-capable too), 11 SRM salvos a ton (Artemis too).
- Snub-nose PPC ("IS Snub-Nose PPC", MegaMek ISSnubNosePPC): damage 10/8/5; heavy Gauss rifle ("IS Heavy
  Gauss Rifle", MegaMek ISHGaussRifle): 25/20/10.
- ATM 6 ("Clan ATM 6"): 2 a missile, minimum 4, 5/10/15; ER ammunition ("Clan ATM 6 Ammo (er)"): 1 a
  missile, minimum 4, 9/18/27; HE ("Clan ATM 6 Ammo (he)"): 3 a missile, no minimum, 3/6/9.
- LB 10-X AC ("IS LB 10-X AC"): slug 10, ranges 6/12/18; cluster ammunition (ammo.yaml "IS LB 10-X AC Ammo
  (cluster)"): -1 to hit, a 1-point pellet a hit.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.load import load_unit
from designer.mech.omni import expand
from designer.mech.sheet.job import render_to_bytes
from designer.sheets.template import mech_template
from sheet_readback import has_words, page_box, read_pages, tally_lines

LEVEL2 = Path(__file__).resolve().parents[1] / "units" / "mechs" / "level2"
DASH = "\u2013"


def _mech(name: str, config: str | None = None):
    unit = load_unit(LEVEL2 / f"{name}.yaml").unit
    if config is None:
        return unit
    return next(m for m in expand(unit) if m.name.endswith(f" {config}"))


@pytest.fixture(scope="module")
def pages() -> dict[str, dict]:
    """One letter page per unit, read once for the module."""
    units = {"thorn": _mech("Thorn THE-N2"), "hunchback": _mech("Hunchback HBK-5SS"),
             "banshee": _mech("Banshee BNC-8S"), "highlander": _mech("Highlander HGN-738"),
             "daishi": _mech("Daishi (Dire Wolf)", "C"), "black_hawk": _mech("Black Hawk (Nova)", "E")}
    read = read_pages(render_to_bytes(list(units.values())))
    return dict(zip(units, read, strict=True))


def _line(page: dict, *words: str) -> str:
    """The one text line that holds ``words`` in that order (spacing ignored)."""
    wanted = "".join("".join(words).split())
    found = [line for line in page["lines"] if wanted in "".join(line.split())]
    assert found, f"no line with {words!r}"
    return found[0]


def _tally(page: dict) -> list[tuple[str, int]]:
    template = mech_template("letter")
    boxes = [page_box(template, template.inventory)]
    boxes += [page_box(template, more) for more in template.inventory.more]
    return [line for area in boxes for line in tally_lines(page, area)]


def test_mml7_srm_bin_holds_its_own_shots(pages):
    # Thorn THE-N2: one ton of MML-7 LRM ammunition (17 salvos) and one of SRM (14), both RT.
    tally = _tally(pages["thorn"])
    assert ("IS MML 7 RT 17", 17) in tally
    assert ("IS MML 7 RT 14", 14) in tally


def test_mml9_artemis_srm_bin_holds_its_own_shots(pages):
    # Hunchback HBK-5SS: two tons of Artemis LRM ammunition (13 each) and one of Artemis SRM (11).
    # (the bins' box rows wrap under their type lines: the labels in order and the boxes in all)
    tally = _tally(pages["hunchback"])
    labels = [label for label, _ in tally if label.startswith("IS MML 9")]
    assert labels == ["IS MML 9 LT 13", "IS MML 9 LT 13", "IS MML 9 LT 11"]
    assert sum(count for _, count in tally) == 13 + 13 + 11


def test_mml_prints_both_modes(pages):
    page = pages["thorn"]
    _line(page, "1 IS MML 7 RA 4")
    _line(page, "LRM 1/msl 6 7 14 21")
    _line(page, f"SRM 2/msl {DASH} 3 6 9")


def test_damage_falls_with_range(pages):
    _line(pages["banshee"], "IS Snub-Nose PPC RA 10 10/8/5")
    _line(pages["highlander"], "IS Heavy Gauss Rifle")
    assert has_words(pages["highlander"], "25/20/10")


def test_atm_rows_for_standard_er_and_he(pages):
    page = pages["daishi"]   # the Daishi C carries an ATM 6 in each arm
    assert page["text"].count("Clan ATM 6") >= 2
    # (the Daishi C's pulse lasers give the table a To-Hit column: "–" for the ATM's none)
    _line(page, f"Standard 2/msl {DASH} 4 5 10 15")
    _line(page, f"ER 1/msl {DASH} 4 9 18 27")
    _line(page, f"HE 3/msl {DASH} {DASH} 3 6 9")


def test_lbx_slug_and_cluster(pages):
    page = pages["banshee"]
    _line(page, "IS LB 10-X AC LT 2")
    _line(page, f"Slug 10 {DASH} {DASH} 6 12 18")
    _line(page, f"Cluster 1/pellet -1 {DASH} 6 12 18")


def test_bins_that_fire_otherwise_say_how(pages):
    # Black Hawk (Nova) E: ATM-12 bins of ER and HE missiles; Thorn THE-N2: an MML-7 SRM bin;
    # Hunchback HBK-5SS: an MML-9 Artemis SRM bin (the catalog rows above).
    assert has_words(pages["black_hawk"], "ER: 1/msl, 9/18/27, min 4")
    assert has_words(pages["black_hawk"], "HE: 3/msl, 3/6/9")
    assert has_words(pages["thorn"], "SRM: 2/msl, 3/6/9")
    assert has_words(pages["hunchback"], "SRM Artemis:") and has_words(pages["hunchback"], "2/msl, 3/6/9")
