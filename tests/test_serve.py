"""`hjerter serve`: the live page on 127.0.0.1, checked with real HTTP (and a real browser where one
is installed). Every server is stopped in a `finally`; every wait is a bounded loop."""

from __future__ import annotations

import http.client
import io
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from contextlib import closing, contextmanager, suppress
from pathlib import Path

import pytest

from hjerter_cli.serve.game import GamePage
from hjerter_cli.serve.server import HEAD_BYTES, HEAD_SECONDS, lan_address, open_server
from tests.processes import HJERTER, env_for

LOCAL = "127.0.0.1"


@contextmanager
def served(page, token: str):
    """A page (a game's, an evening's), served in a thread of this process on 127.0.0.1 at a free
    port: its port and home path; stopped however the block ends."""
    server = open_server(LOCAL, 0, token, page)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], f"/{token}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def serving(cli, game: str = "g"):
    """The server of one game, in a thread of this process, on 127.0.0.1 at a free port."""
    return served(GamePage(cli.game_file(game), game), "T" * 22)


def looked(browser, expression: str, expected, seconds: float = 10.0) -> float:
    """The seconds until the expression's value in the browser is `expected` (looked at every
    50 ms, at most `seconds`)."""
    began = time.monotonic()
    for _ in range(int(seconds / 0.05)):
        if (seen := browser.value(expression)) == expected:
            return time.monotonic() - began
        time.sleep(0.05)
    raise AssertionError((expression, seen, expected))


def said_once_stopped(browser, expression: str) -> str:
    """What the page says once its server has stopped (the page looks once a second and says it
    at once; looked at for 15 s at the most): the expression's first value that is not empty."""
    said = ""
    for _ in range(150):
        if said := browser.value(expression):
            break
        time.sleep(0.1)
    return said


