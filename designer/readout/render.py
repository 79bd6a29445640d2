"""A :class:`~designer.readout.build.Readout` as plain text (aligned columns), Markdown (tables) or
HTML (one escaped fragment, tables with headers)."""

from __future__ import annotations

import html
from collections.abc import Callable

from designer.readout.build import Readout

FORMATS = ("text", "markdown", "html")


def _tons(value: float) -> str:
    return f"{value:g}"


def _weapon_cells(readout: Readout) -> tuple[list[str], list[list[str]]]:
    head = ["Weapons and Ammo", "Location", *(["Critical"] if readout.slotted else []), "Tonnage"]
    rows = [[row.name, row.location, *([str(row.critical)] if readout.slotted else []), _tons(row.tons)]
            for row in readout.weapons]
    return head, rows


def _columns(head: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(cell) for cell in column) for column in zip(head, *rows, strict=True)]
    def line(cells: list[str]) -> str:
        first, *rest = cells
        return "  ".join([first.ljust(widths[0]), *(cell.rjust(width) for cell, width in
                                                    zip(rest, widths[1:], strict=True))]).rstrip()
    return [line(head), *(line(row) for row in rows)]


def as_text(readout: Readout) -> str:
    width = max(len(label) for label, _ in readout.header) + 2
    out = [readout.title, "=" * len(readout.title)]
    out += [f"{label + ':':<{width}}{value}" for label, value in readout.header]
    out += ["", *_columns(["Equipment", "Mass"], [[name, _tons(tons)] for name, tons in readout.equipment])]
    if readout.weapons:
        out += ["", *_columns(*_weapon_cells(readout))]
    if readout.quirks:
        out += ["", "Design Quirks:", *(f"  {line}" for line in readout.quirks)]
    for section, text in readout.fluff:
        out += ["", section.upper(), text]
    return "\n".join(out) + "\n"


def _markdown_table(head: list[str], rows: list[list[str]]) -> list[str]:
    def row(cells: list[str]) -> str:
        return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"
    return [row(head), "|" + "|".join("---" for _ in head) + "|", *(row(cells) for cells in rows)]


def as_markdown(readout: Readout) -> str:
    out = [f"## {readout.title}", "", *_markdown_table(["", ""], [[f"**{label}**", value]
                                                                for label, value in readout.header])]
    out += ["", *_markdown_table(["Equipment", "Mass"], [[n, _tons(t)] for n, t in readout.equipment])]
    if readout.weapons:
        out += ["", *_markdown_table(*_weapon_cells(readout))]
    if readout.quirks:
        out += ["", "**Design Quirks:**", "", *(f"- {line}" for line in readout.quirks)]
    for section, text in readout.fluff:
        out += ["", f"**{section}:** {text}"]
    return "\n".join(out) + "\n"


def _html_table(head: list[str], rows: list[list[str]]) -> str:
    cells = "".join(f"<th>{html.escape(cell)}</th>" for cell in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row) + "</tr>"
                   for row in rows)
    return f"<table><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table>"


def as_html(readout: Readout) -> str:
    header = "".join(f"<tr><th>{html.escape(label)}</th><td>{html.escape(value)}</td></tr>"
                     for label, value in readout.header)
    parts = [f"<h2>{html.escape(readout.title)}</h2>", f"<table>{header}</table>",
             _html_table(["Equipment", "Mass"], [[n, _tons(t)] for n, t in readout.equipment])]
    if readout.weapons:
        parts.append(_html_table(*_weapon_cells(readout)))
    if readout.quirks:
        items = "".join(f"<li>{html.escape(line)}</li>" for line in readout.quirks)
        parts.append(f"<h3>Design Quirks</h3><ul>{items}</ul>")
    parts += [f"<h3>{html.escape(section)}</h3><p>{html.escape(text)}</p>" for section, text in readout.fluff]
    return "<section class=\"tro\">" + "".join(parts) + "</section>\n"


RENDERERS: dict[str, Callable[[Readout], str]] = {"text": as_text, "markdown": as_markdown, "html": as_html}


def render(readout: Readout, form: str = "text") -> str:
    """The readout in ``form`` (one of FORMATS)."""
    return RENDERERS[form](readout)
