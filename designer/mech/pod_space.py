"""Pod space of an OmniMech configuration: the critical slots of each location left after the
fixed components and the chassis's fixed items, and how many of them the configuration's pods use."""

from __future__ import annotations

from dataclasses import dataclass

from designer.mech.model import Mech, MechLocation
from designer.mech.layout import SlotKind, fixed_components, placements, slot_count


@dataclass(frozen=True, slots=True)
class PodSpace:
    location: MechLocation
    space: int  # slots left after fixed components and fixed items
    used: int   # slots the pod-mounted items fill

    @property
    def free(self) -> int:
        return self.space - self.used


def pod_space(mech: Mech) -> list[PodSpace]:
    """Per location of a configuration's 'Mech (``omni.configuration``): pod space and pod slots used."""
    fixed = {location: sum(name is not None for name in fixed_components(mech, location))
             for location in mech.locations}
    fixed_items = dict.fromkeys(mech.locations, 0)
    pods = dict.fromkeys(mech.locations, 0)
    for placed in placements(mech):
        if placed.location not in fixed_items:
            continue
        items = mech.ammo if placed.content.kind is SlotKind.AMMO else mech.equipment
        counts = pods if items[placed.index].pod else fixed_items
        counts[placed.location] += placed.size
    return [PodSpace(location, slot_count(location) - fixed[location] - fixed_items[location], pods[location])
            for location in mech.locations]


def pod_space_line(mech: Mech) -> str:
    """``Pod space used: HD 0 of 1, CT 1 of 1, ...`` (slots the pods fill of the pod space)."""
    return "Pod space used: " + ", ".join(
        f"{space.location} {space.used} of {space.space}" for space in pod_space(mech))
