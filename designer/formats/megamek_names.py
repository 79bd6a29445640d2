"""The names MegaMek's files give catalog items, which the MTF and BLK writers both write: a
slot line's (or BLK equipment line's) item name and the weapon part of an ammunition name."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping

from designer.catalog import catalog


class _SlotNames(Mapping[str, str]):
    """Catalog id -> the name MegaMek's files use in slot lines: each row's first mtf_names entry
    (the catalog holds read and write names in one place); ids not listed are spelled the same.
    Built on first use, so importing the writer loads no catalog (start-up stays fast)."""

    @functools.cached_property
    def _table(self) -> dict[str, str]:
        return {item.id: item.write_name for item in (*catalog().weapons, *catalog().equipment)
                if item.write_name != item.id} | {"Engine": "Fusion Engine"}

    def __getitem__(self, key: str) -> str:
        return self._table[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)


SLOT_NAMES: Mapping[str, str] = _SlotNames()
# Catalog id -> the weapon part of MegaMek's ammunition name ("IS Ammo MG - Full").
AMMO_NAMES = {"Machine Gun": "MG"}
