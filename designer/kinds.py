"""The one registry of unit kinds: every dispatch on a unit's kind goes through it.

For each kind (``mech``, ``vehicle``, ...) one :class:`UnitKind` names its document class, its
YAML ``kind:`` string, and where its validator, summariser, BattleForce converter, editing facts,
record-sheet page drawer, GUI editor and MegaMek writer live. Every piece is either a callable or
an import path ``"package.module:attribute"`` resolved on first use, so this core module never
imports Qt or reportlab (the sheet drawer and the GUI editor are only ever named here).

Adding a kind is one package (model, rules) plus one :func:`register_kind` call.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from designer.model.common import UnitDocument

# A piece of a unit kind: the object itself, or "package.module:attribute" imported on first use.
Ref = str | Callable[..., Any]


class UnknownKindError(KeyError):
    """A unit kind string no registration names."""


@dataclass(frozen=True)
class UnitKind:
    """Everything the program needs to know to handle one kind of unit.

    ``validator(unit) -> Iterable[Finding]`` and ``summarizer(unit) -> UnitSummary`` are required;
    the other pieces are None where the kind lacks them (no BattleForce conversion, no sheet...).
    ``facts`` is an object with the editing facts of the kind (``designer.editing.facts``);
    ``sheet`` a page drawer of ``designer.sheets.job``; ``editor`` a GUI editor class and ``view``
    the GUI tab class of a kind that has its own (else ``UnitView`` hosts its editor); ``file_type``
    the MegaMek file a unit of this kind is written as (``"mtf"``, ``"blk"``) and ``blk_blocks`` the
    function that gives its BLK blocks. ``check_failed_code`` is the code a crashing check becomes.
    """

    kind: str
    label: str
    model_ref: Ref   # the document class, or its import path: imported when the kind is first used
    validator: Ref
    summarizer: Ref
    blank: Ref | None = None
    battleforce: Ref | None = None
    facts: Ref | None = None
    sheet: Ref | None = None
    editor: Ref | None = None
    file_type: str | None = None
    blk_blocks: Ref | None = None
    battle_value: Ref | None = None   # (unit, Working) -> unrounded base BV, None: unit not rated
    # The skill table's piloting column where the kind's method fixes it: a number, or unit -> number
    # or None (None: the pilot's own piloting skill)
    bv_piloting: Ref | int | None = None
    cost: Ref | None = None           # unit -> rules.common.cost.UnitCost (every line of the cost)
    cost_1987: Ref | None = None      # unit -> UnitCost by the 1987 chart, where the kind has one
    view: Ref | None = None           # GUI tab of its own; None: gui.unit_view.UnitView hosts `editor`
    # unit -> [(item, location, critical slots, tons)] for the Technical Readout's weapons table;
    # None: the items of the kind's weight breakdown, without critical slots (designer.readout)
    readout_items: Ref | None = None
    # BLK ``<UnitType>`` values (casefolded) this kind reads, and its reader (BlkFile, unit type) -> unit
    blk_unit_types: tuple[str, ...] = ()
    blk_reader: Ref | None = None
    # () -> catalog.names.ItemNames: the item names a unit file of the kind may use (the resolver of
    # player names, decision D-NAMES-1); None: the shared catalog's ('Mechs, vehicles, fighters...)
    item_names: Ref | None = None
    alpha_strike: Ref | None = None   # (unit, Working) -> alphastrike.AlphaStrikeCard (PV not yet set)
    # The kind's File > New entry: its text with the & of its mnemonic, and its key sequence
    # ("Ctrl+Shift+V"; None: no key). None: no entry of its own (the 'Mech is the window's File > New).
    new_text: str | None = None
    new_shortcut: str | None = None
    # The printed page (designer.sheets.job): the units one page holds, a number or the import path
    # of one (None: the slots of the kind's unit template); where the kind's tables print: "beside"
    # a unit alone on its page (with the tables option, every unit is alone), or on a page "after"
    # each run of the kind with the tables option (None: no tables page)
    units_per_page: int | str | None = None
    sheet_tables: Literal["beside", "after"] | None = None
    # unit -> bool: a unit of the kind printed on a page of its own (a fixed-wing support vehicle flies,
    # on the aircraft page, decision D-SV-2), and the kind whose tables page follows it with --tables
    sheet_alone: Ref | None = None
    sheet_alone_tables: str | None = None
    # (units, out, *, paper, options, progress) -> pages: the kind's own print job, drawing each unit
    # as it is read, for a job of this kind alone; None: the mixed job (sheets.job.render_sheets)
    sheet_job: Ref | None = None
    # The enum of the kind's weapon locations, in the order a round trip compares its weapon and
    # ammunition lists in (designer.formats.convert); None: the lists are compared as written
    location_order: Ref | None = None

    def names(self) -> Any:
        """The kind's item vocabulary (``designer.catalog.names.ItemNames``)."""
        return resolve(self.item_names or "designer.catalog.names:shared_names")()

    @property
    def model(self) -> type[UnitDocument]:
        """The kind's document class (its module is imported on first use, so a command that reads
        a 'Mech never imports the other kinds' models, decision D-SCALE3-5)."""
        model: type[UnitDocument] = resolve(self.model_ref)
        return model

    def piece(self, name: str) -> Any:
        """The named piece, imported if it was given as a path; None when the kind lacks it."""
        return resolve(getattr(self, name))


