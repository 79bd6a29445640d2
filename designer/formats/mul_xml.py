"""The XML underneath a MegaMek force file, parsed as untrusted input: defusedxml's expat parser
with no document type declaration at all (so no entity is ever declared, expanded or fetched from
outside the file), at most ``MAX_DEPTH`` nested elements and ``MAX_ELEMENTS`` elements, from a file
read by the one bounded reader. Every refusal is one FormatError naming the file and line.

The result is a small tree of :class:`XmlNode` (tag, attributes, line, children); text between
elements (MegaMek writes notes such as "The first slot in a location is at index=1") is skipped."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ParseError
from xml.parsers import expat

from defusedxml import DefusedXmlException, DTDForbidden
from defusedxml.ElementTree import DefusedXMLParser

from designer import safe_io
from designer.safe_io.errors import FormatError

MAX_MUL_BYTES = 4_000_000  # the largest sample (a 20-unit list) is 15 KB; a regiment of 100 is ~200 KB
MAX_DEPTH = 12  # MegaMek nests five deep (record > survivors > entity > location > slot)
MAX_ELEMENTS = 100_000  # a 200 KB file holds ~3,000
MAX_ATTRIBUTE_CHARS = 10_000  # MegaMek's longest, a list of quirks or edge triggers, is a few hundred
WHAT = "a MegaMek force file (.mul)"
_DECLARED = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']""")
_UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")


@dataclass(slots=True)
class XmlNode:
    tag: str
    attrib: dict[str, str]
    line: int
    children: list[XmlNode] = field(default_factory=list)

    def get(self, name: str, default: str = "") -> str:
        return self.attrib.get(name, default)

    def named(self, *tags: str) -> list[XmlNode]:
        """The children with one of ``tags`` (MegaMek compares element names ignoring case)."""
        wanted = {tag.casefold() for tag in tags}
        return [child for child in self.children if child.tag.casefold() in wanted]


class _Refused(Exception):
    """A limit of the builder was passed; the parser's line is added by :func:`parse_xml`."""


class _Builder:
    """The parser's target: builds :class:`XmlNode` trees, counting elements and depth."""

    def __init__(self) -> None:
        self.stack: list[XmlNode] = []
        self.root: XmlNode | None = None
        self.count = 0
        self.expat: Any = None

    def start(self, tag: str, attrib: dict[str, str]) -> None:
        self.count += 1
        if self.count > MAX_ELEMENTS:
            raise _Refused(f"more than {MAX_ELEMENTS:,} elements (the limit for {WHAT})")
        if len(self.stack) >= MAX_DEPTH:
            raise _Refused(f"elements nested deeper than {MAX_DEPTH} (MegaMek's files nest five deep)")
        for name, value in attrib.items():
            if len(value) > MAX_ATTRIBUTE_CHARS:
                raise _Refused(
                    f"<{tag}> {name} holds {len(value):,} characters; the limit is {MAX_ATTRIBUTE_CHARS:,}"
                )
        node = XmlNode(tag, dict(attrib), int(self.expat.CurrentLineNumber) if self.expat else 0)
        if self.stack:
            self.stack[-1].children.append(node)
        else:
            self.root = node
        self.stack.append(node)

    def end(self, tag: str) -> None:
        self.stack.pop()

    def data(self, text: str) -> None:  # free text between elements: MegaMek's notes to the reader
        pass

    def close(self) -> XmlNode | None:
        return self.root


def read_xml(path: str | Path) -> XmlNode:
    """The root element of the XML file at ``path``.

    Raises:
        FormatError: unreadable or too large, badly encoded, not well-formed or truncated XML, a
            document type declaration (the way in for entity expansion and external entities),
            or nesting / element count past the limits; each names the file and line.
    """
    raw = safe_io.read_bytes(path, MAX_MUL_BYTES, WHAT)
    return parse_xml(raw, str(path))


def _text_or_bytes(raw: bytes, source: str) -> str | bytes:
    """UTF-8 (MegaMek's encoding) is decoded here, so a bad byte is named with its line; a file
    declaring another encoding, or UTF-16 with its byte-order mark, is left to expat."""
    declared = _DECLARED.match(raw)
    other = declared is not None and declared.group(1).lower().replace(b"_", b"-") not in (b"utf-8", b"utf8")
    if other or raw.startswith(_UTF16_MARKS):
        return raw
    text = safe_io.decode_text(raw, source)
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise FormatError("not a text file (a NUL byte)", source=source, line=line)
    return text


def parse_xml(raw: bytes, source: str) -> XmlNode:
    """See :func:`read_xml`."""
    data = _text_or_bytes(raw, source)
    builder = _Builder()
    parser = DefusedXMLParser(target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    builder.expat = parser.parser
    try:
        parser.feed(data)
        root = parser.close()
    except (_Refused, DefusedXmlException) as exc:
        raise FormatError(_refusal(exc, raw), source=source, line=_line(parser)) from None
    except ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else _line(parser)
        raise FormatError(_malformed(exc), source=source, line=line) from None
    except (ValueError, LookupError) as exc:  # an encoding expat does not know
        raise FormatError(f"cannot read as XML: {exc}", source=source, line=1) from None
    if root is None:
        raise FormatError("no XML element in the file", source=source, line=1)
    return root


def _line(parser: Any) -> int | None:
    try:
        return int(parser.parser.CurrentLineNumber)
    except (AttributeError, TypeError, ValueError):
        return None


def _refusal(exc: Exception, raw: bytes) -> str:
    if not isinstance(exc, DTDForbidden):
        return str(exc) if isinstance(exc, _Refused) else f"refused: {exc.__class__.__name__}"
    if b"SYSTEM" in raw or b"PUBLIC" in raw:
        return (
            "an external entity or document type (<!DOCTYPE ... SYSTEM/PUBLIC>) is refused: a force file "
            "reads nothing from outside itself"
        )
    if b"<!ENTITY" in raw:
        return "entity declarations (<!ENTITY>) are refused: a force file expands no entities"
    return "a document type declaration (<!DOCTYPE>) is refused: MegaMek force files have none"


def _malformed(exc: ParseError) -> str:
    code = getattr(exc, "code", None)
    reason = expat.ErrorString(code) if isinstance(code, int) else str(exc)
    if code == expat.errors.codes.get(expat.errors.XML_ERROR_NO_ELEMENTS):
        return "the XML ends before its elements are closed (a truncated file?)"
    if code == expat.errors.codes.get(expat.errors.XML_ERROR_UNCLOSED_TOKEN):
        return "the XML ends inside a tag (a truncated file?)"
    return f"not well-formed XML: {reason}"
