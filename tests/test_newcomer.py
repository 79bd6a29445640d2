"""A newcomer's first hour: names resolve one way everywhere with suggestions, options
take any case, messages say what they mean in English, and every command starts without loading
what it does not use."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from designer.cli import _names_a_unit_file, main
from designer.wording import article, counted

REPO = Path(__file__).resolve().parent.parent
MERLIN = REPO / "tests" / "units" / "merlin.yaml"


def _run(argv, capsys):
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_mistyped_name_suggests_the_closest_designs(capsys):
    for command in ("info", "validate", "sheet"):
        argv = [command, "Atlas AS7-X"] + (["-o", "/nonexistent/x.pdf"] if command == "sheet" else [])
        code, _, err = _run(argv, capsys)
        assert code == 2, command
        assert err.startswith("Atlas AS7-X: no such file or library unit; did you mean 'Atlas AS7-")
        assert err.count("\n") == 1


def test_a_name_several_designs_share_lists_them(capsys):
    code, _, err = _run(["info", "Atlas"], capsys)
    assert code == 2
    assert err == ("Atlas: names 3 library designs (Atlas AS7-D, Atlas AS7-C, Atlas AS7-K); "
                   "give the full name\n")


def test_a_unique_short_name_and_an_alternate_name_open_the_design(capsys):
    code, out, _ = _run(["info", "Stinger"], capsys)
    assert code == 0 and out.startswith("Stinger STG-3R  (20 tons, biped)")
    code, out, _ = _run(["info", "Timber Wolf", "--config", "prime"], capsys)
    assert code == 0 and out.startswith("Mad Cat (Timber Wolf) Prime  (75 tons, biped)")


def test_battleforce_of_an_omnimech_by_name_and_one_configuration(capsys):
    code, out, _ = _run(["battleforce", "Mad Cat (Timber Wolf)"], capsys)
    assert code == 0 and len(out.splitlines()) == 10   # one line per configuration (Prime ... S)
    code, out, _ = _run(["battleforce", "Timber Wolf", "--config", "PRIME"], capsys)
    assert code == 0 and out.startswith("Mad Cat (Timber Wolf) Prime mech") and len(out.splitlines()) == 1


def test_battleforce_of_a_folder_converts_every_unit_in_it(capsys):
    folder = REPO / "units" / "fighters"
    code, out, _ = _run(["battleforce", str(folder)], capsys)
    assert code == 0
    # 15 TRO 3025 fighters and, in level2/, 17 canon Level 2 fighters
    assert len(out.splitlines()) == len(list(folder.rglob("*.yaml"))) == 15 + 17


def test_paper_takes_any_case_and_a_new_output_folder_is_made(tmp_path, capsys):
    out = tmp_path / "new" / "folder" / "sheet.pdf"
    code, text, err = _run(["sheet", str(MERLIN), "-o", str(out), "--paper", "A4"], capsys)
    assert code == 0, err
    assert text == f"{out}: 1 record sheet\n" and out.read_bytes().startswith(b"%PDF")


def test_a_skill_in_words_is_one_plain_line(capsys):
    try:
        main(["sheet", str(MERLIN), "-o", "x.pdf", "--pilot", "A", "--gunnery", "three"])
    except SystemExit as exit_:
        assert exit_.code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == ("designer sheet: error: argument --gunnery: gunnery is a whole number "
                                    "from 0 to 12 (got 'three')")


def test_counts_and_articles_read_as_english():
    assert [counted(n, "error") for n in (0, 1, 2)] == ["0 errors", "1 error", "2 errors"]
    assert article("infantry") == "an infantry" and article("vehicle:hover") == "a vehicle:hover"


def test_a_valid_design_with_one_warning_says_one_warning(capsys):
    code, out, _ = _run(["validate", str(REPO / "units" / "mechs" / "Orion ON1-K.yaml")], capsys)
    assert code == 0 and out.splitlines()[0].endswith("Orion ON1-K: valid (0 errors, 1 warning)")


def test_a_unit_file_alone_opens_the_window():
    assert _names_a_unit_file(["unit.mtf"]) and _names_a_unit_file(["My Mech.yaml"])
    assert not _names_a_unit_file(["validate", "unit.mtf"]) and not _names_a_unit_file(["--version"])


def test_version_loads_no_subcommand():
    probe = ("import sys; from designer.cli import main\ntry:\n    main(['--version'])\nexcept SystemExit:\n"
             "    pass\nprint(sorted(m for m in sys.modules if m.startswith('designer.')))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    loaded = eval(done.stdout.splitlines()[-1])   # a list literal printed by the probe
    assert loaded == ["designer.cli", "designer.cli.streams"], loaded
