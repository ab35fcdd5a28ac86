"""Whatever stands in the files kept beside the games (the summaries' cache, the Tab's index and
heads), hostile or damaged, `list`, `stats`, `stats --head-to-head` and `rating` answer exit 0,
as they answer with no kept file at all, and a Tab offers what the games hold: nothing read
there is trusted before it is checked for its shape and its types."""

from __future__ import annotations

import json
import marshal
import os
import pickle
import shutil
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjerter_cli import tab
from hjerter_cli.core.stats import GameRecord
from hjerter_cli.store import answers as answer_cache
from hjerter_cli.store import cache, kept, tabindex
from tests.conftest import Cli

KEPT = (cache.LIST_CACHE, tabindex.INDEX, tabindex.FILES, tabindex.HEADS, *answer_cache.ANSWER_CACHES)
HOUR = 3600 * 10**9
ANSWERS = (
    ("list", "--format", "json"),
    ("stats", "--format", "json"),
    ("stats", "--head-to-head", "--format", "json"),
    ("rating", "--format", "json"),
    ("player", "Bo", "--format", "json"),
)


# Rows of the right file with one wrong value: each is made again from its game.
WRONG_VALUES = [
    (2, "Ann"),  # players: a string, not a tuple
    (2, (1, 2, 3, 4)),
    (2, ("Ann", "Ann", "Cy", "Di")),  # a player twice
    (2, ()),
    (1, (11, 2048, 17)),  # an identity short
    (3, "yesterday"),  # started: no time
    (3, None),
    (4, 1),  # finished: a number
    (5, (9,)),  # a winner who is not at the table
    (5, ("Ann",)),
    (5, (-1,)),  # a seat before the first
    (6, (1, 2, 3)),  # a total short
    (6, ("4", "13", "9", "0")),
    (6, (1.5, 2, 3, 4)),
    (7, "10"),  # rounds
    (8, (0, 0)),  # moons
    (8, (True, False, False, False)),
    (12, (0, 0, 0, 0, 0)),
    (13, ((0, 2), (1, 7))),  # a pair with a seat not at the table
    (13, ((0, 2), (0, 2))),
    (13, ((0, 1, 2, 3),) * 2),
    (13, "Ann+Cy"),
    (13, (0, 1, 2, 3)),
    (14, 7),  # the game's identity: a number
]


@pytest.fixture(autouse=True)
def answers_kept_for_few_games(monkeypatch):
    """The answers kept beside the games too, which hjerter keeps only with many games."""
    monkeypatch.setattr(answer_cache, "AT_LEAST", 0)


def evening(cli: Cli) -> Cli:
    """Three games (one of them in pairs, one not finished), their files and folder an hour old."""
    cli.ok("new", "-g", "a", "Ann", "Bo", "Cy", "Di", "--target", "15")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("round", "13", "0", "0", "q")
    cli.ok("new", "-g", "b", "Ann", "Bo", "Cy", "Di", "--pair", "Ann+Cy", "--pair", "Bo+Di", "--target", "20")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("new", "-g", "c", "Eva", "Bo", "Finn")
    past = time.time_ns() - HOUR
    games = cli.data / "games"
    for path in games.iterdir():
        os.utime(path, ns=(past, past))
    os.utime(games, ns=(past, past))
    return cli


@pytest.fixture(scope="module")
def evening_made(tmp_path_factory):
    """The evening's data dir, made once a module (each test takes a copy, its files' times kept)."""
    data = tmp_path_factory.mktemp("evening") / "data"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HJERTER_DATA_DIR", str(data))
        patch.setattr(answer_cache, "AT_LEAST", 0)
        evening(Cli(data))
    return data


@pytest.fixture
def club(cli, evening_made):
    shutil.copytree(evening_made, cli.data)
    return cli


def answers(cli: Cli) -> list:
    """The JSON of list, stats, head to head and rating: each exit 0, with nothing on stderr."""
    found = []
    for words in ANSWERS:
        result = cli(*words)
        assert result.exit_code == 0 and result.stderr == "", (words, result.output)
        found.append(json.loads(result.stdout))
    return found


def tabs() -> list[list[str]]:
    return [
        tab.answer("zsh", ["game", "use", ""]),
        tab.answer("zsh", ["anyplayer", "stats", ""]),
        tab.answer("zsh", ["tally", "round", "", "-g", "c"]),
    ]


def truth(cli: Cli) -> list:
    """The answers with nothing kept beside the games: from the games alone."""
    for name in KEPT:
        (cli.data / name).unlink(missing_ok=True)
    return answers(cli)


