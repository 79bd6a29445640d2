"""Alpha Strike conversion worked by hand from the Alpha Strike Companion rules (decisions D-AS-1
to D-AS-8 in docs/rules-decisions.md), every step written here, not taken from the code."""

from __future__ import annotations

import json

import pytest

from designer.alphastrike import convert, not_convertible_reason, point_value
from designer.alphastrike.card import Damage, dual_rounded_normal, dual_rounded_up, normal_no_minimal
from designer.alphastrike.points import skill_adjusted
from designer.alphastrike.tables import round_up_to_tenth
from designer.cli import main
from designer.formats.load import load_unit
from tests.conftest import REPO

ATLAS = REPO / "units/mechs/Atlas AS7-D.yaml"


@pytest.fixture(scope="module")
def atlas_card():
    return convert(load_unit(ATLAS).unit)


def test_atlas_size_move_armor_structure(atlas_card):
    # D-AS-1: 100 tons -> size 4; walking 3 MP x 2 = 6" -> TMM 1 (5-8")
    assert (atlas_card.unit_type, atlas_card.size, atlas_card.move, atlas_card.tmm) == ("BM", 4, '6"', 1)
    # front 9+47+32+32+34+34+41+41 = 270, rear 14+10+10 = 34: 304 / 30 = 10.13 -> 10
    # structure: 100 tons, fusion engine column of the ASC p.98 table -> 8
    assert (atlas_card.armor, atlas_card.structure, atlas_card.threshold) == (10, 8, 0)


def test_atlas_damage_heat_and_specials(atlas_card):
    # D-AS-3, front weapons (S / M / L):
    #   LRM-20: 12 missiles hit (roll-7 column) -> 1.2; Short x (12 - 6) / 12 -> 0.6 / 1.2 / 1.2
    #   SRM-6: 4 hit x 2 = 8 -> 0.8 / 0.8 / 0 (long range 9 < 16)
    #   AC/20: 2.0 / 2.0 / 0;  2 medium lasers: 1.0 / 1.0 / 0
    #   S 4.4, M 5.0, L 1.2; ammunition: LRM 12, SRM 15, AC/20 10 shots a weapon: none short
    # D-AS-4: heat 2 (running) + 6 + 4 + 7 + 3 + 3 = 25; 25 - 4 = 21 > 20 sinks: x 20/21
    #   S 4.19 -> 5, M 4.76 -> 5, L 1.2 -> 2; OV = 5 (M unadjusted) - 5 = 0
    assert [str(d) for d in atlas_card.damage] == ["5", "5", "2", "0"] and atlas_card.overheat == 0
    # D-AS-5: REAR: 2 rear medium lasers 0.5 x 20/21 = 0.48 -> 0.5 -> 1 at S and M -> REAR1/1/-
    #   IF: LRM-20 Long 1.2 -> IF1; LRM: M 1.2 x 20/21 = 1.14 >= 1 -> 0.57->1 / 1.14->1 / 1.2->1
    #   SRM: M 0.8 x 20/21 < 1: none; AC: AC/20 1.9 -> 2 / 2 / - -> AC2/2/-
    assert atlas_card.specials == ("AC2/2/-", "IF1", "LRM1/1/1", "REAR1/1/-")


def test_atlas_point_value(atlas_card):
    # D-AS-7: offensive 5 + 2 x 5 + 2 = 17, + size 4 / 2 = 19, + IF1 = 20
    #   defensive: 6" / 8 = 0.75, + (10 x 2 + 8 x 1) x (1 + 0.1 x TMM 1) = 30.8 -> 31 = 31.75
    #   subtotal 51.75; TMM 1: no agile bonus; L > 0: no brawler malus; no force bonus -> 52
    #   (the Master Unit List's Atlas AS7-D is 52)
    assert atlas_card.base_point_value == 52 and atlas_card.point_value == 52
    assert point_value(load_unit(ATLAS).unit) == 52


def test_skill_table():
    # D-AS-8 (ASC p.139): PV 52 at skill 3: + (1 + (52 - 3) // 5) = + 10; skill 2: + 20
    assert skill_adjusted(52, 3) == 62 and skill_adjusted(52, 2) == 72
    # worse: - (1 + (52 - 5) // 10) = - 5 a level; small values step by 1 and never go under 1
    assert skill_adjusted(52, 5) == 47 and skill_adjusted(52, 7) == 37
    assert skill_adjusted(7, 3) == 8 and skill_adjusted(14, 5) == 13 and skill_adjusted(2, 8) == 1


