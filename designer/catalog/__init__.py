"""The equipment catalog and rule tables, loaded once from YAML files shipped in the package.

``catalog()`` returns the process-wide :class:`Catalog`; data errors raise :class:`CatalogError`.
"""

from designer.catalog.loader import Catalog, CatalogError, answered, catalog
from designer.catalog.models import (
    EngineRow,
    Equipment,
    EquipmentKind,
    MechTables,
    StructureRow,
    Weapon,
    WeaponCategory,
)

__all__ = [
    "Catalog",
    "CatalogError",
    "EngineRow",
    "Equipment",
    "EquipmentKind",
    "MechTables",
    "StructureRow",
    "Weapon",
    "WeaponCategory",
    "answered",
    "catalog",
]