def ask(port: int, target: str, method: str = "GET", headers: dict[str, str] | None = None):
    """One request; the status, headers and body of the answer."""
    with closing(http.client.HTTPConnection(LOCAL, port, timeout=10)) as connection:
        connection.request(method, target, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read()


def raw(port: int, data: bytes, wait: float = 10.0) -> bytes:
    """Bytes sent as they are; what comes back until the server closes."""
    with socket.create_connection((LOCAL, port), timeout=wait) as connection:
        connection.sendall(data)
        got = b""
        for _ in range(1000):  # bounded: an answer is a few KiB
            part = connection.recv(65536)
            if not part:
                break
            got += part
        return got


def changed(port: int, target: str, version: str, tries: int = 100) -> tuple[int, dict, bytes]:
    """The page as soon as it is not `version` any more (a bounded number of asks, 50 ms apart)."""
    for _ in range(tries):
        status, headers, body = ask(port, target, headers={"If-None-Match": version})
        if status != 304:
            return status, headers, body
        time.sleep(0.05)
    raise AssertionError("the page did not change")


def without_script(page: bytes) -> str:
    """The served page less the one script it adds."""
    text = page.decode("utf-8")
    assert text.count("<script>") == 1, text[-500:]
    return re.sub(r"<script>.*?</script>\n", "", text, count=1, flags=re.DOTALL)


class TestTheTwoDocuments:
    def test_the_page_is_shows_page_with_one_script_added(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        with serving(game4) as (port, home):
            status, headers, body = ask(port, home)
        assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
        assert without_script(body) == game4.ok("show", "--format", "html").output

    def test_the_page_show_writes_stays_without_scripts(self, game4, tmp_path):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("show", "-o", str(tmp_path / "page.html"))
        assert "<script" not in (tmp_path / "page.html").read_text(encoding="utf-8")
        assert "<script" not in game4.ok("show", "--format", "html").output

    def test_game_json_is_shows_json(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        with serving(game4) as (port, home):
            status, headers, body = ask(port, home + "game.json")
        assert status == 200 and headers["Content-Type"] == "application/json"
        assert body.decode("utf-8") == game4.ok("show", "--format", "json").output

    def test_head_gives_the_headers_of_get_and_no_body(self, game4):
        with serving(game4) as (port, home):
            for target in (home, home + "game.json"):
                _status, got, body = ask(port, target)
                status, headers, nothing = ask(port, target, "HEAD")
                assert status == 200 and nothing == b"" and int(headers["Content-Length"]) == len(body)
                assert headers["ETag"] == got["ETag"]

    def test_only_the_pages_own_script_may_run(self, game4):
        import base64
        import hashlib

        with serving(game4) as (port, home):
            _status, headers, body = ask(port, home)
        script = re.search(r"<script>(.*?)</script>", body.decode("utf-8"), re.DOTALL).group(1)
        digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
        policy = headers["Content-Security-Policy"]
        assert f"script-src 'sha256-{digest}';" in policy and policy.startswith("default-src 'none';")
        assert headers["Referrer-Policy"] == "no-referrer" and headers["Cache-Control"] == "no-store"
        assert headers["Server"] == "hjerter"  # no versions told

    def test_an_unchanged_page_is_not_sent_again(self, game4):
        with serving(game4) as (port, home):
            _status, headers, body = ask(port, home)
            status, again, nothing = ask(port, home, headers={"If-None-Match": headers["ETag"]})
        assert body and status == 304 and nothing == b"" and again["ETag"] == headers["ETag"]


class TestThePageFollowsTheGame:
    def test_every_change_shows_as_show_would_show_it(self, game4):
        """A round entered, edited, undone, redone, a player renamed: each is the new page."""
        steps = [
            ("round", "4", "q", "9", "0"),
            ("edit", "1", "5", "q", "8", "0"),
            ("undo",),
            ("redo",),
            ("rename", "Ann", "Anne"),
        ]
        with serving(game4) as (port, home):
            version = ask(port, home)[1]["ETag"]
            for step in steps:
                game4.ok(*step)
                status, headers, body = changed(port, home, version)
                assert status == 200 and without_script(body) == game4.ok("show", "--format", "html").output, step
                version = headers["ETag"]
            assert "Anne" in json.loads(ask(port, home + "game.json")[2])["players"]

    def test_it_serves_the_game_it_started_with(self, game4):
        with serving(game4) as (port, home):
            game4.ok("new", "-g", "other", "Eva", "Finn", "Gry")  # now the current game
            game4.ok("round", "4", "q", "9", "0", "-g", "g")
            body = ask(port, home + "game.json")[2]
        assert json.loads(body)["name"] == "g" and len(json.loads(body)["rounds"]) == 1

    def test_a_damaged_moment_keeps_the_last_sheet_and_says_so(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        path = game4.game_file("g")
        good = path.read_bytes()
        with serving(game4) as (port, home):
            before = ask(port, home)
            path.write_bytes(b"format = [[[ damaged")
            status, headers, body = changed(port, home, before[1]["ETag"])
            assert status == 200 and "The game file cannot be read just now" in body.decode("utf-8")
            note = re.compile(r'<p class="unreadable" role="status">[^<]*</p>\n|^\.unreadable \{[^\n]*\n', re.M)
            assert len(note.findall(without_script(body))) == 2  # the note, and its style
            assert note.sub("", without_script(body)) == without_script(before[2])  # else the sheet as it was
            assert json.loads(ask(port, home + "game.json")[2])["totals"]["Bo"] == 13  # the last good: Q♠ alone
            path.write_bytes(good)
            game4.ok("round", "0", "0", "q", "13")
            status, headers, body = changed(port, home, headers["ETag"])
            assert "cannot be read" not in body.decode("utf-8")
            assert without_script(body) == game4.ok("show", "--format", "html").output


class TestItOnlyReads:
    @pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "get"])
    def test_any_other_method_is_405_and_changes_nothing(self, game4, method):
        before = game4.snapshot()
        with serving(game4) as (port, home):
            for target in (home, home + "game.json", "/elsewhere"):
                status, headers, body = ask(port, target, method, {"Content-Length": "0"})
                assert (status, headers["Allow"], body) == (405, "GET, HEAD", b""), (method, target)
            assert ask(port, home)[0] == 200
        assert game4.snapshot() == before

    def test_every_other_path_is_404_with_an_empty_body(self, game4):
        with serving(game4) as (port, home):
            token = home.strip("/")
            wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
            targets = [
                "/",
                f"/{token}",
                f"/{wrong}/",
                f"/{wrong}/game.json",
                f"/{token}/game.json/",
                f"/{token}/GAME.JSON",
                f"/{token}/g.toml",
                f"/{token}/../games/g.toml",
                f"/{token}/%2e%2e/games/g.toml",
                f"/{token}%2F",
                f"/{token}/?",
                f"/{token}/index.html",
                f"//{token}/",
                f"/./{token}/",
                f"/{token.lower()}/",
                f"http://{LOCAL}:{port}/{token}/",
                "/etc/passwd",
                "/" + "a" * 4000,
            ]
            for target in targets:
                status, headers, body = ask(port, target)
                assert (status, body, headers["Content-Length"]) == (404, b"", "0"), target
            assert ask(port, home)[0] == 200


class TestItStaysUp:
    def test_fifty_pages_at_once(self, game4):
        with serving(game4) as (port, home):
            start, answers = threading.Barrier(50), []

            def page():
                start.wait(10)
                answers.append(ask(port, home)[::2])

            readers = [threading.Thread(target=page) for _ in range(50)]
            for reader in readers:
                reader.start()
            for reader in readers:
                reader.join(20)
        assert len(answers) == 50 and {status for status, _body in answers} == {200}
        assert len({body for _status, body in answers}) == 1

    def test_half_sent_requests_and_slow_readers_stop_no_page(self, game4):
        with serving(game4) as (port, home):
            held = [socket.create_connection((LOCAL, port), timeout=10) for _ in range(60)]
            try:
                for index, connection in enumerate(held):
                    if index % 2:
                        connection.sendall(b"GET " + home.encode() + b" HTTP/1.1\r\nHost: x\r\n")  # no end
                    else:
                        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
                        connection.sendall(b"GET " + home.encode() + b" HTTP/1.0\r\n\r\n")  # never read
                for _ in range(5):
                    assert ask(port, home)[0] == 200
            finally:
                for connection in held:
                    connection.close()
            assert ask(port, home + "game.json")[0] == 200

    @pytest.mark.parametrize("late", [False, True])
    def test_a_slow_client_is_let_go_at_the_deadline(self, game4, monkeypatch, late):
        """A client still sending its request when the server's clock (set by the test) passes the
        deadline is let go, though it goes on sending; before the deadline, the same bytes are
        answered."""
        clock = Clock()
        monkeypatch.setattr("hjerter_cli.serve.server.time", clock)
        with serving(game4) as (port, home), socket.create_connection((LOCAL, port), timeout=10) as slow:
            request = b"GET " + home.encode() + b" HTTP/1.0\r\nX-Slow: " + b"a" * 100 + b"\r\n\r\n"
            slow.sendall(request[:20])
            # Asked when the connection came, when its deadline was set, and at its first read.
            assert clock.asked(3)
            if late:
                clock.now += HEAD_SECONDS + 1  # past the deadline, as more (not all) comes
                with suppress(OSError):  # the server may have let go already
                    slow.sendall(request[20:30])
            else:
                slow.sendall(request[20:])
            answer = received(slow)
            if late:
                assert answer == b""  # nothing answered: let go before its request was whole
            else:
                assert answer.startswith(b"HTTP/1.0 200 ")
            assert ask(port, home)[0] == 200

    @pytest.mark.parametrize(
        "headers,expected",
        [
            ({"X-Big": "a" * (HEAD_BYTES + 1)}, 431),  # one header over 8 KiB
            ({f"X-{n}": "a" * 100 for n in range(90)}, 431),  # 90 of 106 bytes: 9,540 bytes
            ({f"X-{n}": "a" * 100 for n in range(60)}, 200),  # 60 of them: 6,360 bytes
        ],
    )
    def test_headers_over_8_kib_are_431(self, game4, headers, expected):
        with serving(game4) as (port, home):
            status, _headers, body = ask(port, home, headers=headers)
            assert status == expected and (body == b"") == (expected != 200)
            assert ask(port, home)[0] == 200

    def test_a_request_line_over_8_kib_is_414(self, game4):
        with serving(game4) as (port, home):
            answer = raw(port, b"GET /" + b"a" * HEAD_BYTES + b" HTTP/1.0\r\n\r\n")
            assert answer.startswith(b"HTTP/1.0 414 ") and answer.endswith(b"\r\n\r\n")
            assert ask(port, home)[0] == 200

    def test_with_too_many_connections_the_slowest_is_let_go(self, game4, monkeypatch):
        monkeypatch.setattr("hjerter_cli.serve.server.MOST_CONNECTIONS", 8)
        with serving(game4) as (port, home):
            held = [socket.create_connection((LOCAL, port), timeout=10) for _ in range(8)]
            try:
                for connection in held:
                    connection.sendall(b"GET ")  # and no more
                for _ in range(3):
                    assert ask(port, home)[0] == 200
                held[0].settimeout(5)
                assert held[0].recv(100) == b""  # the first to come, the first let go
            finally:
                for connection in held:
                    connection.close()

    def test_garbage_is_400(self, game4):
        with serving(game4) as (port, home):
            for garbage in (b"\x00\x01\x02 nonsense\r\n\r\n", b"nonsense\r\n", b"GET / HTTP/x.y\r\n\r\n"):
                assert raw(port, garbage).startswith(b"HTTP/1.0 400 "), garbage
            assert raw(port, b"\r\n") == b""  # an empty line: no request, nothing to answer
            assert raw(port, b"GET " + home.encode() + b"\r\n\r\n").startswith(b"HTTP/1.0 200 ")  # no version: 1.0
            assert raw(port, b"GET " + home.encode() + b" HTTP/9.9\r\n\r\n").split(b" ")[1] in (b"400", b"505")
            assert ask(port, home)[0] == 200


class Clock:
    """The server's clock (time.monotonic), moved only by the test; it notes how often it is asked."""

    def __init__(self) -> None:
        self.now, self.times, self._changed = 1000.0, 0, threading.Condition()

    def monotonic(self) -> float:
        with self._changed:
            self.times += 1
            self._changed.notify_all()
        return self.now

    def asked(self, times: int) -> bool:
        """Whether it has been asked `times` times (waiting for it, at most 10 s against a hang)."""
        with self._changed:
            return self._changed.wait_for(lambda: self.times >= times, 10)


def received(connection: socket.socket) -> bytes:
    """What comes back until the server closes (or resets) the connection."""
    got = b""
    for _ in range(1000):  # bounded: an answer is a few KiB
        try:
            part = connection.recv(65536)
        except ConnectionResetError:
            break
        if not part:
            break
        got += part
    return got


class FakeSocket:
    """A datagram socket that notes what is done with it; it answers as a machine at `address`."""

    done: list[tuple] = []

    def __init__(self, address: str | None) -> None:
        self.address = address

    def __call__(self, family, kind):
        self.done.append(("socket", family, kind))
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.done.append(("closed",))

    def connect(self, where):
        self.done.append(("connect", where))
        if self.address is None:
            raise OSError(101, "Network is unreachable")

    def getsockname(self):
        return (self.address, 40000)

    def __getattr__(self, name):  # send, sendto, or anything else: never
        raise AssertionError(f"{name} was called")


class TestTheAddress:
    @pytest.fixture(autouse=True)
    def fresh(self):
        FakeSocket.done = []

    def test_it_is_the_address_the_route_out_leaves_from_and_nothing_is_sent(self, monkeypatch):
        monkeypatch.setattr("hjerter_cli.serve.server.socket.socket", FakeSocket("192.168.1.23"))
        assert lan_address() == "192.168.1.23"
        assert FakeSocket.done == [
            ("socket", socket.AF_INET, socket.SOCK_DGRAM),
            ("connect", ("192.0.2.1", 9)),  # RFC 5737's documentation address: no host has it
            ("closed",),
        ]

    def test_no_network_is_127_0_0_1(self, monkeypatch):
        monkeypatch.setattr("hjerter_cli.serve.server.socket.socket", FakeSocket(None))
        assert lan_address() == "127.0.0.1"
        assert [step[0] for step in FakeSocket.done].count("connect") == 4  # every route looked at

    def test_a_route_through_the_loopback_is_no_network(self, monkeypatch):
        monkeypatch.setattr("hjerter_cli.serve.server.socket.socket", FakeSocket("127.0.1.1"))
        assert lan_address() == "127.0.0.1"


class TestRefusedBeforeServing:
    @pytest.fixture
    def taken(self):
        """A port on 127.0.0.1 that another program listens on."""
        with socket.socket() as other:
            other.bind((LOCAL, 0))
            other.listen()
            yield other.getsockname()[1]

    def test_a_taken_port_is_exit_1_in_one_sentence(self, game4, taken):
        result = game4("serve", "--local", "--port", str(taken))
        assert result.exit_code == 1
        assert (
            result.output
            == f"Error: Port {taken} is taken; choose another with --port, or leave it out for any free port.\n"
        )

    def test_a_game_that_does_not_exist_is_refused_before_the_port_is_tried(self, game4, taken):
        result = game4("serve", "--local", "--port", str(taken), "-g", "nosuch")
        assert result.exit_code == 1 and result.output == "Error: There is no game called nosuch; see `hjerter list`.\n"

    def test_no_current_game_is_exit_1(self, cli, taken):
        result = cli("serve", "--local", "--port", str(taken))
        assert result.exit_code == 1 and "taken" not in result.output and "hjerter new" in result.output

    def test_a_damaged_game_is_exit_3(self, game4, taken):
        game4.game_file("g").write_text("format = [[[", encoding="utf-8")
        result = game4("serve", "--local", "--port", str(taken))
        assert result.exit_code == 3 and "taken" not in result.output

    @pytest.mark.parametrize("port", ["-1", "65536", "http"])
    def test_a_port_that_is_no_port_is_a_usage_error(self, game4, port):
        result = game4("serve", "--local", "--port", port)
        assert result.exit_code == 2 and result.output.count("\n") == 1


def test_an_idle_server_waits_for_a_request_and_does_not_spin(game4, monkeypatch):
    """Idle, the server waits in its selector for a request, at most twice a second (no CPU to
    speak of): each wait is for half a second. The waits are noted, not made; at the third, Ctrl-C."""
    import selectors
    import socketserver

    waits: list[float | None] = []

    class Idle(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
        def select(self, timeout=None):
            waits.append(timeout)
            if len(waits) == 3:
                raise KeyboardInterrupt
            return []  # nothing came

    monkeypatch.setattr(socketserver, "_ServerSelector", Idle)
    result = game4("serve", "--local")
    assert result.exit_code == 0 and result.output.endswith("Stopped serving.\n"), result.output
    assert waits == [0.5, 0.5, 0.5]


ADDRESS = re.compile(r"http://127\.0\.0\.1:(?P<port>[0-9]+)(?P<home>/(?P<token>[A-Za-z0-9_-]+)/)\n")


@contextmanager
def server_process(data, *words: str, **env: str):
    """`hjerter serve --local` as a real process (its address read from its pipe); interrupted
    and waited for in the end, whatever happened."""
    import select

    process = subprocess.Popen(
        [HJERTER, "serve", "--local", *words],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env_for(data, **env),
    )
    try:
        ready, _w, _x = select.select([process.stdout], [], [], 30)
        assert ready, "no address printed"
        line = process.stdout.readline()
        found = ADDRESS.fullmatch(line)
        assert found, line
        yield process, found
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
        try:
            process.wait(10)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()


@pytest.mark.slow  # real processes
class TestTheCommand:
    def test_the_address_comes_at_once_into_a_pipe_and_ctrl_c_stops_serving(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        with server_process(game4.data) as (process, found):
            assert len(found["token"]) * 6 >= 128  # URL-safe base64: six bits a character
            status, _headers, body = ask(int(found["port"]), found["home"])
            assert status == 200 and without_script(body) == game4.ok("show", "--format", "html").output
            process.send_signal(signal.SIGINT)
            out, err = process.communicate(timeout=10)
        assert process.returncode == 0
        assert out == ""  # the address alone, and no QR code into a pipe
        assert err.splitlines() == [
            "Open the sheet on your phone:",
            "Only this machine can open the page. Ctrl-C stops serving.",
            "Stopped serving.",
        ]

    def test_in_danish_the_page_and_every_sentence(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        tokens, good = set(), game4.game_file("g").read_bytes()
        with server_process(game4.data, HJERTER_LANG="da") as (process, found):
            tokens.add(found["token"])
            page = ask(int(found["port"]), found["home"])[2].decode("utf-8")
            game4.game_file("g").write_text("format = [[[", encoding="utf-8")
            damaged = changed(int(found["port"]), found["home"], '"none"')[2].decode("utf-8")
            process.send_signal(signal.SIGINT)
            _out, err = process.communicate(timeout=10)
        assert '<html lang="da">' in page and "<h2>Stilling</h2>" in page
        assert "Spilfilen kan ikke læses lige nu" in damaged
        assert err.splitlines() == [
            "Åbn arket på telefonen:",
            "Kun denne computer kan åbne siden. Ctrl-C stopper delingen.",
            "Delingen er stoppet.",
        ]
        assert process.returncode == 0
        game4.game_file("g").write_bytes(good)
        with server_process(game4.data) as (_process, again):
            tokens.add(again["token"])
        assert len(tokens) == 2  # a new token at every start

    def test_at_a_terminal_the_address_is_drawn_as_a_qr_code_of_at_most_80_columns(self, game4):
        import pexpect
        import segno

        env = env_for(game4.data)
        terminal = pexpect.spawn(
            HJERTER, ["serve", "--local"], env=env, dimensions=(40, 80), encoding="utf-8", timeout=20
        )
        try:
            terminal.expect("Ctrl-C stops serving.")
            lines = terminal.before.replace("\r\n", "\n").split("\n")
            terminal.sendintr()
            terminal.expect(pexpect.EOF)
            stopped = terminal.before
        finally:
            terminal.close(force=True)
        address = next(line for line in lines if line.startswith("http://"))
        drawn = [line for line in lines if line.startswith("\x1b[30;107m")]
        rows = []
        for line in drawn:  # each character is two modules: top and bottom (black on white)
            cells = line.removeprefix("\x1b[30;107m").removesuffix("\x1b[0m")
            assert len(cells) <= 80
            rows += [[char in "█▀" for char in cells], [char in "█▄" for char in cells]]
        expected = [[bool(m) for m in row] for row in segno.make_qr(address).matrix_iter(scale=1, border=4)]
        assert rows[: len(expected)] == expected and not any(any(row) for row in rows[len(expected) :])
        assert "Stopped serving." in stopped and terminal.exitstatus == 0


@pytest.mark.slow  # a real process
class TestTheCodeAtATerminal:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    def test_a_terminal_too_narrow_for_the_code_is_told_to_type_the_address(self, monkeypatch, capsys):
        from hjerter_cli.cli.serve import _draw_code

        # 49 bytes: a version 3 code (53 bytes at most at level L), 4 * 3 + 17 = 29 modules, and 4 of
        # quiet zone each side: 37 columns
        monkeypatch.setenv("COLUMNS", "36")
        screen = self.Terminal()
        _draw_code(screen, "http://192.168.1.23:41234/" + "W" * 22 + "/")
        assert screen.getvalue() == ""
        assert capsys.readouterr().err == "The QR code needs 37 columns; type the address instead.\n"
        monkeypatch.setenv("COLUMNS", "37")
        _draw_code(screen, "http://192.168.1.23:41234/" + "W" * 22 + "/")
        assert screen.getvalue().count("\n") == (37 + 1) // 2  # two rows of modules a line

    def test_its_sentences_wrap_between_words_at_a_narrow_terminal(self, monkeypatch):
        import sys

        from hjerter_cli.cli.serve import _tell

        monkeypatch.setenv("COLUMNS", "40")
        errors = self.Terminal()
        monkeypatch.setattr(sys, "stderr", errors)
        monkeypatch.setattr(sys, "__stdout__", io.StringIO())  # a pipe: the address alone, no code
        _tell("http://192.168.1.23:41234/token/", local=False, alone=False)
        said = errors.getvalue().splitlines()
        sentence = "Anyone on the same network who has the address can see the sheet. Ctrl-C stops serving."
        assert said[0] == "Open the sheet on your phone:" and " ".join(said[1:]) == sentence
        assert len(said) > 2 and all(len(line) <= 40 for line in said)

    def test_without_colour_no_escape_is_drawn(self, monkeypatch):
        from hjerter_cli.cli.serve import _draw_code

        monkeypatch.setenv("NO_COLOR", "1")
        screen = self.Terminal()
        _draw_code(screen, "http://192.168.1.23:41234/" + "W" * 22 + "/")
        assert "\x1b" not in screen.getvalue() and "█" in screen.getvalue()


def picture(rows: list[list[bool]], path: Path, scale: int = 6) -> None:
    """Modules (True: dark) as a greyscale PNG, `scale` pixels a module."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    pixels = b"".join(
        b"\0" + bytes(0 if row[x // scale] else 255 for x in range(len(row) * scale))
        for row in rows
        for _ in range(scale)
    )
    size = struct.pack(">IIBBBBB", len(rows[0]) * scale, len(rows) * scale, 8, 0, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", size) + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b"")
    )


@pytest.mark.skipif(
    shutil.which("zbarimg") is None, reason="no zbarimg here (.ci/run installs zbar-tools where apt-get exists)"
)
@pytest.mark.parametrize("colour", [True, False], ids=["black on white", "blocks on a dark terminal"])
def test_a_qr_reader_reads_the_longest_address_as_drawn(tmp_path, colour):
    """The longest address there can be, drawn as a terminal shows it, read back by zbar: the
    same address, in at most 80 columns."""
    from hjerter_cli.render.qr import BLACK_ON_WHITE, RESET, qr_lines

    address = "http://255.255.255.255:65535/" + "W" * 22 + "/"  # token_urlsafe(16): 22 characters
    rows = []
    for line in qr_lines(address, colour):
        cells = line.removeprefix(BLACK_ON_WHITE).removesuffix(RESET)
        assert len(cells) <= 80
        dark = ("█▀", "█▄") if colour else (" ▄", " ▀")  # without colour the light modules are the blocks
        rows += [[char in dark[0] for char in cells], [char in dark[1] for char in cells]]
    picture(rows, tmp_path / "code.png")
    read = subprocess.run(["zbarimg", "-q", "--raw", str(tmp_path / "code.png")], capture_output=True, text=True)
    assert read.stdout.strip() == address


@pytest.mark.slow
def test_serving_costs_nothing_to_a_tab_the_version_or_an_everyday_command(tmp_path):
    """Neither the HTTP server nor the QR library (nor serve's own modules) is imported by them."""
    from tests.processes import made

    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    code = """
import sys
from hjerter_cli.console import main
import os
lines = [["--version"], ["show"], ["round", "4", "q", "9", "0", "--dry-run"], ["list"], ["--help"], ["rules"]]
for words in lines:
    sys.argv = ["hjerter", *words]
    try:
        main()
    except SystemExit:
        pass
os.environ["_HJERTER_COMPLETE"] = "bash"
sys.argv = ["hjerter", "game", "serve", ""]
main()
watched = ("http.server", "socketserver", "segno", "hjerter_cli.cli.serve", "hjerter_cli.serve",
           "hjerter_cli.serve.server", "hjerter_cli.serve.game",
           "hjerter_cli.render.qr", "hjerter_cli.render.live")
sys.stderr.write("loaded: " + repr(sorted(m for m in watched if m in sys.modules)) + "\\n")
"""
    result = subprocess.run([sys.executable, "-c", code], env=env_for(data), capture_output=True, text=True)
    assert "loaded: []" in result.stderr.splitlines(), result.stderr
    assert "g" in result.stdout.splitlines()  # the Tab's answer: the game's name


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


class Browser:
    """Headless Chromium driven over its DevTools pipe (file descriptors 3 and 4), on 127.0.0.1
    only, with a home and profile of its own."""

    def __init__(self, home) -> None:
        reading, self._to_browser = os.pipe()
        self._from_browser, writing = os.pipe()
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
        flags += ["--proxy-server=127.0.0.1:9", "--no-first-run", "--disable-sync", "--disable-component-update"]
        flags += [f"--user-data-dir={home / 'profile'}", "--remote-debugging-pipe", "about:blank"]
        env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config")}
        env["XDG_CACHE_HOME"] = str(home / "cache")

        def descriptors():  # the pipe's ends where Chromium looks for them
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [CHROMIUM, *flags],
            preexec_fn=descriptors,
            pass_fds=(3, 4),
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(reading)
        os.close(writing)
        self._sent, self._buffer, self.session = 0, b"", None

    def call(self, method: str, **params):
        self._sent += 1
        message = {"id": self._sent, "method": method, "params": params}
        if self.session is not None:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        for _ in range(10_000):  # bounded: events come between the answers
            while b"\0" not in self._buffer:
                part = os.read(self._from_browser, 1 << 20)
                assert part, "the browser has gone"
                self._buffer += part
            text, _nul, self._buffer = self._buffer.partition(b"\0")
            answer = json.loads(text)
            if answer.get("id") == self._sent:
                assert "error" not in answer, answer
                return answer["result"]
        raise AssertionError("no answer from the browser")

    def open(self, url: str, width: int = 390, height: int = 844) -> None:
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=True)
        self.call("Page.navigate", url=url)

    def value(self, expression: str):
        return self.call("Runtime.evaluate", expression=expression, returnByValue=True)["result"].get("value")

    def shot(self, path) -> None:
        import base64

        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))

    def close(self) -> None:
        """Closed by its own command, so that it ends its helper processes and waits for them."""
        try:
            self.session = None
            self.call("Browser.close")
            self.process.wait(10)
        except (AssertionError, OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        os.close(self._to_browser)
        os.close(self._from_browser)


@pytest.mark.slow
@pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium here (.ci/run installs Debian's package where apt-get exists)"
)
def test_an_open_page_follows_the_game_without_a_reload(game4, tmp_path):
    """A phone (390 px) that opened the page sees a round entered, then a damaged moment and the
    round after it, with no reload (what was set on the page stays) and no sideways scrolling."""
    bo, cy = (f"(document.querySelector('tfoot td:nth-child({seat})') || {{}}).textContent" for seat in (3, 4))

    def waited(expression: str, expected):  # a bounded number of looks, 100 ms apart
        for _ in range(100):
            if (seen := browser.value(expression)) == expected:
                return seen
            time.sleep(0.1)
        raise AssertionError((expression, seen, expected))

    game4.ok("round", "4", "q", "9", "0")
    pictures = os.environ.get("HJERTER_SHOTS")  # a folder to keep the pictures in, to look at them
    with serving(game4) as (port, home):
        browser = Browser(tmp_path)
        try:
            browser.open(f"http://{LOCAL}:{port}{home}")
            waited(bo, "13")  # Bo: Q♠
            browser.value("window.kept = 'the same page'")
            if pictures:
                browser.shot(Path(pictures) / "before.png")
            assert browser.value(cy) == "9"
            game4.ok("round", "0", "0", "q", "13")
            waited(cy, "22")  # Cy: 9 + 13 (Q♠)
            if pictures:
                browser.shot(Path(pictures) / "after.png")
            game4.game_file("g").write_text("format = [[[", encoding="utf-8")
            waited("!!document.querySelector('p.unreadable')", True)
            if pictures:
                browser.shot(Path(pictures) / "damaged.png")
            assert browser.value("window.kept") == "the same page"
            assert not browser.value("document.documentElement.scrollWidth > document.documentElement.clientWidth")
        finally:
            browser.close()


def test_a_ctrl_c_while_a_sentence_is_said_is_not_lost(monkeypatch):
    """Ctrl-C just as the last sentence before serving is written stops serving, as at any other
    moment: it is not swallowed with the write (else the server would go on, deaf to it)."""
    from hjerter_cli.cli import serve

    class Interrupted(io.StringIO):
        def flush(self):
            if "Ctrl-C stops serving." in self.getvalue():
                raise KeyboardInterrupt

    monkeypatch.setattr(sys, "stderr", Interrupted())
    monkeypatch.setattr(sys, "__stdout__", io.StringIO())
    with pytest.raises(KeyboardInterrupt):
        serve._tell("http://127.0.0.1:1/x/", local=True, alone=True)
