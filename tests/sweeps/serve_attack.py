"""An attack on `hjerter serve` from this machine (127.0.0.1 only), and what it got.

Run by hand (not part of the test suite: it takes about a minute and opens hundreds of
connections; the suite checks each point once, tests/test_serve.py):

    .venv/bin/python tests/sweeps/serve_attack.py

It starts `hjerter serve --local` on a game of its own (the console script, as a user has it),
then tries path tricks (../, %2e%2e, encoded slashes, NUL, overlong UTF-8, wrong tokens), very
long paths, odd methods, huge headers, request bodies, floods of connections (bounded), clients
that send a byte now and then (slowloris) and clients that never read. After each kind it asks
for the real page as a phone would. Printed: for each kind, how many requests were tried and the
answers they got; then whether the server was still up, whether anything but the two documents
was ever served, and whether the game file and data dir were unchanged (exit 1 if not).
"""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

HJERTER = Path(sys.executable).parent / "hjerter"
LOCAL = "127.0.0.1"
SECRETS = (b"format =", b"[[rounds]]", b"root:", b"players =")  # what a leak of a file would hold


def answer(port: int, data: bytes, wait: float = 15.0) -> bytes:
    """Send `data` on a new connection; everything the server sends back until it closes."""
    try:
        with socket.create_connection((LOCAL, port), timeout=wait) as connection:
            connection.sendall(data)
            got = b""
            while len(got) < 1 << 20:
                part = connection.recv(65536)
                if not part:
                    break
                got += part
            return got
    except (TimeoutError, OSError) as error:
        return f"!{type(error).__name__}".encode()


def status(reply: bytes) -> str:
    if reply.startswith(b"!"):
        return reply[1:].decode()
    found = re.match(rb"HTTP/1\.[01] (\d{3}) ", reply)
    return found.group(1).decode() if found else ("closed, nothing" if not reply else "no status")


