"""Technology edits of the kinds that carry the 'Mech's technology fields (vehicles, fighters,
buildings; decision D-L2K-1): tech base, rules level and year (decision D-GUI3-3).

- Clan or mixed technology is Level 2: the rules level rises to at least 2, as a 'Mech's does
  (``technology.minimum_rules_level``), so the editor offers the Clan catalog at once.
- A switch between Inner Sphere and Clan converts what has a counterpart of the new tech base, by
  the names as the 'Mech's switch does (D-GUI2-2, ``technology.base_name``): a construction type
  (XL Fusion -> Clan XL Fusion, Ferro-Fibrous -> Clan Ferro-Fibrous; the kind's tables, its
  ``KindFacts.construction_rows``) and an item the design is now offered (IS ER Large Laser ->
  Clan ER Large Laser) with its ammunition. What has none stays as it is; the validator says so."""

from __future__ import annotations

from typing import Any, TypeVar

from designer.editing import facts
from designer.editing.technology import base_name, minimum_rules_level
from designer.editing.units import Armed, update
from designer.model.common import TechBase
from designer.rules.common.technology import fits_tech_base

A = TypeVar("A", bound=Armed)


def set_technology(unit: A, **changes: Any) -> A:
    """``unit`` with a new tech base, rules level or year (``changes``), converted as above."""
    edited = update(unit, **changes)
    floor = minimum_rules_level(edited.tech_base)
    if edited.rules_level < floor:
        edited = update(edited, rules_level=floor)
    if edited.tech_base is unit.tech_base or edited.tech_base is TechBase.MIXED:
        return edited
    return _convert_items(_convert_types(edited))


def _convert_types(unit: A) -> A:
    """Each construction type of the other tech base becomes its twin of the design's, if any."""
    changes: dict[str, str] = {}
    for field, rows in facts.construction_rows(unit).items():
        value = getattr(unit, field)
        row = next((r for r in rows if value is not None and r.id == str(value)), None)
        if row is None or fits_tech_base(row.tech_base, unit.tech_base):
            continue
        twin = next((r for r in rows if base_name(r.name) == base_name(row.name)
                     and fits_tech_base(r.tech_base, unit.tech_base)), None)
        if twin is not None:
            changes[field] = twin.id
    return update(unit, **changes) if changes else unit


def _convert_items(unit: A) -> A:
    """Each weapon or item the design is not offered becomes the one of the same name it is."""
    offered_names = facts.weapon_names(unit)
    offered = {base_name(name): name for name in offered_names}
    allowed = set(offered_names)

    def twin(name: str) -> str:
        return name if name in allowed else offered.get(base_name(name), name)

    weapons = [mount.model_copy(update={"item": twin(mount.item)}) for mount in unit.weapons]
    ammo = [lot.model_copy(update={"weapon": twin(lot.weapon)}) for lot in unit.ammo]
    return update(unit, weapons=weapons, ammo=ammo)


def type_choices(unit: Armed, field: str, current: str | None) -> list[facts.TypeRow]:
    """The rows of a construction type ``field`` the design's tech base may use, as the 'Mech's
    pickers offer (``construction.construction_choices``); the ``current`` row is kept when it is of
    the other tech base, so the picker shows what the design holds (the validator reports it)."""
    rows = facts.construction_rows(unit).get(field, [])
    return [row for row in rows if row.id == current or fits_tech_base(row.tech_base, unit.tech_base)]
