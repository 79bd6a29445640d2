"""Interchange speed: parsing an MTF and a BLK file with one 200 KB line
against the same file without it (a quadratic suffix pattern once took 74 s and 202 s), and a
reference 'Mech's MTF -> model -> MTF round trip against reading it."""

from __future__ import annotations

from pathlib import Path

from bench import Row, per_call
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.formats.yaml_io import read_unit

REPO = Path(__file__).resolve().parent.parent
MERLIN = REPO / "tests" / "units" / "merlin.yaml"
OUTRIDER = REPO / "units" / "examples" / "vehicle-wheeled-scout.yaml"
LONG = " " * 200_000


def run() -> list[Row]:
    mtf = mech_to_mtf(read_unit(MERLIN))
    long_mtf = mtf.replace("Medium Laser\n-Empty-", "Medium Laser\nIS Ammo " + LONG + "x", 1)
    blk = unit_to_blk(read_unit(OUTRIDER))
    long_blk = blk.replace(
        "Machine Gun\n</Front Equipment>", "Machine Gun\nMedium Laser" + LONG + "(R)\n</Front Equipment>"
    )
    mech = parse_mtf(mtf).mech
    plain_mtf = per_call(lambda: parse_mtf(mtf), 20)
    return [
        Row(
            "parse an MTF file with a 200 KB slot line",
            per_call(lambda: parse_mtf(long_mtf), 3),
            "parse the same file without it",
            plain_mtf,
            "linear: under 50x (was 74 s)",
        ),
        Row(
            "parse a BLK file with a 200 KB equipment line",
            per_call(lambda: parse_blk(long_blk), 3),
            "parse the same file without it",
            per_call(lambda: parse_blk(blk), 20),
            "linear: under 50x (was 202 s)",
        ),
        Row(
            "MTF -> model -> MTF (Merlin)",
            per_call(lambda: mech_to_mtf(parse_mtf(mech_to_mtf(mech)).mech), 10),
            "parse the Merlin's MTF",
            plain_mtf,
            "under 3x",
        ),
    ]
