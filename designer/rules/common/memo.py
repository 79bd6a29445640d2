"""Figures computed once per design object (issue 33): validating one 'Mech asks for its critical
table a dozen times (slot checks, construction checks, pod space, Battle Value). Designs are frozen
models (an edit makes a new object), so a figure of one object never changes; it is kept while the
object lives and dropped with it."""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

R = TypeVar("R")


def per_design(function: Callable[[Any], R]) -> Callable[[Any], R]:
    """``function(design)`` computed once per design object. The result is shared: callers copy
    it before changing it (the decorated functions below return copies)."""
    cache: dict[int, tuple[weakref.ref[Any], R]] = {}

    @functools.wraps(function)
    def once(design: Any) -> R:
        key = id(design)
        hit = cache.get(key)
        if hit is not None and hit[0]() is design:
            return hit[1]
        result = function(design)
        def forget(_: object, key: int = key) -> None:
            cache.pop(key, None)

        try:
            ref = weakref.ref(design, forget)
        except TypeError:   # an object without weak references: not kept
            return result
        cache[key] = (ref, result)
        return result

    return once
