"""OmniMechs in MegaMek's MTF files (research/level2-spec.md sections 2.12 and 3.1).

MegaMek writes one file per configuration: ``Config:Biped Omnimech``, ``Base Chassis Heat
Sinks:N`` and the suffix ``(omnipod)`` (any letter case) on every pod-mounted slot. Reading calls
the 'Mech reader per file (``mtf.read_mtf``) and adds what it leaves out: the pod flags and the
base chassis heat sinks. ``gather`` joins the configuration files of one chassis into one OmniMech
document; ``omni_to_mtf`` writes one configuration as MegaMek does and ``configuration_files``
gives every configuration's file and text (the callers write them: ``designer convert`` and the
editor's Export MTF, each asking before it replaces a file)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from designer.mech import mtf
from designer.formats.errors import FormatError, ImportIssue, read_text_file
from designer.mech.mtf_writer import mech_to_mtf, own_blocks
from designer.formats.yaml_io import atomic_write_text
from designer.mech.model import LOCATION_NAMES, Mech, MechLocation
from designer.mech import omni
from designer.mech.layout import SlotKind, critical_table

POD = "(omnipod)"
PRIME = "Prime"
_HEADERS = {f"{name.casefold()}:": location for location, name in LOCATION_NAMES.items()}
_BASE_KEY = re.compile(r"^\s*base chassis heat sinks\s*:\s*(\d{1,3})\s*$", re.IGNORECASE)
_SEPARATORS = re.compile(r"[\\/\x00]")   # a configuration name never leaves the target folder
_POD_MARK = re.compile(r"\s*\(omnipod\)", re.IGNORECASE)
BASE_META_KEY = "base chassis heat sinks"
SLOTS_META_KEY = "mtf slots"
_POD_CONFIG = re.compile(r"(biped|quad)\s+omnimech", re.IGNORECASE)
_HAS_BASE_KEY = re.compile(r"^\s*base chassis heat sinks\s*:", re.IGNORECASE | re.MULTILINE)
_CONFIG_KEY = re.compile(r"^\s*config\s*:(.*)$", re.IGNORECASE)
# The 'Mech reader's notes about what this module reads (so they are not reported twice), by code.
_HANDLED = frozenset({mtf.OMNI_AS_STANDARD, mtf.OMNIPOD_IGNORED})


@dataclass(frozen=True, slots=True)
class OmniRead:
    """What the reader leaves out of an OmniMech file."""

    omni: bool
    base_heat_sinks: int | None
    pods: frozenset[tuple[MechLocation, int]]  # (location, slot counted from 1)


def scan_omni(text: str) -> OmniRead:
    """The ``Config:`` OmniMech mark, ``Base Chassis Heat Sinks:`` and the ``(omnipod)`` slots."""
    if "omni" not in text.casefold() and _HAS_BASE_KEY.search(text) is None:
        return OmniRead(False, None, frozenset())   # no line below could say otherwise
    is_omni, base, pods = False, None, set()
    location, position = None, 0
    for raw in text.split("\n"):
        line = raw.strip()
        if not line:
            location = None
            continue
        if line.casefold() in _HEADERS:
            location, position = _HEADERS[line.casefold()], 0
            continue
        if location is not None and position < 12:
            position += 1
            if POD in line.casefold():
                pods.add((location, position))
            continue
        location = None
        if (match := _CONFIG_KEY.match(line)) is not None:
            is_omni = "omni" in match.group(1).casefold()
        elif (match := _BASE_KEY.match(line)) is not None:
            base = int(match.group(1))
    return OmniRead(is_omni, base, frozenset(pods))


def mark_pods(mech: Mech, read: OmniRead) -> Mech:
    """The reader's 'Mech with the pod flags and base chassis heat sinks of its file."""
    if not read.omni:
        return mech
    equipment = tuple(m.model_copy(update={"pod": (m.location, m.slot) in read.pods}) for m in mech.equipment)
    ammo = tuple(b.model_copy(update={"pod": (b.location, b.slot) in read.pods}) for b in mech.ammo)
    return mech.model_copy(update={"omni": True, "base_chassis_heat_sinks": read.base_heat_sinks,
                                   "equipment": equipment, "ammo": ammo,
                                   "meta": _meta_without_marks(mech)})


def _meta_without_marks(mech: Mech) -> dict[str, Any]:
    """The reader's kept lines without what the model now holds: the base chassis heat sinks, the
    OmniMech ``Config:`` and the ``(omnipod)`` marks of the slot lines (the writer adds them from
    the pod flags); a slot line left as the writer writes it anyway is not kept."""
    kept = {key: value for key, value in mech.meta.items() if key != BASE_META_KEY}
    config = kept.get("config")
    if isinstance(config, str) and _POD_CONFIG.fullmatch(config.strip()):
        del kept["config"]
    slots = kept.get(SLOTS_META_KEY)
    if isinstance(slots, dict):
        # the writer's own slot lines (no kept spelling), not the whole file
        own = {location.value: lines for location, lines in own_blocks(mech).items()}
        spelled = {location: _unmarked(lines, own.get(location, [])) for location, lines in slots.items()}
        kept[SLOTS_META_KEY] = {location: lines for location, lines in spelled.items() if lines}
        if not kept[SLOTS_META_KEY]:
            del kept[SLOTS_META_KEY]
    return kept


def _unmarked(lines: Any, own: list[str]) -> Any:
    """A location's kept slot lines without ``(omnipod)``, less those the writer gives anyway."""
    if not isinstance(lines, dict):
        return lines
    out = {}
    for position, text in lines.items():
        text = _POD_MARK.sub("", text) if isinstance(text, str) else text
        index = int(position) - 1 if str(position).isdigit() else -1
        if not (0 <= index < len(own) and text == own[index]):
            out[position] = text
    return out


