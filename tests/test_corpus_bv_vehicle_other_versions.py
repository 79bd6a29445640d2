"""Published vehicle Battle Values that are another version's than the file's (decision D-BV-5; the
``published`` rows of designer/catalog/data/mul_known_differences.yaml): the file as written is rated
by the TechManual BV 2.0 method, and the published figure is exactly that design at the MP the
published version moves at. Each working is written out by hand from the method."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from designer.bv import battle_value
from designer.formats.load import load_unit

VEHICLES = Path("level2-blk") / "vehicles"
VALUES = Path("published") / "mul-values.csv"

# Wheeled (body type 0.8), cruise 5 -> flank ceil(7.5) = 8, TMM 3 (factor 1.3); at cruise 6 the
# flank is 9, TMM still 3, so only the speed factor moves:
#   flank 8: (1 + (8 - 5) / 10) ^ 1.2 = 1.3703 -> 1.37;  flank 9: (1 + (9 - 5) / 10) ^ 1.2 = 1.4972 -> 1.5.
# Daimyo HQ 67-K and 67-K2 (50 tons): defensive (112 armor x 2.5 + 5 structure x 5 locations x 1.5)
#   = 317.5 x 0.8 x 1.3 = 330.2.
#   67-K offensive: large laser 123 + four machine guns 4 x 5 + half a ton of MG ammunition 0.5
#   + weight 50 / 2 = 168.5;  67-K2: two light PPCs 2 x 88 + two machine guns 2 x 5 + 0.5 + 25 = 211.5.
# Mobile Headquarters (ICE) (25 tons): defensive (80 x 2.5 + 3 x 5 x 1.5) = 222.5 x 0.8 x 1.3 = 231.4;
#   offensive medium laser 46 + 25 / 2 = 58.5.
WORKED = {
    # file: (cruise as written, value as written, the published figure = the value at cruise 6)
    "Daimyo HQ 67-K.blk": (5, 561, 583),          # 330.2 + 168.5 x 1.37 = 561.05; x 1.5: 582.95
    "Daimyo HQ 67-K2.blk": (5, 620, 647),         # 330.2 + 211.5 x 1.37 = 619.96; x 1.5: 647.45
    "Mobile Headquarters (ICE).blk": (5, 312, 319),   # 231.4 + 58.5 x 1.37 = 311.55; x 1.5: 319.15
}


@pytest.mark.parametrize("name", sorted(WORKED))
def test_the_published_figure_is_the_design_at_cruise_6(reference_dir: Path, name: str) -> None:
    cruise, as_written, published = WORKED[name]
    with (reference_dir / VALUES).open(encoding="utf-8", newline="") as handle:
        figures = {row["file"]: int(row["mul_bv"]) for row in csv.DictReader(handle)
                   if row["set"] == str(VEHICLES)}
    assert figures[name] == published
    vehicle = load_unit(reference_dir / VEHICLES / name).unit
    assert vehicle.cruise_mp == cruise
    value = battle_value(vehicle)
    assert value is not None and value.base == as_written
    faster = battle_value(vehicle.model_copy(update={"cruise_mp": 6}))
    assert faster is not None and faster.base == published
