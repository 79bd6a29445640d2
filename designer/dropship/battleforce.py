"""BattleForce and DropShips (seed 001 lines 1173-1269): a DropShip counter shows a Ranged Attack
Value, a Range and a Defensive Value, and takes 8 damage steps; the book prints the counters of
three designs (Leopard, Union, Overlord) in its values table and gives no way to rate another.

A design whose chassis is one of those names takes the printed counter (the table names designs,
not variants; decision D-DS-5); any other craft has no BattleForce value and says so. The load
table (lances carried) comes with the printed counters."""

from __future__ import annotations

from designer.battleforce.published import published_rows
from designer.battleforce.values import UnsupportedUnitError
from designer.battleforce.values import DROPSHIP, UnitValues
from designer.dropship.model import LargeCraft

# Seed 001 lines 1205-1210, the DropShip Load Table: lances each design carries.
LANCES_CARRIED = {"Leopard": 1, "Union": 3, "Overlord": 12}
DAMAGE_STEPS = 8  # seed 001 line 1193: "DropShips have 8 Damage Steps instead of the normal four"
NO_VALUE = (
    "{name}: no BattleForce value. Seed 001 prints DropShip counters only for the Leopard, Union "
    "and Overlord (its values table and Load Table) and gives no method to rate another "
    "design (decision D-DS-5)"
)


def dropship_values(craft: LargeCraft) -> UnitValues:
    """The printed counter values of a Leopard, Union or Overlord.

    Raises:
        UnsupportedUnitError: any other craft (no published value, no method).
    """
    row = next(
        (r for r in published_rows() if r.class_ == DROPSHIP and r.name == craft.chassis.strip()), None
    )
    if row is None or not craft.is_dropship:
        raise UnsupportedUnitError(NO_VALUE.format(name=craft.name))
    working = (
        f"RA {row.ra}, D {row.d}, R {row.r}: the printed counter of the {row.name} (BattleForce "
        "Values Table; decision D-DS-5)",
        f"{DAMAGE_STEPS} damage steps; carries {LANCES_CARRIED[row.name]} lance(s) (DropShip Load Table)",
        "no movement: a DropShip only drops and lands",
    )
    return UnitValues(craft.name, DROPSHIP, row.ra, 0, row.d, row.r, 0, 0, False, working, source="published")
