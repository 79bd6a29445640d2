"""Rules every weapon-carrying unit kind shares: ammunition lots, armor points per ton, the
weight check, weapon cost lines, weight and cost lines, and the guard that turns a crashing check
into a ``<KIND>-CHECK-FAILED`` finding."""
