"""The TRO-style summary of a ProtoMech for ``designer info`` (decision D-PM-1)."""

from __future__ import annotations

from designer.protomech.model import ProtoMech
from designer.rules.common.weights import weight_table
from designer.protomech import weights as w
from designer.rules.summary import UnitSummary


def _movement(proto: ProtoMech) -> list[str]:
    return [f"Type: {proto.motive.value} ProtoMech    Tonnage: {proto.tonnage}    "
            f"Tech: {proto.tech_base.value.replace('_', ' ')}, level {proto.rules_level}",
            f"Engine rating: {w.engine_rating(proto)}",
            f"Walking MP: {proto.walk_mp}    Running MP: {w.run_mp(proto)}    Jump MP: {proto.jump_mp}",
            f"Heat sinks: {w.heat_sinks(proto)}"]


def _armor(proto: ProtoMech) -> list[str]:
    structure = w.structure(proto)
    lines = ["Armor / structure (maximum armor):"]
    lines += [f"  {loc.value:<10} {proto.armor.get(loc, 0):>3} / {structure.get(loc, 0):>2}  "
              f"({w.max_armor(proto, loc)})" for loc in proto.armored_locations()]
    return lines


def summarize_protomech(proto: ProtoMech) -> UnitSummary:
    weights = weight_table(w.weight_breakdown(proto).lines)
    text = "\n".join([proto.name, *_movement(proto), "Weights:", *weights, *_armor(proto)])
    return UnitSummary(proto.name, "protomech", proto.tonnage, w.total_weight(proto), text)
