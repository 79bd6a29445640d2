"""The Cluster Hits table by launcher size (``data/level2/cluster_hits.yaml``, decision D-SHEET2-4):
how many missiles (or LB-X pellets) of a salvo hit, for each 2D6 roll from 2 to 12."""

from __future__ import annotations

import functools

from pydantic import BaseModel, ConfigDict

from designer.catalog.loader import load_table

CLUSTER_FILE = "level2/cluster_hits.yaml"
ROLLS = tuple(range(2, 13))


class ClusterHits(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    source: str
    columns: dict[int, tuple[int, ...]]


@functools.cache   # the catalog is fixed for the run
def cluster_table() -> ClusterHits:
    return load_table(ClusterHits, CLUSTER_FILE)


def cluster_column(size: int) -> tuple[int, ...] | None:
    """Hits for the rolls 2 to 12 when ``size`` missiles are fired; None for a size the table lacks."""
    return cluster_table().columns.get(size)
