"""The ``designer info`` text of a later (TechManual) platoon: squads, weapons, armor kit, field
guns, damage by troopers left, range modifiers, anti-'Mech to-hit, weight and cost."""

from __future__ import annotations

from designer.infantry.model import Infantry, LaterPlatoon
from designer.infantry import later_figures as fig


def later_lines(platoon: Infantry, later: LaterPlatoon) -> list[str]:
    primary, second = fig.weapons(later)
    ground, jump = fig.mp(platoon)
    lines = [f"Squads: {later.squads} x {later.squad_size} = {later.troopers} troopers"
             f"    MP: {ground}" + (f", jump {jump}" if jump else ""),
             f"Primary: {primary.name if primary else later.primary + ' (not catalogued)'}"]
    if later.secondary:
        name = second.name if second else later.secondary + " (not catalogued)"
        lines.append(f"Secondary: {later.secondary_per_squad} a squad x {name}")
    ridden = fig.beast(later)
    if ridden is not None:
        mount, _ = ridden
        lines.append(f"Mount: {mount.name} ({mount.size.replace('_', ' ')}, {mount.movement} {mount.mp} MP, "
                     f"damage divisor {mount.divisor:g})")
    elif later.mount:
        lines.append(f"Mount: {later.mount} (not catalogued)")
    kit = fig.kit(later)
    kit_text = f"{kit.table_row} (damage divisor {kit.divisor:g})" if kit else (fig.kit_name(later) or "none")
    lines.append(f"Armor kit: {kit_text}")
    if later.field_guns:
        lines.append(f"Field guns: {', '.join(later.field_guns)}")
    if later.specialisations:
        lines.append(f"Specialisations: {', '.join(s.replace('_', ' ') for s in later.specialisations)}")
    per = fig.damage_per_trooper(later)
    if per is None:
        return [*lines, "Damage: a weapon is not catalogued"]
    ranges = "  ".join(f"{hexes}:{mod:+d}" for hexes, mod in fig.range_modifiers(later))
    lines += [f"Damage a trooper: {per:.3f}    Range (hexes:modifier): {ranges}", "Damage by troopers left:"]
    skill = later.anti_mech_skill if later.anti_mech_skill is not None else 5
    attacks = fig.can_attack_mechs(platoon, later)
    for troopers, damage in fig.damage_track(platoon, later):
        to_hit = fig.anti_mech_to_hit(skill, troopers) if attacks else None
        extra = f"   anti-'Mech to-hit {to_hit if to_hit is not None else '-'}" if attacks else ""
        lines.append(f"  {troopers:>3} troopers: damage {damage:>2}{extra}")
    return lines
