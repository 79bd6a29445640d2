"""'Mech checks on what a MegaMek file says that the 1987 model cannot hold but the design's
legality depends on (kept in ``Mech.meta`` by the MTF reader): the cockpit type and the
LAM type. Technology the model reads as standard (engines, structure, armor, heat sinks) is the
Level 2 work's; these two have no field of their own and would otherwise pass silently."""

from __future__ import annotations

from collections.abc import Iterator

from designer.catalog import catalog
from designer.catalog.beyond_level2 import type_note
from designer.mech.model import Mech
from designer.rules.findings import Finding, Severity, register
from designer.mech.figures import MechFigures

COCKPIT_TYPE = register(
    "MECH-COCKPIT-TYPE",
    Severity.ERROR,
    "A cockpit other than the standard one (imported design)",
    "seed 000 line 4267: \"All 'Mech cockpits weigh 3 tons\" (regardless of the 'Mech's tonnage)",
    "An MTF file with 'cockpit:Command Console' (a second cockpit) or 'cockpit:Primitive Cockpit'.",
)
TYPE_UNREAD = register(
    "MECH-TYPE-UNREAD",
    Severity.ERROR,
    "A construction type the catalog does not hold (imported design)",
    "seed 002 line 207: \"los reactores XL ocupan líneas de crítico adicionales\" (a construction type "
    "sets weights and slots; one the catalog lacks was read as the standard type, so the design "
    "checked is not the file's: decision D-TRUST-9)",
    "An MTF file with 'Engine:300 XXL Engine' or 'Structure:Composite'.",
)
# Kept by the MTF reader (mech/mtf_meta.UNREAD_TYPES_KEY); the cockpit is MECH-COCKPIT-TYPE's.
UNREAD_TYPES_KEY = "mtf unread types"
LAM_TYPE = register(
    "MECH-LAM-TYPE",
    Severity.ERROR,
    "A LAM that is not the three-mode 1987 LAM (imported design)",
    "seed 000 line 4076: \"a 'Mech, a Fighter, or a hybrid mode\" (the 1987 LAM's three modes)",
    "An MTF file with 'lam:Bimodal' (no AirMech mode).",
)


def _kept(mech: Mech, key: str) -> str:
    value = mech.meta.get(key, "")
    return " ".join(str(value[0] if isinstance(value, list) and value else value).split())


def check_cockpit(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # Every 1987 'Mech has one standard 3-ton cockpit; a command console or primitive cockpit
    # weighs and takes slots otherwise, so the 1987 weight breakdown does not hold for it. A
    # cockpit type the catalog holds (the small cockpit, decision D-LATER-TYPE-3) is the design's
    # own cockpit_type and is weighed and laid out as such.
    cockpit = _kept(mech, "cockpit")
    if cockpit and cockpit.casefold() not in ("standard", *_names_of(mech.cockpit_type)):
        yield COCKPIT_TYPE.finding(
            f"The file gives the cockpit as {cockpit[:40]!r}; the 1987 rules know only the "
            "standard 3-ton cockpit, so this design is not built under them.",
            "HD",
        )


def check_unread_types(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # A header type no catalog row names was read as the standard type: the weights and slots
    # checked are then not those of the file's design.
    unread = mech.meta.get(UNREAD_TYPES_KEY)
    for key, value in (unread.items() if isinstance(unread, dict) else ()):
        if key != "cockpit":
            yield TYPE_UNREAD.finding(
                f"The file gives the {key} as {str(value)[:40]!r}, a type the catalog does not hold; "
                "it was read as the standard type, so this is not the file's design."
                + type_note(key, str(value)))


def _names_of(cockpit_type: str) -> tuple[str, ...]:
    row = catalog().construction.cockpit(cockpit_type)
    return tuple(name.casefold() for name in row.mtf_names) if row is not None else ()


def check_lam_type(mech: Mech, fig: MechFigures) -> Iterator[Finding]:
    # The 1987 LAM converts between 'Mech, fighter and a hybrid (AirMech) mode; a bimodal LAM
    # lacks the hybrid mode and is built under later rules.
    lam = _kept(mech, "lam")
    if lam and lam.casefold() != "standard":
        yield LAM_TYPE.finding(
            f"The file gives the LAM type as {lam[:40]!r}; the 1987 LAM converts between "
            "'Mech, fighter and AirMech modes."
        )


CHECKS = (check_cockpit, check_unread_types, check_lam_type)
