"""Generates ``docs/findings.md`` from the finding catalog: ``python -m tools.findings_doc``.
A test fails when the committed file differs from what this produces."""

from __future__ import annotations

import sys
from pathlib import Path

from designer.rules.findings import FindingSpec, all_specs

HEADER = """# Finding codes

Generated from the rule catalog by `python -m tools.findings_doc`; do not edit by hand.
Each code belongs to exactly one rule and never changes meaning. A failing and a passing example
of each code are in `tests/findings/<CODE>/bad.yaml` and `good.yaml`.
"""


def _section(kind: str, specs: list[FindingSpec]) -> list[str]:
    lines = [f"\n## {kind}\n", "| code | severity | what it checks | rule | failing example |",
             "| --- | --- | --- | --- | --- |"]
    for spec in specs:
        lines.append(f"| `{spec.code}` | {spec.severity.value} | {spec.title} | {spec.rule} | {spec.example} |")
    return lines


def render_findings_doc() -> str:
    specs = all_specs()
    lines = [HEADER]
    for kind in dict.fromkeys(spec.kind for spec in specs):
        lines += _section(kind, [spec for spec in specs if spec.kind == kind])
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    target = Path(argv[0] if argv else "docs/findings.md")
    from designer.formats.yaml_io import atomic_write_text  # every output: the one atomic writer

    atomic_write_text(target, render_findings_doc(), backup=False)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
