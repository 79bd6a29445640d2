"""Checks of the construction types (research/level2-spec.md sections 2.2-2.5, 2.12 and 6):
the XL engine's side-torso slots, the spreadable slots of endo steel and ferro-fibrous armor, one
heat-sink type per 'Mech, and Inner Sphere and Clan technology kept apart."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import Equipment, EquipmentKind, catalog
from designer.mech.model import Mech
from designer.model.common import TechBase
from designer.rules.findings import Finding, Severity, register
from designer.mech import construction as con
from designer.mech.figures import MechFigures
from designer.mech.layout import SIDE_TORSOS, mount_items, placements

XL_SIDE_TORSO = register(
    "MECH-XL-SIDE-TORSO-SLOTS",
    Severity.ERROR,
    "Equipment on an XL engine's side-torso slots",
    'seed 002 line 207: "los reactores XL ocupan líneas de crítico adicionales (en los torsos laterales)"',
    "An Inner Sphere XL engine (slots 1-3 of each side torso) with a medium laser in LT slot 2.",
)
SPREADABLE_SLOTS = register(
    "MECH-SPREADABLE-SLOTS",
    Severity.ERROR,
    "Endo steel or ferro-fibrous slots miscounted",
    'seed 002 line 203: "que no puede recibir daño como el Endo-Acero, DACM o Blindaje Ferro-Fibroso"',
    "Inner Sphere endo steel with 12 Endo Steel slots placed (14 needed).",
)
HEAT_SINK_TYPE = register(
    "MECH-HEAT-SINK-TYPE-MIXED",
    Severity.ERROR,
    "Heat sink of another type than the 'Mech's",
    'seed 002 line 285: "- 2 por cada radiador doble operativo"',
    "A 'Mech with double heat sinks that mounts a single Heat Sink.",
)
TECH_BASE = register(
    "MECH-TECH-BASE-MIXED",
    Severity.ERROR,
    "Inner Sphere and Clan technology mixed",
    'seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (a table per tech base; '
    "decision D-ARCH-4)",
    "An Inner Sphere 'Mech with a Clan XL engine, a Clan ER medium laser or Clan ammunition.",
)
MIXED_TECH = register(
    "MECH-MIXED-TECH-ADVANCED",
    Severity.WARNING,
    "Mixed technology is an advanced rule",
    'seed 002 line 461: "ARMAS Y EQUIPAMIENTOS DE LA ESFERA INTERIOR" (a table per tech base; '
    "decision D-ARCH-4)",
    "tech_base: mixed",
)


# An XL engine fills the first 3 (Inner Sphere) or 2 (Clan) slots of each side torso (spec 2.2;
# decision D-ARCH-3): nothing else may sit there.
def check_xl_side_torsos(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    engine_slots = con.side_torso_engine_slots(mech)
    if not engine_slots:
        return
    for placed in placements(mech):
        if placed.location in SIDE_TORSOS and placed.first <= engine_slots:
            where = placed.location.value
            yield XL_SIDE_TORSO.finding(
                f"{placed.content.name} is placed on {where} slot {placed.first}; the "
                f"{con.engine_type(mech).name} engine fills slots 1-{engine_slots} of each side torso.",
                where,
            )


# Endo steel and ferro-fibrous armor fill exactly 14 (Inner Sphere) or 7 (Clan) slots each,
# spread over any locations (spec 2.3-2.4); a design without them places none.
def check_spreadable_slots(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    placed: dict[str, int] = {}
    for _mount, item in mount_items(mech):
        if isinstance(item, Equipment) and item.kind is EquipmentKind.SPREADABLE:
            placed[item.id] = placed.get(item.id, 0) + 1
    for item_id, needed in con.spreadable_slots(mech).items():
        count = placed.get(item_id, 0)
        if count != needed:
            why = (
                f"the {mech.tech_base.value.replace('_', ' ')} {item_id} of this design fills {needed}"
                if needed
                else f"this design has no {item_id}"
            )
            yield SPREADABLE_SLOTS.finding(f"{count} {item_id} slots are placed; {why}.")


# A 'Mech has one heat-sink type: every sink mounted is of that type (spec 2.5).
def check_heat_sink_type(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    sink_type = con.heat_sink_type(mech)
    expected = catalog().find(sink_type.item)
    for mount, item in mount_items(mech):
        if isinstance(item, Equipment) and item.kind is EquipmentKind.HEAT_SINK and item is not expected:
            where = mount.location.value if mount.location else None
            yield HEAT_SINK_TYPE.finding(
                f"{item.id} is mounted on a 'Mech whose heat sinks are {sink_type.name} ({sink_type.item}).",
                where,
            )


# Inner Sphere designs use Inner Sphere types and Clan designs Clan types; mixing them needs
# tech_base: mixed, which is an advanced rule (spec section 6 item 4, decision D-ARCH-4).
def check_tech_base(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    if mech.tech_base is TechBase.MIXED:
        yield MIXED_TECH.finding("This design mixes Inner Sphere and Clan technology, an advanced rule.")
        return
    for field, row in con.construction_rows(mech):
        if not con.fits_tech_base(row.tech_base, mech.tech_base):
            yield TECH_BASE.finding(
                f"{field.replace('_', ' ')} {row.id!r} is {row.tech_base.value} technology on "
                f"{_a_design(mech)} (declare tech_base: mixed to mix them)."
            )
    for mount, item in mount_items(mech):
        row_base = getattr(item, "tech_base", None)
        if row_base is not None and not con.fits_tech_base(row_base, mech.tech_base):
            where = mount.location.value if mount.location else None
            yield TECH_BASE.finding(
                f"{item.id} is {row_base} technology on {_a_design(mech)}.", where)  # type: ignore[union-attr]
    yield from _foreign_ammo(mech)


def _foreign_ammo(mech: Mech) -> Iterator[Finding]:
    """Ammunition of the other tech base's weapon (a Clan LB 10-X's bin in an Inner Sphere 'Mech)."""
    for ammo_bin in mech.ammo:
        weapon = catalog().weapon(ammo_bin.weapon)
        row_base = getattr(weapon, "tech_base", None)
        if weapon is not None and row_base is not None and not con.fits_tech_base(row_base, mech.tech_base):
            where = ammo_bin.location.value if ammo_bin.location else None
            yield TECH_BASE.finding(f"{weapon.id} ammunition is {row_base} technology on {_a_design(mech)}.",
                                    where)


def _a_design(mech: Mech) -> str:
    """"an Inner Sphere design" / "a Clan design"."""
    return "an Inner Sphere design" if mech.tech_base is TechBase.INNER_SPHERE else "a Clan design"


CHECKS = (check_xl_side_torsos, check_spreadable_slots, check_heat_sink_type, check_tech_base)
