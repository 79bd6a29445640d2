"""TRO-style text summary of a 'Mech for ``designer info``: weights, slots, heat, movement,
armor, cost. Every number comes from figures/cost."""

from __future__ import annotations

from designer.model.common import TechBase
from designer.mech.model import LOCATION_NAMES, TORSOS, Mech
from designer.mech.construction import construction_rows, engine_type, heat_sink_type
from designer.mech.cost_level2 import mech_unit_cost, mech_unit_cost_1987
from designer.mech.level2_size import unpriced_items
from designer.mech.figures import MechFigures, figures, lam_figures
from designer.mech.pod_space import pod_space_line
from designer.rules.summary import UnitSummary


def _tons(value: float) -> str:
    return f"{value:g}"


def _weight_lines(fig: MechFigures) -> list[str]:
    lines = ["Weight breakdown:"]
    for line in fig.weights:
        where = f" ({line.location})" if line.location is not None else ""
        lines.append(f"  {line.component + where:<32}{_tons(line.tons):>6} t")
    lines.append(f"  {'Total':<32}{_tons(fig.total_weight):>6} t   ({_tons(fig.tons_left)} t left)")
    return lines


def _movement_lines(mech: Mech, fig: MechFigures) -> list[str]:
    heat = fig.heat
    return [
        f"Movement: walking {fig.walking_mp}, running {fig.running_mp}, jumping {fig.jumping_mp}",
        f"Engine: {mech.engine_rating}{_engine_name(mech)} rating; "
        f"heat sinks {mech.heat_sinks}{_sink_name(mech)} "
        f"({fig.engine_heat_sinks} in the engine, no slot)",
        f"Heat: weapons {heat.weapons} + {'jumping ' + str(heat.jumping) if heat.jumping > heat.running else 'running ' + str(heat.running)}"
        f"{f' + stealth armor {heat.armor}' if heat.armor else ''}"
        f" = {heat.worst_case} generated; {heat.dissipation} dissipated",
    ]


def _engine_name(mech: Mech) -> str:
    return "" if mech.engine_type == "fusion" else f" {engine_type(mech).name}"


def _sink_name(mech: Mech) -> str:
    return "" if mech.heat_sink_type == "single" else f" {heat_sink_type(mech).name.lower()}"


def _armor_lines(mech: Mech, fig: MechFigures) -> list[str]:
    lines = [f"Armor: {mech.armor_tons:g} t = {fig.armor_points_bought} points, "
             f"{fig.armor_points_allocated} allocated"]
    for location in mech.locations:
        value = str(mech.armor.get(location, 0))
        if location in TORSOS:
            value += f" / rear {mech.rear_armor.get(location, 0)}"
        lines.append(f"  {LOCATION_NAMES[location]:<16} structure {fig.internal_structure[location]:>3}   "
                     f"armor {value:<12} (max {fig.max_armor[location]})")
    return lines


def _slot_lines(mech: Mech, fig: MechFigures) -> list[str]:
    lines = ["Critical slots:"]
    for location in mech.locations:
        used = [slot.label if slot else "-" for slot in fig.critical_table[location]]
        lines.append(f"  {location.value:<4}{fig.slots_used(location):>2}/{len(used):<2} free "
                     f"{fig.slots_free(location):>2}: " + ", ".join(used))
    return lines


def _lam_lines(mech: Mech) -> list[str]:
    if not mech.lam:
        return []
    lam = lam_figures(mech)
    return [f"LAM: Air'Mech {lam.airmech_walking}/{lam.airmech_running}/{lam.airmech_jumping}; fighter thrust "
            f"{lam.fighter_thrust}, overthrust {lam.fighter_overthrust}; SI {lam.structural_integrity}; "
            f"fuel {lam.fuel}"]


def _later_types(mech: Mech) -> list[str]:
    """The construction types beyond the 1987 rules (rules level above 1), by name; a type of later
    technology says so (decision D-L2-LATER)."""
    return [f"{row.name} {field.removesuffix('_type').replace('_', ' ')}" + (" (later technology)" if row.later else "")
            for field, row in construction_rows(mech) if row.rules_level > 1]


def _technology_lines(mech: Mech) -> list[str]:
    """Tech base, rules level and the types beyond 1987; nothing for a 1987 design."""
    later = _later_types(mech)
    if not later and mech.tech_base is TechBase.INNER_SPHERE and mech.rules_level == 1:
        return []
    base = mech.tech_base.value.replace("_", " ").title()
    from designer.mech.mtf_meta import era_year

    era = None if mech.year else era_year(mech.meta)   # a MegaMek file's Era: (decision D-ARCH-6)
    year = f", year {mech.year}" if mech.year else (f", era {era} (its MegaMek file's)" if era else "")
    return [f"Technology: {base}, rules level {mech.rules_level}{year}"
            + (f"; {', '.join(later)}" if later else "")]


def unpriced(mech: Mech) -> list[str]:
    """The design's parts the seeds give no price for (Level 2 types and equipment): while any is
    there, the design has no cost, and none is invented."""
    return _later_types(mech) + unpriced_items(mech)  # Level 2 equipment: level2_size.unpriced_items


def _cost_line(mech: Mech) -> str:
    """The TechManual cost, Level 2 parts at their catalogued prices (decisions D-BV-2, D-COST-1),
    and the 1987 Cost Chart's price beside it where the two differ."""
    cost = mech_unit_cost(mech)
    if cost.unpriced:
        return f"Cost: not computed (no price for {', '.join(cost.unpriced)})"
    chart = mech_unit_cost_1987(mech)
    if chart.total != cost.total:
        return f"Cost: {cost.total:,} C-bills (TechManual); 1987 Cost Chart: {chart.total:,} C-bills"
    return f"Cost: {cost.total:,} C-bills"


def _pod_space_lines(mech: Mech) -> list[str]:
    """An OmniMech configuration's pod space (the document holding every configuration has none
    of its own: each configuration is summarised in turn)."""
    return [pod_space_line(mech)] if mech.omni and not mech.configurations else []


def summarize_mech(mech: Mech) -> UnitSummary:
    fig = figures(mech)
    return UnitSummary(mech.name, "mech", float(mech.tonnage), fig.total_weight, lambda: _text(mech, fig))


def _text(mech: Mech, fig: MechFigures) -> str:
    header = [f"{mech.name}  ({mech.tonnage} tons, {mech.config.value}{', LAM' if mech.lam else ''})"]
    parts = [header, _technology_lines(mech), _weight_lines(fig), _movement_lines(mech, fig),
             _lam_lines(mech), _armor_lines(mech, fig), _slot_lines(mech, fig), [_cost_line(mech)],
             _pod_space_lines(mech)]
    return "\n".join(line for part in parts for line in part)
