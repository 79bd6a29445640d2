"""What the rules need to know of an equipment line: its weight, heat and damage, and for
ammunition the weapon it feeds and its shots a ton. Standard-scale weapons and equipment come
from the catalog; the large-craft items the catalog does not hold (capital and sub-capital
missile launchers, screen launchers, their ammunition) from ``CRAFT_ITEMS``: MegaMek's facts
(decision D-DS-3)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from designer.catalog import Equipment, Weapon, catalog
from designer.catalog.support_tables import support_tables
from designer.dropship.model import CraftMount
from designer.formats.mtf_level2 import level2_ammo
from designer.formats.spellings import parse_ammo


@dataclass(frozen=True, slots=True)
class ItemFacts:
    """``kind``: weapon, ammo, equipment or unknown. ``feeds``: the weapon group an ammunition line
    feeds (a weapon's own group is its id); ``capital``: damage in capital points."""

    name: str
    kind: str
    tons: float = 0.0
    heat: int = 0
    damage: int = 0
    shots_per_ton: int | None = None
    feeds: str | None = None
    capital: bool = False
    weapon: Weapon | None = None
    bv: float | None = None  # a large-craft weapon's own Battle Value (the catalog has none)
    cost: int | None = None  # and its price


# Large-craft weapons MegaMek's classes give (AR10Weapon, SubCapMissileMantaRayWeapon,
# ScreenLauncherWeapon): name -> (Battle Value, C-Bills).
CRAFT_WEAPON_VALUES = {
    "Capital Missile Launcher (AR10 Launcher)": (961, 250_000),
    "Sub-Capital Missile Launcher (Manta Ray)": (396, 150_000),
    "Screen Launcher": (160, 250_000),
    "Tele-operated Missile (Kraken T)": (2306, 500_000),   # CapMissTeleKrakenWeapon (rulesRefs 210, TM)
}


# name -> (kind, tons, heat, damage, shots a ton or tons a shot (negative), feeds, capital)
CRAFT_ITEMS: dict[str, tuple[str, float, int, int, int | None, str, bool]] = {
    "Capital Missile Launcher (AR10 Launcher)": ("weapon", 250.0, 20, 2, None, "AR10", True),
    "Ammo AR10 Barracuda": ("ammo", 0.0, 0, 0, -30, "AR10", True),
    "Ammo AR10 Killer Whale": ("ammo", 0.0, 0, 0, -50, "AR10", True),
    "Ammo AR10 White Shark": ("ammo", 0.0, 0, 0, -40, "AR10", True),
    "Screen Launcher": ("weapon", 40.0, 10, 15, None, "Screen", True),
    # TechManual's tele-operated Kraken (MegaMek CapMissTeleKrakenWeapon: 220 t, heat 50, damage 10); a
    # missile weighs 100 t (decision D-DS-17)
    "Tele-operated Missile (Kraken T)": ("weapon", 220.0, 50, 10, None, "Kraken T", True),
    "Ammo KrakenT": ("ammo", 0.0, 0, 0, -100, "Kraken T", True),
    "Ammo Screen": ("ammo", 0.0, 0, 0, -10, "Screen", True),
    "Sub-Capital Missile Launcher (Manta Ray)": ("weapon", 160.0, 21, 5, None, "Manta Ray", True),
    "Ammo Manta Ray": ("ammo", 0.0, 0, 0, -18, "Manta Ray", True),
    "Hyper-Assault Gauss Rifle/30 Ammo": ("ammo", 0.0, 0, 0, 4, "Clan HAG/30", False),
    "Hyper-Assault Gauss Rifle/40 Ammo": ("ammo", 0.0, 0, 0, 3, "Clan HAG/40", False),
    "ISHeavyGauss Ammo": ("ammo", 0.0, 0, 0, 4, "IS Heavy Gauss Rifle", False),
    "Clan Machine Gun Ammo - Proto": ("ammo", 0.0, 0, 0, 200, "Clan Machine Gun", False),
    "ISLargeVSPLaser": ("weapon", 9.0, 10, 11, None, "IS Large VSP Laser", False),
    "ISLaserAntiMissileSystem": ("weapon", 1.5, 5, 0, None, "IS Laser AMS", False),
    "ISLookDownRadar": ("equipment", 5.0, 0, 0, None, "", False),
    "ISHighResImager": ("equipment", 2.5, 0, 0, None, "", False),
    "ISNavalTugAdaptor": ("equipment", 100.0, 0, 0, None, "", False),  # + CRAFT_SCALED
    "ISSmallNavalCommScannerSuite": ("equipment", 100.0, 0, 0, None, "", False),
}


# Variable-size items (MegaMek ``name:SIZE:n``), MegaMek ``MiscType.getTonnage``/``getCost``: name ->
# (tons at size 0, tons a unit of size, C-Bills a ton or None). A MASH weighs 2.5 t + 1 t an operating
# theater ("the core component weighs 3.5, including a theater") and costs 10,000 a ton;
# communications equipment weighs its size in tons (F_COMMUNICATIONS).
SIZED_ITEMS: dict[str, tuple[float, float, int | None]] = {
    "MASH Equipment": (2.5, 1.0, 10_000),
    "Communications Equipment": (0.0, 1.0, None),
}
# Items weighing more on a heavier craft, MegaMek ``MiscType.getTonnage``: name -> tons a craft's ton
# beyond the CRAFT_ITEMS row (F_NAVAL_TUG_ADAPTOR: 100 t + the craft's tons x 0.1; decision D-DS-18).
CRAFT_SCALED = {"ISNavalTugAdaptor": 0.1}
# MegaMek's older fixed-size spelling of communications equipment: "Communications Equipment (15 ton)".
COMMS_TONS = re.compile(r"^Communications Equipment \((\d+(?:\.\d+)?) tons?\)$", re.IGNORECASE)


def mount_facts(mount: CraftMount, craft_tons: float) -> ItemFacts:
    """The facts of one equipment line on a craft of ``craft_tons``: a variable-size item weighed and
    priced at its size, a naval tug adaptor by the craft's tons."""
    row = facts(mount.item)
    if mount.item in CRAFT_SCALED:
        return replace(row, tons=row.tons + CRAFT_SCALED[mount.item] * craft_tons)
    sized = SIZED_ITEMS.get(mount.item)
    if sized is None or mount.size is None:
        return row
    base, per_size, per_ton = sized
    tons = base + per_size * mount.size
    return replace(row, tons=tons, cost=None if per_ton is None else round(tons * per_ton))


@functools.cache
def facts(name: str) -> ItemFacts:
    """The facts of one equipment line's item, by the file's spelling (a variable-size item at its
    least size: ``mount_facts`` weighs it at its own)."""
    if name in SIZED_ITEMS:
        base, per_size, per_ton = SIZED_ITEMS[name]
        tons = base + per_size
        return ItemFacts(name, "equipment", tons, cost=None if per_ton is None else round(tons * per_ton))
    comms = COMMS_TONS.match(name)
    if comms is not None and catalog().find(name) is None:
        return ItemFacts(name, "equipment", float(comms.group(1)))
    row = CRAFT_ITEMS.get(name)
    if row is not None:
        kind, tons, heat, damage, per, feeds, capital = row
        if kind == "ammo":  # a capital missile (per < 0) weighs -per tons a shot
            return ItemFacts(
                name,
                kind,
                float(-per) if per and per < 0 else 1.0,
                0,
                0,
                1 if per and per < 0 else per,
                feeds,
                capital,
            )
        bv, cost = CRAFT_WEAPON_VALUES.get(name, (None, None))
        return ItemFacts(name, kind, tons, heat, damage, None, feeds or None, capital, None, bv, cost)
    found = catalog().find(name)
    if isinstance(found, Weapon):
        return ItemFacts(name, "weapon", found.tons, found.heat, found.damage, feeds=found.id, weapon=found)
    if isinstance(found, Equipment):
        return ItemFacts(name, "equipment", found.tons or 0.0)
    support = support_tables().items.get(name)   # support equipment the catalog lacks (cargo containers)
    if support is not None:
        return ItemFacts(name, "equipment", support.tons)
    weapon = _ammo_weapon(name)
    if weapon is not None and weapon.shots_per_ton:
        return ItemFacts(name, "ammo", 1.0, shots_per_ton=weapon.shots_per_ton, feeds=weapon.id)
    return ItemFacts(name, "unknown")


def _ammo_weapon(name: str) -> Weapon | None:
    level2 = level2_ammo(name)
    if level2 is not None:
        return catalog().weapon(level2[0])
    ammo = parse_ammo(name)
    return ammo.weapon if ammo is not None else None


def ammo_tons(item: ItemFacts, shots: int) -> float:
    """Whole tons of a bay's ammunition: shots / shots a ton, rounded up (MegaMek's
    ``TestSmallCraft.getWeightAmmo``); a capital missile weighs its tons a shot."""
    per_ton = item.shots_per_ton or 1
    return item.tons * -(-shots // per_ton)


def line_shots(item: ItemFacts, shots: int | None) -> int:
    """The shots an ammunition line holds: its count, or a full ton's when the line writes none
    (MegaMek loads ``IS Ammo LRM-20`` with no ``:shots`` as one ton of it)."""
    return shots if shots is not None else (item.shots_per_ton or 0)

