"""Types of free-text options (a pilot, lance or regiment name): bounded like the same text in a
file (docs/limits.md), so a 1 MB ``--pilot`` is one usage line and exit 2, never a traceback nor a
file written that cannot be read back."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from designer.model.limits import check_text

SHOWN_CHARS = 60   # of a bad option value quoted in a message


def shown(text: str) -> str:
    """``text`` quoted for a one-line message, cut to SHOWN_CHARS characters."""
    return repr(text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS] + "...")


def name_text(field: str) -> Callable[[str], str]:
    """An argparse type: the text when it is no longer than a name field allows."""
    def parse(text: str) -> str:
        try:
            return check_text(field, text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc).replace(" (docs/limits.md)", "")) from None
    return parse