def write_cache(cli: Cli, body: bytes, seen: str | None = None) -> None:
    """A cache whose header is this hjerter's and whose checksum is its body's: only its rows are wrong."""
    seen = seen if seen is not None else str(time.time_ns())
    (cli.data / cache.LIST_CACHE).write_bytes(kept.seal(cache.header(), body, seen))


def cached_rows(cli: Cli) -> list:
    cli.ok("list")
    return pickle.loads((cli.data / cache.LIST_CACHE).read_bytes().partition(b"\n")[2])


def malformed_code() -> bytes:
    """A marshalled code object whose bytecode is a number: marshal.loads raises SystemError on it."""
    code = compile("x = 1", "game", "exec")
    body = marshal.dumps(code)
    raw = len(code.co_code).to_bytes(4, "little") + code.co_code
    at = body.index(raw) - 1  # the bytes' type, and whether marshal keeps a reference to them
    number = (b"\xe9" if body[at] & 0x80 else b"i") + (1).to_bytes(4, "little")  # a number, kept as they were
    return body[:at] + number + body[at + len(raw) + 1 :]


class Ran:
    """A pickle that would make a folder if it were ever unpickled as Python objects."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __reduce__(self):
        return os.mkdir, (self.where,)


class TestTheSummariesCache:
    @pytest.mark.parametrize("word", ["seen", "check"])
    def test_a_number_that_is_a_digit_but_no_number_is_ignored(self, club, word):
        expected = truth(club)
        data = (club.data / cache.LIST_CACHE).read_bytes()
        head, newline, body = data.partition(b"\n")
        words = head.decode().rsplit(" ", 2)
        words[1 if word == "seen" else 2] = "²"
        (club.data / cache.LIST_CACHE).write_bytes(" ".join(words).encode() + newline + body)
        assert answers(club) == expected
        assert answers(club) == expected  # and made again: the next run reads it

    def test_marshalled_code_is_never_loaded(self, club):
        expected = truth(club)
        with pytest.raises(SystemError):
            marshal.loads(malformed_code())  # what the cache's reader would meet
        write_cache(club, malformed_code())
        assert answers(club) == expected

    def test_a_pickle_that_would_call_something_calls_nothing(self, club, tmp_path):
        expected = truth(club)
        where = tmp_path / "ran"
        rows = cached_rows(club)
        write_cache(club, pickle.dumps([*rows, Ran(str(where))]))
        assert answers(club) == expected
        write_cache(club, pickle.dumps(Ran(str(where))))
        assert answers(club) == expected
        assert not where.exists()

    @pytest.mark.parametrize(
        "body",
        [
            b"",
            b"\x80\x05N.",  # None
            pickle.dumps({"a": 1}),
            pickle.dumps([("a",) * (2 + len(GameRecord._fields))]),  # a row as long as the cache's
            pickle.dumps([1.5, b"x", {1, 2}, frozenset(), Ellipsis]),
            pickle.dumps([()] * 1000),
            b"\x80\x05" + b"(" * 100_000,  # marks, never closed
            b"\x80\x05]" + b"q\x00h\x00a" * 10_000 + b".",  # a list holding itself, many times
        ],
    )
    def test_a_body_of_other_data_is_ignored(self, club, body):
        expected = truth(club)
        write_cache(club, body)
        assert answers(club) == expected

    @pytest.mark.parametrize("field,value", WRONG_VALUES)
    def test_a_row_of_the_right_file_with_a_wrong_value_is_made_again(self, club, field, value):
        expected = truth(club)
        rows = cached_rows(club)
        spoiled = [row[:field] + (value,) + row[field + 1 :] if row[0] in "ab" else row for row in rows]
        write_cache(club, pickle.dumps(spoiled), seen=str(time.time_ns()))
        assert answers(club) == expected

    def test_a_row_that_is_right_is_used(self, club):
        """The checks pass what records() writes: a spoiled total, in shape, is believed (and so
        seen to come from the cache)."""
        rows = cached_rows(club)
        spoiled = [(*row[:6], (*row[6][:-1], row[6][-1] + 1000), *row[7:]) if row[0] == "a" else row for row in rows]
        write_cache(club, pickle.dumps(spoiled))
        points = {row["name"]: row["points"] for row in answers(club)[1]["players"]}
        assert points["Di"] >= 1000


class TestTheTabsFiles:
    def test_an_index_with_a_digit_that_is_no_number_as_its_time(self, club):
        club.ok("list")  # the index made
        expected = tabs()
        path = club.data / tabindex.INDEX
        header, folder, *rest = path.read_text(encoding="utf-8").split("\n")
        path.write_text("\n".join([header, " ".join([*folder.split(" ")[:3], "²"]), *rest]), encoding="utf-8")
        assert tabs() == expected
        assert answers(club) == truth(club)

    def test_heads_with_a_digit_that_is_no_number_as_their_time(self, club):
        club.ok("list")  # the index made
        expected = tabs()
        path = club.data / tabindex.HEADS
        lines = path.read_text(encoding="utf-8").split("\n")
        lines[1:-1] = ["\t".join([*line.split("\t")[:2], "²", *line.split("\t")[3:]]) for line in lines[1:-1]]
        path.write_text("\n".join(lines), encoding="utf-8")
        assert tabs() == expected

    def test_index_files_with_a_digit_that_is_no_number_as_their_time(self, club):
        club.ok("list")  # the index made
        expected = tabs()
        path = club.data / tabindex.FILES
        lines = path.read_text(encoding="utf-8").split("\n")
        lines[1:-1] = ["\t".join([*line.split("\t")[:2], "²", *line.split("\t")[3:]]) for line in lines[1:-1]]
        path.write_text("\n".join(lines), encoding="utf-8")
        (club.data / tabindex.INDEX).unlink()
        club.ok("list")
        assert tabs() == expected

    def test_with_the_games_folder_gone_and_its_index_left_a_tab_offers_nothing_and_raises_nothing(self, club):
        tabs()  # the index and heads written
        for path in (club.data / "games").iterdir():
            path.unlink()
        (club.data / "games").rmdir()
        for argv in (["game", "use", ""], ["anyplayer", "stats", ""]):
            request = tab.Request(argv)
            assert tab.KINDS[request.kind](request) == []
        assert tabs() == [[], [], []]


@pytest.mark.slow
class TestTheDamageLaw:
    @settings(
        max_examples=30,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(
        kept=st.sampled_from(KEPT),
        damage=st.lists(
            st.tuples(
                st.sampled_from(["flip", "cut", "insert", "delete"]),
                st.integers(0, 10**6),
                st.binary(min_size=1, max_size=8),
            ),
            min_size=1,
            max_size=4,
        ),
    )
    def test_random_damage_to_a_kept_file_never_changes_an_answer(self, tmp_path_factory, monkeypatch, kept, damage):
        work = tmp_path_factory.mktemp("damage")
        cli = Cli(work / "data")
        monkeypatch.setenv("HJERTER_DATA_DIR", str(cli.data))
        evening(cli)
        expected = truth(cli)
        tabs()  # the heads written too
        path = cli.data / kept
        data = bytearray(path.read_bytes())
        for kind, where, some in damage:
            at = where % (len(data) + 1)
            if kind == "flip" and data:
                data[at % len(data)] ^= some[0] or 1
            elif kind == "cut":
                del data[at:]
            elif kind == "insert":
                data[at:at] = some
            else:
                del data[at : at + len(some)]
        path.write_bytes(bytes(data))
        assert answers(cli) == expected
        assert answers(cli) == expected  # and again, from what the first wrote


# A row as records() writes it: a name, its file's identity, then a pair game's GameRecord fields.
ROW = (
    "a",
    (11, 2048, 1_700_000_000_123_456_789, 1_700_000_000_123_456_789),
    ("Ann", "Bo", "Cy", "Di"),
    "2026-12-03T19:30:00+01:00",
    True,
    (0, 2),
    (10, 26, 30, 40),
    5,
    (0, 1, 0, 0),
    (0, 0, 0, 0),
    (1, 0, 2, 1),
    (0, 0, 0, 0),
    (0, 0, 0, 0),
    ((0, 2), (1, 3)),
    "4f1c0e6b9a2d7e35c8b1f0a9d6e2c7b4",
)
NUMBERS = st.one_of(st.integers(-2, 6), st.booleans(), st.floats(allow_nan=False), st.text(max_size=2), st.none())
SEATS = st.lists(st.integers(-2, 5), max_size=6).map(tuple)  # counts and winners, in shape or nearly
VALUES = st.one_of(
    SEATS,
    st.lists(SEATS, max_size=3).map(tuple),
    NUMBERS,
    st.lists(NUMBERS, max_size=6).map(tuple),
    st.lists(st.lists(st.integers(-1, 5), max_size=4).map(tuple), max_size=3).map(tuple),
    st.lists(st.sampled_from(["Ann", "Bo", "Cy", "Di", "Eva", ""]), max_size=6).map(tuple),
    st.sampled_from(["yesterday", "2026-12-03", "2026-13-03T19:30:00", "2026-12-03T19:30:00Z"]),
)


def nearly(value: object) -> st.SearchStrategy:
    """A field's value in shape but for one thing: an element changed, dropped or added."""
    if not isinstance(value, tuple) or not value:
        return VALUES
    element = st.one_of(st.integers(-2, 6), NUMBERS, SEATS, st.sampled_from(["Ann", "Bo", "Eva"]))

    def changed(draw_index: int, new: object, how: int) -> tuple:
        index = draw_index % len(value)
        if how == 0:
            return value[:index] + (new,) + value[index + 1 :]
        return value[:index] + value[index + 1 :] if how == 1 else (*value, new)

    return st.builds(changed, st.integers(0, 5), element, st.integers(0, 2))


