"""What a BLK file says that the rules here do not read, kept in a unit's ``meta`` and written back
(docs/interchange.md lists what still changes).

``meta`` holds:
- every tag the readers do not read (``mul id:``, ``originalBuildYear``, ``role``, quirks, fluff,
  manufacturers, ``fuelType``...), under the tag as written, one string or a list of lines;
- ``blk blocks``: for a block the writer writes itself (``year``, ``type``, ``transporters``,
  ``engine_type``, equipment blocks, ``tonnage``...), the file's own lines and the lines the writer
  would write for the design as read (``for``). The file's lines are written back while the
  design still gives exactly ``for``: an edited design never carries a stale block;
- ``blk comments``: the file's ``#`` lines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

BLOCKS_KEY = "blk blocks"
COMMENTS_KEY = "blk comments"
REPEATED_KEY = "blk repeated"
ABSENT_KEY = "blk absent"
SPLIT_KEY = "blk split"
MACHINERY_KEYS = (BLOCKS_KEY, COMMENTS_KEY, REPEATED_KEY, ABSENT_KEY, SPLIT_KEY)
# Blocks a file may leave out that read back the same when left out: the header, year and type
# (not read), engine_type (absent = fusion, as written for a fusion engine), an empty <Model>;
# and any block the writer would leave empty.
OMITTABLE = frozenset({"blockversion", "version", "year", "type", "engine_type", "model"})
Block = tuple[str, list[str]]


# Blocks whose lines the readers put into the design although the writer writes them in another
# block (a second turret's weapons join the turret; fighters' shared wing and fuselage blocks; a
# battle armor squad's items under the other tech base's tag, <Squad Equipment> on a Clan Point):
# never kept, or a re-read design would hold them twice.
CONSUMED = frozenset(
    {"front turret equipment", "rear turret equipment", "wings equipment", "fuselage equipment",
     "squad equipment", "point equipment"}
)


# A block the writer writes for what the reader took from several of the file's blocks: a dual-turret
# vehicle's <Front Turret Equipment> and <Rear Turret Equipment> join its turret. While the writer
# still writes exactly what it wrote for the design as read, the file's blocks are written back.
SPLITS = {"turret equipment": ("front turret equipment", "rear turret equipment")}


def _split(blocks: dict[str, list[Any]], written: dict[str, tuple[str, list[str]]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for merged, parts in SPLITS.items():
        if merged not in written or not any(part in blocks for part in parts):
            continue
        found = sorted((block for key in (merged, *parts) for block in blocks.get(key, [])[:1]),
                       key=lambda block: block.line)
        out[merged] = {"for": written[merged][1], "blocks": [[block.name, _values(block)] for block in found]}
    return out


def collect(
    blocks: dict[str, list[Any]],
    used: set[str],
    comments: list[str],
    own: list[Block] | None,
    first_line: str,
) -> dict[str, object]:
    """The meta of a BLK file: ``blocks`` maps a tag key to its blocks (``.name``, ``.values``),
    ``used`` the tags the reader read; ``own`` is what the writer makes of the unit as read (None
    when it cannot write it: then only unread tags are kept)."""
    meta: dict[str, object] = {}
    written = {tag.casefold(): (tag, values) for tag, values in own or []}
    kept: dict[str, dict[str, object]] = {}
    for key, found in blocks.items():
        lines = _lines(key, found)
        if key in written:
            if lines != written[key][1]:
                kept[key] = {"tag": found[0].name, "lines": lines, "for": written[key][1]}
        elif key not in CONSUMED and (own is not None or key not in used):
            meta[found[0].name] = lines[0] if len(lines) == 1 else lines
    if kept:
        meta[BLOCKS_KEY] = kept
    split = _split(blocks, written)
    if split:
        meta[SPLIT_KEY] = split
    absent = {tag.casefold(): values for tag, values in own or []
              if tag.casefold() not in blocks and (tag.casefold() in OMITTABLE or not values)}
    if absent:
        meta[ABSENT_KEY] = absent  # written as the file had them: not at all, while still the same
    # by tag, so that the text written back (its blocks in the writer's order) reads back the same
    repeated = sorted((
        {"tag": block.name, "lines": [value for _, value in block.values]}
        for key, found in blocks.items()
        if key not in CONSUMED
        for block in found[1:]
        if _values(block) != _values(found[0])
    ), key=lambda entry: " ".join(str(entry["tag"]).casefold().split()))
    if repeated:
        meta[REPEATED_KEY] = repeated  # a later block of a tag, which MegaMek does not read
    extra = [line for line in comments if line.casefold() != first_line.casefold()]
    if extra:
        meta[COMMENTS_KEY] = extra
    return meta


def _values(block: Any) -> list[str]:
    return [value for _, value in block.values]


def _lines(key: str, found: list[Any]) -> list[str]:
    """A tag's values as the readers take them: the first block's, as MegaMek reads a tag (its
    ``BuildingBlock`` stops at the first; ``<transporters>`` too, decision D-VEH3-5)."""
    return [value for _, value in found[0].values]


def apply(meta: dict[str, object], blocks: list[Block]) -> list[Block]:
    """The writer's blocks with the file's own lines put back where the design still matches."""
    kept = meta.get(BLOCKS_KEY, {})
    kept = kept if isinstance(kept, dict) else {}
    absent = meta.get(ABSENT_KEY, {})
    absent = absent if isinstance(absent, dict) else {}
    split = meta.get(SPLIT_KEY, {})
    split = split if isinstance(split, dict) else {}
    out: list[Block] = []
    for tag, values in blocks:
        if absent.get(tag.casefold()) == values and (tag.casefold() in OMITTABLE or not values):
            continue
        parts = split.get(tag.casefold())
        if isinstance(parts, dict) and parts.get("for") == values and isinstance(parts.get("blocks"), list):
            out += [(str(name), [str(line) for line in lines]) for name, lines in parts["blocks"]]
            continue
        entry = kept.get(tag.casefold())
        if isinstance(entry, dict) and entry.get("for") == values and isinstance(entry.get("lines"), list):
            out.append((str(entry.get("tag", tag)), [str(line) for line in entry["lines"]]))
        else:
            out.append((tag, values))
    return out


def render(
    first_line: str,
    blocks: list[Block],
    meta: dict[str, object],
    render_block: Callable[[str, list[str]], str],
) -> str:
    """The file: the first line, kept comments, the blocks, then every kept tag."""
    written = {tag.casefold() for tag, _ in blocks}
    comments = meta.get(COMMENTS_KEY, [])
    head = [first_line]
    for comment in comments if isinstance(comments, list) else []:
        text = str(comment)
        if not text.startswith("#") or "\n" in text or "\r" in text:
            raise ValueError(f"kept comment {text[:30]!r} is not one '#' line")
        head.append(text)
    rendered = [render_block(tag, values) for tag, values in blocks]
    # MegaMek's layout: the first line on top of <BlockVersion>, comments on top of <Version>
    parts = [f"{first_line}\n{rendered[0]}"]
    if head[1:] and len(rendered) > 1:
        parts.append("\n".join([*head[1:], rendered[1]]))
        parts += rendered[2:]
    else:
        parts += rendered[1:]
    for tag, value in meta.items():
        if tag in MACHINERY_KEYS or tag.startswith("mtf ") or tag.casefold() in written:
            continue
        values = [str(v) for v in value] if isinstance(value, list) else [str(value)]
        parts.append(render_block(tag, values))
    repeated = meta.get(REPEATED_KEY, [])
    for entry in repeated if isinstance(repeated, list) else []:
        if isinstance(entry, dict) and isinstance(entry.get("lines"), list):
            parts.append(render_block(str(entry.get("tag", "")), [str(v) for v in entry["lines"]]))
    return "\n\n".join(parts) + "\n"
