"""Item names as players write them: one resolver for every unit kind (decision D-NAMES-1).

A kind's vocabulary (:class:`ItemNames`) is its rows, each with the name a file writes, its tech base
and every spelling it answers to: the catalog id, MegaMek's lookup names and the name a record sheet
prints (``ER Large Laser``). :func:`resolve` reads a name the way a player means it:

1. a name that spells its tech base (``IS ER Large Laser``, ``CLERLargeLaser``, ``Clan SRM 4``) names
   that tech base's item, as written;
2. a name without one (``ER Large Laser``, ``SRM-4``, ``Artemis IV``) names the item of the design's
   tech base; when only the other tech base has it, that item (the kind's technology check then says
   that the design mixes technologies);
3. on a ``mixed`` design such a name must say which: a spelling the catalog knows as it stands keeps
   MegaMek's meaning, any other that both tech bases share is left unresolved and is reported with
   both names to choose from;
4. letter case, hyphens, underscores and spaces never matter (``srm-4`` = ``SRM 4``).

An unknown name stays as written (the kind's unknown-item finding reports it) and
:func:`did_you_mean` offers the closest names of that kind.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

IS, CLAN, BOTH = "IS", "Clan", "both"
# The design's tech base as a unit file spells it -> the catalog's.
DESIGN_TECH = {"inner_sphere": IS, "clan": CLAN, "mixed": "mixed"}
_SPACED_PREFIXES = (("inner sphere ", IS), ("clan ", CLAN), ("is ", IS), ("cl ", CLAN))
_GLUED_PREFIXES = (("is", IS), ("clan", CLAN), ("cl", CLAN))
MAX_SUGGESTIONS = 3


def row_tech(value: object) -> str:
    """``IS``, ``Clan`` or ``both`` of a row's tech base however a table spells it."""
    text = str(getattr(value, "value", value)).casefold()
    return {"is": IS, "inner_sphere": IS, "clan": CLAN}.get(text, BOTH)


@dataclass(frozen=True, slots=True)
class NamedRow:
    """One item of a kind: ``write`` the name a file writes, ``tech`` IS / Clan / both, ``spellings``
    the names the kind's own lookup knows (id, MegaMek's), ``aliases`` the other names a player may
    use (the sheet's), ``role`` ``item`` or ``ammo`` (which key of a file names it)."""

    write: str
    tech: str
    spellings: tuple[str, ...]
    aliases: tuple[str, ...] = ()
    role: str = "item"
    source: object = field(default=None, compare=False)   # the table's row (its numbers, for listings)


def _exact_key(name: str) -> str:
    return " ".join(name.casefold().replace("_", " ").split())


def _loose_key(name: str) -> str:
    return re.sub(r"[\s\-_/.]+", "", name.casefold())


def _spaced_prefix(name: str) -> tuple[str | None, str]:
    """(tech, rest) of ``Clan SRM 4`` -> (Clan, SRM 4); (None, name) without a spaced prefix."""
    lowered = name.casefold().lstrip()
    for prefix, tech in _SPACED_PREFIXES:
        if lowered.startswith(prefix):
            return tech, name.lstrip()[len(prefix):]
    return None, name


def _glued_tech(name: str) -> str | None:
    lowered = name.casefold().lstrip()
    return next((tech for prefix, tech in _GLUED_PREFIXES if lowered.startswith(prefix)), None)


def _bare_forms(spelling: str) -> set[str]:
    """The loose keys a spelling answers to without its tech prefix: ``Clan SRM 4`` -> ``srm4``;
    a glued MegaMek prefix too (``ISArtemisIV`` -> ``artemisiv``)."""
    rest = _spaced_prefix(spelling)[1]
    forms = {_loose_key(rest)}
    lowered = rest.casefold()
    for prefix, _ in _GLUED_PREFIXES:
        if rest == spelling and lowered.startswith(prefix) and len(rest) > len(prefix) + 1:
            forms.add(_loose_key(rest[len(prefix):]))
    return forms


