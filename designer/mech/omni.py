"""OmniMechs: one document holds the locked base chassis and the named configurations of
pod-mounted equipment (``Mech.omni``, ``Mech.configurations``).

``configuration(mech, name)`` yields the plain 'Mech of one configuration (fixed plus pod items,
``pod`` flags set), so validation, ``info``, sheets and BattleForce reuse the 'Mech code as is;
``with_configuration`` folds an edited configuration back, keeping the chassis locked."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any, TypeGuard

from designer.mech.model import AmmoBin, ChassisChanges, Mech, Mount, OmniConfiguration

# What a configuration may change: the rest of the document is the locked chassis.
CONFIGURATION_FIELDS = ("heat_sinks", "jump_mp", "actuators")
# What ChassisChanges can record besides the fixed items (the scalar and armor fields).
CHANGED_FIELDS = tuple(name for name in ChassisChanges.model_fields if not name.startswith("fixed_"))


class UnknownConfigurationError(KeyError):
    """A configuration name the OmniMech does not have."""


def is_omni_design(unit: object) -> TypeGuard[Mech]:
    """An OmniMech document with named configurations (not one configuration's plain 'Mech)."""
    return isinstance(unit, Mech) and bool(unit.configurations)


def configuration_names(mech: Mech) -> tuple[str, ...]:
    return tuple(mech.configurations)


def base_chassis_heat_sinks(mech: Mech) -> int:
    """Heat sinks fixed in the chassis: the declared count, else the document's own count."""
    return mech.base_chassis_heat_sinks if mech.base_chassis_heat_sinks is not None else mech.heat_sinks


def _pods(items: Iterable[Any], pod: bool) -> tuple[Any, ...]:
    return tuple(item.model_copy(update={"pod": pod}) for item in items)


def configuration(mech: Mech, name: str) -> Mech:
    """The plain 'Mech of configuration ``name`` (any case: "prime" is the Prime): fixed items, then
    the configuration's pod items."""
    if name not in mech.configurations:
        same = [key for key in mech.configurations if key.casefold() == name.casefold()]
        if len(same) != 1:
            known = ", ".join(mech.configurations) or "none"
            raise UnknownConfigurationError(f"no configuration {name!r} (configurations: {known})")
        name = same[0]
    config = mech.configurations[name]
    changes = config.chassis_changes or ChassisChanges()
    fixed = _first(changes.fixed_equipment, config.fixed_slots, mech.equipment)
    fixed_ammo = _first(changes.fixed_ammo, config.fixed_ammo_slots, mech.ammo)
    update: dict[str, Any] = {
        "model": name, "omni": True, "configurations": {},
        "base_chassis_heat_sinks": base_chassis_heat_sinks(mech),
        "heat_sinks": config.heat_sinks if config.heat_sinks is not None else mech.heat_sinks,
        "jump_mp": config.jump_mp if config.jump_mp is not None else mech.jump_mp,
        "actuators": config.actuators if config.actuators is not None else mech.actuators,
        "equipment": _pods(fixed, False) + _pods(config.equipment, True),
        "ammo": _pods(fixed_ammo, False) + _pods(config.ammo, True),
        "meta": config.meta if config.meta is not None else mech.meta,
    }
    update |= {field: value for field in CHANGED_FIELDS if (value := getattr(changes, field)) is not None}
    return mech.model_copy(update=update)


def _first(*choices: Any) -> Any:
    return next(choice for choice in choices if choice is not None)


def configurations(mech: Mech) -> list[Mech]:
    """Every configuration's plain 'Mech, in the document's order."""
    return [configuration(mech, name) for name in mech.configurations]


def expand(unit: Any, only: str | None = None) -> list[Any]:
    """The units a command works on: each configuration of an OmniMech (or just ``only``), else
    the unit itself."""
    if not is_omni_design(unit):
        return [unit]
    if only is not None:
        return [configuration(unit, only)]
    return configurations(unit)


def shown_configuration(unit: Any) -> Any:
    """The unit whose values stand for a file in a list of units: an OmniMech's first configuration
    (the one its design opens at, the Prime of a canon OmniMech), never the bare chassis, which no
    player fields (decision D-GUI-7); any other unit as it is."""
    if not is_omni_design(unit):
        return unit
    return configuration(unit, next(iter(unit.configurations)))


