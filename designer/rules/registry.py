"""Imports the rule family of every registered unit kind (``designer.kinds``), so that their
finding codes are declared. A new unit kind is found through its registration."""

from designer.kinds import unit_kinds

for _spec in unit_kinds():
    _spec.piece("validator")
    _spec.piece("summarizer")
