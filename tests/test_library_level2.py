"""The Level 2 canon 'Mechs kept in units/mechs/level2/ (the rules must hold on canon units
from later Technical Readouts too, so the project keeps these for its own checks). Made by
``python -m tools.library_level2`` from MegaMek's files, statistics only; this test reads only
``units/`` (the conversion itself is checked against the corpus in tests/test_corpus_library.py)."""

from functools import cache
from pathlib import Path

import pytest

from tools import library_level2
from designer.cli import main
from designer.editing.browser import BrowserFilter, row_for
from designer.editing.library import canon_units
from designer.formats import read_unit
from designer.mech.mtf_omni import configuration_files, gather, read_mtf, write_files
from designer.mech.mtf_writer import write_mtf
from designer.library import find_unit
from designer.mech.model import Mech
from designer.mech import omni
from designer.rules import validate
from designer.rules.findings import Report
from designer.mech.figures import figures
from tests.conftest import UNITS

LEVEL2 = UNITS / "mechs" / "level2"
FILES = sorted(LEVEL2.glob("*.yaml"))

# Designs that do not validate, with the exact error codes and the reason: none. (The Axman AXM-1N,
# spec section 4 unit 17, splits its AC/20 over RT and CT, legal under decision D-SPLIT-1.)
KNOWN_REJECTIONS: dict[str, set[str]] = {}


# Warnings the canon files carry (warnings do not make a design invalid):
# - MECH-ARMOR-UNALLOCATED: the armor tons buy more points than the file places (D-016);
# - MECH-CASE-NO-AMMO: CASE in a location with no explosive ammunition (D-L2W-8): the Cataphract's
#   RT holds an ER medium laser (its plasma rifle ammunition is in the CT), the Charger's RT an
#   MML 9 whose ammunition is in the RA;
# - MECH-MIXED-TECH-ADVANCED: the Atlas AS7-C mixes Clan weapons into an Inner Sphere chassis;
# - MECH-FIXED-ORDER: the Jenner JR7-C2's file writes its CT as Engine x3, Gyro x4, Engine x3, Gyro x2
#   (the XL gyro's six slots round the engine's last three; the sheet: Engine x3, Gyro x6, Engine x3).
UNALLOCATED = {"MECH-ARMOR-UNALLOCATED"}
EXPECTED_WARNINGS = {
    **{name: UNALLOCATED for name in (
        "Annihilator ANH-3A", "Awesome AWS-9M", "Crockett CRK-5003-1", "Crockett CRK-5005-1",
        "Hatchetman HCT-5DD", "Highlander HGN-738", "Hunchback HBK-5SS", "King Crab KGC-008",
        "Mercury MCY-104", "Thorn THE-N2", "Zeus ZEU-10WB")},
    "Cataphract CTF-5D": {"MECH-CASE-NO-AMMO"}, "Charger CGR-KMZ": {"MECH-CASE-NO-AMMO"},
    "Atlas AS7-C": {"MECH-MIXED-TECH-ADVANCED"}, "Jenner JR7-C2": {"MECH-FIXED-ORDER"},
}


@cache
def _design(path: Path) -> Mech:
    unit = read_unit(path)
    assert isinstance(unit, Mech), path
    return unit


@cache
def _reports() -> dict[str, Report]:
    return {path.stem: validate(_design(path)) for path in FILES}


def _error_codes() -> dict[str, frozenset[str]]:
    return {name: frozenset(f.code for f in report.errors) for name, report in _reports().items()}


def _weights(mech: Mech) -> dict[str, float]:
    """Tons by component; mounted items and ammunition summed under "equipment" and "ammo"."""
    table: dict[str, float] = {}
    for line in figures(mech).weights:
        mounted = "ammo" if line.component.endswith(" Ammo") else "equipment"
        key = mounted if line.location else line.component
        table[key] = table.get(key, 0) + line.tons
    return table


def test_the_level2_library_holds_61_designs_16_of_them_clan_omnimechs():
    # tools/library_level2.py: 9 Inner Sphere acceptance units, 36 more designs (34 Inner Sphere
    # ones of Era 3055-3071, the Clan Falcon FLC-6C, the mixed-technology Atlas AS7-C) and 16 Clan
    # OmniMechs holding 147 configuration files (every configuration of those chassis the corpus has).
    omnis = [_design(p) for p in FILES if omni.is_omni_design(_design(p))]
    assert len(FILES) == 61
    assert len(omnis) == 16 and sum(len(m.configurations) for m in omnis) == 147
    assert all(m.tech_base.value == "clan" for m in omnis)


def test_at_least_98_percent_validate_and_every_rejection_is_known():
    failing = {name: set(codes) for name, codes in _error_codes().items() if codes}
    assert failing == {name: codes for name, codes in KNOWN_REJECTIONS.items() if name in failing}
    assert set(failing) <= set(KNOWN_REJECTIONS)
    assert (len(FILES) - len(failing)) / len(FILES) >= 0.98   # 61 of 61 today


def test_the_warnings_are_the_canon_files_own():
    warned = {name: {f.code for f in report.warnings} for name, report in _reports().items()
              if report.warnings and name not in KNOWN_REJECTIONS}
    assert warned == EXPECTED_WARNINGS


def test_every_design_weighs_its_tonnage_unless_known_rejected():
    for path in FILES:
        mech = _design(path)
        for config in omni.expand(mech):
            if path.stem not in KNOWN_REJECTIONS:
                total = sum(line.tons for line in figures(config).weights)
                assert total == config.tonnage, (path.stem, config.model)


