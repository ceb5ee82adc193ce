"""Pure rule engines for tabletop: no user interface, no I/O beyond their own data files."""
