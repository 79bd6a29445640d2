"""Damage of a ground unit from its weapons: the standard S/M/L values, the heat adjustment and
overheat value (OV, OVL), and the damage specials (REAR, IF, LRM, SRM, AC, FLK, HT, TUR) (ASC
pp. 99-104 with the converting-heat errata v1.2; decisions D-AS-3 to D-AS-5)."""

from __future__ import annotations

from dataclasses import dataclass, field

from designer.alphastrike.card import (
    NONE,
    Damage,
    dual_rounded_normal,
    dual_rounded_up,
    normal_no_minimal,
)
from designer.alphastrike.tables import round_up, round_up_to_tenth
from designer.alphastrike.weapons import WeaponFacts, heat_damage
from designer.bv.working import Working, fmt

HEAT_ALLOWANCE = 4     # the heat scale absorbs 4 points before damage is cut (ASC p.100)
MAX_OVERHEAT = 4
# MML damage counted toward LRM and SRM by band (ASC p.102): an MML fires SRMs close, LRMs far.
MML_SHARE = {"LRM": (0.0, 0.5, 1.0), "SRM": (1.0, 0.5, 0.0)}


@dataclass(frozen=True, slots=True)
class Mounted:
    """A weapon as mounted: its facts with any Artemis link, its plain facts (specials ignore
    Artemis), where it faces and the multiplier from ammunition, targeting computer and one-shot."""

    facts: WeaponFacts
    plain: WeaponFacts
    arc: str            # "front", "rear" or "turret"
    multiplier: float
    label: str
    artemis: bool = False


@dataclass
class DamageResult:
    damage: tuple[Damage, Damage, Damage, Damage] = (NONE, NONE, NONE, NONE)
    overheat: int = 0
    specials: list[str] = field(default_factory=list)
    values: dict[str, object] = field(default_factory=dict)   # IF, HT, ... for the Point Value


def _raw(weapons: list[Mounted], band: int, work: Working | None, label: str) -> float:
    total = 0.0
    for weapon in weapons:
        value = weapon.facts.damage[band] * weapon.multiplier
        if value > 0:
            total += value
            if work is not None:
                times = f" x {fmt(weapon.multiplier)}" if weapon.multiplier != 1 else ""
                work.add(f"{label}: {weapon.label}", f"+ {fmt(weapon.facts.damage[band])}{times}", total)
    return total


@dataclass(frozen=True, slots=True)
class Heat:
    """What the heat adjustment needs: the heat sinks' capacity and the heat of firing everything
    (with moving), all weapons or only those that reach Long range."""

    capacity: int
    medium: int
    long: int


def standard_damage(weapons: list[Mounted], heat: Heat | None, work: Working,
                    result: DamageResult) -> float:
    """Sets the S/M/L damage and overheat; returns the heat factor the specials share."""
    front = [w for w in weapons if w.arc == "front"]
    raw = [_raw(front, band, work, "SML"[band]) for band in range(3)]
    factor = 1.0
    if heat is not None and heat.medium - HEAT_ALLOWANCE > heat.capacity:
        factor = heat.capacity / (heat.medium - HEAT_ALLOWANCE)
        work.note("Heat", f"{heat.medium} generated - {HEAT_ALLOWANCE} > {heat.capacity} dissipated: "
                          f"damage x {heat.capacity} / {heat.medium - HEAT_ALLOWANCE}")
        before, after = (round_up(round_up_to_tenth(value)) for value in (raw[1], raw[1] * factor))
        result.overheat = min(before - after, MAX_OVERHEAT)
    elif heat is not None:
        work.note("Heat", f"{heat.medium} generated - {HEAT_ALLOWANCE} <= {heat.capacity} dissipated: "
                          "no adjustment")
    s, m = raw[0] * factor, raw[1] * factor
    long_ = raw[2]
    if heat is not None and result.overheat > 0 and heat.long - HEAT_ALLOWANCE > heat.capacity:
        long_factor = heat.capacity / (heat.long - HEAT_ALLOWANCE)
        if round_up(round_up_to_tenth(raw[2] * long_factor)) < round_up(round_up_to_tenth(raw[2])):
            result.specials.append("OVL")
            long_ = raw[2] * factor
            work.note("Long-range heat", f"{heat.long} generated: L cut too, x {fmt(factor)} (OVL)")
    damage = (dual_rounded_up(s), dual_rounded_up(m), dual_rounded_up(long_), NONE)
    result.damage = damage
    work.note("Damage", f"S {fmt(s)}, M {fmt(m)}, L {fmt(long_)}: round up to the tenth, then up "
                        f"(under 0.5: 0*) = {'/'.join(str(d) for d in damage[:3])}")
    if result.overheat:
        work.note("Overheat", f"M {fmt(raw[1])} unadjusted against {fmt(m)}: OV {result.overheat}")
    return factor