def test_atlas_as7_k_weight_breakdown():
    # research/level2-spec.md section 4.1 and the file: 300 XL = half of the 19 t standard engine,
    # 9.5 t; structure 10% of 100 t; gyro 300/100 = 3 t; cockpit 3 t; armor_tons 19; 20 single heat
    # sinks less 10 free = 10 t; Gauss 15 + LRM-20 10 + 2 ER large 10 + 2 medium pulse 4 + AMS 0.5 +
    # 2 CASE 1 = 40.5 t; ammunition 2 LRM + 2 Gauss + 1 AMS = 5 t; total 100.
    weights = _weights(_design(LEVEL2 / "Atlas AS7-K.yaml"))
    assert weights == {"Engine": 9.5, "Internal Structure": 10, "Gyro": 3, "Cockpit": 3, "Armor": 19,
                       "Heat Sinks": 10, "equipment": 40.5, "ammo": 5}
    assert sum(weights.values()) == 100


def test_cataphract_ctf_5d_weight_breakdown():
    # The file: 70 t, light engine 280, small cockpit, stealth armor 12 t, 14 double heat sinks, 6
    # improved jump jets. Standard 280 engine 16 t (seed 000 Engine Table), light = 3/4 = 12 t
    # (D-LATER-TYPE-1); structure 7 t; gyro 280/100 rounded up = 3 t; small cockpit 2 t
    # (D-LATER-TYPE-3); heat sinks 14 - 10 = 4 t; 6 improved jump jets at twice 1 t = 12 t
    # (D-LATER-IS-5); plasma rifle 6 + Guardian ECM 1.5 + 2 ER medium 2 + light AC/5 5 + CASE 0.5 =
    # 15 t; 2 plasma rifle and 1 light AC/5 ammunition = 3 t; total 70.
    weights = _weights(_design(LEVEL2 / "Cataphract CTF-5D.yaml"))
    assert weights == {"Engine": 12, "Internal Structure": 7, "Gyro": 3, "Cockpit": 2, "Armor": 12,
                       "Heat Sinks": 4, "Jump Jets": 12, "equipment": 15, "ammo": 3}
    assert sum(weights.values()) == 70


def test_mist_lynx_p_configuration_weight_breakdown():
    # The OmniMech's P configuration: 25 t, Clan XL 175 = half of 7 t = 3.5 t; Clan endo steel half
    # of 2.5 t rounded up to the half ton = 1.5 t; gyro 175/100 rounded up = 2 t; cockpit 3 t; armor
    # 3.5 t; 11 Clan double heat sinks - 10 = 1 t; 6 jump jets at 0.5 t = 3 t; active probe 1 + 4 ER
    # micro lasers at 0.25 + 3 micro pulse lasers at 0.5 + ER large laser 4 = 7.5 t; no ammunition.
    weights = _weights(omni.configuration(_design(LEVEL2 / "Koshi (Mist Lynx).yaml"), "P"))
    assert weights == {"Engine": 3.5, "Internal Structure": 1.5, "Gyro": 2, "Cockpit": 3, "Armor": 3.5,
                       "Heat Sinks": 1, "Jump Jets": 3, "equipment": 7.5}
    assert sum(weights.values()) == 25


@pytest.mark.parametrize("name", ["Atlas AS7-K", "Mad Cat (Timber Wolf)", "jenner jr7-c2"])
def test_a_level2_design_opens_by_name(name):
    path = find_unit(name)
    assert path is not None and path.resolve().parent == LEVEL2


def test_info_opens_an_omnimech_by_name_with_its_configurations(capsys):
    assert main(["info", "Mad Cat (Timber Wolf)", "--config", "Prime"]) == 0
    out = capsys.readouterr().out
    assert "Mad Cat (Timber Wolf) Prime  (75 tons, biped)" in out


def test_no_fluff_and_no_megamek_meta_in_the_level2_files():
    for path in FILES:
        text = path.read_text(encoding="utf-8").casefold()
        for word in ("overview", "history", "capabilities", "deployment", "fluff", "meta:", "manufacturer"):
            assert word not in text, (path.name, word)


def test_the_unit_browser_lists_them_as_library_designs():
    assert {path.stem for path in FILES} <= set(canon_units())
    jenner = row_for(LEVEL2 / "Jenner JR7-C2.yaml")
    assert (jenner.name, jenner.tons, jenner.rules_level, jenner.tech_base, jenner.library) == \
        ("Jenner JR7-C2", 35.0, "Level 2", "Inner Sphere", True)
    assert BrowserFilter(rules_level="Level 2", min_tons=35, max_tons=35).accepts(jenner)


def test_a_level2_design_exports_to_mtf_and_reads_back_the_same(tmp_path):
    # statistics only: nothing the MTF writer cannot write back (an OmniMech: one file per
    # configuration, gathered again into the same design)
    atlas = _design(LEVEL2 / "Atlas AS7-K.yaml")
    write_mtf(atlas, tmp_path / "atlas.mtf")
    assert read_mtf(tmp_path / "atlas.mtf").mech.model_copy(update={"meta": {}}) == atlas
    lynx = _design(LEVEL2 / "Koshi (Mist Lynx).yaml")
    written = configuration_files(lynx, tmp_path / "lynx.mtf")
    write_files(written)
    files = [path for path, _ in written]
    assert len(files) == 10
    again = gather(files)[0].mech
    assert library_level2.statistics_only(again) == lynx
