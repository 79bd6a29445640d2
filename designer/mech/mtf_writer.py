"""MegaMek 'Mek Text Format (.mtf) writer for 'Mechs (research/megameklab.md section 4.1).

Follows the layout of MegaMek's TRO 3039 files: lower-case keys with no space after the colon
(MegaMek reads ``mass:`` and ``heat sinks:`` by character position), the header keys in their
order, eleven armor lines, the ``Weapons:`` list, then one block of exactly 12 slot lines per
location in MegaMek's block order, ``-Empty-`` for empty slots and ``(R)`` for rear mounts.
What the design's ``meta`` kept from a MegaMek file (era, MUL id, role, quirks, fluff, the file's own
spellings) is written back while it still says what the design says
(``mtf_meta.py``, ``mtf_slots.py``). A value that would break a line is refused (ValueError).
"""

from __future__ import annotations

import functools
from pathlib import Path

from designer.catalog import Weapon, catalog
from designer.mech import mtf_meta as meta_
from designer.formats import fluff_keys
from designer.formats.megamek_names import AMMO_NAMES, SLOT_NAMES
from designer.formats.mtf_level2 import ammo_write_name, sized_by_run
from designer.mech.mtf_slots import SlotKey, SlotMeaning, item_size, slot_meaning
from designer.mech.mtf_types import OPTIONAL_TYPE_KEYS, TYPE_KEYS, read_types, type_headers
from designer.formats.spellings import collapse
from designer.formats.yaml_io import atomic_write_text
from designer.mech.model import LOCATION_NAMES, AmmoBin, Mech, MechLocation, Mount
from designer.mech.layout import SlotContent, SlotKind, critical_table
from designer.mech.mtf_twins import read_as_twin

L = MechLocation
# MegaMek's block (and armor line) order: arms or front legs, torsos, head, legs or rear legs.
BIPED_BLOCKS = (L.LA, L.RA, L.LT, L.RT, L.CT, L.HD, L.LL, L.RL)
QUAD_BLOCKS = (L.FLL, L.FRL, L.LT, L.RT, L.CT, L.HD, L.RLL, L.RRL)
REAR_ARMOR_KEYS = (("RTL", L.LT), ("RTR", L.RT), ("RTC", L.CT))
SLOT_LINES = 12  # every block has 12 lines; only the location's slot count is used
EMPTY = "-Empty-"
NO_ARMS = "no_arms"  # the quirk the model holds as Mech.weapon_pod_arms
_LOCATIONS_BY_NAME = {name.casefold(): location for location, name in LOCATION_NAMES.items()}



def write_mtf(mech: Mech, path: str | Path) -> None:
    """Saves a 'Mech as an MTF file, atomically.

    Raises:
        TypeError: the unit is not a 'Mech (MTF files hold 'Mechs only).
        ValueError: a name or kept value that cannot be written on one line.
        OSError: the folder is not writable or the disk is full (the old file is untouched).
    """
    atomic_write_text(path, mech_to_mtf(mech))


def mech_to_mtf(mech: Mech) -> str:
    """The MTF text of a 'Mech.

    Raises:
        TypeError: ``mech`` is another kind of unit.
        ValueError: a value holds a line break (it would be read back as another key: a chassis
            ``X\\nMass:100`` must never become a 100-ton 'Mech), or a kept key is not a key.
    """
    if not isinstance(mech, Mech):
        kind = getattr(mech, "kind", type(mech).__name__)
        raise TypeError(f"MTF files hold 'Mechs only, not a {kind} "
                        "(write a vehicle, infantry or fighter as .blk)")
    if mech.fluff is not None:   # the Fluff tab's prose, as MegaMek's keys (formats/fluff_keys.py)
        mech = mech.model_copy(update={"meta": fluff_keys.give(mech, fluff_keys.MTF_KEYS, blk=False)})
    table = critical_table(mech)
    parts = [_comments(mech), _identity(mech), _chassis(mech), _movement(mech), _armor(mech),
             _weapons(mech, table)]
    parts.extend(_block(mech, location, table[location]) for location in blocks_of(mech))
    parts.append(_trailing(mech))
    text = "\n\n".join(part for part in parts if part) + "\n"
    return text


def header_lines(mech: Mech) -> list[str]:
    """The identity, chassis and movement lines :func:`mech_to_mtf` writes: the ones that hold the
    ``Config:``, ``engine:`` and ``heat sinks:`` values, without laying out the slots."""
    return "\n".join([_identity(mech), _chassis(mech), _movement(mech)]).splitlines()


def blocks_of(mech: Mech) -> tuple[MechLocation, ...]:
    return QUAD_BLOCKS if mech.is_quad else BIPED_BLOCKS


