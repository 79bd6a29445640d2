"""Checks for battle armor squads. The seeds print no battle armor construction rules: each rule
cites what seed 002 says of battle armor and names the MegaMek fact it applies (decision D-BA-1,
``catalog/data/battlearmor``). Locations are ``trooper N`` (a suit) or ``trooper N: <location>``."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog.battlearmor import ba_construction, ba_equipment
from designer.battlearmor.movement import booster_conflicts, jump_bonus
from designer.battlearmor.model import BALocation, BAMotion, BattleArmor
from designer.battlearmor import layout
from designer.battlearmor.packs import pack_problems
from designer.battlearmor.weights import max_kg, suit_items, suit_kg
from designer.rules.common.checks import register_check_failed, run_checks
from designer.rules.common.item_names import unknown_item_note
from designer.rules.findings import Finding, Severity, register

_SQUAD = 'seed 002 line 23: "formada por una Escuadra de 4 hombres (Esfera Interior)"'
_CARRY = 'seed 002 line 25: "sus poderosas armaduras de combate incorporan Misiles, láseres ligeros"'
_JUMP = 'seed 002 line 77: "algunos soldados con armaduras de combate tienen esta capacidad"'
_ARMOR = 'seed 002 line 145: "desvían los daños hacia los puntos de blindaje"'
_AMMO = 'seed 002 line 159: "ciertos ataques de misiles de armaduras de combate"'
_D = "; decision D-BA-1 (MegaMek "

SUIT_WEIGHT = register(
    "BA-SUIT-WEIGHT",
    Severity.ERROR,
    "A suit heavier than its weight class allows",
    _CARRY + _D + "EntityWeightClass battle armor limits: PA(L) 400 kg, light 750, "
    "medium 1000, heavy 1500, assault 2000)",
    "a medium suit of 1,040 kg",
    "battlearmor",
)
TROOPERS = register(
    "BA-TROOPERS",
    Severity.ERROR,
    "Troopers outside 1 to 6",
    _SQUAD + _D + "BattleArmor: 1 to 6 troopers)",
    "a squad of 7 troopers",
    "battlearmor",
)
SQUAD_SIZE = register(
    "BA-SQUAD-SIZE",
    Severity.WARNING,
    "Not the Master Rules' squad (4) or Point (5)",
    _SQUAD + "; decision D-BA-3 (larger and smaller squads are later rules)",
    "a Clan Point of 4 troopers",
    "battlearmor",
)
GROUND_MP = register(
    "BA-GROUND-MP",
    Severity.ERROR,
    "Ground MP outside the weight class's range",
    _JUMP + _D + "BattleArmor.getMaximumWalkMP: 3 up to medium, 2 heavy and assault, a quad "
    "2 more; at least 1, a quad 2)",
    "a heavy biped suit with ground MP 3",
    "battlearmor",
)
JUMP_MP = register(
    "BA-JUMP-MP",
    Severity.ERROR,
    "Jump, VTOL or UMU MP beyond the weight class's maximum",
    _JUMP + _D + "BattleArmor.getMaximumJumpMP: jump 3 up to medium, 2 heavy and assault; "
    "VTOL 7/6/5 PA(L)/light/medium; UMU 5/5/4/3/2; a quad none)",
    "a heavy suit jumping 3",
    "battlearmor",
)
ARMOR_POINTS = register(
    "BA-ARMOR-POINTS",
    Severity.ERROR,
    "More armor than the weight class allows",
    _ARMOR + _D + "BattleArmor.getMaximumArmorPoints: 2/6/10/14/18)",
    "a light suit with 8 points of armor",
    "battlearmor",
)
ARMOR_TYPE = register(
    "BA-ARMOR-TYPE",
    Severity.ERROR,
    "An armor type battle armor cannot mount",
    _ARMOR + _D + "TestBattleArmor.BAArmor: the battle armor armor types)",
    "armor_type: ferro_fibrous",
    "battlearmor",
)
ARMOR_SLOTS = register(
    "BA-ARMOR-SLOTS",
    Severity.ERROR,
    "Armor slots not as many as the armor type fills",
    _ARMOR + _D + "TestBattleArmor.BAArmor: stealth 3-5 slots, mimetic 7...)",
    "improved stealth armor filling 4 slots",
    "battlearmor",
)
SLOTS = register(
    "BA-SLOTS",
    Severity.ERROR,
    "More slots used in a location than it has",
    _CARRY + _D + "BattleArmor.getArmCrits/getBodyCrits: arms 2-4, body 2-6, quad body 5-11)",
    "a light suit with 5 slots in the body",
    "battlearmor",
)
WEAPONS = register(
    "BA-WEAPONS-PER-LOCATION",
    Severity.ERROR,
    "Too many anti-'Mech weapons in a location",
    _CARRY + _D + "BattleArmor.getNumAllowedAntiMechWeapons: an arm 1, the body 2, a quad's 4)",
    "two lasers in one arm",
    "battlearmor",
)
MANIPULATOR = register(
    "BA-MANIPULATOR",
    Severity.ERROR,
    "A manipulator out of place or unmatched",
    _CARRY + _D + "TestBattleArmor.correctManipulators: in an arm, one an arm, paired types on both arms)",
    "a cargo lifter on one arm only",
    "battlearmor",
)
PLACEMENT = register(
    "BA-PLACEMENT",
    Severity.ERROR,
    "An item in a location it may not go",
    _CARRY + _D + "TestBattleArmor: jump boosters and partial wings in the body; arms "
    "only on a biped; a turret only when the suit has one)",
    "a partial wing in an arm",
    "battlearmor",
)
UNKNOWN_ITEM = register(
    "BA-UNKNOWN-ITEM",
    Severity.ERROR,
    "An item no battle armor table holds",
    _CARRY + _D + "weapons flagged F_BA_WEAPON, equipment F_BA_EQUIPMENT)",
    "a 'Mech's Autocannon/20 on a suit",
    "battlearmor",
)
AMMO_SHOTS = register(
    "BA-AMMO-SHOTS",
    Severity.ERROR,
    "More shots in an ammunition slot than it holds",
    _AMMO + _D + "TestBattleArmor.NUM_SHOTS_PER_CRIT: 4 shots a slot)",
    "BA-SRM4 Ammo with 6 shots in one slot",
    "battlearmor",
)
AP_MOUNT = register(
    "BA-AP-WEAPON",
    Severity.ERROR,
    "An anti-personnel weapon without an anti-personnel mount",
    _CARRY + _D + "TestBattleArmor: infantry weapons ride in an anti-personnel mount or a "
    "modular equipment adaptor)",
    "an assault rifle in the body of a suit with no mount",
    "battlearmor",
)


AP_MOUNTS = register(
    "BA-AP-MOUNTS",
    Severity.ERROR,
    "Too many anti-personnel weapon mounts in a location",
    _CARRY + _D + "BattleArmor.getNumAllowedAntiPersonnelWeapons: an arm 2, 1 beside an anti-'Mech "
    "weapon; the body 2, a quad's 4)",
    "two anti-personnel mounts in an arm that holds a laser",
    "battlearmor",
)
BOOSTERS = register(
    "BA-BOOSTERS",
    Severity.ERROR,
    "Movement boosters beyond their limits",
    _JUMP + _D + "TestBattleArmor: one mechanical jump booster, one myomer booster of 3 slots, never "
    "both, no myomer booster with stealth or mimetic armor; decision D-UNSEEN-16)",
    "a myomer booster on a suit with stealth armor",
    "battlearmor",
)
DETACHABLE_PACK = register(
    "BA-DWP",
    Severity.ERROR,
    "A detachable weapon pack beyond its limits",
    _CARRY + _D + "MiscType.createISDetachableWeaponPack, TestBattleArmor: one weapon a pack, no "
    "missile weapon, 2 ground MP to carry one; decision D-UNSEEN-17)",
    "two weapons in one detachable pack",
    "battlearmor",
)


def _suits(unit: BattleArmor) -> range:
    return range(1, min(unit.troopers, 6) + 1)


# Every suit weighs at most its weight class's limit (MegaMek EntityWeightClass).
def _check_weight(unit: BattleArmor) -> Iterator[Finding]:
    for trooper in _suits(unit):
        kg = suit_kg(unit, trooper)
        if kg > max_kg(unit):
            yield SUIT_WEIGHT.finding(
                f"A suit weighs {float(kg):g} kg; a {unit.weight_class.value} "
                f"suit weighs at most {max_kg(unit)} kg.",
                f"trooper {trooper}",
            )


# A squad holds 1 to 6 troopers; the Master Rules' squad is 4 (Inner Sphere), the Point 5 (Clan).
def _check_troopers(unit: BattleArmor) -> Iterator[Finding]:
    build = ba_construction()
    if not 1 <= unit.troopers <= build.max_troopers:
        yield TROOPERS.finding(f"{unit.troopers} troopers; a squad has 1 to {build.max_troopers}.")
        return
    usual = build.squad_size[unit.tech_base.value]
    if unit.troopers != usual:
        yield SQUAD_SIZE.finding(
            f"{unit.troopers} troopers; the Master Rules field {usual} "
            f"({'a Clan Point' if usual == 5 else 'an Inner Sphere Squad'})."
        )


# Ground MP: at least the free MP, at most 3 (heavy and assault 2), a quad 2 more.
def _check_ground(unit: BattleArmor) -> Iterator[Finding]:
    build = ba_construction()
    row = build.weight_class(unit.weight_class.value)
    low = build.free_ground_mp[unit.body.value]
    high = row.max_ground + (build.quad_extra_ground_mp if unit.body.value == "quad" else 0)
    if not low <= unit.ground_mp <= high:
        yield GROUND_MP.finding(
            f"Ground MP {unit.ground_mp}; a {unit.weight_class.value} {unit.body.value} suit "
            f"moves {low} to {high}."
        )


# Jump, VTOL and UMU MP up to the class maximum (a jump booster or partial wing adds 1); a quad none.
def _check_jump(unit: BattleArmor) -> Iterator[Finding]:
    if not unit.jump_mp:
        return
    row = ba_construction().weight_class(unit.weight_class.value)
    mode = unit.motion.value if unit.motion is not BAMotion.GROUND else "jump"
    high = 0 if unit.body.value == "quad" else row.max_mp.get(mode, 0)
    high += jump_bonus(unit)
    if unit.jump_mp > high:
        yield JUMP_MP.finding(
            f"{mode} MP {unit.jump_mp}; a {unit.weight_class.value} {unit.body.value} suit "
            f"has at most {high}."
        )


# Armor points per suit up to the class maximum; the type is a battle armor type.
def _check_armor(unit: BattleArmor) -> Iterator[Finding]:
    row = ba_construction().weight_class(unit.weight_class.value)
    if unit.armor > row.max_armor:
        yield ARMOR_POINTS.finding(
            f"{unit.armor} points a suit; a {unit.weight_class.value} suit takes at most {row.max_armor}."
        )
    if ba_construction().armor_type(unit.armor_type) is None:
        yield ARMOR_TYPE.finding(
            f"Armor type {unit.armor_type!r} is not a battle armor type "
            f"({', '.join(a.id for a in ba_construction().armor)})."
        )


# The armor type fills as many slots as its row says, listed as items; a design that lists none
# leaves them unplaced, as older MegaMek files do (decision D-BA-5).
def _check_armor_slots(unit: BattleArmor) -> Iterator[Finding]:
    armor = ba_construction().armor_type(unit.armor_type)
    if armor is None:
        return
    for trooper in _suits(unit):
        lines = [m for m in suit_items(unit, trooper) if _kind(m.item) == "armor"]
        if lines and len(lines) != armor.slots:
            yield ARMOR_SLOTS.finding(
                f"{armor.name} armor fills {armor.slots} slots; suit {trooper} lists {len(lines)}.",
                f"trooper {trooper}",
            )
            return


# Slots and anti-'Mech weapons per location of each suit.
def _check_slots(unit: BattleArmor) -> Iterator[Finding]:
    for trooper in _suits(unit):
        used, weapons = layout.used_slots(unit, trooper), layout.weapons_in(unit, trooper)
        ap_mounts = layout.ap_mounts_in(unit, trooper)   # once a suit, not once a location
        for location in BALocation:
            where = f"trooper {trooper}: {location.value}"
            if used[location] > layout.capacity(unit, location):
                yield SLOTS.finding(
                    f"{used[location]} slots used; the {location.value.replace('_', ' ')} has "
                    f"{layout.capacity(unit, location)}.",
                    where,
                )
            if weapons[location] > layout.allowed_weapons(unit, location):
                yield WEAPONS.finding(
                    f"{weapons[location]} anti-'Mech weapons; the {location.value.replace('_', ' ')} "
                    f"takes {layout.allowed_weapons(unit, location)}.",
                    where,
                )
            mounts, allowed = (
                ap_mounts[location],
                layout.allowed_ap_mounts(unit, location, trooper),
            )
            if mounts > allowed:
                yield AP_MOUNTS.finding(
                    f"{mounts} anti-personnel mounts; the {location.value.replace('_', ' ')} "
                    f"takes {allowed} here.",
                    where,
                )


# Manipulators: in an arm, one an arm, a paired type on both arms.
def _check_manipulators(unit: BattleArmor) -> Iterator[Finding]:
    arms: dict[BALocation, list[str]] = {location: [] for location in layout.ARMS}
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        if row is None or row.kind != "manipulator":
            continue
        if mount.location not in arms:
            yield MANIPULATOR.finding(f"{mount.item} is a manipulator; it goes in an arm.")
        else:
            arms[mount.location].append(row.id)
    for location, found in arms.items():
        if len(set(found)) > 1:
            yield MANIPULATOR.finding(f"{', '.join(found)}: one manipulator an arm.", location.value)
    left, right = arms[BALocation.LEFT_ARM][:1], arms[BALocation.RIGHT_ARM][:1]
    for name in set(left + right):
        row = ba_equipment().find(name)
        if row is not None and row.pair and left != right:
            yield MANIPULATOR.finding(f"{row.name} is mounted as a pair, on both arms.")


# Items go where they may: arms only on a biped, the turret only when there is one, an item's own
# locations (jump boosters and partial wings in the body).
def _check_placement(unit: BattleArmor) -> Iterator[Finding]:
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        where = mount.location
        if row is None or where is None or row.kind == "manipulator":
            continue
        if (where in layout.ARMS and unit.body.value == "quad") or (
            where is BALocation.TURRET and not unit.turret_slots
        ):
            yield PLACEMENT.finding(
                f"{mount.item} in the {where.value.replace('_', ' ')}: this suit has none.", where.value
            )
        elif row.locations and where.value not in row.locations:
            yield PLACEMENT.finding(f"{mount.item} goes in the {' or '.join(row.locations)}.", where.value)


# One mechanical jump booster, one myomer booster, never both; no myomer booster with stealth or
# mimetic armor.
def _check_boosters(unit: BattleArmor) -> Iterator[Finding]:
    for trooper in _suits(unit):
        for problem in booster_conflicts(unit, suit_items(unit, trooper)):
            yield BOOSTERS.finding(problem, f"trooper {trooper}")


# A detachable pack carries one weapon, no missile weapon, on a suit of 2 ground MP or more.
def _check_packs(unit: BattleArmor) -> Iterator[Finding]:
    for trooper in _suits(unit):
        for problem in pack_problems(unit, suit_items(unit, trooper)):
            yield DETACHABLE_PACK.finding(problem, f"trooper {trooper}")


# Every item is a battle armor item; infantry weapons ride in an anti-personnel mount.
def _check_items(unit: BattleArmor) -> Iterator[Finding]:
    shots = ba_construction().max_shots_per_slot
    for mount in unit.equipment:
        row = ba_equipment().find(mount.item)
        if row is None:
            yield UNKNOWN_ITEM.finding(
                f"{mount.item!r} is not a battle armor weapon or item.{unknown_item_note(unit, mount.item)}",
                mount.location.value if mount.location else None,
            )
        elif row.kind == "ammo" and (mount.shots or 0) > shots:
            yield AMMO_SHOTS.finding(f"{mount.item} holds {mount.shots} shots; a slot holds {shots}.")
        elif row.kind == "ap_weapon" and not (mount.apm or mount.dwp or _has_mount(unit)):
            yield AP_MOUNT.finding(f"{mount.item} needs an anti-personnel mount.")


def _has_mount(unit: BattleArmor) -> bool:
    return any(_kind(m.item) == "equipment" and m.item in ("BAAPMount", "BAMEA") for m in unit.equipment)


def _kind(item: str) -> str:
    row = ba_equipment().find(item)
    return row.kind if row is not None else ""


CHECK_FAILED = register_check_failed("battlearmor")
CHECKS = (
    _check_troopers,
    _check_weight,
    _check_ground,
    _check_jump,
    _check_armor,
    _check_armor_slots,
    _check_slots,
    _check_manipulators,
    _check_placement,
    _check_items,
    _check_boosters,
    _check_packs,
)


def check_battle_armor(unit: BattleArmor) -> list[Finding]:
    """Every finding for a battle armor squad; one a check finds on every suit alike is said once."""
    return squad_findings(run_checks(CHECKS, unit, failed=CHECK_FAILED), len(_suits(unit)))


def squad_findings(findings: list[Finding], suits: int) -> list[Finding]:
    """``findings`` with each one that every suit of the squad has alike (same code and message, at
    ``trooper N`` or ``trooper N: <location>``) said once, at ``every trooper`` (``every trooper:
    body``), where the first trooper's stood."""
    troopers_of: dict[tuple[str, str, str], set[str]] = {}
    for finding in findings:
        trooper, rest = _trooper_of(finding.location)
        if trooper is not None:
            troopers_of.setdefault((finding.code, finding.message, rest), set()).add(trooper)
    merged, said = [], set()
    for finding in findings:
        trooper, rest = _trooper_of(finding.location)
        key = (finding.code, finding.message, rest)
        if trooper is None or suits < 2 or len(troopers_of[key]) < suits:
            merged.append(finding)
        elif key not in said:
            said.add(key)
            where = "every trooper" + (f": {rest}" if rest else "")
            merged.append(Finding(finding.code, finding.severity, where, finding.message, finding.rule))
    return merged


def _trooper_of(location: str | None) -> tuple[str | None, str]:
    """(``3``, ``body``) of ``trooper 3: body``; (None, location) when no trooper is named."""
    if not location or not location.startswith("trooper "):
        return None, location or ""
    head, _, rest = location.partition(": ")
    return head.removeprefix("trooper "), rest
