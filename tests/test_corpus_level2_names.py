"""Every equipment slot string of the 495 Level 2 MegaMek files in ``../shared/reference/level2/`` is
known: to the Level 2 catalog (designer/catalog/level2.py), to the 1987 catalog, or as a structural
component (engine, gyro, actuators, endo steel, ferro-fibrous, empty). What is left is exactly the
list of items the seed 002 tables do not print (later technology MegaMek files at Rules Level 2).
"""

from __future__ import annotations

import re
from collections import Counter

from designer.catalog import catalog
from designer.catalog.level2 import Level2Ammo, Level2Item, level2_catalog, slots, tons

LOCATION_HEADERS = {
    "left arm:", "right arm:", "left torso:", "right torso:", "center torso:", "head:", "left leg:",
    "right leg:", "front left leg:", "front right leg:", "rear left leg:", "rear right leg:",
}
# MegaMek's slot suffixes (level2-spec.md section 3.2): they qualify a mount, not the item.
SUFFIX = re.compile(r"\s*\((R|T|OMNIPOD|SPLIT|ARMORED)\)\s*$", re.IGNORECASE)
# Fixed components and the structure/armor slot fillers (level2-spec.md sections 2.3, 2.4, 3.2).
STRUCTURAL = {s.casefold() for s in (
    "-Empty-", "Fusion Engine", "Engine", "Gyro", "Life Support", "Sensors", "Cockpit",
    "Shoulder", "Upper Arm Actuator", "Lower Arm Actuator", "Hand Actuator",
    "Hip", "Upper Leg Actuator", "Lower Leg Actuator", "Foot Actuator",
    "Endo Steel", "Endo-Steel", "IS Endo Steel", "IS Endo-Steel", "Clan Endo Steel",
    "Ferro-Fibrous", "IS Ferro-Fibrous", "Clan Ferro-Fibrous",
)}
# Slot strings of items the seed 002 tables do not list (MegaMek's "3050U" folder at Rules Level 2
# holds later designs) and the catalog does not hold even as later technology (decision D-L2-LATER):
# none left. (The stealth, light and heavy ferro-fibrous armors' slots are catalogued with their
# armor types, D-LATER-TYPE-4.)
OUTSIDE_SEED_002: set[str] = set()
# The Clan later technology and the machine-gun arrays and B-Pods of both tech bases, catalogued from
# MegaMek's facts (decisions D-LATER-CLAN-1 to D-LATER-CLAN-3): ATM, HAG, AP Gauss, plasma cannon.
LATER_CLAN = {
    "CLAPGaussRifle", "CLAPGaussRifle Ammo", "CLATM12", "CLATM3", "CLATM6", "CLATM9",
    "Clan Ammo ATM-12", "Clan Ammo ATM-12 ER", "Clan Ammo ATM-12 HE", "Clan Ammo ATM-3",
    "Clan Ammo ATM-3 ER", "Clan Ammo ATM-3 HE", "Clan Ammo ATM-6", "Clan Ammo ATM-6 ER",
    "Clan Ammo ATM-6 HE", "Clan Ammo ATM-9", "Clan Ammo ATM-9 ER", "Clan Ammo ATM-9 HE",
    "CLBPod", "ISBPod", "CLHAG20", "CLHAG30", "CLHAG40", "HAG/20 Ammo",
    "Hyper-Assault Gauss Rifle/20 Ammo", "Hyper-Assault Gauss Rifle/30 Ammo",
    "Hyper-Assault Gauss Rifle/40 Ammo", "CLLMGA", "ISLMGA", "ISMGA", "Clan Heavy Machine Gun Array",
    "CLPlasmaCannon", "CLPlasmaCannonAmmo",
}
# The Inner Sphere later technology (and the one-shot launchers) the catalog holds from MegaMek's facts
# (decisions D-LATER-IS-1 to D-LATER-IS-6): every spelling the files use names a later-technology row.
LATER_IS = {
    "ISPlasmaRifle", "ISPlasmaRifle Ammo", "ISPlasmaRifleAmmo", "CLStreakSRM4 (OS)", "ISSRM4 (OS)",
    "Heavy PPC", "ISHeavyPPC", "ISLightPPC", "Light PPC", "ISSNPPC", "ISHeavyGaussRifle", "ISHeavyGauss Ammo",
    "ISC3iUnit", "ISImprovedC3CPU", "ISImprovedNarc", "IS Ammo iNarc", "ISiNarc Pods", "IS Ammo LAC/2",
    "IS Ammo LAC/5", "ISLAC2", "ISLAC2 Ammo", "ISLAC5", "ISLAC5 Ammo", "Light Auto Cannon/2",
    "Light Auto Cannon/5", "IS Light Machine Gun Ammo - Full", "ISLightMG", "ISLightMG Ammo (100)",
    "ISLightMG Ammo (200)", "Light Machine Gun", "IS Ammo MML-3 LRM", "IS Ammo MML-3 SRM",
    "IS Ammo MML-5 LRM", "IS Ammo MML-5 SRM", "IS Ammo MML-9 LRM", "IS Ammo MML-9 SRM", "ISMML3", "ISMML5",
    "ISMML5 LRM Ammo", "ISMML5 SRM Ammo", "ISMML7", "ISMML7 LRM Ammo", "ISMML7 SRM Ammo", "ISMML9",
    "ISMML9 LRM Ammo", "ISMML9 LRM Ammo Artemis-capable", "ISMML9 SRM Ammo",
    "ISMML9 SRM Ammo Artemis-capable", "ISRocketLauncher10", "ISRocketLauncher15",
    "ISRocketLauncher20", "RL10", "RL15", "IS Rotary AC/2 Ammo", "ISRotaryAC2", "ISRotaryAC2 Ammo",
    "ISRotaryAC5", "ISRotaryAC5 Ammo", "ISTargeting Computer", "Improved Jump Jet", "ImprovedJump Jet",
}


