"""The answers kept beside the games (store/answers.py): a question asked again of the very same
files is answered as it was, and any change to what the answer was worked out from, or to what
shapes it, works it out again."""

from __future__ import annotations

import json
import os
import time

import pytest

from hjerter_cli.i18n import use_language
from hjerter_cli.store import answers
from hjerter_cli.store.kept import seal
from tests.conftest import Cli
from tests.test_hostile_kept_files import answers as all_answers
from tests.test_hostile_kept_files import evening, truth

HOUR = 3600 * 10**9
QUESTIONS = (
    ("stats",),
    ("stats", "--head-to-head"),
    ("rating",),
    ("list",),
    ("stats", "--format", "json"),
    ("player", "Bo"),
)


@pytest.fixture(autouse=True)
def kept_for_few_games(monkeypatch):
    monkeypatch.setattr(answers, "AT_LEAST", 0)


@pytest.fixture
def club(cli):
    return evening(cli)


def kept(cli: Cli) -> list:
    return [entry for name in answers.ANSWER_CACHES for entry in answers.read(cli.data / name)]


def marked(cli: Cli, word: str) -> None:
    """Every answer kept made to say `word` at its end (so that one read from the cache shows)."""
    for name in answers.ANSWER_CACHES:
        path = cli.data / name
        entries = [
            [asked, digest, [[text + word, nl, wrap] for text, nl, wrap in writes]]
            for asked, digest, writes in answers.read(path)
        ]
        body = json.dumps(entries).encode()
        path.write_bytes(seal(answers.header(), body))


def old(path) -> None:
    past = time.time_ns() - HOUR
    os.utime(path, ns=(past, past))


def test_a_question_asked_again_of_the_same_files_is_answered_from_the_cache(club):
    first = [club.ok(*words).stdout for words in QUESTIONS]
    assert len(kept(club)) == len(QUESTIONS)
    marked(club, "ASKED BEFORE")
    again = [club.ok(*words).stdout for words in QUESTIONS]
    assert all("ASKED BEFORE" in text for text in again)
    assert [text.replace("ASKED BEFORE", "") for text in again] == first


@pytest.mark.parametrize(
    "change",
    [
        "a round saved",
        "a game file written in place, its size and times as they were",
        "a game added",
        "a game removed",
        "a file beside the games in their folder",
    ],
)
def test_any_change_to_the_games_works_the_answer_out_again(club, change):
    for words in QUESTIONS:
        club.ok(*words)
    marked(club, "ASKED BEFORE")
    games = club.data / "games"
    if change == "a round saved":
        club.ok("round", "-g", "c", "4", "q", "9")
    elif change.startswith("a game file written in place"):
        path = games / "c.toml"
        before = path.stat()
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("Eva", "Evo"), encoding="utf-8")
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
        assert path.stat().st_size == before.st_size and path.stat().st_mtime_ns == before.st_mtime_ns
    elif change == "a game added":
        club.ok("new", "-g", "d", "Ann", "Bo", "Cy")
    elif change == "a game removed":
        (games / "c.toml").unlink()
    else:
        (games / "notes.txt").write_text("x", encoding="utf-8")
    for words in QUESTIONS:
        result = club.ok(*words)
        assert "ASKED BEFORE" not in result.stdout
    assert all_answers(club) == truth(club)


def test_an_answer_worked_out_just_after_a_change_is_not_kept(club):
    club.ok("round", "-g", "c", "4", "q", "9")  # the file changed a moment ago: its times may not show the next
    club.ok("stats")
    assert kept(club) == []


def test_what_shapes_an_answer_is_part_of_the_question(club):
    english = club.ok("stats").stdout
    use_language("da")
    try:
        danish = club.ok("stats").stdout
    finally:
        use_language("en")
    assert danish != english and "Spiller" in danish
    assert club.ok("stats").stdout == english
    assert club.ok("stats", "--player", "Eva").stdout != english


def test_an_answer_that_said_something_on_stderr_is_not_kept(club):
    (club.data / "games" / "broken.toml").write_text("not a game", encoding="utf-8")
    old(club.data / "games" / "broken.toml")
    for _ in range(2):
        result = club("stats")
        assert result.exit_code == 0 and "broken" in result.stderr
    assert kept(club) == []


@pytest.mark.parametrize(
    "text",
    ["\x1b]0;owned\x07", "\x1b[2J", "\x00", "\r", "\x9b31m"],
)
def test_a_kept_answer_that_a_terminal_would_take_as_a_command_is_not_written(club, text):
    first = club.ok("stats").stdout
    marked(club, text)
    assert club.ok("stats").stdout == first


def test_in_a_club_a_change_to_the_clubs_files_works_the_answer_out_again(tmp_path):
    from tests.clubs import Table

    club = tmp_path / "club"
    first, second = Table(tmp_path / "one").join(club), Table(tmp_path / "two").join(club)
    first.ok("new", "Ann", "Bo", "Cy", "Di")
    first.ok("round", "4", "q", "9", "0")
    second.ok("new", "Eva", "Bo", "Finn")
    for path in [*club.rglob("*"), *(tmp_path / "one").rglob("*"), *(tmp_path / "two").rglob("*")]:
        old(path)
    before = first.json("stats")
    assert kept(Cli(first.data))  # kept, and asked again: answered as it was
    assert first.json("stats") == before
    second.ok("round", "4", "q", "9")  # the club's copy of the second table's game changes
    after = first.json("stats")
    assert after != before and {row["name"] for row in after["players"]} >= {"Eva", "Finn"}
    assert after == Table(tmp_path / "fresh").join(club).json("stats")
    first.ok("club", "alias", "Ann", "Finn")  # kept in the club's folder: Finn counts as Ann
    aliased = first.json("stats")
    assert "Finn" not in {row["name"] for row in aliased["players"]} and aliased != after


@pytest.mark.parametrize("name", answers.ANSWER_CACHES)
def test_a_kept_answer_changed_by_a_byte_is_not_believed(club, name):
    """Damage that leaves the answers whole JSON, every text printable (a letter of a name
    changed), is seen by the checksum, and the answer worked out again."""
    first = [club.ok(*words).stdout for words in QUESTIONS]
    path = club.data / name
    data = path.read_bytes()
    head, _newline, body = data.partition(b"\n")
    at = body.index(b"Bo")
    path.write_bytes(head + b"\n" + body[:at] + b"Bp" + body[at + 2 :])
    assert [club.ok(*words).stdout for words in QUESTIONS] == first
