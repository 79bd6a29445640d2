"""``designer items [QUERY] [--kind K] [--tech-base B] [--year Y] [--json]``: the item catalogue a
player can search (``designer/editing/item_list.py``): every item a unit of the kind may name, with
the name to write in a unit file, the name the sheet prints, tech base, year, rules level, tons,
slots, damage, heat, Battle Value and cost. ``designer items er large`` lists the ER large lasers of
both tech bases."""

from __future__ import annotations

import argparse
import json
from typing import TextIO

from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.report import problem
from designer.kinds import kind_names

HEADERS = ("name to write", "sheet name", "tech", "year", "level", "tons", "slots", "damage", "heat", "BV",
           "cost")


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("query", nargs="*", metavar="QUERY", help="words of the item's name (all must match)")
    parser.add_argument("--kind", default="mech", metavar="K",
                        help=f"the unit kind whose items to list: {', '.join(kind_names())} (default mech)")
    parser.add_argument("--tech-base", metavar="B", help="IS or Clan (items of both count for each)")
    parser.add_argument("--year", type=int, metavar="Y", help="only items introduced by year Y")
    parser.add_argument("--json", action="store_true", help="a JSON list, one object per item")


def run(args: argparse.Namespace, out: TextIO) -> int:
    from designer.editing.item_list import TECH_WORDS, item_rows, search_items

    if args.kind not in kind_names():
        problem(f"designer items: unknown kind {args.kind!r} (expected one of: {', '.join(kind_names())})")
        return EXIT_BAD_INPUT
    if args.tech_base and args.tech_base.casefold() not in TECH_WORDS:
        problem(f"designer items: unknown tech base {args.tech_base!r} (expected IS or Clan)")
        return EXIT_BAD_INPUT
    rows = search_items(item_rows(args.kind), " ".join(args.query), args.tech_base, args.year)
    if args.json:
        json.dump([row.as_dict() for row in rows], out, indent=2)
        out.write("\n")
        return EXIT_OK
    if not rows:
        out.write("no item matches; try fewer words, or `designer items` for every item\n")
        return EXIT_OK
    table = [HEADERS, *([row.name, row.sheet_name, row.tech_base, _text(row.year), _text(row.rules_level),
                         _text(row.tons), _text(row.slots), row.damage, _text(row.heat), _text(row.bv),
                         _cost(row.cost)] for row in rows)]
    widths = [max(len(line[column]) for line in table) for column in range(len(HEADERS))]
    for line in table:
        cells = (cell.ljust(width) for cell, width in zip(line, widths, strict=True))
        out.write("  ".join(cells).rstrip() + "\n")
    out.write(f"{len(rows)} item{'s' if len(rows) != 1 else ''}\n")
    return EXIT_OK


def _text(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _cost(value: float | None) -> str:
    return "-" if value is None else f"{value:,.0f}"
