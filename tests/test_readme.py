"""The README opens with the two set-up commands, and CI runs exactly the test command."""

from pathlib import Path

REPO = Path(__file__).parent.parent


def _readme_commands() -> list[str]:
    lines = (REPO / "README.md").read_text(encoding="utf-8").splitlines()
    return [lines[i + 1] for i, line in enumerate(lines) if line.strip() == "```sh"][:2]


def test_readme_starts_with_install_and_test_commands():
    launch, test = _readme_commands()
    assert "pip install" in launch and launch.endswith("designer")
    assert "pip install" in test and "[test]" in test and "pytest" in test


def test_ci_runs_exactly_the_readme_test_command():
    ci_lines = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert _readme_commands()[1] in ci_lines


def test_ci_requires_the_corpus_lints_and_runs_a_lonely_clone():
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "export DESIGNER_REQUIRE_CORPUS=1" in ci
    assert ".venv/bin/ruff check ." in ci and ".venv/bin/mypy" in ci
    assert "git clone" in ci and "test ! -e ../shared" in ci