@pytest.mark.parametrize("field,value", WRONG_VALUES)
def test_each_wrong_value_fails_the_check_of_every_row_at_once(field, value):
    from datetime import datetime

    spoilt = ROW[:field] + (value,) + ROW[field + 1 :]
    assert not cache.sound(spoilt, datetime.fromisoformat)
    assert not cache.all_sound([ROW, spoilt, ROW], datetime.fromisoformat)
    assert cache.all_sound([ROW, ROW], datetime.fromisoformat)


@pytest.mark.parametrize("field", range(len(ROW)))
@settings(max_examples=15, deadline=None)  # a field at a time: the law sees every field on its own
@given(st.data())
def test_rows_checked_a_column_at_a_time_are_judged_as_each_alone(field, data):
    """The quick check of every row at once passes exactly when each row passes alone: a value of
    one field spoiled (nearly in shape, or anything) in one row or more, and now and then another."""
    from datetime import datetime

    rows = [ROW] * 4
    spoilt = [(field, data.draw(st.one_of(nearly(ROW[field]), VALUES)))]
    other = data.draw(st.sampled_from(range(len(ROW))))
    spoilt += data.draw(st.lists(st.tuples(st.just(other), nearly(ROW[other])), max_size=1))
    for index, (at, value) in zip(data.draw(st.lists(st.integers(0, 3), min_size=2, max_size=2)), spoilt):
        row = rows[index]
        rows[index] = row[:at] + (value,) + row[at + 1 :]
    alone = all(cache.sound(row, datetime.fromisoformat) for row in rows)
    assert cache.all_sound(rows, datetime.fromisoformat) == alone


