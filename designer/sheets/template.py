"""Record-sheet templates: YAML layout files loaded into frozen pydantic models.

Templates live in ``templates/`` at the top of a source checkout; an installed package carries
the same files in ``designer/sheets/templates`` (see :func:`template_dir`). A typo in a layout
file fails when it is loaded (``extra="forbid"``), with the file named in the error.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from designer.formats.errors import FormatError

PAPERS = ("letter", "a4")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Box(_Frozen):
    """A rectangle of the design frame: x right, y down from the frame's top-left, in points."""

    x: float
    y: float
    w: float
    h: float


class TextBox(Box):
    size: float = 7.0


class DataBox(TextBox):
    leading: float


class Page(_Frozen):
    width: float
    height: float


class Frame(_Frozen):
    x: float
    y: float
    scale: float


class Fonts(_Frozen):
    """Registered font names (:mod:`designer.sheets.fonts` ships and embeds DejaVu Sans Condensed)."""

    regular: str = "DejaVuSansCondensed"
    bold: str = "DejaVuSansCondensed-Bold"


class StaticText(_Frozen):
    text: str
    x: float
    y: float
    size: float
    bold: bool = False
    align: Literal["left", "center", "right"] = "left"
    w: float | None = None   # squeeze or shrink the text to this width (non-'Mech sheets)


class Panel(Box):
    """A framed block with a title tab; ``if_tables``/``unless_tables`` tie it to --tables."""

    title: str
    if_tables: bool = False
    unless_tables: bool = False


class Inventory(TextBox):
    """The inventory flow's box; ``min_size`` is the smallest type on paper (points, after the
    frame's scale); ``more`` are the continuation boxes, used in turn when the flow does not
    fit at that size (the blocks they overlap give way)."""

    min_size: float = 5.0
    leading: float = 1.3
    more: tuple[Box, ...] = ()


class DiagramBox(Box):
    max_radius: float
    label_size: float
    caption: str = ""


class CritPlace(_Frozen):
    x: float
    y: float
    w: float


class Crits(_Frozen):
    size: float
    title_size: float
    line: float
    gap: float
    biped: dict[str, CritPlace]
    quad: dict[str, CritPlace]


class Transfer(TextBox):
    title: str


class HeatSinks(TextBox):
    radius: float
    pitch: float
    per_column: int


class TablePlace(TextBox):
    table: str


class MechTemplate(_Frozen):
    """The layout of one 'Mech sheet for one paper size."""

    kind: Literal["mech"]
    paper: Literal["letter", "a4"]
    page: Page
    frame: Frame
    fonts: Fonts
    diagrams: str
    tables: str
    texts: tuple[StaticText, ...]
    panels: tuple[Panel, ...]
    mech_data: DataBox
    inventory: Inventory
    warrior: TextBox
    notes: TextBox
    armor_front: DiagramBox
    armor_rear: DiagramBox
    structure: DiagramBox
    crits: Crits
    core_hits: TextBox
    transfer: Transfer
    heat_effects: TextBox
    heat_sinks: HeatSinks
    heat_scale: TextBox
    reference: tuple[TablePlace, ...]


class View(_Frozen):
    """One silhouette: location polygons in diagram units (x right, y down), and ``decor``
    outlines (wheels, a skirt, skids) that make the shape read as the unit but hold no pips."""

    width: float
    height: float
    label_height: float
    regions: dict[str, tuple[tuple[float, float], ...]]
    decor: tuple[tuple[tuple[float, float], ...], ...] = ()
    turret_decor: tuple[tuple[tuple[float, float], ...], ...] = ()   # drawn only for a unit with a turret


class Silhouette(_Frozen):
    front: View
    rear: View


class Diagrams(_Frozen):
    biped: Silhouette
    quad: Silhouette


class HeatEffect(_Frozen):
    heat: int
    text: str


class CoreHit(_Frozen):
    label: str
    boxes: int


class RefTable(_Frozen):
    title: str
    header: tuple[str, ...]
    widths: tuple[float, ...]
    rows: tuple[tuple[str, ...], ...]
    note: str = ""


class Tables(_Frozen):
    heat_effects: tuple[HeatEffect, ...]
    heat_max: int
    consciousness: tuple[str, ...]
    core_hits: tuple[CoreHit, ...]
    damage_transfer: dict[str, tuple[tuple[str, ...], ...]]   # chains of location codes
    reference: dict[str, RefTable]


def template_dir() -> Path:
    """The folder holding the layout files: the package copy when installed, else the
    ``templates/`` folder at the top of the source checkout."""
    packaged = Path(__file__).with_name("templates")
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "templates"


STRETCHED = frozenset({"y", "h", "slots", "cut_lines", "line"})


def _read(path: Path) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise FormatError(f"cannot read template: {exc}", source=path) from None
    if not isinstance(data, dict):
        raise FormatError("a template is a mapping of block names", source=path)
    return data


def stretched(data: object, factor: float, key: str = "") -> object:
    """``data`` with every vertical position and height (``y``, ``h``, slot offsets, cut
    lines, critical-table line pitch) multiplied by ``factor``: a layout drawn for one page
    shape redistributed over a taller one. Type sizes and widths stay as they are."""
    if isinstance(data, dict):
        return {k: stretched(v, factor, k) for k, v in data.items()}
    if isinstance(data, list):
        return [stretched(v, factor, key) for v in data]
    if key in STRETCHED and isinstance(data, (int, float)) and not isinstance(data, bool):
        return round(data * factor, 2)
    return data


def _with_base(data: dict, path: Path) -> dict:
    """A layout that names a ``base`` file takes the base's blocks, stretched vertically by
    ``stretch``, and overrides its own keys (paper, page, frame, texts ...)."""
    base_name = data.pop("base", None)
    if base_name is None:
        return data
    factor = float(data.pop("stretch", 1.0))
    base = _read(path.with_name(base_name))
    base.pop("base", None)
    merged = stretched(base, factor)
    assert isinstance(merged, dict)
    merged.update(data)
    return merged


def _load(name: str, model: type[_Frozen]) -> _Frozen:
    path = template_dir() / name
    data = _with_base(_read(path), path)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise FormatError(f"{where}: {first['msg']}", source=path) from None


@lru_cache(maxsize=8)
def mech_template(paper: str = "letter") -> MechTemplate:
    """The 'Mech sheet layout for ``paper`` ("letter" or "a4").

    Raises:
        ValueError: unknown paper size.
        FormatError: the layout file is missing or malformed.
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper size {paper!r} (expected one of: {', '.join(PAPERS)})")
    return _load(f"mech-{paper}.yaml", MechTemplate)  # type: ignore[return-value]


@lru_cache(maxsize=8)
def diagrams(name: str) -> Diagrams:
    return _load(name, Diagrams)  # type: ignore[return-value]


@lru_cache(maxsize=8)
def tables(name: str) -> Tables:
    return _load(name, Tables)  # type: ignore[return-value]
