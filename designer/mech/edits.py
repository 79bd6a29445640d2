"""Structure and equipment edits of a 'Mech: each takes a 'Mech and returns the edited copy.

Heat sinks and jump jets exist twice in a design: as totals (``heat_sinks``, ``jump_mp``) that
carry their weight, and as one-slot mounts that place them. Edits keep the mounts in step with
the totals: jump jets = Jump MP; heat sink mounts = heat sinks - engine rating / 25 (seed 000,
Complete Record Sheet)."""

from __future__ import annotations

from designer.catalog import EquipmentKind, catalog
from designer.mech.choices import ARM_ACTUATORS, ArmOption, engine_rating, walking_mp_range
from designer.mech.spreadable import add_spreadable, is_spreadable
from designer.mech.model import AmmoBin, Mech, MechConfig, MechLocation, Mount
from designer.mech.construction import heat_sink_type
from designer.mech.layout import heat_sinks_to_place

HEAT_SINK = "Heat Sink"
JUMP_JET = "Jump Jet"
SLOT_MOUNTS = (HEAT_SINK, JUMP_JET)
_PLACED_KINDS = (EquipmentKind.HEAT_SINK, EquipmentKind.JUMP_JET)


def blank_mech(tonnage: int = 20, chassis: str = "New 'Mech") -> Mech:
    """A 'Mech with nothing chosen yet: walking MP 1, the engine's ten heat sinks, no armor."""
    low, _ = walking_mp_range(tonnage)
    return sync_slot_mounts(Mech(chassis=chassis, tonnage=tonnage, walking_mp=low,
                                 engine_rating=engine_rating(tonnage, low)))


# A new design in the window starts valid: 50 tons walking 5, so the 250-rated
# engine holds all ten heat sinks (rating / 25, seed 000 Complete Record Sheet) and none waits
# for a slot; its one finding says how many tons are left to spend.
STARTING_TONNAGE, STARTING_WALKING_MP = 50, 5


def starting_mech(chassis: str = "New 'Mech") -> Mech:
    return set_walking_mp(blank_mech(STARTING_TONNAGE, chassis), STARTING_WALKING_MP)


def _update(mech: Mech, **changes: object) -> Mech:
    return Mech.model_validate(mech.model_dump(by_alias=True) | changes)


def set_names(mech: Mech, chassis: str, model: str) -> Mech:
    return _update(mech, chassis=chassis, model=model)


def set_tonnage(mech: Mech, tonnage: int) -> Mech:
    """New tonnage; walking MP is kept if the engine exists, else lowered to the largest legal."""
    low, high = walking_mp_range(tonnage)
    walking = min(max(mech.walking_mp, low), high)
    edited = _update(mech, tonnage=tonnage, walking_mp=walking, engine_rating=engine_rating(tonnage, walking))
    return sync_slot_mounts(_update(edited, jump_mp=min(edited.jump_mp, walking)))


def set_walking_mp(mech: Mech, walking: int) -> Mech:
    """New walking MP; the engine rating follows (tonnage x walking MP)."""
    edited = _update(mech, walking_mp=walking, engine_rating=engine_rating(mech.tonnage, walking))
    return sync_slot_mounts(_update(edited, jump_mp=min(edited.jump_mp, walking)))


def set_jump_mp(mech: Mech, jump: int) -> Mech:
    return sync_slot_mounts(_update(mech, jump_mp=jump))


def set_heat_sinks(mech: Mech, count: int) -> Mech:
    return sync_slot_mounts(_update(mech, heat_sinks=count))


def set_armor_tons(mech: Mech, tons: float) -> Mech:
    return _update(mech, armor_tons=tons)


def set_arm(mech: Mech, location: MechLocation, option: ArmOption) -> Mech:
    """Keeps the actuators of ``option`` in an arm; equipment in freed or lost slots stays put
    (validation reports anything left on top of an actuator)."""
    actuators = dict(mech.actuators)
    actuators[location] = ARM_ACTUATORS[option]
    if option is ArmOption.FULL:
        del actuators[location]
    fixed = {where: slots for where, slots in mech.fixed_slots.items() if where is not location}
    return _update(mech, actuators=actuators, fixed_slots=fixed)   # the arm as the option lays it out


