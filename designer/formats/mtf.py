"""MegaMek 'Mek Text Format (.mtf) reader for 'Mechs (research/megameklab.md section 4.1).

Format rules followed here (MegaMek ``MtfFile``):
- lines are ``key:value``; keys match case-insensitively; blank lines and ``#`` lines are ignored;
  a legacy ``Version:`` line is followed by the chassis and model as two bare lines;
- ``Walk MP:`` is ignored (walking MP = engine rating / tonnage) and so is the ``Weapons:`` list
  (the equipment really comes from the critical slot blocks);
- each location block is a header (``Left Arm:``) then 12 slot lines, of which the first N are
  used (N = the location's slot count); ``-Empty-`` is an empty slot; arm slot 3 must read
  ``Lower Arm Actuator`` and slot 4 ``Hand Actuator``, otherwise that actuator is removed;
- a multi-slot item repeats its name on each slot; ``(R)`` marks a rear mount; ammunition slots
  read ``IS Ammo <weapon>`` (machine guns ``- Full`` / ``- Half``).

The reader is tolerant: what it cannot map is reported as an ``ImportIssue`` with its line, and
unknown equipment is kept as a Mount with its MegaMek name so validation can report it where it
sits. Only a file that cannot be a 'Mech at all raises ``FormatError``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.formats.errors import FormatError, ImportIssue, read_text_file
from designer.formats.mtf_types import TypesRead, read_types
from designer.model import ARMS, BIPED_LOCATIONS, LOCATION_NAMES, QUAD_LOCATIONS, AmmoBin, ArmActuators, Mech, MechConfig, MechLocation, Mount
from designer.rules.mech.construction import armor_tons_for
from designer.rules.mech.layout import ARM_ACTUATOR_NAMES, fixed_components, mount_size, slot_count

MAX_FILE_BYTES = 2_000_000
EMPTY = "-empty-"

# Location block headers ("Left Arm:") -> location.
_BLOCK_HEADERS = {f"{name.casefold()}:": loc for loc, name in LOCATION_NAMES.items()}
# Armor keys: front armor by location abbreviation, rear armor of the three torsos.
_REAR_ARMOR_KEYS = {"RTL": MechLocation.LT, "RTR": MechLocation.RT, "RTC": MechLocation.CT}
# Older quad files name the legs as arms/legs; MegaMek maps them to the quad legs.
_QUAD_ALIASES = {"LA": MechLocation.FLL, "RA": MechLocation.FRL, "LL": MechLocation.RLL, "RL": MechLocation.RRL}
_VALUE_KEYS = {"chassis", "model", "config", "techbase", "mass", "engine", "structure", "armor",
               "heat sinks", "jump mp", "source", "cockpit", "gyro", "rules level", "era"}
# The one quirk with a meaning here: the arms are weapon pods that cannot punch (Mech.weapon_pod_arms).
NO_ARMS_QUIRK = "no_arms"
# Keys MegaMek reads that carry nothing our model holds (identity, fluff, quirks, MegaMek-only).
_IGNORED_KEYS = {"mul id", "clanname", "role", "weaponquirk", "generator", "base unit", "uuid",
                 "ejection", "nocrit", "walk mp", "myomer", "overview", "capabilities", "deployment",
                 "history", "manufacturer", "primaryfactory", "systemmanufacturer", "systemmode", "notes",
                 "bv", "fluffimage", "icon", "imagepath", "motive", "heat sink kit", "lam"}
# Fixed components as MegaMek spells them -> our layout's names (layout.py).
_SYSTEM_NAMES = {"fusion engine": "Engine", "engine": "Engine", "gyro": "Gyro", "life support": "Life Support",
                 "sensors": "Sensors", "cockpit": "Cockpit", "shoulder": "Shoulder",
                 "upper arm actuator": "Upper Arm Actuator", "lower arm actuator": "Lower Arm Actuator",
                 "hand actuator": "Hand Actuator", "hip": "Hip", "upper leg actuator": "Upper Leg Actuator",
                 "lower leg actuator": "Lower Leg Actuator", "foot actuator": "Foot Actuator",
                 "landing gear": "Landing Gear", "avionics": "Avionics"}
# Slot suffixes MegaMek allows after a name; only (R) has a meaning under the 1987 rules.
_FLAG = re.compile(r"\s*\((R|T|OMNIPOD|SPLIT|FL|FR|RL|RR|ARMORED)\)\s*$", re.IGNORECASE)
# Ammunition slot: "IS Ammo LRM-20", "IS Ammo MG - Full", "IS Ammo MG - Half".
_AMMO = re.compile(r"^(?:(?:IS|Clan)\s+)?Ammo\s+(.+?)(?:\s+-\s+(Full|Half))?$", re.IGNORECASE)
# Keys followed by bare lines to skip: the weapons list, and fluff text running over several lines.
_LIST_KEYS = {"weapons", "overview", "capabilities", "deployment", "history", "notes"}
# MegaMek engine types (from the text after the rating); the 1987 rules know fusion engines only.
_LEADING_INT = re.compile(r"^\s*(\d{1,6})")


@dataclass(frozen=True, slots=True)
class MtfResult:
    """A 'Mech read from an MTF file, and everything the reader skipped or guessed."""

    mech: Mech
    issues: tuple[ImportIssue, ...] = ()


