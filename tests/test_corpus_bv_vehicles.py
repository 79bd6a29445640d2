"""No canon file in ../shared/reference gets a Battle Value with an item left out (decision
D-BV-4): every item and lot of a rated 'Mech, vehicle or fighter has a catalogued value or a reason
it adds nothing of its own (a vehicle's battle armor and infantry weapons their own tables' values,
decision D-BV-6; a fighter's PPC capacitor counts with its PPC, decision D-BV-9); a unit with any
other item is not rated and the reason names it. The canon files still not rated are exactly the
ones the decisions name (none since decision D-BV-9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.bv import battle_value, not_rated_reason
from designer.bv import items
from designer.bv.tables import ammo_values, item_values, no_value_items
from designer.vehicle.bv_small_arms import small_arm
from designer.catalog import catalog
from designer.formats.errors import FormatError
from designer.formats.load import load_unit
from designer.kinds import UnknownKindError, unit_kind

SUFFIXES = (".mtf", ".blk")
RATED_FROM_THE_MECH_TABLE = ("mech", "vehicle", "fighter")
# Canon files not rated, each with the reason its decision names (decision D-BV-9: none left; the
# backhoe vehicles, the Sternensturm's capacitor and 22 battle armor squads were rated by it).
NOT_RATED: dict[str, str] = {}


def _id(name: str) -> str:
    row = catalog().find(name)
    return row.id if row is not None else name


def _mounted(unit) -> tuple[list[str], list[str]]:
    """(item ids, ammunition weapon ids) of a 'Mech, a vehicle or a fighter."""
    mounts = unit.equipment if unit.kind == "mech" else unit.weapons
    return [_id(mount.item) for mount in mounts], [_id(lot.weapon) for lot in unit.ammo]


def _counted_elsewhere(unit, item: str) -> bool:
    return ((unit.kind == "vehicle" and small_arm(item) is not None)
            or (unit.kind == "fighter" and item in items.PPC_CAPACITOR))


def _rated_kind(unit) -> bool:
    try:
        return unit_kind(unit).piece("battle_value") is not None
    except UnknownKindError:
        return False


@pytest.fixture(scope="module")
def canon_units(reference_dir: Path) -> dict[str, object]:
    """Every canon file a kind with construction rules reads, by its path under the reference."""
    units = {}
    for path in sorted(reference_dir.rglob("*")):
        if path.suffix.lower() not in SUFFIXES:
            continue
        try:
            units[str(path.relative_to(reference_dir))] = load_unit(path).unit
        except FormatError:   # a kind without construction rules yet (DropShips): not rated at all
            continue
    return units


def test_no_canon_file_is_rated_with_an_unvalued_item(canon_units) -> None:
    rated_with_gaps, checked = [], 0
    for name, unit in canon_units.items():
        if unit.kind not in RATED_FROM_THE_MECH_TABLE:
            continue
        checked += 1
        mounted, ammo = _mounted(unit)
        gaps = [i for i in mounted if i not in item_values() and i not in no_value_items()
                and not _counted_elsewhere(unit, i)]
        gaps += [a for a in ammo if a not in ammo_values()]
        value = battle_value(unit)
        if gaps and value is not None:
            rated_with_gaps.append((name, gaps))
        if gaps and value is None:
            assert all(gap in not_rated_reason(unit) for gap in gaps), name
    assert checked > 1000 and rated_with_gaps == []


def test_the_canon_files_not_rated_are_exactly_those_the_decisions_name(canon_units) -> None:
    # every kind with a Battle Value method: 'Mechs, vehicles, fighters, battle armor, ProtoMechs and
    # infantry platoons (DropShips and small craft have no method yet: not rated as a kind)
    not_rated, checked = {}, 0
    for name, unit in canon_units.items():
        if not _rated_kind(unit):
            continue
        checked += 1
        if battle_value(unit) is None:
            not_rated[name] = not_rated_reason(unit)
    assert checked > 1300
    assert not_rated == NOT_RATED


def test_every_canon_vehicle_is_rated(canon_units) -> None:
    # decision D-BV-6: the Ibex RV (Militarized:MG)'s battle armor machine guns and the RRV's
    # auto-rifles and support laser have their values; decision D-BV-9: the backhoe its own (8)
    vehicles = {name: unit for name, unit in canon_units.items() if name.startswith("level2-blk/vehicles/")}
    assert len(vehicles) == 285
    not_rated = {name: not_rated_reason(unit) for name, unit in vehicles.items()
                 if battle_value(unit) is None}
    assert not_rated == {}
