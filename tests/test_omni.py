"""OmniMechs: one design holds the locked base chassis and its named
configurations; each configuration is a plain 'Mech for validation, sheets and BattleForce.

The subject is tests/units/omni-exemplar.yaml, an Inner Sphere OmniMech built by hand from 1987
equipment (issue item 4): 50 t, 200 fusion, 10 heat sinks (2 fixed in the side torsos), 8.5 t of
armor, and three configurations Prime, A and B. Weights from the seed 000 tables, by hand:
structure 5 + engine 8.5 + gyro 2 + cockpit 3 + armor 8.5 = 27 t of chassis, 23 t of pods."""

from pathlib import Path

import pytest

from designer.formats import read_unit
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.mech.model import Mount
from designer.mech.omni import (
    UnknownConfigurationError,
    base_chassis,
    configuration,
    expand,
    gather,
    with_base_chassis,
    with_configuration,
)
from designer.rules import validate
from designer.mech.pod_space import pod_space
from designer.mech.weights import total_weight

EXEMPLAR = Path(__file__).parent / "units" / "omni-exemplar.yaml"
FINDINGS = Path(__file__).parent / "findings"


@pytest.fixture(scope="module")
def omni():
    return read_unit(EXEMPLAR)


def test_the_design_holds_three_named_configurations(omni):
    assert omni.omni and list(omni.configurations) == ["Prime", "A", "B"]
    assert omni.base_chassis_heat_sinks == 10


def test_a_configuration_is_the_fixed_items_then_its_pods(omni):
    a = configuration(omni, "A")
    assert a.name == "Exemplar A" and not a.configurations
    # 2 fixed heat sinks, then A's 9 pods: 2 medium lasers, large laser, SRM-6, 4 heat sinks, PPC
    assert [(m.item, m.pod) for m in a.equipment[:2]] == [("Heat Sink", False), ("Heat Sink", False)]
    assert len(a.equipment) == 11 and all(m.pod for m in a.equipment[2:])
    assert a.heat_sinks == 14 and configuration(omni, "Prime").heat_sinks == 10
    assert a.engine_rating == 200 and a.armor == omni.armor and a.actuators == omni.actuators


@pytest.mark.parametrize("name", ["Prime", "A", "B"])
def test_every_configuration_weighs_the_chassis_tonnage(omni, name):
    # chassis 27 t + pods 23 t (Prime: AC/10 12 + LRM-10 5 + 2 ML 2 + 4 t ammo; A: PPC 7 + LL 5 +
    # 2 ML 2 + SRM-6 3 + 2 t ammo + 4 heat sinks; B: LRM-20 10 + AC/5 8 + 2 ML 2 + 3 t ammo)
    assert total_weight(configuration(omni, name)) == 50


def test_the_exemplar_validates_clean_in_every_configuration(omni):
    assert validate(omni).findings == ()


def test_unknown_configuration_names_the_known_ones(omni):
    with pytest.raises(UnknownConfigurationError, match="Prime, A, B"):
        configuration(omni, "Z")


def test_expand_gives_each_configuration_or_the_unit_itself(omni):
    assert [m.model for m in expand(omni)] == ["Prime", "A", "B"]
    assert [m.model for m in expand(omni, "B")] == ["B"]
    plain = configuration(omni, "B")
    assert expand(plain) == [plain]


def test_yaml_round_trip_keeps_every_configuration(omni):
    text = dump_unit(omni)
    assert parse_unit(text) == omni
    assert "pod:" not in text   # pod flags are implied by where an item is listed


def test_plain_mech_files_do_not_gain_omni_keys():
    text = dump_unit(read_unit(Path(__file__).parent / "units" / "merlin.yaml"))
    assert "omni" not in text and "configurations" not in text and "pod" not in text


def test_pod_space_is_what_the_fixed_chassis_leaves(omni):
    spaces = {space.location.value: space for space in pod_space(configuration(omni, "A"))}
    # LT: 12 slots - 1 fixed heat sink = 11; A's pods there: large laser 2 + SRM-6 2 + 2 ammo = 6
    assert (spaces["LT"].space, spaces["LT"].used) == (11, 6)
    # RA (no hand): 12 - shoulder, upper and lower arm = 9; PPC 3
    assert (spaces["RA"].space, spaces["RA"].used) == (9, 3)
    # CT: 12 - 10 engine and gyro = 2, both used by the medium lasers
    assert (spaces["CT"].space, spaces["CT"].used) == (2, 2)


