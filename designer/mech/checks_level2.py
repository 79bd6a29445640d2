"""Construction checks of the Master Rules (Level 2) equipment (research/level2-spec.md sections
2.6-2.9 and 6; the seed 002 tables at lines 341-581 print the items, their footnotes the formulas):
CASE, MASC, triple-strength myomer, Artemis IV and its ammunition, ammunition types, the targeting
computer, swords and one physical weapon per arm, and equipment newer than the design's year.

Sizes are not checked here: a mount's tons and slots always come from the catalog row or its
formula (``level2_size.py``), so the weight and slot checks already hold them."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterator

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.catalog.level2 import level2_catalog
from designer.catalog.level2_rows import JUMP_JET_IDS
from designer.mech.model import ARMS, AmmoBin, Mech, MechLocation, Mount
from designer.rules.common.ammo_types import ARTEMIS, ammo_type_findings
from designer.rules.common.technology import judged_year
from designer.rules.common.memo import per_design
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures
from designer.mech.layout import item_of, mount_items
from designer.mech.level2_size import direct_fire_tons

CASE_NO_AMMO = register(
    "MECH-CASE-NO-AMMO", Severity.WARNING, "CASE where nothing can explode",
    'seed 002 line 219: "Ciertos componentes que no son munición como los rifles Gauss pueden '
    'explotar" (CASE protects the location of explosive ammunition or a Gauss rifle, line 207)',
    "Inner Sphere CASE in an arm that holds no ammunition (Gauss ammunition does not explode).")
MASC_PLACEMENT = register(
    "MECH-MASC-PLACEMENT", Severity.ERROR, "More than one MASC",
    'seed 002 line 581: "Tonelaje del Mech / 20" (one MASC sized by the whole \'Mech: tons = slots '
    "= tonnage / 20, Clan / 25, in one location)",
    "Two MASC units, one in each arm.")
MASC_TSM = register(
    "MECH-MASC-WITH-TSM", Severity.ERROR, "MASC and triple-strength myomer together",
    'seed 002 line 575: "MASC Espada TAG Miómero Triple Fuerza" (two myomer items; a \'Mech has '
    "one kind of myomer, decision D-L2W-3)",
    "A 'Mech with MASC and six TSM slots.")
TSM_SLOTS = register(
    "MECH-TSM-SLOTS", Severity.ERROR, "Triple-strength myomer not in six slots",
    'seed 002 line 565: "3 1 ** * 1 6"; the slots column: TSM, the last row, takes 6, spread '
    "over any locations",
    "Five TSM slots.")
ARTEMIS_LAUNCHER = register(
    "MECH-ARTEMIS-LAUNCHER", Severity.ERROR, "Artemis IV without its own LRM or SRM launcher",
    'seed 002 line 575: "Pod Antipersonal Artemis IV FCS" (one fire-control system per LRM or SRM '
    "launcher, in the launcher's location; not Streak or MRM, decision D-L2W-4)",
    "An Artemis IV FCS in an arm without an LRM or SRM launcher.")
TARGETING_COMPUTER = register(
    "MECH-TARGETING-COMPUTER", Severity.ERROR, "Targeting computer not one, or with no weapon to serve",
    'seed 002 line 453: "TAG TAG Ligero Computadora de Disparo" (one computer, tons = slots = '
    "direct-fire weapon tons / 5 rounded up)",
    "Two targeting computers on one 'Mech.")
SWORD_PLACEMENT = register(
    "MECH-SWORD-PLACEMENT", Severity.ERROR,
    "Sword outside an arm, or its arm lacks hand or lower arm actuator",
    'seed 002 line 211: "ya no puede realizar ataques con garrotes ni con hachas ni espadas" '
    "(a sword, like a hatchet, needs the arm's hand actuator; the hand needs the lower arm)",
    "A sword in an arm without a hand actuator.")
PHYSICAL_PER_ARM = register(
    "MECH-PHYSICAL-WEAPONS-PER-ARM", Severity.ERROR, "More than one hatchet or sword in one arm",
    'seed 002 line 241: "sólo necesita usar un brazo para el ataque" (a hatchet or sword is '
    "one arm's weapon; one per arm, decision D-L2W-5)",
    "A hatchet and a sword in the same arm.")
AMMO_TYPE = register(
    "MECH-AMMO-TYPE", Severity.ERROR, "Ammunition of a type its weapon does not fire",
    'seed 002 line 45: "Si un arma utiliza cargas de munición especial" (each weapon fires the '
    "types its ammunition rows give; decision D-AMMO-1)",
    "A ton of cluster ammunition for an AC/20.")
ARTEMIS_AMMO = register(
    "MECH-ARTEMIS-AMMO", Severity.ERROR, "Artemis IV-capable ammunition without an Artemis-linked launcher",
    'seed 002 line 575: "Pod Antipersonal Artemis IV FCS" (Artemis-capable ammunition is fired by a '
    "launcher of its size linked to an Artemis IV FCS; decision D-AMMO-2)",
    "A ton of Artemis IV-capable LRM-10 ammunition on a 'Mech whose LRM-10 has no Artemis IV FCS.")
ARTEMIS_STANDARD_AMMO = register(
    "MECH-ARTEMIS-STANDARD-AMMO", Severity.WARNING, "Artemis-linked launcher with standard ammunition only",
    'seed 002 line 575: "Pod Antipersonal Artemis IV FCS" (the fire-control system helps only '
    "Artemis-capable ammunition; decision D-AMMO-2)",
    "An LRM-10 with an Artemis IV FCS and only standard LRM-10 ammunition.")
JUMP_JET_MIX = register(
    "MECH-JUMP-JET-MIX", Severity.ERROR, "Standard and improved jump jets together",
    'seed 000 line 4318: "Allocate space on the Equipment Charts for jump jet exhaust ports" (one jet '
    "per Jump MP, all of one kind: improved jets, later technology, weigh the whole jump MP twice, "
    "decision D-LATER-IS-5)",
    "Two standard and two improved jump jets for jump MP 4.")
ERA = register(
    "MECH-EQUIPMENT-ERA", Severity.WARNING, "Equipment newer than the design's year",
    'seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (the catalog gives each row '
    "its introduction year; level2-spec.md section 6 item 2)",
    "A design of year 3030 with an Inner Sphere ER medium laser (3058).")
YEAR_NEEDED = register(
    "MECH-YEAR-NEEDED", Severity.INFO, "Later technology on a design without a year",
    'seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (the catalog gives each row '
    "its introduction year; decision D-ERA-1: a Level 2 design without a year is judged at 3060, the "
    "era of the Master Rules tables)",
    "A Level 2 design with no year and an IS Plasma Rifle (3068).")

# LRM and SRM launchers, and the Inner Sphere MML (later technology, Artemis IV capable: D-LATER-IS-3).
_LAUNCHER = re.compile(r"^((clan )?(lrm|srm)[ -]\d+|is mml \d+)$")
_TSM_IDS = frozenset({"IS TSM"})
TSM_SLOT_COUNT = 6   # TSM takes 6 slots, spread over any locations (seed 002 line 565)


def _where(mount: Mount) -> str | None:
    return mount.location.value if mount.location else None


def _mounts(mech: Mech, name: str) -> list[Mount]:
    """Mounts of the Level 2 items called ``name`` in the seed's tables (either tech base)."""
    return [mount for mount, row_name in _level2_mounts(mech) if row_name == name]


