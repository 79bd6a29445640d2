"""Where a LAM's conversion equipment sits when its file gives it slots (decision D-LAM-SLOTS).

Seed 000's LAM construction gives the conversion equipment 10 % of the tonnage and no critical
slot (decision D-010). MegaMek's LAM files also write it into slots, as the later LAM rules place
it: Avionics in the head's fourth slot and the second slot of each side torso, Landing Gear in
the first slot of each side torso and the center torso's first slot after its engine and gyro.
A LAM file that writes any of these is read as laying out all of them there; one placed
elsewhere, missing or extra stays a MECH-FIXED-SLOTS finding."""

from __future__ import annotations

from designer.mech.model import Mech, MechLocation

AVIONICS = "Avionics"
LANDING_GEAR = "Landing Gear"
CONVERSION = frozenset({AVIONICS, LANDING_GEAR})
HEAD_AVIONICS_SLOT = 3   # the head's free fourth slot (0-based), between cockpit and sensors
SIDE_TORSO = (LANDING_GEAR, AVIONICS)   # after any engine slots of the side torso


def writes_conversion_slots(mech: Mech) -> bool:
    """True when a LAM's file places conversion equipment in slots (MegaMek's layout)."""
    return mech.lam and any(name in CONVERSION for names in mech.fixed_slots.values() for name in names)


def with_conversion(mech: Mech, location: MechLocation, components: tuple[str | None, ...]
                    ) -> tuple[str | None, ...]:
    """``components`` (the seed's fixed components of ``location``) with the conversion slots
    MegaMek's layout adds there."""
    if location is MechLocation.HD:
        slots = list(components) + [None] * max(0, HEAD_AVIONICS_SLOT + 1 - len(components))
        slots[HEAD_AVIONICS_SLOT] = AVIONICS
        return tuple(slots)
    if location is MechLocation.CT:
        return (*components, LANDING_GEAR)
    if location in (MechLocation.LT, MechLocation.RT):
        return (*components, *SIDE_TORSO)
    return components