def set_config(mech: Mech, quad: bool, lam: bool) -> Mech:
    """Biped or quad, LAM or not. Switching between biped and quad unplaces everything that
    sat in a limb that no longer exists and drops its armor; a quad has no weapon pod arms."""
    config = MechConfig.QUAD if quad else MechConfig.BIPED
    edited = _update(mech, config=config, lam=lam, actuators={} if quad else mech.actuators,
                     weapon_pod_arms=mech.weapon_pod_arms and not quad)
    kept = set(edited.locations)
    equipment = [m if m.location in kept or m.location is None else _unplaced(m) for m in edited.equipment]
    ammo = [b if b.location in kept or b.location is None else _unplaced(b) for b in edited.ammo]
    armor = {loc: value for loc, value in edited.armor.items() if loc in kept}
    return _update(edited, equipment=equipment, ammo=ammo, armor=armor)


def set_weapon_pod_arms(mech: Mech, pods: bool) -> Mech:
    """Arms that are weapon pods and cannot punch (Locust, Jenner, Cicada); a biped's only, as
    a quad has no arms."""
    return _update(mech, weapon_pod_arms=pods and not mech.is_quad)


def _unplaced(entry: Mount | AmmoBin) -> Mount | AmmoBin:
    return entry.model_copy(update={"location": None, "slot": None, "rear": False} if isinstance(entry, Mount)
                            else {"location": None, "slot": None})


def sync_slot_mounts(mech: Mech) -> Mech:
    """Adds or removes heat sink and Jump Jet mounts to match the totals (unplaced ones go
    first when removing; new ones start unallocated). Heat sink mounts are the item of the
    design's heat sink type (data/construction.yaml ``item``); mounts of another type go."""
    sink_item = heat_sink_type(mech).item
    wanted = {row.item: 0 for row in catalog().construction.heat_sinks}
    wanted |= {sink_item: heat_sinks_to_place(mech), JUMP_JET: max(mech.jump_mp, 0)}
    equipment = list(mech.equipment)
    for name, count in wanted.items():
        equipment = _resize(equipment, name, count)
    return mech if tuple(equipment) == mech.equipment else _update(mech, equipment=equipment)


def _resize(equipment: list[Mount], name: str, count: int) -> list[Mount]:
    indexes = [i for i, mount in enumerate(equipment) if _is(mount, name)]
    if len(indexes) < count:
        return equipment + [Mount(item=name)] * (count - len(indexes))
    unplaced_first = sorted(indexes, key=lambda i: (equipment[i].location is not None, -i))
    drop = set(unplaced_first[:len(indexes) - count])
    return [mount for i, mount in enumerate(equipment) if i not in drop]


def _is(mount: Mount, name: str) -> bool:
    item = catalog().find(mount.item)
    return item is not None and item.id == name


def add_item(mech: Mech, name: str) -> Mech:
    """Adds a weapon (or a hatchet), unallocated; a spreadable item is placed at once."""
    item = catalog().find(name)
    if item is None:
        raise KeyError(f"no catalog item called {name!r}")
    if is_spreadable(item.id):
        return add_spreadable(mech, item.id)   # TSM: its six slots, placed at once
    return _update(mech, equipment=[*mech.equipment, Mount(item=item.id)])


def remove_mount(mech: Mech, index: int) -> Mech:
    return _update(mech, equipment=[m for i, m in enumerate(mech.equipment) if i != index])


def add_ammo(mech: Mech, weapon_name: str, half: bool = False, kind: str = "standard") -> Mech:
    """Adds one ton (or half a ton, machine guns only) of ammunition of type ``kind`` (D-AMMO-1),
    unallocated."""
    weapon = catalog().weapon(weapon_name)
    if weapon is None or not weapon.uses_ammo:
        raise KeyError(f"{weapon_name!r} is not a weapon that uses ammunition")
    return _update(mech, ammo=[*mech.ammo, AmmoBin(weapon=weapon.id, half=half and weapon.half_ton_ammo,
                                                   kind=kind)])


def remove_ammo(mech: Mech, index: int) -> Mech:
    return _update(mech, ammo=[b for i, b in enumerate(mech.ammo) if i != index])


def is_user_item(mount: Mount) -> bool:
    """The mounts a user adds and removes by hand: weapons, equipment and the spreadable slots of
    endo steel, ferro-fibrous armor and TSM (not heat sinks of any type or jump jets, which the
    heat sink and jump MP totals add)."""
    item = catalog().find(mount.item)
    return item is None or not (item.id in SLOT_MOUNTS or getattr(item, "kind", None) in _PLACED_KINDS)

