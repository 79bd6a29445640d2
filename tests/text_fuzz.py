"""The four fuzz tests every text reader gets (STYLE.md 12): arbitrary text, truncated reference
files, reference files with lines deleted, replaced or inserted from the format's own vocabulary,
and reference files with binary noise spliced in. ``check(text)`` asserts the reader's contract."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def edit_lines(text: str, edits: list[tuple[float, int, str]]) -> str:
    """Applies (where 0-1, action 0 delete / 1 replace / 2 insert, token) edits to the lines."""
    lines = text.splitlines()
    for where, action, token in edits:
        if not lines:
            break
        index = int(where * (len(lines) - 1))
        if action == 0:
            del lines[index]
        elif action == 1:
            lines[index] = token
        else:
            lines.insert(index, token)
    return "\n".join(lines)


def fuzz_tests(check: Callable[[str], None], texts: list[str], tokens: list[str], examples: int) -> tuple:
    """The four test functions for one reader, to be bound to ``test_*`` names in its test module."""
    fuzz = settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])

    @fuzz
    @given(st.text(max_size=400))
    def arbitrary_text(text: str) -> None:
        check(text)

    @fuzz
    @given(st.sampled_from(texts), st.floats(min_value=0, max_value=1))
    def truncated(text: str, fraction: float) -> None:
        check(text[: int(len(text) * fraction)])

    @fuzz
    @given(st.sampled_from(texts), st.lists(st.tuples(st.floats(0, 1), st.integers(0, 2), st.sampled_from(tokens)),
                                            max_size=8))
    def lines_edited(text: str, edits: list[tuple[float, int, str]]) -> None:
        check(edit_lines(text, edits))

    @fuzz
    @given(st.sampled_from(texts), st.binary(max_size=40), st.floats(0, 1))
    def noise_spliced(text: str, noise: bytes, where: float) -> None:
        cut = int(len(text) * where)
        check(text[:cut] + noise.decode("latin-1") + text[cut:])

    return arbitrary_text, truncated, lines_edited, noise_spliced