@dataclass
class _Scan:
    """The raw pieces of a file: key values with their lines, armor, and slot blocks."""

    values: dict[str, tuple[str, int]] = field(default_factory=dict)
    armor: dict[str, tuple[str, int]] = field(default_factory=dict)
    blocks: dict[MechLocation, list[tuple[int, str]]] = field(default_factory=dict)
    block_lines: dict[MechLocation, int] = field(default_factory=dict)
    issues: list[ImportIssue] = field(default_factory=list)
    quirks: set[str] = field(default_factory=set)
    last_line: int = 0

    def note(self, line: int | None, code: str, message: str) -> None:
        self.issues.append(ImportIssue(line, code, message))


def read_mtf(path: str | Path) -> MtfResult:
    """Reads an MTF file. Raises FormatError (never another exception) on bad input."""
    path = Path(path)
    text = read_text_file(path, MAX_FILE_BYTES, "an MTF file")
    return parse_mtf(text, str(path))


def parse_mtf(text: str, source: str = "<input>") -> MtfResult:
    """Parses the text of an MTF file into a 'Mech and the import issues met on the way.

    Raises:
        FormatError: the text cannot be a 'Mech (binary data, no ``mass:`` or ``engine:``,
            a non-numeric mass or rating, an unsupported configuration, no slot blocks).
    """
    if len(text) > MAX_FILE_BYTES:
        raise FormatError(f"file is too large for an MTF file ({len(text)} characters)", source=source)
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise FormatError("binary data, not an MTF text file", source=source, line=line)
    try:
        scan = _scan(text)
        return _build(scan, source)
    except FormatError:
        raise
    except (ValidationError, ValueError, TypeError, KeyError, IndexError, ArithmeticError) as exc:
        # A safety net: every reader raises FormatError only.
        raise FormatError(f"cannot read as an MTF 'Mech ({exc.__class__.__name__})", source=source) from None


# --- pass 1: lines -> keys, armor values and slot blocks -----------------------------------------

def _scan(text: str) -> _Scan:
    scan = _Scan()
    block: list[tuple[int, str]] | None = None
    skip_bare = False  # bare lines after "Weapons:" or a fluff key (until a blank line) are skipped
    legacy: list[str] = []  # "chassis", "model" still expected after "Version:"
    for number, raw in enumerate(text.split("\n"), 1):  # "\r" goes with the surrounding whitespace
        line = raw.strip()
        if not line or line.startswith("#"):
            block = None if not line else block
            skip_bare = skip_bare and bool(line)
            continue
        if legacy and ":" not in line:
            scan.values.setdefault(legacy.pop(0), (line, number))
            continue
        legacy = []
        location = _BLOCK_HEADERS.get(line.casefold())
        if location is not None:
            block = _open_block(scan, location, number)
            skip_bare = False
            continue
        if block is not None and len(block) < 12:
            block.append((number, line))
            continue
        block = None
        key = _read_key(scan, line, number, skip_bare)
        if key is not None:
            skip_bare = key in _LIST_KEYS
        if key == "version":
            legacy = ["chassis", "model"]
    scan.last_line = text.count("\n") + 1
    return scan


