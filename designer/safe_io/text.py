"""Names from files made safe to print: no terminal escape sequence, no control character, no
bidirectional override reaches a terminal; no CSV cell starts a spreadsheet formula."""

from __future__ import annotations

import re

# C0 controls but tab and newline, DEL, C1 controls (CSI 0x9b among them), bidi overrides, and
# the lone surrogates by which Python carries file-name bytes that are not UTF-8 (unprintable)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_CONTROL_OR_NEWLINE = re.compile(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(char, f"\\x{ord(char):02x}" if ord(char) < 256
                                                        else f"\\u{ord(char):04x}")


def printable(text: str) -> str:
    """``text`` with control characters shown as escapes; newlines and tabs kept."""
    return _CONTROL.sub(_escape, text)


def one_line(text: str) -> str:
    """``text`` as one printable line: newlines too are shown as escapes."""
    return _CONTROL_OR_NEWLINE.sub(_escape, text)


def csv_cell(value: object) -> object:
    """A text cell a spreadsheet could run as a formula gets a leading apostrophe (OWASP)."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value
