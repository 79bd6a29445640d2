"""What a player reads as a finding's rule: the book and the section or table it comes from.

A finding code's ``rule`` cites the rulebooks' OCR text by seed file and line, with the words it
relies on (``seed 000 line 4342: "These hit tables are already partially filled in"``); the tests
check those words against the seeds and ``docs/findings.md`` prints them. A player owns the books,
not the text files: :func:`player_citation` turns every cited seed line into the book and the
section that holds it (``BattleTech Manual, 'Mech Construction: Critical Hit Table``), in English,
and keeps the designer decisions the rule names. It never repeats a line number or a quoted phrase
(the Master Rules seed is the Spanish edition).

One table for every code, present and future: a section runs from its first line to the next
section's first line, so a new code citing any line of a known seed is placed without a change here.
The section names are the books' own headings (seed 000 prints them in capitals, e.g. line 4334 "ADD
WEAPONS AND AMMUNITION"); the Spanish headings of the Master Rules are given in English.
"""

from __future__ import annotations

import bisect
import functools
import re

BOOKS: dict[str, str] = {
    "000": "BattleTech Manual",
    "001": "BattleForce",
    "002": "BattleTech Master Rules",
    "003": "Tactical Operations",
    "004": "BattleTech Master Rules, Charts and Tables",
}

# (first line, section) of each seed, in line order: the headings of the book.
_MECH = "'Mech Construction"
_VEHICLE = "Vehicle Construction"
_FIGHTER = "Fighter Construction"
_BUILDING = "Gun Emplacement and Building Construction"
SECTIONS: dict[str, tuple[tuple[int, str], ...]] = {
    "000": (
        (1, "Introduction"), (219, "Components"), (281, "Record Sheets"), (307, "Critical Hit Table"),
        (309, "Record Sheets"), (549, "Mapsheets"), (629, "Game Set-Up"), (637, "MechWarriors"),
        (703, "Sequence of Play"), (781, "Movement"), (838, "Movement: Movement Choices"),
        (870, "Movement: Facing"), (888, "Movement"), (943, "Piloting Skill Rolls"), (1038, "Combat"),
        (1108, "Combat: Firing Arc"), (1134, "Combat: Firing Weapons"), (1233, "Modifiers to Fire Table"),
        (1296, "Hit Location"), (1331, "Determining Damage"), (1355, "Critical Hits"),
        (1510, "Physical Attacks"), (1674, "Heat Build-Up"), (1755, "Buildings"), (1844, "Vehicles"),
        (2101, "Infantry"), (2174, "Optional Rules"), (2307, "Gun Emplacements"),
        (2344, "Cargo and Troop Carriers"), (2368, "Night Combat"), (2376, "Artillery"),
        (2506, "Underwater Operations"), (2551, "Special Weapons"), (2620, "Ejection"),
        (2652, "Repairing 'Mechs"), (2689, "Anti-'Mech Infantry"), (2715, "AeroTech: Fighter Combat"),
        (4074, "Land-Air 'Mechs"), (4162, "Optional Rules"), (4227, "Construction"),
        (4231, _MECH), (4249, f"{_MECH}: Choose Tonnage"), (4255, f"{_MECH}: Determine Engine Rating"),
        (4265, f"{_MECH}: Add Control Components"), (4273, f"{_MECH}: Internal Structure Table"),
        (4307, f"{_MECH}: Determine Jump Capacity"), (4322, f"{_MECH}: Add Extra Heat Sinks"),
        (4328, f"{_MECH}: Add Armor"), (4334, f"{_MECH}: Add Weapons and Ammunition"),
        (4340, f"{_MECH}: Critical Hit Table"), (4352, f"{_MECH}: Allocate Armor"),
        (4360, f"{_MECH}: Complete Record Sheet"),
        (4366, _VEHICLE), (4382, f"{_VEHICLE}: Choose Tonnage (Vehicle Table)"),
        (4447, f"{_VEHICLE}: Determine Engine Rating"), (4455, f"{_VEHICLE}: Add Control Components"),
        (4459, f"{_VEHICLE}: Add Rotors/Lift/Diving Equipment"),
        (4463, f"{_VEHICLE}: Allocate Tonnage for Internal Structure"), (4467, f"{_VEHICLE}: Add Armor"),
        (4471, f"{_VEHICLE}: Add Weapons and Ammunition"), (4481, f"{_VEHICLE}: Allocate Armor"),
        (4485, f"{_VEHICLE}: Complete Record Sheet"),
        (4491, _FIGHTER), (4508, f"{_FIGHTER}: Choose Tonnage"),
        (4514, f"{_FIGHTER}: Determine Engine Rating"),
        (4526, f"{_FIGHTER}: Determine Fuel Capacity"), (4538, f"{_FIGHTER}: Add Armor"),
        (4542, f"{_FIGHTER}: Add Weapons and Ammunition"), (4546, f"{_FIGHTER}: Add Heat Sinks"),
        (4552, f"{_FIGHTER}: Allocate Armor"), (4556, f"{_FIGHTER}: Complete Record Sheet"),
        (4564, _BUILDING), (4579, f"{_BUILDING}: Choose Construction Factor"),
        (4583, f"{_BUILDING}: Choose Number of Levels"), (4587, f"{_BUILDING}: Choose Number of Hexes"),
        (4593, f"{_BUILDING}: Determine Internal Structure Tonnage"),
        (4601, f"{_BUILDING}: Determine Armor Tonnage"),
        (4605, f"{_BUILDING}: Allocate Weapons and Ammunition"),
        (4615, f"{_BUILDING}: Add Power Plant"), (4623, f"{_BUILDING}: Complete Record Sheet"),
        (4627, "Costs"), (4770, "Weapons Price List"), (4797, "Weapons Table"), (4835, "Engine Table"),
    ),
    "001": (
        (1, "Introduction"), (222, "Counters and Unit Values"), (336, "Playing the Game"),
        (1357, "Creating Lances and Regiments"), (1367, "Creating 'Mech Lances"),
        (1652, "Creating Infantry and Vehicle Lances"), (1656, "Creating Air Lances"),
        (1685, "Artillery and Other Special Lances"), (1697, "Quick Lance Generation"),
        (1861, "Regiments"), (1932, "Regiments: Using Purchase Points"),
        (2014, "Regiments: Special Purchases"),
        (2098, "Mixed Regiments"), (2104, "Scenarios"), (2199, "Scenarios: Surprise Encounter"),
        (2217, "Scenarios: The Steel Tip"),
    ),
    "002": (
        (1, "Introduction"), (17, "Components: Units"), (27, "Record Sheets"), (31, "Mapsheets and Terrain"),
        (45, "Playing the Game: Sequence of Play"), (51, "MechWarriors"), (57, "Movement"),
        (145, "Combat: Weapon Attacks"), (171, "Attack Modifiers Table"), (191, "Recording Damage"),
        (197, "Critical Damage"), (203, "Critical Damage: BattleMech Critical Hits"),
        (229, "Physical Attacks"), (277, "Heat"), (293, "Special Case Rules"),
        (341, "Clan Weapons and Equipment Table"), (461, "Inner Sphere Weapons and Equipment Table"),
    ),
    "003": (
        (1, "Introduction"), (280, "Support Vehicles"), (600, "Introduction: Technology Timeline"),
        (720, "Advanced Rules"), (3850, "Fire: Support Vehicles"), (3900, "Advanced Rules"),
        (9458, "Picking Up and Throwing Objects"), (9538, "Picking Up Inanimate Objects"),
    ),
    "004": ((1, "Charts and Tables"),),
}

