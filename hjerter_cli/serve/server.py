"""The live page's server (`hjerter serve`): the standard library's threaded HTTP server, one page,
read only, two documents behind a token.

- A page (serve/game.py's `GamePage`, or any object with `documents()` and `json_name`) gives
  what is served at each request (`Documents`, made by `served`: the page, its JSON, their
  versions and the page's policy); the server knows nothing of what a page shows.
- `_Handler` answers GET and HEAD of `/<token>/` and `/<token>/<json_name>` (`game.json` for a
  game), 405 to any other method, 404 with an empty body to any other path. A request's line
  and headers must come within 10 seconds and 8 KiB (else 408-like silence, 414 or 431); an
  answer must be taken within 10 seconds. Nothing is logged.
- `_Server` runs each connection in a thread of its own; with too many open at once, the one
  that has waited longest to finish its request is let go, so slow clients cannot shut out a
  page.
"""

from __future__ import annotations

import hmac
import http.client
import io
import socket
import threading
import time
from contextlib import suppress
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

from hjerter_cli.render.live import served_page, version_of

if TYPE_CHECKING:
    from typing import Protocol

    class Page(Protocol):
        """What the server serves: the documents as they are now, and the name the JSON is served
        under (a class for the type checker alone: a page need not derive from it)."""

        json_name: str

        def documents(self) -> Documents: ...


HEAD_BYTES = 8 * 1024  # the most a request line, and the most its headers, may take
HEAD_SECONDS = 10.0  # the time a client has to send its request line and headers
SEND_SECONDS = 10.0  # the time a client has to take an answer
MOST_CONNECTIONS = 256  # open at once; beyond, the slowest still sending its request is let go
LINGER_BYTES = 64 * 1024  # what is read and dropped after an answer, so the client sees it whole
LINGER_SECONDS = 2.0

# A datagram socket's connect() sends nothing: it only picks the route, and so this machine's
# address on it. The first is a documentation address (RFC 5737; no host has it), reached by the
# default route; the others find a network without one, in each private range.
ROUTES_TO_LOOK_UP = ("192.0.2.1", "10.255.255.254", "172.31.255.254", "192.168.255.254")
LOCAL = "127.0.0.1"


def host_for(local: bool) -> str:
    """The address to serve on: this machine alone (`local`), else its address on its network. The
    server is bound to that address alone: the page is served where the printed address says, and
    on no other network this machine is on (a VPN's, a container's)."""
    return LOCAL if local else lan_address()


def new_token() -> str:
    """The page's secret part of its address: 128 random bits, new at every start."""
    import secrets

    return secrets.token_urlsafe(16)