class Attack:
    def __init__(self, port: int, home: str) -> None:
        self.port, self.home, self.token = port, home, home.strip("/")
        self.counts: dict[str, Counter[str]] = {}
        self.leaks: list[str] = []
        self.page_checks = Counter()

    def note(self, kind: str, target: str, reply: bytes, allowed_200: bool = False) -> None:
        code = status(reply)
        self.counts.setdefault(kind, Counter())[code] += 1
        body = reply.partition(b"\r\n\r\n")[2]
        if (code == "200" and not allowed_200) or any(secret in body for secret in SECRETS):
            self.leaks.append(f"{kind}: {target[:80]!r} -> {code}")
        if code not in ("200", "304") and body:
            self.leaks.append(f"{kind}: {target[:80]!r} -> {code} with a body of {len(body)} bytes")

    def page_works(self) -> bool:
        ok = status(answer(self.port, f"GET {self.home} HTTP/1.1\r\nHost: x\r\n\r\n".encode())) == "200"
        self.page_checks["ok" if ok else "FAILED"] += 1
        return ok

    def paths(self) -> None:
        t = self.token
        wrong = [t[:-1] + ("A" if t[-1] != "A" else "B"), t.upper(), t.lower(), t[:-1], t + "x", t[::-1], "x" * len(t)]
        aims = ["games/g.toml", "current", "g.toml", "etc/passwd", "proc/self/environ", ".", ""]
        climbs = [
            "../",
            "..%2f",
            "%2e%2e/",
            "%2e%2e%2f",
            "%2E%2E%2F",
            "..%5c",
            "..\\",
            "%252e%252e%252f",
            "%c0%ae%c0%ae/",
            "....//",
            "./",
            "//",
            ";/",
            "%00/",
            "\x00/",
        ]
        targets = []
        for climb in climbs:
            for aim in aims:
                targets += [f"/{t}/{climb}{aim}", f"/{t}/{climb * 4}{aim}", f"/{climb}{aim}", f"/{t}{climb}{aim}"]
        targets += [f"/{w}/" for w in wrong] + [f"/{w}/game.json" for w in wrong]
        encoded = "".join(f"%{ord(c):02X}" for c in t)
        targets += [
            f"/{encoded}/",
            f"/{t}%2F",
            f"/{t}%2fgame.json",
            f"/{t}/game%2Ejson",
            f"/{t}/game.json%00",
            f"/{t}/%00",
            f"/{t}/?",
            f"/{t}/#",
            f"/{t}/game.json?x=1",
            f"//{t}/",
            f"/./{t}/",
            f"/{t}/./",
            f"/{t}//",
            f"/{t}/game.json/",
            f"http://{LOCAL}/{t}/",
            f"http://evil/{t}/",
            "*",
            "/",
            "",
            f"/{t}",
            f"\\{t}\\",
            f"/{t}/\x00",
            f"/{t}/\r\n",
        ]
        for target in targets:
            data = b"GET " + target.encode("utf-8", "surrogateescape") + b" HTTP/1.1\r\nHost: x\r\n\r\n"
            line = data.split(b"\r\n")[0].split()  # a line end in the target ends the request line there
            self.note("path tricks", target, answer(self.port, data), allowed_200=line[1:2] == [self.home.encode()])
        for size in (1_000, 8_000, 8_193, 65_536, 1 << 20):
            target = f"/{t}/" + "a" * size
            self.note("very long paths", f"{size}", answer(self.port, f"GET {target} HTTP/1.1\r\n\r\n".encode()))

    def methods(self) -> None:
        methods = [
            "POST",
            "PUT",
            "DELETE",
            "PATCH",
            "OPTIONS",
            "TRACE",
            "CONNECT",
            "PROPFIND",
            "MKCOL",
            "COPY",
            "MOVE",
            "LOCK",
            "get",
            "Get",
            "GETS",
            "G\x00ET",
            "HEAD\x00",
            "X" * 1000,
            "BREW",
            "\x16\x03\x01",
        ]
        for method in methods:
            for target in (self.home, f"{self.home}game.json", "/"):
                data = f"{method} {target} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello".encode("latin-1")
                self.note("odd methods", f"{method} {target}", answer(self.port, data))

    def headers(self) -> None:
        cases = {
            "one 8 KiB + 1": "X-A: " + "a" * 8192 + "\r\n",
            "one 1 MiB": "X-A: " + "a" * (1 << 20) + "\r\n",
            "100 headers": "".join(f"X-{n}: {n}\r\n" for n in range(100)),
            "1000 headers": "".join(f"X-{n}: {n}\r\n" for n in range(1000)),
            "200 of 50 bytes": "".join(f"X-{n}: {'a' * 44}\r\n" for n in range(200)),
            "no colon": "nonsense\r\n",
            "folded": "X-A: a\r\n b\r\n",
            "NUL in a value": "X-A: a\x00b\r\n",
            "chunked garbage": "Transfer-Encoding: chunked\r\n",
            "huge Content-Length": "Content-Length: 99999999999\r\n",
            "negative Content-Length": "Content-Length: -1\r\n",
        }
        for name, block in cases.items():
            data = f"GET {self.home} HTTP/1.1\r\nHost: x\r\n{block}\r\n".encode("latin-1") + b"zz\r\n"
            reply = answer(self.port, data)
            self.note(
                "huge and odd headers",
                name,
                reply,
                allowed_200=name
                in (
                    "no colon",
                    "folded",
                    "NUL in a value",
                    "chunked garbage",
                    "huge Content-Length",
                    "negative Content-Length",
                ),
            )

    def flood(self, count: int = 200) -> None:
        replies: list[bytes] = []
        lock = threading.Lock()
        start = threading.Barrier(count)

        def one():
            start.wait(30)
            reply = answer(self.port, f"GET {self.home} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            with lock:
                replies.append(reply)

        threads = [threading.Thread(target=one) for _ in range(count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        for reply in replies:
            self.note(f"flood of {count} pages at once", "page", reply, allowed_200=True)
        idle = [socket.create_connection((LOCAL, self.port), timeout=5) for _ in range(count)]
        try:
            for _ in range(3):
                self.page_works()
        finally:
            for connection in idle:
                connection.close()

    def slowloris(self, count: int = 300, seconds: float = 14.0) -> None:
        """`count` clients sending a header byte every second, beyond the server's 256 at once;
        meanwhile a phone asks for the page twice a second."""
        slow = []
        for _ in range(count):
            try:
                connection = socket.create_connection((LOCAL, self.port), timeout=5)
                connection.sendall(f"GET {self.home} HTTP/1.1\r\nHost: x\r\n".encode())
                slow.append(connection)
            except OSError:
                self.counts.setdefault("slowloris", Counter())["could not connect"] += 1
        let_go = 0
        took: list[float] = []
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            for connection in list(slow):
                try:
                    connection.sendall(b"X")
                except OSError:
                    slow.remove(connection)
                    let_go += 1
            began = time.monotonic()
            self.page_works()
            took.append(time.monotonic() - began)
            time.sleep(0.5)
        counted = self.counts.setdefault("slowloris", Counter())
        counted["sent a part, then a byte a second"] += count
        counted["let go by the server"] += let_go
        counted["still open at the end"] += len(slow)
        counted[f"pages asked meanwhile (slowest {max(took) * 1000:.0f} ms)"] += len(took)
        for connection in slow:
            connection.close()

    def never_read(self, count: int = 50) -> None:
        kept = []
        for _ in range(count):
            connection = socket.socket()
            connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
            connection.connect((LOCAL, self.port))
            connection.sendall(f"GET {self.home} HTTP/1.0\r\n\r\n".encode())
            kept.append(connection)
        for _ in range(3):
            self.page_works()
        self.counts["clients that never read"] = Counter({"asked for the page, never read it": count})
        for connection in kept:
            connection.close()


def threads_of(pid: int) -> int:
    text = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"^Threads:\s+(\d+)", text, re.M).group(1))


def main() -> int:
    place = Path(tempfile.mkdtemp(prefix="hjerter-attack-"))
    env = {**os.environ, "HJERTER_DATA_DIR": str(place / "data"), "HJERTER_LANG": "en"}
    subprocess.run([HJERTER, "new", "-g", "g", "Ann", "Bo", "Cy", "Di"], env=env, check=True, capture_output=True)
    subprocess.run([HJERTER, "round", "4", "q", "9", "0"], env=env, check=True, capture_output=True)
    before = {p: p.read_bytes() for p in sorted((place / "data").rglob("*")) if p.is_file()}
    server = subprocess.Popen(
        [HJERTER, "serve", "--local"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
    )
    try:
        found = re.fullmatch(r"http://127\.0\.0\.1:(\d+)(/[^/]+/)\n", server.stdout.readline())
        attack = Attack(int(found.group(1)), found.group(2))
        for step in (attack.paths, attack.methods, attack.headers, attack.flood, attack.slowloris, attack.never_read):
            step()
            attack.page_works()
            print(f"after {step.__name__}: server up {server.poll() is None}, threads {threads_of(server.pid)}")
        time.sleep(LINGER := 3.0)
        print(f"{LINGER:.0f} s later: threads {threads_of(server.pid)}")
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=10)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    after = {p: p.read_bytes() for p in sorted((place / "data").rglob("*")) if p.is_file()}
    for kind, counted in attack.counts.items():
        print(f"{kind}:", ", ".join(f"{k}: {v}" for k, v in sorted(counted.items())))
    print("the real page, asked between and during the attacks:", dict(attack.page_checks))
    print("served what it should not (or a body with an error):", attack.leaks or "nothing")
    print(
        "data dir unchanged:",
        after == before,
        "| stopped with:",
        err.strip().splitlines()[-1:],
        "exit",
        server.returncode,
    )
    bad = attack.leaks or after != before or attack.page_checks["FAILED"] or server.returncode != 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
