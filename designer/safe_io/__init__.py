"""Safe input and output: the one bounded reader, the guarded YAML parser, the one atomic writer,
the output-target guard, and printing of untrusted names.

Every input file is read with :func:`read_text` / :func:`read_bytes` (YAML through
:func:`parse_yaml` or :func:`load_yaml_file`); every output file is written with
:func:`atomic_write` or :func:`atomic_write_stream`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from designer.safe_io.errors import FormatError
from designer.safe_io.guard import OutputRefused, check_output_target, existing_type
from designer.safe_io.reading import (
    NAME_MAX,
    decode_text,
    exists,
    is_folder,
    is_regular_file,
    os_problem,
    read_bytes,
    read_head,
    read_text,
)
from designer.safe_io.text import csv_cell, one_line, printable
from designer.safe_io.writing import atomic_write, atomic_write_stream, backup_path, resolved_target
from designer.safe_io.yaml_guard import MAX_DEPTH, MAX_DIGITS, MAX_NODES, parse_yaml
from designer.safe_io.yaml_plain import parse_yaml_data

MAX_YAML_BYTES = 2_000_000   # a unit, lance or force file; the largest real one is a few KB


def load_yaml_file(path: str | Path, what: str, max_bytes: int = MAX_YAML_BYTES) -> tuple[Any, Any]:
    """(data, root node) of a YAML file read with the bounded reader and the guarded parser.

    Raises:
        FormatError: see :func:`read_bytes` and :func:`parse_yaml`.
    """
    return parse_yaml(read_text(path, max_bytes, what), str(path))


__all__ = ["FormatError", "MAX_DEPTH", "MAX_DIGITS", "MAX_NODES", "MAX_YAML_BYTES", "NAME_MAX",
           "OutputRefused", "atomic_write", "atomic_write_stream", "backup_path", "check_output_target",
           "csv_cell", "decode_text", "existing_type", "exists", "is_folder", "is_regular_file",
           "load_yaml_file", "one_line", "os_problem", "parse_yaml", "parse_yaml_data", "printable",
           "read_bytes", "read_head", "read_text", "resolved_target"]
