"""``designer validate FOLDER`` ends with how many designs were valid, invalid and unreadable."""

from designer.cli import main
from tests.conftest import REPO

PLAYER = REPO / "tests" / "player_designs"


def test_a_folder_ends_with_the_count_of_valid_invalid_and_unreadable(tmp_path, capsys):
    for design in PLAYER.glob("*.yaml"):   # three valid designs
        (tmp_path / design.name).write_bytes(design.read_bytes())
    bad = (REPO / "tests" / "findings" / "PROTOMECH-TECH-BASE" / "bad.yaml").read_bytes()
    (tmp_path / "invalid.yaml").write_bytes(bad)
    (tmp_path / "truncated.yaml").write_text("kind: mech\nchassis: [Atlas\n", encoding="utf-8")
    code = main(["validate", str(tmp_path)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 2 and lines[-1] == "5 designs: 3 valid, 1 invalid, 1 unreadable"


def test_one_file_prints_no_summary(capsys):
    assert main(["validate", str(PLAYER / "protomech.yaml")]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1