def _open_block(scan: _Scan, location: MechLocation, number: int) -> list[tuple[int, str]]:
    if location in scan.blocks:
        scan.note(number, "MTF-DUPLICATE-LOCATION", f"second '{LOCATION_NAMES[location]}' block ignored")
        return []  # its slot lines are read into a list that is dropped
    scan.blocks[location] = []
    scan.block_lines[location] = number
    return scan.blocks[location]


def _read_key(scan: _Scan, line: str, number: int, skip_bare: bool) -> str | None:
    """Files one ``key:value`` line; returns the lower-case key (None for a bare line)."""
    key, colon, value = line.partition(":")
    key = " ".join(key.casefold().split())
    if not colon:
        if not skip_bare:  # MegaMek skips the "Weapons:" list; fluff may run over several lines
            scan.note(number, "MTF-UNREADABLE-LINE", f"line not understood: {line[:60]!r}")
        return None
    if key.endswith(" armor") and key != "armor":
        scan.armor.setdefault(key[:-6].strip().upper(), (value.strip(), number))
    elif key in _VALUE_KEYS:
        if key in scan.values:
            scan.note(number, "MTF-DUPLICATE-KEY", f"second '{key}:' line ignored")
        else:
            scan.values[key] = (value.strip(), number)
    elif key == "quirk":
        scan.quirks.add(value.strip().casefold())
    elif key not in _IGNORED_KEYS and key not in ("weapons", "version"):
        scan.note(number, "MTF-UNKNOWN-KEY", f"unknown key '{key}:' ignored")
    return key


# --- pass 2: the 'Mech ------------------------------------------------------------------------

def _build(scan: _Scan, source: str) -> MtfResult:
    tonnage = _required_int(scan, "mass", source)
    if tonnage <= 0:
        raise FormatError(f"mass must be a positive number of tons, not {tonnage}", source=source,
                          line=scan.values["mass"][1])
    rating = _required_int(scan, "engine", source)
    config, lam = _config(scan, source)
    if not scan.blocks:
        raise FormatError("no critical slot blocks ('Left Arm:', 'Head:', ...): not an MTF 'Mech", source=source)
    types = _check_tech(scan)
    _require_all_blocks(scan, config, source)
    base = Mech(
        chassis=_value(scan, "chassis") or _missing(scan, "chassis", "Unnamed"),
        model=_value(scan, "model"),
        config=config,
        tonnage=tonnage,
        engine_rating=rating,
        walking_mp=rating // tonnage,  # MegaMek ignores "Walk MP:" and derives it the same way
        jump_mp=_optional_int(scan, "jump mp", 0),
        heat_sinks=_heat_sinks(scan),
        **types.fields,
        lam=lam,
        weapon_pod_arms=NO_ARMS_QUIRK in scan.quirks,
        source=_value(scan, "source"),
    )
    front, rear = _armor(scan, base)
    base = base.model_copy(update={"armor": front, "rear_armor": rear,
                                   "armor_tons": armor_tons_for(sum(front.values()) + sum(rear.values()), base),
                                   "actuators": _actuators(scan, base)})
    equipment, ammo = _slots(scan, base)
    mech = Mech.model_validate(base.model_dump(by_alias=True) | {"equipment": equipment, "ammo": ammo})
    return MtfResult(mech, tuple(scan.issues))


