"""Helpers for the record sheet tests of the non-'Mech kinds: read a PDF back (pdfplumber)
and count the circles drawn inside a template region."""

from __future__ import annotations

import io

import pdfplumber

from designer.sheets import SheetOptions, render_units_to_bytes
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
            words = page.extract_words()
            pages.append({"text": " ".join(text.split()), "lines": text.splitlines(), "circles": circles,
                          "chars": page.chars, "words": [w["text"] for w in words], "word_boxes": words,
                          "rects": [(r["x0"], r["top"], r["x1"], r["bottom"]) for r in page.rects],
                          "size": (float(page.width), float(page.height))})
    return pages


MAX_TALLY_BOX = 5.0


def page_box(template, box) -> tuple[float, float, float, float]:
    """A design-frame box on the page: (x0, top, x1, bottom), y down."""
    f = template.frame
    return (f.x + f.scale * box.x, f.y + f.scale * box.y, f.x + f.scale * (box.x + box.w),
            f.y + f.scale * (box.y + box.h))


def tally_boxes(page: dict, area: tuple[float, float, float, float]) -> list[tuple[float, ...]]:
    """Small square rectangles (ammunition check boxes) inside ``area``."""
    x0, top, x1, bottom = area
    return [r for r in page["rects"] if abs((r[2] - r[0]) - (r[3] - r[1])) < 0.05 and r[2] - r[0] < MAX_TALLY_BOX
            and x0 <= r[0] and r[2] <= x1 and top <= r[1] and r[3] <= bottom]


def tally_lines(page: dict, area: tuple[float, float, float, float]) -> list[tuple[str, int]]:
    """The ammunition tally read back from one flow box: per label line (the words left of the
    check boxes, down to the last box), the label and the boxes from that line down to the next."""
    boxes = tally_boxes(page, area)
    if not boxes:
        return []
    left, first, last = min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[3] for b in boxes)
    # the tally's labels: beside its boxes (a section printed under the tally, quirks, is not one)
    words = sorted((w for w in page["word_boxes"] if w["x1"] <= left and area[0] <= w["x0"]
                    and first - 6 <= w["top"] <= min(last, area[3])), key=lambda w: (round(w["top"]), w["x0"]))
    lines: list[list[dict]] = []
    for word in words:
        if lines and abs(lines[-1][0]["top"] - word["top"]) < 1.0:
            lines[-1].append(word)
        else:
            lines.append([word])
    result = []
    for i, line in enumerate(lines):
        start = line[0]["top"] - 2
        end = lines[i + 1][0]["top"] - 2 if i + 1 < len(lines) else area[3]
        count = sum(1 for b in boxes if start <= (b[1] + b[3]) / 2 < end)
        result.append((" ".join(w["text"] for w in line), count))
    return result


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


def pdf(units, paper: str = "letter", tables: bool = False) -> bytes:
    """The PDF of a print job of ``units`` (any mix of kinds)."""
    return render_units_to_bytes(units, paper=paper, options=SheetOptions(tables=tables))
