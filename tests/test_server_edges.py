"""The live page's server at its edges (serve/server.py): the 8 KiB limits to the byte, the
connections it lets go when too many are open, and how it ends a connection after an answer.
Real sockets on 127.0.0.1 where the network matters, the server's clock set by the test, every
wait bounded."""

from __future__ import annotations

import io
import socket
import threading
from contextlib import contextmanager, suppress

import pytest

from hjerter_cli.serve import server
from hjerter_cli.serve.game import GamePage
from hjerter_cli.serve.server import (
    HEAD_BYTES,
    HEAD_SECONDS,
    LINGER_BYTES,
    LINGER_SECONDS,
    SEND_SECONDS,
    lan_address,
    open_server,
)
from hjerter_cli.store import gamefile
from tests.test_serve import LOCAL, Clock, FakeSocket, ask, raw, received

TOKEN = "T" * 22
HOME = f"/{TOKEN}/"


@contextmanager
def running(cli, game: str = "g", page=None):
    """The server of one game (or of `page`) in a thread of this process, at a free port on 127.0.0.1."""
    served = open_server(LOCAL, 0, TOKEN, page or GamePage(cli.game_file(game), game))
    thread = threading.Thread(target=served.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield served
    finally:
        served.shutdown()
        served.server_close()
        thread.join(5)


def headers_of(size: int) -> bytes:
    """Header lines and the empty line after them, `size` bytes in all."""
    lines, left = [], size - 2
    while left > 0:
        take = min(left, 1000)
        if left - take in (1, 2, 3, 4, 5, 6, 7):  # the rest too short for a line of its own
            take -= 8
        lines.append(b"X-" + str(len(lines)).encode().rjust(3, b"0") + b": " + b"a" * (take - 9) + b"\r\n")
        left -= take
    head = b"".join(lines) + b"\r\n"
    assert len(head) == size
    return head


EIGHT_KIB = 8192  # as CLI.md promises it, written out: a wrong HEAD_BYTES fails here


class TestTheEightKibEdges:
    """A request line of 8 KiB (8,192 bytes, its line break counted) is read, one byte more is 414;
    headers of 8 KiB (the empty line after them counted) are read, one more is 431."""

    @pytest.mark.parametrize("more,status", [(0, b" 404 "), (1, b" 414 ")])
    def test_the_request_line(self, game4, more, status):
        start, end = b"GET /", b" HTTP/1.0\r\n"
        line = start + b"a" * (EIGHT_KIB + more - len(start) - len(end)) + end
        assert len(line) == EIGHT_KIB + more
        with running(game4) as served:
            answer = raw(served.server_address[1], line + b"\r\n")
        assert answer.startswith(b"HTTP/1.0" + status), answer[:40]

    @pytest.mark.parametrize("more,status", [(0, b" 200 "), (1, b" 431 ")])
    def test_the_headers(self, game4, more, status):
        request = b"GET " + HOME.encode() + b" HTTP/1.0\r\n" + headers_of(EIGHT_KIB + more)
        with running(game4) as served:
            answer = raw(served.server_address[1], request)
        assert answer.startswith(b"HTTP/1.0" + status), answer[:40]

    def test_a_request_line_over_8_kib_is_414_before_the_client_ends_it(self, game4):
        """The 414 comes as soon as HEAD_BYTES + 1 bytes of the line are in: the server does not
        wait for the rest of a line it will refuse (the client here sends no more, and waits)."""
        with running(game4) as served, socket.create_connection((LOCAL, served.server_address[1]), timeout=10) as c:
            c.sendall(b"GET /" + b"a" * (HEAD_BYTES + 1 - len(b"GET /")))  # no line end
            assert received(c).startswith(b"HTTP/1.0 414 ")

    def test_no_more_than_8_kib_of_headers_is_ever_read(self):
        """Whatever the lines, the headers are read up to one byte past HEAD_BYTES, and no further."""
        import http.client

        ours, theirs = socket.socketpair()
        with ours, theirs:
            theirs.sendall(b"X-Short: " + b"a" * 89 + b"\r\n" + b"X-Long: " + b"b" * 20_000 + b"\r\n\r\n")
            head = server._Head(ours)
            assert len(head.readline()) == 100
            with pytest.raises(http.client.LineTooLong):
                head.readline()
            assert head.bytes_read == HEAD_BYTES + 1


class Waiting:
    """A connection with a byte always ready: notes the timeout each read is given."""

    def __init__(self) -> None:
        self.timeouts: list[float | None] = []

    def settimeout(self, seconds: float | None) -> None:
        self.timeouts.append(seconds)

    def recv_into(self, buffer) -> int:
        buffer[:1] = b"x"
        return 1


class TestTheDeadline:
    """A client has HEAD_SECONDS from its connection to send its request: each read waits only
    for the time left, and at the deadline, to the tick, nothing more is read."""

    def test_each_read_waits_only_for_the_time_left(self, monkeypatch):
        clock = Clock()
        monkeypatch.setattr(server, "time", clock)
        connection = Waiting()
        start = clock.now
        bytes_in = server._Deadline(connection, start + HEAD_SECONDS)  # type: ignore[arg-type]
        buffer = bytearray(10)
        for moved in (0.0, HEAD_SECONDS - 0.5):
            clock.now = start + moved
            assert bytes_in.readinto(buffer) == 1
        assert connection.timeouts == [HEAD_SECONDS, 0.5]

    def test_at_the_deadline_nothing_more_is_read(self, monkeypatch):
        clock = Clock()
        monkeypatch.setattr(server, "time", clock)
        connection = Waiting()
        bytes_in = server._Deadline(connection, clock.now + HEAD_SECONDS)  # type: ignore[arg-type]
        clock.now += HEAD_SECONDS
        with pytest.raises(TimeoutError):
            bytes_in.readinto(bytearray(10))
        assert connection.timeouts == []  # not even a read that would not wait


class TestTheTwoDocuments:
    """The page and its JSON each carry a version of their own (ETag), answered 304 to a client
    that names it among others; the JSON is allowed nothing (its policy), the page its script."""

    def test_each_has_its_own_version_and_policy(self, game4):
        with running(game4) as served:
            port = served.server_address[1]
            _status, page, _body = ask(port, HOME)
            _status, data, _body = ask(port, HOME + "game.json")
            assert page["ETag"] != data["ETag"]
            assert data["Content-Security-Policy"] == "default-src 'none'"
            assert "script-src 'sha256-" in page["Content-Security-Policy"]
            for target, version, other in ((HOME, page, data), (HOME + "game.json", data, page)):
                assert ask(port, target, headers={"If-None-Match": version["ETag"]})[0] == 304
                assert ask(port, target, headers={"If-None-Match": other["ETag"]})[0] == 200
                named = f'{version["ETag"]},"something-else"'  # a list, without spaces
                assert ask(port, target, headers={"If-None-Match": named})[0] == 304

    def test_the_page_may_fetch_its_json_and_nothing_else(self, game4):
        """The page's policy, directive by directive: nothing by default, its inline style, its one
        script, its JSON from the same server; no base, no form, no other page framing it."""
        with running(game4) as served:
            policy = ask(served.server_address[1], HOME)[1]["Content-Security-Policy"]
        directives = [directive.strip() for directive in policy.split(";")]
        assert directives[2].startswith("script-src 'sha256-") and directives[2].endswith("='")
        assert directives[:2] + directives[3:] == [
            "default-src 'none'",
            "style-src 'unsafe-inline'",
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'none'",
        ]

    def test_a_game_is_read_once_for_many_pages_until_it_changes(self, game4, monkeypatch):
        reads = []
        load = gamefile.load

        def counted(path):
            if threading.current_thread() is not threading.main_thread():  # the server's, not the round's
                reads.append(path)
            return load(path)

        monkeypatch.setattr(gamefile, "load", counted)
        with running(game4) as served:
            for _ in range(3):
                assert ask(served.server_address[1], HOME)[0] == 200
            assert len(reads) == 0  # read as the server started (in this thread), not again
            game4.ok("round", "4", "q", "9", "0")  # a new file: read once more, and then not again
            for _ in range(3):
                assert ask(served.server_address[1], HOME)[0] == 200
        assert len(reads) == 1


class OtherPage:
    """A page of other data than a game's: what the server serves is the page's to say."""

    json_name = "other.json"

    def documents(self):
        return server.served("<html><head><style>\n</style></head><body><h1>Other</h1>\n</body></html>", '{"other": 1}')


def test_the_server_serves_any_page_under_its_own_json_name():
    """Another page slots in beside the game's: the server asks it for its documents and serves
    its JSON under the name it gives, and nothing else."""
    with running(None, page=OtherPage()) as served:
        port = served.server_address[1]
        status, headers, body = ask(port, HOME)
        assert status == 200 and b"<h1>Other</h1>" in body and b"<script>" in body
        assert "script-src 'sha256-" in headers["Content-Security-Policy"]
        assert ask(port, HOME + "other.json")[::2] == (200, b'{"other": 1}')
        assert ask(port, HOME + "game.json")[0] == 404
        assert served.address() == f"http://{LOCAL}:{port}{HOME}"


class Answering:
    """A connection that notes its timeout; the answer itself goes to the handler's wfile."""

    def __init__(self) -> None:
        self.timeouts: list[float | None] = []

    def settimeout(self, seconds: float | None) -> None:
        self.timeouts.append(seconds)


def answered(method: str, code: int, body: bytes) -> tuple[list[float | None], bytes]:
    """An answer as the handler writes it to a request of `method`: its timeouts, its bytes."""
    handler = server._Handler.__new__(server._Handler)
    handler.connection = Answering()  # type: ignore[assignment]
    handler.wfile = io.BytesIO()
    handler.command, handler.request_version, handler.requestline = method, "HTTP/1.0", f"{method} / HTTP/1.0"
    handler.client_address = ("127.0.0.1", 1)
    handler._answer(code, body, {"Content-Type": "text/plain"})
    return handler.connection.timeouts, handler.wfile.getvalue()  # type: ignore[attr-defined]


class TestEveryAnswer:
    def test_its_headers_and_the_time_a_client_has_to_take_it(self):
        timeouts, data = answered("GET", 200, b"the sheet")
        head, _blank, body = data.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        assert lines[0] == "HTTP/1.0 200 OK" and body == b"the sheet"
        assert timeouts == [SEND_SECONDS]
        for header in (
            "Content-Type: text/plain",
            "Content-Length: 9",
            "Cache-Control: no-store",
            "Referrer-Policy: no-referrer",
            "X-Content-Type-Options: nosniff",
            "Connection: close",
        ):
            assert header in lines[1:], header

    def test_a_head_request_gets_the_headers_alone(self):
        _timeouts, data = answered("HEAD", 200, b"the sheet")
        assert data.endswith(b"\r\n\r\n") and b"Content-Length: 9\r\n" in data


class Connection:
    """A connection as the server sees it, by hand: what the client sends after its request comes
    in `chunks`; each read moves the server's `clock` on by `step` seconds."""

    def __init__(self, chunks: list[bytes], clock: Clock | None = None, step: float = 0.0) -> None:
        self.chunks, self.clock, self.step = list(chunks), clock, step
        self.done: list[tuple] = []

    def shutdown(self, how: int) -> None:
        self.done.append(("shutdown", how))

    def settimeout(self, seconds: float) -> None:
        self.done.append(("timeout", seconds))

    def recv(self, size: int) -> bytes:
        self.done.append(("recv", size))
        if self.clock is not None:
            self.clock.now += self.step
        return self.chunks.pop(0) if self.chunks else b""

    def reads(self) -> int:
        return sum(1 for step in self.done if step[0] == "recv")


def lingered(connection: Connection) -> Connection:
    """The server's end of a connection after an answer: `_linger` on it."""
    handler = server._Handler.__new__(server._Handler)
    handler.connection = connection  # type: ignore[assignment]
    handler.wfile = io.BytesIO()
    handler._linger()
    return connection


class TestAfterTheAnswer:
    """After an answer the server says it is whole (shuts its side for writing) and reads what the
    client still sends, dropping it, until the client closes, 64 KiB, or two seconds: closing
    with bytes unread would reset the connection and could lose the answer on its way."""

    def test_it_shuts_its_side_and_reads_until_the_client_closes(self, monkeypatch):
        clock = Clock()
        monkeypatch.setattr(server, "time", clock)
        connection = lingered(Connection([b"x" * 100, b"y" * 100]))
        assert connection.done[0] == ("shutdown", socket.SHUT_WR)
        assert connection.done[1:] == [("timeout", LINGER_SECONDS), ("recv", 16 * 1024)] * 3

    def test_it_reads_no_more_than_64_kib(self, monkeypatch):
        monkeypatch.setattr(server, "time", Clock())
        connection = lingered(Connection([b"x" * 16 * 1024] * 100))
        assert connection.reads() == LINGER_BYTES // (16 * 1024)

    def test_it_stops_at_64_kib_to_the_byte(self, monkeypatch):
        """One byte short of 64 KiB it reads again; at 64 KiB it stops."""
        monkeypatch.setattr(server, "time", Clock())
        chunk = 16 * 1024
        short = [b"x" * chunk] * 3 + [b"x" * (chunk - 1)]  # LINGER_BYTES - 1 bytes
        connection = lingered(Connection([*short, b"y", b"z", b"z"]))
        assert connection.reads() == 5  # the byte that makes 64 KiB is read, and nothing after it

    def test_it_reads_no_longer_than_two_seconds(self, monkeypatch):
        clock = Clock()
        monkeypatch.setattr(server, "time", clock)
        connection = lingered(Connection([b"x"] * 100, clock, step=0.5))
        assert connection.reads() == int(LINGER_SECONDS / 0.5)
        timeouts = [step[1] for step in connection.done if step[0] == "timeout"]
        assert timeouts == [LINGER_SECONDS - 0.5 * n for n in range(4)]

    def test_a_client_that_sends_more_after_its_request_gets_the_whole_answer(self, game4):
        with running(game4) as served, socket.create_connection((LOCAL, served.server_address[1]), timeout=10) as c:
            c.sendall(b"GET " + HOME.encode() + b" HTTP/1.0\r\n\r\n" + b"z" * 40_000)
            answer = received(c)
        assert answer.startswith(b"HTTP/1.0 200 ") and answer.endswith(b"</html>\n")


class Client:
    """A connection as the server's bookkeeping sees it: noted when it is let go."""

    def __init__(self, name: str) -> None:
        self.name, self.let_go = name, False

    def shutdown(self, how: int) -> None:
        assert how == socket.SHUT_RDWR
        self.let_go = True

    def close(self) -> None:
        pass


class Gone(Client):
    """A connection its client has already closed: shutting it down fails."""

    def shutdown(self, how: int) -> None:
        raise OSError(107, "Transport endpoint is not connected")


class TestTooManyConnections:
    """With MOST_CONNECTIONS open, a new one lets go the one that began its request longest ago
    and has not yet sent it whole; one whose request is received is never let go; where every
    open one's request is received, the new one is closed at once."""

    @pytest.fixture
    def bare(self, game4):
        served = open_server(LOCAL, 0, TOKEN, GamePage(game4.game_file("g"), "g"))
        try:
            yield served
        finally:
            served.server_close()

    def test_the_one_waiting_longest_is_let_go_and_not_again(self, bare):
        first, second, third = Client("first"), Client("second"), Client("third")
        bare._open_connections = {second: 2.0, first: 1.0, third: 3.0}
        assert bare._let_go_slowest() and first.let_go and not second.let_go
        assert bare._open_connections[first] is None
        assert bare._let_go_slowest() and second.let_go and not third.let_go

    def test_of_two_that_began_at_once_the_first_is_let_go(self, bare):
        first, second = Client("first"), Client("second")
        bare._open_connections = {first: 1.0, second: 1.0}
        assert bare._let_go_slowest() and first.let_go and not second.let_go

    def test_one_already_gone_is_let_go_all_the_same(self, bare):
        gone = Gone("gone")
        bare._open_connections = {gone: 1.0}
        assert bare._let_go_slowest() and bare._open_connections == {gone: None}

    def test_one_whose_request_is_received_is_not_let_go(self, bare):
        first, second = Client("first"), Client("second")
        bare._open_connections = {first: 1.0, second: 2.0}
        bare.request_received(first)  # type: ignore[arg-type]
        assert bare._open_connections == {first: None, second: 2.0}
        assert bare._let_go_slowest() and second.let_go and not first.let_go
        assert not bare._let_go_slowest()  # every request received: none to let go

    def test_a_request_received_after_its_connection_closed_is_nothing(self, bare):
        gone = Client("gone")
        bare.request_received(gone)  # type: ignore[arg-type]
        assert bare._open_connections == {}

    def test_with_every_open_ones_request_received_a_new_one_is_closed_at_once(self, game4, monkeypatch):
        monkeypatch.setattr(server, "MOST_CONNECTIONS", 2)
        go_on, answering = threading.Event(), threading.Semaphore(0)
        documents = GamePage.documents

        def slow(live):  # the two requests are in, and their answers wait
            answering.release()
            go_on.wait(10)
            return documents(live)

        monkeypatch.setattr(GamePage, "documents", slow)
        with running(game4) as served:
            port, answers = served.server_address[1], []
            readers = [threading.Thread(target=lambda: answers.append(ask(port, HOME)[0])) for _ in range(2)]
            for reader in readers:
                reader.start()
            assert answering.acquire(timeout=10) and answering.acquire(timeout=10)
            with socket.create_connection((LOCAL, port), timeout=10) as third:
                assert received(third) == b""  # closed at once: nothing to let go for it
            go_on.set()
            for reader in readers:
                reader.join(10)
        assert answers == [200, 200]

    def test_at_the_limit_the_next_connection_lets_the_first_go_at_once(self, game4, monkeypatch):
        monkeypatch.setattr(server, "MOST_CONNECTIONS", 4)
        with running(game4) as served:
            port = served.server_address[1]
            held = [socket.create_connection((LOCAL, port), timeout=10) for _ in range(4)]
            try:
                for connection in held:
                    connection.sendall(b"GET ")  # and no more
                assert ask(port, HOME)[0] == 200  # the fifth
                held[0].settimeout(10)
                assert held[0].recv(100) == b""  # the first to come, let go for it
                waiting = [began for began in served._open_connections.values() if began is not None]
                assert len(waiting) == 3  # the others still waited for: one let go was room enough
            finally:
                for connection in held:
                    connection.close()

    def test_a_connection_that_has_ended_leaves_room_for_the_next(self, game4, monkeypatch):
        """With room for one connection, pages asked one after another are all answered: each
        connection, once its thread has ended, no longer counts."""
        monkeypatch.setattr(server, "MOST_CONNECTIONS", 1)
        ended = threading.Semaphore(0)
        serve_one = server._Server.process_request_thread

        def noted(served, request, client_address):
            serve_one(served, request, client_address)
            ended.release()

        monkeypatch.setattr(server._Server, "process_request_thread", noted)
        with running(game4) as served:
            for _ in range(3):
                assert ask(served.server_address[1], HOME)[0] == 200
                assert ended.acquire(timeout=10)  # its thread is done: the connection is closed
            assert served._open_connections == {}

    def test_a_connection_no_thread_can_be_started_for_is_closed_and_forgotten(self, bare, monkeypatch):
        def no_thread(*_args):
            raise RuntimeError("can't start new thread")

        monkeypatch.setattr(threading.Thread, "start", no_thread)
        client = Client("client")
        closed = []
        monkeypatch.setattr(bare, "shutdown_request", closed.append)
        bare.process_request(client, ("127.0.0.1", 1))
        assert closed == [client] and bare._open_connections == {}

    def test_over_the_limit_a_new_connection_with_none_to_let_go_is_closed(self, bare, monkeypatch):
        monkeypatch.setattr(server, "MOST_CONNECTIONS", 1)
        received, new = Client("received"), Client("new")
        bare._open_connections = {received: None}
        closed = []
        monkeypatch.setattr(bare, "shutdown_request", closed.append)
        bare.process_request(new, ("127.0.0.1", 1))
        assert closed == [new] and bare._open_connections == {received: None} and not received.let_go


def test_an_address_of_no_network_is_not_this_machines(monkeypatch):
    """A route that leaves from 0.0.0.0 (no address yet) is no network: the next is looked at."""
    FakeSocket.done = []
    monkeypatch.setattr("hjerter_cli.serve.server.socket.socket", FakeSocket("0.0.0.0"))
    assert lan_address() == "127.0.0.1"
    assert [step[0] for step in FakeSocket.done].count("connect") == 4


def test_nothing_is_said_of_a_request_or_of_a_client_that_fails(game4, monkeypatch, capfd):
    """The terminal shows the address, not who asks: no request is logged, whatever its answer,
    and a client let go at the deadline or gone half way ends without a word."""
    clock = Clock()
    monkeypatch.setattr(server, "time", clock)
    with running(game4) as served, socket.create_connection((LOCAL, served.server_address[1]), timeout=10) as slow:
        port = served.server_address[1]
        slow.sendall(b"GET ")
        assert clock.asked(3)  # when the connection came, when its deadline was set, at its first read
        clock.now += HEAD_SECONDS + 1
        with suppress(OSError):  # the server may have let go already
            slow.sendall(b"/")
        assert received(slow) == b""  # let go: its read ended in a TimeoutError
        with socket.create_connection((LOCAL, port), timeout=10) as gone:
            gone.sendall(b"GET /half")
            gone.shutdown(socket.SHUT_WR)  # and the client went
            assert received(gone) == b""
        assert [ask(port, target)[0] for target in (HOME, HOME + "game.json", "/elsewhere")] == [200, 200, 404]
        assert ask(port, HOME, "POST")[0] == 405
        assert raw(port, b"GET /" + b"a" * HEAD_BYTES + b" HTTP/1.0\r\n\r\n").startswith(b"HTTP/1.0 414 ")
        assert raw(port, b"GET / HTTP/1.0\r\n" + headers_of(HEAD_BYTES + 1)).startswith(b"HTTP/1.0 431 ")
        assert raw(port, b"nonsense\r\n").startswith(b"HTTP/1.0 400 ")
    assert capfd.readouterr() == ("", "")
