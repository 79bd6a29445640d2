"""Later technology of the Clans and the machine-gun arrays and B-Pods of both tech bases (decisions
D-L2-LATER, D-LATER-CLAN-1 to D-LATER-CLAN-3): the catalog rows with MegaMek's facts, the ATM's
three ammunition kinds, the BattleForce rows worked out by level2-spec.md section 5.1, the
machine-gun array rule, and the MTF spellings read and written back."""

from __future__ import annotations

from pathlib import Path

import pytest

from designer.battleforce.level2 import level2_battleforce, level2_max_damage
from designer.catalog import catalog
from designer.catalog.level2 import Level2Ammo, Level2Item, level2_catalog
from designer.formats import read_unit
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_slots import slot_meaning
from designer.mech.mtf_writer import mech_to_mtf
from designer.mech.model import MechLocation as L, Mount
from designer.rules import validate
from designer.mech.checks_later import linked_guns
from designer.rules.common.direct_fire import is_direct_fire

FINDINGS = Path(__file__).parent / "findings" / "MECH-MG-ARRAY"


def row(item_id: str) -> Level2Item:
    found = level2_catalog().get(item_id)
    assert isinstance(found, Level2Item), item_id
    return found


def ammo(name: str) -> Level2Ammo:
    found = level2_catalog().find(name)
    assert isinstance(found, Level2Ammo), name
    return found


# --- Catalog rows (MegaMek's facts, decision D-LATER-CLAN-1) --------------------------------------

@pytest.mark.parametrize(("item_id", "heat", "tons", "slots", "shots"), [
    # MegaMek CLATM3/6/9/12: heat 2/4/6/8, 1.5/3.5/5/7 t, 2/3/4/5 criticals; AmmoType 20/10/7/5 shots
    ("Clan ATM 3", 2, 1.5, 2, 20), ("Clan ATM 6", 4, 3.5, 3, 10),
    ("Clan ATM 9", 6, 5.0, 4, 7), ("Clan ATM 12", 8, 7.0, 5, 5),
    # MegaMek CLHAG20/30/40: heat 4/6/8, 10/13/16 t, 6/8/10 criticals; 6/4/3 shots a ton
    ("Clan HAG/20", 4, 10.0, 6, 6), ("Clan HAG/30", 6, 13.0, 8, 4), ("Clan HAG/40", 8, 16.0, 10, 3),
    # MegaMek CLAPGaussRifle: heat 1, 0.5 t, 1 critical, 40 shots; CLPlasmaCannon: heat 7, 3 t, 1, 10
    ("Clan AP Gauss Rifle", 1, 0.5, 1, 40), ("Clan Plasma Cannon", 7, 3.0, 1, 10),
])
def test_weapon_rows_hold_megamek_facts(item_id, heat, tons, slots, shots):
    item = row(item_id)
    assert (item.heat, item.tons, item.slots, item.shots_per_ton) == (heat, tons, slots, shots)
    assert item.rules_level == 2 and item.tech_base == "Clan" and item.later
    assert item.source is not None and item.source.startswith("MegaMek ")


def test_ranges_and_damage_of_the_weapon_rows():
    # ATM standard missiles: 2 points each, minimum range 4, 5/10/15 (MegaMek CLATM9)
    atm = row("Clan ATM 9")
    assert (atm.damage_per_missile, atm.missiles, atm.damage) == (2, 9, 18)
    assert (atm.min_range, atm.short, atm.medium, atm.long) == (4, 5, 10, 15)
    # HAG: one point a slug, 20 slugs, minimum range 2, 8/16/24 (MegaMek CLHAG20)
    hag = row("Clan HAG/20")
    assert (hag.damage_per_missile, hag.missiles, hag.min_range, hag.long) == (1, 20, 2, 24)
    # AP Gauss: 3 points, 3/6/9; plasma cannon 6/12/18, damage "*" (heat dealt to a 'Mech)
    assert (row("Clan AP Gauss Rifle").damage, row("Clan AP Gauss Rifle").long) == (3, 9)
    cannon = row("Clan Plasma Cannon")
    assert (cannon.damage, cannon.special.damage, cannon.long) == (None, "*", 18)


