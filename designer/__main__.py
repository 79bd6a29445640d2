from designer.cli import entry

entry()
