"""The weight of one battle armor suit, line by line (decision D-BA-1; MegaMek
``TestBattleArmor.calculateWeight(trooper)``): chassis, ground MP beyond the free ones, jump /
VTOL / UMU MP, armor points, then every item the suit carries (items of every suit plus its own).
A weapon in a detachable weapon pack weighs 3/4; a squad support weapon 1/2 (Clan 2/5);
ammunition its shots times the weight of a shot. Weights in kilograms."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from designer.catalog.battlearmor import BAItem, ba_construction, ba_equipment
from designer.battlearmor.model import BAMotion, BAMount, BattleArmor
from designer.rules.common.memo import per_design


@dataclass(frozen=True, slots=True)
class WeightLine:
    what: str
    kg: Fraction


def tech_key(unit: BattleArmor) -> str:
    """The column of the Inner Sphere / Clan tables: a Clan squad's, or a mixed squad's on a Clan
    chassis (its chassis and armor are Clan: decision D-BA-MIXED); any other mixed squad's is IS."""
    return "clan" if unit.clan_built else "inner_sphere"


def suit_items(unit: BattleArmor, trooper: int) -> list[BAMount]:
    """What suit ``trooper`` (1..N) carries: the squad's items and its own."""
    return [m for m in unit.equipment if m.trooper in (None, trooper)]


def frame_lines(unit: BattleArmor) -> list[WeightLine]:
    """Chassis, movement and armor: the same for every suit."""
    build = ba_construction()
    row = build.weight_class(unit.weight_class.value)
    lines = [WeightLine(f"{row.name} {unit.body.value} chassis", Fraction(row.chassis_kg[tech_key(unit)]))]
    extra_ground = max(0, unit.ground_mp - build.free_ground_mp[unit.body.value])
    if extra_ground:
        lines.append(
            WeightLine(
                f"ground MP {unit.ground_mp} ({extra_ground} beyond the free MP)",
                Fraction(extra_ground * row.ground_kg),
            )
        )
    if unit.jump_mp and unit.motion is not BAMotion.GROUND:
        per_mp = row.kg_per_mp.get(unit.motion.value, 0)
        lines.append(WeightLine(f"{unit.motion.value} MP {unit.jump_mp}", Fraction(unit.jump_mp * per_mp)))
    armor = build.armor_type(unit.armor_type)
    if armor is not None and unit.armor:
        lines.append(
            WeightLine(
                f"armor {unit.armor} points {armor.name}", Fraction(unit.armor * armor.kg[tech_key(unit)])
            )
        )
    return lines


def ammo_shots(mount: BAMount) -> int:
    """The shots an ammunition slot holds: the design's own ``shots``, else a full slot (4 shots,
    MegaMek TestBattleArmor.NUM_SHOTS_PER_CRIT: ``max_shots_per_slot``). What the slot weighs, the
    boxes its sheet prints, its Battle Value and its Alpha Strike damage all read it here."""
    return mount.shots if mount.shots is not None else ba_construction().max_shots_per_slot


def item_kg(unit: BattleArmor, mount: BAMount, row: BAItem | None) -> Fraction:
    """One item's weight on one suit (0 for an item the catalog does not know: a finding)."""
    if row is None or (row.kind == "ap_weapon" and mount.apm):
        return Fraction(0)  # unknown (a finding), or carried in its mount (decision D-BA-2)
    if row.kind == "ammo":
        kg = Fraction(row.kg_per_shot).limit_denominator(1000) * ammo_shots(mount)
    else:
        kg = Fraction(row.kg_for(unit.weight_class.value)).limit_denominator(1000)
    if mount.dwp:
        return kg * Fraction(3, 4)
    if mount.sswm:
        return kg * (Fraction(2, 5) if tech_key(unit) == "clan" else Fraction(1, 2))
    return kg


def suit_lines(unit: BattleArmor, trooper: int) -> list[WeightLine]:
    """Every weight line of suit ``trooper``."""
    lines = frame_lines(unit)
    for mount in suit_items(unit, trooper):
        kg = item_kg(unit, mount, ba_equipment().find(mount.item))
        if kg:
            lines.append(WeightLine(mount.item, kg))
    return lines


def suit_kg(unit: BattleArmor, trooper: int) -> Fraction:
    """Suit ``trooper``'s weight, summed once per design object (validation and the summary ask)."""
    known = _suit_weights(unit)
    if trooper not in known:
        known[trooper] = sum((line.kg for line in suit_lines(unit, trooper)), Fraction(0))
    return known[trooper]


@per_design
def _suit_weights(unit: BattleArmor) -> dict[int, Fraction]:
    """The suit weights of one design summed so far, by trooper (filled by :func:`suit_kg`)."""
    return {}


def heaviest_suit(unit: BattleArmor) -> tuple[int, Fraction]:
    """The trooper whose suit weighs most, and its weight."""
    weights = [(suit_kg(unit, t), t) for t in range(1, max(unit.troopers, 1) + 1)]
    kg, trooper = max(weights, key=lambda pair: (pair[0], -pair[1]))
    return trooper, kg


def max_kg(unit: BattleArmor) -> int:
    return ba_construction().weight_class(unit.weight_class.value).max_kg
