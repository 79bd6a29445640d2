"""Construction checks of later technology the seeds do not print (decision D-L2-LATER), with the
facts MegaMek gives:

- a machine-gun array fires the machine guns it links: 2 to 4 machine guns of its own type (light,
  standard or heavy) in its own location, each gun linked to one array at most, an array taking a
  run of guns on consecutive slots as MegaMek links them (decision D-LATER-CLAN-3). Guns beyond an
  array's four may stay unlinked; an array with fewer than two guns to link is an error.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from designer.catalog.level2 import Level2Item, level2_catalog
from designer.mech.model import Mech, MechLocation
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures
from designer.mech.layout import mount_items

MG_ARRAY = register(
    "MECH-MG-ARRAY", Severity.ERROR, "A machine-gun array without two machine guns of its type to link",
    'seed 002 line 181: "Número de Misiles Disparados 2 3 4 5 6" (the seeds print no '
    "machine-gun array, decision D-L2-LATER; MegaMek's rule, decision D-LATER-CLAN-3: an array "
    "links 2 to 4 machine guns of its type in its location, each gun to one array, and rolls their "
    "number's column of this table)",
    "A Light Machine Gun Array in the left arm with one light machine gun there.")

ARRAY_SUFFIX = " Array"
LINKS_MIN, LINKS_MAX = 2, 4  # machine guns one array links (MegaMek: at least two, at most four)


def _row(mount_item: object) -> Level2Item | None:
    row = level2_catalog().get(getattr(mount_item, "id", ""))
    return row if isinstance(row, Level2Item) else None


def array_gun(row: Level2Item) -> str | None:
    """The machine gun an array row links (its name without " Array": "Light Machine Gun"), or None
    when the row is no machine-gun array."""
    if row.name.endswith("Machine Gun" + ARRAY_SUFFIX):
        return row.name.removesuffix(ARRAY_SUFFIX)
    return None


def linked_guns(arrays: int, gun_slots: list[int]) -> list[int]:
    """How many machine guns each of ``arrays`` arrays of one type and location links, the guns of
    that type there being on ``gun_slots``: as MegaMek links them, each array in turn takes the
    first gun no array holds yet and the guns on the slots right after it, up to four; a slot
    without such a gun ends its run."""
    free = sorted(gun_slots)
    out = []
    for _ in range(arrays):
        run: list[int] = []
        for slot in free:
            if run and slot != run[-1] + 1:
                break
            run.append(slot)
            if len(run) == LINKS_MAX:
                break
        out.append(len(run))
        free = [slot for slot in free if slot not in run]
    return out


_Key = tuple[MechLocation | None, str]
_UNPLACED = 1000  # past any location's last slot


def _placed(mech: Mech) -> tuple[Counter[_Key], dict[_Key, list[int]]]:
    """The arrays and the slots of the machine guns of each (location, machine gun) of ``mech``;
    guns not placed on a slot count as on consecutive slots after every placed one."""
    arrays: Counter[_Key] = Counter()
    guns: dict[_Key, list[int]] = {}
    for mount, item in mount_items(mech):
        row = _row(item)
        if row is None:
            continue
        gun = array_gun(row)
        if gun is not None:
            arrays[(mount.location, gun)] += 1
        elif row.name.endswith("Machine Gun"):
            slots = guns.setdefault((mount.location, row.name), [])
            slots.append(mount.slot if mount.slot is not None else _UNPLACED + len(slots))
    return arrays, guns


# An array links 2-4 machine guns of its type in its location (decision D-LATER-CLAN-3).
def check_mg_arrays(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    arrays, guns = _placed(mech)
    for (location, gun), count in arrays.items():
        where = location.value if location is not None else None
        for linked in linked_guns(count, guns.get((location, gun), [])):
            if linked < LINKS_MIN:
                yield MG_ARRAY.finding(
                    f"A {gun} Array in {where} finds {linked} {gun.lower()}(s) to link; an array links "
                    f"{LINKS_MIN} to {LINKS_MAX} machine guns of its type on consecutive slots of its "
                    "own location, each gun to one array.", where)


CHECKS = (check_mg_arrays,)
