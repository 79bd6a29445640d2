"""Edits of vehicles, infantry platoons, buildings and fighters: each takes a unit document and
returns the edited copy (revalidated, so a bad value fails here, not in a view). The weapon
location field is ``location`` for vehicles and fighters and ``arc`` for buildings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar, get_args

from designer.catalog import catalog
from designer.rules.common.ammo import ammo_lot
from designer.kinds import unit_kind
from designer.model.common import TechBase, UnitDocument, revised

# A document these edits take: any kind's (naming the 'Mech here would make every kind whose
# editor uses these edits import the 'Mech); a 'Mech's own edits are designer.mech.edits.
Unit = UnitDocument
U = TypeVar("U")


class Armed(Protocol):
    """A unit with a weapons list and ammunition lots and the technology fields (a vehicle, a
    building, a fighter; model.common.Technology): named by what it holds, so that no kind's
    document is named here."""

    @property
    def tech_base(self) -> TechBase: ...

    @property
    def rules_level(self) -> int: ...

    @property
    def year(self) -> int | None: ...

    @property
    def weapons(self) -> Sequence[Any]: ...

    @property
    def ammo(self) -> Sequence[Any]: ...


class Armored(Protocol):
    """A unit with armor points by location (a vehicle, a fighter)."""

    @property
    def armor(self) -> Mapping[Any, int]: ...


A = TypeVar("A", bound=Armed)
R = TypeVar("R", bound=Armored)


def item_type(unit: Any, field: str) -> Any:
    """The document class one item of a unit's list field holds, as the unit's own model declares
    it (``ammo``: a vehicle's AmmoLot, a fighter's FighterAmmo...)."""
    return get_args(type(unit).model_fields[field].annotation)[0]


def blank_unit(kind: str) -> Unit:
    """A new design of ``kind`` with nothing chosen yet beyond what its document requires (the
    blank its unit kind registration names, ``designer.kinds``)."""
    make = unit_kind(str(kind)).piece("blank")
    if make is None:
        raise ValueError(f"no blank design for {kind!r} units")
    return make()


def update(unit: U, **changes: Any) -> U:
    """A copy of ``unit`` (a unit document) with ``changes``, validated like a file would be."""
    return revised(unit, **changes)  # type: ignore[type-var]


def set_names(unit: Unit, chassis: str, model: str) -> Unit:
    return update(unit, chassis=chassis, model=model)


def location_field(unit: Any) -> str:
    """Where a weapon mount says it is: ``arc`` on a building's mounts, else ``location``."""
    return "arc" if "arc" in item_type(unit, "weapons").model_fields else "location"


def add_weapon(unit: A, name: str, where: str) -> A:
    """Adds a weapon of the Weapons Table, or a Level 2 catalog item (the editors offer a Level 2
    design its equipment too: CASE, Artemis IV...), at ``where`` (a location or arc)."""
    from designer.editing.facts import weapon_names   # the editors' lists

    item = catalog().weapon(name) or catalog().find(name)
    if item is None and name not in weapon_names(unit):   # a support vehicle's own items: by name
        raise KeyError(f"{name!r} is not on the Weapons Table")
    item_id = item.id if item is not None else name
    mount = item_type(unit, "weapons")(item=item_id, **{location_field(unit): where})
    return update(unit, weapons=[*unit.weapons, mount])


def move_weapon(unit: A, index: int, where: str) -> A:
    weapons = list(unit.weapons)
    weapons[index] = weapons[index].model_copy(update={location_field(unit): type(getattr(weapons[index],
                                                                                  location_field(unit)))(where)})
    return update(unit, weapons=weapons)


def remove_weapon(unit: A, index: int) -> A:
    return update(unit, weapons=[m for i, m in enumerate(unit.weapons) if i != index])


def ammo_lot_tons(weapon_name: str) -> float:
    """A lot of ammunition: a ton, or half a ton for machine guns."""
    weapon = catalog().weapon(weapon_name)
    return ammo_lot(weapon) if weapon is not None else catalog().common.ammo_lot_tons


def add_ammo(unit: A, weapon_name: str, where: str | None = None) -> A:
    """One lot of ammunition; a fighter's bin also gets an equipment location."""
    weapon = catalog().weapon(weapon_name)
    if weapon is None or not weapon.uses_ammo:
        raise KeyError(f"{weapon_name!r} is not a weapon that uses ammunition")
    lot_type = item_type(unit, "ammo")   # a fighter's bin has a location (the nose unless given)
    placed = {"location": where} if where and "location" in lot_type.model_fields else {}
    lot = lot_type(weapon=weapon.id, tons=ammo_lot_tons(weapon.id), **placed)
    return update(unit, ammo=[*unit.ammo, lot])


def set_ammo_tons(unit: A, index: int, tons: float) -> A:
    ammo = list(unit.ammo)
    ammo[index] = ammo[index].model_copy(update={"tons": tons})
    return update(unit, ammo=ammo)


def remove_ammo(unit: A, index: int) -> A:
    return update(unit, ammo=[lot for i, lot in enumerate(unit.ammo) if i != index])


def set_armor(unit: R, location: str, points: int) -> R:
    armor = {str(k): v for k, v in unit.armor.items()}
    armor[location] = points
    return update(unit, armor={k: v for k, v in armor.items() if v})
