"""Running checks so that validation never raises: a check that crashes becomes one
``<KIND>-CHECK-FAILED`` finding and the other checks still run."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from designer.rules.findings import REGISTRY, Finding, FindingSpec, Severity, register

Check = Callable[..., Iterable[Finding]]


def check_failed_code(kind: str) -> str:
    return f"{kind.upper()}-CHECK-FAILED"


def register_check_failed(kind: str) -> FindingSpec:
    """Declares the ``<KIND>-CHECK-FAILED`` code of a unit kind: an internal error with no rule and
    no file example, listed under "internal" in docs/findings.md."""
    return register(
        check_failed_code(kind),
        Severity.ERROR,
        "A check could not run on this design",
        "designer internal: a design so malformed that a rule could not be evaluated",
        "Reported only if a check itself fails; please file a bug with the design.",
        "internal",
    )


def check_failed_spec(kind: str) -> FindingSpec:
    """The kind's CHECK-FAILED code; declared here for a kind whose rules did not declare one."""
    return REGISTRY.specs.get(check_failed_code(kind)) or register_check_failed(kind)


def _failure(spec: FindingSpec, name: str, exc: Exception) -> Finding:
    return spec.finding(f"{name} failed: {exc.__class__.__name__}: {exc}")


def run_checks(checks: Iterable[Check], *args: Any, failed: FindingSpec) -> list[Finding]:
    """Every finding of every check on ``args``; a crashing check gives one ``failed`` finding."""
    findings: list[Finding] = []
    for check in checks:
        try:
            findings.extend(check(*args))
        except Exception as exc:  # noqa: BLE001 - a rule bug is reported, never propagated
            findings.append(_failure(failed, check.__name__, exc))
    return findings


def guarded(kind: str, produce: Callable[[], Iterable[Finding]]) -> Iterator[Finding]:
    """The findings ``produce`` gives, then one CHECK-FAILED finding if it crashed part way."""
    try:
        yield from list(produce())
    except Exception as exc:  # noqa: BLE001 - a validator bug is reported, never propagated
        yield _failure(check_failed_spec(kind), f"{kind} validation", exc)