def _key(item: Mount | AmmoBin) -> tuple[Any, ...]:
    return tuple(sorted(item.model_copy(update={"pod": False}).model_dump(mode="json").items()))


def _what(item: Mount | AmmoBin) -> tuple[Any, ...]:
    """An item without its slot: what the chassis locks (the slot within a location may move)."""
    return tuple(sorted(item.model_copy(update={"pod": False, "slot": None}).model_dump(mode="json").items()))


def _moved(base: tuple[Any, ...], fixed: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """``fixed`` when it holds ``base``'s items at other slots (None when nothing moved)."""
    same = sorted(map(_key, base)) == sorted(map(_key, fixed))
    return None if same or sorted(map(_what, base)) != sorted(map(_what, fixed)) else _pods(fixed, False)


Items = tuple[Any, ...]


def _items(mech: Mech) -> tuple[Mount | AmmoBin, ...]:
    return (*mech.equipment, *mech.ammo)


def _split_items(base: Mech, mech: Mech) -> tuple[Items, Items, Items, Items]:
    """(pod equipment, pod ammo, fixed equipment, fixed ammo) of ``mech``: by its pod flags, or, when
    it has none (a 'Mech edited in the designer), every item that is not one of the base's is a pod."""
    if any(item.pod for item in _items(mech)):
        return (tuple(m for m in mech.equipment if m.pod), tuple(b for b in mech.ammo if b.pod),
                tuple(m for m in mech.equipment if not m.pod), tuple(b for b in mech.ammo if not b.pod))
    fixed = _base_matches(base, mech)
    pods = tuple(m for i, m in enumerate(mech.equipment) if ("e", i) not in fixed)
    pod_ammo = tuple(b for i, b in enumerate(mech.ammo) if ("a", i) not in fixed)
    return (pods, pod_ammo, tuple(m for i, m in enumerate(mech.equipment) if ("e", i) in fixed),
            tuple(b for i, b in enumerate(mech.ammo) if ("a", i) in fixed))


def _base_matches(base: Mech, mech: Mech) -> set[tuple[str, int]]:
    """The items of ``mech`` (("e"|"a", index)) that are the base's fixed ones: at the base's slot
    first, else the same item elsewhere in its location (an old MegaMek file without pod marks lays a
    configuration's fixed endo steel or ferro-fibrous slots out where it likes; decision D-MECH3-4)."""
    ours: list[tuple[str, int, Mount | AmmoBin]] = [*(("e", i, m) for i, m in enumerate(mech.equipment)),
                                                    *(("a", i, b) for i, b in enumerate(mech.ammo))]
    exact = Counter(_key(item) for item in _items(base))
    loose = Counter(_what(item) for item in _items(base))
    matched: set[tuple[str, int]] = set()
    for kind, index, item in ours:
        if exact[_key(item)] > 0:
            exact[_key(item)] -= 1
            loose[_what(item)] -= 1
            matched.add((kind, index))
    for kind, index, item in ours:
        if (kind, index) not in matched and loose[_what(item)] > 0:
            loose[_what(item)] -= 1
            matched.add((kind, index))
    return matched


def split_configuration(base: Mech, mech: Mech) -> OmniConfiguration:
    """The configuration of a plain 'Mech on chassis ``base``: its pod items (by flag, else the items
    that are not the base's fixed ones), and whatever it changed in the locked chassis in
    ``chassis_changes``."""
    equipment, ammo, fixed, fixed_ammo = _split_items(base, mech)
    return OmniConfiguration(
        heat_sinks=mech.heat_sinks, jump_mp=mech.jump_mp,
        actuators=mech.actuators if mech.actuators != base.actuators else None,
        equipment=_pods(equipment, False), ammo=_pods(ammo, False),
        fixed_slots=_moved(base.equipment, fixed), fixed_ammo_slots=_moved(base.ammo, fixed_ammo),
        chassis_changes=chassis_changes(base, mech, fixed, fixed_ammo),
        meta=mech.meta if mech.meta != base.meta else None)


def chassis_changes(base: Mech, mech: Mech, fixed: tuple[Any, ...],
                    fixed_ammo: tuple[Any, ...]) -> ChassisChanges | None:
    """What ``mech`` changed in ``base``'s locked chassis (None: nothing)."""
    changed: dict[str, Any] = {}
    values = {"base_chassis_heat_sinks": base_chassis_heat_sinks(base)}
    for field in CHANGED_FIELDS:
        ours = values.get(field, getattr(base, field))
        theirs = getattr(mech, field) if field != "base_chassis_heat_sinks" else mech.base_chassis_heat_sinks
        if theirs is not None and theirs != ours:
            changed[field] = theirs
    if sorted(map(_what, fixed)) != sorted(map(_what, base.equipment)):
        changed["fixed_equipment"] = fixed
    if sorted(map(_what, fixed_ammo)) != sorted(map(_what, base.ammo)):
        changed["fixed_ammo"] = fixed_ammo
    return ChassisChanges(**changed) if changed else None


def with_configuration(omni: Mech, name: str, edited: Mech) -> Mech:
    """``omni`` with configuration ``name`` replaced by the pods, heat sinks, jump MP and actuators of
    ``edited`` (a configuration 'Mech edited in the designer). The chassis stays locked: changes
    of the engine, structure, armor or fixed items are not taken (they are made on the base)."""
    shown = configuration(omni, name)
    fixed = {_key(item) for item in _items(shown) if not item.pod}
    equipment = tuple(m for m in edited.equipment if _key(m) not in fixed)
    ammo = tuple(b for b in edited.ammo if _key(b) not in fixed)
    old = omni.configurations[name]
    update: dict[str, Any] = {"equipment": _pods(equipment, False), "ammo": _pods(ammo, False)}
    for field in CONFIGURATION_FIELDS:  # a value the edit did not change keeps its old form
        if getattr(edited, field) != getattr(shown, field):
            update[field] = getattr(edited, field)
    config = old.model_copy(update=update)
    return omni.model_copy(update={"configurations": {**omni.configurations, name: config}})


def base_chassis(omni: Mech) -> Mech:
    """The locked chassis alone (fixed items only), as a plain 'Mech to edit."""
    return omni.model_copy(update={"configurations": {}, "model": omni.model or "Base chassis",
                                   "heat_sinks": base_chassis_heat_sinks(omni)})


def with_base_chassis(omni: Mech, edited: Mech) -> Mech:
    """``omni`` with its chassis replaced by ``edited`` (its configurations kept)."""
    return edited.model_copy(update={"configurations": omni.configurations, "model": omni.model,
                                     "omni": True, "base_chassis_heat_sinks": edited.heat_sinks})


def gather(chassis: Mech, named: Iterable[tuple[str, Mech]]) -> Mech:
    """One OmniMech document from configuration 'Mechs (``chassis`` gives the base: its fixed items
    and chassis fields); each configuration is split against it."""
    fixed = tuple(m for m in chassis.equipment if not m.pod)
    fixed_ammo = tuple(b for b in chassis.ammo if not b.pod)
    base = chassis.model_copy(update={
        "model": "", "omni": True, "equipment": fixed, "ammo": fixed_ammo, "configurations": {},
        "heat_sinks": base_chassis_heat_sinks(chassis),
        "base_chassis_heat_sinks": base_chassis_heat_sinks(chassis)})
    configs = {name: split_configuration(base, mech) for name, mech in named}
    return base.model_copy(update={"configurations": configs})


def next_configuration_name(omni: Mech) -> str:
    """The first letter A..Z not yet used as a configuration name (then "Configuration N")."""
    used = {name.casefold() for name in omni.configurations}
    letters = (chr(code) for code in range(ord("A"), ord("Z") + 1))
    return next((letter for letter in letters if letter.casefold() not in used),
                f"Configuration {len(omni.configurations) + 1}")


def add_configuration(omni: Mech, name: str) -> Mech:
    """``omni`` with a new, empty configuration ``name`` (the base chassis with no pods)."""
    return omni.model_copy(update={"configurations": {**omni.configurations, name: OmniConfiguration()}})
