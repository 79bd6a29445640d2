"""``designer alphastrike``: each unit's Alpha Strike card and Point Value.

    designer alphastrike [--json] [--explain] [--skill N] FILE_OR_NAME_OR_FOLDER... [-o CARDS.pdf]

Each OmniMech configuration is a card of its own. ``--json`` prints one object per unit (file,
name, type, size, move, tmm, armor, structure, threshold, damage, overheat, specials,
point_value, skill); ``-o`` prints the cards, several to a page, with the force's total PV.
Exit 0 ok, 2 bad input (the other files are still converted)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from collections.abc import Iterator
from typing import Any, TextIO

from designer.alphastrike import AlphaStrikeCard, NotConvertibleError, convert
from designer.cli import EXIT_BAD_INPUT, EXIT_OK
from designer.cli.bv import invalid_mark
from designer.cli.outputs import add_output_option
from designer.forces.load import is_mul
from designer.cli.omni_info import configurations_of
from designer.cli.outcome import JsonList, Unreadable
from designer.cli.report import problem, write, write_output
from designer.formats.errors import FormatError
from designer.formats.load import load_each
from designer.rules import validate

DEFAULT_SKILL = 4   # Alpha Strike's standard skill rating

SKILLS = range(0, 9)


def skill_level(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: expected a skill from 0 to 8") from None
    if value not in SKILLS:
        raise argparse.ArgumentTypeError(f"{text!r}: skills run from 0 to 8")
    return value


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE_OR_NAME_OR_FOLDER",
                        help="unit files (YAML, MTF, BLK), library unit names or folders")
    parser.add_argument("--json", action="store_true", help="one JSON object per unit")
    parser.add_argument("--explain", action="store_true", help="print the working line by line")
    parser.add_argument("--skill", type=skill_level, default=None, metavar="N",
                        help="skill rating 0-8 (default 4; a force file's pilots their gunnery)")
    parser.add_argument("--config", metavar="NAME", help="only this configuration of an OmniMech")
    add_output_option(parser, "-o", "--output", file_type="pdf", metavar="CARDS.pdf",
                      help="also print the cards as a PDF")
    parser.add_argument("--paper", choices=("letter", "a4"), type=str.lower, default="letter",
                        help="paper size of the cards PDF")
    from designer.cli.force import add_units_option   # FILE may be a MegaMek force file (.mul)

    add_units_option(parser)


def card_line(card: AlphaStrikeCard) -> str:
    """``Atlas AS7-D: BM 4, 6" TMM 1, A10/S8, 5/5/2 OV0, PV 52 (skill 4); AC2/2/-, ...``."""
    damage = "/".join(str(d) for d in card.damage[:3])
    threshold = f" Th{card.threshold}" if card.threshold else ""
    specials = ", ".join(card.specials) or "no specials"
    return (f"{card.name}: {card.unit_type} {card.size}, {card.move} TMM {card.tmm}, "
            f"A{card.armor}/S{card.structure}{threshold}, {damage} OV{card.overheat}, "
            f"PV {card.point_value} (skill {card.skill}); {specials}\n")


def run(args: argparse.Namespace, out: TextIO) -> int:
    objects = JsonList(out, write) if args.json else None
    cards: list[AlphaStrikeCard] = []
    unreadable = Unreadable(objects)
    for path, unit, skill in _units(args, unreadable):
        card = _card(unit, path, skill, objects, out)
        if card is None:
            continue
        cards.append(card)
        errors = len(validate(unit).errors)   # an invalid design's card is shown, marked so
        if objects is not None:
            objects.add(_with_working(card, args.explain) | {"valid": not errors})
        else:
            line = card_line(card).rstrip("\n") + invalid_mark(unit) + "\n"
            write(out, line + (card.explain() + "\n\n" if args.explain else ""))
    if objects is not None:
        objects.close()
    if args.output and not cards:
        problem(f"{args.output}: no cards to print (no unit could be converted)")
        return EXIT_BAD_INPUT
    if args.output and not _print_cards(args, cards):
        return EXIT_BAD_INPUT
    return EXIT_BAD_INPUT if unreadable.bad else EXIT_OK


def _units(args: argparse.Namespace, unreadable: Any) -> Iterator[tuple[str, Any, int]]:
    """(file, design, skill) of every unit named, in order: a force file's resolved units at their
    pilots' gunnery (or ``--skill``), each unit file's designs (every OmniMech configuration)."""
    for name in args.files:
        if is_mul(name):
            yield from _force_units(args, name, unreadable)
            continue
        for loaded in load_each([name], unreadable):
            for unit in configurations_of(loaded, args.config, unreadable):
                yield str(loaded.path), unit, args.skill if args.skill is not None else DEFAULT_SKILL


def _force_units(args: argparse.Namespace, name: str, unreadable: Any) -> Iterator[tuple[str, Any, int]]:
    from designer.cli.force import catalog_of
    from designer.forces.designs import force_designs
    from designer.forces.values import unit_skills
    from designer.formats.mul import read_mul

    try:
        found, missing = force_designs(read_mul(name), catalog_of(args))
    except FormatError as error:
        unreadable(error)
        return
    for line in missing:   # a unit of the force that resolves to no file: named, the rest go on
        problem(line)
    for item in found:
        skill = args.skill if args.skill is not None else unit_skills(item.unit)[0]
        yield str(item.path), item.design, skill


def _card(unit: Any, path: str, skill: int, objects: JsonList | None, out: TextIO) -> AlphaStrikeCard | None:
    name = f"{getattr(unit, 'chassis', '')} {getattr(unit, 'model', '')}".strip()
    try:
        return replace(convert(unit, skill), file=path)
    except NotConvertibleError as why:
        if objects is not None:
            objects.add({"file": path, "name": name, "point_value": None, "point_value_reason": str(why)})
        else:
            write(out, f"{name}: no Alpha Strike card ({why})\n")
        return None


def _with_working(card: AlphaStrikeCard, explain: bool) -> dict[str, Any]:
    data = card.to_json()
    if explain:
        data["working"] = [step.text() for step in card.steps]
    return data


def _print_cards(args: argparse.Namespace, cards: list[AlphaStrikeCard]) -> bool:
    from designer.sheets.alpha_cards import write_cards   # reportlab only when cards are printed

    return write_output(args.output, args.files, "pdf", args.force,
                        lambda stream: write_cards(stream, cards, args.paper), "the cards")
