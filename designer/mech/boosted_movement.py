"""Movement a Level 2 'Mech reaches with its myomer boosters, printed in brackets on the record
sheet (decision D-SHEET2-3): MASC lets it sprint at twice its Walking MP (MegaMek Mech.getRunMP
with MASC engaged: walking x 2); triple-strength myomer gives +2 Walking MP at 9 or more heat, of
which the heat scale's 5-heat row takes 1 back (MegaMek Mech.getWalkMP with TSM active), and its
Running MP follows from that walking."""

from __future__ import annotations

from dataclasses import dataclass

from designer.mech.model import Mech
from designer.mech.figures import running_mp
from designer.mech.layout import item_of

MASC_IDS = frozenset({"IS MASC", "Clan MASC"})
TSM_IDS = frozenset({"IS TSM"})
MASC_FACTOR = 2      # sprinting with MASC: walking MP x 2
TSM_NET_BONUS = 1    # +2 Walking MP at 9+ heat, less the heat scale's 1


@dataclass(frozen=True, slots=True)
class BoostedMovement:
    """Walking and Running MP with the booster engaged; None where it changes nothing."""

    walking: int | None
    running: int | None


def _mounts(mech: Mech, ids: frozenset[str]) -> bool:
    return any(getattr(item_of(mount), "id", None) in ids for mount in mech.equipment)


def boosted_movement(mech: Mech, walking: int) -> BoostedMovement:
    """What MASC or TSM adds to a 'Mech walking ``walking`` MP (both None without either)."""
    if _mounts(mech, MASC_IDS):
        return BoostedMovement(None, walking * MASC_FACTOR)
    if _mounts(mech, TSM_IDS):
        boosted = walking + TSM_NET_BONUS
        return BoostedMovement(boosted, running_mp(boosted))
    return BoostedMovement(None, None)