def test_findings_name_the_configuration():
    findings = validate(read_unit(FINDINGS / "OMNI-POD-SPACE" / "bad.yaml")).findings
    assert {f.location for f in findings if f.code == "OMNI-POD-SPACE"} == {"Prime: RA"}
    # the plain 'Mech checks run on the configuration too, with the same prefix
    assert "Prime: RA" in {f.location for f in findings if f.code.startswith("MECH-")}


def test_one_configuration_alone_is_checked_unprefixed():
    design = read_unit(FINDINGS / "OMNI-POD-SPACE" / "bad.yaml")
    findings = validate(configuration(design, "Prime")).findings
    assert {f.location for f in findings if f.code == "OMNI-POD-SPACE"} == {"RA"}


def test_editing_a_configuration_changes_only_its_pods(omni):
    prime = configuration(omni, "Prime")
    edited = prime.model_copy(update={"equipment": (*prime.equipment, Mount(item="Small Laser", location="LA",
                                                                                 slot=5))})
    changed = with_configuration(omni, "Prime", edited)
    assert changed.equipment == omni.equipment
    assert Mount(item="Small Laser", location="LA", slot=5) in changed.configurations["Prime"].equipment
    assert changed.configurations["A"] == omni.configurations["A"]


def test_a_configuration_cannot_change_the_locked_chassis(omni):
    prime = configuration(omni, "Prime")
    edited = prime.model_copy(update={"engine_rating": 250, "armor_tons": 9.0,
                                      "equipment": prime.equipment[1:]})  # drops a fixed heat sink
    changed = with_configuration(omni, "Prime", edited)
    assert configuration(changed, "Prime").engine_rating == 200
    assert configuration(changed, "Prime").armor_tons == 8.5
    assert configuration(changed, "Prime").equipment[:2] == prime.equipment[:2]


def test_the_base_chassis_is_edited_on_its_own(omni):
    base = base_chassis(omni)
    assert not base.configurations and base.equipment == omni.equipment
    changed = with_base_chassis(omni, base.model_copy(update={"armor_tons": 8.0}))
    assert changed.configurations == omni.configurations
    assert all(configuration(changed, name).armor_tons == 8.0 for name in changed.configurations)


def test_gathering_the_configurations_rebuilds_the_design(omni):
    configs = [(name, configuration(omni, name)) for name in omni.configurations]
    rebuilt = gather(configs[0][1], configs)
    for name in omni.configurations:
        assert configuration(rebuilt, name) == configuration(omni, name).model_copy(update={"model": name})
    assert all(config.chassis_changes is None for config in rebuilt.configurations.values())


def test_gathering_records_a_changed_chassis(omni):
    prime = configuration(omni, "Prime")
    bigger = configuration(omni, "A").model_copy(update={"engine_rating": 250})
    rebuilt = gather(prime, [("Prime", prime), ("A", bigger)])
    assert rebuilt.configurations["A"].chassis_changes.engine_rating == 250
    assert configuration(rebuilt, "A").engine_rating == 250   # lossless: the file's value
    assert "OMNI-CHASSIS-CHANGED" in {f.code for f in validate(rebuilt).findings if f.location == "A"}


def test_battleforce_of_a_whole_omnimech_design_asks_for_a_configuration(omni):
    from designer.battleforce.unit_values import UnsupportedUnitError, unit_values

    with pytest.raises(UnsupportedUnitError, match=r"Prime, A, B"):
        unit_values(omni)
    assert unit_values(configuration(omni, "A")).name == "Exemplar A"


def test_the_print_queue_takes_every_configuration(omni):
    from designer.sheets.print_queue import design_entry

    assert [unit.name for unit in design_entry(omni).units] == ["Exemplar Prime", "Exemplar A", "Exemplar B"]


def test_editing_the_base_heat_sinks_moves_the_base_chassis_count(omni):
    changed = with_base_chassis(omni, base_chassis(omni).model_copy(update={"heat_sinks": 11}))
    assert changed.base_chassis_heat_sinks == 11
    assert configuration(changed, "A").heat_sinks == 14   # A's own count stays
