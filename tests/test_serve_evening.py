"""`hjerter serve --evening NAME`: the club evening's live page (issue 54). Its tables with their
totals as they are entered, who sits out, the standings; its JSON (`hjerter evening --format json`
with each table's totals); read-only behind the token as the game's page is; refused with a game.
Servers bind 127.0.0.1 only, each stopped in a `finally`; every wait is a bounded loop."""

from __future__ import annotations

import json
import os
import re
import signal
import time
from pathlib import Path

import pytest

from hjerter_cli.serve.evening import LOOK_SECONDS, EveningPage
from tests.clubs import Table
from tests.test_evening import NINE
from tests.test_serve import (
    CHROMIUM,
    LOCAL,
    Browser,
    ask,
    looked,
    said_once_stopped,
    served,
    server_process,
    without_script,
)

TOKEN = "E" * 22


def serving(data: Path, name: str = "fredag"):
    """The evening's page, served in a thread of this process on 127.0.0.1 at a free port."""
    return served(EveningPage(data, name), TOKEN)


@pytest.fixture
def director(tmp_path: Path) -> Table:
    """Nine players, two deals a game: two tables of sitting 1 (5 and 4), nobody out."""
    at = Table(tmp_path / "director")
    at.ok("evening", "start", "fredag", *NINE, "--deals", "2", "--seed", "s1")
    return at


def state(at: Table) -> dict:
    return json.loads(at.ok("evening", "--format", "json").stdout)


def page_json(port: int, home: str) -> dict:
    status, headers, body = ask(port, home + "evening.json")
    assert status == 200 and headers["Content-Type"] == "application/json", (status, headers)
    return json.loads(body)


def after_a_look(port: int, home: str) -> dict:
    """The JSON as the next look at the files makes it (a page asks once a second)."""
    time.sleep(LOOK_SECONDS + 0.05)
    return page_json(port, home)


