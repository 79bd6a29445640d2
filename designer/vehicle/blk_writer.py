"""BLK blocks of a combat vehicle (the vehicle part of ``blk_writer``; research/megameklab.md section
4.2), with its Level 2 construction types and equipment (``blk_types``): ``<engine_type>``
by MegaMek's code, ``<armor_type>`` / ``<internal_type>`` / ``<omni>`` / ``<baseChassisTurretWeight>``
only when the design has them (a 1987 design's file is as before), body equipment after the
ammunition in ``<Body Equipment>``, equipment under its MegaMek name, a pod-mounted item or lot
with ``:OMNI`` (decision D-VEH3-3)."""

from __future__ import annotations

from designer.catalog import catalog
from designer.formats import blk_meta
from designer.vehicle import blk_support_writer as support
from designer.formats.blk_blocks import _CARGO as CARGO_LINE
from designer.vehicle.blk_types import armor_code, engine_code, structure_code
from designer.catalog.vehicle_tables import vehicle_tables
from designer.formats.blk_blocks import WrittenBlock as Block, block, identity_blocks as _identity
from designer.formats.blk_writer import _tail, ammo_lines, weapon_name
from designer.vehicle.blk_support_bays import BA_HANDLES_LINE
from designer.vehicle.model import Vehicle, VehicleLocation as V, VehicleMotive as M

UNIT_TYPES = {M.VTOL: "VTOL", M.NAVAL: "Naval", M.HYDROFOIL: "Naval", M.SUBMARINE: "Naval"}
MOTION_TYPES = {M.TRACKED: "Tracked", M.WHEELED: "Wheeled", M.HOVER: "Hover", M.VTOL: "VTOL",
                M.NAVAL: "Naval", M.HYDROFOIL: "Hydrofoil", M.SUBMARINE: "Submarine"}
VEHICLE_BLOCKS = (("Front Equipment", V.FRONT), ("Right Equipment", V.RIGHT), ("Left Equipment", V.LEFT),
                  ("Rear Equipment", V.REAR))

# Motives the 1987 writer does not know (later technology, decision D-VEH2-2).
LATER_MOTION_TYPES = {M.WIGE: "WiGE", M.AERODYNE: "Aerodyne", M.RAIL: "Rail", M.MAGLEV: "MagLev"}


def _transporters(vehicle: Vehicle) -> list[str]:
    """``cargobay:<tons>:<doors>`` for cargo (one door unless the design records more), an
    insulated cargo bay with one door (``insulatedcargobay:<tons>:1``, D-COST-3), one
    ``troopspace:<tons>`` per infantry platoon carried and one for the other troop space, the battle
    armor handles a combat vehicle has (a support vehicle's are its chassis's bays)."""
    tons = vehicle.insulated_cargo_tons
    insulated = [f"insulatedcargobay:{tons:g}:1"] if tons else []
    doors = max(1, (vehicle.cargo_doors or 1 + len(insulated)) - len(insulated))
    lines = [f"cargobay:{vehicle.cargo_tons:g}:{doors}"] if vehicle.cargo_tons else []
    lines += insulated
    space = vehicle_tables().infantry_cargo_tons
    troops = [f"troopspace:{vehicle.troop_space_tons:g}"] if vehicle.troop_space_tons else []
    handles = [BA_HANDLES_LINE] if vehicle.battle_armor_handles and vehicle.support is None else []
    return lines + [f"troopspace:{space[platoon]:g}" for platoon in vehicle.infantry] + troops + handles


def item_name(item: str) -> str:
    """A weapon's MegaMek spelling (``weapon_name``), an equipment row's first MegaMek name; an
    item held under another name than its id (a 1987 design's unknown item) as held."""
    found = catalog().find(item)
    if found is None or catalog().weapon(item) is not None or found.id != item:
        return weapon_name(item)
    return found.write_name


