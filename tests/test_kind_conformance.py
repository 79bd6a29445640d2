"""Every registered unit kind conforms to the registry (designer/kinds.py): it provides the pieces
the program calls for every kind, each piece it names resolves to what its caller expects, and a
blank design of it goes through reading, validation, the summary, the editing facts, Battle Value,
cost and the unit index. A skeleton kind registered here (tests/toy_kind) needs no edit anywhere
else for the shared paths: a YAML file of it is read, validated, shown by `designer info` and
indexed."""

from __future__ import annotations

import dataclasses
import io

import pytest

from designer.bv import battle_value
from designer.cli import main
from designer.editing.kind_facts import KindFacts
from designer.formats.blk import parse_blk
from designer.formats.blk_writer import unit_to_blk
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.kinds import UnitKind, kind_names, register_kind, resolve, unit_kind, unregister_kind
from designer.model.common import UnitDocument
from designer.rules import validate
from designer.rules.common.cost import UnitCost
from designer.rules.cost import unit_cost
from designer.rules.summary import UnitSummary, summarize
from designer.unit_index.row import index_file
from tests.toy_kind import TOY

KINDS = kind_names()

# What the program calls for every kind it lists: reading and validation (validator, summarizer),
# File > New and its editor (blank, editor), the status line and weight breakdown (facts), printing
# (sheet), `designer info` and the browser (battle_value, cost).
REQUIRED = ("model_ref", "validator", "summarizer", "blank", "facts", "sheet", "editor", "battle_value",
            "cost")
REFS = tuple(field.name for field in dataclasses.fields(UnitKind)
             if field.name not in ("kind", "label", "file_type", "blk_unit_types", "new_text",
                                   "new_shortcut", "sheet_tables", "sheet_alone_tables"))


def test_every_kind_known_to_the_program_is_covered():
    # the 'Mech, the six Manual and later kinds and the two large craft, in the order sheets print
    assert KINDS[:9] == ("mech", "vehicle", "fighter", "building", "infantry", "battlearmor", "protomech",
                         "dropship", "small_craft")


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_provides_every_required_piece(kind):
    spec = unit_kind(kind)
    missing = [piece for piece in REQUIRED if getattr(spec, piece) is None]
    assert not missing, f"{kind} lacks {missing}"
    assert spec.label and spec.file_type in (None, "mtf", "blk")
    if spec.file_type == "blk":
        assert spec.blk_blocks is not None, f"{kind} is written as BLK with no block writer"
    if spec.blk_unit_types:
        assert spec.blk_reader is not None, f"{kind} names BLK unit types with no reader"
    # File > New: the 'Mech is the window's own first entry (a design that starts valid); every
    # other kind declares its entry, its mnemonic marked with &
    assert (spec.new_text is None) == (kind == "mech") and "&" in (spec.new_text or "&"), kind


@pytest.mark.parametrize("kind", KINDS)
def test_every_named_piece_resolves(kind):
    # an import path a rename broke fails here, not in the GUI or a print job
    spec = unit_kind(kind)
    for name in REFS:
        if getattr(spec, name) is not None:
            assert resolve(getattr(spec, name)) is not None, (kind, name)
    model = spec.model
    assert issubclass(model, UnitDocument) and model.model_fields["kind"].default == kind
    for name in ("validator", "summarizer", "blank", "battle_value", "cost", "battleforce", "blk_blocks",
                 "blk_reader", "readout_items", "item_names", "alpha_strike", "sheet", "cost_1987",
                 "sheet_job", "sheet_alone"):
        if getattr(spec, name) is not None:
            assert callable(spec.piece(name)), (kind, name)
    # the page policy: a number of units a page (or the template's slots), tables beside or after
    assert spec.units_per_page is None or spec.piece("units_per_page") >= 1, kind
    assert spec.sheet_tables in (None, "beside", "after"), kind
    assert spec.sheet_alone_tables in (None, *KINDS), kind
    # the skill table's fixed piloting: a skill (ProtoMech 5) or a function of the unit
    assert spec.bv_piloting is None or isinstance(spec.piece("bv_piloting"), int) or callable(
        spec.piece("bv_piloting")), kind
    if spec.location_order is not None:
        assert all(isinstance(location.value, str) for location in spec.piece("location_order")), kind
    assert isinstance(spec.piece("facts"), KindFacts), kind
    assert isinstance(spec.piece("editor"), type) and spec.piece("view") in (None, spec.piece("editor"))


@pytest.mark.parametrize("kind", KINDS)
def test_a_blank_design_of_every_kind_goes_through_the_shared_paths(kind):
    spec = unit_kind(kind)
    blank = spec.piece("blank")()
    assert isinstance(blank, spec.model)
    # written as YAML and read back, the design is the same
    assert parse_unit(dump_unit(blank), f"blank.{kind}.yaml") == blank
    report = validate(blank)
    assert not [f for f in report.findings if f.code.endswith("-CHECK-FAILED")], report.findings
    summary = summarize(blank)
    assert isinstance(summary, UnitSummary) and summary.kind
    facts = spec.piece("facts")
    assert isinstance(facts.movement_text(blank), str)
    battle_value(blank)   # a value or None (not rated); never a crash
    assert isinstance(unit_cost(blank), UnitCost | None)


