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
  read ``IS Ammo <weapon>`` (machine guns ``- Full`` / ``- Half``) or any older spelling
  (``formats/spellings.py``); a weapon may run into an adjacent location (``mtf_slots.py``);
- ``Weapons:N`` is followed by N list lines (``Medium Laser, Left Arm`` or the older
  ``1 ISAC10, Right Arm, Ammo:40``), skipped as MegaMek skips them;
- lines end in LF, CRLF or a lone CR.

Everything the model does not interpret is kept in ``Mech.meta`` (``mtf_meta.py``).

The reader is tolerant: what it cannot map is reported as an ``ImportIssue`` with its line, and
unknown equipment is kept as a Mount with its MegaMek name so validation can report it where it
sits. Only a file that cannot be a 'Mech at all raises ``FormatError``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from designer.catalog import catalog
from designer.formats import fluff_keys
from designer.mech import mtf_kept, mtf_meta
from designer.formats.errors import FormatError, ImportIssue, read_text_file, unreadable
from designer.mech.mtf_types import TypesRead, read_types
from designer.mech.mtf_slots import (Run, Slot, fixed_as_written, item_size, pair_splits, run_mounts, runs,
                                       settled, slot_meaning)
from designer.mech.model import ARMS, BIPED_LOCATIONS, LOCATION_NAMES, QUAD_LOCATIONS, AmmoBin, ArmActuators, Mech, MechConfig, MechLocation, Mount
from designer.rules.common.memo import copy_with
from designer.mech.construction import armor_tons_for
from designer.mech.layout import ARM_ACTUATOR_NAMES, slot_count
from designer.mech.mtf_twins import own_tech_items

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
# Keys MegaMek reads that carry nothing our model holds (identity, fluff, quirks, MegaMek-only):
# kept in meta without a note.
_KNOWN_KEYS = {"mul id", "clanname", "role", "weaponquirk", "generator", "base unit", "uuid",
               "ejection", "nocrit", "myomer", "overview", "capabilities", "deployment",
               "history", "manufacturer", "primaryfactory", "systemmanufacturer", "systemmode", "notes",
               "bv", "fluffimage", "icon", "imagepath", "motive", "heat sink kit", "lam", "techbase",
               "structure", "armor", "cockpit", "gyro", "rules level", "era", "base chassis heat sinks",
               "quirk", "systemmodel"}
# Keys the model reads; "engine", "heat sinks" and "config" are also kept when spelled otherwise.
_VALUE_KEYS = {"chassis", "model", "config", "mass", "engine", "heat sinks", "jump mp", "source", "walk mp",
               "techbase", "structure", "armor", "cockpit", "gyro", "lam", "rules level"}
_PROSE_KEYS = set(mtf_meta.PROSE_KEYS)
_LEADING_INT = re.compile(r"^\s*([0-9]{1,6})")
# Notes about what the OmniMech reader (formats/mtf_omni.py) reads in the same file: it drops them
# by these codes, so a reworded message never leaks a note twice.
OMNI_AS_STANDARD = "MTF-OMNI-AS-STANDARD"
OMNIPOD_IGNORED = "MTF-OMNIPOD-IGNORED"
OMNIPOD_FLAG = "OMNIPOD"


@dataclass(frozen=True, slots=True)
class MtfResult:
    """A 'Mech read from an MTF file, and everything the reader skipped or guessed."""

    mech: Mech
    issues: tuple[ImportIssue, ...] = ()


@dataclass
class _Scan:
    """The raw pieces of a file: key values with their lines, armor, slot blocks, kept meta."""

    values: dict[str, tuple[str, int]] = field(default_factory=dict)
    armor: dict[str, tuple[str, int]] = field(default_factory=dict)
    blocks: dict[MechLocation, list[tuple[int, str]]] = field(default_factory=dict)
    block_lines: dict[MechLocation, int] = field(default_factory=dict)
    issues: list[ImportIssue] = field(default_factory=list)
    quirks: set[str] = field(default_factory=set)
    meta: dict[str, object] = field(default_factory=dict)
    weapons: list[str] = field(default_factory=list)
    last_line: int = 0

    def note(self, line: int | None, code: str, message: str) -> None:
        self.issues.append(ImportIssue(line, code, message))


