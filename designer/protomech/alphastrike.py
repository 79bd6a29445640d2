"""A ProtoMech's Alpha Strike values (ASC pp. 92-104; decision D-AS-13): size 1, walking (and
jump) MP x 2, armor / 30, structure 1, damage as a ground unit's without heat; in the Point Value
its size counts as a 'Mech's and the defense factor adds 1."""

from __future__ import annotations

import re
from collections import Counter

from designer.alphastrike.card import AlphaStrikeCard
from designer.alphastrike.damage import DamageResult, damage_specials, standard_damage
from designer.alphastrike.mounting import Placed, mounted
from designer.alphastrike.specials import design_specials, merge_specials
from designer.alphastrike.tables import round_half_up, tables, tmm_for_move
from designer.bv.working import Working
from designer.catalog import catalog
from designer.protomech.model import ProtoMech

PROTO_SIZE = 1
PROTO_STRUCTURE = 1
NOISE = re.compile(r"clan|ammo|protomech|[^a-z0-9]")


def _key(name: str) -> str:
    """``Clan Ammo Protomech LRM-3`` and ``Clan LRM 3`` -> ``lrm3``: an ammunition lot's weapon."""
    return NOISE.sub("", name.lower())


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def protomech_card(proto: ProtoMech, work: Working) -> AlphaStrikeCard:
    """The card of one ProtoMech, Point Value 0 (``points`` sets it)."""
    ground, jump = proto.walk_mp * 2, proto.jump_mp * 2
    movement = {"j": jump} if jump == ground and jump else {"": ground, **({"j": jump} if jump else {})}
    work.note("Movement", f"walking {proto.walk_mp} MP x 2 = {ground}\"; "
                          f"jumping {proto.jump_mp} MP x 2 = {jump}\"")
    tmm = tmm_for_move(movement.get("", movement.get("j", 0)))
    points = sum(proto.armor.values())
    armor = round_half_up(points / tables()["armor_divisor"])
    work.note("Armor", f"{points} points / 30, rounded = {armor}; structure {PROTO_STRUCTURE}")
    names = [_id(m.item) for m in proto.equipment]
    placed = [Placed(name, "front", mount.location.value) for name, mount in zip(names, proto.equipment,
                                                                                 strict=True)]
    shots: Counter[str] = Counter()
    for lot in proto.ammo:
        match = next((name for name in names if _key(name) == _key(lot.ammo)), None)
        if match is not None:
            shots[match] += lot.shots
    weapons = mounted(placed, shots, False, work)
    result = DamageResult()
    standard_damage(weapons, None, work, result)
    damage_specials(weapons, 1.0, work, result)
    own = design_specials(names, [lot.ammo for lot in proto.ammo], proto, clan_case=False)
    specials = merge_specials(result.specials + own)
    work.note("Specials", ", ".join(specials) or "none")
    return AlphaStrikeCard(proto.name, "PM", PROTO_SIZE, movement, tmm, armor, PROTO_STRUCTURE, 0,
                           result.damage, 0, tuple(specials), 0)
