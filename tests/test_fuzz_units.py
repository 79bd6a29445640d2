"""Property tests for every non-'Mech kind (the 'Mech ones are in test_validation.py and
test_yaml_io.py): validation and summaries never raise, and YAML load/save round-trips."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from designer.formats import dump_unit, parse_unit
from designer.model.units import (
    AmmoLot,
    Building,
    BuildingArc,
    BuildingMount,
    Fighter,
    FighterAmmo,
    FighterArmorLocation,
    FighterLocation,
    FighterMount,
    Infantry,
    PowerPlant,
    Vehicle,
    VehicleLocation,
    VehicleMotive,
    WeaponMount,
)
from designer.fighter.model import FighterEngine, FighterType
from designer.vehicle.model import SIDE_OWNERS
from designer.rules import validate
from designer.rules.summary import summarize

# catalog names (a file keeps them as written) and one no catalog has; a player's name without its
# tech base ("Gauss Rifle") is read as the catalog's name (D-NAMES-1): its round trip is in
# tests/test_player_names.py
ITEMS = st.sampled_from(["Medium Laser", "PPC", "AC/20", "LRM-10", "Machine Gun", "SRM-6", "Long Tom",
                         "Flamer", "IS Gauss Rifle", "Gauss Cannon"])
TONS = st.sampled_from([0.0, 0.5, 1.0, 1.5, 2.0, 3.25])
names = st.text(max_size=20)

# a combat vehicle's locations: a support vehicle's own sides are refused on it (decision D-SV-1)
COMBAT_LOCATIONS = [location for location in VehicleLocation if location not in SIDE_OWNERS]
vehicles = st.builds(
    Vehicle, chassis=names, motive=st.sampled_from(list(VehicleMotive)), tonnage=st.integers(1, 400),
    cruise_mp=st.integers(0, 30), engine=st.sampled_from(list(PowerPlant)), armor_tons=TONS,
    armor=st.dictionaries(st.sampled_from(COMBAT_LOCATIONS), st.integers(0, 200)),
    weapons=st.lists(st.builds(WeaponMount, item=ITEMS, location=st.sampled_from(COMBAT_LOCATIONS)),
                     max_size=8).map(tuple),
    ammo=st.lists(st.builds(AmmoLot, weapon=ITEMS, tons=TONS), max_size=4).map(tuple),
    cargo_tons=TONS, infantry=st.lists(st.sampled_from(["foot", "jump", "motorized"]), max_size=3).map(tuple))
infantry = st.builds(
    Infantry, chassis=names, motive=st.sampled_from(["foot", "jump", "motorized", "hover", ""]),
    weapon=st.sampled_from(["rifle", "machine gun", "flamer", "laser", "srm", "sword"]),
    men=st.none() | st.integers(-5, 60), anti_mech=st.booleans())
buildings = st.builds(
    Building, chassis=names, emplacement=st.booleans(), cf=st.integers(-10, 400), levels=st.integers(-1, 8),
    basement=st.booleans(), hexes=st.integers(-1, 5), power_plant=st.sampled_from(list(PowerPlant)),
    turret_armor_tons=TONS,
    weapons=st.lists(st.builds(BuildingMount, item=ITEMS, arc=st.sampled_from(list(BuildingArc))),
                     max_size=8).map(tuple),
    ammo=st.lists(st.builds(AmmoLot, weapon=ITEMS, tons=TONS), max_size=4).map(tuple))
fighters = st.builds(
    Fighter, chassis=names, type=st.sampled_from(list(FighterType)), tonnage=st.integers(1, 300),
    thrust=st.integers(0, 20), engine=st.sampled_from(list(FighterEngine)), fuel_tons=TONS,
    heat_sinks=st.integers(0, 40), armor_tons=TONS,
    armor=st.dictionaries(st.sampled_from(list(FighterArmorLocation)), st.integers(0, 200)),
    weapons=st.lists(st.builds(FighterMount, item=ITEMS, location=st.sampled_from(list(FighterLocation))),
                     max_size=10).map(tuple),
    ammo=st.lists(st.builds(FighterAmmo, weapon=ITEMS, location=st.sampled_from(list(FighterLocation)),
                            tons=TONS), max_size=4).map(tuple))

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check(unit) -> None:
    report = validate(unit)
    assert not any(code.endswith("CHECK-FAILED") for code in report.codes())
    for finding in report.findings:
        assert finding.message and finding.rule
    summary = summarize(unit)
    assert summary.kind == unit.kind and summary.text
    assert parse_unit(dump_unit(unit), "generated.yaml") == unit


@SETTINGS
@given(vehicles)
def test_any_vehicle(unit):
    _check(unit)


@SETTINGS
@given(infantry)
def test_any_infantry_platoon(unit):
    _check(unit)


@SETTINGS
@given(buildings)
def test_any_building(unit):
    _check(unit)


@SETTINGS
@given(fighters)
def test_any_fighter(unit):
    _check(unit)
