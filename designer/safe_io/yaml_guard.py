"""YAML parsed with limits: libyaml's event parser (fast, not recursive) under PyYAML's Python
composer, which here counts nesting and alias expansion and refuses duplicate keys, so no file
can overflow the C stack (libyaml's own composer recurses without limit) or expand an alias
bomb. Numbers are strict: no integer longer than a sane number of digits, no float that is not
finite."""

from __future__ import annotations

import math
from typing import Any

import yaml
from yaml.composer import Composer, ComposerError
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import AliasEvent, CollectionStartEvent, ScalarEvent
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.resolver import Resolver

from designer.safe_io.errors import FormatError

try:   # libyaml's event parser when PyYAML was built with it; the pure-Python one otherwise
    from yaml._yaml import CParser as _Parser
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml.parser import Parser as _Parser  # type: ignore[assignment]
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, _Parser):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            _Parser.__init__(self)

MAX_DEPTH = 20          # collections inside collections; a unit or force file needs at most 7
MAX_NODES = 100_000     # values after expanding every alias; a unit file has a few hundred
MAX_DIGITS = 30         # digits of one integer; no rule number comes near


class _GuardedComposer(Composer):
    """PyYAML's composer with a depth limit, an expansion budget and a duplicate-key check."""

    def __init__(self) -> None:
        Composer.__init__(self)
        self._depth = 0
        self._total = 0
        self._sizes: dict[int, int] = {}

    def _spend(self, count: int, event: Any) -> None:
        self._total += count
        if self._total > MAX_NODES:
            raise ComposerError(None, None, f"more than {MAX_NODES} values (aliases expanded)",
                                event.start_mark)

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        event = self.peek_event()
        if isinstance(event, AliasEvent):
            node = self.anchors.get(event.anchor)
            if node is not None:
                if id(node) not in self._sizes:
                    raise ComposerError(None, None, "an alias refers to a collection that contains it",
                                        event.start_mark)
                self._spend(self._sizes[id(node)], event)
            return super().compose_node(parent, index)
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise ComposerError(None, None, f"nesting deeper than {MAX_DEPTH} levels", event.start_mark)
        before = self._total
        try:
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        self._spend(1, event)
        if isinstance(event, (ScalarEvent, CollectionStartEvent)) and event.anchor is not None:
            self._sizes[id(node)] = self._total - before
        return node

    def compose_mapping_node(self, anchor: str | None) -> MappingNode:
        node = super().compose_mapping_node(anchor)
        seen: dict[tuple[str, str], int] = {}
        for key, _ in node.value:
            if isinstance(key, ScalarNode):
                first = seen.get((key.tag, key.value))
                if first is not None:
                    raise ComposerError(None, None, f"duplicate key '{key.value}' (first on line {first})",
                                        key.start_mark)
                seen[(key.tag, key.value)] = key.start_mark.line + 1
        return node


class _StrictConstructor(SafeConstructor):
    """Numbers that fit: integers of at most MAX_DIGITS digits, finite floats only; any other
    failure of a constructor is reported at its node's line."""

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except (ValueError, TypeError, OverflowError, ArithmeticError) as exc:
            raise ConstructorError(None, None, f"cannot read value: {exc}", node.start_mark) from None

    def construct_yaml_int(self, node: Node) -> int:
        text = str(self.construct_scalar(node))  # type: ignore[arg-type]
        if sum(char.isdigit() for char in text) > MAX_DIGITS:
            raise ConstructorError(None, None, f"a number with more than {MAX_DIGITS} digits",
                                   node.start_mark)
        return int(super().construct_yaml_int(node))

    def construct_yaml_float(self, node: Node) -> float:
        value = float(super().construct_yaml_float(node))
        if not math.isfinite(value):
            raise ConstructorError(None, None, "not a finite number (no .inf, .nan or overflowing float)",
                                   node.start_mark)
        return value


_StrictConstructor.add_constructor("tag:yaml.org,2002:int", _StrictConstructor.construct_yaml_int)
_StrictConstructor.add_constructor("tag:yaml.org,2002:float", _StrictConstructor.construct_yaml_float)


class GuardedLoader(_GuardedComposer, _Parser, _StrictConstructor, Resolver):  # type: ignore[misc, valid-type]
    def __init__(self, stream: str) -> None:
        _Parser.__init__(self, stream)
        _StrictConstructor.__init__(self)
        Resolver.__init__(self)
        _GuardedComposer.__init__(self)


Parser = _Parser                      # libyaml's event parser (yaml_plain.py reads its events too)
StrictConstructor = _StrictConstructor


def _last_line(text: str) -> int:
    """1-based number of the last line that holds anything (a truncated file's problem is there)."""
    return text.rstrip().count("\n") + 1


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def parse_yaml(text: str, source: str | Any = "<input>") -> tuple[Any, Node | None]:
    """(data, root node) of one YAML document; the node gives line numbers for later messages.

    Raises:
        FormatError: malformed YAML, nesting deeper than MAX_DEPTH, more than MAX_NODES values,
            a recursive alias, a duplicate key, an integer too long, a float not finite; with
            the line of the problem.
    """
    loader = GuardedLoader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = _one_line(exc.problem or exc.context or "not YAML")
        if "maximum nesting depth" in problem:
            # libyaml (PyYAML >= 6.0.4) refuses 1,000 open levels while scanning ahead, before the
            # composer counts past MAX_DEPTH: the same refusal, in our words.
            problem = f"nesting deeper than {MAX_DEPTH} levels"
        if exc.context and exc.context_mark is not None and "end of stream" in problem:
            mark = exc.context_mark   # an unclosed quote: where it was opened
            problem += " " + _one_line(exc.context)
        line = mark.line + 1 if mark is not None else None
        if mark is not None and mark.index >= len(text.rstrip()):   # a truncated file: its last line
            line = _last_line(text)
            if exc.context_mark is not None and exc.context_mark.line + 1 < line:
                problem += f" (the file ends before what line {exc.context_mark.line + 1} opened is closed)"
        raise FormatError(f"malformed YAML: {problem}", source=source, line=line) from None
    except (yaml.YAMLError, RecursionError, ValueError, TypeError, MemoryError) as exc:
        reason = _one_line(str(exc)) or exc.__class__.__name__
        raise FormatError(f"malformed YAML: {reason}", source=source) from None
    finally:
        loader.dispose()
    return data, node
