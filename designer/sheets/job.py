"""Mixed print jobs: any mix of 'Mechs, vehicles, fighters, installations and infantry in one
PDF. Pages come in the order the units are given; consecutive vehicles share a page two by two,
consecutive infantry platoons fill the slots of a form; every unit gets a bookmark that opens at
its slot."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.pdfgen.canvas import Canvas

from designer.kinds import UnitKind, UnknownKindError, unit_kind
from designer.safe_io import atomic_write_stream
from designer.sheets.draw import Painter
from designer.sheets.fonts import register
from designer.sheets.options import SheetOptions
from designer.sheets.template import mech_template
from designer.sheets.unit_blocks import static
from designer.sheets.unit_template import UnitTemplate, unit_template
from designer.sheets.spool import PdfSpool

TITLE = "Record sheets"
Progress = Callable[[int, Any], None]


@dataclass
class PagePlan:
    """One page: its kind, the units in its slots, and whether it carries the kind's tables; a
    tables page after a run of units (no units of its own) holds the run in ``run``."""

    kind: str
    units: list[Any] = field(default_factory=list)
    tables: bool = False
    run: list[Any] = field(default_factory=list)


def kind_of(unit: Any) -> str:
    """The unit's kind, when that kind has a record sheet (its registration names a page drawer)."""
    try:
        spec = unit_kind(unit)
    except UnknownKindError:
        spec = None
    if spec is None or spec.sheet is None or not isinstance(unit, spec.model):
        raise ValueError(f"no record sheet for {type(unit).__name__}")
    return spec.kind


def own_job(kinds: Iterable[str]) -> Callable[..., int] | None:
    """The print job of the one kind a job's units are all of, when its registration names one
    (``sheet_job``: the 'Mech's draws each sheet as its unit is read); None when the units are of
    several kinds or of a kind without one (render_sheets draws them)."""
    distinct = set(kinds)
    if len(distinct) != 1:
        return None
    job: Callable[..., int] | None = unit_kind(distinct.pop()).piece("sheet_job")
    return job


def plan_pages(units: Iterable[Any], paper: str, tables: bool) -> list[PagePlan]:
    """The units' pages in the order given (README: `sheet` prints in the order given): each run of
    units of one kind fills its pages in turn, as many a page as its registration says (else its
    template's slots). A kind whose tables print "beside" a unit (vehicles) prints them on a page
    with one unit left over, and gives every unit its own page when ``tables`` is on; with
    ``tables``, a run of a kind whose tables print "after" it (fighters: the AeroTech tables;
    battle armor and ProtoMechs: the run's Cluster Hits table) is followed by that page."""
    pages: list[PagePlan] = []
    for kind, group in _runs(units):
        spec = unit_kind(kind)
        beside = spec.sheet_tables == "beside"
        per_page = 1 if beside and tables else units_per_page(spec, paper)
        for alone, members in _apart(group, spec.piece("sheet_alone")):
            if alone:   # a unit printed on a page of its own, and the tables page it names after it
                pages.append(PagePlan(kind, members))
                if tables and spec.sheet_alone_tables:
                    pages.append(PagePlan(spec.sheet_alone_tables, [], True, members))
                continue
            for start in range(0, len(members), per_page):
                chunk = members[start:start + per_page]
                pages.append(PagePlan(kind, chunk, beside and len(chunk) == 1))
        if spec.sheet_tables == "after" and tables:
            pages.append(PagePlan(kind, [], True, group))
    return pages


def units_per_page(spec: UnitKind, paper: str) -> int:
    """The units one page of the kind holds: its registration's number, else its template's slots."""
    count: int | None = spec.piece("units_per_page")
    return count or len(unit_template(spec.kind, paper).slots)


def _apart(group: list[Any], alone: Callable[[Any], bool] | None) -> list[tuple[bool, list[Any]]]:
    """A run of one kind cut where a unit takes a page of its own (the kind's registration says
    which, ``sheet_alone``: a fixed-wing support vehicle among vehicles): (alone, units) in order."""
    parts: list[tuple[bool, list[Any]]] = []
    for unit in group:
        own = alone is not None and alone(unit)
        if parts and not own and not parts[-1][0]:
            parts[-1][1].append(unit)
        else:
            parts.append((own, [unit]))
    return parts


def _runs(units: Iterable[Any]) -> list[tuple[str, list[Any]]]:
    """The units cut into runs of one kind, in the order given."""
    runs: list[tuple[str, list[Any]]] = []
    for unit in units:
        kind = kind_of(unit)
        if runs and runs[-1][0] == kind:
            runs[-1][1].append(unit)
        else:
            runs.append((kind, [unit]))
    return runs


def new_canvas(out: BinaryIO, paper: str, title: str = TITLE) -> Canvas:
    """A PDF canvas of the paper's sheet size (reproducible bytes, compressed pages, bookmarks
    shown) titled ``title``: every print job's, the 'Mech's own included."""
    page = mech_template(paper).page
    canvas = Canvas(out, pagesize=(page.width, page.height),
                    invariant=1, pageCompression=1, initialFontName=register()[0])
    canvas.setTitle(title)
    canvas.setCreator("designer")
    canvas.setAuthor("")
    canvas.showOutline()
    return canvas


