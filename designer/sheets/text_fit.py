"""Making text fit its frame: squeeze, shrink, then wrap or cut; never overflow."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from reportlab.pdfbase.pdfmetrics import stringWidth

from designer.sheets.fonts import register, runs, visual

register()
MIN_SQUEEZE = 0.9    # narrowest horizontal scale before the font size comes down (D-SHEET3-4)
NAME_SQUEEZE = 0.9   # a name (an item, a slot, a bin) is never squeezed narrower: abbreviated first
ELLIPSIS = "..."
LAST_RESORT_TYPE = 5.0   # points on paper: only a design that fits nowhere else is set this small
# How a name too long for its cell is shortened, one step at a time in this order (the least loss
# first) until it fits at NAME_SQUEEZE; each is a spelling a player reads without a key.
ABBREVIATIONS = (
    (" (later technology)", ""), ("Artemis IV-capable", "Artemis"), ("Machine Gun", "MG"),
    ("Targeting Computer", "Targ. Computer"), ("ECM Suite", "ECM"), ("Active Probe", "Probe"),
    (" (pod)", " (p)"), (" (half)", " (\u00bd)"), ("Double Heat Sink", "Dbl. Heat Sink"),
    ("Medium", "Med."), ("Large", "Lg."), ("Small", "Sm."), ("Actuator", "Act."), ("Heat Sink", "HS"),
    ("Ferro-Fibrous", "Ferro"), ("Compact", "Cmp."), ("Pulse Laser", "Pulse"), ("srm artemis", "SRM-A"),
    ("IS ", ""), ("Double", "Dbl."), ("Narc-capable", "Narc"), ("Gauss Rifle", "Gauss"),
    ("Plasma Cannon", "Plasma"), (" cluster", " cl."), ("Streak SRM ", "SSRM "), ("Artemis", "Art."),
    ("-X AC", "-X"), (" (p)", "(p)"),
)


@dataclass(frozen=True, slots=True)
class Fitted:
    """A line of text as it will be drawn: font size and horizontal scale (1 = normal)."""

    text: str
    size: float
    squeeze: float

    def width(self, font: str) -> float:
        return width_of(self.text, font, self.size) * self.squeeze


@lru_cache(maxsize=65536)
def width_of(text: str, font: str, size: float) -> float:
    """The drawn width: each run in the font that draws it (fallbacks for missing scripts)."""
    return sum(stringWidth(chunk, name, size) for chunk, name in runs(visual(text), font))


def fit_line(text: str, font: str, size: float, width: float, min_size: float,
             squeeze: float = MIN_SQUEEZE) -> Fitted:
    """``text`` on one line within ``width``: first squeezed horizontally (down to
    ``squeeze``), then set smaller (down to ``min_size``), finally cut with an ellipsis."""
    natural = width_of(text, font, size)
    if natural <= width:
        return Fitted(text, size, 1.0)
    if natural * squeeze <= width:
        return Fitted(text, size, width / natural)
    smaller = max(min_size, size * width / (natural * squeeze))
    if width_of(text, font, smaller) * squeeze <= width + 1e-6:
        return Fitted(text, smaller, min(1.0, width / width_of(text, font, smaller)))
    return Fitted(_cut(text, font, smaller, width / squeeze), smaller, squeeze)


def abbreviated(text: str, font: str, size: float, width: float) -> str:
    """``text`` shortened by ABBREVIATIONS, in order, until it fits ``width`` at NAME_SQUEEZE (or
    nothing is left to shorten)."""
    for long, short in ABBREVIATIONS:
        if width_of(text, font, size) * NAME_SQUEEZE <= width:
            break
        text = text.replace(long, short)
    return text


def _cut(text: str, font: str, size: float, width: float) -> str:
    """The longest start of ``text`` that fits ``width`` with an ellipsis, found by halving the
    range (so a 100,000-character line costs a few dozen measurements, not one per character)."""
    fits, too_long = 0, len(text) + 1
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if width_of(text[:middle] + ELLIPSIS, font, size) <= width:
            fits = middle
        else:
            too_long = middle
    return text[:fits].rstrip() + ELLIPSIS


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Breaks ``text`` at spaces into lines no wider than ``width`` (a single word wider than
    the width stays on its own line; :func:`fit_line` squeezes it)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and width_of(candidate, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines or [""]
