"""Layouts of the vehicle, infantry, installation and fighter sheets: YAML files in
``templates/`` loaded into frozen pydantic models (the same loader and building blocks as the
'Mech template). A page holds one or more unit *slots*; every block of a slot is placed in
design-frame points relative to the slot's top (``slots`` gives each slot's y offset)."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from designer.formats.errors import FormatError
from designer.sheets.template import (
    PAPERS,
    Box,
    CoreHit,
    DiagramBox,
    Fonts,
    Frame,
    HeatEffect,
    Page,
    Panel,
    RefTable,
    StaticText,
    TablePlace,
    TextBox,
    View,
    _Frozen,
    _load,
    template_dir,
)

KINDS = ("vehicle", "infantry", "building", "fighter", "installation", "battlearmor")


class UnitTemplate(_Frozen):
    """The layout of one kind of sheet for one paper size. ``boxes`` and ``pips`` name the
    blocks the renderer fills (checked when loaded); ``reference`` places tables by group
    (e.g. vehicle "ground"/"vtol"/"naval"), in page coordinates of the design frame."""

    kind: Literal["vehicle", "infantry", "building", "fighter", "installation", "battlearmor"]
    paper: Literal["letter", "a4"]
    page: Page
    frame: Frame
    fonts: Fonts
    diagrams: str = ""
    tables: str
    slots: tuple[float, ...]
    texts: tuple[StaticText, ...] = ()
    slot_texts: tuple[StaticText, ...] = ()
    panels: tuple[Panel, ...] = ()
    page_panels: tuple[Panel, ...] = ()
    boxes: dict[str, TextBox] = {}
    pips: dict[str, DiagramBox] = {}
    reference: dict[str, tuple[TablePlace, ...]] = {}
    cut_lines: tuple[float, ...] = ()


class KindTables(_Frozen):
    """Static game tables and labels a kind of sheet prints (cited in the YAML)."""

    titles: dict[str, str] = {}
    reference: dict[str, RefTable] = {}
    check_boxes: dict[str, tuple[CoreHit, ...]] = {}
    motive_parts: dict[str, str] = {}
    heat_effects: tuple[HeatEffect, ...] = ()
    heat_max: int = 30
    consciousness: tuple[str, ...] = ()
    firing: dict[str, tuple[str, ...]] = {}
    notes: dict[str, tuple[str, ...]] = {}


class PlanViews(_Frozen):
    """Plan-view silhouettes by name (e.g. "ground", "vtol", "aerospace")."""

    views: dict[str, View]


REQUIRED: dict[str, tuple[str, ...]] = {
    "vehicle": ("data", "inventory", "crew", "damage", "record"),
    "infantry": ("info", "track", "firing"),
    "building": ("data", "inventory", "crew", "status"),
    "fighter": ("data", "sinks", "pilot", "equipment", "velocity", "heat", "si"),
    "installation": ("data", "status", "notes"),
    "battlearmor": ("info", "troopers", "weapons"),
}
REQUIRED_PIPS: dict[str, tuple[str, ...]] = {
    "vehicle": ("armor", "structure"),
    "infantry": (),
    "building": ("cf", "turret"),
    "fighter": ("armor",),
    "installation": ("cf",),
    "battlearmor": (),
}


@lru_cache(maxsize=16)
def unit_template(kind: str, paper: str = "letter") -> UnitTemplate:
    """The layout of ``kind`` ("vehicle", "infantry", "building", "fighter") on ``paper``.

    Raises:
        ValueError: unknown kind or paper size.
        FormatError: the layout file is missing, malformed or lacks a block the renderer needs.
    """
    if paper not in PAPERS:
        raise ValueError(f"unknown paper size {paper!r} (expected one of: {', '.join(PAPERS)})")
    if kind not in KINDS:
        raise ValueError(f"no record sheet for unit kind {kind!r}")
    name = f"{kind}-{paper}.yaml"
    template: UnitTemplate = _load(name, UnitTemplate)  # type: ignore[assignment]
    missing = [b for b in REQUIRED[kind] if b not in template.boxes]
    missing += [b for b in REQUIRED_PIPS[kind] if b not in template.pips]
    if missing:
        raise FormatError(f"missing blocks: {', '.join(missing)}", source=template_dir() / name)
    return template


@lru_cache(maxsize=8)
def kind_tables(name: str) -> KindTables:
    return _load(name, KindTables)  # type: ignore[return-value]


@lru_cache(maxsize=8)
def plan_views(name: str) -> PlanViews:
    return _load(name, PlanViews)  # type: ignore[return-value]


__all__ = ["Box", "KINDS", "KindTables", "PlanViews", "UnitTemplate", "kind_tables", "plan_views",
           "unit_template"]
