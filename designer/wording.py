"""English for messages: counts with the right plural ("1 error", "2 errors") and the right
article ("an infantry lance", "a mech lance")."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, plural unless the count is one: counted(1, "error") == "1 error"."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def article(word: str) -> str:
    """``word`` with "a" or "an" before it, by its first letter: "an infantry", "a vehicle:hover"."""
    return f"{'an' if str(word)[:1].lower() in 'aeiou' else 'a'} {word}"
