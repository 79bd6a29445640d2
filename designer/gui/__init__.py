"""The PySide6 designer window. The only package that imports Qt; it calls the core for every
number it shows and renders the core's findings."""

from designer.gui.app import run

__all__ = ["run"]
