"""``designer regiment``: BattleForce regiments (seed 001 lines 1855-2497).

    designer regiment FILE [--json|--csv] [--explain] [--counters OUT.pdf] [--paper letter|a4]
    designer regiment generate --type heavy|medium|light [--experience G|R|V|E] [--seed N]
                               [--from-library] [-o FILE]
    designer regiment scenario [NAME] [-o brief.pdf]

Exit 0 ok, 1 the regiment breaks a rule (over budget ...), 2 bad input."""

from __future__ import annotations

import argparse
import csv
import json
import sys
from typing import Any, TextIO

from designer.battleforce.regiment import Regiment, RegimentLance
from designer.battleforce.regiment_data import level_name
from designer.battleforce.regiment_file import read_regiment
from designer.battleforce.scenarios import UnknownScenarioError, scenario, scenario_book
from designer.cli.outputs import add_output_option
from designer.cli.regiment_options import fill_defaults, unused_option
from designer.cli.option_types import name_text
from designer.cli.report import write_output
from designer.formats.errors import FormatError
from designer.rules.findings import Severity

EXIT_OK, EXIT_ERRORS, EXIT_BAD_INPUT = 0, 1, 2
CSV_COLUMNS = (
    "kind",
    "battalion",
    "company",
    "name",
    "class",
    "experience",
    "ra",
    "ca",
    "d",
    "r",
    "mp",
    "jump",
    "overburn_ra",
    "overburn_mp",
    "cost",
    "members",
)


def setup_parser(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "target", metavar="FILE|generate|scenario", help="a regiment file, 'generate' or 'scenario'"
    )
    parser.add_argument("name", nargs="?", metavar="NAME", help="scenario name (with 'scenario')")
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print the whole regiment as JSON")
    output.add_argument("--csv", action="store_true", help="print one CSV row per lance and purchase")
    parser.add_argument("--explain", action="store_true", help="show how every cost was found")
    add_output_option(parser, "--counters", file_type="pdf", metavar="OUT.pdf",
                      help="print counters, roster and battlegroup worksheet")
    parser.add_argument("--paper", choices=("letter", "a4"), type=str.lower,
                        help="paper size (any case; default letter)")
    parser.add_argument("--type", choices=("heavy", "medium", "light"), type=str.lower,
                        help="regiment type (generate)")
    parser.add_argument("--experience", metavar="G|R|V|E", help="regiment Experience Level (generate)")
    parser.add_argument("--seed", type=int, help="random seed (generate; rolled experience; default 0)")
    parser.add_argument(
        "--from-library", action="store_true", help="draw lances from the unit library (generate)"
    )
    parser.add_argument("--regiment-name", type=name_text("regiment name"), metavar="NAME",
                        help="name of the generated regiment")
    add_output_option(parser, "-o", "--output", file_type="by-action",
                      help="write the regiment file (generate) or briefing PDF (scenario) here")


