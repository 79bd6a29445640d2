"""Weights and figures of a ProtoMech, to the kilogram (decision D-PM-1: MegaMek's construction
facts in ``catalog/data/protomech``). Every number a check, the summary, the sheet or the GUI shows
is computed here once."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.catalog import catalog
from designer.catalog.protomech_tables import ProtoItem, find_ammo, find_item, protomech_tables
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech
from designer.rules.common.weights import WeightLine

KILO = 1000


def kilos(tons: float) -> float:
    """Tons rounded up to the kilogram (MegaMek rounds ProtoMech weights so); a fraction of a gram
    is a float's noise (3 shots x 16.666667 kg), not a kilogram more."""
    return math.ceil(round(tons * KILO, 3)) / KILO


def item(name: str) -> ProtoItem | None:
    return find_item(name)


def is_ultraheavy(proto: ProtoMech) -> bool:
    """Over 9 t: an ultraheavy ProtoMech (MegaMek TestProtoMek.MAX_STD_TONNAGE; D-PM3-5)."""
    return proto.tonnage > protomech_tables().tonnage.standard_max


def run_mp(proto: ProtoMech) -> int:
    """Running MP: walking x 1.5 rounded up; walking x 2 with a myomer booster (D-PM-1)."""
    if has_role(proto, "myomer_booster"):
        return proto.walk_mp * protomech_tables().myomer_booster.run_factor
    return unboosted_run_mp(proto)


def unboosted_run_mp(proto: ProtoMech) -> int:
    """Running MP without a myomer booster's: walking x 1.5 rounded up (the sheet prints the boosted
    MP in brackets after it, "5 [6]", as a 'Mech's MASC)."""
    return math.ceil(proto.walk_mp * protomech_tables().engine.run_factor)


def engine_rating(proto: ProtoMech) -> int:
    """Rating = (walking x 1.5 rounded up, 2 less for a quad) x tonnage; above 40 rounded up to a
    multiple of 5 (MegaMek TestProtoMek.calcEngineRating; decision D-PM-2)."""
    facts = protomech_tables().engine
    factor = math.ceil(proto.walk_mp * facts.run_factor)
    if proto.is_quad:
        factor -= facts.quad_run_reduction
    rating = max(factor, 0) * proto.tonnage
    if rating > facts.round_above and rating % facts.round_to:
        rating += facts.round_to - rating % facts.round_to
    return rating


def engine_tons(proto: ProtoMech) -> float | None:
    """Below rating 40: rating x 0.025 t; from 40: the Engine Table (None above its last row)."""
    rating = engine_rating(proto)
    facts = protomech_tables().engine
    if rating < facts.small_below:
        return kilos(rating * facts.small_tons_per_point)
    row = catalog().engine(rating)
    return row.tons if row is not None else None


def structure(proto: ProtoMech) -> dict[L, int]:
    """Internal structure points per armored location (empty for a tonnage without a row)."""
    tables = protomech_tables()
    row = tables.structure_row(proto.tonnage)
    if row is None:
        return {}
    main_gun = tables.structure.main_gun_ultraheavy if is_ultraheavy(proto) else tables.structure.main_gun
    points = {L.HEAD: row.head, L.TORSO: row.torso, L.RIGHT_ARM: row.head, L.LEFT_ARM: row.head,
              L.LEGS: row.quad_legs if proto.is_quad else row.legs, L.MAIN_GUN: main_gun}
    return {loc: points[loc] for loc in proto.armored_locations()}