@per_design   # asked for by five checks of one design
def _level2_mounts(mech: Mech) -> tuple[tuple[Mount, str], ...]:
    """Every mount of a Level 2 item of the seed's tables, with the item's name there."""
    out = []
    for mount, item in mount_items(mech):
        row = level2_catalog().get(getattr(item, "id", ""))
        name = getattr(row, "name", None) if row is not None else None
        if isinstance(name, str):
            out.append((mount, name))
    return tuple(out)


@functools.cache   # the catalog is fixed for the run: one scan of its ammunition per weapon
def _explosive(weapon_id: str) -> bool:
    """Ammunition explodes unless its catalog rows say otherwise (Gauss ammunition, spec 2.6)."""
    rows = [ammo for ammo in level2_catalog().ammo if ammo.weapon == weapon_id
            or level2_catalog().group_of(ammo.weapon) == weapon_id]
    return not rows or any(ammo.explosive for ammo in rows)


# Inner Sphere CASE (0.5 t, 1 slot) protects the location it is in: it belongs where explosive
# ammunition or a Gauss rifle is (spec 2.6). Clan CASE is built into every Clan location and is
# never mounted.
def check_case(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    ammo_at = {b.location for b in mech.ammo if b.location is not None and _explosive(b.weapon)}
    ammo_at |= {m.location for m, item in mount_items(mech)
                if m.location is not None and "Gauss Rifle" in getattr(item, "id", "")}
    for mount in _mounts(mech, "CASE"):
        if mount.location is not None and mount.location not in ammo_at:
            yield CASE_NO_AMMO.finding(f"CASE in {mount.location.value} protects no explosive ammunition "
                                       "or Gauss rifle there.", _where(mount))


# MASC: one unit in one location (tons = slots = tonnage / 20 IS, / 25 Clan, rounded); never with
# TSM (spec 2.7).
def check_myomer(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    masc = _mounts(mech, "MASC")
    for extra in masc[1:]:
        yield MASC_PLACEMENT.finding(f"A second MASC is mounted in {_where(extra)}; a 'Mech has one MASC, "
                                     "in one location.", _where(extra))
    tsm = [m for m, item in mount_items(mech) if getattr(item, "id", "") in _TSM_IDS]
    if masc and tsm:
        yield MASC_TSM.finding("This 'Mech has both MASC and triple-strength myomer; it may have only one.",
                               _where(masc[0]))
    if tsm and len(tsm) != TSM_SLOT_COUNT:
        yield TSM_SLOTS.finding(f"{len(tsm)} triple-strength myomer slots are placed; TSM fills 6.")


def _is_launcher(item: object) -> bool:
    return isinstance(item, Weapon) and _LAUNCHER.match(item.id.casefold()) is not None


# Artemis IV: one fire-control system per LRM, SRM or MML launcher, in the launcher's location;
# Streak and MRM launchers take none (spec 2.8; the MML: D-LATER-IS-3).
def check_artemis(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    launchers = Counter(m.location for m, item in mount_items(mech) if _is_launcher(item))
    systems = Counter(m.location for m in _mounts(mech, "Artemis IV FCS"))
    for location, count in systems.items():
        if count > launchers.get(location, 0):
            where = location.value if location else None
            yield ARTEMIS_LAUNCHER.finding(
                f"{count} Artemis IV FCS in {where} for {launchers.get(location, 0)} LRM or SRM launchers "
                "there (Streak and MRM launchers take none).", where)


def artemis_linked(mech: Mech) -> list[Mount]:
    """The launchers an Artemis IV FCS serves: in each location, each FCS links the nearest
    unlinked LRM or SRM launcher placed before it there, else the first unlinked one (MegaMek
    writes the FCS after its launcher; decision D-AMMO-2)."""
    linked: list[Mount] = []
    for fcs in sorted(_mounts(mech, "Artemis IV FCS"), key=lambda m: m.slot or 0):
        free = [m for m in mech.equipment if m.location is fcs.location and _is_launcher(item_of(m))
                and not any(m is other for other in linked)]
        before = [m for m in free if (m.slot or 0) < (fcs.slot or 0)]
        choice = max(before, key=lambda m: m.slot or 0) if before else (free[0] if free else None)
        if choice is not None:
            linked.append(choice)
    return linked


def _artemis_weapons(mech: Mech) -> set[str]:
    return {item.id for m in artemis_linked(mech) if (item := item_of(m)) is not None}


# Ammunition of a type its weapon fires (the ammunition rows of each weapon, D-AMMO-1).
def check_ammo_types(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    yield from ammo_type_findings(((b.weapon, b.kind, _bin_where(b)) for b in mech.ammo), AMMO_TYPE)


def _bin_where(ammo_bin: AmmoBin) -> str | None:
    return ammo_bin.location.value if ammo_bin.location else None


def _weapon_id(name: str) -> str:
    weapon = catalog().weapon(name)
    return weapon.id if weapon is not None else name


# Artemis IV-capable ammunition needs a launcher of its size linked to an Artemis IV FCS; an
# Artemis-linked launcher with only standard ammunition gains nothing (D-AMMO-2).
def check_artemis_ammo(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    linked = _artemis_weapons(mech)
    capable = {_weapon_id(b.weapon) for b in mech.ammo if b.kind == ARTEMIS}
    for ammo_bin in mech.ammo:
        if ammo_bin.kind == ARTEMIS and _weapon_id(ammo_bin.weapon) not in linked:
            yield ARTEMIS_AMMO.finding(f"Artemis IV-capable {_weapon_id(ammo_bin.weapon)} ammunition, but no "
                                       f"{_weapon_id(ammo_bin.weapon)} is linked to an Artemis IV FCS.",
                                       _bin_where(ammo_bin))
    for weapon in sorted(linked - capable):
        if any(_weapon_id(b.weapon) == weapon for b in mech.ammo):
            yield ARTEMIS_STANDARD_AMMO.finding(f"The {weapon} linked to an Artemis IV FCS carries no "
                                                "Artemis IV-capable ammunition; the FCS helps only that.")


# Targeting computer: one, sized by the direct-fire weapons it serves, so it needs at least one.
def check_targeting_computer(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    computers = _mounts(mech, "Targeting Computer")
    for extra in computers[1:]:
        yield TARGETING_COMPUTER.finding(f"A second targeting computer is mounted in {_where(extra)}.",
                                         _where(extra))
    if computers and direct_fire_tons(mech) == 0:
        yield TARGETING_COMPUTER.finding("The targeting computer serves no direct-fire weapon (flamers and "
                                         "machine guns are not served).", _where(computers[0]))


def _physical(mech: Mech) -> list[tuple[Mount, str]]:
    out = []
    for mount, item in mount_items(mech):
        if isinstance(item, Equipment) and item.kind is EquipmentKind.HATCHET:
            out.append((mount, "hatchet"))
    return out + [(mount, "sword") for mount in _mounts(mech, "Sword")]


# A sword sits in an arm with its lower arm and hand actuators (as a hatchet, seed 002 lines 211,
# 241); an arm carries one physical weapon.
def check_physical_weapons(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    per_arm: Counter[MechLocation] = Counter()
    for mount, kind in _physical(mech):
        location = mount.location
        if location in ARMS and not mech.is_quad:
            per_arm[location] += 1
            if per_arm[location] == 2:
                yield PHYSICAL_PER_ARM.finding(f"{location.value} carries more than one hatchet or sword.",
                                               location.value)
        if kind != "sword":
            continue
        if location not in ARMS or mech.is_quad:
            yield SWORD_PLACEMENT.finding(f"A sword is mounted in {_where(mount)}; it belongs in an arm.",
                                          _where(mount))
        elif not (mech.arm_actuators(location).hand and mech.arm_actuators(location).lower_arm):
            yield SWORD_PLACEMENT.finding(f"The sword in {location.value} needs the hand and lower arm "
                                          "actuators in that arm.", location.value)


# A 'Mech's jump jets are all standard or all improved (later technology, D-LATER-IS-5): its jump MP is
# weighed as one set.
def check_jump_jet_kinds(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    jets = [(m, item) for m, item in mount_items(mech)
            if isinstance(item, Equipment) and item.kind is EquipmentKind.JUMP_JET]
    improved = [m for m, item in jets if item.id in JUMP_JET_IDS]
    if improved and len(improved) < len(jets):
        yield JUMP_JET_MIX.finding(f"{len(jets) - len(improved)} standard and {len(improved)} improved jump "
                                   "jets are mounted; a 'Mech's jump jets are all of one kind.")


# Equipment introduced after the design's year is a warning (spec section 6 item 2).
# A Level 2 design without a year is judged at the Master Rules era (decision D-ERA-1).
def check_era(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    design_year, whose = design_year_of(mech)
    spec = ERA
    if design_year is None:
        (design_year, whose), spec = judged_year(mech), YEAR_NEEDED
    if design_year is None:
        return
    for mount, item in mount_items(mech):
        year = getattr(item, "intro_year", None)
        if year is not None and year > design_year:
            yield spec.finding(f"{item.id} appears in {year}, after {whose}.",  # type: ignore[union-attr]
                              _where(mount))


def design_year_of(mech: Mech) -> tuple[int | None, str]:
    """The year an item's introduction is held against: the design's own ``year``, else the ``Era:``
    year a MegaMek file gives (kept in ``meta``; not the design's year, decision D-ARCH-6, but what the
    file says its 'Mech is from: decision D-TRUST-5)."""
    from designer.mech.mtf_meta import era_year

    if mech.year is not None:
        return mech.year, f"the design's year {mech.year}"
    era = era_year(mech.meta)
    return (era, f"the file's era {era}") if era is not None else (None, "")


CHECKS = (check_case, check_myomer, check_artemis, check_ammo_types, check_artemis_ammo,
          check_targeting_computer, check_physical_weapons, check_jump_jet_kinds, check_era)
