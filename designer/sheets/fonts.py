"""Fonts of the record sheets: DejaVu Sans Condensed, shipped in ``designer/sheets/fonts`` and
embedded (subset) in every PDF, so a sheet prints the same on any machine. Scripts the font
lacks fall back per character run: Chinese and Japanese to Adobe's standard CID font
STSong-Light, Korean to HYGothic-Medium (both named, not embedded: every PDF reader carries
them); Arabic and Hebrew are shaped and put in visual order first (arabic-reshaper,
python-bidi), so they print as joined letters right to left rather than as boxes."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path(__file__).with_name("fonts")
REGULAR = "DejaVuSansCondensed"
BOLD = "DejaVuSansCondensed-Bold"
HAN = "STSong-Light"
HANGUL = "HYGothic-Medium"
Run = tuple[str, str]


@lru_cache(maxsize=1)
def register() -> tuple[str, str]:
    """Registers the sheet fonts with reportlab (once); returns (regular, bold) names."""
    for name in (REGULAR, BOLD):
        pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / f"{name}.ttf")))
    for name in (HAN, HANGUL):
        pdfmetrics.registerFont(UnicodeCIDFont(name))
    return REGULAR, BOLD


@lru_cache(maxsize=8)
def _glyphs(font: str) -> frozenset[int] | None:
    """Code points ``font`` draws; None for a base-14 or CID font (no per-glyph fallback)."""
    face = getattr(pdfmetrics.getFont(font), "face", None)
    mapping = getattr(face, "charToGlyph", None)
    return frozenset(mapping) if mapping else None


def _fallback(char: str) -> str:
    code = ord(char)
    if 0xAC00 <= code <= 0xD7AF or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F:
        return HANGUL
    return HAN


def _needs_shaping(text: str) -> bool:
    return any(0x0590 <= ord(c) <= 0x06FF or 0x0750 <= ord(c) <= 0x077F for c in text)


@lru_cache(maxsize=4096)
def visual(text: str) -> str:
    """``text`` in the order and letter forms it is drawn in: right-to-left scripts shaped and
    reordered, everything else unchanged."""
    if not _needs_shaping(text):
        return text
    from arabic_reshaper import reshape
    from bidi import get_display

    return get_display(reshape(text))


@lru_cache(maxsize=65536)
def runs(text: str, font: str) -> tuple[Run, ...]:
    """``text`` cut into (chunk, font) runs: ``font`` where it has the glyph, a CJK fallback
    where it has not."""
    glyphs = _glyphs(font)
    if glyphs is None or all(ord(c) in glyphs for c in text):
        return ((text, font),)
    out: list[Run] = []
    for char in text:
        name = font if ord(char) in glyphs or char.isspace() else _fallback(char)
        if out and out[-1][1] == name:
            out[-1] = (out[-1][0] + char, name)
        else:
            out.append((char, name))
    return tuple(out)
