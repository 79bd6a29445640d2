"""What a 'Mech read from an MTF file keeps in its ``meta`` (the keys ``mtf_meta`` names): every
line the model does not interpret, and every line the file writes otherwise than the writer would
(the writer's own forms decide what needs keeping, so this reader-side step sits above both)."""

from __future__ import annotations

from designer.mech import mtf_meta as meta_
from designer.mech import mtf_writer
from designer.mech.model import Mech, MechLocation
from designer.rules.common.memo import copy_with


def kept(mech: Mech, read: dict[str, object], values: dict[str, str], weapons: list[str],
         blocks: dict[MechLocation, list[str]]) -> dict[str, object]:
    """The meta of a 'Mech read from an MTF file: ``read`` the uninterpreted keys as read,
    ``values`` the interpreted ones, ``weapons`` the ``Weapons:`` list, ``blocks`` the slot lines.
    What the writer would write anyway is left out."""
    meta = read_keys(mech, read)
    own = {meta_.normal_text(line) for line in mtf_writer.header_lines(mech)}   # holds the checked keys
    for key in meta_.CHECKED_KEYS:
        value = values.get(key, "")
        if value and meta_.normal_text(f"{key}:{value}") not in own:
            meta[key] = value
    own_list = mtf_writer.weapons_lines(mech)   # first: the copy below starts with mech's critical table
    slots = _spelled_slots(mtf_writer.own_blocks(copy_with(mech, {"meta": meta})), blocks)
    if slots:
        meta[meta_.SLOTS_KEY] = slots
    if weapons != own_list:
        meta[meta_.WEAPONS_KEY] = {"lines": list(weapons), "for": own_list}
    return meta


def read_keys(mech: Mech, read: dict[str, object]) -> dict[str, object]:
    """The uninterpreted keys as read, less a default value and the quirk the design holds: the
    meta of a 'Mech read only to be checked, never written back (no writer's lines compared)."""
    defaults = meta_.DEFAULTS
    meta = {key: value for key, value in read.items()
            if not (isinstance(value, str) and key in defaults and meta_.same_text(value, defaults[key]))}
    if mech.weapon_pod_arms and [q.casefold() for q in meta_.kept_values(meta, "quirk")] == ["no_arms"]:
        del meta["quirk"]   # the one quirk the design holds (weapon_pod_arms); the writer writes it
    return meta


def _spelled_slots(own: dict[MechLocation, list[str]], blocks: dict[MechLocation, list[str]]
                   ) -> dict[str, dict[str, str]]:
    """Slot lines the file writes otherwise than the writer would (``ISAC10``, ``(Split)``,
    ``(OMNIPOD)``, a fixed component the model does not place), by location and 1-based line."""
    out: dict[str, dict[str, str]] = {}
    for location, lines in own.items():
        for position, text in enumerate(blocks.get(location, [])[:12], 1):
            if text != lines[position - 1]:
                out.setdefault(location.value, {})[str(position)] = text
    return out