def test_rounding_rules():
    # D-AS-2: any fraction of a tenth rounds up; under 0.5 is 0*, else up (standard damage)
    assert round_up_to_tenth(0.401) == 0.5 and round_up_to_tenth(0.3) == 0.3
    assert str(dual_rounded_up(0.41)) == "1"   # 0.5, rounded up
    assert str(dual_rounded_up(0.4)) == "0*" and str(dual_rounded_up(0)) == "0"
    # specials round normally: 1.4 -> 1, 1.45 -> 1.5 -> 2; LRM/SRM/AC never print 0*
    assert str(dual_rounded_normal(1.4)) == "1" and str(dual_rounded_normal(1.45)) == "2"
    assert str(dual_rounded_normal(0.3)) == "0*" and str(normal_no_minimal(0.3)) == "0"
    assert Damage(0, True).for_points == 0.5


def test_a_kind_without_conversion_gives_none_with_a_reason():
    building = load_unit(REPO / "units/examples/building-office.yaml").unit
    reason = not_convertible_reason(building)
    assert point_value(building) is None and reason is not None and "building" in reason


def test_a_foot_rifle_platoon():
    card = convert(load_unit(REPO / "units/examples/infantry-foot-rifle.yaml").unit)
    # D-AS-14: 28 men, foot 1 MP x 2 = 2"f, TMM 0; armor 28 x 1 / 15 = 1.87 -> 2; structure 1
    assert (card.unit_type, card.size, card.move, card.tmm, card.armor, card.structure) == (
        "CI", 1, '2"f', 0, 2, 1)
    # auto-rifle 0.52 a trooper x troop factor 17 (28 men) / 10 = 0.884 -> 0.9 -> 1 at S; its
    #   infantry range 1 x 3 = 3 hexes: not over 3, so no M; CAR3 (a foot platoon's 3 tons)
    assert [str(d) for d in card.damage[:3]] == ["1", "0", "0"] and card.specials == ("CAR3",)
    # PV: offensive 1; defensive 2 / 8 = 0.25 + (2 x 2 + 1 x 2) x (1 + 0.1 x 0) = 6 -> 6.25;
    #   7.25, no brawler malus for infantry -> 7
    assert card.point_value == 7


def test_cli_json_one_object_per_unit(capsys):
    code = main(["alphastrike", "--json", str(ATLAS), "missing.mtf"])
    out = capsys.readouterr().out
    assert code == 2   # the missing file; the Atlas is still converted
    atlas, missing = json.loads(out)
    assert atlas["name"] == "Atlas AS7-D" and atlas["move"] == '6"' and atlas["point_value"] == 52
    assert atlas["damage"] == {"s": "5", "m": "5", "l": "2", "e": "0"} and atlas["skill"] == 4
    assert set(atlas) >= {"file", "type", "size", "tmm", "armor", "structure", "threshold", "overheat",
                          "specials"}
    assert "error" in missing


def test_cli_skill_and_explain(capsys):
    code = main(["alphastrike", "--skill", "3", "--explain", str(ATLAS)])
    out = capsys.readouterr().out
    assert code == 0 and "PV 62 (skill 3)" in out and "Defensive interaction" in out


def test_info_json_gives_the_point_value(capsys):
    main(["info", "--json", str(ATLAS)])
    [atlas] = json.loads(capsys.readouterr().out)
    assert atlas["point_value"] == 52 and atlas["point_value_reason"] is None


def test_each_omnimech_configuration_is_a_card(capsys):
    daishi = str(REPO / "units/mechs/level2/Daishi (Dire Wolf).yaml")
    main(["alphastrike", "--json", daishi])
    objects = json.loads(capsys.readouterr().out)
    assert len(objects) > 3 and all("OMNI" in o["specials"] for o in objects)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_cards_pdf_nine_to_a_page_with_the_force_total(paper, tmp_path, capsys):
    import pdfplumber

    out = tmp_path / "cards.pdf"
    daishi = str(REPO / "units/mechs/level2/Daishi (Dire Wolf).yaml")
    assert main(["alphastrike", daishi, str(ATLAS), "-o", str(out), "--paper", paper]) == 0
    cards = capsys.readouterr().out.splitlines()
    total = sum(int(line.split("PV ")[1].split(" ")[0]) for line in cards)
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == (len(cards) + 8) // 9
        width = {"letter": 612, "a4": 595}[paper]
        assert round(pdf.pages[0].width) == width
        names = pdf.pages[0].extract_text()
        # the force line runs up the left margin: its characters, bottom first
        margin = sorted((c for c in pdf.pages[0].chars if not c["upright"]), key=lambda c: -c["top"])
    assert "Daishi (Dire Wolf) Prime" in names
    assert f"{len(cards)} cards, total PV {total}" in "".join(c["text"] for c in margin)