class TestThePagesData:
    def test_the_json_is_the_evenings_state_with_each_tables_totals_as_entered(self, director):
        with serving(director.data) as (port, home):
            first = page_json(port, home)
            assert [table["totals"] for table in first["tables"]] == [None, None]
            assert {**first, "tables": [_without_totals(t) for t in first["tables"]]} == state(director)
            seats = [table["players"] for table in first["tables"]]
            director.ok("evening", "play", "1")
            director.ok("round", "4", "q", "9", *["0"] * (len(seats[0]) - 3))
            now = after_a_look(port, home)
        assert now["tables"][0]["totals"] == [4, 13, 9, *[0] * (len(seats[0]) - 3)]
        assert now["tables"][0]["played"] == 1 and now["tables"][1]["totals"] is None
        assert {**now, "tables": [_without_totals(t) for t in now["tables"]]} == state(director)

    def test_the_page_shows_the_tables_their_totals_who_sits_out_and_the_standings(self, tmp_path):
        at = Table(tmp_path / "d")
        at.ok("evening", "start", "lille", "Ann", "Bo", "Cy", "Di", "Eva", "--exact", "--deals", "1", "--seed", "x")
        (out,) = state(at)["sits_out"]
        seats = state(at)["tables"][0]["players"]
        at.ok("evening", "play", "1")
        at.ok("round", "4", "q", "9", "0")
        with serving(at.data, "lille") as (port, home):
            status, headers, body = ask(port, home)
        page = without_script(body)
        assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
        assert "<h1>Evening lille, sitting 1 of 4: 1 deal a game.</h1>" in page
        assert "<h2>Table 1</h2>" in page and "lille-s1-t1: finished." in page
        cells = re.findall(r'<td class="name">([^<]*)</td><td[^>]*>([^<]*)</td>', page)
        assert cells == list(zip(seats, ["4", "13", "9", "0"]))
        assert f'<p class="out">Sits out: {out}</p>' in page
        assert '<h2 class="standings">Standings after sitting 1</h2>' in page
        standing = re.findall(r"<tr><td>(\d+)\.</td><td class=name>([^<]*)</td><td>([^<]*)</td>", page)
        assert standing[0] == ("1", seats[3], "1.00")  # 0 points: all three others behind
        assert [name for _place, name, _value in standing][-1] == out  # not played: no value, last

    def test_a_round_entered_at_another_table_of_the_club_shows(self, tmp_path):
        """The director's page counts the games the club holds: table 2's machine plays its game,
        the club's folder carries it (as Syncthing or `club sync` does), and the page shows it."""
        club = tmp_path / "club"
        boss = Table(tmp_path / "boss").join(club)
        boss.ok("evening", "start", "fredag", *NINE, "--deals", "2", "--seed", "s1")
        table2 = Table(tmp_path / "t2").join(club)
        with serving(boss.data) as (port, home):
            assert page_json(port, home)["tables"][1]["totals"] is None
            table2.ok("evening", "play", "2")
            table2.ok("round", "4", "q", "9", "0")
            assert after_a_look(port, home)["tables"][1]["totals"] == [4, 13, 9, 0]
        assert not list((boss.data / "games").glob("*.toml"))  # read from the club, not copied here

    def test_a_plan_that_cannot_be_read_keeps_the_last_page_and_says_so(self, director):
        plan = director.data / "evenings" / "fredag.toml"
        good = plan.read_bytes()
        with serving(director.data) as (port, home):
            before = page_json(port, home)
            plan.write_text("schema = [[[", encoding="utf-8")
            time.sleep(LOOK_SECONDS + 0.05)
            damaged = ask(port, home)[2].decode("utf-8")
            assert page_json(port, home) == before
            plan.write_bytes(good)
            time.sleep(LOOK_SECONDS + 0.05)
            again = ask(port, home)[2].decode("utf-8")
        note = "The evening's plan cannot be read just now; this is the evening as it was last read."
        assert note in damaged and "<h2>Table 1</h2>" in damaged
        assert 'class="unreadable"' not in again and "<h2>Table 1</h2>" in again

    def test_nothing_changed_is_not_sent_again(self, director):
        with serving(director.data) as (port, home):
            _status, headers, _body = ask(port, home)
            time.sleep(LOOK_SECONDS + 0.05)
            status, again, nothing = ask(port, home, headers={"If-None-Match": headers["ETag"]})
        assert status == 304 and nothing == b"" and again["ETag"] == headers["ETag"]

    def test_it_is_made_again_only_when_a_file_it_reads_changes(self, director, monkeypatch):
        """However many pages ask, unchanged files make nothing again; a round entered at a table
        makes the page once."""
        page = EveningPage(director.data, "fredag")
        made = []
        read = page._read
        monkeypatch.setattr(page, "_read", lambda: made.append(1) or read())
        monkeypatch.setattr("hjerter_cli.serve.evening.LOOK_SECONDS", 0.0)
        first = page.documents()
        for _ in range(5):
            assert page.documents() is first
        assert made == []
        director.ok("evening", "play", "2")
        director.ok("round", "4", "q", "9", "0")
        now = page.documents()
        assert made == [1] and now.version != first.version
        assert page.documents() is now and made == [1]

    def test_in_danish(self, director):
        from hjerter_cli.core import evening as core
        from hjerter_cli.i18n import use_language
        from hjerter_cli.render.evening_page import page
        from hjerter_cli.store import evening as plans

        plan = plans.read(director.data, "fredag")
        assert plan is not None
        tables = core.tables_of(plan, 1, {})
        use_language("da")
        try:
            danish = page(plan, tables, core.evening_standings(plan, {}))
        finally:
            use_language("en")
        assert '<html lang="da">' in danish and "<h2>Bord 1</h2>" in danish
        assert "fredag-s1-t2: ikke begyndt endnu." in danish and "Stillingen efter 1. omgang" in danish
        assert "<th class=name>Spiller</th>" in danish and "Klubaften fredag, 1. omgang af 4" in danish


