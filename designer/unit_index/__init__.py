"""The library index: one row of figures per unit file (:mod:`.row`), kept in the user's
cache folder by path, size and modification time (:mod:`.cache`), so that a folder of thousands of
files is read once and then listed from the cache (:mod:`.build`)."""
