"""Fluff prose of MegaMek files and the design's ``fluff`` (the Fluff tab's fields).

The readers keep every line the rules do not read in ``meta``; the prose a Technical Readout prints
(overview, capabilities, deployment, history, manufacturer, the systems' manufacturers) goes into
``fluff`` instead, so an imported design shows it in the Fluff tab, and the writers write it back
from ``fluff`` (an edit in the Fluff tab is what the file says). ``take`` moves it after reading,
``give`` puts it back before writing. A value ``fluff`` cannot hold as one text (an MTF key written
twice, an empty value) stays in ``meta`` as read. Prose typed in the Fluff tab that a format cannot
hold line by line is written as it can (docs/interchange.md): in MTF on its key's one line, in BLK
without blank lines."""

from __future__ import annotations

from typing import Any, TypeVar

from designer.model import Fluff
from designer.model.common import Document, UnitDocument
from designer.rules.common.memo import copy_with

D = TypeVar("D", bound=Document)

# Fluff field -> MegaMek key (MTF key, lower case as the MTF reader keeps it; BLK tag as MegaMek writes it).
MTF_KEYS = {"overview": "overview", "capabilities": "capabilities", "deployment": "deployment",
            "history": "history", "manufacturer": "manufacturer", "systems": "systemmanufacturer"}
BLK_TAGS = {"overview": "overview", "capabilities": "capabilities", "deployment": "deployment",
            "history": "history", "manufacturer": "manufacturer", "systems": "systemManufacturers"}
# Values read as a list of lines, one per system (MTF repeats the key; BLK lines a block).
_LINES_IN_MTF = {"systems"}


def _text(value: Any, lines_allowed: bool) -> str | None:
    """The one text a kept value gives (None: fluff cannot hold it)."""
    if isinstance(value, str):
        return value or None
    if lines_allowed and isinstance(value, list) and value and all(isinstance(v, str) and v for v in value):
        return "\n".join(value)
    return None


def _spellings(meta: dict[str, Any]) -> dict[str, str]:
    """Each meta key's case-folded form -> the first key spelling it (BLK keeps the tag as the
    file writes it)."""
    out: dict[str, str] = {}
    for found in meta:
        out.setdefault(found.casefold(), found)
    return out


def take(unit: D, keys: dict[str, str], blk: bool) -> D:
    """``unit`` with the fluff prose of its ``meta`` moved into ``fluff``."""
    if not isinstance(unit, UnitDocument):
        return unit
    meta, fields = dict(unit.meta), {}
    spelled = _spellings(meta)
    for field, key in keys.items():
        found = spelled.get(key.casefold())
        if found is None:
            continue
        text = _text(meta[found], lines_allowed=blk or field in _LINES_IN_MTF)
        if text is not None:
            fields[field] = text
            del meta[found]
    if not fields:
        return unit
    fluff = (unit.fluff or Fluff()).model_copy(update=fields)
    return copy_with(unit, {"meta": meta, "fluff": fluff})   # figures of the design kept


def give(unit: UnitDocument, keys: dict[str, str], blk: bool) -> dict[str, Any]:
    """The ``meta`` a writer writes: the fluff fields first, as MegaMek keys, then the kept lines.
    A kept key is left out when ``fluff`` holds that field (``fluff`` is what the design says)."""
    fluff = unit.fluff or Fluff()
    out: dict[str, Any] = {}
    for field, key in keys.items():
        text = getattr(fluff, field)
        if not text:
            continue
        lines = text.split("\n")
        if blk:   # a block's blank lines are not read back: left out
            lines = [line for line in lines if line.strip()] or [""]
            out[key] = lines[0] if len(lines) == 1 else lines
        elif field in _LINES_IN_MTF:
            out[key] = [line for line in lines if line.strip()]
        else:
            out[key] = text if all(_continues(line) for line in lines[1:]) else " ".join(
                line.strip() for line in lines if line.strip())
    return out | _kept(unit, out)


def _continues(line: str) -> bool:
    """An MTF prose line may continue on a bare line unless it would read as something else: a
    blank line ends the prose, a colon makes a key, a '#' a comment (mtf_writer._prose)."""
    return bool(line.strip()) and ":" not in line and not line.strip().startswith("#")


def _kept(unit: UnitDocument, out: dict[str, Any]) -> dict[str, Any]:
    written = {key.casefold() for key in out}
    return {key: value for key, value in unit.meta.items() if key.casefold() not in written}