def _without_totals(table: dict) -> dict:
    return {key: value for key, value in table.items() if key != "totals"}


class TestReadOnlyBehindTheToken:
    def test_only_get_and_head_of_the_two_documents_and_the_game_pages_headers(self, director):
        import base64
        import hashlib

        with serving(director.data) as (port, home):
            status, headers, body = ask(port, home)
            for method in ("POST", "PUT", "DELETE", "PATCH"):
                assert ask(port, home, method)[0] == 405
                assert ask(port, home + "evening.json", method)[0] == 405
            for target in ("/", f"/{'F' * 22}/", home + "game.json", home + "../evenings/fredag.toml", home + "x"):
                assert ask(port, target)[:3:2] == (404, b""), target
            head = ask(port, home + "evening.json", "HEAD")
        script = re.search(r"<script>(.*?)</script>", body.decode("utf-8"), re.DOTALL).group(1)  # type: ignore[union-attr]
        digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
        assert status == 200 and f"script-src 'sha256-{digest}';" in headers["Content-Security-Policy"]
        assert headers["Referrer-Policy"] == "no-referrer" and headers["Cache-Control"] == "no-store"
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert head[0] == 200 and head[2] == b"" and int(head[1]["Content-Length"]) > 0
        assert "Not following any more since {time}: the sheet is as it was then." in script  # the game page's


class TestTheCommand:
    @pytest.mark.parametrize(
        "words",
        [
            ["serve", "--evening", "fredag", "-g", "fredag-s1-t1"],
            ["serve", "--evening", "fredag", "--file", "x.toml"],
            ["-g", "fredag-s1-t1", "serve", "--evening", "fredag"],
        ],
    )
    def test_a_game_named_beside_it_is_refused_in_one_sentence(self, director, words, monkeypatch):
        from hjerter_cli.cli import serve

        monkeypatch.setattr(serve, "_bound", lambda *_words: pytest.fail("bound: not refused"))
        result = director(*words)
        option = "--file" if "--file" in words else "--game"
        assert result.exit_code == 2, result.output
        assert result.stderr == f"Error: --evening serves a club evening, not one game; leave out {option}.\n"

    def test_no_such_evening_and_a_damaged_plan_before_anything_is_bound(self, director):
        for name in ("lørdag", "../fredag", "fredag.toml"):
            result = director("serve", "--evening", name, "--port", "99999")
            assert result.exit_code == 2  # the port is checked first, as for a game
            result = director("serve", "--evening", name, "--local")
            assert result.exit_code == 1 and "There is no evening called" in result.stderr, result.output
            assert result.stderr.count("\n") == 1
        (director.data / "evenings" / "fredag.toml").write_text("schema = [[[", encoding="utf-8")
        result = director("serve", "--evening", "fredag", "--local")
        assert result.exit_code == 3 and result.stderr.count("\n") == 1, result.output
        assert "fredag.toml" in result.stderr and "Traceback" not in result.output

    @pytest.mark.slow  # a real process
    def test_the_address_at_once_and_ctrl_c_stops_serving(self, director):
        with server_process(director.data, "--evening", "fredag", HJERTER_LANG="da") as (process, found):
            status, _headers, body = ask(int(found["port"]), found["home"] + "evening.json")
            assert status == 200 and json.loads(body)["name"] == "fredag"
            page = ask(int(found["port"]), found["home"])[2].decode("utf-8")
            assert '<html lang="da">' in page and "<h2>Bord 2</h2>" in page and "Stillingen efter 1. omgang" in page
            assert "Arket opdateres ikke l" in page  # the game page's stop sentence, in Danish (as JSON writes it)
            process.send_signal(signal.SIGINT)
            out, err = process.communicate(timeout=10)
        assert process.returncode == 0 and out == ""
        assert err.splitlines() == [
            "Åbn klubaftenen på telefonen:",
            "Kun denne computer kan åbne siden. Ctrl-C stopper delingen.",
            "Delingen er stoppet.",
        ]


