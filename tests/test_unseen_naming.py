"""Technology of canon vehicle and fighter files declaring rules level 3-4 that MegaMek's newest
class holds at its advanced level: the finding names it "advanced rules, outside Level 2", never an
unknown item (decision D-UNSEEN-18). Each case is a hand-written canon-style file
(tests/data/canon_style/) with one item swapped in."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.catalog.beyond_level2 import table
from designer.formats.blk import parse_blk
from designer.rules import validate

CANON = Path(__file__).parent / "data" / "canon_style"

# (lookup name as a canon file spells it, what the finding calls it, the MegaMek class it was read
# from). Static tech levels as the newest classes set them: LongTomCannon ADVANCED (285, TO);
# ISReengineeredLaserSmall/Medium/Large ADVANCED (83, IO:AE); ISBombastLaser ADVANCED (319, TO).
ADVANCED = [
    ("ISLongTomCannon", "a Long Tom artillery cannon", "LongTomCannon"),
    ("ISLongTomCannonAmmo", "a Long Tom artillery cannon", "LongTomCannon"),
    ("CLLongTomCannon", "a Long Tom artillery cannon", "LongTomCannon"),
    ("Medium Re-engineered Laser", "a re-engineered laser", "ISReengineeredLaserMedium"),
    ("ISLargeRELaser", "a re-engineered laser", "ISReengineeredLaserLarge"),
    ("ISSmallReengineeredLaser", "a re-engineered laser", "ISReengineeredLaserSmall"),
    ("Bombast Laser", "a Bombast laser", "ISBombastLaser"),
]


def _row_source(name: str) -> str:
    return next(row.source for row in table().equipment if name in row.names)


def _messages(file: str, block: str, old: str, name: str) -> list[str]:
    """The errors naming ``name`` once it takes the place of ``old`` in the file's ``block``."""
    text = (CANON / file).read_text(encoding="utf-8")
    text = text.replace(f"{old}\n</{block}>", f"{name}\n</{block}>", 1)
    unit = parse_blk(text, file).unit
    return [f.message for f in validate(unit).errors if repr(name) in f.message]


@pytest.mark.parametrize("name, what, megamek_class", ADVANCED)
def test_vehicle_technology_beyond_level_2_is_named_so(name, what, megamek_class):
    assert megamek_class in _row_source(name)
    messages = _messages("mortar_carrier_is.blk", "Turret Equipment", "IS Mech Mortar-4", name)
    assert messages == [f"'{name}' is not on the Weapons Table. It is {what}: advanced rules, outside Level 2."]


@pytest.mark.parametrize("name, what, megamek_class", ADVANCED)
def test_fighter_technology_beyond_level_2_is_named_so(name, what, megamek_class):
    assert megamek_class in _row_source(name)
    messages = _messages("fighter_items.blk", "Aft Equipment", "Large Laser", name)
    assert messages == [f"'{name}' is not on the Weapons Table. It is {what}: advanced rules, outside Level 2."]
