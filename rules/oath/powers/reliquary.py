"""The Reliquary spaces' powers: each binds the Chancellor once its relic is taken (2.3, 7.1.1)."""
from __future__ import annotations
