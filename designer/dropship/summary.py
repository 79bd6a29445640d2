"""The TRO-style summary of a DropShip or small craft (``designer info``)."""

from __future__ import annotations

from designer.dropship import bays as b, weights as w
from designer.dropship.model import ARMOR_ARCS, LargeCraft
from designer.rules.summary import UnitSummary


def summarize_large_craft(craft: LargeCraft) -> UnitSummary:
    lines = [
        f"{'DropShip' if craft.is_dropship else 'Small craft'}: {craft.name}",
        f"Type: {craft.shape.value}, {craft.design_type.value}, {craft.tech_base.value.replace('_', ' ')}, "
        f"level {craft.rules_level}" + (f", {craft.year}" if craft.year else ""),
        f"Mass: {craft.mass:,.0f} t   Safe thrust {craft.safe_thrust}, max {craft.max_thrust}",
        f"Structural integrity: {craft.structural_integrity}   Fuel: {craft.fuel} points",
        f"Heat sinks: {craft.heat_sinks} {craft.heat_sink_type.value} "
        f"({w.free_heat_sinks(craft)} weight-free)",
        "Armor ("
        + craft.armor_type.value
        + "): "
        + ", ".join(f"{arc.value} {craft.armor.get(arc, 0)}" for arc in ARMOR_ARCS),
        "",
        "Weights:",
    ]
    lines += [f"  {line.label:<34}{line.tons:>10,.1f}  {line.working}" for line in w.weight_lines(craft)]
    total = w.total_tons(craft)
    lines += [f"  {'Total':<34}{total:>10,.1f}", "", "Weapon bays:"]
    for bay in b.weapon_bays(craft):
        lines.append(f"  {bay.name}: " + ", ".join(_line(m.item, m.shots) for m in bay.mounts))
    loose = [m for m in craft.equipment if not m.bay] if not b.weapon_bays(craft) else []
    lines += [f"  {m.arc.value}: {_line(m.item, m.shots)}" for m in loose]
    lines += ["", "Bays and quarters:"]
    lines += [f"  {b.bay_label(bay.kind, bay.platoon)}: {bay.size:g}, {_doors(bay.doors)}"
              for bay in craft.bays]
    people = craft.complement
    lines += [
        "",
        f"Crew {people.crew} (officers {people.officers}, gunners {people.gunners}), "
        f"passengers {people.passengers}, marines {people.marines}, battle armor {people.battle_armor}, "
        f"life boats {people.life_boats}, escape pods {people.escape_pods}",
    ]
    return UnitSummary(
        craft.name, craft.kind if hasattr(craft, "kind") else "dropship", craft.mass, total, "\n".join(lines)
    )


def _line(item: str, shots: int | None) -> str:
    return f"{item} ({shots} shots)" if shots is not None else item


def _doors(count: int) -> str:
    return f"{count} door" if count == 1 else f"{count} doors"

