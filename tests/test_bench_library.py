"""The library benchmark's file list (bench/bench_library.py): which files it reads and how it names
them, with and without the reference folder. No timing is asserted here (benchmarks hold the figures)."""

from pathlib import Path

from bench.bench_library import unit_files

REPO = Path(__file__).resolve().parent.parent
LIBRARY_YAML = sorted((REPO / "units").rglob("*.yaml"))   # the repository's library, counted by hand here


def test_without_the_reference_folder_the_case_reads_units_only_and_says_so(tmp_path):
    absent = tmp_path / "reference"
    catalog = unit_files(absent)
    assert not catalog.reference_found
    assert list(catalog.groups) == ["units/"]
    assert len(catalog.files) == len(LIBRARY_YAML)
    assert catalog.sets == f"units/ {len(LIBRARY_YAML)}; units/ only: {absent} absent"


def test_each_reference_set_is_read_without_its_readme_or_tables(tmp_path):
    reference = tmp_path / "reference"
    old, level2 = reference / "megamek-units", reference / "level2"
    for folder in (old, level2):
        folder.mkdir(parents=True)
        (folder / "README.md").write_text("not a unit\n", encoding="utf-8")
    (old / "Scout.blk").write_text("", encoding="utf-8")
    (old / "Atlas.MTF").write_text("", encoding="utf-8")        # extensions match case-insensitively
    (level2 / "index.tsv").write_text("", encoding="utf-8")
    (level2 / "Nested").mkdir()
    (level2 / "Nested" / "Wolverine.mtf").write_text("", encoding="utf-8")
    library = LIBRARY_YAML[:2]
    catalog = unit_files(reference, library)
    assert catalog.groups == {
        "units/": tuple(library),
        "1987": (old / "Atlas.MTF", old / "Scout.blk"),
        "Level 2": (level2 / "Nested" / "Wolverine.mtf",),
    }
    wolverine = level2 / "Nested" / "Wolverine.mtf"
    assert catalog.files == (*library, old / "Atlas.MTF", old / "Scout.blk", wolverine)
    assert catalog.sets == "units/ 2, 1987 2, Level 2 1"


def test_every_module_python_m_bench_runs_has_a_run_function():
    # `python -m bench` imports every bench/bench_*.py and calls its run(): a helper module named
    # bench_* made the whole table stop with an AttributeError (found at the stop-37 merge).
    import importlib
    import pkgutil

    names = [m.name for m in pkgutil.iter_modules([str(REPO / "bench")]) if m.name.startswith("bench_")]
    assert names
    for name in names:
        assert callable(getattr(importlib.import_module(f"bench.{name}"), "run", None)), name
