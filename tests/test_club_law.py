"""The club's law: whatever the tables do (save, publish, sync with git, copy files behind
hjerter's back), each table counts what one data dir holding every game it can see, once, counts;
and nothing a table saved is ever lost."""

from __future__ import annotations

import itertools
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjerter_cli.store import club
from tests.clubs import Table, one_dir_with

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

TABLES = 2
step = st.one_of(
    st.tuples(st.just("new"), st.integers(0, TABLES - 1), st.integers(3, 5)),
    st.tuples(st.just("round"), st.integers(0, TABLES - 1), st.integers(0, 3)),
    st.tuples(st.just("publish"), st.integers(0, TABLES - 1), st.just(0)),
    st.tuples(st.just("sync"), st.integers(0, TABLES - 1), st.just(0)),
    st.tuples(st.just("copy"), st.integers(0, TABLES - 1), st.integers(0, 3)),
    st.tuples(st.just("take"), st.integers(0, TABLES - 1), st.integers(0, 3)),
)
ROUNDS = {3: ["4", "q", "9"], 4: ["4", "q", "9", "0"], 5: ["4", "q", "9", "0", "0"]}


def git(where: Path, *words: str) -> None:
    subprocess.run(["git", *words], cwd=where, check=True, capture_output=True)


def made_tables(root: Path) -> list[Table]:
    git(root, "init", "-q", "--bare", "-b", "main", str(root / "origin.git"))
    tables = []
    for number in range(TABLES):
        clone = root / f"clone{number}"
        who = ("-c", f"user.name=Table {number}", "-c", f"user.email=t{number}@example.invalid")  # the clone's config
        git(root, "clone", "-q", *who, str(root / "origin.git"), str(clone))
        table = Table(root / f"data{number}")
        if number == 0:
            table.join(clone)
        else:
            table.ok("new", "-g", "before", "Ann", "Bo", "Cy")  # saved before joining
            table.join(clone)
        tables.append(table)
    return tables


def expected(root: Path, table: Table) -> tuple[object, object]:
    """The counts of one data dir holding, once, every game the table can see (the longest version)."""
    assert table.club is not None
    best: dict[object, bytes] = {}
    for path in [*sorted((table.data / "games").glob("*.toml")), *sorted((table.club / "games").glob("*.toml"))]:
        data = path.read_bytes()
        game = club.parse(data)
        assert game is not None, path
        key = club.identity(game.players, game.started, game.id)
        held = club.parse(best[key]) if key in best else None
        if held is None or len(held.rounds) < len(game.rounds):
            best[key] = data
    files = tuple(best.values())
    if files not in COUNTED:  # the oracle is the files' alone: counted once for the same files
        one = Table(Path(tempfile.mkdtemp(dir=root)))
        (one.data / "games").mkdir(parents=True)
        for number, data in enumerate(files):
            (one.data / "games" / f"g{number}.toml").write_bytes(data)
        COUNTED[files] = one.counts()
    return COUNTED[files]


COUNTED: dict[tuple[bytes, ...], tuple[object, object]] = {}


def act(table: Table, others: list[Table], kind: str, seats: int) -> None:
    games = sorted((table.data / "games").glob("*.toml"))
    if kind == "new":
        table.ok("new", *["Ann", "Bo", "Cy", "Di", "Eva"][:seats])
    elif kind == "round" and games:
        game = games[seats % len(games)]
        players = len(club.parse(game.read_bytes()).players)  # type: ignore[union-attr]
        result = table("-g", game.stem, "round", *ROUNDS[players])
        assert result.exit_code in (0, 1), result.output  # 1: the game is over
    elif kind == "publish":
        table.ok("club", "publish")
    elif kind == "sync":
        table.ok("club", "sync")
    elif kind == "copy" and games:  # into another table's club folder, as a person might
        other = others[0]
        assert other.club is not None
        shutil.copy(games[seats % len(games)], other.club / "games" / f"copy of {games[seats % len(games)].name}")
    elif kind == "take" and games:  # into another table's data dir, under a name of its own
        shutil.copy(games[seats % len(games)], others[0].data / "games" / f"taken{seats}.toml")


def check(root: Path, tables: list[Table], saved: dict[str, bytes]) -> None:
    for table in tables:
        assert table.counts() == expected(root, table)
    for name, data in saved.items():  # every table's own games are as it saved them last
        assert Path(name).read_bytes() == data


def run_law(steps: list[tuple[str, int, int]]) -> None:
    with tempfile.TemporaryDirectory() as place, pytest.MonkeyPatch.context() as patch:
        from hjerter_cli.store import codec

        root = Path(place)
        patch.setenv("HOME", str(root))
        patch.setenv("GIT_CONFIG_NOSYSTEM", "1")
        minutes = itertools.count()
        patch.setattr(codec, "started_now", lambda: at_minute(next(minutes)))
        tables = made_tables(root)
        for kind, at, seats in steps:
            act(tables[at], [tables[(at + 1) % TABLES]], kind, seats)
            saved = {str(path): path.read_bytes() for table in tables for path in (table.data / "games").glob("*.toml")}
            check(root, tables, saved)
        for table in tables * 2:  # every table published and synced: every table counts every game
            table.ok("club", "publish")
            table.ok("club", "sync")
        # Every game once, in its longest version: a table's own copy may have been overwritten
        # behind its back (`take`) after the save that made it longer reached the club.
        clubs = tuple(table.club for table in tables if table.club is not None)
        whole = one_dir_with(root / "whole", *tables, clubs=clubs).counts()
        assert all(table.counts() == whole for table in tables)


@pytest.mark.slow
@pytest.mark.parametrize(
    "steps",
    [
        # A game taken into the other table's data dir, a round saved there (and so in the club),
        # then the shorter copy taken over it again: the round lives in the club alone.
        [
            ("new", 1, 3),
            ("new", 1, 3),
            ("take", 1, 1),
            ("round", 0, 0),
            ("take", 1, 1),
            ("new", 1, 3),
            ("publish", 1, 0),
        ],
    ],
)
def test_the_club_law_on_evenings_it_found(steps):
    run_law(steps)


def at_minute(number: int) -> str:
    return f"2026-12-03T{10 + number // 60:02d}:{number % 60:02d}:00+01:00"


QUICK = settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@QUICK
@given(st.lists(step, min_size=1, max_size=6))
def test_every_table_counts_every_game_it_can_see_once_and_nothing_saved_is_lost(steps):
    run_law(steps)


@pytest.mark.slow
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(step, min_size=4, max_size=14))
def test_the_club_law_over_longer_evenings(steps):
    run_law(steps)
