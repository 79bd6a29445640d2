"""Rules gaps once open: fighter ammunition storage, the SRM-2 (Infernos), infantry type
messages, and summaries that never print impossible values for invalid units."""

from __future__ import annotations

from designer.catalog import catalog
from designer.model.units import (
    AmmoLot,
    Fighter,
    FighterAmmo,
    FighterLocation,
    FighterMount,
    Infantry,
    Vehicle,
    VehicleMotive,
    WeaponMount,
)
from designer.rules import validate
from designer.fighter.weights import items_at
from designer.rules.summary import summarize

NOSE = FighterLocation.NOSE


def _fighter(ammo_tons: float) -> Fighter:
    weapons = [FighterMount(item="SRM-4", location=NOSE)] + [
        FighterMount(item="Small Laser", location=NOSE)
    ] * 4
    return Fighter(
        chassis="Test",
        tonnage=50,
        thrust=6,
        fuel_tons=5,
        weapons=tuple(weapons),
        ammo=(FighterAmmo(weapon="SRM-4", location=NOSE, tons=ammo_tons),),
    )


def test_each_ton_of_fighter_ammunition_is_one_of_the_six_storage_locations():
    # seed 000 line 4558: "Each area can mount up to six weapons and/or ammunition storage locations"
    assert items_at(_fighter(1.0), NOSE) == 6  # 5 weapons + 1 ton
    assert "FIGHTER-LOCATION-FULL" not in validate(_fighter(1.0)).codes()
    assert items_at(_fighter(10.0), NOSE) == 15  # a 10-ton bin is 10 storage locations
    assert "FIGHTER-LOCATION-FULL" in validate(_fighter(10.0)).codes()
    half_mg = Fighter(
        chassis="T",
        tonnage=20,
        thrust=6,
        weapons=(FighterMount(item="Machine Gun"),),
        ammo=(FighterAmmo(weapon="Machine Gun", tons=0.5),),
    )
    assert items_at(half_mg, NOSE) == 2  # half a ton of MG ammunition is one location


def test_srm_2_infernos_row_from_the_price_list():
    # seed 000 line 4788: "SRM-2(w/Infernos) 13,500 13,500/ton"; line 2566: fired like the SRM 2
    infernos, srm2 = catalog().weapon("SRM-2(w/Infernos)"), catalog().weapon("SRM-2")
    assert (infernos.cost, infernos.reload_cost) == (13_500, 13_500)
    assert (infernos.tons, infernos.slots, infernos.heat, infernos.shots_per_ton) == (1, 1, 2, 50)
    assert (infernos.short, infernos.medium, infernos.long) == (srm2.short, srm2.medium, srm2.long)
    tank = Vehicle(
        chassis="Firestarter",
        motive=VehicleMotive.TRACKED,
        tonnage=20,
        cruise_mp=4,
        weapons=(WeaponMount(item="SRM-2 (Infernos)"),),
        ammo=(AmmoLot(weapon="SRM-2 (Infernos)"),),
    )
    codes = validate(tank).codes()
    assert not codes & {"VEHICLE-UNKNOWN-WEAPON", "VEHICLE-AMMO-MISSING", "VEHICLE-AMMO-NO-WEAPON"}


def test_infantry_unknown_type_names_what_is_wrong():
    def message(motive: str, weapon: str) -> str:
        (finding,) = [
            f
            for f in validate(Infantry(chassis="P", motive=motive, weapon=weapon)).findings
            if f.code == "INFANTRY-UNKNOWN-TYPE"
        ]
        return finding.message

    assert message("mechanized", "laser").startswith("'mechanized' is not an infantry motive")
    assert message("foot", "autocannon").startswith("'autocannon' is not an infantry weapon")


def test_info_prints_no_impossible_values():
    # a jump platoon has 21 men (seed 000 lines 2105-2124); 28 is reported, never shown as "28 of 21"
    text = summarize(Infantry(chassis="P", motive="jump", weapon="rifle", men=28)).text
    assert "28 of 21" not in text and "28 (not possible: 1 to 21)" in text and "Damage now: -" in text
    # a hovercraft weighs at most 50 tons (Vehicle Table): no suspension factor to print
    text = summarize(Vehicle(chassis="H", motive=VehicleMotive.HOVER, tonnage=60, cruise_mp=5)).text
    assert "None" not in text and "weighs at most 50 tons" in text
