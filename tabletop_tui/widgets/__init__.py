"""Widgets shared by every game: the options panel and the log."""
from .log import LogPanel
from .options import OptionsPanel

__all__ = ["LogPanel", "OptionsPanel"]
