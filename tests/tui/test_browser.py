"""`tabletop serve` in a real browser: Debian's Chromium, headless, driven by Playwright, plays
the first moves of a Whispers match through the lobby and the curtain. The page's terminal
(xterm.js) draws on a canvas, so what it shows is read from what the server sends it: every byte
of the websocket, through a terminal emulator (pyte) of the page's size."""
from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pyte
import pytest

CHROMIUM = os.environ.get("TABLETOP_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
# as the machine's notes say Chromium starts here: no sandbox as root, and nothing fetched from outside
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def served(tmp_path):
    """The address of `tabletop serve` on a free port, saving into the test's own folders."""
    port = free_port()
    env = {**os.environ, "TABLETOP_DATA_DIR": str(tmp_path / "data"), "TABLETOP_CONFIG_DIR": str(tmp_path / "config")}
    server = subprocess.Popen([sys.executable, "-m", "tabletop_tui.cli", "serve", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = server.stdout.readline()
        assert f"serving on http://127.0.0.1:{port}" in line, line + server.stderr.read()
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait(timeout=10)


class PageTerminal:
    """The page's terminal, rebuilt from what the server sends it at the size the page asked for."""

    def __init__(self, page):
        self.screen: pyte.Screen | None = None
        self.stream = pyte.ByteStream()
        self.pending: list[bytes] = []
        page.on("websocket", self.watch)

    def watch(self, ws) -> None:
        ws.on("framesent", self.sent)
        ws.on("framereceived", self.received)

    def sent(self, payload) -> None:
        message = json.loads(payload) if isinstance(payload, str) else None
        if message and message[0] == "resize":
            size = message[1]
            if self.screen is None:
                self.screen = pyte.Screen(size["width"], size["height"])
                self.stream.attach(self.screen)
            else:
                self.screen.resize(size["height"], size["width"])

    def received(self, payload) -> None:
        if isinstance(payload, bytes):
            self.pending.append(payload)

    def text(self) -> str:
        if self.screen is None:
            return ""
        for chunk in self.pending:
            self.stream.feed(chunk)
        self.pending.clear()
        return "\n".join(self.screen.display)

    def wait_for(self, page, words: str, seconds: float = 30) -> str:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            text = self.text()
            if words in text:
                return text
            page.wait_for_timeout(100)
        raise AssertionError(f"{words!r} never appeared in the browser; it shows:\n{self.text()}")


def curtain_for(text: str) -> str:
    """The player the curtain hands the screen to."""
    found = re.search(r"Pass the terminal to (\w+)", text)
    assert found, f"no curtain on the page:\n{text}"
    return found.group(1)


def open_browser(playwright):
    """Chromium, or a failure that says why it could not start (never a silent pass)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: .ci/run installs Debian's chromium package "
                    f"(apt-get install chromium); TABLETOP_CHROMIUM names another")
    try:
        return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    except Exception as e:
        pytest.fail(f"Chromium at {CHROMIUM} did not start: {e}")


def test_a_whispers_match_in_the_browser_through_the_lobby_and_the_curtain(served, tmp_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = open_browser(playwright)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        errors = []
        page.on("pageerror", lambda error: errors.append(error))
        terminal = PageTerminal(page)
        page.goto(served)
        terminal.wait_for(page, "a new match (Ctrl+S starts it)")
        page.locator(".xterm-screen").click()
        page.keyboard.press("Control+s")  # Ann and Bob, both at this screen
        first = curtain_for(terminal.wait_for(page, "press Enter"))  # the first player, drawn at random
        second = {"Ann": "Bob", "Bob": "Ann"}[first]
        page.keyboard.press("Enter")
        text = terminal.wait_for(page, f"{first}'s loyalty")
        assert f"{second}'s loyalty" not in text and "Place an agent" in text
        page.keyboard.press("1")  # the first empire's council
        terminal.wait_for(page, "Sheriff")
        page.keyboard.press("1")  # its first position
        text = terminal.wait_for(page, "press Enter")
        assert curtain_for(text) == second and f"{first}'s loyalty" not in text  # the hand is covered
        page.keyboard.press("Enter")
        text = terminal.wait_for(page, f"{second}'s loyalty")
        assert f"{first} places an agent" in text
        page.screenshot(path=str(tmp_path / "browser.png"))
        browser.close()
    assert not errors, errors