def _vector(values: list[Damage], bands: int) -> str:
    return "/".join(value.special_text() for value in values[:bands])


def _feeds(weapon: Mounted, special: str) -> bool:
    """Whether a weapon adds to a damage special: REAR takes every rear weapon; an MML feeds LRM and
    SRM; an Artemis-linked launcher feeds neither (ASC p.102)."""
    if special == "REAR":
        return True
    if "MML" in weapon.plain.name:
        return special in MML_SHARE
    if special in MML_SHARE and weapon.artemis:
        return False
    return weapon.plain.weapon_class == special


def _special_sums(weapons: list[Mounted], special: str) -> list[float]:
    sums = [0.0, 0.0, 0.0]
    for weapon in weapons:
        if not _feeds(weapon, special):
            continue
        share = MML_SHARE.get(special, (1.0, 1.0, 1.0)) if "MML" in weapon.plain.name else (1.0, 1.0, 1.0)
        for band in range(3):
            sums[band] += weapon.plain.damage[band] * weapon.multiplier * share[band]
    return sums


def damage_specials(weapons: list[Mounted], factor: float, work: Working, result: DamageResult) -> None:
    """REAR, IF, LRM, SRM, AC, FLK from the weapons that feed them; HT from heat-dealing weapons."""
    rear = [w for w in weapons if w.arc == "rear"]
    front = [w for w in weapons if w.arc == "front"]
    overheat_long = "OVL" in result.specials
    if rear:
        sums = _adjusted(_special_sums(rear, "REAR"), factor, overheat_long)
        if any(sums):
            values = [dual_rounded_normal(x) for x in sums]
            _add(result, work, "REAR", _vector(values, 3), sums)
    indirect = sum(w.plain.damage[2] * w.multiplier for w in front if w.plain.indirect)
    if indirect > 0:
        value = dual_rounded_normal(indirect * (factor if overheat_long else 1.0))
        result.values["IF"] = value
        _add(result, work, "IF", str(value), [indirect])
    for special, bands in (("LRM", 3), ("SRM", 2), ("AC", 3), ("FLK", 3)):
        sums = _adjusted(_special_sums(front, special), factor, overheat_long)
        qualifies = any(sums) if special == "FLK" else round_up_to_tenth(sums[1]) >= 1
        if qualifies:
            rounding = dual_rounded_normal if special == "FLK" else normal_no_minimal
            _add(result, work, special, _vector([rounding(x) for x in sums], bands), sums)
    _heat_special(front, work, result)


def _adjusted(sums: list[float], factor: float, overheat_long: bool) -> list[float]:
    return [sums[0] * factor, sums[1] * factor, sums[2] * (factor if overheat_long else 1.0)]


def _add(result: DamageResult, work: Working, special: str, text: str, sums: list[float]) -> None:
    result.specials.append(f"{special}{text}")
    work.note(f"Special {special}", f"{'/'.join(fmt(x) for x in sums)}, rounded: {special}{text}")


def ht_value(heat: int) -> int:
    """Heat dealt to HT: over 10 is 2, over 4 is 1 (ASC p.124)."""
    return 2 if heat > 10 else 1 if heat > 4 else 0


def _heat_special(front: list[Mounted], work: Working, result: DamageResult) -> None:
    totals = [0, 0, 0]
    for weapon in front:
        for band, value in enumerate(heat_damage(weapon.facts.name)):
            totals[band] += value
    values = [ht_value(total) for total in totals]
    if any(values):
        text = "/".join(str(v) if v else "-" for v in values)
        result.values["HT"] = values
        result.specials.append(f"HT{text}")
        work.note("Special HT", f"heat {'/'.join(map(str, totals))}: HT{text}")