def _line(key: str, value: object) -> str:
    """One ``key:value`` line; a value with a line break is refused (it would become a key)."""
    text = str(value)
    if "\n" in text or "\r" in text or "\n" in key or ":" in key or not key.strip():
        raise ValueError(f"'{key[:20]}:' value {text[:30]!r} cannot be written on one MTF line")
    return f"{key}:{text}"


def _prose(key: str, value: str) -> list[str]:
    """A fluff value over several lines: the first on the key line, the rest on bare lines, which
    must not read as keys, block headers or comments."""
    first, *rest = value.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for line in rest:
        if ":" in line or line.strip().startswith("#") or not line.strip():
            raise ValueError(f"'{key}:' prose line {line[:30]!r} cannot be written as an MTF "
                             "continuation line")
    return [_line(key, first), *(line.strip() for line in rest)]


def _kept(mech: Mech, *keys: str, defaults: dict[str, str] | None = None) -> list[str]:
    lines: list[str] = []
    for key in keys:
        kept = meta_.values(mech.meta, key)
        default = (defaults or {}).get(key)
        for value in kept or ([default] if default is not None else []):
            lines.extend(_prose(key, value) if key in meta_.PROSE_KEYS else [_line(key, value)])
    return lines


def _comments(mech: Mech) -> str:
    comments = meta_.values(mech.meta, meta_.COMMENTS_KEY)
    for comment in comments:
        if not comment.startswith("#") or "\n" in comment or "\r" in comment:
            raise ValueError(f"kept comment {comment[:30]!r} is not one '#' line")
    return "\n".join(comments)


def _identity(mech: Mech) -> str:
    config = "Quad" if mech.is_quad else ("LAM" if mech.lam else "Biped")
    same_config = _config_of(meta_.values(mech.meta, "config")) == config
    kept_config = meta_.checked(mech.meta, "config", config, same_config)
    era = meta_.era_of(mech)
    return "\n".join([
        _line("chassis", mech.chassis), _line("model", mech.model), *_kept(mech, *meta_.IDENTITY_KEYS), "",
        _line("Config", kept_config), _line("techbase", _typed(mech, "techbase")), _line("era", era),
        _line("source", mech.source), _line("rules level", _typed(mech, "rules level")), *_kept(mech, "role"),
        *_quirks(mech), *_kept(mech, "weaponquirk"),
    ])


def _config_of(values: list[str]) -> str | None:
    """What the reader makes of a kept ``Config:`` value (mtf._config)."""
    if not values:
        return None
    lowered = values[0].casefold()
    return "Quad" if "quad" in lowered else ("LAM" if "lam" in lowered else "Biped")


def _quirks(mech: Mech) -> list[str]:
    """The kept quirks in their order, ``no_arms`` following the design's weapon-pod arms."""
    kept = meta_.values(mech.meta, "quirk")
    quirks = [q for q in kept if mech.weapon_pod_arms or collapse(q).casefold() != NO_ARMS]
    if mech.weapon_pod_arms and not any(collapse(q).casefold() == NO_ARMS for q in kept):
        quirks.append(NO_ARMS)
    return [""] + [_line("quirk", q) for q in quirks] if quirks else []


def _chassis(mech: Mech) -> str:
    lines = [_line("mass", mech.tonnage), _line("engine", _typed(mech, "engine")),
             _line("structure", _typed(mech, "structure"))]
    for key in meta_.CHASSIS_KEYS[1:]:
        if key in OPTIONAL_TYPE_KEYS:
            lines.extend(_optional_type(mech, key))
        else:
            lines.extend(_kept(mech, key, defaults={"myomer": meta_.DEFAULTS["myomer"]}))
    return "\n".join(lines)


def _optional_type(mech: Mech, key: str) -> list[str]:
    """``gyro:`` and ``cockpit:``: written when the file had the line or the type is not the
    standard one (a 1987 design writes neither)."""
    field = OPTIONAL_TYPE_KEYS[key]
    if not meta_.values(mech.meta, key) and getattr(mech, field) == Mech.model_fields[field].default:
        return []
    return [_line(key, _typed(mech, key))]


def _movement(mech: Mech) -> str:
    return "\n".join([_line("heat sinks", _typed(mech, "heat sinks")), *_kept(mech, *meta_.MOVEMENT_KEYS),
                      _line("walk mp", mech.walking_mp), _line("jump mp", mech.jump_mp)])


