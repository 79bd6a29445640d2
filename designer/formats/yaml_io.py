"""Native YAML unit files: one unit per file, ``kind:`` and ``schema:`` keys, stable key order.

Loading reports ``file:line: problem`` for malformed YAML and for schema errors (the line of
the offending key); saving is atomic (temporary file in the same folder, then replace)."""

from __future__ import annotations

import os
import shutil
import tempfile
from enum import Enum
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from designer.formats.errors import FormatError, read_text_file
from designer.model import SCHEMA_VERSION, Mech
from designer.model.common import Document
from designer.model.units import Building, Fighter, Infantry, Vehicle

MAX_FILE_BYTES = 2_000_000

# kind discriminator -> document class; other unit kinds register here as they are added.
UNIT_KINDS: dict[str, type[Document]] = {"mech": Mech}
UNIT_KINDS.update(vehicle=Vehicle, infantry=Infantry, building=Building, fighter=Fighter)


# The C loader (libyaml) when PyYAML has it; it keeps line marks like the pure-Python one.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _node_line(node: yaml.Node | None, path: tuple[Any, ...]) -> int | None:
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


def _compose(text: str, source: str) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise FormatError(f"malformed YAML: {problem}", source=source,
                          line=mark.line + 1 if mark else None) from None
    except (RecursionError, ValueError) as exc:
        raise FormatError(f"malformed YAML: {exc.__class__.__name__}", source=source) from None


def _construct(node: yaml.Node, source: str) -> Any:
    loader = _Loader("")
    try:
        return loader.construct_document(node)
    except (yaml.YAMLError, RecursionError, ValueError, TypeError) as exc:
        raise FormatError(f"malformed YAML: {exc}", source=source, line=node.start_mark.line + 1) from None
    finally:
        loader.dispose()


def _describe(error: dict[str, Any]) -> str:
    path = ".".join(str(part) for part in error["loc"] if not str(part).startswith("function-"))
    if error["type"] == "extra_forbidden":
        return f"unknown key '{path}'"
    return f"{path or 'document'}: {error['msg']}"


def parse_unit(text: str, source: str = "<input>") -> Document:
    """Parses the text of a YAML unit file into its document model.

    Raises:
        FormatError: malformed YAML, an unknown ``kind``, or a schema violation (with its line).
    """
    if len(text) > MAX_FILE_BYTES:
        raise FormatError(f"file is too large for a unit file ({len(text)} bytes)", source=source)
    node = _compose(text, source)
    data = _construct(node, source) if node is not None else None
    if not isinstance(data, dict):
        raise FormatError("a unit file must be a mapping with a 'kind:' key", source=source, line=1)
    kind = data.get("kind")
    model = UNIT_KINDS.get(kind) if isinstance(kind, str) else None
    if model is None:
        known = ", ".join(sorted(UNIT_KINDS))
        raise FormatError(f"unknown unit kind {kind!r} (expected one of: {known})", source=source,
                          line=_node_line(node, ("kind",)))
    schema = data.get("schema", SCHEMA_VERSION)
    if schema != SCHEMA_VERSION:
        raise FormatError(f"unsupported schema {schema!r} (this version reads schema {SCHEMA_VERSION})",
                          source=source, line=_node_line(node, ("schema",)))
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
        raise FormatError(_describe(first) + more, source=source, line=_node_line(node, tuple(first["loc"]))) from None


def read_unit(path: str | Path) -> Document:
    """Reads a YAML unit file. Raises FormatError (never another exception) on bad input."""
    path = Path(path)
    text = read_text_file(path, MAX_FILE_BYTES, "a unit file")
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
    head = {"kind": getattr(unit, "kind"), "schema": SCHEMA_VERSION}
    tail = {"fluff": data["fluff"]} if "fluff" in data else {}   # the prose after the numbers
    return head | {k: v for k, v in data.items() if k not in head and k not in tail} | tail


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
    """Writes ``data`` to ``path`` atomically: a temporary file in the same folder is written,
    flushed and renamed over the target, so a failed save never destroys the existing file.
    With ``backup`` the previous version is kept beside it as ``<name>.bak``.

    Raises:
        OSError: the folder is not writable or the disk is full (the old file is untouched).
    """
    path = Path(path)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if backup and path.is_file():
            shutil.copy2(path, backup_path(path))
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def backup_path(path: str | Path) -> Path:
    """Where a save keeps the previous version of ``path``."""
    path = Path(path)
    return path.with_name(path.name + ".bak")


def write_unit(unit: BaseModel, path: str | Path) -> None:
    """Saves a unit as YAML, atomically."""
    atomic_write_text(path, dump_unit(unit))
