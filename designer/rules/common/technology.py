"""The technology of a design's items, the same on every unit kind (decision D-L2K-1): a Level 2
(Master Rules) weapon on a design of rules level 1 is a warning (MegaMek's TRO 3039 Coolant Truck,
"IS Level 1", mounts the seed 002 vehicle flamer), items of the other tech base need
``tech_base: mixed`` (D-ARCH-4), an item newer than the design's year is a warning, and each
ammunition lot names a type its weapon fires (D-AMMO-1). The kinds whose 1987 rules give no tech
base (vehicles, fighters, buildings) carry the 'Mech's fields (``model.common.Technology``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.models import RowTechBase
from designer.model.common import TechBase, Technology
from designer.rules.common.ammo_types import ammo_type_findings
from designer.rules.findings import Finding, FindingSpec, Severity, register

_TECH_RULE = ('seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (a table per tech base; '
              "decision D-ARCH-4)")
_ERA_RULE = ('seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (the catalog gives each row '
             "its introduction year; level2-spec.md section 6 item 2)")
_YEAR_RULE = (_ERA_RULE[:-1] + "; decision D-ERA-1: a Level 2 design without a year is judged at 3060, "
              "the era of the Master Rules tables)")
_AMMO_RULE = ('seed 002 line 45: "Si un arma utiliza cargas de munición especial" (each weapon fires the '
              "types its ammunition rows give; decision D-AMMO-1)")


# Decision D-ERA-1: a Level 2 design that names no year is judged at the era of the Master Rules'
# tables, whose newest items appear in 3060 (seed 002 tables; the IS Ultra AC/20, the Clan ER micro
# laser): later technology of after 3060 (the IS Plasma Rifle, 3068) needs a year.
MASTER_RULES_ERA = 3060


class Dated(Protocol):
    """A design with a year and a rules level: every kind's document (``model.common.Technology``
    or the 'Mech's own fields)."""

    @property
    def year(self) -> int | None: ...

    @property
    def rules_level(self) -> int: ...


def judged_year(unit: Dated) -> tuple[int | None, str]:
    """The year a design's items are held against, and what it is (with the year, for a finding's
    message): the design's own year, else a
    Level 2 design's Master Rules era (D-ERA-1); a Level 1 design without a year has none (its
    items are held to the 1987 table by rules level)."""
    if unit.year is not None:
        return unit.year, f"the design's year {unit.year}"
    if unit.rules_level >= 2:
        return MASTER_RULES_ERA, (f"{MASTER_RULES_ERA}, the Master Rules era a design without a year is "
                                  "judged at; set the design's year")
    return None, ""


def fits_tech_base(row_base: RowTechBase | str, tech_base: TechBase) -> bool:
    """Whether a catalog row of ``row_base`` may be used on a design of ``tech_base`` without
    declaring mixed technology (decision D-ARCH-4)."""
    if tech_base is TechBase.MIXED or row_base in (RowTechBase.BOTH, "both"):
        return True
    return (row_base in (RowTechBase.CLAN, "Clan")) == (tech_base is TechBase.CLAN)


@dataclass(frozen=True, slots=True)
class TechSpecs:
    """The technology codes of one unit kind."""

    rules_level: FindingSpec
    tech_base: FindingSpec
    era: FindingSpec
    ammo_type: FindingSpec
    year_needed: FindingSpec


def register_tech_specs(kind: str, label: str, weapons_table_rule: str) -> TechSpecs:
    """Declares ``<KIND>-RULES-LEVEL``, ``-TECH-BASE``, ``-EQUIPMENT-ERA`` and ``-AMMO-TYPE``;
    ``weapons_table_rule`` cites the kind's 1987 rule that its weapons come from the Weapons Table."""
    prefix = kind.upper()
    return TechSpecs(
        register(f"{prefix}-RULES-LEVEL", Severity.WARNING, "Master Rules weapon on a rules level 1 design",
                 f"{weapons_table_rule} (the 1987 table; a Level 2 weapon needs rules_level: 2, "
                 "decision D-L2K-1)",
                 f"A {label} of rules level 1 with an Inner Sphere ER large laser.", kind),
        register(f"{prefix}-TECH-BASE", Severity.ERROR, "Inner Sphere and Clan technology mixed", _TECH_RULE,
                 f"An Inner Sphere {label} with a Clan ER PPC.", kind),
        register(f"{prefix}-EQUIPMENT-ERA", Severity.WARNING, "Equipment newer than the design's year",
                 _ERA_RULE,
                 f"A {label} of year 3030 with an Inner Sphere ER medium laser (3058).", kind),
        register(f"{prefix}-AMMO-TYPE", Severity.ERROR, "Ammunition of a type its weapon does not fire",
                 _AMMO_RULE, f"Cluster ammunition for a {label}'s AC/20.", kind),
        register(f"{prefix}-YEAR-NEEDED", Severity.INFO, "Later technology on a design without a year",
                 _YEAR_RULE, f"A Level 2 {label} with no year and an IS Plasma Rifle (3068).", kind),
    )


def _item(name: str) -> Weapon | Equipment | None:
    return catalog().find(name)


def technology_findings(unit: Technology, items: Iterable[tuple[str, str | None]],
                        lots: Iterable[tuple[str, str, str | None]], specs: TechSpecs) -> Iterator[Finding]:
    """Every technology finding of a design's ``items`` (name, location) and ammunition ``lots``
    (weapon, type, location)."""
    base = unit.tech_base.value.replace("_", " ")
    seen: set[str] = set()
    year, whose = judged_year(unit)
    era = specs.era if unit.year is not None else specs.year_needed
    for name, where in items:
        item = _item(name)
        if item is None or item.id in seen:
            continue   # unknown: the kind's unknown-weapon check reports it; one finding per item
        seen.add(item.id)
        if item.rules_level > 1 and unit.rules_level < 2:
            yield specs.rules_level.finding(f"{item.id} is a Master Rules (level {item.rules_level}) item; "
                                            "declare rules_level: 2 to mount it.", where)
        if not fits_tech_base(item.tech_base, unit.tech_base):
            yield specs.tech_base.finding(f"{item.id} is {item.tech_base.value} technology on a {base} "
                                          "design (declare tech_base: mixed to mix them).", where)
        if year is not None and item.intro_year is not None and item.intro_year > year:
            yield era.finding(f"{item.id} appears in {item.intro_year}, after {whose}.", where)
    yield from ammo_type_findings(lots, specs.ammo_type)