SEED_CITATION = re.compile(r'seed (?P<seed>\d{3}) lines? (?P<first>\d+)(?:-\d+)?(?:: "[^"\n]*")?',
                           re.IGNORECASE)
DECISION = re.compile(r"\bD-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
INTERNAL = "designer internal"


def section_of(seed: str, line: int) -> str:
    """The book and section that hold ``line`` of ``seed`` ("BattleTech Manual, Weapons Table")."""
    book = BOOKS.get(seed, "the rulebooks")
    sections = SECTIONS.get(seed, ())
    starts = [first for first, _ in sections]
    index = bisect.bisect_right(starts, line) - 1
    return f"{book}, {sections[index][1]}" if index >= 0 else book


@functools.lru_cache(maxsize=1024)   # one text per finding code
def player_citation(rule: str) -> str:
    """The rule as a player can follow it: each cited passage's book and section, then the designer
    decisions the rule names (``docs/rules-decisions.md``); a check no book stands behind says so."""
    if rule.startswith(INTERNAL):
        return "designer's own check (no rulebook passage)"
    places = list(dict.fromkeys(section_of(m["seed"], int(m["first"])) for m in SEED_CITATION.finditer(rule)))
    decisions = list(dict.fromkeys(DECISION.findall(rule)))
    parts = ["; ".join(places)] if places else []
    if decisions:
        word = "decision" if len(decisions) == 1 else "decisions"
        parts.append(f"designer {word} {', '.join(decisions)} (docs/rules-decisions.md)")
    return "; ".join(parts) or "designer's own check (no rulebook passage)"
