"""docs/unit-files.md, the users' guide to the unit YAML of every kind, is generated from
the models: it is current, and every key of every model is described."""

from tools.unit_files_doc import OUTPUT, render, undescribed_keys


def test_the_guide_is_current():
    assert OUTPUT.read_text(encoding="utf-8") == render(), "run: python -m tools.unit_files_doc"


def test_every_key_of_every_unit_model_is_described():
    assert undescribed_keys() == set()


def test_the_guide_names_each_kind_and_its_required_keys():
    text = OUTPUT.read_text(encoding="utf-8")
    for heading in ("## `kind: mech`", "## `kind: vehicle`", "## `kind: fighter`", "## `kind: infantry`",
                    "## `kind: building`"):
        assert heading in text
    # a 'Mech needs its tonnage, engine rating and walking MP (designer/mech/model.py)
    assert "| `tonnage` | integer | **required** | 0 to 1000 | mass in tons |" in text
    assert "| `walking_mp` | integer | **required** | 0 to 100 |" in text
