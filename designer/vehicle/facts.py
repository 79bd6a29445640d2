"""What the vehicle editor shows besides the document: a blank vehicle, the legal motives and
tonnages, the construction types, the weight breakdown, the status-line facts of combat and support
vehicles and how automatic allocation spreads the armor (``designer.editing.kind_facts``). Every
number comes from the vehicle's rules and the catalog; this only gathers them."""

from __future__ import annotations

from designer.catalog import Equipment, EquipmentKind, Weapon, catalog
from designer.catalog.support_tables import support_tables
from designer.catalog.vehicle_tables import vehicle_tables
from designer.editing.armor_shares import ArmorShares
from designer.editing.kind_facts import KindFacts, TypeRow, power_line, type_rows
from designer.rules.common.weights import WeightLine
from designer.vehicle import level2 as vehicle_level2
from designer.vehicle import support as support_rules
from designer.vehicle import weights as vw
from designer.vehicle.model import SUPPORT_ONLY_MOTIVES, Vehicle, VehicleMotive
from designer.vehicle.support_model import TECH_RATINGS

MAX_CRUISE_MP = 20
MAX_CARGO_TONS = 100.0
MAX_BAYS = 10
ROTOR_MAX = 2   # a VTOL's rotor takes at most 2 armor points (seed 000 line 4483)
# Shares of the armor points bought (the split is "left to the player's discretion", seed 000 line
# 4483; our shares are decision D-GUI-3); each tuple of the priority list gets the leftover points
# together, the facing that takes the most fire first.
VEHICLE_SHARES = {"front": 4, "left": 3, "right": 3, "rear": 2, "turret": 3}
VEHICLE_PRIORITY = [("front",), ("left", "right"), ("turret",), ("rear",)]


def blank_vehicle() -> Vehicle:
    return Vehicle(chassis="New Vehicle", motive=VehicleMotive.TRACKED, tonnage=20, cruise_mp=1)


def vehicle_motives() -> list[tuple[VehicleMotive, str]]:
    rows = vehicle_tables().motives
    return [(motive, rows[motive.value].name) for motive in VehicleMotive
            if motive not in SUPPORT_ONLY_MOTIVES]   # support vehicles only (D-SV-2, D-CANON-RAIL)


def vehicle_tonnage_max(motive: VehicleMotive) -> int:
    return vehicle_tables().motives[motive.value].max_tonnage


def vehicle_shares(vehicle: Vehicle) -> ArmorShares:
    """The shares of the locations this vehicle has (the turret only when something is in it)."""
    places = {str(getattr(loc, "value", loc)) for loc in vehicle.locations}
    shares = {loc: share for loc, share in VEHICLE_SHARES.items()
              if loc in places and (loc != "turret" or vehicle.has_turret)}
    capped = {"rotor": ROTOR_MAX} if "rotor" in places else {}
    return ArmorShares(shares, VEHICLE_PRIORITY, capped)


class _VehicleFacts(KindFacts):
    def armor_points_per_ton(self) -> int:
        return vehicle_tables().armor_points_per_ton

    def extra_items(self, available_ids: set[str]) -> list[str]:
        """The Level 2 equipment a vehicle mounts (CASE, Artemis IV, C3, ECM, probes, TAG, a targeting
        computer, support equipment...), not the 'Mech-only items (D-VEH2-4) nor spreadable slots."""
        banned = set(vehicle_tables().mech_only_items)
        found = ((name, catalog().find(name)) for name in sorted(available_ids) if name not in banned)
        return [name for name, item in found if isinstance(item, Equipment) and not item.spreadable
                and item.kind is EquipmentKind.OTHER]

    def armor_by_the_ton(self, unit: Vehicle) -> bool:  # type: ignore[override]
        """A support vehicle buys its armor by the point at its BAR (D-SV-3), not by the ton."""
        return unit.support is None

    def own_items(self, unit: Vehicle) -> list[str]:  # type: ignore[override]
        """A support vehicle's chassis modifications, fire control and support items, under the
        names its table gives (D-SV-3): what only a support vehicle mounts."""
        if unit.support is None:
            return []
        tables = support_tables()
        return [*(mod.names[0] for mod in tables.chassis_mods.values()), *tables.fire_control, *tables.items]

    def construction_rows(self) -> dict[str, list[TypeRow]]:
        """The vehicle engine table and the armor and structure types (not 'Mech stealth armor)."""
        engines = [TypeRow(key, row.name, row.tech_base) for key, row in vehicle_tables().engines.items()]
        armors = [row for row in catalog().construction.table("armors") if row.id != "stealth"]
        return {"engine_type": engines, "armor_type": type_rows(armors),
                "structure_type": type_rows(catalog().construction.table("structures"))}

    def armor_weight(self, unit: Vehicle) -> float:  # type: ignore[override]
        """A support vehicle's armor: its points at the weight of a point of its BAR (D-SV-3)."""
        return support_rules.armor_tons(unit) if unit.support is not None else unit.armor_tons

    def armor_points_bought(self, unit: Vehicle) -> int:  # type: ignore[override]
        if unit.support is not None:
            return sum(unit.armor.values())   # every point placed is a point bought
        return super().armor_points_bought(unit)

    def mount_tons(self, unit: Vehicle, name: str) -> float | None:  # type: ignore[override]
        """A Level 2 item by the vehicle rules (a targeting computer's formula); a support vehicle's
        chassis modifications and support items by its own table (D-SV-3)."""
        if unit.support is not None:
            return support_rules.item_tons(unit, name)
        item = catalog().find(name)
        return vehicle_level2.item_tons(unit, item) if isinstance(item, (Weapon, Equipment)) else None

    def weight_lines(self, unit: Vehicle) -> list[WeightLine]:  # type: ignore[override]
        return vw.weight_breakdown(unit)

    def weight_limit(self, unit: Vehicle) -> float:  # type: ignore[override]
        """A support vehicle's parts fit in its exact weight (D-SV-1)."""
        return unit.support.tons if unit.support is not None else float(unit.tonnage)

    def movement_text(self, unit: Vehicle) -> str:  # type: ignore[override]
        if unit.motive is VehicleMotive.AERODYNE:   # a fixed-wing support vehicle flies (D-SV-2)
            return f"Thrust {unit.cruise_mp} / {vw.flank_mp(unit)}"
        return f"MP {unit.cruise_mp} cruise / {vw.flank_mp(unit)} flank"

    def armor_shares(self, unit: Vehicle) -> ArmorShares:  # type: ignore[override]
        return vehicle_shares(unit)

    def power_text(self, unit: Vehicle) -> str:  # type: ignore[override]
        if unit.support is not None:   # a support engine has no rating: its type and tech rating
            rating = TECH_RATINGS[unit.support.engine_rating]
            return f"Engine tech rating {rating}, {vw.heat_sinks(unit)[0]} heat sinks"
        return power_line(vw.engine_rating(unit), vw.heat_sinks(unit)[0])


VEHICLE_FACTS = _VehicleFacts()