def split_lines(text: str) -> list[str]:
    """Lines ending in LF, CRLF or a lone CR (old Mac files)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def read_mtf(path: str | Path, *, for_writing: bool = True) -> MtfResult:
    """Reads an MTF file. Raises FormatError (never another exception) on bad input."""
    path = Path(path)
    text = read_text_file(path, MAX_FILE_BYTES, "an MTF file")
    return parse_mtf(text, str(path), for_writing=for_writing)


def parse_mtf(text: str, source: str = "<input>", *, for_writing: bool = True) -> MtfResult:
    """Parses the text of an MTF file into a 'Mech and the import issues met on the way.
    ``for_writing=False`` reads a 'Mech only to check it: its meta then leaves out the lines the
    writer needs to give the file back as written (slot spellings, the weapons list, the checked
    header values), which no check reads and which cost a tenth of the reading.

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
        return _build(scan, source, for_writing)
    except FormatError:
        raise
    except (ValidationError, ValueError, TypeError, KeyError, IndexError, ArithmeticError) as exc:
        # A safety net: every reader raises FormatError only.
        raise unreadable(exc, text, source, "an MTF 'Mech") from None


# --- pass 1: lines -> keys, armor values and slot blocks -----------------------------------------

@dataclass
class _State:
    block: list[tuple[int, str]] | None = None
    prose: str | None = None  # the fluff key whose prose may continue on bare lines
    weapons_left: int = 0     # "Weapons:N" list lines still to skip
    weapons_open: bool = False  # bare lines after the list, up to a blank line, belong to it
    legacy: list[str] = field(default_factory=list)  # "chassis", "model" still expected after "Version:"


def _scan(text: str) -> _Scan:
    scan = _Scan()
    state = _State()
    lines = split_lines(text)
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line[0] == "#":
            if not line:  # a blank line ends a block, prose and the weapons list
                state.block, state.prose, state.weapons_open, state.weapons_left = None, None, False, 0
            else:
                mtf_meta.add(scan.meta, mtf_meta.COMMENTS_KEY, line)
            continue
        block = state.block
        if block is not None and len(block) < 12 and line.casefold() not in _BLOCK_HEADERS:
            # a slot line of an open block (most of a file): what _scan_line would do with it, as
            # an open block has no weapons list or legacy name lines pending
            block.append((number, line))
            continue
        _scan_line(scan, state, line, number)
    scan.last_line = len(lines)
    return scan


def _scan_line(scan: _Scan, state: _State, line: str, number: int) -> None:
    if state.legacy and ":" not in line:
        scan.values.setdefault(state.legacy.pop(0), (line, number))
        return
    state.legacy = []
    location = _BLOCK_HEADERS.get(line.casefold())
    if location is not None:  # a block header also ends the weapons list, whatever its count said
        state.block, state.prose = _open_block(scan, location, number), None
        state.weapons_left, state.weapons_open = 0, False
        return
    if state.weapons_left or (state.weapons_open and ":" not in line):
        state.weapons_left = max(0, state.weapons_left - 1)  # MegaMek skips the N list lines
        scan.weapons.append(line)
        return
    state.weapons_open = False
    if state.block is not None and len(state.block) < 12:
        state.block.append((number, line))
        return
    state.block = None
    if state.prose is not None and ":" not in line:
        kept = scan.meta[state.prose]  # prose continuing on a bare line (D-MTF-7)
        if isinstance(kept, list):
            kept[-1] = f"{kept[-1]}\n{line}"
        else:
            scan.meta[state.prose] = f"{kept}\n{line}"
        return
    key = _read_key(scan, line, number)
    state.prose = key if key in _PROSE_KEYS else None
    if key == "version":
        state.legacy = ["chassis", "model"]
    if key == "weapons":
        count = _LEADING_INT.match(scan.values.get("weapons", ("", 0))[0])
        state.weapons_left = min(int(count.group(1)), 200) if count else 0
        state.weapons_open = True


def _open_block(scan: _Scan, location: MechLocation, number: int) -> list[tuple[int, str]]:
    if location in scan.blocks:
        scan.note(number, "MTF-DUPLICATE-LOCATION", f"second '{LOCATION_NAMES[location]}' block ignored")
        return []  # its slot lines are read into a list that is dropped
    scan.blocks[location] = []
    scan.block_lines[location] = number
    return scan.blocks[location]


