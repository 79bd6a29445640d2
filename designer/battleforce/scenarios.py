"""The five scenarios of 1987 BattleForce (seed 001 lines 2199-2497) as data, from
``designer/catalog/data/battleforce/scenarios.yaml``: sides with their Purchase Point budgets or
fixed forces, special rules and victory conditions. A side's budget can be a regiment's budget."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class UnknownScenarioError(LookupError):
    """A scenario or side name that is not in the scenario data."""


class ForceEntry(_Frozen):
    count: int
    unit: str
    experience: str = ""
    note: str = ""


class Side(_Frozen):
    key: str
    name: str
    points: int
    note: str = ""
    forbidden: tuple[str, ...] = ()
    forces: tuple[ForceEntry, ...] = ()
    units: tuple[str, ...] = ()   # the lance classes the side may buy ("vehicle": any vehicle); () any
    mech_experience: str = ""     # the lowest Experience Level of its 'Mech lances; "" any

    @property
    def special(self) -> int:
        """Scenario budgets have no separate special allowance: everything comes out of one pool."""
        return 0


class Scenario(_Frozen):
    key: str
    title: str
    lines: str
    situation: str
    setup: str
    sides: tuple[Side, ...]
    special_rules: tuple[str, ...] = ()
    victory: tuple[str, ...] = ()


class ScenarioBook(_Frozen):
    standard_victory: str
    scenarios: tuple[Scenario, ...]


@functools.cache
def scenario_book() -> ScenarioBook:
    """Every scenario, loaded once.

    Raises:
        CatalogError: the shipped data file is malformed.
    """
    return load_table(ScenarioBook, "battleforce/scenarios.yaml")


def scenario(key: str) -> Scenario:
    """The scenario called ``key`` (its key or title, case-insensitive).

    Raises:
        UnknownScenarioError: no such scenario.
    """
    wanted = " ".join(key.casefold().replace("-", " ").split())
    for item in scenario_book().scenarios:
        if wanted in (item.key.replace("-", " "), item.title.casefold()):
            return item
    keys = ", ".join(item.key for item in scenario_book().scenarios)
    raise UnknownScenarioError(f"unknown scenario '{key}' (expected one of: {keys})")


def scenario_side(text: str) -> Side:
    """``"steel-tip:attacker"`` -> that side.

    Raises:
        UnknownScenarioError: unknown scenario or side, or no side given.
    """
    name, _, side_key = text.partition(":")
    item = scenario(name)
    for side in item.sides:
        if side.key == side_key.strip().casefold():
            return side
    sides = ", ".join(f"{item.key}:{side.key}" for side in item.sides)
    raise UnknownScenarioError(f"'{text}' names no side of {item.title} (expected one of: {sides})")
