"""Helpers for the record sheet tests of the non-'Mech kinds: read a PDF back (pdfplumber)
and count the circles drawn inside a template region."""

from __future__ import annotations

import io

import pdfplumber

from designer.sheets.geometry import view_regions
from designer.sheets.pips import contains

MAX_PIP_DIAMETER = 8.0


def read_pages(pdf_bytes: bytes) -> list[dict]:
    """Per page: text (whitespace collapsed), words and the centres of drawn circles."""
    pages = []
    with pdfplumber.open(io.BytesIO(pdf_bytes)) as pdf:
        for page in pdf.pages:
            circles = [((c["x0"] + c["x1"]) / 2, (c["top"] + c["bottom"]) / 2) for c in page.curves
                       if abs((c["x1"] - c["x0"]) - (c["bottom"] - c["top"])) < 0.2
                       and c["x1"] - c["x0"] < MAX_PIP_DIAMETER]
            text = page.extract_text()
            pages.append({"text": " ".join(text.split()), "lines": text.splitlines(), "circles": circles,
                          "chars": page.chars,
                          "words": [w["text"] for w in page.extract_words()],
                          "size": (float(page.width), float(page.height))})
    return pages


def to_page(template, polygon, offset: float = 0.0):
    """Design-frame polygon in a slot ``offset`` down -> page coordinates, y down."""
    f = template.frame
    return tuple((f.x + f.scale * x, f.y + f.scale * (y + offset)) for x, y in polygon)


def count_in_view(template, circles, view, box, offset: float = 0.0) -> dict[str, int]:
    """Circles inside each region of ``view`` placed in ``box`` (slot ``offset``)."""
    regions = view_regions(view, box)
    return {name: sum(1 for c in circles if contains(to_page(template, r.outline, offset), c))
            for name, r in regions.items()}


def count_in_box(template, circles, box, offset: float = 0.0) -> int:
    rect = ((box.x, box.y), (box.x + box.w, box.y), (box.x + box.w, box.y + box.h), (box.x, box.y + box.h))
    return sum(1 for c in circles if contains(to_page(template, rect, offset), c))


def has_words(page: dict, phrase: str) -> bool:
    """True when ``phrase`` appears on one line of the page, spacing ignored (pdfplumber
    merges a label and its value set 3 pt apart)."""
    return "".join(phrase.split()) in "".join(page["text"].split())
