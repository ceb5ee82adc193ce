"""Relics' powers."""
from __future__ import annotations