def max_armor(proto: ProtoMech, location: L) -> int:
    """The most armor points a location takes (MegaMek TestProtoMek.maxArmorFactor)."""
    facts = protomech_tables().max_armor
    if location not in proto.armored_locations():
        return 0
    if location is L.HEAD:
        return facts.head_base + facts.head_per_two_tons * (proto.tonnage // 2)
    if location in (L.RIGHT_ARM, L.LEFT_ARM):
        return next((step.points for step in facts.arms if proto.tonnage < step.below), facts.arms[-1].points)
    per = facts.main_gun_per_structure if location is L.MAIN_GUN else facts.per_structure
    return per * structure(proto).get(location, 0)


def has_role(proto: ProtoMech, role: str) -> bool:
    return any((found := item(m.item)) is not None and found.role == role for m in proto.equipment)


def jump_jets(proto: ProtoMech) -> list[str]:
    """The jump jet items (standard or extended) the design mounts."""
    roles = ("jump_jet", "extended_jump_jet")
    return [m.item for m in proto.equipment if (found := item(m.item)) is not None and found.role in roles]


def jump_jet_tons(proto: ProtoMech, extended: bool) -> float:
    facts = protomech_tables().jump_jets
    tons = next((s.tons for s in facts.tons if proto.tonnage < s.below), facts.tons[-1].tons)
    return tons * (facts.extended_factor if extended else 1)


def max_jump_mp(proto: ProtoMech) -> int:
    """Walking MP; running MP (walking x 1.5 rounded up) with extended jump jets (D-PM-1)."""
    if has_role(proto, "extended_jump_jet"):
        return math.ceil(proto.walk_mp * protomech_tables().engine.run_factor)
    return proto.walk_mp


def item_tons(proto: ProtoMech, name: str) -> float:
    """One item's weight: jump jets and the booster by tonnage, others by their row (0 unknown)."""
    found = item(name)
    if found is None:
        return 0.0
    if found.role in ("jump_jet", "extended_jump_jet"):
        return jump_jet_tons(proto, found.role == "extended_jump_jet")
    if found.role == "myomer_booster":
        return kilos(proto.tonnage * protomech_tables().myomer_booster.fraction)
    return found.tons or 0.0


def ammo_tons(lot: ProtoAmmo) -> float:
    """Shots x kilograms a shot, rounded up to the kilogram (0 for unknown ammunition)."""
    row = find_ammo(lot.ammo)
    return kilos(lot.shots * row.kg_per_shot / KILO) if row is not None else 0.0


def heat_sinks(proto: ProtoMech) -> int:
    """One heat sink per point of heat of the energy weapons (MegaMek calcHeatNeutralHSRequirement;
    decision D-PM-1)."""
    return sum(found.heat for m in proto.equipment if (found := item(m.item)) is not None and found.energy)


def armor_points(proto: ProtoMech) -> int:
    return sum(proto.armor.get(loc, 0) for loc in proto.armored_locations())


@dataclass(frozen=True, slots=True)
class Breakdown:
    lines: tuple[WeightLine, ...]

    @property
    def total(self) -> float:
        return round(sum(line.tons for line in self.lines), 6)


def weight_breakdown(proto: ProtoMech) -> Breakdown:
    """Structure, engine, cockpit, heat sinks, armor, then each item and ammunition lot."""
    facts = protomech_tables().weights
    rating = engine_rating(proto)
    lines = [WeightLine("Internal structure", kilos(proto.tonnage * facts.structure_fraction)),
             WeightLine(f"Engine (rating {rating})", engine_tons(proto) or 0.0),
             WeightLine("Cockpit", facts.cockpit_ultraheavy if is_ultraheavy(proto) else facts.cockpit),
             WeightLine(f"Heat sinks ({heat_sinks(proto)})", heat_sinks(proto) * facts.heat_sink),
             WeightLine(f"Armor ({armor_points(proto)} points)",
                        round(armor_points(proto) * facts.armor_per_point, 6))]
    lines += [WeightLine(m.item, item_tons(proto, m.item), m.location.value) for m in proto.equipment]
    lines += [WeightLine(f"{lot.ammo} ({lot.shots})", ammo_tons(lot), L.BODY.value) for lot in proto.ammo]
    return Breakdown(tuple(lines))


def total_weight(proto: ProtoMech) -> float:
    return weight_breakdown(proto).total
