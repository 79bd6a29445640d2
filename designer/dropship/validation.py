"""Construction checks for DropShips and small craft, every finding at once.

The seeds print no construction rules for them (seed 000 line 2743 only says they have their own
record sheets): the checks are the TechManual's rules as MegaMek's verifier applies them
(``TestSmallCraft``, ``TestAero``), catalogued as decision D-DS-1. Locations: an arc
(``nose``...), a bay (``bays``), ``crew`` or None for the whole craft."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from designer.dropship import bays as b, weights as w
from designer.dropship.items import facts, line_shots
from designer.catalog.beyond_level2 import equipment_note
from designer.dropship.model import Arc, LargeCraft, Shape
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.findings import Finding, Severity, register

E, W = Severity.ERROR, Severity.WARNING
SEED = 'seed 000 line 2743: "have their own Record Sheet specifically designed for each type"'


def _reg(code: str, severity: Severity, title: str, rule: str, example: str):
    return register(
        code,
        severity,
        title,
        f"{SEED} (the seeds print no DropShip construction rules, "
        f"decision D-DS-1; the TechManual's rule as MegaMek's verifier applies it: {rule})",
        example,
        "dropship",
    )


OVERWEIGHT = _reg(
    "DROPSHIP-OVERWEIGHT",
    E,
    "Components weigh more than the craft",
    "the components may not weigh more than the craft",
    "a 1,900-ton craft with 1,910 tons of parts",
)
UNDERWEIGHT = _reg(
    "DROPSHIP-UNDERWEIGHT",
    W,
    "Tonnage left unused",
    "the components weigh at most the craft; tons left unspent are only a warning (decision D-DS-13)",
    "a 1,900-ton craft with 1,880 tons of parts",
)
TONNAGE = _reg(
    "DROPSHIP-TONNAGE",
    E,
    "Craft heavier than its type allows",
    "small craft weigh at most 200 tons, DropShips 100,000 (spheroid) or 35,000 (aerodyne)",
    "a 250-ton small craft",
)
HEAT_SINKS = _reg(
    "DROPSHIP-HEAT-SINKS-MIN",
    E,
    "Fewer heat sinks than the engine's weight-free ones",
    "the craft mounts at least its weight-free heat sinks",
    "a Union with 10 heat sinks",
)
ARMOR_MAX = _reg(
    "DROPSHIP-ARMOR-MAX",
    E,
    "More armor than the structure carries",
    "armor tons at most SI x 3.6 (spheroid) or x 4.5 (aerodyne), down to the half ton",
    "an SI 7 aerodyne with 40 tons of armor",
)
CREW = _reg(
    "DROPSHIP-CREW-MIN",
    E,
    "Too few crew",
    "crew beyond the bays' own: 3 (DropShips + 1 per 5,000 tons, + 1 military) + the gunners",
    "a Union with 10 crew",
)
OFFICERS = _reg(
    "DROPSHIP-OFFICERS-MIN",
    E,
    "Too few officers",
    "one officer for each 5 required crew",
    "a Union with 1 officer",
)
QUARTERS = _reg(
    "DROPSHIP-QUARTERS",
    E,
    "Too few quarters for those aboard",
    "quarters for the crew, passengers, marines and battle armor troops",
    "30 people and quarters for 20",
)
DOOR_MISSING = _reg(
    "DROPSHIP-BAY-DOOR",
    E,
    "A transport bay without a door",
    "transport bays other than cargo and infantry bays (battle armor bays are infantry bays) have at "
    "least one door",
    "mechbay:2.0:0",
)
DOORS_MAX = _reg(
    "DROPSHIP-BAY-DOORS-MAX",
    E,
    "Too many bay doors",
    "a DropShip has at most 7 + tons / 50,000 (rounded up) bay doors",
    "9 doors on a Union",
)
BAY_UNKNOWN = _reg(
    "DROPSHIP-BAY-UNKNOWN",
    E,
    "A transport bay type the rules here do not know",
    "bays are of the TechManual's types",
    "warpbay:1.0:1",
)
ITEM_UNKNOWN = _reg(
    "DROPSHIP-ITEM-UNKNOWN",
    E,
    "An item the catalog does not hold",
    "equipment is of the TechManual's",
    "Photon Torpedo",
)
BAY_EMPTY = _reg(
    "DROPSHIP-WEAPON-BAY-EMPTY",
    E,
    "A weapon bay without a weapon",
    "every weapon bay holds a weapon",
    "a bay of ammunition only",
)
BAY_AMMO = _reg(
    "DROPSHIP-WEAPON-BAY-AMMO",
    E,
    "Too little ammunition in a weapon bay",
    "each ammunition-using weapon of a bay has 10 shots (Ultra 20, rotary 60)",
    "an LRM 20 bay with 6 shots",
)
FOREIGN_AMMO = _reg(
    "DROPSHIP-WEAPON-BAY-FOREIGN-AMMO",
    E,
    "Ammunition for a weapon not in the bay",
    "a bay carries ammunition only for its own weapons",
    "AC/20 ammunition in a laser bay",
)
LATERAL = _reg(
    "DROPSHIP-SIDES-UNMATCHED",
    E,
    "Left and right side weapons differ",
    "the left and right side arcs mount the same weapons",
    "two PPCs left, one right",
)
FAILED = register_check_failed("dropship")
SMALL_CRAFT_FAILED = register_check_failed("small_craft")
# Standard weapons' ammunition needs per weapon: shots a turn.
AMMO_PER_WEAPON = 10
ULTRA, ROTARY = 2, 6


def check_large_craft(craft: LargeCraft) -> list[Finding]:
    failed = FAILED if craft.is_dropship else SMALL_CRAFT_FAILED
    return run_checks(CHECKS, craft, failed=failed)


def _weight(craft: LargeCraft) -> Iterator[Finding]:
    total = w.total_tons(craft)
    if total > craft.mass + 1e-6:
        yield OVERWEIGHT.finding(
            f"components weigh {total:,.1f} t, more than the {craft.mass:,.1f} t craft ({_breakdown(craft)})"
        )
    elif total < craft.mass - 0.5:
        yield UNDERWEIGHT.finding(f"components weigh {total:,.1f} t of {craft.mass:,.1f} t")


def _breakdown(craft: LargeCraft) -> str:
    return ", ".join(f"{line.label.lower()} {line.tons:g}" for line in w.weight_lines(craft) if line.tons)


def _tonnage(craft: LargeCraft) -> Iterator[Finding]:
    if not craft.is_dropship:
        limit = 200
    else:
        limit = 100_000 if craft.shape is Shape.SPHEROID else 35_000
    if craft.mass > limit:
        yield TONNAGE.finding(f"{craft.mass:,.0f} t; at most {limit:,} t")


def _heat_sinks(craft: LargeCraft) -> Iterator[Finding]:
    free = w.free_heat_sinks(craft)
    if craft.heat_sinks < free:
        yield HEAT_SINKS.finding(f"{craft.heat_sinks} heat sinks; the engine gives {free} weight-free")


def max_armor_tons(craft: LargeCraft) -> float:
    factor = 3.6 if craft.shape is Shape.SPHEROID else 4.5
    return int(craft.structural_integrity * factor * 2) / 2


def _armor(craft: LargeCraft) -> Iterator[Finding]:
    tons, most = w.armor_tons(craft).tons, max_armor_tons(craft)
    if tons > most:
        yield ARMOR_MAX.finding(f"{tons:g} t of armor; SI {craft.structural_integrity} carries {most:g} t")


def _crew(craft: LargeCraft) -> Iterator[Finding]:
    people = craft.complement
    own = people.crew - b.bay_personnel(craft)
    needed = b.minimum_base_crew(craft) + b.gunners_needed(craft)
    if own < needed:
        yield CREW.finding(f"{own} crew beyond the bays' {b.bay_personnel(craft)}; {needed} needed", "crew")
    if people.officers * 5 < needed:
        yield OFFICERS.finding(
            f"{people.officers} officers; {-(-needed // 5)} needed for {needed} crew", "crew"
        )
    aboard = own + people.passengers + people.marines + people.battle_armor
    capacity = b.quarters_capacity(craft)
    if capacity < aboard:
        yield QUARTERS.finding(f"quarters for {capacity}, {aboard} aboard", "crew")


def _bays(craft: LargeCraft) -> Iterator[Finding]:
    for bay in craft.bays:
        if w.bay_tons(bay.kind, bay.size, bay.platoon) is None:
            yield BAY_UNKNOWN.finding(f"{bay.type!r} is no bay type known here", "bays")
        elif bay.doors == 0 and b.needs_door(bay):
            yield DOOR_MISSING.finding(f"{bay.type} ({bay.size:g}) has no door", "bays")
    doors = sum(bay.doors for bay in craft.bays if not b.is_quarters(bay))
    if craft.is_dropship and doors > b.max_doors(craft):
        yield DOORS_MAX.finding(f"{doors} bay doors; at most {b.max_doors(craft)}", "bays")


def _items(craft: LargeCraft) -> Iterator[Finding]:
    for name in sorted({m.item for m in craft.equipment if facts(m.item).kind == "unknown"}):
        yield ITEM_UNKNOWN.finding(f"{name!r} is not in the catalog.{equipment_note(name)}", None)


def _weapon_bays(craft: LargeCraft) -> Iterator[Finding]:
    for bay in b.weapon_bays(craft):
        weapons = Counter(facts(m.item).feeds for m in bay.mounts if facts(m.item).kind == "weapon")
        if not weapons:
            yield BAY_EMPTY.finding(f"{bay.name} holds no weapon", bay.arc.value)
            continue
        shots: Counter[str | None] = Counter()
        for mount in bay.mounts:
            item = facts(mount.item)
            if item.kind == "ammo":
                shots[item.feeds] += line_shots(item, mount.shots)
        for group in shots:
            if group not in weapons:
                yield FOREIGN_AMMO.finding(f"{bay.name} carries {group} ammunition", bay.arc.value)
        for group, count in weapons.items():
            need = _shots_needed(group, count)
            if need and shots[group] < need:
                yield BAY_AMMO.finding(
                    f"{bay.name}: {shots[group]} shots for {count} x {group}, {need} needed", bay.arc.value
                )


def _shots_needed(group: str | None, count: int) -> int:
    from designer.catalog import catalog

    weapon = catalog().weapon(group) if group else None
    if weapon is None or not weapon.uses_ammo:
        return 0
    return count * AMMO_PER_WEAPON * weapon.shots_per_turn


def _lateral(craft: LargeCraft) -> Iterator[Finding]:
    def side(arc: Arc) -> Counter[tuple[str, bool]]:
        return Counter(
            (m.item, m.rear) for m in craft.equipment if m.arc is arc and facts(m.item).kind == "weapon"
        )

    if side(Arc.LEFT) != side(Arc.RIGHT):
        yield LATERAL.finding("the left and right side weapon loads do not match", None)


CHECKS = (_tonnage, _weight, _heat_sinks, _armor, _crew, _bays, _items, _weapon_bays, _lateral)