def _require_all_blocks(scan: _Scan, config: MechConfig, source: str) -> None:
    # MegaMek needs every location block of the configuration (research/megameklab.md 4.1); a
    # missing one means a truncated or hand-damaged file, which is bad input, not a design.
    locations = QUAD_LOCATIONS if config is MechConfig.QUAD else BIPED_LOCATIONS
    missing = [LOCATION_NAMES[location] for location in locations if location not in scan.blocks]
    if missing:
        raise FormatError(f"file ends without the '{missing[0]}:' block ({len(missing)} of {len(locations)} "
                          "location blocks missing; truncated?)", source=source, line=scan.last_line)


def _value(scan: _Scan, key: str) -> str:
    return scan.values.get(key, ("", 0))[0]


def _missing(scan: _Scan, key: str, default: str) -> str:
    scan.note(None, "MTF-MISSING-KEY", f"no '{key}:' line; using {default!r}")
    return default


def _required_int(scan: _Scan, key: str, source: str) -> int:
    """``mass:`` and ``engine:`` start with a whole number (the engine's rating comes before the
    first space); without them the file cannot be a 'Mech."""
    if key not in scan.values:
        raise FormatError(f"no '{key}:' line: not an MTF 'Mech", source=source)
    value, line = scan.values[key]
    match = _LEADING_INT.match(value)
    rest = value[match.end():] if match else value
    if match is None or (key == "mass" and rest.strip()) or (rest and not rest[0].isspace()):
        raise FormatError(f"'{key}:' must start with a whole number, not {value[:30]!r}", source=source, line=line)
    return int(match.group(1))


def _optional_int(scan: _Scan, key: str, default: int) -> int:
    value, line = scan.values.get(key, ("", 0))
    if not value:
        return default
    if not value.isdigit() or len(value) > 4:
        scan.note(line, "MTF-BAD-NUMBER", f"'{key}:' is not a whole number ({value[:30]!r}); using {default}")
        return default
    return int(value)


def _config(scan: _Scan, source: str) -> tuple[MechConfig, bool]:
    """``Config:`` Biped | Quad | LAM (Tripod and QuadVee are not 1987 'Mechs); "Omni" is noted."""
    value, line = scan.values.get("config", ("Biped", 0))
    lowered = value.casefold()
    if "omni" in lowered:
        scan.note(line, "MTF-UNSUPPORTED-TECH", "OmniMech configuration read as a standard 'Mech")
    if "tripod" in lowered or "quadvee" in lowered:
        raise FormatError(f"unsupported configuration {value!r} (1987 'Mechs are biped or quad)",
                          source=source, line=line)
    if "quad" in lowered:
        return MechConfig.QUAD, False
    if "lam" in lowered:
        return MechConfig.BIPED, True
    if "biped" not in lowered:
        scan.note(line or None, "MTF-BAD-CONFIG", f"unknown configuration {value!r}; read as Biped")
    return MechConfig.BIPED, False


def _check_tech(scan: _Scan) -> TypesRead:
    """Tech base, rules level and construction types from the header (``mtf_types``); a type
    the catalog does not know is read as the standard type and noted."""
    types = read_types(scan.values)
    for line, message in types.notes:
        scan.note(line, "MTF-UNSUPPORTED-TECH", message)
    return types


def _heat_sinks(scan: _Scan) -> int:
    """``heat sinks:<count> Single``; double heat sinks do not exist in the 1987 rules."""
    value, line = scan.values.get("heat sinks", ("", 0))
    match = _LEADING_INT.match(value)
    if match is None:
        scan.note(line or None, "MTF-BAD-NUMBER", f"heat sinks {value[:30]!r} not understood; using 10")
        return 10
    return int(match.group(1))  # the type after the count is read by mtf_types