def _typed(mech: Mech, key: str) -> str:
    """A header value the design's types decide (``mtf_types.type_headers``): the file's own
    spelling kept in meta while it still reads as the same types, count and rating, else ours."""
    own = type_headers(mech)[key]
    kept = meta_.values(mech.meta, key)
    if not kept:
        return own
    # what the reader makes of the kept value: a type it does not know reads as the default type
    # (``Light Fusion Engine`` is a standard fusion engine here, and is written back as the file had it)
    header = {"techbase": (type_headers(mech)["techbase"], 0), key: (kept[0], 0)}
    field = TYPE_KEYS.get(key) or {"techbase": "tech_base", "rules level": "rules_level"}[key]
    same = read_types(header).fields.get(field, Mech.model_fields[field].default) == getattr(mech, field)
    if key in ("engine", "heat sinks", "rules level"):
        same = same and meta_.leading_int(kept[0]) == meta_.leading_int(own)
    return kept[0] if same else own


def _armor(mech: Mech) -> str:
    """``armor:Standard(Inner Sphere)``, then front armor in block order, then rear RTL/RTR/RTC."""
    lines = [_line("armor", _typed(mech, "armor"))]
    lines += [f"{location.value} armor:{mech.armor.get(location, 0)}" for location in blocks_of(mech)]
    lines += [f"{key} armor:{mech.rear_armor.get(location, 0)}" for key, location in REAR_ARMOR_KEYS]
    return "\n".join(lines)


def _trailing(mech: Mech) -> str:
    """Every other kept key (fluff, manufacturers, systems...), in the order read."""
    written = {*meta_.IDENTITY_KEYS, *meta_.AFTER_CONFIG_KEYS, *meta_.CHASSIS_KEYS, *meta_.MOVEMENT_KEYS,
               *meta_.CHECKED_KEYS, *meta_.MACHINERY_KEYS, "armor", "quirk", "weaponquirk"}
    keys = [key for key in mech.meta if key not in written]
    return "\n".join(_kept(mech, *keys))


def weapons_lines(mech: Mech, table: dict[MechLocation, list[SlotContent | None]] | None = None) -> list[str]:
    """One ``Name, Location`` line per placed weapon, in block and slot order."""
    table = table if table is not None else critical_table(mech)
    lines = []
    for location in blocks_of(mech):
        for content in _distinct_equipment(table[location]):
            mount = mech.equipment[_index(content)]
            if isinstance(catalog().find(mount.item), Weapon) and mount.location is location:
                rear = " (R)" if mount.rear else ""
                lines.append(f"{_item_name(mount)}, {LOCATION_NAMES[location]}{rear}")
    return lines


def _weapons(mech: Mech, table: dict[MechLocation, list[SlotContent | None]]) -> str:
    """``Weapons:N`` and the list (MegaMek skips it; D-MTF-6): the file's own list while the
    design's weapons are still those the list was read with (``meta["mtf weapons"]["for"]``)."""
    own = weapons_lines(mech, table)
    kept = mech.meta.get(meta_.WEAPONS_KEY)
    lines = own
    if isinstance(kept, dict) and kept.get("for") == own and isinstance(kept.get("lines"), list):
        lines = [str(line) for line in kept["lines"]]
    for line in lines:
        if "\n" in line or "\r" in line or not line.strip() or line.strip().startswith("#"):
            raise ValueError(f"kept weapons line {line[:30]!r} is not one list line")
    return "\n".join([f"Weapons:{len(lines)}", *lines])


def _index(content: SlotContent) -> int:
    """The mount or bin index of an equipment or ammunition slot (fixed slots have none)."""
    if content.index is None:
        raise ValueError(f"slot {content.name!r} has no equipment index")
    return content.index


def _distinct_equipment(slots: list[SlotContent | None]) -> list[SlotContent]:
    seen: set[int] = set()
    out = []
    for content in slots:
        if content is not None and content.kind is SlotKind.EQUIPMENT and content.index not in seen:
            seen.add(_index(content))
            out.append(content)
    return out


def own_blocks(mech: Mech) -> dict[MechLocation, list[str]]:
    """The 12 slot lines of every location as the writer spells them (no kept spellings)."""
    table = critical_table(mech)
    return {location: _own_lines(mech, table[location]) for location in blocks_of(mech)}


def _own_lines(mech: Mech, slots: list[SlotContent | None]) -> list[str]:
    return [_slot_line(mech, content) for content in slots] + [EMPTY] * (SLOT_LINES - len(slots))


def _block(mech: Mech, location: MechLocation, slots: list[SlotContent | None]) -> str:
    own = _own_lines(mech, slots)
    kept = mech.meta.get(meta_.SLOTS_KEY, {})
    spelled = kept.get(location.value, {}) if isinstance(kept, dict) else {}
    claims = _claims(mech, location)
    lines = [f"{LOCATION_NAMES[location]}:"]
    for position, line in enumerate(own, 1):
        raw = spelled.get(str(position)) if isinstance(spelled, dict) else None
        if isinstance(raw, str) and "\n" not in raw and "\r" not in raw and raw.strip():
            meaning = slot_meaning(raw)
            if _still_true(meaning, slot_meaning(line)) or meaning.key == claims.get(position):
                line = raw
        lines.append(line)
    return "\n".join(lines)