SHOWN = """(function (selector) {
  var found = document.querySelector(selector);
  if (!found) { return "missing"; }
  var box = found.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth ? "shown" : "hidden";
})(%s)"""
TOTALS = (
    "Array.from(document.querySelectorAll('section.table')[0].querySelectorAll('tbody td:nth-child(2)'))"
    ".map(function (td) { return td.textContent; }).join(' ')"
)
SIDEWAYS = "document.documentElement.scrollWidth > document.documentElement.clientWidth"
TOPS = (
    "Array.from(document.querySelectorAll('section.table'))"
    ".map(function (s) { return Math.round(s.getBoundingClientRect().top); })"
)
GONE = "(document.querySelector('p.gone') || {}).textContent || ''"


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="no chromium here (apt-get install chromium)")
def test_in_chromium_at_390_and_1280_px_it_follows_the_evening_and_says_when_it_stops(tmp_path):
    """One browser start: at 390 px the tables, who sits out and the standings are in view without
    sideways scrolling, and a round entered shows within 2 s; at 1280 px the tables stand side by
    side; when the server stops, the page says so as the game's page does."""
    at = Table(tmp_path / "d")
    at.ok("evening", "start", "fredag", *NINE[:7], "--exact", "--deals", "4", "--seed", "s1", "--table-size", "3")
    at.ok("evening", "play", "1")
    at.ok("round", "4", "q", "9")
    pictures = os.environ.get("HJERTER_SHOTS")  # a folder to keep the pictures in, to look at them
    browser = Browser(tmp_path)
    try:
        with serving(at.data) as (port, home):
            browser.open(f"http://{LOCAL}:{port}{home}", width=390, height=844)
            looked(browser, TOTALS, "4 13 9")
            for selector in ("section.table", "p.out", "h2.standings", "table.standing"):
                assert browser.value(SHOWN % json.dumps(selector)) == "shown", selector
            assert not browser.value(SIDEWAYS)
            tops = browser.value(TOPS)
            assert len(tops) == 2 and tops[0] < tops[1]  # one under another on a phone
            at.ok("round", "0", "q", "13")
            took = looked(browser, TOTALS, "4 26 22")
            assert took < 2.0, took
            if pictures:
                browser.shot(Path(pictures) / "evening-390.png")
            browser.call(
                "Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False
            )
            looked(browser, "window.innerWidth", 1280)
            tops = browser.value(TOPS)
            assert tops[0] == tops[1] and not browser.value(SIDEWAYS)  # side by side on a wide screen
            assert browser.value(SHOWN % json.dumps("table.standing")) == "shown"
            if pictures:
                browser.shot(Path(pictures) / "evening-1280.png")
        said = said_once_stopped(browser, GONE)
        assert re.fullmatch(r"Not following any more since \d\d:\d\d: the sheet is as it was then\.", said), said
        assert browser.value(TOTALS) == "4 26 22"  # the evening as it was
        if pictures:
            browser.shot(Path(pictures) / "evening-stopped.png")
    finally:
        browser.close()


def test_a_tab_after_evening_offers_the_evenings(director, monkeypatch):
    """The scripts ask for evenings' names after `serve --evening`, and those are the plans' names."""
    from hjerter_cli import tab

    scripts = Path(__file__).parent.parent / "completions"
    assert "'serve --evening') REPLY='evening'" in (scripts / "hjerter.bash").read_text(encoding="utf-8")
    monkeypatch.setenv("HJERTER_DATA_DIR", str(director.data))
    assert tab.answer("bash", ["evening", "serve", "fr"]) == ["fredag"]
    assert tab.answer("bash", ["evening", "serve", "x"]) == []
