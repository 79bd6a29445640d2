"""The fighter's record sheet (AeroSpace and conventional) on the aircraft page of
``designer.sheets.aircraft_sheet``: fighter data with a heat sink check-off, the armor diagram
with the AeroSpace cockpit's free armor, structural integrity, equipment per location (seed 000
lines 2741-2755, 3925-3958, 4491-4563). Numbers come from ``designer.fighter``; this module only
gathers them. A page without fighters of its own is the AeroTech tables page of a run."""

from __future__ import annotations

from designer.fighter import sheet_figures as sf
from designer.fighter import weights as w
from designer.fighter.model import Fighter, FighterHeatSinkType, FighterLocation
from designer.fighter.sheet_figures import heat_sink_text
from designer.model.common import Pilot
from designer.sheets.aircraft_sheet import Aircraft, draw_aircraft, draw_fighter_tables
from designer.sheets.draw import Painter
from designer.sheets.job import PagePlan, single_unit, template_page
from designer.sheets.options import SheetOptions
from designer.sheets.sheet_data import DASH, AmmoTally, InventoryRow
from designer.sheets.unit_blocks import ammo_lot
from designer.sheets.unit_template import UnitTemplate, kind_tables, plan_views
from designer.sheets.weapon_lines import merged_lines

LABELS = {"nose": "NOSE", "left_wing": "L. WING", "right_wing": "R. WING", "fuselage": "FUSELAGE",
          "engine": "ENGINE", "cockpit": "COCKPIT"}
SHORT_LABELS = {"left_wing": "LW", "right_wing": "RW"}   # a wing too narrow for "L. WING (106)"
SECTIONS = {FighterLocation.NOSE: "NOSE", FighterLocation.LEFT_WING: "LEFT WING",
            FighterLocation.RIGHT_WING: "RIGHT WING", FighterLocation.AFT: "AFT"}


def section_rows(fighter: Fighter, location: FighterLocation) -> tuple[InventoryRow, ...]:
    """The weapons of one location merged by type, each with its modes, to-hit modifier and notes
    as on the 'Mech sheet (:func:`merged_lines`)."""
    return merged_lines((mount.item, "") for mount in fighter.weapons if mount.location is location)


def section_ammo(fighter: Fighter, location: FighterLocation) -> tuple[AmmoTally, ...]:
    """The ammunition bins of one location as tally lines."""
    return tuple(ammo_lot(ammo.weapon, ammo.kind, ammo.tons)
                 for ammo in fighter.ammo if ammo.location is location)


def fighter_aircraft(template: UnitTemplate, fighter: Fighter) -> Aircraft:
    """A fighter's sheet: the figures of ``designer.fighter``."""
    table = kind_tables(template.tables)
    rating = w.engine_rating(fighter)
    rows = (
        (("Class", "AeroSpace" if fighter.is_aerospace else "Conventional"),
         ("Tonnage", str(fighter.tonnage))),
        (("Safe Thrust", str(fighter.thrust)), ("Max Thrust", str(w.max_thrust(fighter)))),
        (("Engine", f"{fighter.engine.value.upper()} {rating if rating is not None else DASH}"),
         ("Struct. Integrity", str(w.structural_integrity(fighter)))),
        (("Fuel", f"{fighter.fuel_tons:g} t ({w.fuel_points(fighter):g} pts)"), ("", "")),
    )
    double = fighter.heat_sink_type is FighterHeatSinkType.DOUBLE   # "HEAT SINKS: 10 Double (20)" (D-FTR2-3)
    return Aircraft(
        unit=fighter, title=table.titles["aerospace" if fighter.is_aerospace else "conventional"],
        noun="AeroTech fighters", rows=rows, sinks=w.heat_sinks(fighter)[0],
        sinks_label="HEAT SINKS" if fighter.is_aerospace else "HEAT SINKS (ENERGY WEAPONS)",
        sinks_text=heat_sink_text(fighter) if double else None,
        structural_integrity=w.structural_integrity(fighter),
        view=plan_views(template.diagrams).views["fighter"],
        armor=sf.armor_by_location(fighter), labels=LABELS, short_labels=SHORT_LABELS,
        pip_limit=sf.pip_limit(fighter),
        sections=tuple((title, section_rows(fighter, location), section_ammo(fighter, location))
                       for location, title in SECTIONS.items()),
        aerospace=fighter.is_aerospace, notes=table.notes.get("conventional", ()))


def draw_fighter(painter: Painter, template: UnitTemplate, fighter: Fighter, pilot: Pilot | None) -> None:
    draw_aircraft(painter, template, fighter_aircraft(template, fighter), pilot)


def _fighters(painter: Painter, template: UnitTemplate, page: PagePlan, options: SheetOptions) -> None:
    if page.units:
        single_unit(draw_fighter)(painter, template, page, options)
    else:
        draw_fighter_tables(painter, template, page.run)


fighter_page = template_page(_fighters)   # the page drawer the fighter's registration names
