"""Conversion between unit formats by file extension (YAML, MTF; BLK when its writer exists).

``convert_file(src, dst, force=False)`` reads with ``load_unit`` and writes atomically; it never
overwrites an existing file unless ``force``. Raises FormatError for anything that goes wrong."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from designer.formats.errors import FormatError
from designer.formats.load import load_unit

# extension -> (module, writer function(unit, path))
WRITERS: dict[str, tuple[str, str]] = {
    ".yaml": ("designer.formats.yaml_io", "write_unit"),
    ".yml": ("designer.formats.yaml_io", "write_unit"),
    ".mtf": ("designer.formats.mtf_omni", "write_mtf"),  # an OmniMech: one file per configuration
    ".blk": ("designer.formats.blk_writer", "write_blk"),
}


@dataclass(frozen=True, slots=True)
class Converted:
    source: Path
    target: Path
    issues: int


def writable_extensions() -> tuple[str, ...]:
    return tuple(WRITERS)


def convert_file(source: str | Path, target: str | Path, *, force: bool = False) -> Converted:
    """Converts one unit file into the format named by ``target``'s extension.

    Raises:
        FormatError: unreadable source, unknown target type, a unit kind the target format cannot
            hold, an existing target without ``force``, or a failed write.
    """
    source, target = Path(source), Path(target)
    entry = WRITERS.get(target.suffix.lower())
    if entry is None:
        raise FormatError(f"cannot write '{target.suffix}' files (expected {', '.join(WRITERS)})", source=target)
    if target.exists() and not force:
        raise FormatError("target exists (use --force to overwrite)", source=target)
    loaded = load_unit(source)
    writer = getattr(importlib.import_module(entry[0]), entry[1])
    try:
        writer(loaded.unit, target)
    except (TypeError, AttributeError, ValueError) as exc:
        raise FormatError(f"cannot write a {getattr(loaded.unit, 'kind', '?')} as {target.suffix}: {exc}",
                          source=source) from None
    except OSError as exc:
        raise FormatError(f"cannot write file: {exc.strerror or exc}", source=target) from None
    return Converted(source, target, len(loaded.issues))
