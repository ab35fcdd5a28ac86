"""A Tab never reads every game: where the index beside the games does not hold (a folder copied
or synced from elsewhere, changed behind hjerter's back) it offers what the last index gave (every
save adds to it), and where there is none yet (as a history of 1.3 has it) the games the folder's
names give; it reads no game file, and a command (`list`, `stats`, or after an upgrade the first
that reads a game: a save, `show`) makes the index again."""

from __future__ import annotations

import os
import shutil
import time

import pytest

from hjerter_cli import tab
from hjerter_cli.store import gamefile, lock, reindex, tabindex

HOUR = 3600 * 10**9
KEPT = (tabindex.INDEX, tabindex.FILES, tabindex.HEADS)


@pytest.fixture
def history(cli):
    """Three games an hour old and a link to one, and beside them files a command takes by no
    name, or as no game; nothing kept beside the games, as 1.3 left a history."""
    cli.ok("new", "-g", "fredag", "Ann", "Bo", "Cy", "Di")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("new", "-g", "lørdag", "Ann", "Bo", "Eva")
    cli.ok("new", "-g", "søndag", "Finn", "Gry", "Hal")
    games = cli.data / "games"
    (games / ".hidden.toml").write_text("format = 1\n", encoding="utf-8")
    (games / "two words.toml").write_text("format = 1\n", encoding="utf-8")
    (games / "notes.txt").write_text("not a game\n", encoding="utf-8")
    (games / "folder.toml").mkdir()
    os.mkfifo(games / "fifo.toml")
    (games / "gone.toml").symlink_to(games / "nowhere.toml")
    (games / "linked.toml").symlink_to(games / "fredag.toml")  # a link to a game: a game
    past = time.time_ns() - HOUR
    for path in games.iterdir():
        os.utime(path, ns=(past, past), follow_symlinks=False)
    os.utime(games, ns=(past, past))
    for name in KEPT:
        (cli.data / name).unlink(missing_ok=True)
    return cli


@pytest.fixture
def no_game_read(monkeypatch):
    """Reading a game file (or making the index again) fails the test."""

    def never(*_args, **_kwargs):
        raise AssertionError("a game was read")

    monkeypatch.setattr(gamefile, "read_game_bytes", never)
    monkeypatch.setattr(gamefile, "load", never)
    monkeypatch.setattr(reindex, "rebuild", never)


def asked(*argv: str) -> list[str]:
    """The answer of one kind of request, asked of the kind itself (a failure is not swallowed)."""
    request = tab.Request(list(argv))
    return tab.KINDS[request.kind](request)


def games_and_players() -> tuple[list[str], list[str]]:
    return asked("game", "use", ""), asked("anyplayer", "stats", "")


class TestNoIndexYet:
    def test_the_games_are_the_folders_names_and_no_game_is_read(self, history, no_game_read):
        assert asked("game", "use", "") == ["fredag", "linked", "lørdag", "søndag"]
        assert asked("game", "use", "l") == ["linked", "lørdag"]
        assert asked("game", "show", "x") == []
        assert asked("anyplayer", "stats", "") == []  # no index has named them yet
        assert not (history.data / tabindex.INDEX).exists()  # a Tab does not make it

    def test_a_command_makes_it_and_a_tab_then_offers_every_player(self, history, monkeypatch):
        with monkeypatch.context() as patched:
            patched.setattr(gamefile, "load", lambda *_args: pytest.fail("a Tab read a game"))
            before = games_and_players()
        history.ok("list")
        assert (history.data / tabindex.INDEX).exists()
        games, players = games_and_players()
        assert games == before[0]
        assert players == ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal"]

    def test_a_save_makes_it_once_and_its_game_is_offered_by_its_name(self, history, monkeypatch):
        history.ok("new", "-g", "mandag", "Ida", "Jon", "Kim")
        with monkeypatch.context() as patched:
            patched.setattr(reindex, "rebuild", lambda *_args: pytest.fail("the index was made again"))
            history.ok("new", "-g", "tirsdag", "Ida", "Jon", "Kim")  # once: then there is one
        assert games_and_players() == (
            ["fredag", "linked", "lørdag", "mandag", "søndag", "tirsdag"],
            ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon", "Kim"],
        )

    def test_a_fresh_data_dir_is_kept_from_its_first_game(self, cli, no_game_read):
        cli.ok("new", "-g", "a", "Ann", "Bo", "Cy")
        cli.ok("new", "-g", "b", "Ann", "Di", "Eva")
        assert games_and_players() == (["a", "b"], ["Ann", "Bo", "Cy", "Di", "Eva"])


