"""The detachable weapon pack (decision D-UNSEEN-17; MegaMek MiscType.createISDetachableWeaponPack,
TO:AUE p. 99): a 1-slot mount that carries one weapon outside the suit. The weapon (``:DWP``) takes
no slot and weighs 3/4 of its own weight (``weights.item_kg``); what a pack may carry and the ground
MP a suit needs to carry one are checked here."""

from __future__ import annotations

from designer.battlearmor.layout import item_ids
from designer.battlearmor.model import BAMount, BattleArmor
from designer.catalog.battlearmor import BAItem, ba_equipment

DETACHABLE_PACK = "ISDetachableWeaponPack"
# MegaMek TestBattleArmor.correctMovement: a suit with a pack has at least 2 ground MP of its own
# ("must not have their MP reduced to less than zero by DWPs").
PACK_MIN_GROUND_MP = 2
# MegaMekLab's battle armor build tab offers a pack no missile weapon but tube artillery.
_MISSILE_DAMAGE = "/missile"


def _carried(items: list[BAMount]) -> list[tuple[BAMount, BAItem]]:
    """The weapons a suit carries in its packs, with their rows (ammunition a pack holds is no
    weapon; an unknown item is a finding of its own)."""
    rows = ((m, ba_equipment().find(m.item)) for m in items if m.dwp)
    return [(m, row) for m, row in rows if row is not None and row.kind in ("weapon", "ap_weapon")]


def pack_count(items: list[BAMount]) -> int:
    """The packs a suit mounts."""
    return item_ids(items).count(DETACHABLE_PACK)


def pack_problems(unit: BattleArmor, items: list[BAMount]) -> list[str]:
    """What breaks the pack's limits on one suit carrying ``items``: one weapon a pack, no missile
    weapon in a pack, 2 ground MP of the suit's own to carry one."""
    packs, carried = pack_count(items), _carried(items)
    problems = []
    if len(carried) > packs:
        problems.append(f"{len(carried)} weapon(s) in detachable packs; the suit mounts {packs} "
                        "pack(s), one weapon each.")
    for mount, row in carried:
        if row.damage.endswith(_MISSILE_DAMAGE):
            problems.append(f"{mount.item} is a missile weapon; a detachable pack carries none.")
    if packs and unit.ground_mp < PACK_MIN_GROUND_MP:
        problems.append(f"Ground MP {unit.ground_mp} with a detachable pack; a suit carrying one moves "
                        f"at least {PACK_MIN_GROUND_MP}.")
    return problems
