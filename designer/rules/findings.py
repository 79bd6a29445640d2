"""Findings: the values validation returns, and the catalog of codes that checks itself.

Each rule family declares its codes once with :func:`register`; registering a code twice, or
reusing a retired code, raises :class:`DuplicateCodeError` at import time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from designer.wording import counted


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


class DuplicateCodeError(Exception):
    """A finding code was registered twice (a bug in the rule catalog)."""


@dataclass(frozen=True, slots=True)
class FindingSpec:
    """One rule's finding code: what it checks, the rule it enforces and an example."""

    code: str
    severity: Severity
    title: str
    rule: str            # seed file + section, e.g. "seed 000 lines 4352-4356 (Allocate Armor)"
    example: str         # a one-line failing example for docs/findings.md
    kind: str = "mech"   # unit kind the code belongs to

    def finding(self, message: str, location: str | None = None) -> Finding:
        return Finding(self.code, self.severity, location, message, self.rule)


@dataclass(frozen=True, slots=True)
class Finding:
    """A construction problem (or note) found in a design."""

    code: str
    severity: Severity
    location: str | None
    message: str
    rule: str            # the seed citation (docs/findings.md, checked by the citation tests)

    @property
    def citation(self) -> str:
        """The rule as a player reads it: book and section, never a seed line (``citations.py``)."""
        from designer.rules.citations import player_citation

        return player_citation(self.rule)

    def as_dict(self) -> dict[str, str | None]:
        """What a player's JSON output holds: the rule is the book's citation."""
        return {"code": self.code, "severity": self.severity.value, "location": self.location,
                "message": self.message, "rule": self.citation}

    def __str__(self) -> str:
        where = f" [{self.location}]" if self.location else ""
        return f"{self.severity.value}: {self.code}{where}: {self.message} ({self.citation})"


@dataclass(frozen=True)
class Report:
    """Every finding of one validation run."""

    findings: tuple[Finding, ...] = ()
    name: str = ""

    @property
    def errors(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.severity is Severity.ERROR)

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.severity is Severity.WARNING)

    @property
    def is_valid(self) -> bool:
        return not self.errors

    def codes(self) -> set[str]:
        return {f.code for f in self.findings}

    def at(self, location: str | None) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.location == location)

    def summary(self) -> str:
        state = "valid" if self.is_valid else "INVALID"
        counts = f"{counted(len(self.errors), 'error')}, {counted(len(self.warnings), 'warning')}"
        return f"{self.name or 'design'}: {state} ({counts})"


# Codes that once existed and must never be given a new meaning.
RETIRED_CODES: frozenset[str] = frozenset()


@dataclass
class _Registry:
    specs: dict[str, FindingSpec] = field(default_factory=dict)

    def add(self, spec: FindingSpec) -> FindingSpec:
        if spec.code in self.specs or spec.code in RETIRED_CODES:
            raise DuplicateCodeError(f"finding code {spec.code} is registered twice or retired")
        self.specs[spec.code] = spec
        return spec


REGISTRY = _Registry()


def register(code: str, severity: Severity, title: str, rule: str, example: str, kind: str = "mech") -> FindingSpec:
    """Declares a finding code. Raises DuplicateCodeError if the code exists or is retired."""
    return REGISTRY.add(FindingSpec(code, severity, title, rule, example, kind))


# Modules that declare finding codes: the rule families (through the registry) and the
# BattleForce lance checks, which sit above the rules layer and are imported by name.
FINDING_FAMILIES = ("designer.rules.registry", "designer.rules.common.quirks", "designer.battleforce.lance", "designer.battleforce.regiment",
                    "designer.battleforce.scenario_rules")


def all_specs() -> list[FindingSpec]:
    """Every registered code, after importing every module that declares codes."""
    import importlib

    for module in FINDING_FAMILIES:
        importlib.import_module(module)

    return sorted(REGISTRY.specs.values(), key=lambda spec: (spec.kind, spec.code))
