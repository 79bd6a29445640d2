"""Construction checks for ProtoMechs. The seeds name ProtoMechs but print no construction
table; the facts are MegaMek's (decision D-PM-1, catalog/data/protomech), each check citing the seed
passage that makes ProtoMechs a built unit and the decision. Locations: head, torso, right_arm,
left_arm, legs, main_gun, body, or None for the whole ProtoMech."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog.names import IS, tech_of
from designer.catalog.protomech_tables import (find_ammo, find_item, not_protomech, protomech_item_names,
                                               protomech_tables)
from designer.model.common import TechBase
from designer.protomech.model import ProtoLocation as L, ProtoMech
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.common.item_names import unknown_item_note
from designer.rules.common.weights import weight_findings
from designer.rules.findings import Finding, Severity, register
from designer.protomech import weights as w

E, W = Severity.ERROR, Severity.WARNING
BUILT = 'seed 003 line 9481: "construction rules for ProtoMechs automatically assume that"'


def _reg(code: str, severity: Severity, title: str, decision: str, example: str, rule: str = BUILT):
    return register(code, severity, title, f"{rule}; decision {decision}", example, "protomech")


TONNAGE = _reg("PROTOMECH-TONNAGE", E, "ProtoMech not 2 to 15 tons",
               "D-PM3-5 (MegaMek TestProtoMek: 2-9 t, ultraheavy 10-15 t)", "a 16-ton ProtoMech",
               'seed 003 lines 9478-9479: "a one-handed, 2-ton ProtoMech can lift"; '
               'seed 003 line 9479: "while a one-handed, 9-ton Proto-"')
CLAN_ONLY = _reg("PROTOMECH-CLAN", E, "ProtoMech not of Clan technology",
                 "D-PM-1 (MegaMek ProtoMek: Clan technology only)", "tech_base: inner_sphere")
ENGINE = _reg("PROTOMECH-ENGINE", E, "No engine for this walking MP",
              "D-PM-2 (rating = running MP x tonnage, on the Engine Table)", "walk_mp: 0")
OVERWEIGHT = _reg("PROTOMECH-OVERWEIGHT", E, "Components weigh more than the ProtoMech",
                  "D-PM-1 (weights to the kilogram)", "a 2-ton ProtoMech with 2.1 tons of parts")
UNDERWEIGHT = _reg("PROTOMECH-UNDERWEIGHT", W, "Tonnage left unused", "D-PM-1 (weights to the kilogram)",
                   "a 5-ton ProtoMech with 4.5 tons of parts")
ARMOR_MAX = _reg("PROTOMECH-ARMOR-MAX", E, "More armor in a location than it takes",
                 "D-PM-1 (MegaMek TestProtoMek.maxArmorFactor)", "8 points on a 2-ton ProtoMech's head")
ARMOR_LOCATION = _reg("PROTOMECH-ARMOR-LOCATION", E, "Armor on a location the ProtoMech lacks",
                      "D-PM-1 (a quad has no arms; the main gun location only with a main gun)",
                      "a quad with armor on its arms")
QUAD_RUN = _reg("PROTOMECH-QUAD-RUN", E, "Quad ProtoMech running below its minimum",
                "D-PM-1 (MegaMek TestProtoMek.QUAD_MIN_RUN_MP: 3)", "a quad walking 1 (running 2)")
JUMP_MAX = _reg("PROTOMECH-JUMP-MAX", E, "Jump MP above what the jump jets allow",
                "D-PM-1 (MegaMek TestProtoMek.maxJumpMP)", "walk_mp 4, jump_mp 6 with standard jump jets")
JUMP_JETS = _reg("PROTOMECH-JUMP-JETS", E, "Jump jets not one per jump MP",
                 "D-PM-1 (one jump jet per jump MP)", "jump_mp 4 with three jump jets")
MOUNT_LOCATION = _reg("PROTOMECH-MOUNT-LOCATION", E, "Item in a location that mounts none",
                      "D-PM-1 (MegaMek TestProtoMek.maxSlotsByLocation)", "a laser in the legs")
SLOTS = _reg("PROTOMECH-SLOTS", E, "More items in a location than it has slots",
             "D-PM-1 (torso 2, arm 1, main gun 1; a quad's torso 4); D-PM3-5 (ultraheavy)",
             "three weapons in a biped's torso")
LOCATION_WEIGHT = _reg("PROTOMECH-LOCATION-WEIGHT", E, "More weight in a location than it carries",
                       "D-PM-1 (torso 2 t, arm 0.5 t; a quad's torso 5 t); D-PM3-5 (ultraheavy)",
                       "a 1-ton SRM 4 in an arm")
UNKNOWN_ITEM = _reg("PROTOMECH-UNKNOWN-ITEM", E, "Item not in the ProtoMech catalog",
                    "D-PM-1 (catalog/data/protomech and the Clan Level 2 rows)", "item: Death Ray")
UNKNOWN_AMMO = _reg("PROTOMECH-UNKNOWN-AMMO", E, "Ammunition not in the ProtoMech catalog",
                    "D-PM-1 (catalog/data/protomech and the Clan Level 2 rows)", "ammo: Clan Ammo Phaser")
NOT_PROTOMECH = _reg("PROTOMECH-ITEM-NOT-ALLOWED", E, "Item a ProtoMech may not mount",
                     "D-PM3-3 (MegaMek TestProtoMek: F_PROTO_WEAPON, F_PROTOMEK_EQUIPMENT; "
                     "catalog/data/protomech/legality.yaml)", "item: Clan Arrow IV")
AMMO_NO_WEAPON = _reg("PROTOMECH-AMMO-NO-WEAPON", E, "Ammunition for a weapon not carried",
                      "D-PM-1 (a lot feeds a weapon the ProtoMech mounts)", "SRM 2 ammunition and no SRM 2")
TECH_BASE = _reg("PROTOMECH-TECH-BASE", E, "Inner Sphere item on a Clan ProtoMech",
                 "D-PM-1 (MegaMek ProtoMek: Clan technology only); D-ARCH-4 (a table per tech base); "
                 "D-NAMES-1 (a name without a tech base names the design's item)", "item: AC/5")
CHECK_FAILED = register_check_failed("protomech")

ARMS = (L.RIGHT_ARM, L.LEFT_ARM)
MOUNTING = (L.TORSO, L.RIGHT_ARM, L.LEFT_ARM, L.MAIN_GUN)


# 2 to 15 tons: over 9 an ultraheavy ProtoMech (decision D-PM3-5).
def _check_tonnage(proto: ProtoMech) -> Iterator[Finding]:
    limits = protomech_tables().tonnage
    if not limits.min <= proto.tonnage <= limits.max:
        yield TONNAGE.finding(f"A ProtoMech weighs {limits.min} to {limits.max} tons (over "
                              f"{limits.standard_max} an ultraheavy one); this one weighs {proto.tonnage}.")


# ProtoMechs are Clan technology (decision D-PM-1).
def _check_clan(proto: ProtoMech) -> Iterator[Finding]:
    if proto.tech_base is not TechBase.CLAN:
        yield CLAN_ONLY.finding(f"ProtoMechs are Clan technology; this one is {proto.tech_base.value}.")


# The engine rating follows from the walking MP; it must be positive and on the Engine Table (D-PM-2).
def _check_engine(proto: ProtoMech) -> Iterator[Finding]:
    rating = w.engine_rating(proto)
    if proto.walk_mp < 1 or rating <= 0:
        yield ENGINE.finding(f"Walking MP {proto.walk_mp} gives engine rating {rating}; a ProtoMech needs "
                             "a positive rating.")
    elif w.engine_tons(proto) is None:
        yield ENGINE.finding(f"Engine rating {rating} is beyond the Engine Table.")


# The components may not weigh more than the ProtoMech (decision D-PM-1).
def _check_weight(proto: ProtoMech) -> Iterator[Finding]:
    yield from weight_findings(w.total_weight(proto), proto.tonnage, "ProtoMech", OVERWEIGHT, UNDERWEIGHT)


# Each location takes at most its maximum armor; locations the design lacks take none (D-PM-1).
# A tonnage without a structure row has no maximum to check: PROTOMECH-TONNAGE says so (D-PM3-4).
def _check_armor(proto: ProtoMech) -> Iterator[Finding]:
    if protomech_tables().structure_row(proto.tonnage) is None:
        return
    present = proto.armored_locations()
    for location, points in proto.armor.items():
        if location not in present and points > 0:
            yield ARMOR_LOCATION.finding(f"{points} armor points on the {location.value}, which this "
                                         "ProtoMech does not have.", location.value)
        elif location in present and points > w.max_armor(proto, location):
            most = w.max_armor(proto, location)
            yield ARMOR_MAX.finding(f"The {location.value} takes at most {most} armor points; it has "
                                    f"{points}.", location.value)


# A quad ProtoMech runs at least 3 MP (decision D-PM-1).
def _check_quad(proto: ProtoMech) -> Iterator[Finding]:
    least = protomech_tables().quad_min_run_mp
    if proto.is_quad and w.run_mp(proto) < least:
        yield QUAD_RUN.finding(f"A quad ProtoMech runs at least {least} MP; this one runs {w.run_mp(proto)}.")


# Jump MP: at most the walking MP (the running MP with extended jump jets); one jet per MP (D-PM-1).
def _check_jump(proto: ProtoMech) -> Iterator[Finding]:
    if proto.jump_mp > w.max_jump_mp(proto):
        yield JUMP_MAX.finding(f"Jump MP {proto.jump_mp} is more than the {w.max_jump_mp(proto)} this "
                               "ProtoMech's jump jets allow.")
    jets = len(w.jump_jets(proto))
    if jets != proto.jump_mp:
        yield JUMP_JETS.finding(f"Jump MP {proto.jump_mp} needs {proto.jump_mp} jump jets; {jets} are "
                                "mounted.")


def location_limits(proto: ProtoMech, location: L) -> tuple[int, float | None]:
    """(slots, tons) of a location: none outside the torso, arms and an existing main gun; an
    ultraheavy ProtoMech's own limits (D-PM3-5)."""
    limits = protomech_tables().locations
    facts = limits.ultraheavy if w.is_ultraheavy(proto) else limits
    if location not in MOUNTING or location not in proto.armored_locations():
        return 0, 0.0
    limit = {L.TORSO: facts.torso, L.MAIN_GUN: facts.main_gun}.get(location, facts.arm)
    if proto.is_quad:
        return limit.quad_slots, limit.quad_tons
    return limit.slots, limit.tons


