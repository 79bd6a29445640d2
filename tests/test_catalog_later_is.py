"""Inner Sphere later technology (decision D-L2-LATER; D-LATER-IS-1 to D-LATER-IS-6): the rows hold
MegaMek's facts, and the formulas (targeting computer / 4, one-shot launchers, improved jump jets)
computed by hand. The corpus designs that mount them: tests/test_corpus_later_is.py."""

from __future__ import annotations

from pathlib import Path

from designer.catalog import catalog
from designer.catalog.level2 import Level2Ammo, available, level2_catalog, one_shot, slots, tons
from designer.formats.yaml_io import read_unit
from designer.mech.model import MechLocation as L, Mount
from designer.rules import validate
from designer.mech.weights import jump_jet_tons

MERLIN = Path(__file__).parent / "units" / "merlin.yaml"


def item(item_id: str):
    row = level2_catalog().get(item_id)
    assert row is not None, item_id
    return row


def test_later_rows_hold_megamek_facts():
    # MegaMek ISRAC5: 10 t, 6 slots, heat 1, damage 5, 5/10/15 hexes, 20 rounds a ton, 3062.
    rac = item("IS Rotary AC/5")
    assert (rac.tons, rac.slots, rac.heat, rac.damage) == (10, 6, 1, 5)
    assert (rac.short, rac.medium, rac.long) == (5, 10, 15)
    assert (rac.shots_per_ton, rac.intro_year, rac.later, rac.direct_fire) == (20, 3062, True, True)
    # ISHGaussRifle: 18 t, 11 slots, heat 2, minimum range 4, 6/13/20, 25 damage at short range, 4 a ton.
    hgr = item("IS Heavy Gauss Rifle")
    assert (hgr.tons, hgr.slots, hgr.heat, hgr.min_range, hgr.long, hgr.damage, hgr.shots_per_ton) == (
        18, 11, 2, 4, 20, 25, 4)
    # ISMML7: 4.5 t, 4 slots, heat 4; the row is the LRM mode (min 6, 7/14/21), 17 LRM / 14 SRM a ton.
    mml = item("IS MML 7")
    assert (mml.tons, mml.slots, mml.heat, mml.min_range, mml.long, mml.missiles) == (4.5, 4, 4, 6, 21, 7)
    shots = {a.kind: a.shots_per_ton for a in level2_catalog().ammo if a.weapon == "IS MML 7"}
    assert shots == {"standard": 17, "artemis": 17, "srm": 14, "srm artemis": 14,
                     "narc": 17, "srm narc": 14}   # Narc-capable: decision D-VEH2-5
    # RocketLauncher20: 1.5 t, 3 slots, 20 rockets, +1 to hit, no ammunition (one-shot).
    rl = item("IS Rocket Launcher 20")
    assert (rl.tons, rl.slots, rl.missiles, rl.to_hit, rl.uses_ammo) == (1.5, 3, 20, 1, False)
    # Light AC/2 4 t 1 slot; light machine gun 0.5 t, half-ton bins of 100 rounds.
    assert (item("IS Light AC/2").tons, item("IS Light AC/2").slots) == (4, 1)
    half = level2_catalog().find("ISLightMG Ammo (100)")
    assert isinstance(half, Level2Ammo) and (half.tons, half.shots_per_ton) == (0.5, 100)
    # Heavy Gauss and plasma ammunition do not explode (CASE is not needed for them).
    assert level2_catalog().find("ISHeavyGauss Ammo").explosive is False
    assert level2_catalog().find("ISPlasmaRifleAmmo").explosive is False


def test_improved_c3_cpu_and_c3i_are_one_item():
    # MegaMek's C3i computer answers to ISC3iUnit and to ISImprovedC3CPU: 2.5 t, 2 slots (D-LATER-IS-1).
    lib = level2_catalog()
    assert lib.find("ISImprovedC3CPU") is lib.find("ISC3iUnit") is item("IS C3i Computer")
    assert (tons(item("IS C3i Computer"), 50), slots(item("IS C3i Computer"), 50)) == (2.5, 2)


