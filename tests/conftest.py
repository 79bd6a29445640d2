import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TESTS = Path(__file__).parent
REPO = TESTS.parent
UNITS = REPO / "units"   # the canon library shipped with the project ('Mechs, vehicles, fighters)

# The third-party corpus (MegaMek unit files, the transcribed BattleForce table): NOT part of the
# repository. Only corpus tests (modules tests/test_corpus_*.py, marked `corpus`) read it, through the
# `reference_dir` fixture; this is the one place its path is written.
_REFERENCE_DIR = REPO.parent / "shared" / "reference"
REQUIRE_CORPUS = "DESIGNER_REQUIRE_CORPUS"
CORPUS_PREFIX = "test_corpus_"


def canon(stem: str):
    """The library design whose file is ``units/<mechs|vehicles|fighters>/<stem>.yaml``."""
    from designer.formats import read_unit

    paths = sorted(UNITS.glob(f"*/{stem}.yaml"))
    assert len(paths) == 1, f"{stem}: {len(paths)} library files"
    return read_unit(paths[0])


def library_stems(folder: str) -> list[str]:
    """File stems of one library folder (``mechs``, ``vehicles``, ``fighters``): the names of the
    reference units, used to parametrize tests without reading the corpus at collection time."""
    return sorted(path.stem for path in (UNITS / folder).glob("*.yaml"))


@pytest.fixture(scope="session")
def reference_dir() -> Path:
    """``../shared/reference`` beside the checkout. Absent: the test is skipped, or fails when
    DESIGNER_REQUIRE_CORPUS=1 (CI sets it, so the corpus tests always run there)."""
    if _REFERENCE_DIR.is_dir():
        return _REFERENCE_DIR
    reason = f"corpus test: {_REFERENCE_DIR} (third-party MegaMek files, not in the repository) is absent"
    if os.environ.get(REQUIRE_CORPUS) == "1":
        pytest.fail(f"{reason}, and {REQUIRE_CORPUS}=1 requires it", pytrace=False)
    pytest.skip(reason)


def pytest_collection_modifyitems(config, items):
    """Tests in test_corpus_* modules carry the `corpus` mark; no other test may use the corpus."""
    for item in items:
        in_corpus_module = item.path.name.startswith(CORPUS_PREFIX)
        if in_corpus_module:
            item.add_marker(pytest.mark.corpus)
        elif "reference_dir" in getattr(item, "fixturenames", ()):
            raise pytest.UsageError(f"{item.nodeid}: uses reference_dir outside a {CORPUS_PREFIX}* module")


@pytest.fixture
def merlin():
    from designer.formats import read_unit

    return read_unit(TESTS / "units" / "merlin.yaml")
