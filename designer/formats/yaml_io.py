"""Native YAML unit files: one unit per file, ``kind:`` and ``schema:`` keys, stable key order.

Loading reports ``file:line: problem`` for malformed YAML and for schema errors (the line of
the offending key); reading goes through the bounded reader and the guarded YAML parser and
saving through the atomic writer of :mod:`designer.safe_io`."""

from __future__ import annotations

import os  # noqa: F401 - tests patch os.fsync and tempfile.mkstemp through this module
import tempfile  # noqa: F401
from enum import Enum
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from designer import safe_io
from designer.formats.errors import FormatError
from designer.kinds import UnknownKindError, kind_names, unit_kind
from designer.model import SCHEMA_VERSION
from designer.model.common import READABLE_SCHEMAS
from designer.model.common import Document

MAX_FILE_BYTES = safe_io.MAX_YAML_BYTES


def node_line(node: yaml.Node | None, path: tuple[Any, ...]) -> int | None:
    """1-based line of the YAML node reached by following ``path`` (keys and indexes)."""
    line = node.start_mark.line + 1 if node is not None else None
    for key in path:
        if isinstance(node, yaml.MappingNode):
            node = next((v for k, v in node.value if k.value == str(key) or k.value == key), None)
            if node is None:
                return line
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
            node = node.value[key]
        else:
            return line
        line = node.start_mark.line + 1
    return line


def _describe(error: ErrorDetails, model: type[BaseModel] | None = None) -> str:
    path = ".".join(str(part) for part in error["loc"] if not str(part).startswith("function-"))
    if error["type"] == "extra_forbidden":
        from designer.formats.key_hints import did_you_mean

        return f"unknown key '{path}'" + (did_you_mean(model, tuple(error["loc"])) if model else "")
    message = str(error["msg"]).removeprefix("Value error, ")
    from designer.formats.key_hints import value_hint

    if error["loc"] and error["loc"][-1] == "[key]":   # a mapping's key (an armor location)
        owner = ".".join(str(part) for part in error["loc"][:-2])
        allowed = message.replace("Input should be", "a key is")
        return f"unknown key '{error['input']}' in {owner}{value_hint(error)}; {allowed}"
    return f"{path or 'document'}: {message}{value_hint(error)}"


def _schema_problem(exc: ValidationError, model: type[BaseModel], node: yaml.Node | None,
                    source: str) -> FormatError:
    """Every problem of the document on one line, unknown keys first (a mistyped key is often why
    another is missing), each after the first with its line: ``file:line: a; b (line 9)``."""
    found = [(error, node_line(node, tuple(error["loc"]))) for error in exc.errors()]
    found.sort(key=lambda pair: (pair[0]["type"] != "extra_forbidden", pair[1] or 0))
    errors, lines = [error for error, _ in found], [line for _, line in found]
    parts = [_describe(error, model) + (f" (line {line})" if position and line else "")
             for position, (error, line) in enumerate(zip(errors, lines, strict=True))]
    return FormatError("; ".join(parts), source=source, line=lines[0])


def parse_unit(text: str, source: str = "<input>") -> Document:
    """Parses the text of a YAML unit file into its document model.

    Raises:
        FormatError: malformed YAML, an unknown ``kind``, or a schema violation (with its line).
    """
    if len(text) > MAX_FILE_BYTES:
        raise FormatError(f"file is too large for a unit file ({len(text)} bytes)", source=source)
    data = safe_io.parse_yaml_data(text, source)   # the node tree only for a problem's line

    def node() -> yaml.Node | None:
        return safe_io.parse_yaml(text, source)[1]

    if not isinstance(data, dict):
        raise FormatError("a unit file must be a mapping with a 'kind:' key", source=source, line=1)
    kind = data.get("kind")
    try:
        model = unit_kind(kind if isinstance(kind, str) else "").model
    except UnknownKindError:
        known = ", ".join(sorted(kind_names()))
        raise FormatError(f"unknown unit kind {kind!r} (expected one of: {known})", source=source,
                          line=node_line(node(), ("kind",))) from None
    schema = data.get("schema", SCHEMA_VERSION)
    if type(schema) is not int or schema not in READABLE_SCHEMAS:   # not true, not 1.0, not "1"
        readable = " or ".join(str(number) for number in READABLE_SCHEMAS)
        raise FormatError(f"unsupported schema {schema!r} (expected the integer {readable})",
                          source=source, line=node_line(node(), ("schema",)))
    newer = [key for key in getattr(model, "SCHEMA_2_FIELDS", ()) if key in data]
    if schema == 1 and newer:
        raise FormatError(f"'{newer[0]}' needs schema: 2 (a schema 1 file has the 1987 technology)",
                          source=source, line=node_line(node(), (newer[0],)))
    from designer.formats.player_names import design_tech, resolve_names

    spec = unit_kind(kind)
    data = resolve_names(data, spec.names(), design_tech(data, model))   # item names as players write them
    try:  # the document read is a current-schema document: a schema 1 file is upgraded in memory
        return model.model_validate(data | {"schema": SCHEMA_VERSION})
    except ValidationError as exc:
        raise _schema_problem(exc, model, node(), source) from None


