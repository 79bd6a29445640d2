"""A regiment bought for a scenario side (``budget: steel-tip:attacker``) keeps the side's purchase
restrictions (``designer/catalog/data/battleforce/scenarios.yaml``): the special purchases it may
not make, the lance classes it may buy, and the lowest Experience Level of its 'Mech lances."""

from __future__ import annotations

from designer.battleforce.regiment import Regiment
from designer.battleforce.regiment_data import LEVELS, regiment_tables
from designer.battleforce.scenarios import Side
from designer.battleforce.values import FIGHTER, MECH, VEHICLE_PREFIX
from designer.rules.findings import Finding, Severity, register

FORBIDDEN_PURCHASE = register(
    "BF-SCENARIO-PURCHASE",
    Severity.ERROR,
    "Special purchase the scenario side may not make",
    'seed 001 line 2209: "Neither side may buy Mine Attacks, Hidden Infantry, DropShips, or Artillery Units"',
    "a Surprise Encounter side that buys 20 points of Mine Attacks",
    kind="regiment",
)
FORBIDDEN_UNITS = register(
    "BF-SCENARIO-UNITS",
    Severity.ERROR,
    "Lance of a kind the scenario side may not buy",
    "seed 001 line 2227: \"they may buy only 'Mechs, Air Units, and any Variation Counters\"",
    "a hover lance among the Steel Tip's 7th Crucis Lancers",
    kind="regiment",
)
LOW_EXPERIENCE = register(
    "BF-SCENARIO-EXPERIENCE",
    Severity.ERROR,
    "'Mech lance below the scenario side's Experience Level",
    "seed 001 line 2227: \"All 'Mech units must be Regular Experience Level or better\"",
    "a Green 'Mech lance among the Steel Tip's 7th Crucis Lancers",
    kind="regiment",
)

_CLASS_NAMES = {MECH: "'Mech", FIGHTER: "air", "infantry": "infantry", "vehicle": "vehicle"}


def _general_class(class_: str) -> str:
    """``vehicle:hover`` -> ``vehicle``: a side allows vehicles, not one motive type."""
    return "vehicle" if class_.startswith(VEHICLE_PREFIX) else class_


def _allowed(side: Side) -> str:
    """``'Mech and air``: the lance classes a side may buy, in words."""
    names = [_CLASS_NAMES.get(name, name) for name in side.units]
    return " and ".join(filter(None, (", ".join(names[:-1]), names[-1])))


def _purchase_name(item: str, name: str) -> str:
    """The purchase as the rules call it, with the regiment's own name for it when that differs."""
    title = regiment_tables().special(item).name
    return title if name == title else f"{title} ('{name}')"


def scenario_findings(regiment: Regiment, side: Side | None) -> tuple[Finding, ...]:
    """What the regiment bought that its scenario side may not buy (none without a side)."""
    if side is None:
        return ()
    found = [
        FORBIDDEN_PURCHASE.finding(f"{side.name} may not buy {_purchase_name(item.item, item.name)}",
                                   "special")
        for item in (*regiment.dropships, *regiment.specials) if item.item in side.forbidden
    ]
    for lance in regiment.lances():
        class_ = _general_class(lance.lance.class_)
        if side.units and class_ not in side.units:
            found.append(FORBIDDEN_UNITS.finding(
                f"{side.name} may buy only {_allowed(side)} lances, not a {_CLASS_NAMES.get(class_, class_)} "
                "lance", lance.location))
        elif (class_ == MECH and side.mech_experience and lance.level in LEVELS
              and LEVELS.index(lance.level) < LEVELS.index(side.mech_experience)):
            found.append(LOW_EXPERIENCE.finding(
                f"the 'Mech lances of {side.name} must be {side.mech_experience} or better, "
                f"not {lance.level}",
                lance.location))
    return tuple(found)
