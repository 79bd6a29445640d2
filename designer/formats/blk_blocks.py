"""MegaMek's "building block" syntax (research/megameklab.md section 4.2, ``BuildingBlock``) and
the helpers the BLK unit readers share.

Format rules followed here:
- a block is an opening tag ``<Name>`` on its own line, value lines, and the closing tag
  ``</Name>``; tags match case-insensitively (``<model>`` = ``<Model>``);
- blank lines and lines starting with ``#`` are dropped; every other line inside a block is one
  value, stripped (a tag-like line inside a block is a value: only the matching closing tag ends it);
- when a tag appears twice, MegaMek reads the first block; ``<transporters>`` blocks are all read;
- equipment lines may carry MegaMek suffixes (``:OMNI``, ``:SIZE:n``, ``(R)``, ``(ST)``...);
  ammunition reads ``IS Ammo <weapon>`` or ``IS <weapon> Ammo``, ``- Half`` meaning half a ton.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from designer.catalog import catalog
from designer.formats.errors import FormatError, ImportIssue
from designer.formats.mtf_level2 import level2_ammo
from designer.formats.spellings import collapse, cut_suffix, find_item_name, parse_ammo
from designer.model.common import TechBase

# MegaMek TechConstants as its files write an ``<armor_tech>``: the Clan and the Inner Sphere tech
# levels. MegaMek has numbered them two ways (0 intro, 1 IS, 2 Clan, then IS/Clan advanced,
# experimental, unofficial, all IS, all Clan; since 2017 3 and 4 "all Total Warfare" come first):
# 2, 6, 8 and 10 are Clan in both, 4 Clan advanced and 12 all Clan in one; the canon Zephyros
# Infantry Support Vehicle (Dual Turret) (Clan Level 2) writes 10 for its Clan ferro-fibrous.
MEGAMEK_CLAN_TECH_LEVELS = frozenset({2, 4, 6, 8, 10, 12})
MEGAMEK_IS_TECH_LEVELS = frozenset({0, 1, 3, 5, 7, 9, 11})
MAX_DIGITS = 7  # whole numbers longer than this are refused (a file of 10^9 tons is corrupt)

# Tags MegaMek reads that carry nothing our models hold: identity, era, fluff, quirks, MegaMek-only.
IGNORED_TAGS = frozenset({
    "blockversion", "version", "uuid", "mul id:", "year", "originalbuildyear", "role", "quirks",
    "weaponquirks", "capabilities", "overview", "deployment", "history", "manufacturer", "primaryfactory",
    "systemmanufacturers", "systemmodels", "notes", "use", "length", "width", "height", "bv", "fueltype",
    "era", "imagepath", "icon", "fluffimage", "armor_tech_level", "armor_tech_rating", "engine_tech_rating",
    "structural_tech_rating", "clan_engine", "manualbv", "source_url",
})
# Suffixes MegaMek allows after an equipment name; none has a meaning under the 1987 rules.
_FLAGS = frozenset({"R", "ST", "PT", "FL", "FR", "RL", "RR", "OMNIPOD", "T"})
# Cargo as an equipment line ("Cargo (1 ton)", "Cargo (0.5 tons)"): tons of cargo space, read as
# <transporters> cargo bays are (D-BLK-12).
_CARGO = re.compile(r"cargo \(([0-9]{1,4}(?:\.[0-9]{1,3})?) tons?\)", re.IGNORECASE)


def tag_key(name: str) -> str:
    return " ".join(name.casefold().split())


@dataclass
class Block:
    name: str  # as written
    line: int  # line of the opening tag
    values: list[tuple[int, str]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Item:
    """One equipment line: a catalog weapon (``name`` = its id), ammunition for ``name``, or an
    item the 1987 catalog does not know (``name`` as written, suffixes removed)."""

    line: int
    kind: str  # "weapon" | "ammo" | "cargo" | "unknown"
    name: str
    tons: float = 0.0
    ammo_kind: str = "standard"   # the ammunition's type (Artemis-capable...; decision D-AMMO-1)


class BlkFile:
    """The blocks of one BLK text plus the issues met while reading them."""

    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.issues: list[ImportIssue] = []
        self.blocks: dict[str, list[Block]] = {}
        self.used: set[str] = set()
        self.comments: list[str] = []  # the file's "#" lines, kept in meta
        self._checked: set[str] = set()  # tags whose repeats were already compared
        self._scan(text)

    # --- pass 1: lines -> blocks ----------------------------------------------------------------

    def _scan(self, text: str) -> None:
        current: Block | None = None
        current_key = ""   # tag_key of the open block's tag
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")  # LF, CRLF or a lone CR
        for number, raw in enumerate(lines, 1):
            line = raw.strip()
            if not line:
                continue
            if line[0] == "#":
                self.comments.append(line)
                continue
            if current is not None:
                if line.startswith("</") and line.endswith(">") and tag_key(line[2:-1]) == current_key:
                    current = None
                else:
                    current.values.append((number, line))
            elif line.startswith("<") and not line.startswith("</") and line.endswith(">") and len(line) > 2:
                current = Block(line[1:-1].strip(), number)
                current_key = tag_key(current.name)
                self.blocks.setdefault(current_key, []).append(current)
            else:
                self.note(number, "BLK-STRAY-LINE", f"line outside any <tag> block ignored: {line[:60]!r}")
        if current is not None:
            raise FormatError(f"<{current.name[:40]}> is never closed (no </{current.name[:40]}> line)",
                              source=self.source, line=current.line)

    # --- access -----------------------------------------------------------------------------------

    def note(self, line: int | None, code: str, message: str) -> None:
        self.issues.append(ImportIssue(line, code, message))

    def has(self, key: str) -> bool:
        return key in self.blocks

    def block(self, key: str) -> Block | None:
        """The first block of that tag (as MegaMek reads it); later ones are noted when they differ."""
        self.used.add(key)
        found = self.blocks.get(key)
        if not found:
            return None
        if key in self._checked:
            return found[0]
        self._checked.add(key)
        for other in found[1:]:
            if [v for _, v in other.values] != [v for _, v in found[0].values]:
                self.note(other.line, "BLK-DUPLICATE-TAG", f"second <{other.name}> block ignored")
        return found[0]

    def lines(self, key: str) -> list[tuple[int, str]]:
        block = self.block(key)
        return list(block.values) if block else []

    def all_lines(self, key: str) -> list[tuple[int, str]]:
        """Every value line of every block of that tag, marking it read (a tag kept whole)."""
        self.used.add(key)
        return [value for block in self.blocks.get(key, []) for value in block.values]

    def text(self, key: str, default: str = "") -> str:
        values = self.lines(key)
        if len(values) > 1:
            self.note(values[1][0], "BLK-EXTRA-VALUE", f"<{key}> holds one value; later lines ignored")
        return values[0][1] if values else default

    def line_of(self, key: str) -> int | None:
        block = self.blocks.get(key)
        return block[0].line if block else None

    def require(self, key: str, what: str) -> tuple[int, str]:
        values = self.lines(key)
        if not values:
            raise FormatError(f"no <{key}> value: {what}", source=self.source, line=self.line_of(key))
        return values[0]

    def number(self, key: str, what: str) -> float:
        """A required number (``<tonnage>``, ``<cruiseMP>``); a bad one cannot be guessed."""
        line, value = self.require(key, what)
        number = parse_number(value)
        if number is None or number < 0:
            raise FormatError(f"<{key}> must be a number of at least 0, not {value[:30]!r}",
                              source=self.source, line=line)
        return number

    def optional_int(self, key: str, default: int) -> int:
        values = self.lines(key)
        if not values:
            return default
        line, value = values[0]
        number = parse_number(value)
        if number is None or number < 0 or number != int(number):
            self.note(line, "BLK-BAD-NUMBER", f"<{key}> is not a whole number ({value[:30]!r}); using {default}")
            return default
        return int(number)

    def whole(self, key: str, what: str) -> int:
        number = self.number(key, what)
        if number != int(number):
            raise FormatError(f"<{key}> must be a whole number, not {number:g}", source=self.source,
                              line=self.require(key, what)[0])
        return int(number)

    def unread_tags(self) -> None:
        """Tags neither read nor known to be fluff or MegaMek-only are reported."""
        for key, blocks in self.blocks.items():
            if key not in self.used and key not in IGNORED_TAGS:
                self.note(blocks[0].line, "BLK-UNKNOWN-TAG", f"tag <{blocks[0].name[:40]}> ignored")


def parse_number(value: str) -> float | None:
    """``35``, ``35.0``, ``.4`` (MegaMek writes a fraction without its 0: "cargobay:.4:1"): at most
    MAX_DIGITS digits before the point; None if not a number."""
    if not re.fullmatch(r"-?(\d{1,%d}(\.\d{1,6})?|\.\d{1,6})" % MAX_DIGITS, value.strip()):
        return None
    return float(value)


def classify(blk: BlkFile, line: int, text: str) -> Item:
    """One equipment line -> weapon, ammunition, cargo or unknown item; suffixes are noted and
    dropped. Every step is linear in the line's length (spellings.py)."""
    name = _strip_suffixes(blk, line, text)
    cargo = _CARGO.fullmatch(name)
    if cargo is not None:
        return Item(line, "cargo", "Cargo", float(cargo.group(1)))
    level2 = level2_ammo(name)  # Level 2 spellings first (mtf_level2.py): they name their type
    if level2 is not None:
        weapon_id, half, ammo_kind = level2
        return Item(line, "ammo", weapon_id, 0.5 if half else 1.0, ammo_kind)
    ammo = parse_ammo(name)
    if ammo is not None:
        if ammo.weapon is None or not ammo.weapon.uses_ammo:
            blk.note(line, "BLK-UNKNOWN-AMMO",
                     f"unknown ammunition {ammo.weapon_name[:60]!r} kept as written")
            return Item(line, "ammo", ammo.weapon_name, ammo.tons)
        if ammo.problem:
            blk.note(line, "BLK-BAD-AMMO", f"{ammo.weapon.id} ammunition: {ammo.problem}")
        return Item(line, "ammo", ammo.weapon.id, ammo.tons)
    weapon = find_weapon(name)
    if weapon is None:
        blk.note(line, "BLK-UNKNOWN-ITEM", f"{name[:60]!r} is not on the 1987 Weapons Table; kept as written")
        return Item(line, "unknown", name)
    return Item(line, "weapon", weapon)