def _read_key(scan: _Scan, line: str, number: int) -> str | None:
    """Files one ``key:value`` line; returns the lower-case key (None for a bare line)."""
    key, colon, value = line.partition(":")
    key = " ".join(key.casefold().split())
    value = value.strip()
    if not colon or not key:
        scan.note(number, "MTF-UNREADABLE-LINE", f"line not understood: {line[:60]!r}")
        return None
    if key.endswith(" armor") and key != "armor":
        scan.armor.setdefault(key[:-6].strip().upper(), (value, number))
        return key
    if key in ("weapons", "version"):
        scan.values.setdefault(key, (value, number))
        return key
    if key == "quirk":
        scan.quirks.add(value.casefold())
    if key in _VALUE_KEYS:
        if key in scan.values:
            scan.note(number, "MTF-DUPLICATE-KEY", f"second '{key}:' line ignored")
            return key
        scan.values[key] = (value, number)
    if key in _KNOWN_KEYS or key not in _VALUE_KEYS:
        if key not in _KNOWN_KEYS:
            scan.note(number, "MTF-UNKNOWN-KEY", f"unknown key '{key}:' kept as written, not interpreted")
        mtf_meta.add(scan.meta, key, value)
    return key


# --- pass 2: the 'Mech ------------------------------------------------------------------------

def _build(scan: _Scan, source: str, for_writing: bool = True) -> MtfResult:
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
    equipment, ammo, fixed = _slots(scan, base)
    equipment = own_tech_items(base, equipment, scan.note)
    mech = settled(Mech.model_validate(base.model_dump(by_alias=True)
                                       | {"equipment": equipment, "ammo": ammo, "fixed_slots": fixed}))
    _note_lam_and_cockpit(scan)
    issues = tuple(sorted(scan.issues, key=lambda issue: issue.line or 0))  # in file order
    meta = _kept_meta(scan, mech) if for_writing else mtf_kept.read_keys(mech, scan.meta)
    kept = copy_with(mech, {"meta": meta})   # its critical table kept
    return MtfResult(fluff_keys.take(kept, fluff_keys.MTF_KEYS, blk=False), issues)   # prose -> fluff


def _note_lam_and_cockpit(scan: _Scan) -> None:
    """A bimodal LAM (``lam:Bimodal``) converts between two modes, not the three of the 1987 LAM
    (seed 000, LAM rules); it is kept in meta and the validator reports it (MECH-IMPORTED-UNSUPPORTED)."""
    value, line = scan.values.get("lam", ("", 0))
    if value and not mtf_meta.same_text(value, "standard"):
        scan.note(line, "MTF-UNSUPPORTED-TECH", f"LAM type {value!r} is not the 1987 three-mode LAM")


def _kept_meta(scan: _Scan, mech: Mech) -> dict[str, object]:
    """What the model does not interpret, for the writer to give back (mtf_meta.py)."""
    values = {key: value for key, (value, _) in scan.values.items()}
    blocks = {location: [text for _, text in lines] for location, lines in scan.blocks.items()}
    return mtf_kept.kept(mech, scan.meta, values, scan.weapons, blocks)


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
    if not (value.isascii() and value.isdigit()) or len(value) > 4:  # "²" is a digit to isdigit
        scan.note(line, "MTF-BAD-NUMBER", f"'{key}:' is not a whole number ({value[:30]!r}); using {default}")
        return default
    return int(value)


def _config(scan: _Scan, source: str) -> tuple[MechConfig, bool]:
    """``Config:`` Biped | Quad | LAM (Tripod and QuadVee are not 1987 'Mechs); "Omni" is noted."""
    value, line = scan.values.get("config", ("Biped", 0))
    lowered = value.casefold()
    if "omni" in lowered:
        scan.note(line, OMNI_AS_STANDARD, "OmniMech configuration read as a standard 'Mech")
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
    if types.unread:
        scan.meta[mtf_meta.UNREAD_TYPES_KEY] = dict(types.unread)
    return types


