import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TESTS = Path(__file__).parent
REPO = TESTS.parent
UNITS = REPO / "units"   # the canon library shipped with the project ('Mechs, vehicles, fighters)

# Beside the checkout, NOT part of the repository: ../shared/reference (the third-party corpus:
# MegaMek unit files, the transcribed BattleForce table) and ../shared/seeds (the rulebooks' OCR text).
# Only corpus tests read them (marked `corpus`; the MegaMek corpus only from tests/test_corpus_*.py),
# through the `reference_dir` and `seeds_dir` fixtures; this is the one place their path is written.
_SHARED = REPO.parent / "shared"
REQUIRE_CORPUS = "DESIGNER_REQUIRE_CORPUS"
CORPUS_PREFIX = "test_corpus_"
CORPUS_FIXTURES = ("reference_dir", "seeds_dir")


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


def _shared_folder(name: str, what: str) -> Path:
    """``../shared/<name>``. Absent: the test is skipped, or fails when DESIGNER_REQUIRE_CORPUS=1
    (CI sets it, so the corpus tests always run there)."""
    folder = _SHARED / name
    if folder.is_dir():
        return folder
    reason = f"corpus test: {folder} ({what}, not in the repository) is absent"
    if os.environ.get(REQUIRE_CORPUS) == "1":
        pytest.fail(f"{reason}, and {REQUIRE_CORPUS}=1 requires it", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def reference_dir() -> Path:
    """../shared/reference: MegaMek's unit files and the transcribed BattleForce table."""
    return _shared_folder("reference", "third-party MegaMek files")


@pytest.fixture(scope="session")
def level2_dir(reference_dir: Path) -> Path:
    """../shared/reference/level2: MegaMek's TRO 3050-era 'Mech files (skipped, or failed when the
    corpus is required, as ``reference_dir``)."""
    return _shared_folder("reference/level2", "MegaMek's Level 2 'Mech files")


@pytest.fixture(scope="session")
def level2_blk_unit(reference_dir: Path):
    """A reader of ../shared/reference/level2-blk: ``read(kind folder, file stem)`` -> the unit
    (skipped, or failed when the corpus is required, as ``reference_dir``)."""
    from designer.formats.blk import read_blk

    folder = _shared_folder("reference/level2-blk", "MegaMek's Level 2 BLK files")

    def read(kind: str, name: str):
        return read_blk(folder / kind / f"{name}.blk").unit
    return read


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    """../shared/seeds: the rulebooks' OCR text that citations quote."""
    return _shared_folder("seeds", "the rulebooks' text")


def pytest_collection_modifyitems(config, items):
    """Tests that read ../shared carry the `corpus` mark; the MegaMek corpus is read only from
    test_corpus_* modules."""
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        in_corpus_module = item.path.name.startswith(CORPUS_PREFIX)
        if in_corpus_module or any(name in fixtures for name in CORPUS_FIXTURES):
            item.add_marker(pytest.mark.corpus)
        if "reference_dir" in fixtures and not in_corpus_module:
            raise pytest.UsageError(f"{item.nodeid}: uses reference_dir outside a {CORPUS_PREFIX}* module")


@pytest.fixture
def merlin():
    from designer.formats import read_unit

    return read_unit(TESTS / "units" / "merlin.yaml")


@pytest.fixture(autouse=True, scope="session")
def _private_cache_folder(tmp_path_factory):
    """The caches of the test run (the library index, the parsed catalog) go to a folder
    of its own, never into the user's ~/.cache; subprocesses inherit it."""
    old = {name: os.environ.get(name) for name in ("XDG_CACHE_HOME", "DESIGNER_CACHE_DIR")}
    os.environ.pop("DESIGNER_CACHE_DIR", None)
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("xdg-cache"))
    yield
    for name, value in old.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
