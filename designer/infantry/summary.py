"""The summary of an infantry platoon for ``designer info``."""

from __future__ import annotations

from designer.infantry.model import Infantry, LaterPlatoon
from designer.infantry.later_summary import later_lines
from designer.infantry import figures as fig
from designer.rules.summary import UnitSummary


def _damage_rows(platoon: Infantry, full: int, max_damage: int) -> list[str]:
    rows = []
    for men in range(full, 0, -1):
        to_hit = fig.anti_mech_to_hit(men) if platoon.anti_mech else None
        extra = f"   anti-'Mech to-hit {to_hit if to_hit is not None else '-'}" if platoon.anti_mech else ""
        rows.append(f"  {men:>3} men: damage {fig.damage(max_damage, men, full):>2}{extra}")
    return rows


def summarize_infantry(platoon: Infantry) -> UnitSummary:
    if platoon.later is not None:
        return _summarize_later(platoon, platoon.later)
    table = fig.row(platoon)
    head = [platoon.name, f"Type: {platoon.motive} infantry, {platoon.weapon}"
            + (" (anti-'Mech trained)" if platoon.anti_mech else "")]
    if table is None:
        text = "\n".join([*head, "Not in the infantry table."])
        return UnitSummary(platoon.name, "infantry", 0.0, 0.0, text)
    men = fig.men_left(platoon)
    possible = 1 <= men <= table.men
    strength = f"{men} of {table.men}" if possible else f"{men} (not possible: 1 to {table.men})"
    body = [f"MP: {table.mp}    Men: {strength}    Maximum damage: {table.max_damage}",
            f"Damage now: {fig.current_damage(platoon) if possible else '-'}",
            f"Weight: cargo space when carried {fig.cargo_tons(platoon):g} tons",
            "Damage by men left:", *_damage_rows(platoon, table.men, table.max_damage),
            f"Cost (C-Bills): {fig.cost(platoon):,}"]
    tons = fig.cargo_tons(platoon)
    return UnitSummary(platoon.name, "infantry", tons, tons, "\n".join([*head, *body]))


def _summarize_later(platoon: Infantry, later: LaterPlatoon) -> UnitSummary:
    head = [platoon.name, f"Type: {platoon.motive} infantry (TechManual platoon)"
            + (" (anti-'Mech trained)" if platoon.anti_mech else "")]
    tons = fig.cargo_tons(platoon)
    cost = fig.cost(platoon)
    priced = f"{cost:,}" if cost else "not priced (an item not catalogued)"
    body = [*later_lines(platoon, later), f"Weight: {tons:g} tons", f"Cost (C-Bills): {priced}"]
    return UnitSummary(platoon.name, "infantry", tons, tons, "\n".join([*head, *body]))
