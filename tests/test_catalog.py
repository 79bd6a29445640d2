"""The catalog tables against the printed 1987 tables (seed 000)."""

import pytest

from designer.catalog import catalog
from designer.rules.findings import DuplicateCodeError, Severity, all_specs, register


def test_engine_table_has_every_rating_from_10_to_400():
    # Engine Table, seed 000 lines 4835-4922: ratings 10-400 in steps of 5
    assert [row.rating for row in catalog().engines] == list(range(10, 405, 5))


@pytest.mark.parametrize("rating,tons", [(10, 0.5), (100, 3.0), (240, 11.5), (300, 19.0), (400, 52.5)])
def test_engine_weights_as_printed(rating, tons):
    # seed 000 lines 4840 (10 Omni 0.5), 4860 (100 Hermes 3.0), 4896 (240 Pitban 11.5), 4908, 4921
    assert catalog().engine(rating).tons == tons


@pytest.mark.parametrize("tonnage,row", [(10, (1.0, 4, 3, 1, 2)), (60, (6.0, 20, 14, 10, 14)),
                                         (100, (10.0, 31, 21, 17, 21))])
def test_internal_structure_table(tonnage, row):
    # Internal Structure Table, seed 000 lines 4285, 4295, 4303
    r = catalog().structure_row(tonnage)
    assert (r.tons, r.center_torso, r.side_torso, r.arm, r.leg) == row


@pytest.mark.parametrize("name,heat,damage,tons,slots,shots", [
    ("AC/20", 7, 20, 14, 10, 5), ("LRM-20", 6, 20, 10, 5, 6), ("PPC", 10, 10, 7, 3, None),
    ("Machine Gun", 0, 2, 0.5, 1, 200), ("SRM-6", 4, 12, 3, 2, 15), ("Small Laser", 1, 3, 0.5, 1, None),
])
def test_weapons_table_rows(name, heat, damage, tons, slots, shots):
    # Weapons Table, seed 000 lines 4797-4834 (SRM-6: 6 missiles x 2 damage)
    weapon = catalog().weapon(name)
    assert (weapon.heat, weapon.damage, weapon.tons, weapon.slots, weapon.shots_per_ton) == (heat, damage, tons, slots, shots)


def test_lrm15_slot_conflict_settled_as_three():
    # 1987 table prints 2 slots; the Master Rules table (seed 002) and canon designs give 3: decision D-001
    assert catalog().weapon("LRM-15").slots == 3


def test_prices_from_the_weapons_price_list():
    # seed 000 lines 4770-4796: PPC 200,000; LRM-20 250,000 with reloads 30,000/ton
    assert catalog().weapon("PPC").cost == 200_000
    assert (catalog().weapon("LRM-20").cost, catalog().weapon("LRM-20").reload_cost) == (250_000, 30_000)


def test_jump_jet_bands():
    # seed 000 lines 4325-4329: 05-55 .5 t, 60-85 1 t, 90-100 2 t per Jump MP
    assert [catalog().jump_jet_tons_per_mp(t) for t in (55, 60, 85, 90, 100)] == [0.5, 1.0, 1.0, 2.0, 2.0]


def test_hatchet_size_is_tonnage_over_15_rounded_up():
    hatchet = catalog().find("Hatchet")
    # Master Rules equipment table (seed 002): 'Mech tons / 15 -> 45 t: 3, 50 t: 4 (3.33 up), 100 t: 7
    assert [hatchet.hatchet_size(t) for t in (45, 50, 100)] == [3, 4, 7]


def test_aliases_find_megamek_spellings():
    assert catalog().find("Autocannon/10").id == "AC/10"
    assert catalog().find("lrm 15").id == "LRM-15"


def test_registering_a_code_twice_raises():
    all_specs()  # loads every rule family
    with pytest.raises(DuplicateCodeError):
        register("MECH-OVERWEIGHT", Severity.ERROR, "dup", "rule", "example")


def test_findings_doc_is_current():
    from pathlib import Path

    from tools.findings_doc import render_findings_doc

    doc = Path(__file__).parent.parent / "docs" / "findings.md"
    assert doc.read_text(encoding="utf-8") == render_findings_doc(), "run: python -m tools.findings_doc"
