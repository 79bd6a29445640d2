"""Figures computed once per design object: validating one 'Mech asks for its critical
table a dozen times (slot checks, construction checks, pod space, Battle Value). Designs are frozen
models (an edit makes a new object), so a figure of one object never changes; it is kept while the
object lives and dropped with it."""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")
D = TypeVar("D")

# Fields no per-design figure reads: the kept lines of the file and the prose. A copy that differs
# from its design only in these has the same critical table and placements.
FIGURE_FREE_FIELDS = frozenset({"meta", "fluff"})
_CACHES: list[dict[int, tuple[weakref.ref[Any], Any]]] = []


def per_design(function: Callable[[Any], R]) -> Callable[[Any], R]:
    """``function(design)`` computed once per design object. The result is shared: callers copy
    it before changing it (the decorated functions below return copies)."""
    cache: dict[int, tuple[weakref.ref[Any], R]] = {}
    _CACHES.append(cache)

    @functools.wraps(function)
    def once(design: Any) -> R:
        key = id(design)
        hit = cache.get(key)
        if hit is not None and hit[0]() is design:
            return hit[1]
        result = function(design)
        _keep(cache, design, result)
        return result

    return once


def _keep(cache: dict[int, tuple[weakref.ref[Any], Any]], design: Any, result: Any) -> None:
    key = id(design)

    def forget(_: object, key: int = key) -> None:
        cache.pop(key, None)

    try:
        ref = weakref.ref(design, forget)
    except TypeError:   # an object without weak references: not kept
        return
    cache[key] = (ref, result)


def copy_with(design: D, update: dict[str, Any]) -> D:
    """``design.model_copy(update=update)`` for an update of FIGURE_FREE_FIELDS only; the copy
    starts with every figure already computed for ``design`` (the MTF reader copies a 'Mech a few
    times to set its kept lines, and each copy used to compute the critical table again)."""
    if not FIGURE_FREE_FIELDS.issuperset(update):
        raise ValueError(f"figures read {sorted(set(update) - FIGURE_FREE_FIELDS)}: copy with model_copy")
    copy: D = design.model_copy(update=update)  # type: ignore[attr-defined]
    for cache in _CACHES:
        hit = cache.get(id(design))
        if hit is not None and hit[0]() is design:
            _keep(cache, copy, hit[1])
    return copy
