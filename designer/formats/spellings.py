"""MegaMek spellings shared by the MTF and BLK readers: slot suffixes and ammunition names
(research/megameklab.md section 4, research/level2-spec.md section 3.2).

Every helper here is linear in the length of its input: whitespace runs are collapsed before any
pattern is applied, and suffixes are cut from the end by string search, never by a regex that
could backtrack over a long run of spaces (a 200 KB line once took 74 s).

Ammunition spellings MegaMek has used (``<W>`` is any catalog name or alias of the weapon):
- ``IS Ammo <W>``, ``Clan Ammo <W>``, ``Ammo <W>``, each optionally ``- Full`` / ``- Half``;
- ``IS<W> Ammo``, ``IS <W> Ammo``, ``<W> Ammo`` (``ISAC10 Ammo``, ``IS Machine Gun Ammo - Half``);
- a shot count in brackets: ``ISMG Ammo (200)`` (a full ton of 200 shots), ``(100)`` (half a ton).
"""

from __future__ import annotations

from dataclasses import dataclass

from designer.catalog import Weapon, catalog

_PREFIXES = ("is ", "clan ")
# The tech base a prefix names: a spelling is read as an item of that tech base only (D-TRUST-3).
_PREFIX_TECH = {"is ": "IS", "clan ": "Clan"}
_GLUED_PREFIXES = ("is",)  # "ISAC10"; Clan items are other weapons (Level 2), never glued here


def collapse(text: str) -> str:
    """Surrounding whitespace removed and every run of whitespace made one space (linear)."""
    return " ".join(text.split())


def cut_suffix(name: str, flags: frozenset[str]) -> tuple[str, str | None]:
    """``"Medium Laser (R)"`` -> ``("Medium Laser", "R")`` when the bracketed word is one of
    ``flags`` (upper case); otherwise ``(name, None)``. ``name`` must be collapsed."""
    if not name.endswith(")"):
        return name, None
    start = name.rfind("(")
    if start <= 0:
        return name, None
    flag = name[start + 1 : -1].strip().upper()
    if flag not in flags:
        return name, None
    return name[:start].rstrip(), flag


def find_item_name(name: str) -> Weapon | None:
    """A catalog weapon by any MegaMek spelling: the catalog name or alias, or the same after an
    ``IS ``/``Clan `` prefix, or glued to ``IS`` (``ISAC10``, ``ISMG``: the alias table holds the
    glued forms MegaMek uses; this also accepts ``IS`` + any other alias)."""
    found = catalog().weapon(name)
    if found is not None:
        return found
    lowered = name.casefold()
    for prefix in _PREFIXES:
        if lowered.startswith(prefix):
            found = catalog().weapon(name[len(prefix) :])
            if found is not None and _tech_of(found) == _PREFIX_TECH[prefix]:
                return found  # "Clan Medium Laser" is no Inner Sphere medium laser (D-TRUST-3)
    for prefix in _GLUED_PREFIXES:
        if lowered.startswith(prefix) and len(name) > len(prefix):
            found = catalog().weapon(name[len(prefix) :])
            if found is not None:
                return found
    return None


def _tech_of(weapon: Weapon) -> str:
    """``IS`` or ``Clan``: the tech base of a catalog weapon's row (1987 weapons are Inner Sphere)."""
    return str(getattr(weapon.tech_base, "value", weapon.tech_base))


@dataclass(frozen=True, slots=True)
class AmmoName:
    """An ammunition spelling taken apart: the weapon as written, the weapon found (None when
    the catalog does not know it) and the tons one line stands for (1 or 0.5); ``problem`` says
    why a shot count could not be read as a ton or half a ton."""

    weapon_name: str
    weapon: Weapon | None
    tons: float
    problem: str = ""


def parse_ammo(text: str) -> AmmoName | None:
    """Reads any MegaMek ammunition spelling; None when ``text`` is not ammunition."""
    name = collapse(text)
    lowered = name.casefold()
    shots: int | None = None
    quantity = ""
    base, count = cut_suffix(name, _ANY_COUNT)
    if count is not None:
        shots, name, lowered = int(count), base, base.casefold()
    for marker in (" - full", " - half", "-full", "-half"):
        if lowered.endswith(marker):
            quantity = marker.rsplit("-", 1)[1].strip()
            name = name[: -len(marker)].rstrip()
            lowered = name.casefold()
            break
    weapon_name = _weapon_part(name, lowered)
    if weapon_name is None:
        return None
    weapon = find_item_name(weapon_name)
    if weapon is not None and lowered.startswith(("clan ammo ", "cl ammo ")) and _tech_of(weapon) != "Clan":
        weapon = None  # "Clan Ammo AC/10" is no Inner Sphere AC/10's ammunition (D-TRUST-3)
    if weapon is None or not weapon.uses_ammo:
        weapon_name = _without_prefix(weapon_name)
    tons = 0.5 if quantity == "half" else 1.0
    if shots is not None:
        return _by_shots(weapon_name, weapon, shots)
    return AmmoName(weapon_name, weapon, tons)


def _without_prefix(name: str) -> str:
    """An unknown weapon's name without MegaMek's ``IS ``/``Clan `` prefix (kept as the bin's name)."""
    lowered = name.casefold()
    for prefix in _PREFIXES:
        if lowered.startswith(prefix) and len(name) > len(prefix):
            return name[len(prefix) :]
    return name


def _weapon_part(name: str, lowered: str) -> str | None:
    """The weapon's name in ``[IS |Clan ]Ammo <W>`` or ``<W> Ammo``; None for other items."""
    for prefix in ("is ammo ", "clan ammo ", "cl ammo ", "ammo "):
        if lowered.startswith(prefix) and len(name) > len(prefix):
            return name[len(prefix) :]
    if lowered.endswith(" ammo") and len(name) > 5:
        return name[:-5]
    return None


def _by_shots(weapon_name: str, weapon: Weapon | None, shots: int) -> AmmoName:
    """``(200)`` after a machine gun's ammunition is a full ton of 200 shots, ``(100)`` half a ton."""
    per_ton = weapon.shots_per_ton if weapon is not None else None
    if not per_ton:
        return AmmoName(weapon_name, weapon, 1.0, f"shot count ({shots}) read as one ton")
    if shots == per_ton:
        return AmmoName(weapon_name, weapon, 1.0)
    if shots * 2 == per_ton and weapon is not None and weapon.half_ton_ammo:
        return AmmoName(weapon_name, weapon, 0.5)
    return AmmoName(
        weapon_name, weapon, 1.0, f"{shots} shots is not a ton ({per_ton}) or half a ton; read as one ton"
    )


class _AnyCount(frozenset[str]):
    """Accepts any bracketed whole number (``(200)``) as a suffix for ``cut_suffix``."""

    def __contains__(self, flag: object) -> bool:
        return isinstance(flag, str) and flag.isdigit() and len(flag) <= 5


_ANY_COUNT: frozenset[str] = _AnyCount()
