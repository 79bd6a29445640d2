"""Maintainer tooling, not shipped in the wheel: the corpus and accuracy reports, the library
rebuilders and the generators of docs/findings.md, docs/unit-files.md and units/README.md. Run
from the checkout: ``python -m tools.NAME``."""