def run(args: argparse.Namespace, out: TextIO) -> int:
    unused = unused_option(args)
    if unused:   # an option the action does not use is refused, never ignored
        print(unused, file=sys.stderr)
        return EXIT_BAD_INPUT
    fill_defaults(args)
    try:
        if args.target == "generate":
            return _generate(args, out)
        if args.target == "scenario":
            return _scenario(args, out)
        regiment = read_regiment(args.target, seed=args.seed)
    except (FormatError, UnknownScenarioError, ValueError, LookupError) as exc:
        print(str(exc).strip('"'), file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.counters and not _write_sheets(regiment, args):
        return EXIT_BAD_INPUT
    if args.json:
        json.dump(regiment.as_dict(), out, indent=2)
        out.write("\n")
    elif args.csv:
        _print_csv(regiment, out)
    else:
        out.writelines(line + "\n" for line in roster_lines(regiment, args.explain))
    return EXIT_ERRORS if any(f.severity is Severity.ERROR for f in regiment.findings) else EXIT_OK


def _generate(args: argparse.Namespace, out: TextIO) -> int:
    from designer.battleforce.generate import dump_regiment, generate_regiment

    if args.type is None:
        print("regiment generate needs --type heavy, medium or light", file=sys.stderr)
        return EXIT_BAD_INPUT
    level = level_name(args.experience) if args.experience else None
    data = generate_regiment(
        args.type, level, args.seed, from_library=args.from_library, name=args.regiment_name
    )
    if args.output:
        text = dump_regiment(data).encode("utf-8")
        if not write_output(args.output, [], "yaml", args.force, lambda stream: stream.write(text)):
            return EXIT_BAD_INPUT
        out.write(f"{args.output}: regiment {data.get('name', '')} written\n")
    else:
        out.write(dump_regiment(data))
    return EXIT_OK


def _scenario(args: argparse.Namespace, out: TextIO) -> int:
    if args.name is None:
        for item in scenario_book().scenarios:
            budgets = ", ".join(f"{side.key} {side.points or 'fixed'}" for side in item.sides)
            out.write(f"{item.key:<20} {item.title:<22} {budgets}\n")
        return EXIT_OK
    item = scenario(args.name)
    if args.output:
        from designer.sheets.regiment_sheet import render_briefing  # reportlab only when asked for

        if not write_output(args.output, [], "pdf", args.force,
                            lambda stream: render_briefing(item, stream, paper=args.paper), "briefing"):
            return EXIT_BAD_INPUT
        out.write(f"{args.output}: briefing of {item.title} written\n")
        return EXIT_OK
    from designer.battleforce.briefing import briefing_lines

    out.writelines(line + "\n" for line in briefing_lines(item))
    return EXIT_OK


def _write_sheets(regiment: Regiment, args: argparse.Namespace) -> bool:
    """The counters PDF through the output guard and the atomic writer (never onto the regiment
    file itself or a file of another type without --force)."""
    from designer.sheets.regiment_sheet import render_regiment  # reportlab only when asked for

    pages: list[int] = []
    written = write_output(args.counters, [args.target], "pdf", args.force,
                           lambda stream: pages.append(render_regiment(regiment, stream, paper=args.paper)),
                           "counters")
    if written:
        print(f"{args.counters}: {pages[0]} pages of counters, roster and worksheet", file=sys.stderr)
    return written


def _lance_line(lance: RegimentLance, explain: bool) -> list[str]:
    v, burn = lance.lance.values, lance.lance.overburn
    members = ", ".join(m.name for m in lance.lance.members)
    lines = [
        f"      {lance.name:<18} {lance.level:<8} RA {v.ra:>2} CA {v.ca:>2} D {v.d:>2} R {v.r} "
        f"M {v.mp}{'J' if v.jump else ' '} OVR {burn.ra:>2}/{burn.mp:<2} "
        f"cost {lance.cost.points:>3}  {members}"
    ]
    return lines + ([f"          {line}" for line in lance.cost.working] if explain else [])


def roster_lines(regiment: Regiment, explain: bool = False) -> list[str]:
    """The regiment as text: battalions, companies, lances with their costs, the battlegroup, the
    total against the budget and the findings."""
    level = f", {regiment.level}" if regiment.level else ""
    lines = [f"Regiment {regiment.name} ({regiment.type}{level})"]
    lines += [f"  {line}" for line in regiment.budget.working]
    for battalion in regiment.battalions:
        lines.append(f"  {battalion.name}")
        if battalion.headquarters:
            lines.append("    Headquarters")
            lines += [text for lance in battalion.headquarters for text in _lance_line(lance, explain)]
        for company in battalion.companies:
            lines.append(f"    {company.name}")
            lines += [text for lance in company.lances for text in _lance_line(lance, explain)]
    if regiment.headquarters:
        lines.append("  Regimental Headquarters")
        lines += [text for lance in regiment.headquarters for text in _lance_line(lance, explain)]
    lines.append("  Regimental Battlegroup")
    lines += [f"      {truck.name:<18} {truck.level:<8} (supply train, no cost)" for truck in regiment.trucks]
    lines += [f"      {item.name:<18} cost {item.cost.points:>3}  {item.note}" for item in regiment.dropships]
    if regiment.specials:
        lines.append("  Special purchases")
        lines += [f"      {item.name:<30} cost {item.cost.points:>3}" for item in regiment.specials]
        if explain:
            lines += [f"          {line}" for item in regiment.specials for line in item.cost.working]
    lines += [f"  Total: {line}" for line in regiment.total().working]
    return lines + [f"  {finding}" for finding in regiment.findings]


def _row(kind: str, where: list[str], lance: RegimentLance) -> dict[str, Any]:
    v = lance.lance.values
    return {
        "kind": kind,
        "battalion": where[0],
        "company": where[1],
        "name": lance.name,
        "class": lance.lance.class_,
        "experience": lance.level,
        **v.as_dict(),
        "jump": "J" if v.jump else "",
        "overburn_ra": lance.lance.overburn.ra,
        "overburn_mp": lance.lance.overburn.mp,
        "cost": lance.cost.points,
        "members": "; ".join(m.name for m in lance.lance.members),
    }


def _print_csv(regiment: Regiment, out: TextIO) -> None:
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n", extrasaction="ignore")
    writer.writeheader()
    for battalion in regiment.battalions:
        for lance in battalion.headquarters:
            writer.writerow(_row("lance", [battalion.name, "Headquarters"], lance))
        for company in battalion.companies:
            for lance in company.lances:
                writer.writerow(_row("lance", [battalion.name, company.name], lance))
    for lance in regiment.headquarters:
        writer.writerow(_row("lance", ["Regimental Headquarters", ""], lance))
    for lance in regiment.trucks:
        writer.writerow(_row("truck", ["Regimental Battlegroup", ""], lance))
    for item in (*regiment.dropships, *regiment.specials):
        kind = "dropship" if item in regiment.dropships else "special"
        writer.writerow({"kind": kind, "name": item.name, "cost": item.cost.points})
    writer.writerow({"kind": "total", "name": regiment.name, "cost": regiment.total().points})
