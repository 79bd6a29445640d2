"""Weapons as a unit mounts them, for any ground unit: each with its Artemis link, where it
fires, and the multiplier of its ammunition, one-shot nature and targeting computer (ASC p.101;
decision D-AS-3)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from designer.alphastrike.damage import Mounted
from designer.alphastrike.weapons import weapon_class, weapon_facts
from designer.bv.items import ARTEMIS, artemis_capable
from designer.bv.working import Working
from designer.catalog import catalog

TARGETING_COMPUTER_FACTOR = 1.1
LOW_AMMO_FACTOR = 0.75
SHOTS_PER_WEAPON = 10          # fewer shots a weapon than this: x 0.75 (ASC p.101)
SHOTS_PER_TURN = {"ultra": 2, "rotary": 6}
ONE_SHOT_FACTOR = 0.1


@dataclass(frozen=True, slots=True)
class Placed:
    """One weapon of the design: catalog id, arc ("front", "rear", "turret"), where (for the
    working) and whether an Artemis IV system is linked to it."""

    name: str
    arc: str
    where: str
    artemis: bool = False


def artemis_links(names: list[str], locations: list[object]) -> set[int]:
    """Each Artemis IV system links a free launcher of its location: the last one listed before
    it, else the first after it (the launchers of ``names`` are catalog ids, in file order)."""
    linked: set[int] = set()
    for index, name in enumerate(names):
        if name not in ARTEMIS:
            continue
        free = [i for i, other in enumerate(names) if i not in linked and artemis_capable(other)
                and locations[i] == locations[index]]
        before = [i for i in free if i < index]
        choice = before[-1] if before else (free[0] if free else None)
        if choice is not None:
            linked.add(choice)
    return linked


def short_of_ammo(names: list[str], shots: Counter[str]) -> set[str]:
    """Weapons whose ammunition gives under 10 shots a weapon (an ultra 20, a rotary 60)."""
    short = set()
    for name, count in Counter(names).items():
        facts = weapon_facts(name)
        if facts is None or not facts.uses_ammo or facts.one_shot:
            continue
        per_turn = SHOTS_PER_TURN.get(weapon_class(name), 1)
        if shots[name] // per_turn // count < SHOTS_PER_WEAPON:
            short.add(name)
    return short


def mounted(placed: list[Placed], shots: Counter[str], targeting_computer: bool,
            work: Working | None = None) -> list[Mounted]:
    """Every weapon with its facts and multiplier (items that are not weapons are left out; an
    item the catalog does not know at all is named in the working)."""
    short = short_of_ammo([p.name for p in placed], shots)
    out = []
    for weapon in placed:
        plain = weapon_facts(weapon.name)
        if plain is None:
            if work is not None and catalog().find(weapon.name) is None:
                work.note("Not converted", f"{weapon.name} ({weapon.where}): not in the catalog")
            continue
        facts = weapon_facts(weapon.name, "artemis_iv") if weapon.artemis else plain
        assert facts is not None
        multiplier, notes = 1.0, []
        if weapon.name in short:
            multiplier *= LOW_AMMO_FACTOR
            notes.append("few shots")
        if plain.one_shot:
            multiplier *= ONE_SHOT_FACTOR
            notes.append("one-shot")
        if targeting_computer and plain.direct_fire:
            multiplier *= TARGETING_COMPUTER_FACTOR
            notes.append("targeting computer")
        extra = "".join(f", {note}" for note in notes) + (", Artemis" if weapon.artemis else "")
        label = f"{weapon.name} ({weapon.where}{extra})"
        out.append(Mounted(facts, plain, weapon.arc, multiplier, label, weapon.artemis))
    return out
