"""The Technical Readout block players paste into forums (``designer tro``, Edit > Copy as TRO):
a design's headline figures, its equipment with mass, its weapons with location, critical slots and
tonnage, its design quirks and its fluff, as plain text, Markdown or HTML. Every figure comes from
the core (summary, editing facts, Battle Value, cost, quirks); this only lays them out."""

from designer.readout.build import Readout, technical_readout
from designer.readout.render import FORMATS, render

__all__ = ["FORMATS", "Readout", "render", "technical_readout"]