def _heat_sinks(scan: _Scan) -> int:
    """``heat sinks:<count> <type>``: the count; the type after it is read by ``mtf_types``."""
    value, line = scan.values.get("heat sinks", ("", 0))
    match = _LEADING_INT.match(value)
    if match is None:
        scan.note(line or None, "MTF-BAD-NUMBER", f"heat sinks {value[:30]!r} not understood; using 10")
        return 10
    return int(match.group(1))


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

def _slots(scan: _Scan, mech: Mech) -> tuple[list[Mount], list[AmmoBin], dict[MechLocation, tuple[str | None, ...]]]:
    """Every slot as written (decisions D-TRUST-1, D-TRUST-2): mounts with the slots the file gives
    them, fixed components where the file places them; validation reports what breaks a rule."""
    equipment: list[Mount] = []
    ammo: list[AmmoBin] = []
    partial: list[Run] = []
    fixed: dict[MechLocation, tuple[str | None, ...]] = {}
    for location in mech.locations:
        slots = _classify_block(scan, location, scan.blocks[location])
        written = fixed_as_written(mech, slots, location)
        if written is not None:
            fixed[location] = written
        for run in runs(slots):
            size = item_size_of(mech, run)
            if len(run.slots) % size:
                partial.append(run)
            else:
                equipment.extend(_known_run(scan, mech, run))
        ammo.extend(_ammo(scan, s) for s in slots if s.meaning.kind == "ammo")
    splits, left = pair_splits(mech, partial)
    equipment.extend(split.mount() for split in splits)   # one weapon over two locations (D-SPLIT-1)
    for run in left:   # an item with other slots than its size, as written (MECH-ITEM-SLOTS)
        equipment.extend(run_mounts(mech, run))
    for location, number in scan.block_lines.items():
        if location not in mech.locations:
            name = LOCATION_NAMES[location]
            scan.note(number, "MTF-WRONG-LOCATION", f"'{name}' block on a {mech.config} 'Mech ignored")
    return equipment, ammo, fixed


def item_size_of(mech: Mech, run: Run) -> int:
    first = run.first.meaning
    return 1 if first.kind == "unknown" else item_size(mech, first.name, len(run.slots))


def _known_run(scan: _Scan, mech: Mech, run: Run) -> list[Mount]:
    first = run.first
    if first.meaning.kind == "unknown":
        scan.note(first.line, "MTF-UNKNOWN-ITEM",
                  f"unknown equipment {first.meaning.name!r} in {first.location}")
    return run_mounts(mech, run)


def _ammo(scan: _Scan, slot: Slot) -> AmmoBin:
    meaning = slot.meaning
    weapon = catalog().weapon(meaning.name)
    if weapon is None or not weapon.uses_ammo:
        scan.note(slot.line, "MTF-UNKNOWN-AMMO", f"unknown ammunition {meaning.name!r} kept as written")
    elif meaning.problem:
        scan.note(slot.line, "MTF-BAD-AMMO", f"{weapon.id} ammunition: {meaning.problem}")
    elif meaning.half and not weapon.half_ton_ammo:
        scan.note(slot.line, "MTF-BAD-AMMO", f"{weapon.id} ammunition comes in full tons only")
    return AmmoBin(weapon=meaning.name, location=slot.location, slot=slot.position + 1, half=meaning.half,
                   kind=meaning.ammo_kind)  # a kind of the ammunition rows (D-AMMO-1)


def _classify_block(scan: _Scan, location: MechLocation, lines: list[tuple[int, str]]) -> list[Slot]:
    """The first N lines are the location's slots; lines beyond N must be ``-Empty-``."""
    count = slot_count(location)
    slots = []
    for position, (number, text) in enumerate(lines):
        meaning = slot_meaning(text)
        if position >= count:
            if meaning.kind != "empty":
                scan.note(number, "MTF-EXTRA-SLOT", f"{location} has {count} slots; {text[:40]!r} ignored")
            continue
        for flag in meaning.flags:
            code = OMNIPOD_IGNORED if flag == OMNIPOD_FLAG else "MTF-UNSUPPORTED-FLAG"
            scan.note(number, code, f"slot flag ({flag}) ignored")
        slots.append(Slot(number, location, position, meaning))
    return slots
