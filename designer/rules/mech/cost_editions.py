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
- A one-shot launcher carries its one salvo: its location holds explosive ammunition, which a
  Clan 'Mech's built-in CASE protects (MegaMek mounts the salvo as ammunition; the Daishi (Dire
  Wolf) C published cost holds only so; decision D-COST-2)."""

from __future__ import annotations

from designer.rules.common.explosive import GAUSS_LIKE, INERT_AMMO, ammo_weapon_id, item_id
from designer.model import Mech
from designer.model.mech import MechLocation

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


def has_full_head_ejection(mech: Mech) -> bool:
    return str((mech.meta or {}).get(EJECTION_KEY, "")).strip().lower() == FULL_HEAD_EJECTION_NAME


def techmanual_lines(mech: Mech, improved: bool) -> dict[str, float]:
    """The lines TechManual prices otherwise than the 1987 chart, by part."""
    per_ton = IMPROVED_JUMP_JET_PER_TON if improved else JUMP_JET_PER_TON
    lines = {"Jump Jets": float(per_ton * mech.tonnage * mech.jump_mp ** 2)}
    lines["Full Head Ejection System"] = FULL_HEAD_EJECTION if has_full_head_ejection(mech) else 0.0
    return lines


def built_in_case_locations(mech: Mech) -> list[MechLocation]:
    """A Clan 'Mech's locations that hold explosive items (ammunition, a one-shot launcher's salvo, a
    Gauss rifle, HAG or B-pod) and no written CASE, in order."""
    if not mech.is_clan:
        return []
    explosive = {lot.location for lot in mech.ammo if ammo_weapon_id(lot) not in INERT_AMMO}
    explosive |= {mount.location for mount in mech.equipment
                  if item_id(mount) in GAUSS_LIKE or item_id(mount).endswith(ONE_SHOT_SUFFIXES)}
    written = {mount.location for mount in mech.equipment if item_id(mount) in CASE_ITEMS}
    return [location for location in MechLocation if location in explosive - written]