CHUNK_PAGES = 50   # pages reportlab holds at once; a longer job is spooled chunk by chunk


def render_sheets(units: Iterable[Any], out: str | Path | BinaryIO, *, paper: str = "letter",
                  options: SheetOptions = SheetOptions(), progress: Progress | None = None,
                  chunk: int = CHUNK_PAGES) -> int:
    """Draws the record sheets of any mix of units into one PDF; returns the page count. Up to
    ``chunk`` pages make one reportlab document; a longer job is drawn ``chunk`` pages at a time
    and joined page by page (:class:`PdfSpool`), so memory stays flat for every kind of unit.

    Raises:
        ValueError: unknown paper size, a unit kind without a sheet, or no units at all.
        FormatError: a template file is missing or malformed.
    """
    pages = plan_pages(units, paper, options.tables)
    if not pages:
        raise ValueError("no units to print")
    if isinstance(out, (str, Path)):   # a file is written by the one atomic writer
        return atomic_write_stream(out, lambda stream: _render_planned(pages, stream, paper, options,
                                                                      progress, chunk))
    return _render_planned(pages, out, paper, options, progress, chunk)


def _render_planned(pages: list[PagePlan], out: BinaryIO, paper: str, options: SheetOptions,
                    progress: Progress | None, chunk: int) -> int:
    if len(pages) <= chunk:
        return _draw_pages(pages, out, paper=paper, options=options, progress=progress, done=0)[1]
    return _spooled(pages, out, paper, options, progress, chunk)


def _spooled(pages: list[PagePlan], out: BinaryIO, paper: str, options: SheetOptions,
             progress: Progress | None, chunk: int) -> int:
    spool, done, drawn = PdfSpool(out), 0, 0
    for start in range(0, len(pages), chunk):
        part = pages[start:start + chunk]
        done, count = spool.add_drawn(partial(_draw_pages, part, paper=paper, options=options,
                                              progress=progress, done=done))
        drawn += count
        for page in part:
            page.units, page.run = [], []   # drawn: let the units go with the chunk
    spool.close(TITLE, "designer")
    return drawn


def _draw_pages(pages: list[PagePlan], out: BinaryIO, *, paper: str, options: SheetOptions,
                progress: Progress | None, done: int) -> tuple[int, int]:
    """One reportlab document of ``pages``; returns the units drawn so far and the pages drawn
    (a 'Mech's sheet may take a second page for its tables)."""
    canvas = new_canvas(out, paper)
    for page in pages:
        for unit in page.units:
            done += 1
            if progress is not None:
                progress(done, unit)
        _draw_page(canvas, page, paper, options, done - len(page.units))
        canvas.showPage()
    drawn = canvas.getPageNumber() - 1
    canvas.save()
    return done, drawn


def bookmark(canvas: Canvas, template: UnitTemplate | None, paper: str, index: int, name: str,
              offset: float) -> None:
    key = f"unit{index}"
    frame = (template or mech_template(paper)).frame
    page = (template or mech_template(paper)).page
    canvas.bookmarkPage(key, fit="XYZ", left=0, top=page.height - frame.y - frame.scale * offset + 12)
    canvas.addOutlineEntry(name, key, level=0)


PageDrawer = Callable[[Canvas, PagePlan, str, SheetOptions, int], None]


def _draw_page(canvas: Canvas, page: PagePlan, paper: str, options: SheetOptions, first: int) -> None:
    """Draws one page with the page drawer the page's unit kind registers (``designer.kinds``)."""
    drawer: PageDrawer = unit_kind(page.kind).piece("sheet")
    drawer(canvas, page, paper, options, first)


def template_page(draw: Callable[[Painter, UnitTemplate, PagePlan, SheetOptions], None],
                   layout: str | None = None) -> PageDrawer:
    """A page drawer for a kind laid out by its unit template (or the ``layout`` kind's): bookmarks,
    static texts, units."""
    def page_drawer(canvas: Canvas, page: PagePlan, paper: str, options: SheetOptions, first: int) -> None:
        template = unit_template(layout or page.kind, paper)
        for i, unit in enumerate(page.units):
            bookmark(canvas, template, paper, first + i + 1, unit.name, template.slots[i])
        canvas.saveState()
        painter = Painter(canvas, template)  # type: ignore[arg-type]
        static(painter, template.texts, template.page_panels)
        draw(painter, template, page, options)
        canvas.restoreState()
    return page_drawer


def sheet_pilot(unit: Any, options: SheetOptions):
    """The pilot printed on a unit's sheet: none (blank), the job's, or the unit's own."""
    return None if options.blank_pilot else options.pilot or unit.pilot


def single_unit(draw: Callable[..., None]):
    """A page drawer of one unit a page: ``draw(painter, template, unit, pilot)``."""
    def page_drawer(painter: Painter, template: UnitTemplate, page: PagePlan, options: SheetOptions) -> None:
        unit = page.units[0]
        draw(painter, template, unit, sheet_pilot(unit, options))
    return page_drawer


