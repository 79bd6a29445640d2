"""BattleForce values of a BattleMech (seed 001 lines 1357-1525)."""

from __future__ import annotations

from fractions import Fraction

from designer.battleforce.level2 import level2_battleforce
from designer.battleforce.tables import attack_value, defense, tables
from designer.battleforce.unit_values import (
    WeaponLine,
    indirect_fire,
    range_value,
    ranged_attack,
    weapon_lines,
)
from designer.battleforce.values import MECH, UnitValues
from designer.catalog import Equipment, catalog
from designer.mech.model import ARMS, Mech
from designer.mech.figures import figures, mounted_weapons


def _shared_id(name: str) -> str:
    item = catalog().find(name)
    return item.id if item is not None else name


# Defensive Value (seed 001 lines 1389-1421): armor tons on the Defensive Value Table, +1 if the
# unit can jump.
def mech_armor_tons(mech: Mech, points: int | None = None) -> tuple[Fraction, str]:
    """Armor tons for D: the armor points on the 'Mech / 16 (``points``, else counted), or the
    armor tons bought while no points are allocated yet (D-BF-1)."""
    points = figures(mech).armor_points_allocated if points is None else points
    if points == 0:
        return Fraction(str(mech.armor_tons)), f"armor {mech.armor_tons:g} t bought"
    per_ton = catalog().mech.armor_points_per_ton  # seed 000 line 4337: 16 armor points per ton
    return Fraction(points, per_ton), f"armor {points} points / {per_ton}"


def chit_lines(mech: Mech) -> list[str]:
    """Working lines of the variation chits the 'Mech's equipment gives (ECM, AEP), and of the
    Level 2 equipment that attacks but has no Maximum Damage row (TAG, A-Pod, sword): left out.
    (Weapons without a row are named by the weapon lines already.)"""
    chits = {_shared_id(c.item): c.chit for c in level2_battleforce().chits}
    found: dict[str, list[str]] = {}
    for mount in mech.equipment:
        item = catalog().find(mount.item)
        if item is not None and item.id in chits:
            found.setdefault(chits[item.id], []).append(item.id)
    left_out = sorted({item.id for item in map(catalog().find, (m.item for m in mech.equipment))
                       if isinstance(item, Equipment) and item.id in level2_battleforce().no_damage})
    return [f"not in the Maximum Damage Table, left out: {name}" for name in left_out] + [
            f"variation chit {chit} (seed 001 lines 1336-1342): {', '.join(sorted(set(items)))}"
            for chit, items in sorted(found.items())]


def has_pod_arms(mech: Mech) -> bool:
    """The arms cannot punch: the design says they are weapon pods, or neither arm has the lower
    arm actuator a punch needs (seed 000 line 4348; decision D-IX-4: read from the design, so an
    old file without MegaMek's quirk:no_arms gives the same Close Attack as a new one)."""
    if mech.weapon_pod_arms:  # the Locust's, Jenner's, Cicada's arms (MegaMek's quirk:no_arms, D-BF-7)
        return True
    return not mech.is_quad and not any(mech.arm_actuators(arm).lower_arm for arm in ARMS)


# Punching (seed 001 lines 1469, 1500): 1 point per 10 tons for each fist, two fists, not
# rounded per fist (D-BF-6). Quads and 'Mechs whose arms are weapon pods do not punch (D-BF-7);
# missing hand or lower-arm actuators do not matter.
def punch_damage(mech: Mech, pod_arms: bool) -> tuple[Fraction, str]:
    if mech.is_quad:
        return Fraction(0), "no punches (quad)"
    if pod_arms:
        why = "arms are weapon pods" if mech.weapon_pod_arms else "no lower arm actuators"
        return Fraction(0), f"no punches ({why})"
    fist = Fraction(mech.tonnage, tables().punch_tons_per_point)
    return 2 * fist, f"punches 2 x {mech.tonnage}/{tables().punch_tons_per_point} = {float(2 * fist):g}"


# Kicking (seed 001 lines 1470, 1500): 1 point per 5 tons; every 'Mech kicks, quads included.
def kick_damage(mech: Mech) -> tuple[Fraction, str]:
    kick = Fraction(mech.tonnage, tables().kick_tons_per_point)
    return kick, f"kick {mech.tonnage}/{tables().kick_tons_per_point} = {float(kick):g}"


# Close Attack (seed 001 lines 1498-1510): maximum damage, less the asterisked (minimum range)
# weapons, plus punches and kick, on the Attack Value Table.
def close_attack(mech: Mech, lines: tuple[WeaponLine, ...], pod_arms: bool) -> tuple[int, str]:
    damage = sum(line.total_damage for line in lines)
    starred = [line for line in lines if not line.close_attack]
    less = sum(line.total_damage for line in starred)
    punches, punch_text = punch_damage(mech, pod_arms)
    kick, kick_text = kick_damage(mech)
    total = damage - less + punches + kick
    value = attack_value(total)
    starred_text = ", ".join(line.label() for line in starred) or "none"
    return value, (f"CA: {damage} - {less} (asterisked: {starred_text}) + {punch_text} + {kick_text}"
                   f" = {float(total):g} -> Attack Value Table {value}")


def mech_values(mech: Mech, *, pod_arms: bool | None = None) -> UnitValues:
    """The BattleForce values of ``mech``. ``pod_arms`` overrides the design's weapon-pod-arms
    attribute (True: the arms cannot punch)."""
    pod = has_pod_arms(mech) if pod_arms is None else pod_arms
    mounted = mounted_weapons(mech)
    figs = figures(mech)
    lines, missing = weapon_lines([weapon.id for weapon, _, _ in mounted])
    damage, ra, ra_text = ranged_attack(lines)
    ca, ca_text = close_attack(mech, lines, pod)
    r, r_text = range_value(lines)
    flag, flag_text = indirect_fire(lines)
    tons, tons_text = mech_armor_tons(mech, figs.armor_points_allocated)
    jump_mp = figs.jumping_mp
    d, d_text = defense(tons, jump_mp > 0, tons_text)
    mp = figs.walking_mp
    working = [ra_text, ca_text, d_text, r_text, f"MP: walking MP {mp}; jump MP {jump_mp}", flag_text]
    rear = [weapon.id for weapon, _, is_rear in mounted if is_rear]
    if rear:
        working.append(f"rear-mounted weapons counted like the others: {', '.join(rear)}")
    working += [f"not in the Maximum Damage Table, left out: {name}" for name in missing]
    working += chit_lines(mech)
    return UnitValues(mech.name, MECH, ra, ca, d, r, mp, jump_mp, flag, tuple(working))
