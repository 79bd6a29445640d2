"""The Cluster Hits table in a panel of its own, on the ``--tables`` pages of the kinds other than the
'Mech (decision D-SHEET4-TB1): a fighter run's AeroTech tables page, a battle armor or ProtoMech run's
tables page."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from designer.sheets.draw import Painter
from designer.sheets.heat_blocks import draw_table
from designer.sheets.template import Box, TablePlace
from designer.sheets.unit_tables import cluster_reference

PANEL_PAD = 6.0   # a panel's frame stands this far outside its table


def draw_cluster(painter: Painter, places: Sequence[TablePlace], sizes: Iterable[int]) -> bool:
    """The Cluster Hits table in a panel at each of ``places`` (its title on the panel's tab),
    when the sizes give it a column; returns whether it was drawn."""
    table = cluster_reference(sizes)
    if table is None:
        return False
    for place in places:
        painter.panel(Box(x=place.x - PANEL_PAD, y=place.y - PANEL_PAD, w=place.w + 2 * PANEL_PAD,
                          h=place.h + 2 * PANEL_PAD), table.title)
        draw_table(painter, place, table.model_copy(update={"title": ""}))
    return True
