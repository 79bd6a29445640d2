"""Where the 1987 'Mech Cost Chart (seed 000 lines 4633-4660) and TechManual price a 'Mech
differently (decision D-COST-1): the default cost is TechManual's, the figure the Master Unit
List and MegaMekLab print; the 1987 chart's price stays available beside it.

- Jump jets: the chart's "1/2 Tons x (number of Jet)^2 x 200" (seed 000 line 4652) is half of
  TechManual's 200 x tons x jump MP^2 (improved jump jets 500; MegaMek MekCostCalculator).
- A full head ejection system: 1,725,000 C-Bills (TechManual; the chart has no such line).
- A Clan 'Mech's CASE, built into every location that holds explosive items (ammunition that can
  explode, a Gauss rifle, HAG or B-pod), is priced as the Clan CASE it is (50,000 a location, the
  catalogued price; MegaMek Mek.addClanCase mounts it when it reads the file).
- Artemis-capable ammunition costs twice its standard price a ton (MegaMek AmmoType munition
  cost multiplier).
- A one-shot weapon (a one-shot launcher, a B-pod) carries its one salvo, which MegaMek mounts as
  ammunition at no location (Entity.addEquipment: LOC_NONE); a Clan 'Mech pays one more built-in
  CASE for it, as MegaMek's implicitClanCASE counts the explosive items' locations, no location
  among them, less the CASE mounted (decision D-COST-4; the Daishi (Dire Wolf) C, Dasher (Fire
  Moth) K and Loki (Hellbringer) D published costs hold only so)."""

from __future__ import annotations

from designer.rules.common.explosive import GAUSS_LIKE, INERT_AMMO, ammo_weapon_id, item_ids
from designer.mech.model import Mech
from designer.mech.model import MechLocation

TECHMANUAL = "techmanual"
CHART_1987 = "1987"
JUMP_JET_PER_TON = 200
IMPROVED_JUMP_JET_PER_TON = 500
FULL_HEAD_EJECTION = 1_725_000
EJECTION_KEY = "ejection"
FULL_HEAD_EJECTION_NAME = "full head ejection system"
CLAN_CASE = "Clan CASE"
CASE_ITEMS = frozenset({"IS CASE", CLAN_CASE})
ONE_SHOT_SUFFIXES = (" (OS)", " (I-OS)")   # the catalog's one-shot launcher rows
B_PODS = frozenset({"Clan B-Pod", "IS B-Pod"})   # one-shot weapons too (MegaMek BPodWeapon: F_ONESHOT)


def has_full_head_ejection(mech: Mech) -> bool:
    return str((mech.meta or {}).get(EJECTION_KEY, "")).strip().lower() == FULL_HEAD_EJECTION_NAME


def techmanual_lines(mech: Mech, improved: bool) -> dict[str, float]:
    """The lines TechManual prices otherwise than the 1987 chart, by part."""
    per_ton = IMPROVED_JUMP_JET_PER_TON if improved else JUMP_JET_PER_TON
    lines = {"Jump Jets": float(per_ton * mech.tonnage * mech.jump_mp ** 2)}
    lines["Full Head Ejection System"] = FULL_HEAD_EJECTION if has_full_head_ejection(mech) else 0.0
    return lines


def _explosive_locations(mech: Mech) -> set[MechLocation | None]:
    """Where ammunition that explodes, a Gauss rifle, HAG or B-pod sits."""
    explosive = {lot.location for lot in mech.ammo if ammo_weapon_id(lot) not in INERT_AMMO}
    return explosive | {mount.location for mount, name in zip(mech.equipment, item_ids(mech), strict=True)
                        if name in GAUSS_LIKE}


def built_in_case_locations(mech: Mech) -> list[MechLocation]:
    """A Clan 'Mech's locations that hold explosive items (ammunition, a Gauss rifle, HAG or B-pod)
    and no written CASE, in order."""
    if not mech.is_clan:
        return []
    unprotected = _explosive_locations(mech) - {
        mount.location for mount, name in zip(mech.equipment, item_ids(mech), strict=True)
        if name in CASE_ITEMS}
    return [location for location in MechLocation if location in unprotected]


def salvo_case_count(mech: Mech) -> int:
    """1 when a Clan 'Mech carries a one-shot weapon, whose salvo sits at no location: MegaMek counts
    that as one more location holding explosive items, less any written CASE that protects no
    explosive location (implicitClanCASE: locations - CASE mounted); else 0."""
    ids = list(item_ids(mech))
    if not mech.is_clan or not any(i.endswith(ONE_SHOT_SUFFIXES) or i in B_PODS for i in ids):
        return 0
    explosive = _explosive_locations(mech)
    spare = sum(1 for mount, i in zip(mech.equipment, ids, strict=True)
                if i in CASE_ITEMS and mount.location not in explosive)
    return max(0, 1 - spare)