def test_every_later_spelling_names_a_later_row():
    lib = level2_catalog()
    for name in LATER_IS | LATER_CLAN:
        row = lib.find(name)
        assert row is not None and row.later, name
        # an ammunition spelling names the ammunition of a later weapon
        weapon = lib.get(row.weapon) if isinstance(row, Level2Ammo) else row
        assert isinstance(weapon, Level2Item) and weapon.later, name


def _slot_strings(text: str) -> list[str]:
    """The slot lines of every location block, suffixes removed."""
    found: list[str] = []
    in_block = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.casefold() in LOCATION_HEADERS:
            in_block = True
        elif not stripped:
            in_block = False
        elif in_block:
            name = stripped
            while (match := SUFFIX.search(name)) is not None and match.start() > 0:
                name = name[:match.start()]
            found.append(name.strip())
    return found


def _known(name: str) -> bool:
    if name.casefold() in STRUCTURAL:
        return True
    if level2_catalog().find(name) is not None:
        return True
    return catalog().find(name) is not None


def test_every_slot_string_is_known_or_listed_as_outside_the_seed_tables(level2_dir):
    files = sorted(level2_dir.glob("*.mtf"))
    assert len(files) == 495
    slots: Counter[str] = Counter()
    for path in files:
        slots.update(_slot_strings(path.read_text(encoding="utf-8", errors="replace")))
    unknown = {name for name in slots if not _known(name)}
    # Report the coverage reached (run with -s to see it).
    known_slots = sum(n for name, n in slots.items() if name not in unknown)
    print(f"\nlevel2 corpus: {len(slots)} distinct slot strings, {len(slots) - len(unknown)} known "
          f"({100 * (len(slots) - len(unknown)) / len(slots):.1f} %); {known_slots} of {sum(slots.values())} "
          f"slots known ({100 * known_slots / sum(slots.values()):.2f} %)")
    assert unknown == OUTSIDE_SEED_002
    # Nothing on the list is something the catalogs know (the list holds only what they lack).
    assert not {name for name in OUTSIDE_SEED_002 if _known(name)}


