"""Infantry platoon rules (seed 000 lines 2101-2173, 2344-2367, 2689-2714, 4753-4773).
Importing the package registers the validator and the summarizer."""

from designer.rules.infantry import summary, validation  # noqa: F401
