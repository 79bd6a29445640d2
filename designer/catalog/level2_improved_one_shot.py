"""Improved one-shot "(I-OS)" launchers (decision D-MECH3-1; later technology, D-L2-LATER).

MegaMek builds an improved one-shot version of the LRM, SRM, Streak SRM, MRM and Narc launchers
(``ISLRM5IOS`` 1.5 t, ``ISStreakSRM4IOS`` 2.5 t, ``ISMRM10IOS`` 2.5 t, ``ISNarcIOS`` 2.5 t,
``CLLRM10IOS`` 2 t: each its launcher's weight less half a ton, in the launcher's slots, with its
one salvo and no ammunition; megamek/common/weapons). The files name them by the launcher's own
MegaMek names with ``(IOS)`` or ``(I-OS)`` after them (``CLLRM10 (IOS)``, ``MRM 10 (I-OS)``,
``ISNarcBeacon (I-OS)``) or glued (``ISStreakSRM4IOS``). The launchers that get a row are listed in
``later_one_shot.yaml`` (``improved_one_shot``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from designer.catalog.loader import CatalogError

if TYPE_CHECKING:
    from designer.catalog.level2 import Level2Item

IMPROVED_ONE_SHOT_TONS = 0.5   # an I-OS launcher weighs its launcher less half a ton (MegaMek)
# MegaMek's first (prototype) dates of the I-OS launchers: Inner Sphere 3056, Clan 3058.
IMPROVED_ONE_SHOT_YEAR = {"IS": 3056, "Clan": 3058}
SUFFIX = "(I-OS)"


def improved_names(names: Iterable[str]) -> tuple[str, ...]:
    """Every MegaMek spelling of the I-OS version of a launcher called ``names``."""
    spelled: list[str] = []
    for name in names:
        spelled += [f"{name} (IOS)", f"{name} {SUFFIX}"]
        if " " not in name:
            spelled.append(f"{name}IOS")   # MegaMek's glued internal name (ISStreakSRM4IOS)
    return tuple(dict.fromkeys(spelled))


def improved_one_shot(launcher: Level2Item) -> Level2Item:
    """The I-OS version of ``launcher``: its slots, heat, damage and ranges, half a ton less, no
    ammunition, introduced no earlier than MegaMek's I-OS date for its tech base."""
    if launcher.tons is None or not launcher.uses_ammo:
        raise CatalogError(f"level2 catalog: {launcher.id} is not a launcher with ammunition")
    first = IMPROVED_ONE_SHOT_YEAR[launcher.tech_base.value]
    return launcher.model_copy(update={
        "id": f"{launcher.id} {SUFFIX}", "name": f"{launcher.name} {SUFFIX}",
        "intro_year": max(launcher.intro_year or first, first),
        "mtf_names": improved_names(launcher.mtf_names), "seed_name": None, "same_item_as": None,
        "tons": launcher.tons - IMPROVED_ONE_SHOT_TONS, "shots_per_ton": None, "half_ton_ammo": False,
        "ammo_types": (), "cost": None, "seed": None, "seed_lines": None, "seed_position": None,
        "source": f"MegaMek improved one-shot launcher (F_ONESHOT, I-OS): {launcher.id} "
                  f"- {IMPROVED_ONE_SHOT_TONS} t, no ammunition, from {first}"})


def improved_rows(items: Iterable[Level2Item], listed: Iterable[object], source: str) -> list[Level2Item]:
    """The I-OS rows of the launchers ``listed`` (catalog ids) among ``items``."""
    by_id = {item.id: item for item in items}
    ids = [str(name) for name in listed]
    missing = [name for name in ids if name not in by_id]
    if missing:
        raise CatalogError(f"catalog data file level2/{source}: no launcher {missing}")
    return [improved_one_shot(by_id[name]) for name in ids]