def _armor(scan: _Scan, mech: Mech) -> tuple[dict[MechLocation, int], dict[MechLocation, int]]:
    """One ``<LOC> armor:<points>`` line per location; RTL/RTR/RTC are the rear torso armor."""
    front: dict[MechLocation, int] = {}
    rear: dict[MechLocation, int] = {}
    for key, (value, line) in scan.armor.items():
        location, target = _armor_location(key, mech)
        match = _LEADING_INT.match(value)
        if location is None or match is None:
            what = "location" if location is None else "value"
            scan.note(line, "MTF-BAD-ARMOR", f"'{key} armor:{value[:20]}' has an unknown {what}; ignored")
            continue
        (rear if target == "rear" else front)[location] = int(match.group(1))
    return front, rear


def _armor_location(key: str, mech: Mech) -> tuple[MechLocation | None, str]:
    if key in _REAR_ARMOR_KEYS:
        return _REAR_ARMOR_KEYS[key], "rear"
    if mech.is_quad and key in _QUAD_ALIASES:
        return _QUAD_ALIASES[key], "front"
    location = MechLocation.__members__.get(key)
    return (location if location in mech.locations else None), "front"


def _actuators(scan: _Scan, mech: Mech) -> dict[MechLocation, ArmActuators]:
    """An arm keeps an actuator only if its slot (2 upper arm, 3 lower arm, 4 hand) names it."""
    result: dict[MechLocation, ArmActuators] = {}
    for location in ARMS if not mech.is_quad else ():
        if location not in scan.blocks:
            continue
        names = [text.casefold() for _, text in scan.blocks[location][:4]] + [""] * 4
        kept = ArmActuators(upper_arm=names[1] == ARM_ACTUATOR_NAMES[1].casefold(),
                            lower_arm=names[2] == ARM_ACTUATOR_NAMES[2].casefold(),
                            hand=names[3] == ARM_ACTUATOR_NAMES[3].casefold())
        if kept != ArmActuators():
            result[location] = kept
    return result


# --- critical slots ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class _Slot:
    line: int
    position: int  # 0-based
    kind: str      # "empty" | "system" | "ammo" | "item" | "unknown"
    name: str      # layout name, catalog id, or the raw MegaMek name
    rear: bool = False
    half: bool = False


def _slots(scan: _Scan, mech: Mech) -> tuple[list[Mount], list[AmmoBin]]:
    equipment: list[Mount] = []
    ammo: list[AmmoBin] = []
    for location in mech.locations:
        slots = _classify_block(scan, location, scan.blocks[location])
        _check_fixed(scan, mech, location, slots)
        equipment.extend(_mounts(scan, mech, location, slots))
        ammo.extend(AmmoBin(weapon=s.name, location=location, slot=s.position + 1, half=s.half)
                    for s in slots if s.kind == "ammo")
    for location, number in scan.block_lines.items():
        if location not in mech.locations:
            name = LOCATION_NAMES[location]
            scan.note(number, "MTF-WRONG-LOCATION", f"'{name}' block on a {mech.config} 'Mech ignored")
    return equipment, ammo


def _classify_block(scan: _Scan, location: MechLocation, lines: list[tuple[int, str]]) -> list[_Slot]:
    """The first N lines are the location's slots; lines beyond N must be ``-Empty-``."""
    count = slot_count(location)
    slots = []
    for position, (number, text) in enumerate(lines):
        if position >= count:
            if text.casefold() != EMPTY:
                scan.note(number, "MTF-EXTRA-SLOT", f"{location} has {count} slots; {text[:40]!r} ignored")
            continue
        slots.append(_classify(scan, number, position, text))
    return slots


def _classify(scan: _Scan, number: int, position: int, text: str) -> _Slot:
    lowered = text.casefold()
    if lowered == EMPTY:
        return _Slot(number, position, "empty", "")
    if lowered in _SYSTEM_NAMES:
        return _Slot(number, position, "system", _SYSTEM_NAMES[lowered])
    name, rear = _strip_flags(scan, number, text)
    ammo = _AMMO.match(name)
    if ammo is not None:
        return _ammo_slot(scan, number, position, ammo.group(1), (ammo.group(2) or "").casefold() == "half")
    item = catalog().find(name)
    if item is None and name.casefold().startswith(("is ", "clan ")):
        item = catalog().find(name.split(" ", 1)[1])
    if item is None:
        return _Slot(number, position, "unknown", name, rear)
    return _Slot(number, position, "item", item.id, rear)