def test_manticore_a_vehicle_with_a_turret():
    card = convert(load_unit(REPO / "units/vehicles/Manticore Heavy Tank.yaml").unit)
    # D-AS-9: 60 tons -> size 3; cruising 4 MP x 2 = 8" tracked -> 8"t, TMM 1
    #   armor 42 + 33 + 33 + 26 + 42 = 176 / 30 = 5.87 -> 6
    #   structure 60 / 10 = 6 a location x 5 (four sides, turret) = 30 / 10 -> 3
    assert (card.unit_type, card.size, card.move, card.tmm, card.armor, card.structure) == (
        "CV", 3, '8"t', 1, 6, 3)
    # D-AS-3: medium laser (front) 0.5/0.5/0; turret: LRM-10 6 hits -> 0.6 x 6/12 = 0.3 / 0.6 / 0.6,
    #   SRM-6 4 hits x 2 -> 0.8/0.8/0, PPC 1.0 x (12 - 3)/12 = 0.75 / 1.0 / 1.0; no heat for vehicles
    #   S 2.35 -> 3, M 2.9 -> 3, L 1.6 -> 2
    assert [str(d) for d in card.damage[:3]] == ["3", "3", "2"] and card.overheat == 0
    # D-AS-10: IF: LRM Long 0.6 -> 1; LRM and SRM Medium under 1: no LRM, SRM
    #   TUR: 1.85 -> 2, 2.4 -> 3, 1.6 -> 2, with the turret's IF1; SRCH on every combat vehicle
    assert card.specials == ("IF1", "SRCH", "TUR(2/3/2,IF1)")
    # D-AS-7: offensive 3 + 2 x 3 + 2 + IF 1 = 12 (no size term for vehicles)
    #   defensive 8 / 8 = 1 + (6 x 1.8 tracked + 3) x 1.1 = 15.18 -> 15 = 16; subtotal 28 -> PV 28
    assert card.point_value == 28


def test_elemental_a_battle_armor_squad():
    card = convert(load_unit(REPO / "units/battlearmor/elemental-flamer.yaml").unit)
    # D-AS-11: size 1; jump 3 MP >= ground 1 MP: 3 x 2 = 6"j, TMM 1
    #   armor 10 a suit x 5 troopers = 50 / 30 = 1.67 -> 2; structure 2
    assert (card.unit_type, card.size, card.move, card.tmm, card.armor, card.structure) == (
        "BA", 1, '6"j', 1, 2, 2)
    # each weapon once for the squad: flamer 2 (long range 3) -> 0.2 at S; SRM-2: 1 of 2 missiles
    #   hits (roll 7) x 2 = 0.2 at S and M (long range 9), x 0.75 with 2 shots; AP mount 0.05 at S
    #   S 0.2 + 0.15 + 0.05 = 0.4, M 0.15; x troop factor (5 troopers: 3 + 0.5 = 3.5)
    #   S 1.4 -> 2, M 0.525 -> 0.6 -> 1, L 0
    assert [str(d) for d in card.damage[:3]] == ["2", "1", "0"]
    # flamer heat 2 x 3.5 = 7 > 4: HT1 at Short; medium biped: AM, MEC; CAR = 5 suits x 1 ton
    assert card.specials == ("AM", "CAR5", "HT1/-/-", "MEC")
    # D-AS-7: offensive 2 + 2 x 1 + HT 1 = 5; defensive 6 / 8 + 0.5 (jump) +
    #   (2 x 2 + 2 x 2 (infantry structure counts double)) x (1 + 0.25 x (TMM 1 + jump 1 + BA 1))
    #   = 0.75 + 0.5 + 14 = 15.25; 20.25, no brawler malus for infantry -> 20
    assert card.point_value == 20