def _claims(mech: Mech, location: MechLocation) -> dict[int, SlotKey]:
    """The slots each mount of a location claims (1-based), as slot meaning keys: a mount the
    layout cannot place there (an unknown item over a Level 2 compact gyro's slots) keeps its line."""
    claims: dict[int, SlotKey] = {}
    for mount in mech.equipment:
        if mount.location is not location or mount.slot is None:
            continue
        known = catalog().find(mount.item) is not None
        name = mount.item if known else mount.item.casefold()
        key = ("item" if known else "unknown", name, mount.rear, False, "standard")
        size = item_size(mech, mount.item) if known else 1
        if known and sized_by_run(catalog().find(mount.item)):  # type: ignore[arg-type]
            size = max(size, _kept_run(mech, location, mount))
        for position in range(mount.slot, mount.slot + size):
            claims.setdefault(position, key)
    return claims


def _kept_run(mech: Mech, location: MechLocation, mount: Mount) -> int:
    """Slots of an item sized by the design's weapons (targeting computer) as the file had them: a
    file whose other weapons the catalog lacks sizes it otherwise, and its lines come back as read."""
    kept = mech.meta.get(meta_.SLOTS_KEY, {})
    spelled = kept.get(location.value, {}) if isinstance(kept, dict) else {}
    count = 0
    first = mount.slot or 0
    while isinstance(spelled, dict) and isinstance(raw := spelled.get(str(first + count)), str) \
            and slot_meaning(raw).name == mount.item:
        count += 1
    return count


# Fixed components whose place later rules move (XL engines, compact and XL gyros, small
# cockpits); actuators are not among them: a removed actuator must not come back.
_MOVABLE_SYSTEMS = frozenset({"Engine", "Gyro", "Life Support", "Sensors", "Cockpit", "Landing Gear",
                              "Avionics"})


def _still_true(kept: SlotMeaning, own: SlotMeaning) -> bool:
    """A kept slot line is written while it says what the design says; a movable fixed component
    the 1987 layout places otherwise (Level 2) is kept where the layout has an empty slot or
    another movable component."""
    if kept.key == own.key or (kept.kind == own.kind == "item" and kept.rear == own.rear
                               and read_as_twin(kept.name, own.name)):
        return True
    return (kept.kind == "system" and kept.name in _MOVABLE_SYSTEMS
            and (own.kind == "empty" or (own.kind == "system" and own.name in _MOVABLE_SYSTEMS)))


def _slot_line(mech: Mech, content: SlotContent | None) -> str:
    if content is None:
        return EMPTY
    if content.kind is SlotKind.FIXED:
        return SLOT_NAMES.get(content.name, content.name)
    if content.kind is SlotKind.AMMO:
        return ammo_name(mech.ammo[_index(content)])
    mount = mech.equipment[_index(content)]
    name = f"{_item_name(mount)} (R)" if mount.rear else _item_name(mount)
    return f"{name} (Split)" if mount.split is not None else name   # as MegaMek marks both parts


def _item_name(mount: Mount) -> str:
    return _written_item_name(mount.item)


@functools.lru_cache(maxsize=4096)   # the catalog is fixed for the run; every slot line asks
def _written_item_name(name: str) -> str:
    """The MegaMek spelling of an item; unknown items keep the name they were read with."""
    item = catalog().find(name)
    if item is None:
        return name
    return SLOT_NAMES.get(item.id, item.write_name)  # a Level 2 row: its first MegaMek name


def ammo_name(ammo_bin: AmmoBin) -> str:
    """``IS Ammo <weapon>``; machine gun ammunition adds ``- Full`` or ``- Half``."""
    return _written_ammo_name(ammo_bin.weapon, ammo_bin.half, ammo_bin.kind)


@functools.lru_cache(maxsize=4096)   # the catalog is fixed for the run; every bin's slot line asks
def _written_ammo_name(weapon_name: str, half: bool, kind: str) -> str:
    weapon = catalog().weapon(weapon_name)
    weapon = weapon if weapon is not None and weapon.uses_ammo else None  # else kept as read
    name = weapon.id if weapon is not None else weapon_name
    special = kind != "standard"
    level2 = (ammo_write_name(name, half, kind)
              if weapon is not None and (weapon.rules_level > 1 or special) else None)
    if level2 is not None:  # a Level 2 row's ammunition (or an Artemis-capable... type): MegaMek's name
        return level2
    # half a ton says so, whatever the weapon
    if (weapon is not None and weapon.half_ton_ammo) or half:
        return f"IS Ammo {AMMO_NAMES.get(name, name)} - {'Half' if half else 'Full'}"
    return f"IS Ammo {AMMO_NAMES.get(name, name)}"