def test_every_seed_002_weapon_on_a_canon_file_is_found_by_its_written_name(level2_dir):
    """The names MegaMek writes in a canon file resolve to the right rows (the Atlas AS7-K of
    level2-spec.md section 4: Gauss rifle, AMS, LRM 20 ammunition)."""
    folder = level2_dir
    lib = level2_catalog()
    atlas = _slot_strings((folder / "Atlas AS7-K.mtf").read_text(encoding="utf-8"))
    assert lib.find("ISGaussRifle", "IS").id == "IS Gauss Rifle" and "ISGaussRifle" in atlas
    assert lib.find("ISAntiMissileSystem").id == "IS AMS" and "ISAntiMissileSystem" in atlas
    assert "ISLRM20 Ammo" in atlas and lib.find("ISLRM20 Ammo").weapon == "LRM-20"


# The 20 acceptance units of level2-spec.md section 4 and their "Weapons+equipment" and "Ammo" tons
# (section 4.1, whose every row adds up to the unit's mass), with the mass.
ACCEPTANCE_UNITS = {
    "Daishi (Dire Wolf) Prime": (40.5, 3, 100), "Mad Cat (Timber Wolf) Prime": (22.5, 3, 75),
    "Ryoken (Stormcrow) Prime": (11, 0, 55), "Vulture (Mad Dog) Prime": (26, 2, 60),
    "Thor (Summoner) Prime": (19.5, 3, 70), "Masakari (Warhawk) Prime": (31.5, 1, 85),
    "Uller (Kit Fox) Prime": (14, 2, 30), "Black Hawk (Nova) Prime": (12, 0, 50),
    "Koshi (Mist Lynx) Prime": (6, 2.5, 25), "Fenris (Ice Ferret) Prime": (8.5, 1, 45),
    "Dasher (Fire Moth) Prime": (5.5, 2, 20), "Atlas AS7-K": (40.5, 5, 100), "Awesome AWS-9M": (27, 1, 80),
    "Raven RVN-3L": (12.5, 3, 35), "Cyclops CP-11-C": (24, 3, 90), "Black Knight BL-6-KNT": (23, 0, 75),
    "Axman AXM-1N": (29.5, 2, 65), "Grand Dragon DRG-5K": (15.5, 2, 60), "Crockett CRK-5003-1": (28, 5, 85),
    "Exterminator EXT-4D": (10, 2, 65),
}
# Heat sinks and jump jets have their own columns in section 4.1.
OWN_COLUMN = {"Heat Sink", "Clan Heat Sink", "IS Double Heat Sink", "Clan Double Heat Sink"}


def _equipment_and_ammo_tons(text: str, mass: int) -> tuple[float, float]:
    """Tons of the weapons and equipment, and of the ammunition, of one file's slots: each item's
    slot count divided by its size is its number of mounts (targeting computer, hatchet and MASC
    sized by catalog/level2.py's formulas). Every item of these files is a Level 2 row."""
    tech = "Clan" if re.search(r"^TechBase:\s*Clan", text, re.MULTILINE) else "IS"
    counts = Counter(s for s in _slot_strings(text) if s.casefold() not in STRUCTURAL)
    ammo = 0.0
    mounts: Counter[str] = Counter()
    rows: dict[str, Level2Item] = {}
    for name, n in counts.items():
        entry = level2_catalog().find(name, tech)
        if isinstance(entry, Level2Ammo):
            ammo += entry.tons * n
        elif name != "Jump Jet":
            assert isinstance(entry, Level2Item), name
            if entry.id not in OWN_COLUMN:
                rows[entry.id] = entry
                mounts[entry.id] += n
    weapons = [row for row in rows.values() if row.is_weapon
               for _ in range(mounts[row.id] // slots(row, mass))]
    total = sum(tons(row, mass, weapons) * (mounts[row.id] // slots(row, mass, weapons))
                for row in rows.values())
    return total, ammo


def test_acceptance_units_equipment_and_ammunition_tons(level2_dir):
    folder = level2_dir
    for unit, (equipment, ammo, mass) in ACCEPTANCE_UNITS.items():
        text = (folder / f"{unit}.mtf").read_text(encoding="utf-8")
        assert _equipment_and_ammo_tons(text, mass) == (equipment, ammo), unit