def read_mtf(path: str | Path, *, for_writing: bool = True) -> mtf.MtfResult:
    """Reads an MTF file like ``mtf.read_mtf``, with the OmniMech marks of its file."""
    path = path if isinstance(path, Path) else Path(path)   # a Path already: not parsed again
    text = read_text_file(path, mtf.MAX_FILE_BYTES, "an MTF file")
    return parse_mtf(text, str(path), for_writing=for_writing)


def parse_mtf(text: str, source: str = "<input>", *, for_writing: bool = True) -> mtf.MtfResult:
    """Parses MTF text like ``mtf.parse_mtf``, with the OmniMech marks of the text."""
    result = mtf.parse_mtf(text, source, for_writing=for_writing)
    read = scan_omni(text)
    if not read.omni:
        return result
    issues = tuple(issue for issue in result.issues if issue.code not in _HANDLED)
    return mtf.MtfResult(mark_pods(result.mech, read), issues)


@dataclass(frozen=True, slots=True)
class Gathered:
    """One design made from one or more files: an OmniMech's configurations, or one plain 'Mech."""

    mech: Mech
    sources: tuple[Path, ...]
    issues: tuple[ImportIssue, ...] = ()


def _order(name: str) -> tuple[int, str]:
    return (0 if name.casefold() == PRIME.casefold() else 1, name.casefold())


def gather(paths: Iterable[str | Path]) -> list[Gathered]:
    """Reads MTF files and joins every OmniMech's configuration files (same chassis, tech base and
    tonnage: ComStar's Inner Sphere Battle Cobra is not a configuration of the Clan one, decision
    D-MECH3-3) into one design, its base chassis taken from the Prime (else the first configuration
    by name). Other files stay one design each. Raises FormatError on the first unreadable file."""
    groups: dict[tuple[str, str, int], list[tuple[Path, mtf.MtfResult]]] = {}
    plain: list[Gathered] = []
    for path in paths:
        result = read_mtf(path)
        if result.mech.omni:
            key = (result.mech.chassis.casefold(), result.mech.tech_base.value, result.mech.tonnage)
            groups.setdefault(key, []).append((Path(path), result))
        else:
            plain.append(Gathered(result.mech, (Path(path),), result.issues))
    return [_join(members) for members in groups.values()] + plain


def _join(members: list[tuple[Path, mtf.MtfResult]]) -> Gathered:
    members = sorted(members, key=lambda member: _order(member[1].mech.model))
    names = [result.mech.model or f"Configuration {index}" for index, (_, result) in enumerate(members, 1)]
    if len(set(names)) != len(names):
        duplicate = next(name for name in names if names.count(name) > 1)
        raise FormatError(f"two files hold configuration {duplicate!r} of {members[0][1].mech.chassis}",
                          source=members[0][0])
    named = ((name, result.mech) for name, (_, result) in zip(names, members, strict=True))
    design = omni.gather(members[0][1].mech, named)
    issues = tuple(issue for _, result in members for issue in result.issues)
    return Gathered(design, tuple(path for path, _ in members), issues)


# --- writing ---------------------------------------------------------------------------------

