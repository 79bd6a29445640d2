"""The LAM block of a 'Mech sheet (in the NOTES panel): movement in the three modes, the
structural integrity track and the fuel track. Every figure comes from the core
(``designer.mech.figures.lam_figures``); this module only lays it out."""

from __future__ import annotations

from designer.mech.model import Mech
from designer.mech.figures import figures, lam_figures
from designer.sheets.draw import Painter
from designer.sheets.ammo_tally import TallyLine
from designer.sheets.sheet_data import AmmoTally
from designer.sheets.template import Box

TITLE = "LAM DATA"
HEADINGS = ("Mode", "Walk", "Run", "Jump")
COLUMNS = (0.0, 0.42, 0.62, 0.82)


def lam_rows(mech: Mech) -> list[tuple[str, str, str, str]]:
    """(mode, walk or thrust, run or overthrust, jump) per mode."""
    fig, lam = figures(mech), lam_figures(mech)
    return [("BattleMech", str(fig.walking_mp), str(fig.running_mp), str(fig.jumping_mp)),
            ("AirMech", str(lam.airmech_walking), str(lam.airmech_running), str(lam.airmech_jumping)),
            ("Fighter (thrust)", str(lam.fighter_thrust), str(lam.fighter_overthrust), "\u2013")]


def draw_lam(painter: Painter, box: Box, mech: Mech, size: float) -> None:
    """Movement table, then the structural integrity and fuel tracks (a box per point, groups
    of five) from the top of ``box`` down."""
    lam = lam_figures(mech)
    lead = size * 1.45
    y = box.y + size
    for heading, left in zip(HEADINGS, COLUMNS, strict=False):
        painter.text(box.x + left * box.w, y, heading, size, bold=True)
    painter.line(box.x, y + 2, box.x + box.w, y + 2, 0.4)
    for row in lam_rows(mech):
        y += lead
        for value, left in zip(row, COLUMNS, strict=False):
            painter.text(box.x + left * box.w, y, value, size, width=box.w * 0.4)
    painter.text(box.x, y + lead, "Fighter mode: Walk = thrust, Run = overthrust", size - 0.5, grey=True,
                 width=box.w)
    y += lead * 1.8
    for label, count in (("Struct. Integrity", lam.structural_integrity), ("Fuel", lam.fuel)):
        line = TallyLine(AmmoTally(label, "", count), painter.floor)
        line.draw(painter, box.x, y, box.w, size)
        y += line.height(painter, size, box.w) + 3
