"""No canon file in ../shared/reference gets a Battle Value with an item left out (decision
D-BV-4): every item and lot of a rated 'Mech, vehicle or fighter has a catalogued value or a reason
it adds nothing of its own (a vehicle's battle armor and infantry weapons their own tables' values,
decision D-BV-6); a unit with any other item is not rated and the reason names it."""

from __future__ import annotations

from pathlib import Path

from designer.bv import battle_value, not_rated_reason
from designer.bv.tables import ammo_values, item_values, no_value_items
from designer.vehicle.bv_small_arms import small_arm
from designer.catalog import catalog
from designer.formats.errors import FormatError
from designer.formats.load import load_unit

SUFFIXES = (".mtf", ".blk")
RATED_FROM_THE_MECH_TABLE = ("mech", "vehicle", "fighter")


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def _mounted(unit) -> tuple[list[str], list[str]]:
    """(item ids, ammunition weapon ids) of a 'Mech, a vehicle or a fighter."""
    mounts = unit.equipment if unit.kind == "mech" else unit.weapons
    return [_id(mount.item) for mount in mounts], [_id(lot.weapon) for lot in unit.ammo]


def test_no_canon_file_is_rated_with_an_unvalued_item(reference_dir: Path) -> None:
    rated_with_gaps, checked = [], 0
    for path in sorted(reference_dir.rglob("*")):
        if path.suffix.lower() not in SUFFIXES:
            continue
        try:
            unit = load_unit(path).unit
        except FormatError:   # a kind without construction rules yet (DropShips): not rated at all
            continue
        if unit.kind not in RATED_FROM_THE_MECH_TABLE:
            continue
        checked += 1
        items, ammo = _mounted(unit)
        gaps = [i for i in items if i not in item_values() and i not in no_value_items()
                and not (unit.kind == "vehicle" and small_arm(i) is not None)]
        gaps += [a for a in ammo if a not in ammo_values()]
        value = battle_value(unit)
        if gaps and value is not None:
            rated_with_gaps.append((path.name, gaps))
        if gaps and value is None:
            assert all(gap in not_rated_reason(unit) for gap in gaps), path.name
    assert checked > 1000 and rated_with_gaps == []


def test_every_canon_vehicle_is_rated_but_the_backhoes(reference_dir: Path) -> None:
    # decision D-BV-6: the Ibex RV (Militarized:MG)'s battle armor machine guns and the RRV's
    # auto-rifles and support laser have their values; only the backhoe (no source values it) is left
    reasons = {}
    for path in sorted((reference_dir / "level2-blk" / "vehicles").glob("*.blk")):
        unit = load_unit(path).unit
        if battle_value(unit) is None:
            reasons[path.name] = not_rated_reason(unit)
    assert set(reasons.values()) == {"no Battle Value for Backhoe"}
    assert len(reasons) == 2