def _strip_flags(scan: _Scan, number: int, text: str) -> tuple[str, bool]:
    """Removes MegaMek's slot suffixes; ``(R)`` = rear-mounted, the others are noted and dropped."""
    rear = False
    name = text
    while (match := _FLAG.search(name)) is not None and match.start() > 0:
        flag = match.group(1).upper()
        if flag == "R":
            rear = True
        else:
            scan.note(number, "MTF-UNSUPPORTED-FLAG", f"slot flag ({flag}) ignored")
        name = name[:match.start()]
    return name.strip(), rear


def _ammo_slot(scan: _Scan, number: int, position: int, weapon_name: str, half: bool) -> _Slot:
    weapon = catalog().weapon(weapon_name)
    if weapon is None or not weapon.uses_ammo:
        scan.note(number, "MTF-UNKNOWN-AMMO", f"unknown ammunition {weapon_name!r} kept as written")
        return _Slot(number, position, "ammo", weapon_name, half=half)
    if half and not weapon.half_ton_ammo:
        scan.note(number, "MTF-BAD-AMMO", f"{weapon.id} ammunition comes in full tons only")
    return _Slot(number, position, "ammo", weapon.id, half=half)


def _check_fixed(scan: _Scan, mech: Mech, location: MechLocation, slots: list[_Slot]) -> None:
    """Fixed components must sit where the record sheet puts them (layout.fixed_components)."""
    fixed = fixed_components(mech, location)
    present = {s.position: s for s in slots}
    for position in range(slot_count(location)):
        expected = fixed[position] if position < len(fixed) else None
        slot = present.get(position)
        actual = slot.name if slot is not None and slot.kind == "system" else None
        if expected != actual:
            where = f"{location} slot {position + 1}"
            line = slot.line if slot is not None else scan.block_lines[location]
            scan.note(line, "MTF-FIXED-SLOT",
                      f"{where} reads {actual or 'no component'}; expected {expected or 'no component'}")


def _mounts(scan: _Scan, mech: Mech, location: MechLocation, slots: list[_Slot]) -> list[Mount]:
    """Consecutive slots with the same item and facing form one mount per item size."""
    mounts: list[Mount] = []
    run: list[_Slot] = []
    for slot in [*slots, None]:
        if run and (slot is None or (slot.kind, slot.name, slot.rear, slot.position) !=
                    (run[0].kind, run[0].name, run[0].rear, run[-1].position + 1)):
            mounts.extend(_run_mounts(scan, mech, location, run))
            run = []
        if slot is not None and slot.kind in ("item", "unknown"):
            run.append(slot)
    return mounts


def _run_mounts(scan: _Scan, mech: Mech, location: MechLocation, run: list[_Slot]) -> list[Mount]:
    first = run[0]
    if first.kind == "unknown":
        # Unknown items keep one mount per slot so their slots survive a write.
        scan.note(first.line, "MTF-UNKNOWN-ITEM", f"unknown equipment {first.name!r} in {location}")
        return [Mount(item=s.name, location=location, slot=s.position + 1, rear=s.rear) for s in run]
    item = catalog().find(first.name)
    size = _size(mech, item)
    if len(run) % size:
        scan.note(run[-(len(run) % size)].line, "MTF-PARTIAL-ITEM",
                  f"{first.name} needs {size} slots; {len(run) % size} found in {location}")
    return [Mount(item=first.name, location=location, slot=s.position + 1, rear=first.rear)
            for s in run[::size]]


def _size(mech: Mech, item: Weapon | Equipment | None) -> int:
    if item is None:
        return 1
    if isinstance(item, Equipment) and item.kind is not EquipmentKind.HATCHET:
        return 1  # heat sinks and jump jets: one mount per slot
    return max(1, mount_size(mech, item)[1])
