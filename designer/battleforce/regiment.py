"""BattleForce regiments (seed 001 lines 1855-2094): lances in companies and battalions, the
regimental headquarters and battlegroup, what everything costs in Purchase Points, and the
regiment's findings against its budget.

A regiment's lances in battalion order: each battalion's headquarters lance(s) then its
companies, then the regimental headquarters (seed 001 line 1869)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from designer.battleforce.purchase import Cost, base_cost
from designer.battleforce.values import FIGHTER, MECH, LanceValues
from designer.rules.findings import Finding, Severity, register

OVER_BUDGET = register(
    "BF-REGIMENT-OVER-BUDGET",
    Severity.ERROR,
    "Regiment costs more than its budget",
    'seed 001 lines 1949-1953: "Average Purchase Point costs for the three categories of regiments"',
    "a Heavy regiment whose lances, experience and special purchases cost 700 of 670 points",
    kind="regiment",
)
SPECIAL_LANCES = register(
    "BF-REGIMENT-SPECIAL-LANCES",
    Severity.ERROR,
    "'Mech lances bought with the special points",
    'seed 001 lines 2014-2016: "The player may not spend points to buy additional \'Mech lances"',
    "a Light regiment whose 'Mech lances cost 400 points before experience, more than 428 - 50",
    kind="regiment",
)
NOT_MIXED = register(
    "BF-REGIMENT-NOT-MIXED",
    Severity.WARNING,
    "Vehicle or infantry lances in a 'Mech regiment",
    'seed 001 lines 1873-1875: "Mixed regiments that contain both Vehicle and \'Mech units"',
    "a Medium regiment with a hover lance in a company",
    kind="regiment",
)


@dataclass(frozen=True, slots=True)
class RegimentLance:
    """A lance of the regiment: its counter, its Experience Level chit and its cost."""

    location: str  # "1st Battalion/A Company/Heavy Lance"
    lance: LanceValues
    cost: Cost

    @property
    def name(self) -> str:
        return self.lance.name

    @property
    def level(self) -> str:
        return self.lance.experience

    def as_dict(self) -> dict[str, Any]:
        return self.lance.as_dict() | {
            "location": self.location,
            "cost": self.cost.points,
            "cost_working": list(self.cost.working),
        }


@dataclass(frozen=True, slots=True)
class Company:
    name: str
    lances: tuple[RegimentLance, ...]

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "lances": [lance.as_dict() for lance in self.lances]}


@dataclass(frozen=True, slots=True)
class Battalion:
    name: str
    headquarters: tuple[RegimentLance, ...]
    companies: tuple[Company, ...]

    def lances(self) -> Iterator[RegimentLance]:
        yield from self.headquarters
        for company in self.companies:
            yield from company.lances

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "headquarters": [lance.as_dict() for lance in self.headquarters],
            "companies": [company.as_dict() for company in self.companies],
        }


@dataclass(frozen=True, slots=True)
class Purchase:
    """A special purchase or a DropShip: what it is and its cost."""

    name: str
    cost: Cost
    note: str = ""
    item: str = ""   # the special purchase's key (regiments.yaml), "dropship" for a DropShip

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "cost": self.cost.points,
            "working": list(self.cost.working),
            "note": self.note,
        }


@dataclass(frozen=True, slots=True)
class Budget:
    """The Purchase Points a regiment may spend: ``points`` in all, of which ``special`` are the
    special purchase allowance (seed 001 lines 1961, 2016; D-REG-2)."""

    points: int
    special: int
    working: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"points": self.points, "special": self.special, "working": list(self.working)}


@dataclass(frozen=True, slots=True)
class Regiment:
    name: str
    type: str  # heavy, medium, light, mixed
    level: str | None  # the regiment's Experience Level, if declared
    budget: Budget
    battalions: tuple[Battalion, ...]
    headquarters: tuple[RegimentLance, ...]
    trucks: tuple[RegimentLance, ...] = ()  # the regimental battlegroup's supply train (free)
    dropships: tuple[Purchase, ...] = ()
    specials: tuple[Purchase, ...] = ()
    findings: tuple[Finding, ...] = field(default=())

    def lances(self) -> tuple[RegimentLance, ...]:
        """Every fighting lance in battalion order, regimental headquarters last."""
        return (*(lance for battalion in self.battalions for lance in battalion.lances()), *self.headquarters)

    def lance_points(self) -> int:
        return sum(lance.cost.points for lance in self.lances())

    def special_points(self) -> int:
        return sum(item.cost.points for item in (*self.dropships, *self.specials))

    def total(self) -> Cost:
        """Everything bought: lances (with experience), DropShips and special purchases."""
        lances, special = self.lance_points(), self.special_points()
        return Cost(
            lances + special,
            (
                f"Lances {lances} + DropShips and special purchases {special} = "
                f"{lances + special} of {self.budget.points}",
            ),
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": "regiment",
            "name": self.name,
            "type": self.type,
            "experience": self.level,
            "budget": self.budget.as_dict(),
            "total": self.total().points,
            "battalions": [battalion.as_dict() for battalion in self.battalions],
            "headquarters": [lance.as_dict() for lance in self.headquarters],
            "battlegroup": {
                "trucks": [lance.as_dict() for lance in self.trucks],
                "dropships": [item.as_dict() for item in self.dropships],
            },
            "special": [item.as_dict() for item in self.specials],
            "findings": [finding.as_dict() for finding in self.findings],
        }


def _bought_with_lance_points(regiment_type: str, lance: RegimentLance) -> bool:
    """Lances the special points may not buy: 'Mech lances; in a 'Mech regiment every ground lance
    ("Mixed lances, on the other hand, may buy more Vehicle lances or platoons", seed 001 line
    2016). Air units are a special purchase (seed 001 lines 1961, 2036)."""
    if lance.lance.class_ == FIGHTER:
        return False
    return regiment_type != "mixed" or lance.lance.class_ == MECH


def lance_base(lance: RegimentLance) -> int:
    """The lance's cost before experience."""
    return base_cost(lance.lance).points


def regiment_findings(regiment: Regiment) -> tuple[Finding, ...]:
    """The budget and composition findings of ``regiment``, and each lance's own findings at the
    lance's location."""
    found: list[Finding] = []
    for lance in (*regiment.lances(), *regiment.trucks):
        found += [
            Finding(f.code, f.severity, lance.location, f.message, f.rule) for f in lance.lance.findings
        ]
    # 'Mech regiments hold 'Mech (and air) lances; vehicles and infantry make a regiment Mixed.
    if regiment.type != "mixed":
        found += [
            NOT_MIXED.finding(
                f"a {lance.lance.class_} lance in a {regiment.type} 'Mech regiment; declare 'type: mixed'",
                lance.location,
            )
            for lance in regiment.lances()
            if lance.lance.class_ not in (MECH, FIGHTER)
        ]
    # The special points may not buy 'Mech lances (seed 001 line 2016).
    main_pool = regiment.budget.points - regiment.budget.special
    bought = sum(
        lance_base(lance) for lance in regiment.lances() if _bought_with_lance_points(regiment.type, lance)
    )
    if bought > main_pool:
        found.append(
            SPECIAL_LANCES.finding(
                f"the lances cost {bought} points before experience, more than the {main_pool} left after "
                f"the {regiment.budget.special} special points",
                "regiment",
            )
        )
    total = regiment.total().points
    if total > regiment.budget.points:
        found.append(
            OVER_BUDGET.finding(
                f"the regiment costs {total} points, {total - regiment.budget.points} "
                f"over its budget of {regiment.budget.points}",
                "regiment",
            )
        )
    return tuple(found)
