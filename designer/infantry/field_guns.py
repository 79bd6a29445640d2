"""A platoon's field guns and their ammunition, from the MegaMek equipment lines as written: each
gun a catalogued weapon, each ammunition line one ton of a weapon's standard ammunition or of
another kind the weapon fires (an LB-X autocannon's cluster rounds; decisions D-INF2-8, D-INF2-10).
The one place these lines are read."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.catalog import Weapon, catalog
from designer.catalog.infantry_weapons import later_platoon_tables
from designer.formats.mtf_level2 import level2_ammo
from designer.formats.spellings import find_item_name, parse_ammo
from designer.infantry.model import LaterPlatoon


@dataclass(frozen=True, slots=True)
class FieldLine:
    """One line: a gun (``weapon``), a ton of ammunition (``ammo_for`` the weapon id), or neither."""

    text: str
    weapon: Weapon | None = None
    ammo_for: str | None = None

    @property
    def known(self) -> bool:
        return self.weapon is not None or self.ammo_for is not None

    @property
    def tons(self) -> float:
        if self.weapon is not None:
            return float(self.weapon.tons or 0.0)
        return 1.0 if self.ammo_for is not None else 0.0


def read_line(text: str) -> FieldLine:
    name = text.strip()
    if ":" in name:   # a shot count or other mark: not a line read here
        return FieldLine(text)
    if "ammo" in name.casefold():
        found = level2_ammo(name)
        if found is not None and not found[1] and _fired_by(found[0], found[2]):
            return FieldLine(text, ammo_for=found[0])
        parsed = parse_ammo(name)
        ok = parsed is not None and parsed.weapon is not None and not parsed.problem and parsed.tons == 1
        return FieldLine(text, ammo_for=parsed.weapon.id if ok and parsed and parsed.weapon else None)
    return FieldLine(text, weapon=find_item_name(name))


def _fired_by(weapon_id: str, kind: str) -> bool:
    """Standard ammunition, or a kind the weapon's catalogue row says it fires."""
    weapon = catalog().weapon(weapon_id)
    return kind == "standard" or (weapon is not None and kind in weapon.ammo_types)


def lines(later: LaterPlatoon) -> list[FieldLine]:
    return [read_line(text) for text in later.field_guns]


def guns(later: LaterPlatoon) -> list[FieldLine]:
    """The gun lines (known or not): every line that is not ammunition."""
    return [line for line in lines(later) if line.ammo_for is None and "ammo" not in line.text.casefold()]


def crew(weapon: Weapon) -> int:
    """Troopers a field gun needs: max(2, its tons rounded up) (TestInfantry.fieldGunCrewRequirement)."""
    return max(later_platoon_tables().field_gun_min_crew, math.ceil(float(weapon.tons or 0.0)))


def tons(later: LaterPlatoon) -> float:
    """Field guns and their ammunition, tons."""
    return sum(line.tons for line in lines(later))
