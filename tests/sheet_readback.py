"""Helpers for the record sheet tests of the non-'Mech kinds: read a PDF back (pdfplumber)
and count the circles drawn inside a template region."""

from __future__ import annotations

import ctypes
import io
import re
from dataclasses import dataclass

import pdfplumber
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

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


# --- read-back checks every kind's sheet must pass (the corpus test and the family tests) ---
# Read with PDFium (pypdfium2): some 30 times faster than pdfplumber on pages of many circles, so a
# whole corpus is read back in a CI run. Coordinates are PDF points, y down, as pdfplumber's.

# "FRONT (60)", "RS 10", "HEAT SINKS: 23 Double (46)" (23 circles), or a bare "18" in a narrow region
SPLIT_NUMBER = re.compile(r"\(\s*(?P<digits>\d[\d ]*?)\s*\)")
PIP_LABEL = re.compile(r"^(?:[A-Z][A-Z0-9 .\-/]*?(?::\s*| \(| ))?\(?(?P<count>\d+)\)?(?: .*)?$")
OVERLAP_SHARE = 0.3   # two glyphs overlap when they share this much of the smaller one's box
WORD_GAP = 1.2        # glyphs further apart than this (points) are two words
GRID = 12.0           # the overlap check's cell size (points)


@dataclass(frozen=True, slots=True)
class Shape:
    """A drawn path: its points (y down), whether it is filled, stroked, a circle."""

    points: tuple[tuple[float, float], ...]
    box: tuple[float, float, float, float]   # x0, top, x1, bottom
    filled: bool
    circle: bool

    @property
    def centre(self) -> tuple[float, float]:
        return (self.box[0] + self.box[2]) / 2, (self.box[1] + self.box[3]) / 2

    @property
    def area(self) -> float:
        return (self.box[2] - self.box[0]) * (self.box[3] - self.box[1])


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    box: tuple[float, float, float, float]
    glyphs: tuple[tuple[float, float, float, float], ...]
    baseline: float = 0.0

    @property
    def centre(self) -> tuple[float, float]:
        return (self.box[0] + self.box[2]) / 2, (self.box[1] + self.box[3]) / 2


@dataclass(frozen=True, slots=True)
class FastPage:
    shapes: tuple[Shape, ...]
    words: tuple[Word, ...]

    @property
    def text(self) -> str:
        return " ".join(w.text for w in self.words)


def _shape(obj, height: float) -> Shape:
    matrix = pdfium_c.FS_MATRIX()
    pdfium_c.FPDFPageObj_GetMatrix(obj.raw, matrix)
    x, y = ctypes.c_float(), ctypes.c_float()
    points, curved = [], False
    for k in range(pdfium_c.FPDFPath_CountSegments(obj.raw)):
        segment = pdfium_c.FPDFPath_GetPathSegment(obj.raw, k)
        pdfium_c.FPDFPathSegment_GetPoint(segment, x, y)
        curved |= pdfium_c.FPDFPathSegment_GetType(segment) == pdfium_c.FPDF_SEGMENT_BEZIERTO
        points.append((matrix.a * x.value + matrix.c * y.value + matrix.e,
                       height - (matrix.b * x.value + matrix.d * y.value + matrix.f)))
    fill, stroke = ctypes.c_int(), ctypes.c_int()
    pdfium_c.FPDFPath_GetDrawMode(obj.raw, fill, stroke)
    xs, ys = [p[0] for p in points] or [0.0], [p[1] for p in points] or [0.0]
    box = (min(xs), min(ys), max(xs), max(ys))
    circle = curved and abs((box[2] - box[0]) - (box[3] - box[1])) < 0.3 and box[2] - box[0] < MAX_PIP_DIAMETER
    return Shape(tuple(points), box, bool(fill.value), circle)


def _words(textpage, height: float) -> tuple[Word, ...]:
    words: list[Word] = []
    text, glyphs, baseline = "", [], 0.0
    x, y = ctypes.c_double(), ctypes.c_double()

    def close() -> None:
        if text:
            boxes = tuple(glyphs)
            words.append(Word(text, (min(b[0] for b in boxes), min(b[1] for b in boxes),
                                     max(b[2] for b in boxes), max(b[3] for b in boxes)), boxes, baseline))

    count = textpage.count_chars()
    every = textpage.get_text_range(0, count) if count else ""
    for i in range(count):
        char = every[i] if i < len(every) else " "
        if not char.strip():
            close()
            text, glyphs = "", []
            continue
        left, bottom, right, top = textpage.get_charbox(i)
        box = (left, height - top, right, height - bottom)
        if glyphs and (box[0] - glyphs[-1][2] > WORD_GAP or box[0] < glyphs[-1][0] - 0.5
                       or abs(box[3] - glyphs[-1][3]) > 2.5):
            close()
            text, glyphs = "", []
        if not glyphs:
            pdfium_c.FPDFText_GetCharOrigin(textpage.raw, i, x, y)
            baseline = height - y.value
        text += char
        glyphs.append(box)
    close()
    return tuple(words)


