"""Nomad denizens' powers."""
from __future__ import annotations
