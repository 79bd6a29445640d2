"""No command writes over a file the user did not mean to replace. Every option of every command
that takes a value is found from the parsers themselves and must be either an output declared with
``designer.cli.outputs.add_output_option`` (so it goes through the output guard) or a value named
below; every output option is then run onto a notes file and a 'Mech design, which must stay whole
without ``--force`` and be kept as ``.bak`` with it. A new writing option cannot slip past: it is
unclassified here until it has a recipe."""

from __future__ import annotations

import argparse
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from designer.cli import build_parser, main
from designer.cli.outputs import OutputFile

HERE = Path(__file__).parent
MERLIN = HERE / "units" / "merlin.yaml"
NOTES = b"my notes: not a unit file, not a PDF, not an index\n"

# Options that take a value but name no file the command writes: inputs, skills, names, choices.
VALUE_OPTIONS = {
    "files", "folders", "sources", "file", "target", "name", "config", "lance", "pilot", "gunnery",
    "piloting", "paper", "jobs", "seed", "type", "experience", "regiment_name", "to", "tab", "format",
    "query", "kind", "tech_base", "year", "units", "skill",
}


def _commands(parser: argparse.ArgumentParser) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield name, sub
                for deeper, subsub in _commands(sub):
                    yield f"{name} {deeper}", subsub


def _valued_options() -> Iterator[tuple[str, argparse.Action]]:
    for command, parser in _commands(build_parser(None)):
        for action in parser._actions:
            if action.nargs == 0 or isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
                continue
            yield command, action


def _flag(action: argparse.Action) -> str:
    return action.option_strings[-1] if action.option_strings else action.dest


def output_options() -> list[tuple[str, str]]:
    return sorted((command, _flag(action)) for command, action in _valued_options()
                  if isinstance(action.type, OutputFile))


def test_every_option_is_an_output_or_a_value():
    unclassified = [f"designer {command} {_flag(action)}" for command, action in _valued_options()
                    if not isinstance(action.type, OutputFile) and action.dest not in VALUE_OPTIONS]
    assert unclassified == [], ("declare writing options with add_output_option, or name the value "
                                f"option in VALUE_OPTIONS: {unclassified}")


def test_every_output_command_has_force():
    for command, parser in _commands(build_parser(None)):
        if any(isinstance(action.type, OutputFile) for action in parser._actions):
            assert any("--force" in action.option_strings for action in parser._actions), command


def _regiment_file(tmp: Path) -> str:
    path = tmp / "inputs" / "regiment.yaml"
    assert main(["regiment", "generate", "--type", "light", "-o", str(path)]) == 0
    return str(path)


def _unit(tmp: Path) -> str:
    path = tmp / "inputs" / "merlin.yaml"
    path.parent.mkdir(exist_ok=True)
    shutil.copyfile(MERLIN, path)
    return str(path)


# (command, output flag) -> (victim file name, argv writing to the victim)
Recipe = Callable[[Path, str], list[str]]
RECIPES: dict[tuple[str, str], tuple[str, Recipe]] = {
    ("sheet", "--output"): ("notes.txt", lambda tmp, out: ["sheet", _unit(tmp), "-o", out]),
    ("battleforce", "--counters"): ("notes.txt", lambda tmp, out: [
        "battleforce", "--lance", "L", _unit(tmp), "--counters", out]),
    ("index", "--output"): ("notes.txt", lambda tmp, out: ["index", _unit(tmp), "-o", out]),
    ("regiment", "--output"): ("notes.txt", lambda tmp, out: [
        "regiment", "generate", "--type", "light", "-o", out]),
    ("regiment", "--counters"): ("notes.txt", lambda tmp, out: [
        "regiment", _regiment_file(tmp), "--counters", out]),
    ("gui", "--screenshot"): ("notes.png", lambda tmp, out: ["gui", _unit(tmp), "--screenshot", out]),
    ("convert", "target"): ("notes.mtf", lambda tmp, out: ["convert", _unit(tmp), out]),
    ("alphastrike", "--output"): ("notes.txt", lambda tmp, out: ["alphastrike", _unit(tmp), "-o", out]),
}


def test_every_output_option_has_a_recipe():
    assert sorted(RECIPES) == output_options()


@pytest.mark.parametrize("option", sorted(RECIPES), ids=lambda option: " ".join(option))
def test_an_output_never_replaces_a_notes_file_without_force(tmp_path, capsys, option):
    name, recipe = RECIPES[option]
    victim = tmp_path / name
    victim.write_bytes(NOTES)
    argv = recipe(tmp_path, str(victim))
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert str(victim) in err and err.count("\n") >= 1
    assert victim.read_bytes() == NOTES and not (tmp_path / (name + ".bak")).exists()


@pytest.mark.parametrize("option", sorted(RECIPES), ids=lambda option: " ".join(option))
def test_force_replaces_it_and_keeps_the_old_file_as_bak(tmp_path, capsys, option):
    name, recipe = RECIPES[option]
    victim = tmp_path / name
    victim.write_bytes(NOTES)
    assert main(recipe(tmp_path, str(victim)) + ["--force"]) in (0, 1)   # 1: the design breaks a rule
    assert victim.read_bytes() != NOTES
    assert (tmp_path / (name + ".bak")).read_bytes() == NOTES


def test_an_index_never_replaces_a_design(tmp_path, capsys):
    """`designer index DIR --csv -o mymech.yaml` replaced a 'Mech design with a CSV, exit 0."""
    design = tmp_path / "mymech.yaml"
    shutil.copyfile(MERLIN, design)
    folder = tmp_path / "units"
    folder.mkdir()
    shutil.copyfile(MERLIN, folder / "merlin.yaml")
    for form in ("--csv", "--json", None):
        argv = ["index", str(folder), "-o", str(design)] + ([form] if form else [])
        assert main(argv) == 2
        assert "refusing to overwrite it (use --force)" in capsys.readouterr().err
        assert design.read_bytes() == MERLIN.read_bytes()


def test_an_index_rewrites_its_own_csv(tmp_path, capsys):
    folder = tmp_path / "units"
    folder.mkdir()
    shutil.copyfile(MERLIN, folder / "merlin.yaml")
    out = tmp_path / "index.csv"
    for _ in range(2):   # the usual rerun: a CSV over the CSV it wrote before
        assert main(["index", str(folder), "--csv", "-o", str(out), "--no-cache"]) == 0
    assert out.read_text().startswith("file,name,kind") and not (tmp_path / "index.csv.bak").exists()