def fast_pages(pdf_bytes: bytes) -> list[FastPage]:
    """Every page's drawn paths and words, read with PDFium."""
    document = pdfium.PdfDocument(pdf_bytes)
    pages = []
    try:
        for page in document:
            height = page.get_height()
            shapes = tuple(_shape(obj, height) for obj in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_PATH]))
            pages.append(FastPage(shapes, _words(page.get_textpage(), height)))
    finally:
        document.close()
    return pages


def outlines(page: FastPage) -> list[Shape]:
    """Every stroked, unfilled outline (regions, tracks, panels) wider than a pip, smallest first,
    each once (a region drawn twice is one region)."""
    seen: dict[tuple, Shape] = {}
    for shape in page.shapes:
        if shape.circle or shape.filled or len(shape.points) < 4 or shape.box[2] - shape.box[0] < MAX_PIP_DIAMETER:
            continue
        seen.setdefault(tuple((round(x, 1), round(y, 1)) for x, y in shape.points), shape)
    return sorted(seen.values(), key=lambda shape: shape.area)


def _inside(shape: Shape, point: tuple[float, float]) -> bool:
    x0, top, x1, bottom = shape.box
    return x0 <= point[0] <= x1 and top <= point[1] <= bottom and contains(shape.points, point)


def pip_regions(page: FastPage, panel_titles: frozenset[str] = frozenset()) -> list[tuple[str, int | None, int]]:
    """Per outline holding pips: its label's first line, the number it prints ("FRONT (60)",
    "RS 10", "HEAT SINKS: 23 Double (46)" -> 23; None when the label has none) and the pips counted
    inside it (a pip belongs to the smallest outline around it). Panels (``panel_titles``) and
    check-box lines (a label in lower case without a count) are left out."""
    shapes = outlines(page)
    counts = [0] * len(shapes)
    for pip in (shape for shape in page.shapes if shape.circle):
        owner = next((i for i, outline in enumerate(shapes) if _inside(outline, pip.centre)), None)
        if owner is not None:
            counts[owner] += 1
    found = []
    for outline, count in zip(shapes, counts, strict=True):
        inside = [w for w in page.words if _inside(outline, w.centre)] if count else []
        if not inside:
            continue
        first = min(w.box[1] for w in inside)
        label = " ".join(w.text for w in sorted(inside, key=lambda w: w.box[0]) if abs(w.box[1] - first) < 1.5)
        # PDFium may split a label's number into words ("NOSE ( 130)", "(3 1)"): the number is its digits
        label = SPLIT_NUMBER.sub(lambda m: "(" + m["digits"].replace(" ", "") + ")", label)
        match = PIP_LABEL.match(label)
        if label in panel_titles or (match is None and label != label.upper()):
            continue   # a panel's check boxes ("CRITICAL DAMAGE", "Motive Hits (-1 MP each)")
        found.append((label, int(match["count"]) if match else None, count))
    return found


def _area(box: tuple[float, float, float, float]) -> float:
    return (box[2] - box[0]) * (box[3] - box[1])


def overlapping_words(page: FastPage) -> list[tuple[str, str]]:
    """Pairs of words whose glyphs print on top of each other (a row over its heading, a label
    over a table): two glyphs of different words sharing OVERLAP_SHARE of the smaller one's box.
    Glyphs are compared only with those in the same cells of a GRID-point grid."""
    cells: dict[tuple[int, int], list[tuple[tuple[float, float, float, float], int]]] = {}
    for index, word in enumerate(page.words):
        for box in word.glyphs:
            for cx in range(int(box[0] // GRID), int(box[2] // GRID) + 1):
                for cy in range(int(box[1] // GRID), int(box[3] // GRID) + 1):
                    cells.setdefault((cx, cy), []).append((box, index))
    clashes = set()
    for members in cells.values():
        for i, (a, word_a) in enumerate(members):
            for b, word_b in members[i + 1:]:
                if word_a == word_b or (word_a, word_b) in clashes:
                    continue
                dx, dy = min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])
                if dx > 0 and dy > 0 and dx * dy > OVERLAP_SHARE * min(_area(a), _area(b)):
                    clashes.add((word_a, word_b))
    return sorted((page.words[a].text, page.words[b].text) for a, b in clashes)


def panel_titles() -> frozenset[str]:
    """The titles of every kind's panels, both papers: outlines whose circles are check boxes."""
    from designer.sheets.unit_template import unit_template

    titles = set()
    for kind in ("vehicle", "fighter", "battlearmor", "infantry", "building", "installation"):
        for paper in ("letter", "a4"):
            template = unit_template(kind, paper)
            titles |= {panel.title for panel in (*template.panels, *template.page_panels) if "{" not in panel.title}
    return frozenset(titles)


LINE_TOLERANCE = 1.0   # words whose baselines are this close (points) print on one line


def printed_lines(page: FastPage) -> list[str]:
    """The page's lines: words on one baseline (within LINE_TOLERANCE), left to right."""
    lines: list[list[Word]] = []
    for word in sorted(page.words, key=lambda w: w.baseline):
        if lines and word.baseline - lines[-1][0].baseline <= LINE_TOLERANCE:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [" ".join(w.text for w in sorted(line, key=lambda w: w.box[0])) for line in lines]
