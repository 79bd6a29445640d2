"""Which ``designer regiment`` options each action takes: an option given to an action that does not
use it is refused in one line rather than silently ignored."""

from __future__ import annotations

import argparse

# option destination -> how the user spells it
FLAGS = {
    "name": "NAME", "json": "--json", "csv": "--csv", "explain": "--explain", "counters": "--counters",
    "paper": "--paper", "type": "--type", "experience": "--experience", "seed": "--seed",
    "from_library": "--from-library", "regiment_name": "--regiment-name", "output": "-o",
    "force": "--force",
}
# action -> the options it uses ("file": a regiment file)
USED = {
    "file": ("json", "csv", "explain", "counters", "paper", "seed", "force"),
    "generate": ("type", "experience", "seed", "from_library", "regiment_name", "output", "force"),
    "scenario": ("name", "output", "paper", "force"),
}
DEFAULTS = {"paper": "letter", "seed": 0}   # filled in after the check (None: not given)


def action_of(target: str) -> str:
    return target if target in ("generate", "scenario") else "file"


def unused_option(args: argparse.Namespace) -> str | None:
    """One line naming the first given option the action does not use, or None."""
    action = action_of(args.target)
    for dest, flag in FLAGS.items():
        value = getattr(args, dest, None)
        if value not in (None, False) and dest not in USED[action]:
            what = "a regiment file" if action == "file" else f"'regiment {action}'"
            takes = ", ".join(FLAGS[name] for name in USED[action])
            return f"designer regiment: {flag} does not apply to {what} (it takes {takes})"
    return None


def fill_defaults(args: argparse.Namespace) -> None:
    for dest, value in DEFAULTS.items():
        if getattr(args, dest) is None:
            setattr(args, dest, value)