def read_unit(path: str | Path) -> Document:
    """Reads a YAML unit file. Raises FormatError (never another exception) on bad input."""
    path = Path(path)
    text = safe_io.read_text(path, MAX_FILE_BYTES, "a unit file")
    return parse_unit(text, str(path))


def _enum_order(pair: tuple[Any, Any]) -> int:
    """Enum-keyed mappings (armor by location) are written in the enum's order; others keep theirs."""
    key = pair[0]
    return list(type(key)).index(key) if isinstance(key, Enum) else 0


def _plain(value: Any) -> Any:
    """Model dump -> YAML-friendly plain data (enums to strings, tuples to lists)."""
    if isinstance(value, dict):
        return {str(getattr(k, "value", k)): _plain(v) for k, v in sorted(value.items(), key=_enum_order)}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return getattr(value, "value", value)


def unit_to_data(unit: BaseModel) -> dict[str, Any]:
    """The document as plain data in a stable key order: ``kind`` and ``schema`` first, then the
    model's fields in declaration order; defaults are left out except the identity keys."""
    data = _plain(unit.model_dump(by_alias=True, exclude_defaults=True))
    # getattr: each unit class declares its own ``kind``; the BaseModel annotation has none
    head = {"kind": getattr(unit, "kind"), "schema": SCHEMA_VERSION}  # noqa: B009
    # The fields of the current schema are written even at their defaults (a 'Mech says its engine).
    explicit = set(getattr(unit, "SCHEMA_2_FIELDS", ())) - {"year"}
    if explicit:
        full = _plain(unit.model_dump(by_alias=True))
        data = {k: v for k, v in full.items() if k in data or k in explicit}
    tail = {"fluff": data["fluff"]} if "fluff" in data else {}   # the prose after the numbers
    # the names next: a kind's own fields (the technology of a vehicle, D-L2K-1) come after them
    names = {k: data[k] for k in ("chassis", "model") if k in data}
    return head | names | {k: v for k, v in data.items() if k not in head and k not in names and k not in tail} | tail


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # type: ignore[misc]
    pass


def _represent_flow_mapping(dumper: yaml.SafeDumper, data: dict) -> yaml.Node:
    short = all(not isinstance(v, (dict, list)) and not _is_prose(v) for v in data.values())
    flow = short and len(data) <= 12
    return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=flow)


def _is_prose(value: Any) -> bool:
    return isinstance(value, str) and ("\n" in value or len(value) > 60)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    """Text of several lines (fluff) as a literal block, the rest as PyYAML would."""
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(dict, _represent_flow_mapping)
_Dumper.add_representer(str, _represent_str)


def dump_unit(unit: BaseModel) -> str:
    """The YAML text of a unit (block style at the top, one line per mount)."""
    data = unit_to_data(unit)
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100,
                     default_flow_style=False)


def atomic_write_text(path: str | Path, text: str, *, backup: bool = True) -> None:
    """Writes ``text`` (UTF-8, newlines as "\\n") to ``path`` atomically; see atomic_write_bytes."""
    atomic_write_bytes(path, text.encode("utf-8"), backup=backup)


def atomic_write_bytes(path: str | Path, data: bytes, *, backup: bool = True) -> None:
    """Writes ``data`` to ``path`` atomically (:func:`designer.safe_io.atomic_write`), so a
    failed save never destroys the existing file. With ``backup`` the previous version is kept
    beside it as ``<name>.bak``.

    Raises:
        OSError: the folder is not writable or the disk is full (the old file is untouched).
    """
    safe_io.atomic_write(path, data, backup=backup)


backup_path = safe_io.backup_path


def write_unit(unit: BaseModel, path: str | Path) -> None:
    """Saves a unit as YAML, atomically."""
    atomic_write_text(path, dump_unit(unit))
