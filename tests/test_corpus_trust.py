"""Level 2 you can trust: broken copies of canon TRO 3050 'Mech files, one rule broken per
copy, are rejected with the exact finding code, and legal edits of the same files stay valid; the
design ``info`` summarises is the file's own layout (decisions D-TRUST-1..4).

Each copy changes one slot line (or one armor line) of a canon file of ../shared/reference/level2
and is written to a temporary folder; weights stay balanced (an emptied slot of a fixed-size item
changes no tonnage: the item's weight comes from its size, not from its slots)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from designer.catalog import catalog
from designer.cli import main
from designer.mech.mtf import read_mtf
from designer.rules.validate import validate

CENTURION = "Centurion CN9-D5.mtf"        # IS, 50 t, XL engine, MASC 3, targeting computer 3, endo steel
CHAMPION = "Champion C.mtf"               # Clan, 60 t, Clan XL engine (2 slots per side torso)
VINDICATOR = "Vindicator VND-5L.mtf"      # IS, double heat sinks (3 slots), sword, ER PPC, TSM
HATCHETMAN = "Hatchetman HCT-5S.mtf"      # IS, hatchet (45 t / 15 = 3 slots), ferro-fibrous (14 slots)
GRAVEDIGGER = "Grasshopper GHR-7K Gravedigger.mtf"   # IS, Guardian ECM (2 slots), TSM (6 slots)


def _edited(level2_dir: Path, tmp_path: Path, name: str, block: str, slot: int, line: str) -> Path:
    """A copy of a canon file whose ``slot``-th line of ``block`` (1-based) reads ``line``."""
    lines = (level2_dir / name).read_text(encoding="utf-8").splitlines()
    header = next(i for i, text in enumerate(lines) if text.strip().casefold() == f"{block}:".casefold())
    lines[header + slot] = line
    copy = tmp_path / name
    copy.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return copy


# (file, location block, slot, new line, code, location of the finding): one rule broken per copy.
BROKEN = [
    # an Inner Sphere XL engine fills 3 slots of each side torso (seed 002 line 207), Clan 2
    (CENTURION, "Left Torso", 3, "-Empty-", "MECH-FIXED-SLOTS", "LT"),
    (CHAMPION, "Left Torso", 3, "Fusion Engine", "MECH-FIXED-SLOTS", "LT"),
    (CHAMPION, "Right Torso", 2, "-Empty-", "MECH-FIXED-SLOTS", "RT"),
    # gyro 4 slots, cockpit and life support in the head, an engine slot moved to a side torso
    (CENTURION, "Center Torso", 5, "-Empty-", "MECH-FIXED-SLOTS", "CT"),
    (CENTURION, "Head", 3, "-Empty-", "MECH-FIXED-SLOTS", "HD"),
    (CENTURION, "Head", 1, "-Empty-", "MECH-FIXED-SLOTS", "HD"),
    (CENTURION, "Right Torso", 12, "Gyro", "MECH-FIXED-SLOTS", "RT"),
    # items one slot short: MASC (50 t / 20 = 2.5, rounded to 3), targeting computer ((10 + 2) t / 4
    # = 3), IS double heat sink (3), sword (45 t / 15 = 3), hatchet (45 t / 15 = 3), ER PPC (3), ECM (2)
    (CENTURION, "Left Torso", 9, "-Empty-", "MECH-ITEM-SLOTS", "LT"),
    (CENTURION, "Left Torso", 6, "-Empty-", "MECH-ITEM-SLOTS", "LT"),
    (VINDICATOR, "Right Arm", 6, "-Empty-", "MECH-ITEM-SLOTS", "RA"),
    (VINDICATOR, "Left Arm", 7, "-Empty-", "MECH-ITEM-SLOTS", "LA"),
    (HATCHETMAN, "Right Arm", 7, "-Empty-", "MECH-ITEM-SLOTS", "RA"),
    (VINDICATOR, "Right Arm", 9, "-Empty-", "MECH-ITEM-SLOTS", "RA"),
    (GRAVEDIGGER, "Left Torso", 10, "-Empty-", "MECH-ITEM-SLOTS", "LT"),
    # electronics one slot short: Beagle active probe (2), C3 master (5)
    ("Cicada CDA-3G.mtf", "Right Torso", 8, "-Empty-", "MECH-ITEM-SLOTS", "RT"),
    ("Cyclops CP-11-C.mtf", "Left Torso", 5, "-Empty-", "MECH-ITEM-SLOTS", "LT"),
    # spread items: TSM 6 slots, Inner Sphere ferro-fibrous 14
    (GRAVEDIGGER, "Right Torso", 11, "-Empty-", "MECH-TSM-SLOTS", None),
    (HATCHETMAN, "Left Torso", 9, "-Empty-", "MECH-SPREADABLE-SLOTS", None),
    # the Clan ER medium laser (7 damage, 5/10/15) in an Inner Sphere file, both spellings
    (CENTURION, "Center Torso", 11, "CLERMediumLaser", "MECH-TECH-BASE-MIXED", "CT"),
    (CENTURION, "Center Torso", 11, "Clan ER Medium Laser", "MECH-TECH-BASE-MIXED", "CT"),
]


@pytest.mark.parametrize(("name", "block", "slot", "line", "code", "location"), BROKEN)
def test_a_broken_copy_is_rejected_with_its_code(level2_dir, tmp_path, name, block, slot, line, code,
                                                  location):
    assert validate(read_mtf(level2_dir / name).mech).is_valid   # the canon file itself is legal
    report = validate(read_mtf(_edited(level2_dir, tmp_path, name, block, slot, line)).mech)
    assert {(f.code, f.location) for f in report.errors} == {(code, location)}


def test_an_artemis_moved_away_from_its_launcher_is_rejected(level2_dir, tmp_path):
    # the Assassin ASN-23's Artemis IV FCS moved from its LRM-5's right torso to a free left torso
    # slot: one fire-control system per launcher, in the launcher's location (D-L2W-4); the
    # Artemis-capable ammunition then has no linked launcher (D-AMMO-2)
    name = "Assassin ASN-23.mtf"
    copy = _edited(level2_dir, tmp_path, name, "Right Torso", 5, "-Empty-")
    lines = copy.read_text(encoding="utf-8").splitlines()
    torso = lines.index("Left Torso:")
    assert lines[torso + 12] == "-Empty-"
    lines[torso + 12] = "ISArtemisIV"
    copy.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = validate(read_mtf(copy).mech)
    assert {(f.code, f.location) for f in report.errors} == {("MECH-ARTEMIS-LAUNCHER", "LT"),
                                                            ("MECH-ARTEMIS-AMMO", "RT")}


def test_clan_ammunition_in_an_inner_sphere_file_is_mixed_technology(level2_dir, tmp_path):
    # the Hatchetman's LB 10-X bin spelled as the Clan LB 10-X's: foreign ammunition is named, as
    # the orphan bin and the IS gun left without ammunition are
    copy = _edited(level2_dir, tmp_path, HATCHETMAN, "Right Torso", 11, "CLLBXAC10 Ammo")
    report = validate(read_mtf(copy).mech)
    mixed = [f for f in report.errors if f.code == "MECH-TECH-BASE-MIXED"]
    assert [(f.location, f.message.split(" ammunition")[0]) for f in mixed] == [("RT", "Clan LB 10-X AC")]


def test_a_clan_case_slot_on_a_clan_mech_is_a_warning(level2_dir, tmp_path):
    # Clan CASE weighs 0 t and fills no slot (the Clan table, D-TRUST-4): a slot written CLCASE is wasted
    copy = _edited(level2_dir, tmp_path, CHAMPION, "Left Torso", 12, "CLCASE")
    report = validate(read_mtf(copy).mech)
    assert report.is_valid
    assert [(f.code, f.location) for f in report.warnings if f.code.startswith("MECH-SLOTLESS")] == [
        ("MECH-SLOTLESS-ITEM-IN-SLOT", "LT")]


def test_legal_edits_stay_valid(level2_dir, tmp_path):
    # an ER medium laser moved from CT slot 11 to the free LA slot 9; one armor point less on the LA
    moved = _edited(level2_dir, tmp_path, CENTURION, "Center Torso", 11, "-Empty-")
    lines = moved.read_text(encoding="utf-8").splitlines()
    arm = lines.index("Left Arm:")
    assert lines[arm + 9] == "-Empty-"
    lines[arm + 9] = "ISERMediumLaser"
    armor = next(i for i, text in enumerate(lines) if text.casefold().startswith("la armor:"))
    lines[armor] = f"LA Armor:{int(lines[armor].split(':')[1]) - 1}"
    moved.write_text("\n".join(lines) + "\n", encoding="utf-8")
    mech = read_mtf(moved).mech
    assert validate(mech).is_valid
    assert sorted((m.location.value, m.slot) for m in mech.equipment if m.item == "IS ER Medium Laser") == [
        ("CT", 12), ("LA", 9)]


def test_info_shows_the_files_own_slots(level2_dir, tmp_path):
    # an XL engine with 2 left-torso slots and MASC one slot short: info prints the slots as the
    # file has them (Engine, Engine, then the emptied slot), not a layout made afresh
    copy = _edited(level2_dir, tmp_path, CENTURION, "Left Torso", 3, "-Empty-")
    text = copy.read_text(encoding="utf-8").replace("ISMASC\nISMASC\nISMASC", "ISMASC\nISMASC\n-Empty-")
    copy.write_text(text, encoding="utf-8")
    out = io.StringIO()
    main(["info", str(copy)], out=out)
    lt = next(line for line in out.getvalue().splitlines() if line.startswith("  LT "))
    slots = lt.split(": ", 1)[1].split(", ")
    assert slots == ["Engine", "Engine", "-"] + ["IS Targeting Computer"] * 3 + ["IS MASC"] * 2 + ["-"] \
        + ["Endo Steel"] * 3
    assert "MECH-FIXED-SLOTS [LT]" in out.getvalue() and "MECH-ITEM-SLOTS [LT]" in out.getvalue()
    # the record sheet prints the same slots ("Roll Again" for an empty one)
    from designer.mech.model import MechLocation
    from designer.sheets.sheet_data import sheet_data

    printed = [line.text for line in sheet_data(read_mtf(copy).mech).crits[MechLocation.LT]]
    # (endo steel slots print as roll-again slots)
    assert printed == ["Engine", "Engine", "Roll Again"] + ["IS Targeting Computer"] * 3 + ["IS MASC"] * 2 \
        + ["Roll Again"] + ["Endo Steel (roll again)"] * 3


def test_convert_writes_an_illegal_layout_as_read_and_names_its_errors(level2_dir, tmp_path, capsys):
    # MASC one slot short: YAML keeps `slots: 2` on the MASC mount, the MTF written from it gives the
    # file's own left torso back, and convert says which rules the design breaks (exit 0: converted)
    broken = _edited(level2_dir, tmp_path, CENTURION, "Left Torso", 9, "-Empty-")
    assert main(["convert", str(broken), str(tmp_path / "c.yaml")]) == 0
    masc = "{item: IS MASC, location: LT, slot: 7, rear: false, slots: 2}"
    assert masc in (tmp_path / "c.yaml").read_text(encoding="utf-8")
    assert "breaks the rules: MECH-ITEM-SLOTS [LT]" in capsys.readouterr().err
    assert main(["convert", str(tmp_path / "c.yaml"), str(tmp_path / "c.mtf")]) == 0
    lines = (tmp_path / "c.mtf").read_text(encoding="utf-8").splitlines()
    torso = lines.index("Left Torso:")
    assert lines[torso + 7: torso + 10] == ["ISMASC", "ISMASC", "-Empty-"]


def test_choosing_a_construction_type_lays_the_fixed_slots_out_as_the_rules_do(level2_dir, tmp_path):
    # the file's own left torso (2 XL engine slots) is kept until the player chooses the engine type
    # again in the editor: then the XL engine fills its 3 slots as the rules place them
    from designer.mech.technology_edits import set_construction

    mech = read_mtf(_edited(level2_dir, tmp_path, CENTURION, "Left Torso", 3, "-Empty-")).mech
    assert "MECH-FIXED-SLOTS" in validate(mech).codes()
    chosen = set_construction(mech, "engine_type", mech.engine_type)
    assert chosen.fixed_slots == {} and validate(chosen).is_valid


BLOCKS = ("Left Arm", "Right Arm", "Left Torso", "Right Torso", "Center Torso", "Head", "Left Leg",
          "Right Leg")
SIDE_TORSOS = ("Left Torso:", "Right Torso:")
# A spread item one slot short is reported by its own count check; any other item by MECH-ITEM-SLOTS.
SHORT_ITEM = {"MECH-ITEM-SLOTS", "MECH-SPREADABLE-SLOTS", "MECH-TSM-SLOTS", "MECH-STEALTH-SLOTS"}


def _short_copies(text: str) -> list[tuple[str, str, set[str]]]:
    """Copies of an MTF text with one slot blanked, and the codes one of which must reject each: the
    last slot of the first multi-slot item run of each location, and the first side-torso engine slot
    (an XL or light engine then fills one slot too few)."""
    from designer.mech.mtf_slots import slot_meaning

    lines = text.splitlines()
    copies = []
    for header, line in enumerate(lines):
        if line.strip().removesuffix(":") not in BLOCKS or not line.strip().endswith(":"):
            continue
        slots = [lines[header + k].strip() for k in range(1, 13) if header + k < len(lines)]
        for position, name in enumerate(slots):
            meaning = slot_meaning(name)
            last_of_run = position + 1 == len(slots) or slots[position + 1] != name
            item = catalog().find(meaning.name) if meaning.kind == "item" else None
            if meaning.kind == "system" and meaning.name == "Engine" and line.strip() in SIDE_TORSOS:
                want = {"MECH-FIXED-SLOTS"}
            elif item is not None and position and slots[position - 1] == name and last_of_run \
                    and (item.slots is None or item.slots > 1):
                want = SHORT_ITEM
            else:
                continue
            copy = list(lines)
            copy[header + 1 + position] = "-Empty-"
            copies.append(("\n".join(copy), f"{line.strip()} slot {position + 1} ({name})", want))
            break   # one copy per location
    return copies


def test_every_short_copy_of_the_canon_files_is_rejected(level2_dir):
    # every other canon file that is no OmniMech configuration (547 copies, about 5 s): each copy
    # breaks one rule and is rejected with the rule's code (over all 495 files: 1077 copies, none missed)
    from designer.mech.mtf import parse_mtf

    missed, tried = [], 0
    for path in sorted(level2_dir.glob("*.mtf"))[::2]:
        text = path.read_text(encoding="utf-8", errors="replace")
        if "omnipod" in text.casefold():
            continue
        for copy, where, want in _short_copies(text):
            tried += 1
            codes = {f.code for f in validate(parse_mtf(copy).mech).errors}
            if not codes & want:
                missed.append((path.name, where, sorted(codes)))
    assert tried == 547 and missed == []


def test_an_item_placed_again_in_the_editor_fills_all_its_slots(level2_dir, tmp_path):
    # MASC one slot short, as the file has it; placed again (Criticals tab) it fills its 3 slots
    from designer.mech.critical_edits import EntryKind, EntryRef, place

    mech = read_mtf(_edited(level2_dir, tmp_path, CENTURION, "Left Torso", 9, "-Empty-")).mech
    index = next(i for i, m in enumerate(mech.equipment) if m.item == "IS MASC")
    assert mech.equipment[index].slots == 2
    placed = place(mech, EntryRef(EntryKind.MOUNT, index), mech.equipment[index].location, 7)
    assert placed.equipment[index].slots is None and validate(placed).is_valid
