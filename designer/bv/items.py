"""What the Battle Value method needs to know about a 'Mech's items beyond their value: which
items are defensive, explosive, Artemis-linked, heat-doubled and so on. Facts of the method
(TechManual BV 2.0 as MegaMek's BVCalculator, MekBVCalculator and HeatTrackingBVCalculator apply
it; decision D-BV-1), keyed by the catalog ids of ``designer.catalog``. Which items explode and
the ids of mounts and bins: ``designer.rules.common.explosive``."""

from __future__ import annotations

from collections.abc import Iterable

from designer.bv.tables import item_values
from designer.bv.working import Working, fmt

AMS = frozenset({"IS AMS", "Clan AMS"})
# Defensive equipment (added to the defensive rating, not fired): AMS, ECM, active probes, A- and
# B-pods, the bulldozer (MegaMek BVCalculator.countsAsDefensiveEquipment: F_ECM, the Angel ECM suite too).
DEFENSIVE = AMS | {"IS Guardian ECM Suite", "Clan ECM Suite", "IS Beagle Active Probe", "Clan Active Probe",
                   "Clan Light Active Probe", "Clan A-Pod", "Clan B-Pod", "IS A-Pod", "IS B-Pod", "Bulldozer",
                   "IS Angel ECM Suite", "Clan Angel ECM Suite"}
# Industrial tools (MegaMek MiscType F_CLUB) count their value in full as offensive equipment: not
# fired, so in no arc, without heat, not scaled by fire control (MegaMek
# BVCalculator.processOffensiveEquipment; decision D-BV-9).
OFFENSIVE_EQUIPMENT = frozenset({"Backhoe", "Dual Saw"})
CASE = frozenset({"IS CASE", "Clan CASE"})
TSM = frozenset({"IS TSM"})
MASC = frozenset({"IS MASC", "Clan MASC"})
TARGETING_COMPUTER = frozenset({"IS Targeting Computer", "Clan Targeting Computer"})
ARTEMIS = frozenset({"IS Artemis IV FCS", "Clan Artemis IV FCS"})
PPC_CAPACITOR = frozenset({"IS PPC Capacitor"})
# A PPC with a capacitor: 5 more heat (MegaMek HeatTrackingBVCalculator.weaponHeat).
CAPACITOR_HEAT = 5
IMPROVED_JUMP_JET = frozenset({"IS Improved Jump Jet", "Clan Improved Jump Jet"})
STEALTH_ARMOR = "stealth"
# Machine-gun arrays and the machine gun each links (its value: 0.67 x the linked guns).
MG_ARRAYS = {"IS Machine Gun Array": ("Machine Gun", "IS Machine Gun"),
             "IS Light Machine Gun Array": ("IS Light Machine Gun",),
             "IS Heavy Machine Gun Array": ("IS Heavy Machine Gun",),
             "Clan Machine Gun Array": ("Clan Machine Gun",),
             "Clan Light Machine Gun Array": ("Clan Light Machine Gun",),
             "Clan Heavy Machine Gun Array": ("Clan Heavy Machine Gun",)}
MG_ARRAY_FACTOR = 0.67
# Physical weapons valued by the 'Mech's tonnage: hatchet ceil(t/5) x 1.5, sword (ceil(t/10)+1) x 1.725
# (MegaMek MiscType.getBV).
HATCHET = "Hatchet"
SWORD = "IS Sword"


def artemis_capable(weapon_id: str) -> bool:
    """LRM, SRM and MML launchers take Artemis IV (not Streak, not one-shot)."""
    return (any(kind in weapon_id for kind in ("LRM", "SRM", "MML")) and "Streak" not in weapon_id
            and not is_one_shot(weapon_id))


def is_one_shot(weapon_id: str) -> bool:
    """One-shot launchers, plain or improved, and rocket launchers: a quarter of their heat counts."""
    return "(OS)" in weapon_id or "(I-OS)" in weapon_id or "Rocket Launcher" in weapon_id


def heat_multiplier(weapon_id: str) -> float:
    """Ultra autocannons count double heat, rotary six times, Streak launchers half."""
    if "Ultra AC" in weapon_id:
        return 2.0
    if "Rotary AC" in weapon_id:
        return 6.0
    if "Streak" in weapon_id:
        return 0.5
    return 1.0


def offensive_equipment(item_ids: Iterable[str], total: float, work: Working) -> float:
    """Add each industrial tool's value in full (OFFENSIVE_EQUIPMENT)."""
    for name in item_ids:
        if name in OFFENSIVE_EQUIPMENT:
            value = item_values()[name]
            total = work.add(name, f"+ {fmt(value)} (offensive equipment)", total + value)
    return total