def test_introduction_years_are_megameks_production_dates():
    # ATM 3053, HAG 3062 (the 2022 errata), AP Gauss and plasma cannon 3069, Clan arrays 3069,
    # IS arrays and B-Pods 3068
    years = {item_id: row(item_id).intro_year for item_id in (
        "Clan ATM 3", "Clan HAG/40", "Clan AP Gauss Rifle", "Clan Plasma Cannon",
        "Clan Light Machine Gun Array", "IS Machine Gun Array", "Clan B-Pod", "IS B-Pod")}
    assert years == {"Clan ATM 3": 3053, "Clan HAG/40": 3062, "Clan AP Gauss Rifle": 3069,
                     "Clan Plasma Cannon": 3069, "Clan Light Machine Gun Array": 3069,
                     "IS Machine Gun Array": 3068, "Clan B-Pod": 3068, "IS B-Pod": 3068}


def test_arrays_and_pods_sizes():
    # MegaMek: IS arrays 0.5 t, Clan arrays 0.25 t, one critical each; B-Pods 1 t, 1 critical
    sizes = {item_id: (row(item_id).tons, row(item_id).slots) for item_id in (
        "IS Machine Gun Array", "IS Light Machine Gun Array", "Clan Machine Gun Array",
        "Clan Light Machine Gun Array", "Clan Heavy Machine Gun Array", "IS B-Pod", "Clan B-Pod")}
    assert sizes == {"IS Machine Gun Array": (0.5, 1), "IS Light Machine Gun Array": (0.5, 1),
                     "Clan Machine Gun Array": (0.25, 1), "Clan Light Machine Gun Array": (0.25, 1),
                     "Clan Heavy Machine Gun Array": (0.25, 1), "IS B-Pod": (1.0, 1), "Clan B-Pod": (1.0, 1)}
    # an array uses the ammunition of the guns it links: no bin of its own
    assert not row("Clan Light Machine Gun Array").uses_ammo and not row("Clan B-Pod").uses_ammo


def test_a_targeting_computer_serves_the_gauss_and_plasma_weapons_not_the_arrays():
    assert is_direct_fire(catalog().find("CLHAG20")) and is_direct_fire(catalog().find("CLPlasmaCannon"))
    assert is_direct_fire(catalog().find("CLAPGaussRifle"))
    assert not is_direct_fire(catalog().find("CLLMGA")) and not is_direct_fire(catalog().find("CLATM6"))


def test_the_sheet_prints_the_plasma_cannons_damage_as_the_mark():
    # its damage to a 'Mech is heat (MegaMek DAMAGE_VARIABLE): the row prints "*" as the seed 002
    # tables do for AMS and Narc, never a 0
    from designer.sheets.sheet_data import weapon_row

    cannon = catalog().find("CLPlasmaCannon")
    printed = weapon_row(cannon, 2, "LA")
    assert (printed.heat, printed.damage, printed.short, printed.long) == ("7", "*", "6", "18")
    assert cannon.damage == 0 and catalog().find("IS AMS").damage_text == "*"
    assert catalog().find("CLATM12").damage_text == "2/msl"
    assert catalog().find("CLAPGaussRifle").damage_text == "3"


# --- ATM ammunition kinds (decision D-LATER-CLAN-2) -----------------------------------------------

@pytest.mark.parametrize(("rack", "shots"), [(3, 20), (6, 10), (9, 7), (12, 5)])
def test_atm_ammunition_has_three_kinds_with_the_same_shots(rack, shots):
    standard, er, he = (ammo(f"Clan Ammo ATM-{rack}{suffix}") for suffix in ("", " ER", " HE"))
    assert (standard.kind, er.kind, he.kind) == ("standard", "er", "he")
    assert {a.weapon for a in (standard, er, he)} == {f"Clan ATM {rack}"}
    assert {a.shots_per_ton for a in (standard, er, he)} == {shots}
    assert all(a.explosive and a.tons == 1 for a in (standard, er, he))
    # the standard kind fires as the launcher row; MegaMek's mtfName spelling names the same bins
    assert standard.damage_per_missile is None and standard.long is None
    assert ammo(f"CLATM{rack} ER Ammo") is er


def test_atm_extended_range_and_high_explosive_missiles():
    # MegaMek WeaponType.getRanges: ER ammunition min 4, 9/18/27, 1 point a missile (AmmoType
    # damagePerShot 1); HE no minimum, 3/6/9, 3 points a missile
    er, he = ammo("Clan Ammo ATM-6 ER"), ammo("Clan Ammo ATM-6 HE")
    assert (er.damage_per_missile, er.min_range, er.short, er.medium, er.long) == (1, 4, 9, 18, 27)
    assert (he.damage_per_missile, he.min_range, he.short, he.medium, he.long) == (3, 0, 3, 6, 9)
    # a full salvo of the ATM 6: 6 x 2 = 12 standard, 6 x 1 = 6 ER, 6 x 3 = 18 HE
    assert [6 * (a.damage_per_missile or row("Clan ATM 6").damage_per_missile)
            for a in (ammo("Clan Ammo ATM-6"), er, he)] == [12, 6, 18]


