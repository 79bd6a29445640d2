"""'Mech ammunition checks (seed 000 lines 4339-4341, Add Weapons and Ammunition)."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import catalog
from designer.mech.model import Mech
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures, mounted_weapons


AMMO_MISSING = register(
    "MECH-AMMO-MISSING", Severity.ERROR, "Ammunition weapon without ammunition", "seed 000 line 4336: \"one "
                                                                                 "ton of ammo must be "
                                                                                 "purchased for each missile "
                                                                                 "launcher\"",
    "An AC/10 with no AC/10 ammunition.")
AMMO_ORPHAN = register(
    "MECH-AMMO-ORPHAN", Severity.WARNING, "Ammunition no weapon fires", "seed 000 line 4336: \"for each "
                                                                        "missile launcher or ballistic "
                                                                        "weapon ammunition\"",
    "A ton of LRM-10 ammunition on a 'Mech with no LRM-10.")
AMMO_INVALID = register(
    "MECH-AMMO-INVALID", Severity.ERROR, "Ammunition for a weapon that uses none or is unknown",
    "seed 000 line 4799: \"Tons Shots/ Ton Critical Hit/ Location\"; only weapons with shots per ton take "
    "ammunition",
    "A ton of 'Medium Laser' ammunition.")
AMMO_HALF_TON = register(
    "MECH-AMMO-HALF-TON", Severity.ERROR, "Half-ton ammunition for a weapon other than the machine gun",
    "seed 000 line 4336: \"which may be purchased in half-ton lots\"", "Half a ton of SRM-4 ammunition.")


def check_ammo(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Each ammunition weapon has a ton of its ammo (MG: half a ton may do); ammo has a weapon.
    fired = {weapon.id for weapon, _, _ in mounted_weapons(mech) if weapon.uses_ammo}
    stocked: set[str] = set()
    for ammo_bin in mech.ammo:
        where = ammo_bin.location.value if ammo_bin.location else None
        weapon = catalog().weapon(ammo_bin.weapon)
        if weapon is None or not weapon.uses_ammo:
            yield AMMO_INVALID.finding(f"'{ammo_bin.weapon}' ammunition: no such ammunition-using weapon.", where)
            continue
        stocked.add(weapon.id)
        if ammo_bin.half and not weapon.half_ton_ammo:
            yield AMMO_HALF_TON.finding(f"{weapon.id} ammunition comes in full tons only, not half a ton.", where)
        if weapon.id not in fired:
            yield AMMO_ORPHAN.finding(f"{weapon.id} ammunition is carried but no {weapon.id} fires it.", where)
    for weapon, location, _ in mounted_weapons(mech):
        if weapon.uses_ammo and weapon.id not in stocked:
            stocked.add(weapon.id)  # one finding per weapon type
            yield AMMO_MISSING.finding(
                f"{weapon.id} has no ammunition; it needs at least "
                f"{'half a ton' if weapon.half_ton_ammo else 'one ton'}.",
                location.value if location else None)


CHECKS = (check_ammo,)
