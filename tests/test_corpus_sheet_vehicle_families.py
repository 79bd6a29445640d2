"""The vehicle and support vehicle families of the record sheet faults a player found (a
support vehicle's fire control, troop space read as cargo), read back from the printed PDF
(tests/sheet_readback.py) on canon units of ../shared/reference/level2-blk. Expected numbers are the
files' own or MegaMek's facts, cited per test. (The fixed-wing support vehicle's aircraft page:
tests/test_corpus_support_vehicle_sheets.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.formats.blk import read_blk
from designer.vehicle.blk import TROOP_TONS
from designer.formats.errors import FormatError
from tests.sheet_readback import fast_pages, pdf, printed_lines

pytestmark = pytest.mark.corpus


@pytest.fixture(scope="module")
def folder(reference_dir: Path) -> Path:
    found = reference_dir / "level2-blk" / "vehicles"
    if not found.is_dir():
        pytest.skip("Level 2 vehicle corpus absent")
    return found


def squeezed_lines(vehicle, paper: str = "letter") -> list[str]:
    """The first page's lines without spaces (PDFium may split a squeezed word: "Su pport")."""
    return ["".join(line.split()) for line in printed_lines(fast_pages(pdf([vehicle], paper))[0])]


# A support vehicle's weapon attacks take its fire control's to-hit modifier: none +2, basic +1,
# advanced 0 (TechManual; MegaMek Compute adds +2 "support vehicle without fire control" and +1 "with
# basic fire control"; decision D-SV-6). The files: the Carter MERV mounts no fire control, the
# Sherpa Armored Truck "Basic Fire Control", the Korvin KRV-2 "Advanced Fire Control". A combat
# vehicle's fire control is built in: its sheet prints no such field (the Anhur Transport).
@pytest.mark.parametrize(("name", "printed"), [
    ("Carter MERV", "FireControl:None+2"),
    ("Sherpa Armored Truck (Standard)", "FireControl:Basic+1"),
    ("Korvin KRV-2", "FireControl:Advanced+0"),
    ("Zugvogel Omni Support Aircraft Prime", "FireControl:Advanced+0"),
])
def test_a_support_vehicle_prints_its_fire_control_modifier(folder, name, printed):
    vehicle = read_blk(folder / f"{name}.blk").unit
    assert vehicle.support is not None
    assert any(printed in line for line in squeezed_lines(vehicle)), name


def test_a_combat_vehicle_prints_no_fire_control_field(folder):
    anhur = read_blk(folder / "Anhur Transport.blk").unit
    assert anhur.support is None
    assert not any("FireControl" in line for line in squeezed_lines(anhur))


# Troop space is room for troops, not cargo (decision D-VEH-TROOPS). The Anhur Transport's file:
# "TroopSpace:7" and no cargo bay; the Badger (C) Tracked Transport B's "troopspace:5.0" (a tracked
# vehicle: its notes say it too); the Zugvogel E's "troopspace:48.0:omni"; the Donovan-Miter Magellan
# Series Four's 5 tons of troop space beside its cargo (9.98 t: its file's cargo bay and cargo items).
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_troop_space_prints_as_troop_space_not_cargo(folder, paper):
    anhur = squeezed_lines(read_blk(folder / "Anhur Transport.blk").unit, paper)
    assert any("TroopSpace:7t" in line for line in anhur)
    assert not any("Cargo" in line for line in anhur)
    badger = squeezed_lines(read_blk(folder / "Badger (C) Tracked Transport B.blk").unit, paper)
    assert any("TroopSpace:5t" in line for line in badger)
    assert any(line.startswith("Troopspace:5tons") for line in badger)   # the notes
    assert not any("Cargo" in line for line in badger)
    zugvogel = squeezed_lines(read_blk(folder / "Zugvogel Omni Support Aircraft E.blk").unit, paper)
    assert any("TroopSpace:48t" in line for line in zugvogel)
    assert not any("Cargo" in line for line in zugvogel)
    magellan = read_blk(folder / "Donovan-Miter Magellan Series Four (Standard).blk").unit
    magellan = squeezed_lines(magellan, paper)
    assert any("Cargo/Troops:9.98t/5t" in line for line in magellan)


def _troop_lines(path: Path) -> list[float]:
    """The tons of every troopspace line of the file's first <transporters> block, read by hand."""
    text = path.read_text(encoding="utf-8", errors="replace")
    start = text.lower().find("<transporters>")
    if start < 0:
        return []
    block = text[start:text.lower().find("</transporters>", start)]
    return [float(line.split(":")[1]) for line in block.splitlines()[1:]
            if line.strip().lower().startswith("troopspace:")]


def test_no_troop_space_is_read_as_cargo(folder):
    # every file: the troop space lines that carry no one 1987 platoon (3, 4 or 6 tons, seed 000 lines
    # 2360-2362) are the vehicle's troop space, to the ton (MegaMek writes ".6" for 0.6: the
    # Mao-Heng Charioteer's); measured: 37 of the corpus's vehicles
    held = 0
    for path in sorted(folder.glob("*.blk")):
        try:
            vehicle = read_blk(path).unit
        except FormatError:
            continue
        others = sum(tons for tons in _troop_lines(path) if tons not in TROOP_TONS)
        assert vehicle.troop_space_tons == pytest.approx(others), path.name
        held += bool(others)
    assert held == 37


# A support vehicle's chassis modifications printed MegaMek's internal names, spaced at their capitals
# ("IS Off Road Chassis" for ISOffRoadChassis, "Hydro Foil Chassis Mod", "SV Chassis Mod [Tractor]");
# they print the modification's name (TechManual; support_vehicles.yaml chassis_mods) + "Chassis Mod".
@pytest.mark.parametrize(("name", "printed", "raw"), [
    ("Carter MERV", "Off-Road Chassis Mod", "Off Road"),
    ("Silverback Coastal Cutter", "Hydrofoil Chassis Mod", "Hydro Foil"),
    ("Generic Expandable Services Vehicle (Kitchen)", "Tractor Chassis Mod", "SV Chassis Mod"),
])
def test_chassis_modifications_print_their_names(folder, name, printed, raw):
    lines = printed_lines(fast_pages(pdf([read_blk(folder / f"{name}.blk").unit]))[0])
    squeezed = ["".join(line.split()) for line in lines]
    assert any(line.startswith("1" + "".join(printed.split())) for line in squeezed), name
    assert not any(raw in line for line in lines), name