def test_sparrowhawk_a_fighter():
    card = convert(load_unit(REPO / "units/fighters/Sparrowhawk SPR-H5.yaml").unit)
    # D-AS-12: 30 tons -> size 1 (under 50); safe thrust 10 -> 10a; TMM 0 for aerospace
    #   armor 38 + 24 + 24 + 34 = 120 / 30 = 4, threshold 4 / 3 -> 2
    #   structural integrity max(thrust 10, 30 / 10 = 3) = 10 / 2 -> structure 5
    assert (card.unit_type, card.size, card.move, card.armor, card.threshold, card.structure) == (
        "AF", 1, "10a", 4, 2, 5)
    # two nose medium lasers 0.5/0.5/0, two wing small lasers 0.3/0/0 (long range 3 < 4)
    #   S 1.6 -> 2, M 1.0 -> 1, L 0; heat 3 + 3 + 1 + 1 = 8 - 4 <= 10 sinks: OV 0
    assert [str(d) for d in card.damage] == ["2", "1", "0", "0"] and card.overheat == 0
    # BOMB = size 1; no ammunition: ENE; FUEL = 5 tons x 80 points / 20 = 20; SPC, VSTOL
    assert card.specials == ("BOMB1", "ENE", "FUEL20", "SPC", "VSTOL")
    # PV: offensive 2 + 2 x 1 + 0 = 4, + size 1 (in full for a fighter) = 5; defensive 4 + 10 / 4
    #   = 6.5, + 1 (thrust 10) = 7.5, + (4 x (1.3 + 0.1 x 2) + 5) x (1 + 0.1 x 2) = 11 x 1.2 = 13.2
    #   -> 13 = 20.5; 25.5 -> 26
    assert card.point_value == 26


def test_centaur_a_protomech():
    card = convert(load_unit(REPO / "units/examples/protomech-centaur.yaml").unit)
    # D-AS-13: size 1; walking 6 MP x 2 = 12" -> TMM 2; armor 3+7+2+2+4+2 = 20 / 30 -> 1; structure 1
    assert (card.unit_type, card.size, card.move, card.tmm, card.armor, card.structure) == (
        "PM", 1, '12"', 2, 1, 1)
    # SRM 2: 1 hit x 2 = 0.2 at S, M (10 shots: enough); LRM 3 (the five-tube row's kind): 2 hits
    #   = 0.2 at S, M, L (Clan: no minimum range), 8 shots: x 0.75 = 0.15; ER micro laser 0.2 at S, M
    #   S 0.55 -> 1, M 0.55 -> 1, L 0.15 -> 0*; IF: 0.15 -> 0*
    assert [str(d) for d in card.damage[:3]] == ["1", "1", "0*"] and card.specials == ("IF0*",)
    # PV: 1 + 2 x 1 + 0.5 + size 0.5 + IF 0.5 = 4.5; 12 / 8 = 1.5 + (1 x 2 + 1) x (1 + 0.25 x
    #   (TMM 2 + ProtoMech 1)) = 5.25 -> 5.5: 7; 11.5 + agile (2 - 1) x 1 = 12.5 -> 13
    assert card.point_value == 13


def test_an_aft_mml_gives_rear_damage():
    # D-AS-5: REAR takes every rear weapon, an MML too (its LRM/SRM shares are for LRM and SRM)
    from designer.fighter.model import Fighter, FighterLocation

    lancer = load_unit(REPO / "units/examples/fighter-aerospace-lancer.yaml").unit
    assert isinstance(lancer, Fighter)
    aft = lancer.model_copy(update={"weapons": (*lancer.weapons, lancer.weapons[0].model_copy(
        update={"item": "IS MML 5", "location": FighterLocation.AFT}))})
    card = convert(aft)
    # aft: small laser 0.3/0/0; MML 5: 3 hits x 2 = 0.6 at S, x 1.5 = 0.45 at M, x 1 = 0.3 at L,
    #   no ammunition: x 0.75 -> 0.45 / 0.3375 / 0.225; sums 0.75 / 0.3375 / 0.225
    # front heat 27 - 4 = 23 > 12 sinks: S and M x 12/23 -> 0.39 / 0.18; L 0.225: each under
    #   0.5 after rounding up to the tenth -> REAR0*/0*/0*
    assert "REAR0*/0*/0*" in card.specials


def test_no_cards_to_print_is_one_line(tmp_path, capsys):
    building = REPO / "units/examples/building-office.yaml"
    assert main(["alphastrike", str(building), "-o", str(tmp_path / "cards.pdf")]) == 2
    err = capsys.readouterr().err
    assert "no cards to print" in err and err.count("\n") == 1 and not (tmp_path / "cards.pdf").exists()


def test_a_record_sheet_can_carry_the_card(tmp_path, capsys):
    import pdfplumber

    out = tmp_path / "atlas.pdf"
    assert main(["sheet", str(ATLAS), "-o", str(out), "--card"]) == 0
    assert capsys.readouterr().out == f"{out}: 1 record sheet, then 1 Alpha Strike card\n"
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == 2
        card = pdf.pages[1].extract_text()
    assert "Atlas AS7-D" in card and "PV 52" in card   # the hand-worked card above