def _slotted(proto: ProtoMech, location: L) -> list[str]:
    """Items that take a slot: weapons and equipment, not the body's motive items."""
    return [m.item for m in proto.items_at(location)
            if (found := find_item(m.item)) is None or found.role in ("weapon", "equipment")]


# Head and legs mount nothing; torso, arms and main gun up to their slots and weight (D-PM-1).
def _check_locations(proto: ProtoMech) -> Iterator[Finding]:
    if protomech_tables().structure_row(proto.tonnage) is None:
        return   # no location limits outside 2-15 t: PROTOMECH-TONNAGE says so (D-PM3-4)
    for location in L:
        if location is L.BODY:
            continue
        items = _slotted(proto, location)
        slots, tons = location_limits(proto, location)
        if items and slots == 0:
            yield MOUNT_LOCATION.finding(f"The {location.value} of this ProtoMech mounts nothing; it holds "
                                         f"{', '.join(items)}.", location.value)
            continue
        if len(items) > slots:
            yield SLOTS.finding(f"The {location.value} has {slots} slots; {len(items)} items are there.",
                                location.value)
        weight = round(sum(w.item_tons(proto, name) for name in items), 6)
        if tons is not None and weight > tons:
            yield LOCATION_WEIGHT.finding(f"The {location.value} carries at most {tons:g} tons; its items "
                                          f"weigh {weight:g}.", location.value)