@pytest.mark.parametrize(("text", "weapon"), [
    ("Clan Ammo ATM-9 ER", "Clan ATM 9"), ("Clan Ammo ATM-3 HE", "Clan ATM 3"),
    ("Hyper-Assault Gauss Rifle/30 Ammo", "Clan HAG/30"), ("HAG/20 Ammo", "Clan HAG/20"),
    ("CLAPGaussRifle Ammo", "Clan AP Gauss Rifle"), ("CLPlasmaCannonAmmo", "Clan Plasma Cannon"),
])
def test_ammunition_spellings_read_as_the_weapons_bins(text, weapon):
    meaning = slot_meaning(text)
    assert (meaning.kind, meaning.name, meaning.half) == ("ammo", weapon, False)


def test_gauss_and_plasma_ammunition_does_not_explode():
    assert not any(ammo(name).explosive for name in (
        "HAG/20 Ammo", "Hyper-Assault Gauss Rifle/40 Ammo", "CLAPGaussRifle Ammo", "CLPlasmaCannonAmmo"))


# --- BattleForce (decision D-LATER-CLAN-1, level2-spec.md section 5.1) -----------------------------

def test_battleforce_rows_computed_by_hand():
    rows = level2_max_damage()
    values = {weapon: (r.damage, r.range, r.range_rating, r.close_attack) for weapon, r in rows.items()}
    # ATM 9, standard missiles: roll-7 row of the Missile Hit Table gives 5 hits of 9 (seed 002 line
    # 181, "7 1 2 3 3 4 5 6 8 9 12") x 2 points = 10; long 15 / 4 = 3; 30; minimum range 4: no Close Attack
    assert values["Clan ATM 9"] == (10, 3, 30, False)
    # ATM 12: 8 hits x 2 = 16, 48; ATM 3: 2 x 2 = 4, 12
    assert values["Clan ATM 12"] == (16, 3, 48, False) and values["Clan ATM 3"] == (4, 3, 12, False)
    # HAG/30: 30 slugs = twice the 15 column (9) = 18; long 24 / 4 = 6, capped at 5; 90; minimum 2
    assert values["Clan HAG/30"] == (18, 5, 90, False)
    # HAG/40: twice the 20 column (12) = 24, 120
    assert values["Clan HAG/40"] == (24, 5, 120, False)
    # AP Gauss: 3, long 9 / 4 = 2, 6, no minimum range
    assert values["Clan AP Gauss Rifle"] == (3, 2, 6, True)
    # plasma cannon: MegaMek's AV 10, long 18 / 4 = 4, 40
    assert values["Clan Plasma Cannon"] == (10, 4, 40, True)


def test_arrays_and_pods_are_left_out_of_the_maximum_damage_table():
    left_out = set(level2_battleforce().no_damage)
    assert {"Clan Light Machine Gun Array", "Clan Heavy Machine Gun Array", "IS Machine Gun Array",
            "IS Light Machine Gun Array", "Clan Machine Gun Array", "Clan B-Pod", "IS B-Pod"} <= left_out
    assert "Clan Light Machine Gun" in level2_max_damage()  # the guns an array links keep their row


# --- The machine-gun array rule (decision D-LATER-CLAN-3) -----------------------------------------

def test_linked_guns_follow_megameks_linking():
    assert linked_guns(1, [6, 7, 8]) == [3]
    assert linked_guns(1, [6, 7, 8, 9, 10]) == [4]           # a fifth gun stays unlinked
    assert linked_guns(2, [6, 7, 9, 10]) == [2, 2]           # slot 8 ends the first array's run
    assert linked_guns(2, [6, 7, 8, 9, 10]) == [4, 1]        # four, then one left: the second fails
    assert linked_guns(1, [6]) == [1] and linked_guns(1, []) == [0]


def _merlin() -> object:
    return read_unit(FINDINGS / "good.yaml")


def _codes(mech) -> list[tuple[str, str | None]]:
    return [(f.code, f.location) for f in validate(mech).findings if f.code == "MECH-MG-ARRAY"]


def test_an_array_with_three_guns_of_its_type_is_valid():
    mech = _merlin()
    assert [f for f in validate(mech).findings if f.severity.value == "error"] == []


