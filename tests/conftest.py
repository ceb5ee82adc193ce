"""What every test shares: no test reads or writes the user's own settings."""
from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    """Keymap and settings in the test's own folder, never the user's."""
    monkeypatch.setenv("TABLETOP_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path / "config"
