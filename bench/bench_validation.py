"""Validation speed: every library 'Mech, and one edit on a 100-ton 'Mech, against parsing YAML."""

from __future__ import annotations

import yaml

from bench import Row, per_call
from designer.formats.load import load_unit
from designer.mech.mtf import parse_mtf
from designer.mech.mtf_writer import mech_to_mtf
from designer.library import library_files, library_root
from designer.formats.yaml_io import dump_unit, parse_unit
from designer.rules import validate

FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _library_rows() -> list[Row]:
    """Load + validate every unit of units/."""
    files = library_files()
    texts = [p.read_text(encoding="utf-8") for p in files]
    total = per_call(lambda: [validate(load_unit(p).unit) for p in files], 3)
    parse = per_call(lambda: [yaml.load(t, Loader=FAST_LOADER) for t in texts[: len(library_files())]], 3)
    parse_per_file = parse / len(library_files())
    return [
        Row(f"load + validate all {len(files)} library units", total,
            f"parse {len(files)} YAML files (libyaml)", parse_per_file * len(files)),
        Row("load + validate, per unit", total / len(files), "parse one YAML file", parse_per_file),
    ]


def run() -> list[Row]:
    root = library_root()
    assert root is not None, "the unit library units/ is missing"
    mechs = [load_unit(path).unit for path in sorted((root / "mechs").glob("*.yaml"))]
    mtf_texts = [mech_to_mtf(mech) for mech in mechs]
    texts = [dump_unit(mech) for mech in mechs]
    validate_all = per_call(lambda: [validate(m) for m in mechs], 20) / len(mechs)
    parse_yaml = per_call(lambda: [yaml.load(t, Loader=FAST_LOADER) for t in texts], 5) / len(texts)
    load_all = per_call(lambda: [parse_unit(t) for t in texts], 5) / len(texts)
    mtf_all = per_call(lambda: [parse_mtf(t) for t in mtf_texts], 3) / len(texts)
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
