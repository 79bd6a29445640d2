"""Qt-free editing of a ProtoMech: edits as functions document -> document, the item
choices of each location, and the facts the GUI's status line and weight table show (computed by
``protomech.validation``; nothing here is a rule)."""

from __future__ import annotations

from designer.model.common import revised
from designer.catalog.protomech_tables import (
    ProtoItem, ammo_write_name, find_ammo, find_item, item_choices, protomech_tables,
)
from designer.editing.kind_facts import KindFacts, power_line
from designer.protomech.model import ProtoAmmo, ProtoLocation as L, ProtoMech, ProtoMount
from designer.rules.common.weights import WeightLine
from designer.protomech import weights as w
from designer.protomech.validation import MOUNTING, location_limits

SLOTTED_ROLES = ("weapon", "equipment")   # what takes a location's slot and weight

# Where the editor offers to put an item: the locations that may mount something, and the body.
PLACES = (L.TORSO, L.RIGHT_ARM, L.LEFT_ARM, L.MAIN_GUN, L.BODY)
BODY_ROLES = ("jump_jet", "extended_jump_jet", "myomer_booster")


update = revised   # a copy with the changes, validated as a file would be


def tonnage_range_text() -> str:
    """The tonnage note beside the editor's spin box, from the one table PROTOMECH-TONNAGE checks."""
    limits = protomech_tables().tonnage
    return f"{limits.min} to {limits.max} t (over {limits.standard_max} t: ultraheavy)"


def set_armor(proto: ProtoMech, location: str, points: int) -> ProtoMech:
    return proto.model_copy(update={"armor": {**proto.armor, L(location): max(points, 0)}})


def maximum_armor(proto: ProtoMech) -> ProtoMech:
    """Every armored location filled to the most points it takes (``weights.max_armor``)."""
    filled = {loc: w.max_armor(proto, loc) for loc in proto.armored_locations()}
    return proto.model_copy(update={"armor": filled})


def add_item(proto: ProtoMech, item: str, location: str) -> ProtoMech:
    """Adds ``item`` at ``location``; jump jets and the myomer booster always go to the body."""
    found = find_item(item)
    place = L.BODY if found is not None and found.role in BODY_ROLES else L(location)
    return proto.model_copy(update={"equipment": (*proto.equipment, ProtoMount(item=item, location=place))})


def remove_item(proto: ProtoMech, index: int) -> ProtoMech:
    items = list(proto.equipment)
    if 0 <= index < len(items):
        del items[index]
    return proto.model_copy(update={"equipment": tuple(items)})


def add_ammo(proto: ProtoMech, ammo: str, shots: int) -> ProtoMech:
    lot = ProtoAmmo(ammo=ammo, shots=max(shots, 1))
    return proto.model_copy(update={"ammo": (*proto.ammo, lot)})


def remove_ammo(proto: ProtoMech, index: int) -> ProtoMech:
    lots = list(proto.ammo)
    if 0 <= index < len(lots):
        del lots[index]
    return proto.model_copy(update={"ammo": tuple(lots)})


def set_main_gun(proto: ProtoMech, present: bool) -> ProtoMech:
    """The main gun location on or off; off drops its armor (its items stay, for the findings)."""
    armor = dict(proto.armor)
    if not present:
        armor.pop(L.MAIN_GUN, None)
    return proto.model_copy(update={"main_gun": present, "armor": armor})


def item_names(proto: ProtoMech | None = None) -> list[tuple[str, str]]:
    """(catalog id, shown name) of every item the editor offers; with ``proto``, only those it can
    mount now: a weapon or equipment no heavier than one of its locations carries (the torso, arms
    and main gun limits of PROTOMECH-LOCATION-WEIGHT, D-PM-1); body items always."""
    return [(item.id, item.id) for item in item_choices() if proto is None or fits(proto, item)]


def fits(proto: ProtoMech, item: ProtoItem) -> bool:
    if item.role not in SLOTTED_ROLES:
        return True
    room = [tons for slots, tons in (location_limits(proto, loc) for loc in MOUNTING) if slots]
    return any(tons is None or w.item_tons(proto, item.id) <= tons for tons in room)


def ammo_names(proto: ProtoMech) -> list[str]:
    """The MegaMek ammunition names of the weapons the design mounts (known ones only)."""
    names = []
    for mount in proto.equipment:
        found = find_item(mount.item)
        if found is None:
            continue
        for candidate in (f"{found.id} Ammo", found.id):
            if find_ammo(candidate) is not None:
                names.append(ammo_write_name(candidate))
                break
    return list(dict.fromkeys(names))


class _ProtoMechFacts(KindFacts):
    def armor_points_per_ton(self) -> int:
        return 0   # ProtoMech armor is bought by the point (50 kg each), not by the ton

    def weight_lines(self, unit: ProtoMech) -> list[WeightLine]:  # type: ignore[override]
        return list(w.weight_breakdown(unit).lines)

    def movement_text(self, unit: ProtoMech) -> str:  # type: ignore[override]
        jump = f" / {unit.jump_mp} jump" if unit.jump_mp else ""
        return f"MP {unit.walk_mp} walk / {w.run_mp(unit)} run{jump}"

    def power_text(self, unit: ProtoMech) -> str:  # type: ignore[override]
        return power_line(w.engine_rating(unit), w.heat_sinks(unit))


PROTOMECH_FACTS = _ProtoMechFacts()
