"""Which of MegaMek's item names our catalogue does not know, family by family.

The list is ours (``tests/data/megamek_catalog.yaml``, compiled by hand from MegaMek's equipment
classes: names, weight, slots, tech base, year, rules level). Each name is resolved as a unit file's
item line is resolved for its kind: battle armor by ``catalog.battlearmor.ba_equipment``, vehicles
and fighters by the catalog's name index (``catalog().find``) and their ammunition by the BLK
reader's ammunition parser, a platoon's personal weapons by ``catalog.infantry_weapons``, a large
craft's items as its BLK reader weighs them (``dropship.items.facts``). A standard-rules name must
resolve; an advanced or unofficial one must resolve or be named outside Level 2
(``catalog.beyond_level2``), never be plain unknown. A resolved row whose weight or slots differ from
the list is reported as a fact to check.

Run ``python -m tools.catalog_coverage [FILE]``: the report on standard output; exit status 1 when
a name is missing (a maintainer's check, not a shipped command)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml

from designer.catalog import catalog
from designer.catalog.battlearmor import BAItem, ba_equipment
from designer.catalog.beyond_level2 import equipment_note

LIST = Path(__file__).resolve().parent.parent / "tests" / "data" / "megamek_catalog.yaml"
STANDARD = "standard"


@dataclass(frozen=True)
class Gap:
    """One name of the list the catalogue does not answer as it should."""

    family: str
    item: str     # the list row's id (MegaMek's internal name)
    name: str     # the name that fails
    problem: str  # "unknown" (standard rules), "unnamed" (beyond Level 2 but not said so), or a fact


def _ba_row(name: str) -> BAItem | None:
    return ba_equipment().find(name)


def _ba_facts(row: dict, found: BAItem) -> Iterator[str]:
    if row.get("kg") is not None and found.kg != row["kg"]:
        yield f"weighs {found.kg:g} kg, MegaMek {row['kg']:g}"
    if row.get("slots") and found.slots != row["slots"]:
        yield f"takes {found.slots} slots, MegaMek {row['slots']}"


def _ba_ammo_facts(row: dict, found: BAItem) -> Iterator[str]:
    weapon = _ba_row(row["weapon"])
    if weapon is not None and found.weapon != weapon.id:
        yield f"feeds {found.weapon!r}, MegaMek {row['weapon']!r}"


def _catalog_row(name: str) -> object | None:
    return catalog().find(name)


def _catalog_facts(row: dict, found: object) -> Iterator[str]:
    tons = getattr(found, "tons", None)
    if row.get("tons") is not None and tons is not None and tons != row["tons"]:
        yield f"weighs {tons:g} t, MegaMek {row['tons']:g}"


def _catalog_ammo(name: str) -> object | None:
    from designer.formats.mtf_level2 import level2_ammo
    from designer.formats.spellings import parse_ammo

    if level2_ammo(name) is not None:
        return name
    ammo = parse_ammo(name)
    return ammo.weapon if ammo is not None and ammo.weapon is not None else None


def _no_facts(row: dict, found: object) -> Iterator[str]:
    return iter(())


def _infantry_weapon(name: str) -> object | None:
    from designer.catalog.infantry_weapons import infantry_weapon

    return infantry_weapon(name)


def _infantry_facts(row: dict, found: object) -> Iterator[str]:
    for key in ("damage", "range", "crew", "bv", "cost"):
        held = getattr(found, key)
        if row.get(key) is not None and held != row[key]:
            yield f"{key} {held:g}, MegaMek {row[key]:g}"


def _craft_item(name: str) -> object | None:
    from designer.dropship.items import facts

    found = facts(name)
    return None if found.kind == "unknown" else found


def _craft_facts(row: dict, found: object) -> Iterator[str]:
    tons = getattr(found, "tons", None)
    if row.get("tons") is not None and tons != row["tons"]:
        yield f"weighs {tons:g} t, MegaMek {row['tons']:g}"


Resolver = tuple[Callable[[str], object | None], Callable[[dict, object], Iterator[str]]]
FAMILIES: dict[str, Resolver] = {
    "battle_armor_weapons": (_ba_row, _ba_facts),   # type: ignore[dict-item]
    "battle_armor_equipment": (_ba_row, _ba_facts),   # type: ignore[dict-item]
    "battle_armor_ammo": (_ba_row, _ba_ammo_facts),   # type: ignore[dict-item]
    "vehicle_items": (_catalog_row, _catalog_facts),
    "fighter_items": (_catalog_row, _catalog_facts),
    "vehicle_ammo": (_catalog_ammo, _no_facts),
    "fighter_ammo": (_catalog_ammo, _no_facts),
    "infantry_weapons": (_infantry_weapon, _infantry_facts),
    "large_craft_items": (_craft_item, _craft_facts),
}


def load_list(path: Path = LIST) -> dict[str, list[dict]]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def gaps(data: dict[str, list[dict]]) -> list[Gap]:
    """Every name of ``data`` the catalogue does not know as it should, and every fact it holds
    otherwise."""
    out: list[Gap] = []
    for family, rows in data.items():
        resolve, facts = FAMILIES[family]
        for row in rows:
            out += _row_gaps(family, row, resolve, facts)
    return out


def _row_gaps(family: str, row: dict, resolve: Callable[[str], object | None],
              facts: Callable[[dict, object], Iterator[str]]) -> list[Gap]:
    out: list[Gap] = []
    standard = row.get("rules", STANDARD) == STANDARD
    first = None
    for name in (row["id"], *row.get("names", ())):
        found = resolve(name)
        if found is None and (standard or not equipment_note(name)):
            out.append(Gap(family, row["id"], name, "unknown" if standard else "unnamed"))
        first = first or found
    if first is not None:
        out += [Gap(family, row["id"], row["id"], fact) for fact in facts(row, first)]
    return out


def render(found: list[Gap], data: dict[str, list[dict]]) -> str:
    lines = []
    for family, rows in data.items():
        names = sum(1 + len(row.get("names", ())) for row in rows)
        mine = [gap for gap in found if gap.family == family]
        missing = [gap for gap in mine if gap.problem in ("unknown", "unnamed")]
        lines.append(f"{family}: {len(rows)} items, {names} names, {len(missing)} not known")
        lines += [f"  {gap.item}: {gap.name!r} {gap.problem}" for gap in mine]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    data = load_list(Path(argv[0]) if argv else LIST)
    found = gaps(data)
    print(render(found, data))
    return 1 if any(gap.problem in ("unknown", "unnamed") for gap in found) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