def test_an_array_needs_two_guns_of_its_own_type_in_its_own_location():
    mech = _merlin()
    guns = [m for m in mech.equipment if m.item == "Clan Light Machine Gun"]
    others = [m for m in mech.equipment if m.item != "Clan Light Machine Gun"]
    # one light gun left in LA: the array links 1
    one = mech.model_copy(update={"equipment": (*others, guns[0])})
    assert _codes(one) == [("MECH-MG-ARRAY", "LA")]
    # three standard machine guns: not the light array's type
    standard = [m.model_copy(update={"item": "Clan Machine Gun"}) for m in guns]
    assert _codes(mech.model_copy(update={"equipment": (*others, *standard)})) == [("MECH-MG-ARRAY", "LA")]
    # the guns in the other arm do not count
    moved = [m.model_copy(update={"location": L.RA}) for m in guns]
    assert _codes(mech.model_copy(update={"equipment": (*others, *moved)})) == [("MECH-MG-ARRAY", "LA")]


def test_a_second_array_needs_two_guns_of_its_own():
    mech = _merlin()
    second = Mount(item="Clan Light Machine Gun Array", location=L.LA, slot=10)
    assert _codes(mech.model_copy(update={"equipment": (*mech.equipment, second)})) == [
        ("MECH-MG-ARRAY", "LA")]


def test_an_inner_sphere_array_links_the_1987_machine_guns():
    # the Merlin's machine gun (LT slot 1) and a second one on slot 9: the IS array links the two
    # only when they stand on consecutive slots (MegaMek's linking, decision D-LATER-CLAN-3)
    mech = read_unit(Path(__file__).parent / "units" / "merlin.yaml")
    array = Mount(item="IS Machine Gun Array", location=L.LT, slot=10)
    apart = mech.model_copy(update={"equipment": (*mech.equipment, array,
                                                  Mount(item="Machine Gun", location=L.LT, slot=9))})
    assert _codes(apart) == [("MECH-MG-ARRAY", "LT")]
    moved = [m.model_copy(update={"slot": 10}) if m.item == "Flamer" else m for m in mech.equipment]
    together = mech.model_copy(update={"equipment": (*moved, Mount(item="Machine Gun", location=L.LT, slot=2),
                                                     array.model_copy(update={"slot": 11}))})
    assert _codes(together) == []
    assert catalog().find("ISMGA").id == "IS Machine Gun Array"


# --- MTF spellings -------------------------------------------------------------------------------

def test_an_is_b_pod_on_a_clan_mech_reads_as_the_clan_b_pod_and_round_trips():
    # the Hellbringer D file writes ISBPod on a Clan 'Mech; both B-Pods weigh 1 t in 1 slot (D-L2W-6)
    mech = _merlin()
    podded = mech.model_copy(update={"equipment": (*mech.equipment,
                                                   Mount(item="Clan B-Pod", location=L.RA, slot=8))})
    text = mech_to_mtf(podded)
    assert "CLBPod" in text and "CLLMGA" in text and "CLLightMG" in text
    read_is = parse_mtf(text.replace("CLBPod", "ISBPod"))
    assert Mount(item="Clan B-Pod", location=L.RA, slot=8) in read_is.mech.equipment
    assert "MTF-TECH-SPELLING" in {issue.code for issue in read_is.issues}
    again = parse_mtf(text).mech
    assert set(again.equipment) == set(podded.equipment) and set(again.ammo) == set(podded.ammo)


def test_atm_bins_write_the_standard_spelling():
    # the bin keeps its weapon, ton and slot; a standard bin writes the standard missiles' spelling
    # (decision D-LATER-CLAN-2); since D-AMMO-1 the bin holds its type, so an HE bin reads back as
    # the same bin of HE missiles and writes MegaMek's HE spelling
    mech = _merlin()
    others = [m for m in mech.equipment if "Light Machine Gun" not in m.item]
    atm = mech.model_copy(update={
        "equipment": (*others, Mount(item="Clan ATM 6", location=L.LA, slot=6)),
        "ammo": (*mech.ammo[:-1], mech.ammo[-1].model_copy(update={"weapon": "Clan ATM 6", "slot": 9}))})
    text = mech_to_mtf(atm)
    assert text.count("CLATM6") == 4 and "Clan Ammo ATM-6" in text  # 3 slots and the weapons list
    again = parse_mtf(text.replace("Clan Ammo ATM-6", "Clan Ammo ATM-6 HE")).mech
    he = atm.ammo[-1].model_copy(update={"kind": "he"})
    assert set(again.ammo) == {*atm.ammo[:-1], he}
    assert "Clan Ammo ATM-6 HE" in mech_to_mtf(again.model_copy(update={"meta": {}}))
