"""Construction rules per unit kind: derived figures and validation findings."""

from designer.rules.findings import Finding, FindingSpec, Report, Severity, all_specs
from designer.rules.validate import validate

__all__ = ["Finding", "FindingSpec", "Report", "Severity", "all_specs", "validate"]
