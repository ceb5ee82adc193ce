"""Widgets shared by every game: the options panel and the log."""
from .cards import CardPane
from .log import LogPanel
from .options import OptionsPanel

__all__ = ["CardPane", "LogPanel", "OptionsPanel"]