def test_inner_sphere_targeting_computer_is_direct_fire_tons_over_four():
    # D-LATER-IS-2: tons = slots = direct-fire weapon tons / 4, rounded up (the Clan one: / 5).
    computer = item("IS Targeting Computer")
    rac_and_lasers = [item("IS Rotary AC/5"), item("IS ER Medium Laser"), item("IS ER Medium Laser")]
    assert (tons(computer, 50, rac_and_lasers), slots(computer, 50, rac_and_lasers)) == (3, 3)   # 12 / 4
    one_more = [*rac_and_lasers, item("IS ER Small Laser")]                                      # 12.5 / 4
    assert (tons(computer, 50, one_more), slots(computer, 50, one_more)) == (4, 4)
    assert tons(item("Clan Targeting Computer"), 50, rac_and_lasers) == 3                        # 12 / 5 up
    # missiles are not direct-fire weapons: an MML 9 alone gives no tons to size by
    assert tons(computer, 50, [item("IS MML 9")]) == 0


def test_one_shot_launcher_is_the_launcher_plus_half_a_ton_without_ammunition():
    # D-LATER-IS-4: SRM 4 2 t -> 2.5 t, its 1 slot, its damage; Clan Streak SRM 4 2 t -> 2.5 t.
    srm = level2_catalog().find("ISSRM4 (OS)")
    assert (srm.id, srm.tons, srm.slots, srm.damage) == ("SRM-4 (OS)", 2.5, 1, 8)
    assert (srm.uses_ammo, srm.later) == (False, True)
    streak = level2_catalog().find("CLStreakSRM4 (OS)")
    assert (streak.tons, streak.tech_base.value, streak.mtf_names[0]) == (2.5, "Clan", "CLStreakSRM4 (OS)")
    # any launcher with ammunition gets the same treatment: LRM 20 10 t -> 10.5 t
    assert one_shot(item("LRM-20")).tons == 10.5
    assert catalog().find("ISSRM4 (OS)").tons == 2.5


def _merlin_with_improved_jets(jump: int):
    mech = read_unit(MERLIN)
    kept = [m for m in mech.equipment if m.item != "Jump Jet"]
    places = [(L.LL, 5), (L.RL, 5), (L.LT, 9), (L.LT, 11), (L.RT, 10), (L.CT, 11), (L.HD, 4)][:jump]
    jets = [Mount(item="Improved Jump Jet", location=loc, slot=slot) for loc, slot in places]
    return mech.model_copy(update={"equipment": (*kept, *jets), "jump_mp": jump})


def test_improved_jump_jets_weigh_twice_and_reach_the_running_mp():
    # D-LATER-IS-5: the 60-ton Merlin's jets weigh 1 t a jump MP (seed 000 lines 4325-4329); improved
    # jets twice that: jump 4 -> 8 t; 2 slots each.
    mech = _merlin_with_improved_jets(4)
    assert jump_jet_tons(mech) == 8
    assert jump_jet_tons(read_unit(MERLIN)) == 4
    assert catalog().find("ImprovedJump Jet").slots == 2
    # walking 4 -> running 6: jump 6 is allowed, 7 is not
    codes = {f.code for f in validate(_merlin_with_improved_jets(6)).findings}
    assert "MECH-JUMP-EXCEEDS-WALK" not in codes and "MECH-IMPROVED-JUMP-EXCEEDS-RUN" not in codes
    too_far = {f.code for f in validate(_merlin_with_improved_jets(7)).findings}
    assert "MECH-IMPROVED-JUMP-EXCEEDS-RUN" in too_far


