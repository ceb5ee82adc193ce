"""The Textual app and command line of tabletop."""