def vehicle_blocks(vehicle: Vehicle) -> list[Block]:
    blocks = _identity(support.unit_type(vehicle, UNIT_TYPES.get(vehicle.motive, "Tank")), vehicle)
    blocks.append(block("motion_type", {**MOTION_TYPES, **LATER_MOTION_TYPES}[vehicle.motive]))
    bays = vehicle.model_copy(update={"cargo_tons": vehicle.cargo_tons - _kept_cargo(vehicle)})
    transport = _transporters(bays) + support.bay_lines(vehicle)
    if transport:
        blocks.append(block("transporters", *transport))
    blocks += [support.movement_block(vehicle, block("cruiseMP", vehicle.cruise_mp)),
               block("engine_type", engine_code(vehicle.engine, vehicle.engine_type))]
    blocks += _types(vehicle)
    turret = vehicle.has_turret or V.TURRET in vehicle.armor
    fifth = V.ROTOR if vehicle.is_vtol else (V.TURRET if turret else None)
    chin = [V.TURRET] if vehicle.is_vtol and (vehicle.has_turret or V.TURRET in vehicle.armor) else []
    order = [V.FRONT, V.RIGHT, V.LEFT, V.REAR, *([fifth] if fifth else []), *chin]  # a VTOL's chin turret 6th
    order = support.armor_order(vehicle) or order
    blocks.append(block("armor", *(vehicle.armor.get(location, 0) for location in order)))
    body = [_pod(line, lot.pod) for lot in vehicle.ammo
            for line in ammo_lines(lot.weapon, lot.tons, lot.kind)]
    body += [_pod(item_name(m.item), m.pod) for m in vehicle.weapons if m.location is V.BODY]
    blocks.append(block("Body Equipment", *body))
    extra = [("Turret Equipment", V.TURRET)] if fifth is V.TURRET or vehicle.has_turret or chin else []
    if any(m.location is V.ROTOR for m in vehicle.weapons):
        extra.append(("Rotor Equipment", V.ROTOR))
    tags = support.equipment_tags(vehicle) or [*VEHICLE_BLOCKS, *extra]
    for tag, location in tags:
        blocks.append(block(tag, *(_pod(item_name(m.item), m.pod) for m in vehicle.weapons
                                   if m.location is location)))
    blocks += support.support_blocks(vehicle)
    blocks += [support.tonnage_block(vehicle, tail) for tail in _tail(vehicle)]
    if vehicle.turret_tons is not None:
        blocks.append(block("baseChassisTurretWeight", f"{vehicle.turret_tons:g}"))
    return blocks


def _pod(line: str, pod: bool) -> str:
    """A pod-mounted item's line carries MegaMek's ``:OMNI`` marker (decision D-VEH3-3)."""
    return f"{line}:OMNI" if pod else line


def _kept_cargo(vehicle: Vehicle) -> float:
    """Cargo the file gave as ``Cargo (n tons)`` equipment lines that its kept blocks write back
    (``blk_meta``): not written again as a cargo bay (the reader adds both, D-BLK-12)."""
    kept = vehicle.meta.get(blk_meta.BLOCKS_KEY, {})
    tons = 0.0
    for entry in kept.values() if isinstance(kept, dict) else ():
        lines = entry.get("lines", []) if isinstance(entry, dict) else []
        for line in lines if isinstance(lines, list) else []:
            found = CARGO_LINE.fullmatch(" ".join(str(line).split()))
            tons += float(found.group(1)) if found else 0.0
    return min(tons, vehicle.cargo_tons)


def _types(vehicle: Vehicle) -> list[Block]:
    blocks = []
    if vehicle.omni:
        blocks.append(block("omni", 1))
    if vehicle.armor_type != "standard":
        blocks.append(block("armor_type", armor_code(vehicle.armor_type)))
    if vehicle.structure_type != "standard":
        blocks.append(block("internal_type", structure_code(vehicle.structure_type)))
    return blocks