class Documents:
    """What a page serves at one moment: the page (as render/live.py draws it for serving, with its
    one script) and its JSON, each as UTF-8 with its version (an entity tag), and the policy that
    lets that script alone run."""

    def __init__(self, page: str, version: str, script: str, json_text: str) -> None:
        import base64
        import hashlib

        self.page, self.version = page.encode(), version  # UTF-8, as every document here
        self.json = json_text.encode()
        self.json_version = version_of(json_text)
        allowed = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
        self.policy = (
            f"default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{allowed}'; "
            "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )


def served(page: str, json_text: str, unreadable: bool = False, note: str | None = None) -> Documents:
    """The documents of an html page and its JSON: the page with its script (and, where its source
    is `unreadable` now, the note that it is as last read: `note`, else the game page's)."""
    return Documents(*served_page(page, unreadable, note), json_text)


def lan_address() -> str:
    """This machine's address on its local network, found without sending anything; 127.0.0.1
    when it is on none."""
    for destination in ROUTES_TO_LOOK_UP:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
                udp.connect((destination, 9))  # no packet: only the route is looked up
                address = str(udp.getsockname()[0])
        except OSError:
            continue
        if not address.startswith("127.") and address != "0.0.0.0":
            return address
    return "127.0.0.1"


class _Deadline(io.RawIOBase):
    """A connection's bytes, each read given only the time left until the deadline."""

    def __init__(self, connection: socket.socket, deadline: float) -> None:
        self.connection, self.deadline = connection, deadline

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        self.connection.settimeout(left)
        return self.connection.recv_into(buffer)


class _Head:
    """The request's line and headers, read a line at a time, counted: more than HEAD_BYTES of
    headers is refused as too large (the handler answers 431)."""

    def __init__(self, connection: socket.socket) -> None:
        self.lines = io.BufferedReader(_Deadline(connection, time.monotonic() + HEAD_SECONDS))
        self.bytes_read = 0  # of the request line and headers so far

    def readline(self, limit: int = -1) -> bytes:
        """A line of at most what is left of HEAD_BYTES, and one byte more to tell that it is too
        much. A caller's `limit` is never the smaller (http.client asks for up to 64 KiB)."""
        room = HEAD_BYTES - self.bytes_read + 1
        line = self.lines.readline(room)
        self.bytes_read += len(line)
        if self.bytes_read > HEAD_BYTES:
            raise http.client.LineTooLong("headers")
        return line

    def close(self) -> None:
        self.lines.close()


class _Handler(BaseHTTPRequestHandler):
    server_version = "hjerter"
    sys_version = ""
    protocol_version = "HTTP/1.0"  # one request a connection: nothing is held open between them
    default_request_version = "HTTP/1.0"  # a request line without a version is answered with a status too
    server: _Server
    # As they stand until a request line is read (a 414 is answered before one is)
    request_version, command, requestline = "HTTP/1.0", "", ""

    def version_string(self) -> str:
        return self.server_version

    def setup(self) -> None:
        super().setup()
        self.rfile = _Head(self.connection)  # type: ignore[assignment]

    def handle(self) -> None:
        """One request a connection. A client gone, too slow (TimeoutError) or let go ends the
        connection here, and the server's handle_error says nothing of it."""
        self.handle_one_request()
        self._linger()

    def handle_one_request(self) -> None:
        line = self.rfile.lines.readline(HEAD_BYTES + 1)  # type: ignore[attr-defined]
        if len(line) > HEAD_BYTES:
            self.send_error(414)
            return
        if not line.endswith(b"\n"):
            return  # half a request line, and then the client went
        self.raw_requestline = line
        if not self.parse_request():
            return  # answered already: 400, 431 or 505
        self.server.request_received(self.connection)
        if self.command not in ("GET", "HEAD"):
            self._answer(405, extra={"Allow": "GET, HEAD"})
            return
        self._serve(self.requestline.split()[1].encode("latin-1"))

    def _serve(self, target: bytes) -> None:
        """One of the two documents, or 404; 304 when the client has this version already."""
        page = hmac.compare_digest(target, self.server.page_path)
        if not page and not hmac.compare_digest(target, self.server.json_path):
            self._answer(404)
            return
        documents = self.server.page.documents()
        version = documents.version if page else documents.json_version
        asked = self.headers.get("If-None-Match")
        headers = {"ETag": version, "Content-Security-Policy": documents.policy if page else "default-src 'none'"}
        if asked is not None and version in [tag.strip() for tag in asked.split(",")]:
            self._answer(304, extra=headers)
            return
        kind = "text/html; charset=utf-8" if page else "application/json"
        self._answer(200, documents.page if page else documents.json, {"Content-Type": kind, **headers})

    def _answer(self, code: int, body: bytes = b"", extra: dict[str, str] | None = None) -> None:
        self.connection.settimeout(SEND_SECONDS)  # sendall's timeout is for the whole answer
        self.send_response(code)
        for name, value in {
            **(extra or {}),
            "Content-Length": str(len(body)),
            "Cache-Control": "no-store",
            "Referrer-Policy": "no-referrer",
            "X-Content-Type-Options": "nosniff",
            "Connection": "close",
        }.items():
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD" and body:
            self.wfile.write(body)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Every refusal of the parser (400, 414, 431, 505) with an empty body, as 404 is."""
        self._answer(code)

    def _linger(self) -> None:
        """Say that the answer is whole, then read what the client still sends (a little, for a
        short while), so that closing does not throw the answer away before it is read."""
        self.wfile.flush()
        self.connection.shutdown(socket.SHUT_WR)
        deadline, dropped = time.monotonic() + LINGER_SECONDS, 0
        while dropped < LINGER_BYTES and (left := deadline - time.monotonic()) > 0:
            self.connection.settimeout(left)
            got = self.connection.recv(16 * 1024)
            if not got:
                return
            dropped += len(got)

    def log_message(self, format: str, *args: Any) -> None:
        """Nothing is logged: the terminal shows the address, not who asks."""


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True  # a port just left by an earlier run may be taken again at once
    allow_reuse_port = False  # never shared with a server already there: a taken port is refused
    request_queue_size = 128

    def __init__(self, address: tuple[str, int], page: Page, token: str) -> None:
        self.page, self.token = page, token
        self.page_path = f"/{token}/".encode()
        self.json_path = f"/{token}/{page.json_name}".encode()
        # Every open connection, with the time it began sending its request; None once the request
        # is in (or it was let go): then it is no longer one waited for.
        self._open_connections: dict[socket.socket, float | None] = {}
        self._lock = threading.Lock()
        super().__init__(address, _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._lock:
            if len(self._open_connections) >= MOST_CONNECTIONS and not self._let_go_slowest():
                self.shutdown_request(request)
                return
            self._open_connections[request] = time.monotonic()
        try:
            super().process_request(request, client_address)
        except Exception:  # no thread could be started for it
            self._forget(request)
            self.shutdown_request(request)

    def _let_go_slowest(self) -> bool:
        waiting = [(began, connection) for connection, began in self._open_connections.items() if began is not None]
        if not waiting:
            return False
        _began, slowest = min(waiting, key=lambda pair: pair[0])
        with suppress(OSError):
            slowest.shutdown(socket.SHUT_RDWR)  # its thread's read ends at once
        self._open_connections[slowest] = None
        return True

    def request_received(self, connection: socket.socket) -> None:
        """The connection's request is in whole: it is no longer one to let go for being slow."""
        with self._lock:
            if connection in self._open_connections:
                self._open_connections[connection] = None

    def _forget(self, request: Any) -> None:
        """The connection is closed: it no longer counts among the open ones."""
        with self._lock:
            self._open_connections.pop(request, None)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._forget(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A connection that failed ends alone and quietly; the server goes on."""

    def address(self) -> str:
        """The page's address, as a person opens it."""
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}/{self.token}/"


def open_server(host: str, port: int, token: str, page: Page) -> _Server:
    """The server of `page`, bound and listening (OSError when the port cannot be had)."""
    return _Server((host, port), page, token)
