"""The ``--tables`` reference tables a unit needs (decisions D-SHEET2-4, D-SHEET4-TB1): the Cluster Hits
table with a column for each salvo size the unit fires (an MML-7's 7, an MRM-30's 30, an LB 10-X's 10
cluster pellets, an Ultra AC's 2 shots, a rotary AC's 2, 4 and 6), and a quad's own hit location table.
A 'Mech that fires no salvo keeps the template's 1987 table; the other kinds print the table only
when they fire a salvo (:func:`cluster_reference`, ``cluster_panel.draw_cluster``)."""

from __future__ import annotations

from collections.abc import Iterable

from designer.catalog import Weapon, catalog
from designer.catalog.cluster_hits import ROLLS, cluster_column
from designer.mech.model import Mech
from designer.mech.figures import mounted_weapons
from designer.sheets.template import RefTable, mech_template, tables

CLUSTER = "cluster_hits"
HIT_LOCATION = "hit_location"
QUAD_HIT_LOCATION = "quad_hit_location"
ROTARY_SALVOS = (2, 4, 6)   # a rotary AC's usual salvos (catalog rate_of_fire 6)
ROLL_SHARE = 0.14           # of the table's width: the 2D6 column


def salvo_sizes(weapons: list[Weapon]) -> list[int]:
    """The salvo sizes the weapons fire, that the Cluster Hits table has a column for."""
    sizes: set[int] = set()
    for weapon in weapons:
        if weapon.missiles:
            sizes.add(weapon.missiles)
        if "Cluster" in weapon.modes:   # an LB-X: a pellet a point of its damage
            sizes.add(weapon.damage)
        if weapon.shots_per_turn == 2:
            sizes.add(2)
        elif weapon.shots_per_turn > 2:
            sizes.update(size for size in ROTARY_SALVOS if size <= weapon.shots_per_turn)
    return sorted(size for size in sizes if size > 1 and cluster_column(size) is not None)


def item_salvos(names: Iterable[str]) -> list[int]:
    """The salvo sizes of the main catalog's weapons among ``names`` (a vehicle's or fighter's items)."""
    weapons = [weapon for name in names if (weapon := catalog().weapon(name)) is not None]
    return salvo_sizes(weapons)


def cluster_table(sizes: list[int], template_table: RefTable) -> RefTable:
    """The Cluster Hits table with one column per size, rows 2 to 12."""
    columns = [cluster_column(size) or () for size in sizes]
    width = (1 - ROLL_SHARE) / len(sizes)
    rows = tuple((str(roll), *(str(column[i]) for column in columns)) for i, roll in enumerate(ROLLS))
    return template_table.model_copy(update={
        "header": ("2D6", *(str(size) for size in sizes)), "widths": (ROLL_SHARE, *([width] * len(sizes))),
        "rows": rows})


def unit_tables(mech: Mech, available: dict[str, RefTable]) -> dict[str, RefTable]:
    """The template's reference tables, with the unit's cluster columns and a quad's hit table."""
    tables = dict(available)
    sizes = salvo_sizes([weapon for weapon, _, _ in mounted_weapons(mech)])
    if sizes:
        tables[CLUSTER] = cluster_table(sizes, available[CLUSTER])
    if mech.is_quad and QUAD_HIT_LOCATION in available:
        tables[HIT_LOCATION] = available[QUAD_HIT_LOCATION]
    return tables


def cluster_reference(sizes: Iterable[int]) -> RefTable | None:
    """The 'Mech sheet's Cluster Hits table with a column for each of ``sizes`` the table has;
    None when there is none (a unit that fires no salvo)."""
    shown = sorted({size for size in sizes if size > 1 and cluster_column(size) is not None})
    if not shown:
        return None
    return cluster_table(shown, tables(mech_template().tables).reference[CLUSTER])


def with_cluster(available: dict[str, RefTable], sizes: Iterable[int]) -> dict[str, RefTable]:
    """A kind's reference tables and, when the unit fires a salvo, the Cluster Hits table
    (:data:`CLUSTER`), which a template places like any other of its tables."""
    table = cluster_reference(sizes)
    return available if table is None else {**available, CLUSTER: table}
