"""Validation speed: every reference 'Mech, and one edit on a 100-ton 'Mech, against parsing YAML."""

from __future__ import annotations

from pathlib import Path

import yaml

from bench import Row, per_call
from designer.formats.load import load_unit
from designer.formats.mtf import read_mtf
from designer.library import library_files
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.rules import validate

FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference" / "megamek-units"


def _library_rows() -> list[Row]:
    """Load + validate every unit of units/ (YAML) and of the reference set (MTF and BLK)."""
    files = library_files() + sorted(p for p in REFERENCE.iterdir() if p.suffix in (".mtf", ".blk"))
    texts = [p.read_text(encoding="utf-8") for p in files]
    total = per_call(lambda: [validate(load_unit(p).unit) for p in files], 3)
    parse = per_call(lambda: [yaml.load(t, Loader=FAST_LOADER) for t in texts[: len(library_files())]], 3)
    parse_per_file = parse / len(library_files())
    return [
        Row(f"load + validate all {len(files)} library and reference units", total,
            f"parse {len(files)} YAML files (libyaml)", parse_per_file * len(files)),
        Row("load + validate, per unit", total / len(files), "parse one YAML file", parse_per_file),
    ]


def run() -> list[Row]:
    mechs = [read_mtf(path).mech for path in sorted(REFERENCE.glob("*.mtf"))]
    texts = [dump_unit(mech) for mech in mechs]
    validate_all = per_call(lambda: [validate(m) for m in mechs], 20) / len(mechs)
    parse_yaml = per_call(lambda: [yaml.load(t, Loader=FAST_LOADER) for t in texts], 5) / len(texts)
    load_all = per_call(lambda: [parse_unit(t) for t in texts], 5) / len(texts)
    mtf_all = per_call(lambda: [read_mtf(p) for p in sorted(REFERENCE.glob("*.mtf"))], 3) / len(texts)
    atlas = next(m for m in mechs if m.tonnage == 100 and m.chassis == "Atlas")
    edited = atlas.model_copy(update={"armor": {**atlas.armor, "LA": atlas.armor["LA"] - 1}})
    one_edit = per_call(lambda: validate(edited.model_copy(update={"walking_mp": 3})), 500)
    return _library_rows() + [
        Row(f"validate one 'Mech (mean of {len(mechs)})", validate_all, "parse its YAML (libyaml)",
            parse_yaml, "< 1 ms; ratio < 1"),
        Row("load YAML + pydantic model, per 'Mech", load_all, "parse its YAML (libyaml)", parse_yaml),
        Row("read MTF, per 'Mech", mtf_all, "parse its YAML (libyaml)", parse_yaml),
        Row("validate Atlas AS7-D after one edit", one_edit, "parse its YAML (libyaml)", parse_yaml, "< 1 ms"),
    ]
