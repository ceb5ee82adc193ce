"""`tabletop serve`: the app in a web browser (textual-serve), for tables without a good
terminal. Each browser tab runs its own app, so one tab is the shared screen, curtain and all."""
from __future__ import annotations

import errno
import ipaddress
import logging
import shlex
import socket
import sys

from textual_serve.server import Server


def bind_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on host:port, in a few words; None if it can."""
    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        return f"no host {host!r} here"
    for family, kind, proto, _, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds
            try:
                probe.bind(address)
            except OSError as e:
                if e.errno == errno.EADDRINUSE:
                    return f"port {port} is in use"
                if e.errno == errno.EADDRNOTAVAIL:
                    return f"{host} is not an address of this machine"
                return e.strerror or str(e)
    return None


def only_this_machine(host: str) -> bool:
    """Whether only this machine can reach the host (a loopback name or address)."""
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
        return all(ipaddress.ip_address(a.split("%")[0]).is_loopback for a in addresses)
    except (OSError, ValueError):
        return False


def address(host: str, port: int) -> str:
    return f"http://{f'[{host}]' if ':' in host else host}:{port}"


class TabletopServer(Server):
    """textual-serve's server, telling its address in one line, quiet about each request, and
    pointing each page at the address its browser used (any address of a server bound to all)."""

    def initialize_logging(self) -> None:
        logging.basicConfig(level=logging.WARNING)

    async def on_startup(self, app) -> None:
        print(f"tabletop: serving on {self.public_url}: open it in a browser (Ctrl+C stops)", flush=True)

    async def handle_index(self, request):
        self.public_url = f"{request.scheme}://{request.host}"
        return await super().handle_index(request)


def serve(host: str, port: int) -> None:
    command = shlex.join([sys.executable, "-m", "tabletop_tui.cli"])
    TabletopServer(command, host=host, port=port, title="tabletop", public_url=address(host, port)).serve()
