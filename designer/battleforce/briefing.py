"""A scenario as a briefing: titled sections of short paragraphs, for the text command and the
one-page PDF (seed 001 lines 2112-2174 say what each scenario gives: set-up, Purchase Points,
special rules, victory conditions)."""

from __future__ import annotations

from designer.battleforce.regiment_data import regiment_tables
from designer.battleforce.scenarios import Scenario, Side, scenario_book


def _forbidden(side: Side) -> str:
    names = [regiment_tables().special(key).name for key in side.forbidden]
    return f"May not buy: {', '.join(names)}." if names else ""


def side_paragraphs(side: Side) -> list[str]:
    """One side's budget, restrictions and fixed forces."""
    budget = f"{side.points} Purchase Points." if side.points else "Fixed forces (no Purchase Points)."
    paragraphs = [" ".join(part for part in (budget, side.note, _forbidden(side)) if part)]
    for entry in side.forces:
        extra = ", ".join(part for part in (entry.experience, entry.note) if part)
        paragraphs.append(f"{entry.count} x {entry.unit}" + (f" ({extra})" if extra else ""))
    return paragraphs


def briefing_sections(item: Scenario) -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) in reading order."""
    sections = [("Situation", [item.situation]), ("Set-up", [item.setup])]
    sections += [(f"{side.name} ({item.key}:{side.key})", side_paragraphs(side)) for side in item.sides]
    if item.special_rules:
        sections.append(("Special rules", list(item.special_rules)))
    sections.append(("Victory conditions", list(item.victory)))
    if any(line.startswith("Standard") for line in item.victory):
        sections.append(("Standard victory conditions", [scenario_book().standard_victory]))
    return sections


def briefing_lines(item: Scenario) -> list[str]:
    """The briefing as plain text."""
    lines = [item.title]   # a briefing is for the table: its seed lines stay in scenarios.yaml
    for heading, paragraphs in briefing_sections(item):
        lines += ["", heading]
        lines += [f"  - {text}" if len(paragraphs) > 1 else f"  {text}" for text in paragraphs]
    return lines
