"""English for messages: counts and weights with the right plural ("1 error", "2 errors",
"1 ton") and the right article ("an infantry lance", "a mech lance")."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, plural unless the count is one: counted(1, "error") == "1 error"."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def tons(value: float) -> str:
    """A weight in words: tons(1) == "1 ton", tons(0.5) == "0.5 tons", tons(2) == "2 tons"."""
    return f"{value:g} ton{'' if value == 1 else 's'}"


def is_are(value: float) -> str:
    """The verb after a weight: "1 ton is", "2 tons are"."""
    return "is" if value == 1 else "are"


def article(word: str) -> str:
    """``word`` with "a" or "an" before it, by its first letter: "an infantry", "a vehicle:hover"."""
    return f"{'an' if str(word)[:1].lower() in 'aeiou' else 'a'} {word}"
