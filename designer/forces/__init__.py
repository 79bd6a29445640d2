"""Forces: units with their pilots and their place in a force, as MegaMek force files (``.mul``,
read by :mod:`designer.formats.mul`) and our lance and force files hold them (:mod:`.model`,
:mod:`.group_file`); units resolved to unit files by MegaMek's names (:mod:`.resolve`), their
Battle Values with their pilots' skills (:mod:`.values`), sheets and lances (:mod:`.designs`)."""