# Every item is known; none is one a ProtoMech may not mount (D-PM-1, D-PM3-3).
def _check_items(proto: ProtoMech) -> Iterator[Finding]:
    for mount in proto.equipment:
        found = find_item(mount.item)
        if found is None:
            yield UNKNOWN_ITEM.finding(f"'{mount.item}' is not a known ProtoMech item (the catalog holds "
                                       f"the Level 2 ProtoMech items).{unknown_item_note(proto, mount.item)}",
                                       mount.location.value)
        elif (row := not_protomech(found.id)) is not None:
            yield NOT_PROTOMECH.finding(f"A ProtoMech may not mount the {found.id}: {row.reason}.",
                                        mount.location.value)
        elif proto.tech_base is not TechBase.MIXED and tech_of(protomech_item_names(), mount.item) == IS:
            yield TECH_BASE.finding(f"'{mount.item}' is an Inner Sphere item on a Clan ProtoMech: this mixes "
                                    "Inner Sphere and Clan technology.",
                                    mount.location.value)


# Every lot is known ammunition for a weapon the ProtoMech mounts (D-PM-1).
def _check_ammo(proto: ProtoMech) -> Iterator[Finding]:
    mounted = {found.id for m in proto.equipment if (found := find_item(m.item)) is not None}
    for lot in proto.ammo:
        row = find_ammo(lot.ammo)
        if row is None:
            yield UNKNOWN_AMMO.finding(f"'{lot.ammo}' is not known ProtoMech ammunition."
                                       f"{unknown_item_note(proto, lot.ammo, 'ammo')}", L.BODY.value)
        elif row.weapon not in mounted:
            yield AMMO_NO_WEAPON.finding(f"{lot.ammo} feeds a {row.weapon}, which this ProtoMech does not "
                                         "mount.", L.BODY.value)


CHECKS = (_check_tonnage, _check_clan, _check_engine, _check_weight, _check_armor, _check_quad, _check_jump,
          _check_locations, _check_items, _check_ammo)


def check_protomech(proto: ProtoMech) -> list[Finding]:
    """Every construction finding for ``proto``."""
    return run_checks(CHECKS, proto, failed=CHECK_FAILED)