class TestTheClubsCache:
    """What the club's files hold is kept beside this data dir's games (store/clubread.py): read as
    hostile as the summaries' cache."""

    @pytest.fixture
    def table(self, tmp_path):
        from tests.clubs import Table

        club = tmp_path / "club"
        first, second = Table(tmp_path / "one").join(club), Table(tmp_path / "two").join(club)
        first.ok("new", "Ann", "Bo", "Cy", "Di", "--target", "15")
        first.ok("round", "4", "q", "9", "0")
        first.ok("round", "13", "0", "0", "q")
        second.ok("new", "Eva", "Bo", "Finn", "Gry")
        second.ok("round", "4", "q", "9", "0")
        past = time.time_ns() - HOUR
        for path in [*club.rglob("*"), *(tmp_path / "two").rglob("*")]:
            os.utime(path, ns=(past, past))
        first.ok("stats")  # the club's cache written
        return first

    def counts(self, table) -> list:
        return [table.json(*words[:-2]) for words in ANSWERS]

    def spoil(self, table, body: bytes) -> None:
        from hjerter_cli.store import clubcache

        path = table.data / clubcache.CLUB_CACHE
        head = path.read_bytes().partition(b"\n")[0].decode().rsplit(" ", 2)
        path.write_bytes(kept.seal(head[0], body, head[1]))

    def rows(self, table) -> list:
        from hjerter_cli.store import clubcache

        return list(clubcache._read(table.data / clubcache.CLUB_CACHE)[0].values())

    def test_code_in_the_clubs_cache_is_never_made(self, table):
        expected = self.counts(table)
        self.spoil(table, malformed_code())
        assert self.counts(table) == expected

    @pytest.mark.slow
    @pytest.mark.parametrize("field,value", WRONG_VALUES)
    def test_a_clubs_row_with_a_wrong_value_is_made_again(self, table, field, value):
        expected = self.counts(table)
        rows = self.rows(table)
        # The other table's game (this table's own copy of its game counts, not the club's).
        four = [row for row in rows if row[0].startswith("club/") and "Eva" in row[4]]
        assert four
        at = field + 2 if field >= 2 else field  # a club row holds its game's identity before its record
        spoilt = [row[:at] + (value,) + row[at + 1 :] if row in four else row for row in rows]
        self.spoil(table, pickle.dumps(spoilt))
        assert self.counts(table) == expected
