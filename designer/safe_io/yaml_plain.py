"""The data of a plain YAML document in one pass over libyaml's events (D-SCALE3-2).

A unit file is plain YAML: mappings, sequences and untagged scalars, no anchor, alias, tag or
merge key. Such a document is built here straight from the parser's events, under the same
limits as :mod:`designer.safe_io.yaml_guard` (nesting depth, number of values, duplicate keys,
digits of an integer, finite floats), with PyYAML's own resolver and scalar constructors, so the
data is what the guarded parser gives. Anything else (an anchor, a tag, a timestamp, a second
document, a limit reached, malformed YAML) is left to the guarded parser, which reads the whole
text again and gives its answer or its one-line error: this module never reports a problem itself.

Building no node tree halves the cost of reading a YAML unit file; the tree (for the line of a
schema problem) is made only when a problem needs it."""

from __future__ import annotations

from typing import Any

from yaml.events import (
    DocumentEndEvent,
    DocumentStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
    StreamStartEvent,
)
from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

from designer.safe_io.yaml_guard import MAX_DEPTH, MAX_NODES, Parser, StrictConstructor, parse_yaml

_RESOLVER = Resolver()               # only its implicit resolvers are used: no state is kept
_CONSTRUCTOR = StrictConstructor()   # only its scalar constructors: they read the node given
_STR = "tag:yaml.org,2002:str"
_SCALARS = {
    "tag:yaml.org,2002:null": _CONSTRUCTOR.construct_yaml_null,
    "tag:yaml.org,2002:bool": _CONSTRUCTOR.construct_yaml_bool,
    "tag:yaml.org,2002:int": _CONSTRUCTOR.construct_yaml_int,
    "tag:yaml.org,2002:float": _CONSTRUCTOR.construct_yaml_float,
}


class _NotPlain(Exception):
    """The document is not plain YAML within the limits: the guarded parser decides."""


def parse_yaml_data(text: str, source: str | Any = "<input>") -> Any:
    """``parse_yaml(text, source)[0]``, built without the node tree when the document is plain.

    Raises:
        FormatError: as :func:`designer.safe_io.parse_yaml`.
    """
    try:
        return _plain_data(text)
    except Exception:   # not plain, a limit, malformed YAML: the guarded parser gives its answer
        return parse_yaml(text, source)[0]


def _plain_data(text: str) -> Any:
    parser = Parser(text)
    try:
        _expect(parser.get_event(), StreamStartEvent)
        event = parser.get_event()
        if isinstance(event, StreamEndEvent):
            return None
        _expect(event, DocumentStartEvent)
        builder = _Builder(parser)
        data = builder.value(parser.get_event(), 1)
        _expect(parser.get_event(), DocumentEndEvent)
        _expect(parser.get_event(), StreamEndEvent)   # a second document: the guarded parser refuses it
        return data
    finally:
        parser.dispose()


def _expect(event: Any, kind: type) -> None:
    if not isinstance(event, kind):
        raise _NotPlain


class _Builder:
    """Values from events, counting them against MAX_NODES and nesting against MAX_DEPTH."""

    def __init__(self, parser: Any) -> None:
        self._parser = parser
        self._count = 0

    def value(self, event: Any, depth: int) -> Any:
        self._count += 1
        if depth > MAX_DEPTH or self._count > MAX_NODES or event.anchor is not None:
            raise _NotPlain
        if isinstance(event, ScalarEvent):
            return _scalar(event)
        if event.tag is not None:
            raise _NotPlain
        if isinstance(event, MappingStartEvent):
            return self._mapping(depth)
        if isinstance(event, SequenceStartEvent):
            return self._sequence(depth)
        raise _NotPlain   # an alias

    def _sequence(self, depth: int) -> list[Any]:
        items = []
        while not isinstance(event := self._parser.get_event(), SequenceEndEvent):
            items.append(self.value(event, depth + 1))
        return items

    def _mapping(self, depth: int) -> dict[Any, Any]:
        mapping: dict[Any, Any] = {}
        while not isinstance(event := self._parser.get_event(), MappingEndEvent):
            if not isinstance(event, ScalarEvent):
                raise _NotPlain   # a collection as a key
            key = self.value(event, depth + 1)
            if key in mapping:   # a duplicate key (or two spellings of one value): the guarded parser
                raise _NotPlain
            mapping[key] = self.value(self._parser.get_event(), depth + 1)
        return mapping


def _scalar(event: ScalarEvent) -> Any:
    if event.tag is not None:
        raise _NotPlain
    tag = _RESOLVER.resolve(ScalarNode, event.value, event.implicit)
    if tag == _STR:
        return event.value
    construct = _SCALARS.get(tag)
    if construct is None:   # a timestamp, a merge key, '=': the guarded parser builds it
        raise _NotPlain
    return construct(ScalarNode(tag, event.value))