_KINDS: dict[str, UnitKind] = {}


def resolve(ref: Ref | None) -> Any:
    """The object an import path names (``"pkg.module:attr"``); callables pass through."""
    if ref is None or not isinstance(ref, str):
        return ref
    module, _, attribute = ref.partition(":")
    # a module already imported is taken as is (import_module's lock and checks cost more than the
    # lookup itself on the hot paths that resolve a kind's pieces for every file)
    value: Any = sys.modules.get(module) or importlib.import_module(module)
    for part in attribute.split("."):
        value = getattr(value, part)
    return value


def register_kind(spec: UnitKind) -> UnitKind:
    """Adds a unit kind. Raises ValueError when the kind string is taken by another registration."""
    existing = _KINDS.get(spec.kind)
    if existing is not None and existing != spec:
        raise ValueError(f"unit kind {spec.kind!r} is registered twice")
    _KINDS[spec.kind] = spec
    return spec


def unregister_kind(kind: str) -> None:
    """Removes a registration (for tests that add a toy kind)."""
    _KINDS.pop(kind, None)


def unit_kinds() -> tuple[UnitKind, ...]:
    """Every registered kind, in registration order."""
    return tuple(_KINDS.values())


def kind_names() -> tuple[str, ...]:
    return tuple(_KINDS)


def unit_kind(kind: str | Any) -> UnitKind:
    """The registration of a kind string, or of the kind of a unit document.

    Raises:
        UnknownKindError: nothing is registered under that kind.
    """
    name = kind if isinstance(kind, str) else getattr(kind, "kind", None)
    spec = _KINDS.get(name) if isinstance(name, str) else None
    if spec is None:
        raise UnknownKindError(f"unknown unit kind {name!r} (expected one of: {', '.join(_KINDS)})")
    return spec


def kind_label(kind: str) -> str:
    """A kind's label ("Battle Armor"), or the kind string itself when no registration names it."""
    spec = _KINDS.get(kind)
    return spec.label if spec is not None else kind


