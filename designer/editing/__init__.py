"""Qt-free editing of unit documents: edits that map a 'Mech to a new 'Mech, the legal values
each field may take, and an undo/redo history of immutable snapshots. The GUI calls these;
they never import Qt."""

from designer.editing.history import History

__all__ = ["History"]