def test_later_rows_by_year():
    # The Inner Sphere later rows: 18 weapons, 3 equipment items and the one-shot SRM 4, plus the
    # machine-gun arrays (2) and the B-Pod of decision D-LATER-CLAN-3; later the heavy machine
    # gun and its array, and the one-shot versions of the other 9 Inner Sphere LRM, SRM and Streak
    # launchers (LRM 5/10/15/20, SRM 2/6, Streak SRM 2/4/6), of the Narc and of the 4 MRMs; and the
    # vehicle rows of decision D-VEH2-5: 10 weapons (SRT 2/4/6, LRT 5/10/15/20, Thunderbolt 10,
    # improved heavy Gauss rifle, SRM 2 I-OS), the one-shot SRT 2, and 14 support items (lift hoist,
    # backhoe, paramedic equipment, remote sensor dispenser, environmental sealing, 2 MASH items,
    # 7 communications equipment sizes); the PPC capacitor canon fighters mount (decision D-FTR2-6);
    # the improved one-shot (I-OS) LRM 5/10/15/20, SRM 4/6, Streak SRM 2/4/6, Narc and 4 MRMs (D-MECH3-1);
    # the industrial vehicle equipment of D-VEH-CANON: trailer hitch, field kitchen, bulldozer, 3 bridge
    # layers, refueling drogue, maritime lifeboat, sprayer, 5 ladders (14); the IS light TAG (1); the
    # combine, dual saw and heavy-duty pile driver (3); the rock cutter and chainsaw of D-UNSEEN-3 (2);
    # the lift hoist under its newer name, D-UNSEEN-8 (1); the Thunderbolt 5, 15, 20 and the 'Mech
    # mortars 1, 2, 4, 8 of D-UNSEEN-12 (7); the mining drill of D-UNSEEN-15 (1); the Angel ECM suite of
    # D-UNSEEN-16 (1); the medium and large VSP lasers and the Binary Laser Cannon of D-UNSEEN-18 (3).
    later = [r for r in level2_catalog().items if r.later and r.tech_base.value == "IS"]
    assert len(later) == 22 + 3 + 2 + 9 + 5 + 10 + 1 + 14 + 1 + 14 + 14 + 1 + 3 + 2 + 1 + 7 + 1 + 1 + 3
    assert {"IS Machine Gun Array", "IS Light Machine Gun Array", "IS B-Pod"} <= {r.id for r in later}
    is_3050 = {r.id for r in available(3050, "IS")}
    assert "IS Rotary AC/5" not in is_3050 and "IS Snub-Nose PPC" in is_3050   # 3062; 2784
    assert "IS Rotary AC/5" in {r.id for r in available(3062, "IS")}


def test_battleforce_values_of_later_weapons():
    # D-LATER-IS-6: rotary AC/5 = 4 hits of 6 shots (roll-7 row, 6 column) x 5 = 20, long 15 -> 3, 60;
    # heavy Gauss 25 at short range, long 20 -> 5, 125, minimum range -> no Close Attack;
    # MML 7: 7 missiles roll-7 -> 4, long 21 -> 5, 20; rocket launcher 10: 6 hits, long 18 -> 4, 24.
    values = {i: item(i).battleforce for i in ("IS Rotary AC/5", "IS Heavy Gauss Rifle", "IS MML 7",
                                               "IS Rocket Launcher 10")}
    got = {i: (v.max_damage, v.range, v.range_rating, v.close_attack) for i, v in values.items()}
    assert got == {"IS Rotary AC/5": (20, 3, 60, True), "IS Heavy Gauss Rifle": (25, 5, 125, False),
                   "IS MML 7": (4, 5, 20, False), "IS Rocket Launcher 10": (6, 4, 24, True)}


def test_mtf_round_trip_writes_megamek_names_of_later_items():
    # The writer writes each later row's first MegaMek name (the one MegaMek writes) and reads it back.
    from designer.mech.mtf import parse_mtf
    from designer.mech.mtf_writer import mech_to_mtf
    from designer.mech.model import AmmoBin

    mech = read_unit(MERLIN)
    mech = mech.model_copy(update={
        "equipment": (*mech.equipment, Mount(item="IS C3i Computer", location=L.LT, slot=9),
                      Mount(item="SRM-4 (OS)", location=L.LT, slot=11),
                      Mount(item="IS Light AC/2", location=L.LT, slot=12),
                      Mount(item="IS MML 3", location=L.RT, slot=10)),
        "ammo": (*mech.ammo, AmmoBin(weapon="IS Light AC/2", location=L.RT, slot=12))})
    text = mech_to_mtf(mech)
    lines = text.split("\n")
    for name in ("ISC3iUnit", "ISSRM4 (OS)", "Light Auto Cannon/2", "ISMML3", "IS Ammo LAC/2"):
        assert name in lines, name
    again = parse_mtf(text, "again").mech
    # the reader lists mounts location by location: the same mounts and bins, in another order
    assert sorted(again.equipment, key=repr) == sorted(mech.equipment, key=repr)
    assert sorted(again.ammo, key=repr) == sorted(mech.ammo, key=repr)


def test_c3i_and_targeting_computer_date_from_3062():
    # seed 003 line 762: "C3i Computer (3062),"; seed 003 lines 686-687: "Rotary AC (3062), Targeting
    # Computer (3062)" (decision D-LATER-IS-7)
    assert level2_catalog().get("IS C3i Computer").intro_year == 3062
    assert level2_catalog().get("IS Targeting Computer").intro_year == 3062
    assert "IS Targeting Computer" not in {r.id for r in available(3061, "IS")}
    assert "IS C3i Computer" in {r.id for r in available(3062, "IS")}
