"""The window's status line for a canon support vehicle says the numbers `designer info` prints."""

from __future__ import annotations

from pathlib import Path


def test_the_buffalo_status_counts_its_cargo_containers(window, reference_dir: Path):
    path = reference_dir / "level2-blk" / "vehicles" / "Buffalo BFFL Hovertruck (Standard).blk"
    view = window.open_path(path)
    # chassis 30 + engine 20.5 + fuel 6 + armor 0.5 + four 10-ton cargo containers = 97 of 100 t
    # (worked out by hand in tests/test_corpus_support_vehicle_weights.py); it showed 57 / 100 t
    weight = window.status.labels["weight"].text()
    assert weight.startswith("Weight 97 / 100 t, 3 t left"), weight
    assert view is not None and not view.document.is_dirty
