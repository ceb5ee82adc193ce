"""The kernel contract every game is reached through (see ARCHITECTURE.md)."""
from .bots import GreedyBot, RandomBot, play_random
from .match import (KERNEL_KEYS, BadSetup, Decision, Engine, Event, GameSpec, IllegalAction, Match, Option,
                    RecordError, Steps, ask, check_names, choose)
from .rng import Rng

__all__ = ["KERNEL_KEYS", "BadSetup", "Decision", "Engine", "Event", "GameSpec", "GreedyBot", "IllegalAction", "Match",
           "Option", "RandomBot", "RecordError", "check_names", "play_random", "Rng", "Steps", "ask", "choose"]
