"""The lance builder against ``designer battleforce --json``, lance and force files, and the
print queue writing sheets and counters to one PDF."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QSpinBox

from designer.cli import main
from helpers import click_button, type_value

MECHS = ["Atlas AS7-D", "Wasp WSP-1A", "Locust LCT-1V", "Stinger STG-3R"]
SKILLS = [(3, 4), (2, 3), (4, 5), (5, 6)]


@pytest.fixture
def builder(qtbot, window):
    lance_builder = window.show_lance_builder()
    qtbot.addWidget(lance_builder)
    yield lance_builder
    lance_builder.dirty = False


def cli_json(argv: list[str]) -> dict:
    out = io.StringIO()
    assert main(["battleforce", "--json", *argv], out) == 0
    return json.loads(out.getvalue())


def build_lance(qtbot, builder, names=MECHS, skills=SKILLS) -> None:
    for name in names:
        builder.library.setCurrentText(name)
        click_button(qtbot, builder, "add_library")
    for row, (gunnery, piloting) in enumerate(skills):
        type_value(qtbot, builder.findChild(QSpinBox, f"gunnery_{row}"), gunnery)
        type_value(qtbot, builder.findChild(QSpinBox, f"piloting_{row}"), piloting)


def shown(builder) -> dict:
    panel = builder.panel
    full = panel.cells("Full strength")
    return {"values": full, "overburn": (panel.cells("Overburn")[0], panel.cells("Overburn")[4]),
            "steps": [panel.cells(f"Step {n}")[:3] for n in (1, 2, 3)],
            "experience": panel.experience.text()}


def expected(lance: dict) -> dict:
    values = lance["values"]
    mp = f"{values['mp']}{' J' if values['jump'] else ''}"
    return {"values": tuple(str(values[k]) for k in ("ra", "ca", "d", "r")) + (mp,),
            "overburn": (str(lance["overburn"]["ra"]), str(lance["overburn"]["mp"])),
            "steps": [tuple(str(step[k]) for k in ("ra", "ca", "d")) for step in lance["steps"]],
            "experience": f"Experience Level: <b>{lance['experience']}</b>"}


def test_lance_of_four_canon_mechs_matches_the_cli(qtbot, builder):
    build_lance(qtbot, builder)
    pilots = [arg for g, p in SKILLS for arg in ("--pilot", f"{g}/{p}")]
    lance = cli_json(["--lance", "Lance", *pilots, *MECHS])["lances"][0]
    assert shown(builder) == expected(lance)
    assert builder.panel.findings.findings() == []
    assert not builder.findChild(object, "add_library").isEnabled()   # four is the most
    type_value(qtbot, builder.findChild(QSpinBox, "gunnery_0"), 0)
    changed = cli_json(["--lance", "Lance", "--pilot", "0/4", *pilots[2:], *MECHS])["lances"][0]
    assert shown(builder) == expected(changed)   # updates live


def test_working_on_demand_and_rolled_experience(qtbot, builder):
    build_lance(qtbot, builder, MECHS[:2], SKILLS[:2])
    assert not builder.panel.working.isVisible()
    click_button(qtbot, builder.panel, "show_working")
    assert builder.panel.working.isVisible()
    assert "Experience: member 1" in builder.panel.working.toPlainText()
    click_button(qtbot, builder, "reroll")
    assert builder.lance.roll and "rolled 2D6" in builder.panel.working.toPlainText()
    assert not builder.findChild(QSpinBox, "gunnery_0").isEnabled()


def test_class_mismatch_is_a_finding(qtbot, builder, window):
    build_lance(qtbot, builder, MECHS[:1], SKILLS[:1])
    window.open_path(Path(__file__).parents[2] / "units" / "examples" / "vehicle-tracked-striker.yaml")
    builder.refresh()
    click_button(qtbot, builder, "add_open")
    codes = [f.code for f in builder.panel.findings.findings()]
    assert "BF-LANCE-MIXED" in codes


def test_force_of_two_lances_saves_and_loads(qtbot, builder, tmp_path):
    build_lance(qtbot, builder, MECHS[:2], SKILLS[:2])
    click_button(qtbot, builder, "add_lance")
    build_lance(qtbot, builder, MECHS[2:], SKILLS[2:])
    path = tmp_path / "force.yaml"
    assert builder.save_to(path)
    cli = cli_json([str(path)])["lances"]
    assert [lance["members"] for lance in cli] == [MECHS[:2], MECHS[2:]]
    builder.new_force()
    assert builder.open_path(path)
    assert len(builder.force.lances) == 2 and builder.lances.count() == 2
    builder.lances.setCurrentRow(1)
    assert shown(builder) == expected(cli[1])


def test_print_a_force_to_one_pdf(qtbot, window, builder, tmp_path):
    build_lance(qtbot, builder)
    click_button(qtbot, builder, "add_lance")
    build_lance(qtbot, builder, MECHS[:2], SKILLS[:2])
    window.open_path(Path(__file__).parents[2] / "units" / "examples" / "fighter-aerospace-lancer.yaml")
    queue = window.show_print_queue()
    qtbot.addWidget(queue)
    click_button(qtbot, queue, "add_force")
    queue.refresh()
    click_button(qtbot, queue, "add_open")
    assert queue.queue.count() == 2
    out = tmp_path / "force.pdf"
    assert queue.print_to(out)
    import pdfplumber

    with pdfplumber.open(out) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
        pages = len(pdf.pages)
    assert pages == queue.last_pages and pages >= 7   # 6 'Mech sheets, a fighter, a counters page
    assert "Lancer" in text and "BattleForce" in text


def test_cancelling_the_print_writes_nothing(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog

    queue = window.show_print_queue()
    qtbot.addWidget(queue)
    queue.add_path(Path(__file__).parents[2] / "units" / "examples" / "vehicle-tracked-striker.yaml")
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    assert not queue.print_to(tmp_path / "never.pdf")
    assert not (tmp_path / "never.pdf").exists()
