"""Regiment files (YAML) for BattleForce, read through the lance file reader.

A regiment file::

    kind: regiment
    name: 7th Crucis Lancers
    type: heavy                 # heavy, medium, light or mixed
    experience: Regular         # optional: the regiment's Experience Level (moves the budget, D-REG-4)
    budget: 670                 # optional: points, or a scenario side "steel-tip:attacker"
    battalions:
      - name: 1st Battalion
        headquarters: [LANCE]
        companies:
          - {name: A Company, lances: [LANCE, LANCE, LANCE]}
    headquarters: [LANCE, LANCE]            # regimental headquarters lances
    battlegroup: {trucks: true, dropships: [Union]}
    special: [{item: mines, attack: 20}, {item: recon_esr, count: 2}]

A LANCE is a lance mapping as in a lance file (name, class, members) whose ``experience`` is an
Experience Level (Green, Regular, Veteran, Elite or G/R/V/E), ``roll``, or absent (from the pilots)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

from designer.battleforce.lance import lance_values
from designer.battleforce.lance_file import _load_yaml, lance_spec
from designer.battleforce.purchase import Cost, lance_cost, special_cost
from designer.battleforce.quick import UnknownCanonUnitError, published_values
from designer.battleforce.regiment import (
    Battalion,
    Budget,
    Company,
    Purchase,
    Regiment,
    RegimentLance,
    regiment_findings,
)
from designer.battleforce.regiment_data import REGIMENT_TYPES, level_name, regiment_tables
from designer.battleforce.scenario_rules import scenario_findings
from designer.battleforce.scenarios import UnknownScenarioError, scenario_side
from designer.formats.errors import FormatError

REGIMENT_KEYS = {
    "kind",
    "schema",
    "name",
    "type",
    "experience",
    "budget",
    "battalions",
    "headquarters",
    "battlegroup",
    "special",
}


def _mapping(value: Any, what: str, path: Path, keys: set[str] | None = None) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise FormatError(f"{what} must be a mapping (got {value!r})", source=path)
    unknown = set(value) - keys if keys is not None else set()
    if unknown:
        raise FormatError(f"unknown {what.split(':')[-1].strip()} key '{sorted(unknown)[0]}'", source=path)
    return value


def _list(value: Any, what: str, path: Path) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise FormatError(f"{what} must be a list (got {value!r})", source=path)
    return value


def regiment_lance(data: Any, location: str, path: Path, rng: random.Random) -> RegimentLance:
    """One lance of a regiment file at ``location`` ("1st Battalion/A Company").

    Raises:
        FormatError: a malformed lance or an unknown Experience Level.
    """
    data = _mapping(data, f"{location}: a lance", path)
    level = data.get("experience")
    # The lance reader knows "experience: roll"; a chit (Green ... Elite) is the regiment's own key.
    own = data if level in (None, "roll") else {key: v for key, v in data.items() if key != "experience"}
    spec = lance_spec(own, path)
    members = [member.values for member in spec.members]
    skills = None if spec.roll else spec.skills()
    lance = lance_values(members, skills, name=spec.name, rng=rng, declared_class=spec.declared_class)
    if level not in (None, "roll"):
        try:
            chit = level_name(str(level))
        except ValueError as exc:
            raise FormatError(f"{location}/{spec.name}: {exc}", source=path) from None
        lance = replace(
            lance, experience=chit, working=(*lance.working, f"Experience: {chit} chit (regiment file)")
        )
    return RegimentLance(f"{location}/{spec.name}", lance, lance_cost(lance))


def _lances(items: Any, location: str, path: Path, rng: random.Random) -> tuple[RegimentLance, ...]:
    return tuple(
        regiment_lance(item, location, path, rng) for item in _list(items, f"{location}: lances", path)
    )


def _battalion(data: Any, index: int, path: Path, rng: random.Random) -> Battalion:
    data = _mapping(data, "battalion", path, {"name", "headquarters", "companies"})
    name = str(data.get("name", f"Battalion {index}"))
    companies = []
    for number, company in enumerate(_list(data.get("companies"), f"{name}: companies", path), start=1):
        company = _mapping(company, f"{name}: company", path, {"name", "lances"})
        company_name = str(company.get("name", f"Company {number}"))
        companies.append(
            Company(company_name, _lances(company.get("lances"), f"{name}/{company_name}", path, rng))
        )
    return Battalion(
        name, _lances(data.get("headquarters"), f"{name}/Headquarters", path, rng), tuple(companies)
    )


def _level_adjustment(regiment_type: str, level: str) -> tuple[int, str]:
    """Extra points for a regiment above or below the breakdown table's experience (seed 001 line
    1934: "Extra points are spent to raise it to Elite or Veteran status"; D-REG-4)."""
    t = regiment_tables()
    counts = t.level_lances[level]
    cost = sum(t.experience_cost[chit] * n for chit, n in counts.items())
    typical = t.breakdown[regiment_type].experience_points
    parts = ", ".join(f"{n} {chit}" for chit, n in counts.items() if n)
    return cost - typical, (
        f"{level} regiment: {parts} cost {cost} in experience against the breakdown "
        f"table's {typical}: {cost - typical:+d}"
    )


def regiment_budget(
    regiment_type: str, level: str | None = None, explicit: Any = None, source: str | Path = "<input>"
) -> Budget:
    """A regiment's budget: ``explicit`` points or a scenario side ("steel-tip:attacker"), else the
    type's average cost (seed 001 lines 1949-1953) moved by its Experience Level (D-REG-4).

    Raises:
        FormatError: a mixed regiment without a budget, an unknown scenario, a bad number.
    """
    special = regiment_tables().special_points
    if isinstance(explicit, bool) or (explicit is not None and not isinstance(explicit, int | str)):
        raise FormatError(f"budget must be points or 'scenario:side' (got {explicit!r})", source=source)
    if isinstance(explicit, int):
        return Budget(
            explicit, special, (f"Budget: {explicit} points (regiment file), {special} of them special",)
        )
    if isinstance(explicit, str):
        try:
            side = scenario_side(explicit)
        except UnknownScenarioError as exc:
            raise FormatError(str(exc), source=source) from None
        return Budget(side.points, side.special, (f"Budget: {side.points} points, {explicit} scenario",))
    if regiment_type == "mixed":
        raise FormatError("a mixed regiment needs a 'budget:' (points or a scenario side)", source=source)
    points = regiment_tables().budgets[regiment_type]
    working = [
        f"Budget: {regiment_type.title()} regiment {points} points (seed 001 lines 1951-1953), "
        f"{special} of them special (D-REG-2)"
    ]
    if level is not None:
        extra, text = _level_adjustment(regiment_type, level)
        points += extra
        working += [f"Budget: {text} -> {points}"]
    return Budget(points, special, tuple(working))


def _truck_lances(enabled: bool, rng: random.Random) -> tuple[RegimentLance, ...]:
    """The supply train of the regimental battlegroup, Regular, free (seed 001 lines 1996-2012)."""
    if not enabled:
        return ()
    trucks = []
    for truck in regiment_tables().battlegroup:
        lance = lance_values([published_values(truck.unit)], [(4, 5)], name=truck.name, rng=rng)
        lance = replace(lance, experience=truck.experience)
        trucks.append(
            RegimentLance(
                f"Regimental Battlegroup/{truck.name}",
                lance,
                Cost(0, ("Cost: 0, the regiment's own supply train (D-REG-6)",)),
            )
        )
    return tuple(trucks)


def _dropship(name: Any, path: Path) -> Purchase:
    try:
        values = published_values(f"dropship:{name}")
    except UnknownCanonUnitError as exc:
        raise FormatError(f"battlegroup DropShip: {exc}", source=path) from None
    return Purchase(
        f"{values.name} DropShip", special_cost("dropship", ra=values.ra), f"RA {values.ra} D {values.d}",
        "dropship",
    )


def _special(data: Any, path: Path) -> Purchase:
    data = _mapping(data, "a special purchase", path)
    numbers = {key: data[key] for key in ("ra", "count", "attack", "unit_cost") if key in data}
    unknown = set(data) - {"item", "name", *numbers}
    if unknown or not all(isinstance(v, int) and not isinstance(v, bool) for v in numbers.values()):
        raise FormatError(
            f"special purchase {data!r}: keys are item, name, ra, count, attack, unit_cost (whole numbers)",
            source=path,
        )
    try:
        cost = special_cost(str(data.get("item")), **numbers)
        title = regiment_tables().special(str(data.get("item"))).name
    except (KeyError, ValueError) as exc:
        raise FormatError(str(exc).strip('"'), source=path) from None
    return Purchase(str(data.get("name", title)), cost, item=str(data.get("item")))


def regiment_from_data(data: dict[str, Any], path: Path, *, seed: int | None = None) -> Regiment:
    """The regiment of a parsed regiment file (``path`` resolves unit files and names errors).

    Raises:
        FormatError: anything malformed.
    """
    if data.get("kind") != "regiment":
        raise FormatError("a regiment file needs 'kind: regiment'", source=path)
    unknown = set(data) - REGIMENT_KEYS
    if unknown:
        raise FormatError(f"unknown regiment key '{sorted(unknown)[0]}'", source=path)
    regiment_type = str(data.get("type", "")).casefold()
    if regiment_type not in REGIMENT_TYPES:
        raise FormatError(
            f"regiment type must be one of {', '.join(REGIMENT_TYPES)} (got {data.get('type')!r})",
            source=path,
        )
    try:
        level = level_name(str(data["experience"])) if data.get("experience") is not None else None
    except ValueError as exc:
        raise FormatError(str(exc), source=path) from None
    rng = random.Random(seed)
    battlegroup = _mapping(data.get("battlegroup") or {}, "battlegroup", path, {"trucks", "dropships"})
    regiment = Regiment(
        str(data.get("name", path.stem)),
        regiment_type,
        level,
        regiment_budget(regiment_type, level, data.get("budget"), path),
        tuple(
            _battalion(b, n, path, rng)
            for n, b in enumerate(_list(data.get("battalions"), "battalions", path), 1)
        ),
        _lances(data.get("headquarters"), HEADQUARTERS_LOCATION, path, rng),
        _truck_lances(battlegroup.get("trucks", True) is not False, rng),
        tuple(_dropship(name, path) for name in _list(battlegroup.get("dropships"), "dropships", path)),
        tuple(_special(item, path) for item in _list(data.get("special"), "special", path)),
    )
    if not regiment.lances():
        raise FormatError("a regiment needs at least one lance", source=path)
    side = scenario_side(data["budget"]) if isinstance(data.get("budget"), str) else None
    return replace(regiment, findings=regiment_findings(regiment) + scenario_findings(regiment, side))


HEADQUARTERS_LOCATION = "Regimental Headquarters"


def read_regiment(path: str | Path, *, seed: int | None = None) -> Regiment:
    """The regiment in the file at ``path`` (read by the lance file reader).

    Raises:
        FormatError: unreadable or malformed file.
    """
    path = Path(path)
    return regiment_from_data(_load_yaml(path), path, seed=seed)