register_kind(
    UnitKind(
        "mech",
        "'Mech",
        "designer.mech.model:Mech",
        validator="designer.mech.validation:validate_mech",
        summarizer="designer.mech.summary:summarize_mech",
        blank="designer.mech.edits:blank_mech",
        battleforce="designer.mech.battleforce:mech_values",
        facts="designer.mech.facts:MECH_FACTS",
        sheet="designer.mech.sheet:mech_page",
        editor="designer.mech.editor:DesignView",
        view="designer.mech.editor:DesignView",
        file_type="mtf",
        battle_value="designer.mech.bv:mech_base_value",
        cost="designer.mech.cost_level2:mech_unit_cost",
        readout_items="designer.mech.readout:readout_items",
        cost_1987="designer.mech.cost_level2:mech_unit_cost_1987",
        alpha_strike="designer.mech.alphastrike:mech_card",
        units_per_page=1,
        sheet_job="designer.mech.sheet.job:render_mech_sheets",
    )
)
register_kind(
    UnitKind(
        "vehicle",
        "Vehicle",
        "designer.vehicle.model:Vehicle",
        validator="designer.vehicle.validation:check_vehicle",
        summarizer="designer.vehicle.summary:summarize_vehicle",
        blank="designer.vehicle.facts:blank_vehicle",
        battleforce="designer.vehicle.battleforce:vehicle_values",
        facts="designer.vehicle.facts:VEHICLE_FACTS",
        sheet="designer.vehicle.sheet:vehicle_page",
        editor="designer.vehicle.editor:VehicleEditor",
        file_type="blk",
        blk_blocks="designer.vehicle.blk_writer:vehicle_blocks",
        cost="designer.vehicle.cost:vehicle_cost",
        cost_1987="designer.vehicle.cost:vehicle_cost_1987",
        battle_value="designer.vehicle.bv:vehicle_base_value",
        alpha_strike="designer.vehicle.alphastrike:vehicle_card",
        new_text="New &Vehicle",
        new_shortcut="Ctrl+Shift+V",
        # combat vehicles, then the support vehicles of designer.vehicle.blk_support.SUPPORT_KINDS
        blk_unit_types=("tank", "naval", "surface", "hydrofoil", "vtol",
                        "supporttank", "largesupporttank", "supportvtol", "fixedwingsupport"),
        blk_reader="designer.vehicle.blk_support:read_any_vehicle",
        sheet_tables="beside",
        sheet_alone="designer.vehicle.sheet_figures:is_fixed_wing",
        sheet_alone_tables="fighter",   # AeroTech's tables page after an aircraft
        location_order="designer.vehicle.model:VehicleLocation",
    )
)
register_kind(
    UnitKind(
        "fighter",
        "Fighter",
        "designer.fighter.model:Fighter",
        validator="designer.fighter.validation:check_fighter",
        summarizer="designer.fighter.summary:summarize_fighter",
        blank="designer.fighter.facts:blank_fighter",
        battleforce="designer.fighter.battleforce:fighter_values",
        facts="designer.fighter.facts:FIGHTER_FACTS",
        sheet="designer.fighter.sheet:fighter_page",
        editor="designer.fighter.editor:FighterEditor",
        file_type="blk",
        blk_blocks="designer.fighter.blk_writer:fighter_blocks",
        cost="designer.fighter.cost:fighter_cost",
        cost_1987="designer.fighter.cost:fighter_cost_1987",
        battle_value="designer.fighter.bv:fighter_base_value",
        alpha_strike="designer.fighter.alphastrike:fighter_card",
        new_text="New &Fighter",
        new_shortcut="Ctrl+Shift+F",
        blk_unit_types=("aero", "aerospacefighter", "convfighter"),   # designer.fighter.blk.FIGHTER_TYPES
        blk_reader="designer.fighter.blk:read_fighter",
        sheet_tables="after",
        location_order="designer.fighter.model:FighterLocation",
    )
)
register_kind(
    UnitKind(
        "building",
        "Building / Gun Emplacement",
        "designer.building.model:Building",
        validator="designer.building.validation:check_building",
        summarizer="designer.building.summary:summarize_building",
        blank="designer.building.facts:blank_building",
        facts="designer.building.facts:BUILDING_FACTS",
        sheet="designer.building.sheet:building_page",
        editor="designer.building.editor:BuildingEditor",
        cost="designer.building.cost:building_cost",
        battle_value="designer.building.bv:building_base_value",
        new_text="New &Building / Gun Emplacement",
        new_shortcut="Ctrl+Shift+B",
    )
)
register_kind(
    UnitKind(
        "infantry",
        "Infantry Platoon",
        "designer.infantry.model:Infantry",
        validator="designer.infantry.validation:check_infantry",
        summarizer="designer.infantry.summary:summarize_infantry",
        blank="designer.infantry.facts:blank_infantry",
        battleforce="designer.infantry.battleforce:infantry_values",
        facts="designer.infantry.facts:INFANTRY_FACTS",
        sheet="designer.infantry.sheet:infantry_page",
        editor="designer.infantry.editor:InfantryEditor",
        file_type="blk",
        blk_blocks="designer.infantry.blk:infantry_blocks",
        cost="designer.infantry.cost:infantry_cost",
        battle_value="designer.infantry.bv:infantry_base_value",
        bv_piloting="designer.infantry.bv:skill_table_piloting",
        alpha_strike="designer.infantry.alphastrike:infantry_card",
        new_text="New &Infantry Platoon",
        new_shortcut="Ctrl+Shift+I",
        blk_unit_types=("infantry",),
        blk_reader="designer.infantry.blk:read_infantry",
    )
)
register_kind(
    UnitKind(
        "battlearmor",
        "Battle Armor",
        "designer.battlearmor.model:BattleArmor",
        validator="designer.battlearmor.validation:check_battle_armor",
        summarizer="designer.battlearmor.summary:summarize_battle_armor",
        blank="designer.battlearmor.blank:blank_battle_armor",
        battleforce="designer.battlearmor.battleforce:not_rated",
        facts="designer.battlearmor.facts:BATTLE_ARMOR_FACTS",
        sheet="designer.battlearmor.sheet:battle_armor_page",
        sheet_tables="after",   # the squads' Cluster Hits table after each run (D-SHEET4-TB1)
        editor="designer.battlearmor.editor:BattleArmorEditor",
        file_type="blk",
        blk_blocks="designer.battlearmor.blk:battle_armor_blocks",
        battle_value="designer.battlearmor.bv:battle_armor_base_value",
        cost="designer.battlearmor.cost:battle_armor_cost",
        item_names="designer.catalog.battlearmor:ba_item_names",
        alpha_strike="designer.battlearmor.alphastrike:ba_card",
        new_text="New B&attle Armor",
        new_shortcut="Ctrl+Shift+T",
        blk_unit_types=("battlearmor",),
        blk_reader="designer.battlearmor.blk:read_battle_armor",
    )
)
register_kind(
    UnitKind(
        "protomech",
        "ProtoMech",
        "designer.protomech.model:ProtoMech",
        validator="designer.protomech.validation:check_protomech",
        summarizer="designer.protomech.summary:summarize_protomech",
        blank="designer.protomech.model:blank_protomech",
        battleforce="designer.protomech.battleforce:protomech_values",
        facts="designer.protomech.facts:PROTOMECH_FACTS",
        sheet="designer.protomech.sheet:protomech_page",
        editor="designer.protomech.editor:ProtoMechEditor",
        file_type="blk",
        blk_blocks="designer.protomech.blk:protomech_blocks",
        battle_value="designer.protomech.bv:protomech_base_value",
        bv_piloting="designer.protomech.bv:PROTOMECH_PILOTING",
        cost="designer.protomech.cost:protomech_cost",
        item_names="designer.catalog.protomech_tables:protomech_item_names",
        alpha_strike="designer.protomech.alphastrike:protomech_card",
        new_text="New P&rotoMech",
        new_shortcut="Ctrl+Shift+M",
        blk_unit_types=("protomech", "protomek"),
        blk_reader="designer.protomech.blk:read_protomech",
        units_per_page="designer.protomech.sheet:protomech_page.units_per_page",   # a Point a page
        sheet_tables="after",   # the Point's Cluster Hits table after each run (D-SHEET4-TB1)
    )
)

