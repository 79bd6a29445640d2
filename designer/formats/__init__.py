"""Readers and writers: native YAML, MegaMek MTF and BLK. Every reader raises FormatError only."""

from designer.formats.errors import FormatError, ImportIssue
from designer.formats.yaml_io import dump_unit, parse_unit, read_unit, write_unit

__all__ = ["FormatError", "ImportIssue", "dump_unit", "parse_unit", "read_unit", "write_unit"]