def omni_to_mtf(mech: Mech) -> str:
    """The MTF text of one configuration's 'Mech (``omni.configuration``) as MegaMek writes it."""
    text = mech_to_mtf(mech)
    if not mech.omni:
        return text
    pods = _pod_slots(mech)
    lines, location, position = [], None, 0
    for line in text.split("\n"):
        if line.casefold() in _HEADERS:
            location, position = _HEADERS[line.casefold()], 0
        elif location is not None and line:
            position += 1
            line = f"{line} {POD}" if (location, position) in pods and POD not in line.casefold() else line
        elif not line:
            location = None
        if line.casefold().startswith("config:") and "omni" not in line.casefold():
            line = f"{line} Omnimech"
        lines.append(line)
        if line.casefold().startswith("heat sinks:") and not _HAS_BASE_KEY.search(text):
            lines.append(f"Base Chassis Heat Sinks:{omni.base_chassis_heat_sinks(mech)}")
    return "\n".join(lines)


def _pod_slots(mech: Mech) -> set[tuple[MechLocation, int]]:
    pods = set()
    for location, slots in critical_table(mech).items():
        for position, content in enumerate(slots, 1):
            if content is None or content.index is None or content.kind is SlotKind.FIXED:
                continue
            items = mech.ammo if content.kind is SlotKind.AMMO else mech.equipment
            if items[content.index].pod:
                pods.add((location, position))
    return pods


def configuration_files(mech: Mech, target: str | Path) -> list[tuple[Path, str]]:
    """(path, MTF text) of each configuration of an OmniMech: ``target`` names the files
    (``Timber Wolf.mtf`` -> ``Timber Wolf Prime.mtf``, ``Timber Wolf A.mtf``...) or is a folder.

    Raises:
        FormatError: a configuration's file would not read back as that configuration.
    """
    target = Path(target)
    folder, stem = (target, mech.chassis) if target.suffix.lower() != ".mtf" else (target.parent, target.stem)
    files = []
    for config in omni.expand(mech):
        path = folder / f"{stem} {_SEPARATORS.sub('_', config.model)}.mtf"
        text = omni_to_mtf(config)
        _check_faithful(config, text, path)
        files.append((path, text))
    return files


def write_files(files: Iterable[tuple[Path, str]]) -> None:
    """Writes each (path, text) through the atomic writer, creating the folder first.

    Raises:
        OSError: a folder or a file could not be written.
    """
    for path, text in files:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, text)


def _check_faithful(config: Mech, text: str, path: Path) -> None:
    from designer.formats.convert import canonical, first_difference  # convert imports this module

    difference = first_difference(canonical(config), canonical(parse_mtf(text, str(path)).mech))
    if difference:
        raise FormatError(f"configuration {config.model}: a .mtf file cannot hold it unchanged "
                          f"({difference}); nothing written", source=path)



MAX_SIBLING_FILES = 2_000   # files of a folder looked at beside an opened configuration
HEADER_BYTES = 4_096        # a file's chassis line is among its first lines


def _chassis_line(path: Path) -> str | None:
    try:
        with open(path, "rb") as stream:
            head = stream.read(HEADER_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return None
    lines = [line.strip() for line in head.splitlines() if line.strip()]
    for line in lines:
        key, colon, value = line.partition(":")
        if key.strip().casefold() == "chassis":
            return value.strip().casefold()
    # the older layout: "Version:1.1", then the chassis and the model on lines of their own
    plain = [line for line in lines[:3] if ":" not in line]
    return plain[0].casefold() if plain else None


def configuration_family(path: str | Path) -> Gathered | None:
    """The OmniMech design an MTF configuration file belongs to: it and the MTF files beside it of
    the same chassis that are configurations of the same OmniMech, gathered as ``gather`` does;
    None for a file that is no OmniMech configuration.

    Raises:
        FormatError: the opened file cannot be read (an unreadable sibling is left out)."""
    path = Path(path)
    own = read_mtf(path)
    if not own.mech.omni:
        return None
    chassis = own.mech.chassis.casefold()   # "Mad Cat (Timber Wolf)": the chassis line and the Clan name

    def same_chassis(other: Path) -> bool:
        line = _chassis_line(other)
        return line is not None and (line == chassis or chassis.startswith(line + " ("))

    siblings = [other for other in sorted(path.parent.glob("*.mtf"))[:MAX_SIBLING_FILES]
                if other != path and same_chassis(other)]
    readable = [path]
    for other in siblings:
        try:
            read_mtf(other)
        except FormatError:
            continue
        readable.append(other)
    for family in gather(readable):
        if path in family.sources:
            return family
    return None