class TestAFolderWithoutItsLock:
    def test_after_a_round_the_tab_offers_every_game_and_player_reading_none(self, history, monkeypatch):
        history.ok("list")
        expected = games_and_players()
        (history.data / "games" / lock.FOLDER_LOCK).unlink()  # as a copy of the folder has it
        history.ok("round", "-g", "fredag", "1", "2", "3q", "7")
        with monkeypatch.context() as patched:
            patched.setattr(gamefile, "load", lambda *_args: pytest.fail("a Tab read a game"))
            patched.setattr(reindex, "rebuild", lambda *_args: pytest.fail("a Tab made the index"))
            assert games_and_players() == expected

    def test_a_save_in_a_folder_whose_index_is_behind_adds_to_what_a_tab_offers(self, history, monkeypatch):
        history.ok("list")
        games = history.data / "games"
        (games / "kopi.toml").write_bytes((games / "fredag.toml").read_bytes())  # behind hjerter's back
        history.ok("new", "-g", "mandag", "Ida", "Jon", "Kim")
        history.ok("rename", "-g", "søndag", "Hal", "Halfdan")
        with monkeypatch.context() as patched:
            patched.setattr(gamefile, "load", lambda *_args: pytest.fail("a Tab read a game"))
            games_offered, players = games_and_players()
        assert "mandag" in games_offered and {"Ida", "Jon", "Kim", "Halfdan"} <= set(players)
        assert "kopi" not in games_offered  # until a command makes the index again:
        history.ok("list")
        assert "kopi" in asked("game", "use", "k")


class TestTheGamesFolderIsGone:
    def test_nothing_is_offered_and_nothing_raised(self, history):
        history.ok("list")
        shutil.rmtree(history.data / "games")
        assert games_and_players() == ([], [])


def as_an_older_hjerter_left_it(data) -> None:
    """The index files of 1.4 beside the games: the same lines under 1.4's header."""
    for name in (tabindex.INDEX, tabindex.FILES, tabindex.HEADS):
        path = data / name
        if path.exists():
            first, rest = path.read_text(encoding="utf-8").split("\n", 1)
            path.write_text(first.rsplit(" ", 1)[0] + " 1.4.0\n" + rest, encoding="utf-8")


class TestAfterAnUpgrade:
    """The first command that reads a game (a save, `show`) leaves the Tab every player, as `list`
    and `stats` do: an upgrade leaves an older hjerter's index, or none."""

    EVERYONE = ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal"]

    @pytest.mark.parametrize("before", ["1.4's index", "no index"])
    @pytest.mark.parametrize(
        "command",
        [
            ("show", "-g", "søndag"),
            ("rules", "-g", "søndag"),
            ("round", "-g", "fredag", "1", "2", "3q", "7"),
            ("new", "-g", "mandag", "Finn", "Gry", "Hal"),
            ("undo", "-g", "fredag"),
        ],
    )
    def test_the_tab_offers_every_player_after_the_first_command_that_reads_a_game(self, history, before, command):
        if before == "1.4's index":
            history.ok("list")
            as_an_older_hjerter_left_it(history.data)
        assert asked("anyplayer", "stats", "") == []
        history.ok(*command)
        assert asked("anyplayer", "stats", "") == self.EVERYONE
        assert asked("anyplayer", "player", "F") == ["Finn"]

    def test_a_tab_itself_reads_no_game_after_an_upgrade(self, history, monkeypatch):
        history.ok("list")
        as_an_older_hjerter_left_it(history.data)
        with monkeypatch.context() as patched:
            patched.setattr(gamefile, "load", lambda *_args: pytest.fail("a Tab read a game"))
            patched.setattr(reindex, "rebuild", lambda *_args: pytest.fail("a Tab made the index"))
            assert games_and_players() == (["fredag", "linked", "lørdag", "søndag"], [])