_CRAFT = "designer.dropship"
for _kind, _label, _model, _blank, _blk_type, _new_text in (
    ("dropship", "DropShip", "DropShip", "blank_dropship", "dropship", "New &DropShip"),
    ("small_craft", "Small Craft", "SmallCraft", "blank_small_craft", "smallcraft", "New S&mall Craft"),
):
    register_kind(
        UnitKind(
            _kind,
            _label,
            f"{_CRAFT}.model:{_model}",
            validator=f"{_CRAFT}.validation:check_large_craft",
            summarizer=f"{_CRAFT}.summary:summarize_large_craft",
            blank=f"{_CRAFT}.model:{_blank}",
            battleforce=f"{_CRAFT}.battleforce:dropship_values",
            sheet=f"{_CRAFT}.sheet:dropship_page",   # the kind's one reportlab module, named only
            facts=f"{_CRAFT}.facts:LARGE_CRAFT_FACTS",
            editor="designer.dropship.editor:DropShipEditor",
            file_type="blk",
            blk_blocks=f"{_CRAFT}.blk:large_craft_blocks",
            blk_unit_types=(_blk_type,),
            blk_reader=f"{_CRAFT}.blk:read_large_craft",
            battle_value=f"{_CRAFT}.bv:large_craft_base_value",
            cost=f"{_CRAFT}.cost:large_craft_cost",
            readout_items=f"{_CRAFT}.readout:readout_items",
            new_text=_new_text,
            units_per_page=1,   # one craft a sheet
        )
    )