@dataclass
class ItemNames:
    """A kind's vocabulary, indexed by exact spelling and by loose spelling without a prefix."""

    rows: tuple[NamedRow, ...]
    _exact: dict[str, list[int]] = field(default_factory=dict)
    _bare: dict[str, list[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for index, row in enumerate(self.rows):
            for spelling in dict.fromkeys((row.write, *row.spellings)):
                self._exact.setdefault(_exact_key(spelling), []).append(index)
            for spelling in dict.fromkeys((row.write, *row.spellings, *row.aliases)):
                for bare in _bare_forms(spelling):
                    self._bare.setdefault(bare, []).append(index)

    def exact(self, name: str, role: str) -> list[NamedRow]:
        return self._distinct(self._exact.get(_exact_key(name), ()), role)

    def bare(self, name: str, role: str) -> list[NamedRow]:
        return self._distinct(self._bare.get(_loose_key(name), ()), role)

    def _distinct(self, indexes: Iterable[int], role: str) -> list[NamedRow]:
        found = {self.rows[i].write: self.rows[i] for i in indexes if self.rows[i].role == role}
        return list(found.values())

    def choices(self, role: str = "item") -> tuple[str, ...]:
        """Every name a player may write for ``role``: each row's written name and sheet names."""
        return tuple(dict.fromkeys(spelling for row in self.rows if row.role == role
                                   for spelling in (row.write, *row.aliases)))


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a name stands for: ``name`` the name to write (None: unknown or ambiguous) and the rows
    it could stand for when it is ambiguous (a mixed design must choose)."""

    name: str | None
    choices: tuple[str, ...] = ()


def resolve(names: ItemNames, name: str, design_tech: str, role: str = "item") -> Resolution:
    """The item ``name`` stands for on a design of ``design_tech`` (``inner_sphere``, ``clan``,
    ``mixed``, or the catalog's IS / Clan); see the module's rules."""
    tech = DESIGN_TECH.get(design_tech, design_tech)
    exact = names.exact(name, role)
    spaced, rest = _spaced_prefix(name)
    named_tech = spaced or (_glued_tech(name) if exact else None)
    if exact and (named_tech is not None or tech == "mixed"):
        return Resolution(name)   # rule 1, and rule 3's known spelling
    candidates = {row.write: row for row in (*names.bare(rest, role), *exact)
                  if named_tech is None or row.tech in (named_tech, BOTH)}
    if not candidates:
        return Resolution(None)
    if tech == "mixed":
        techs = {row.tech for row in candidates.values()}
        if {IS, CLAN} <= techs:
            return Resolution(None, tuple(sorted(candidates)))   # rule 3: say which
        preferred = list(candidates.values())
    else:   # the design's own tech base first, then rows of both, then the other's (rule 2)
        preferred = ([row for row in candidates.values() if row.tech == tech]
                     or [row for row in candidates.values() if row.tech == BOTH] or list(candidates.values()))
    if len(preferred) > 1:
        return Resolution(None, tuple(sorted(row.write for row in preferred)))
    row = preferred[0]
    return Resolution(name if row in exact else row.write)


def did_you_mean(names: ItemNames, name: str, design_tech: str = "mixed", role: str = "item") -> str:
    """`` Did you mean 'IS ER Large Laser' or 'Clan ER Large Laser'?``: the names ``name`` could
    stand for (a mixed design's choice), else the closest names of the kind; empty when none is close."""
    found = resolve(names, name, design_tech, role)
    close = list(found.choices) or _closest(names, name, role)
    if not close:
        return ""
    quoted = [f"'{choice}'" for choice in close]
    listed = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
    return f" Did you mean {listed}?"


def _closest(names: ItemNames, name: str, role: str) -> list[str]:
    choices = names.choices(role)
    by_key: dict[str, str] = {}
    for choice in choices:
        by_key.setdefault(_loose_key(choice), choice)
    keys = difflib.get_close_matches(_loose_key(name), list(by_key), n=MAX_SUGGESTIONS, cutoff=0.6)
    return [by_key[key] for key in keys]


# --- the vocabularies -------------------------------------------------------------------------


@functools.cache
def shared_names() -> ItemNames:
    """The shared catalog's items ('Mechs, vehicles, fighters, buildings): the 1987 rows and every
    Level 2 and later row, with MegaMek's names and the tables' own names."""
    from designer.catalog.level2 import Level2Item, level2_catalog
    from designer.catalog.loader import catalog

    rows = []
    for item in catalog().rows():
        level2 = level2_catalog().get(item.id)
        sheet = (level2.name,) if isinstance(level2, Level2Item) else ()
        rows.append(NamedRow(item.id, row_tech(item.tech_base), (item.id, *item.mtf_names), sheet,
                             source=item))
    return ItemNames(tuple(rows))


def tech_of(names: ItemNames, name: str, role: str = "item") -> str | None:
    """IS / Clan / both of the row ``name`` spells exactly, None when unknown."""
    rows = names.exact(name, role)
    return rows[0].tech if len(rows) == 1 else None