def find_weapon(name: str) -> str | None:
    """The catalog id of a weapon named as MegaMek names it (``IS ``/``Clan `` prefix, ``ISAC10``)."""
    weapon = find_item_name(name)
    return weapon.id if weapon is not None else None


def _strip_suffixes(blk: BlkFile, line: int, text: str) -> str:
    name = collapse(text)
    for marker in (":OMNI", ":omni"):
        if marker in name:
            blk.note(line, "BLK-UNSUPPORTED-FLAG", "OmniPod mounting (:OMNI) ignored")
            name = name.replace(marker, "")
    size = name.upper().find(":SIZE:")
    if size > 0:
        blk.note(line, "BLK-UNSUPPORTED-FLAG", f"item size {name[size + 6:][:10]!r} ignored")
        name = name[:size]
    if name.startswith("(R) "):
        blk.note(line, "BLK-UNSUPPORTED-FLAG", "rear mounting (R) ignored")
        name = name[4:]
    while True:
        name, flag = cut_suffix(name.strip(), _FLAGS)
        if flag is None:
            return name.strip()
        blk.note(line, "BLK-UNSUPPORTED-FLAG", f"mounting flag ({flag}) ignored")


def armor_tons(points: int) -> float:
    """Armor weight from points: 16 points a ton, bought in half tons (decision D-011)."""
    return -(-points // 8) / 2


def merge_ammo(items: list[Item]) -> list[tuple[str, float, str]]:
    """Ammunition lines -> (weapon, tons, type) in order of first appearance, one entry per weapon
    and ammunition type."""
    totals: dict[tuple[str, str], float] = {}
    for item in items:
        key = (item.name, item.ammo_kind)
        totals[key] = totals.get(key, 0.0) + item.tons
    return [(name, tons, kind) for (name, kind), tons in totals.items()]


# --- fields every unit file shares ---------------------------------------------------------------

def unit_name(blk: BlkFile) -> tuple[str, str]:
    """``<Name>`` is the chassis, ``<Model>`` the model (either may be empty in MegaMek files).
    A ``<Model>`` block written inside ``<Name>`` (an unclosed name) is read as the model, noted."""
    values = blk.lines("name")
    nested = _nested_model(values)
    if nested is not None:
        line, model = nested
        values = values[:1]
        if not blk.text("model"):
            blk.note(line, "BLK-NESTED-TAG",
                     f"<Model> written inside <Name>: read as the model {model[:40]!r}")
            chassis = values[0][1] if values else ""
            return chassis or _unnamed(blk), model
        blk.note(line, "BLK-NESTED-TAG",
                 "<Model> written inside <Name> ignored: the file has a <Model> block")
    chassis = blk.text("name")
    return chassis or _unnamed(blk), blk.text("model")


def _unnamed(blk: BlkFile) -> str:
    blk.note(blk.line_of("name"), "BLK-MISSING-TAG", "no <Name>; using 'Unnamed'")
    return "Unnamed"


def _nested_model(values: list[tuple[int, str]]) -> tuple[int, str] | None:
    """``<Model>``, the model and ``</Model>`` among the value lines of ``<Name>``."""
    for index, (line, value) in enumerate(values):
        if tag_key(value) == "<model>":
            inner = [v for _, v in values[index + 1:] if tag_key(v) != "</model>"]
            return line, inner[0] if inner else ""
    return None


def unit_tonnage(blk: BlkFile) -> int:
    """``<tonnage>`` (``35.0``); the 1987 rules build in whole tons, so a fraction is rounded up."""
    tons = blk.number("tonnage", "the unit's weight is required")
    line = blk.require("tonnage", "")[0]
    if tons < 1:
        raise FormatError(f"<tonnage> must be at least 1 ton, not {tons:g}", source=blk.source, line=line)
    if tons != int(tons):
        blk.note(line, "BLK-FRACTIONAL-TONNAGE", f"{tons:g} tons rounded up to {int(tons) + 1}")
        return int(tons) + 1
    return int(tons)


# <type> values of MegaMek (TechConstants): "IS Level 2", "Clan Level 2", "Mixed (IS Chassis) Level 3"...;
# some of MegaMek's own files write the tech base alone ("IS", "Clan": decision D-VEH3-6).
_TYPE = re.compile(r"(is|clan|mixed \((?:is|clan) chassis\))(?:\s+level\s+([1-4]))?", re.IGNORECASE)


def technology(blk: BlkFile, items: Iterable[str], later: bool = False) -> dict[str, object]:
    """The design's technology from ``<type>`` and ``<year>`` (decision D-L2K-2), for a Clan or
    mixed file or one whose ``items`` include a Master Rules (level 2+) item; any other design is
    a 1987 design whatever MegaMek's level (its TRO 3039 vehicles say ``IS Level 2``), and reads as
    before: no technology, the two tags kept as read. ``later``: the design uses a Level 2
    construction type (a vehicle's XL engine or ferro-fibrous armor), which counts as such an item."""
    found = _TYPE.fullmatch(" ".join(blk.text("type").split()))
    if found is None:
        return {}
    base = found.group(1).casefold()
    tech_base = "mixed" if base.startswith("mixed") else ("clan" if base == "clan" else "inner_sphere")
    # a <type> naming no level: rules level 2 when the design needs it (Clan technology, a Level 2
    # item or construction type), else a 1987 design (decision D-VEH3-6)
    level = int(found.group(2)) if found.group(2) else 2
    later = later or any(item.rules_level > 1 for item in map(catalog().find, items) if item is not None)
    if tech_base == "inner_sphere" and (level == 1 or not later):
        return {}
    year = blk.optional_int("year", 0)
    return {"tech_base": tech_base, "rules_level": max(level, 1), **({"year": year} if year > 0 else {})}


def note_type(blk: BlkFile) -> None:
    """A ``<type>`` that is not a MegaMek technology is read as Inner Sphere, noted; one that names
    a tech base but no rules level is noted too (decision D-VEH3-6)."""
    tech = blk.text("type")
    found = _TYPE.fullmatch(" ".join(tech.split()))
    if tech and found is None:
        blk.note(blk.line_of("type"), "BLK-UNSUPPORTED-TECH", f"{tech[:40]!r} technology read as Inner Sphere")
    elif found is not None and found.group(2) is None:
        blk.note(blk.line_of("type"), "BLK-UNSUPPORTED-TECH",
                 f"{tech[:40]!r} names no rules level: Level 2 if the design needs it")


def check_tech(blk: BlkFile, skip: tuple[str, ...] = ()) -> None:
    """Non-standard armor, structure, heat sinks or cockpits are read as the standard 1987 items,
    and noted; a ``<type>`` that is not a MegaMek technology is read as Inner Sphere, noted.
    ``skip``: the type tags the caller reads itself (a fighter's armor and heat sinks)."""
    note_type(blk)
    for key, what in (("armor_type", "armor"), ("internal_type", "internal structure"),
                      ("sink_type", "heat sinks"), ("cockpit_type", "cockpit")):
        if key in skip:
            continue
        code = blk.optional_int(key, 0)
        if code != 0:
            blk.note(blk.line_of(key), "BLK-UNSUPPORTED-TECH", f"{what} type {code} read as standard {what}")
    if blk.has("omni"):
        blk.block("omni")
        blk.note(blk.line_of("omni"), "BLK-UNSUPPORTED-TECH", "OmniVehicle/OmniFighter read as a standard design")


# MegaMek <engine_type> codes (BLKFile): 0 fusion, 1 ICE; the others are later technology.
ENGINE_CODES = {0: "fusion", 1: "ICE", 2: "XL", 3: "XXL", 4: "light", 5: "compact", 6: "fuel cell",
                7: "fission", 8: "none", 9: "maglev", 10: "steam", 11: "battery", 12: "solar", 13: "external"}
FUSION_LIKE = {0, 2, 3, 4, 5, 7}


def armor_values(blk: BlkFile, least: int, most: int) -> list[int]:
    """The ``<armor>`` block: one whole number per location, ``least`` to ``most`` of them."""
    values = blk.lines("armor")
    if not least <= len(values) <= most:
        raise FormatError(f"<armor> needs {least} to {most} values, not {len(values)}", source=blk.source,
                          line=blk.line_of("armor"))
    points = []
    for line, value in values:
        number = parse_number(value)
        if number is None or number < 0 or number != int(number):
            raise FormatError(f"armor value {value[:20]!r} is not a whole number", source=blk.source, line=line)
        points.append(int(number))
    return points


# --- writing ----------------------------------------------------------------------------------------

WrittenBlock = tuple[str, list[str]]   # a tag and its value lines, as a writer makes them


def block(tag: str, *values: object) -> WrittenBlock:
    """One block: its tag and one value per line (checked when rendered)."""
    return tag, [str(value) for value in values]


def tech_type(unit: object) -> str:
    """MegaMek's ``<type>``: ``IS Level 1`` for a 1987 design, else the tech base and rules level
    (``Clan Level 2``, ``Mixed (IS Chassis) Level 2``; decision D-L2K-2)."""
    base = getattr(unit, "tech_base", TechBase.INNER_SPHERE)
    names = {TechBase.INNER_SPHERE: "IS", TechBase.CLAN: "Clan", TechBase.MIXED: "Mixed (IS Chassis)"}
    return f"{names[base]} Level {getattr(unit, 'rules_level', 1)}"


ERA = "3025"   # the year a design without one is written with: the 1987 rules' era (D-MTF-4)


def identity_blocks(unit_type: str, unit: object) -> list[WrittenBlock]:
    """``<UnitType>``, ``<Name>``, ``<Model>``, ``<year>`` and ``<type>``: how a unit's file begins."""
    model = [unit.model] if unit.model else []  # type: ignore[attr-defined]  # an empty <Model>, as MegaMek writes
    return [block("UnitType", unit_type), block("Name", unit.chassis),  # type: ignore[attr-defined]
            block("Model", *model), block("year", getattr(unit, "year", None) or ERA),
            block("type", tech_type(unit))]


def source_blocks(unit: object) -> list[WrittenBlock]:
    """The closing ``<source>`` block (a platoon's file ends there: it carries no <tonnage>)."""
    source = getattr(unit, "source", None)
    return [block("source", source)] if source else []
