"""A plain-text progress bar on stderr for long batches (silent when stderr is not a terminal
unless forced)."""

from __future__ import annotations

import sys
from typing import TextIO


class Progress:
    def __init__(self, total: int, label: str, stream: TextIO | None = None, width: int = 30) -> None:
        self.total, self.label, self.width, self.count = max(total, 1), label, width, 0
        self.stream = stream or sys.stderr
        self.live = self.stream.isatty()

    def step(self) -> None:
        self.count += 1
        if self.live:
            filled = self.width * self.count // self.total
            bar = "#" * filled + "-" * (self.width - filled)
            self.stream.write(f"\r{self.label} [{bar}] {self.count}/{self.total}")
            self.stream.flush()

    def done(self) -> None:
        if self.live:
            self.stream.write("\n")
            self.stream.flush()