@pytest.mark.parametrize("kind", [kind for kind in KINDS if unit_kind(kind).file_type == "blk"])
def test_a_blank_design_of_every_blk_kind_is_written_and_read_back_as_its_kind(kind):
    blank = unit_kind(kind).piece("blank")()
    result = parse_blk(unit_to_blk(blank), f"blank.{kind}.blk")
    unit = getattr(result, "unit", result)
    assert unit.kind == kind


@pytest.fixture
def toy_registered():
    register_kind(TOY)
    yield TOY
    unregister_kind("toy")


TOY_FILE = "kind: toy\nschema: 1\nchassis: Tin Soldier\nmodel: TS-1\ntonnage: 12\n"


def test_a_skeleton_kind_is_read_validated_shown_and_indexed(toy_registered, tmp_path):
    path = tmp_path / "tin-soldier.yaml"
    path.write_text(TOY_FILE, encoding="utf-8")
    out = io.StringIO()
    assert main(["validate", str(path)], out=out) == 1   # the toy's one error finding
    assert "TOY-TOO-HEAVY" in out.getvalue()
    out = io.StringIO()
    assert main(["info", str(path)], out=out) == 0
    assert "Tin Soldier TS-1" in out.getvalue() and "Mass: 12 tons" in out.getvalue()
    entry = index_file(path)
    assert entry.row is not None, entry
    assert (entry.row.name, entry.row.kind, entry.row.tonnage) == ("Tin Soldier TS-1", "toy", 12.0)
    assert (entry.row.valid, entry.row.error_codes, entry.row.errors) == (False, ("TOY-TOO-HEAVY",), 1)
    # the toy names no Battle Value or cost method: the row says so rather than failing
    assert (entry.row.battle_value, entry.row.cost) == (None, None)


def _toy_reader(blk, unit_type):
    # a skeleton kind's BLK reader: the name block and the tonnage, nothing else
    return TOY.model(chassis=blk.text("name", "?"), tonnage=int(blk.text("tonnage", "0")), model=unit_type)


def test_a_skeleton_kind_naming_its_blk_unit_types_reads_them(tmp_path):
    register_kind(dataclasses.replace(TOY, blk_unit_types=("toyunit",), blk_reader=_toy_reader))
    try:
        result = parse_blk("<UnitType>\nToyUnit\n</UnitType>\n<Name>\nTin Soldier\n</Name>\n"
                           "<tonnage>\n12\n</tonnage>\n", "toy.blk")
    finally:
        unregister_kind("toy")
    assert (result.unit.kind, result.unit.chassis, result.unit.tonnage, result.unit.model) == (
        "toy", "Tin Soldier", 12, "toyunit")


@pytest.mark.parametrize(("per_page", "tables_at", "tables", "pages"), [
    (3, None, False, [(3, False), (3, False), (1, False)]),    # seven toys three a page
    (3, "after", True, [(3, False), (3, False), (1, False), (0, True)]),   # then the tables page
    (3, "beside", False, [(3, False), (3, False), (1, True)]),   # the lone toy has its tables
    (3, "beside", True, [(1, True)] * 7),                        # every toy alone with its tables
])
def test_a_skeleton_kinds_page_policy_plans_its_pages(per_page, tables_at, tables, pages):
    from designer.sheets.job import plan_pages

    register_kind(dataclasses.replace(TOY, sheet=lambda *args: None, units_per_page=per_page,
                                      sheet_tables=tables_at))
    try:
        planned = plan_pages([TOY.model(chassis=f"Toy {n}", tonnage=1) for n in range(7)], "letter", tables)
    finally:
        unregister_kind("toy")
    assert [(len(page.units), page.tables) for page in planned] == pages


def test_a_kinds_label_names_it_wherever_it_is_listed():
    from designer.kinds import kind_label

    assert [kind_label(kind) for kind in ("battlearmor", "small_craft")] == ["Battle Armor", "Small Craft"]
    assert kind_label("jumpship") == "jumpship"   # no registration: the kind string itself


def test_each_blk_unit_type_is_read_by_one_kind():
    # BLK dispatch takes the first kind naming a file's <UnitType>: a type two kinds name would
    # read as whichever registered first
    named = [unit_type for kind in KINDS for unit_type in unit_kind(kind).blk_unit_types]
    assert len(named) == len(set(named)) and all(t == t.casefold() for t in named), named
    # every kind written as BLK reads its own files back (the round trip above relies on it)
    assert all(unit_kind(kind).blk_unit_types for kind in KINDS if unit_kind(kind).file_type == "blk")
