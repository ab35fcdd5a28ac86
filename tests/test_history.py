"""What is kept beside the games to answer quickly over a long history (store/cache.py's summaries,
store/tabindex.py's index and heads) is derived, never a source: deleted, it is made again with the
same answers; of another version, damaged, or older than a change to a game, it is not believed."""

from __future__ import annotations

import json
import os
import re
import shutil
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjerter_cli import tab
from hjerter_cli.core.settings import name_key
from hjerter_cli.store import cache, gamefile, kept, paths, reindex, tabindex
from tests.conftest import Cli

DERIVED = (cache.LIST_CACHE, tabindex.INDEX, tabindex.FILES, tabindex.HEADS)
HOUR = 3600 * 10**9


@pytest.fixture
def club(cli):
    """Three saved games (the current one is `c`), their files an hour old, as after an evening."""
    cli.ok("new", "-g", "a", "Ann", "Bo", "Cy", "Di")
    cli.ok("round", "4", "q", "9", "0")  # a: Ann 4, Bo 13, Cy 9, Di 0
    cli.ok("new", "-g", "b", "Ann", "Bo", "Eva")
    cli.ok("new", "-g", "c", "Finn", "Gry", "Hal")
    age(cli)
    return cli


def age(cli, hours: int = 1) -> None:
    """Every game file and the games folder as changed `hours` ago (the folder last: renaming into
    it and setting its files' times leave its own time as set)."""
    past = time.time_ns() - hours * HOUR
    games = cli.data / "games"
    for path in games.iterdir():
        os.utime(path, ns=(past, past))
    os.utime(games, ns=(past, past))


# A moment chosen by a test (not a whole second: a file system with fine times), and how far the
# clock of hjerter is from it when it looks: within the fine margin, or just past it.
MOMENT = 1_767_225_600_123_456_789  # 2026-01-01, 123 ms past the second
WITHIN_THE_TICK = tabindex.FINE_MARGIN // 25
JUST_AFTER_IT = tabindex.FINE_MARGIN + 1


def set_clock(monkeypatch, now: int) -> None:
    """hjerter's clock (time.time_ns, which the kept files date their looks by) set to `now`."""
    monkeypatch.setattr(time, "time_ns", lambda: now)


def changed_at(path, moment: int) -> None:
    """A file's (or a folder's) last change set to `moment`, in nanoseconds."""
    os.utime(path, ns=(moment, moment))


def answers(cli) -> tuple:
    """Everything read from the kept files: list, stats, and a Tab of each kind that reads games."""
    listed = cli("list", "--format", "json")
    stats = cli("stats", "--format", "json")
    assert listed.exit_code == 0 and stats.exit_code == 0, (listed.output, stats.output)
    return (
        json.loads(listed.stdout),
        json.loads(stats.stdout),
        tab.answer("zsh", ["game", "use", ""]),
        tab.answer("zsh", ["anyplayer", "stats", ""]),
        tab.answer("zsh", ["tally", "round", "", "-g", "a"]),
        tab.answer("zsh", ["options", "round", "--", "-g", "b"]),
    )


def derived(cli) -> set[str]:
    return {name for name in DERIVED if (cli.data / name).exists()}


def replace_game(cli, name: str, text: str) -> None:
    """A game file replaced behind hjerter's back, as an editor that writes a new file does."""
    path = cli.game_file(name)
    temp = path.with_name("new.tmp")
    temp.write_text(text, encoding="utf-8")
    os.replace(temp, path)


def copy_game(cli, name: str, copy: str) -> None:
    """A game file copied to another name behind hjerter's back, as a new file (a copy over a game
    written in place, keeping its file, is seen by the index at the next list: see below)."""
    temp = cli.game_file(copy).with_name("copy.tmp")
    temp.write_bytes(cli.game_file(name).read_bytes())
    os.replace(temp, cli.game_file(copy))


class TestDeletedIsMadeAgain:
    def test_deleting_every_kept_file_gives_the_same_answers(self, club):
        first = answers(club)
        assert derived(club) == set(DERIVED)  # list, stats and the Tabs kept what they found
        assert first[2] == ["a", "b", "c"] and first[3] == ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal"]
        assert first[4] == ["Ann=", "Bo=", "Cy=", "Di="]
        for name in DERIVED:
            (club.data / name).unlink()
        assert answers(club) == first
        assert answers(club) == first  # and again, from what was just kept


class TestLeftBehind:
    def test_list_removes_1_3s_cache_and_the_temp_files_of_killed_tabs(self, club):
        import subprocess
        import sys

        gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
        dead = int(gone.stdout)  # a process that has ended
        left = [club.data / "list-cache.json", *(club.data / f".{name}.{dead}.tmp" for name in DERIVED[1:])]
        with subprocess.Popen(["sleep", "30"]) as alive:  # a Tab still writing
            kept = club.data / f".{tabindex.INDEX}.{alive.pid}.tmp"
            for path in [*left, kept]:
                path.write_text("{}", encoding="utf-8")
            club.ok("list")
            alive.kill()
        assert [path.name for path in left if path.exists()] == [] and kept.exists()


class TestChangesBehindTheBack:
    def test_a_game_replaced_added_or_removed_gives_the_new_answers(self, club):
        answers(club)
        text = club.game_file("a").read_text(encoding="utf-8")
        replace_game(club, "a", text.replace('"Di"', '"Dorte"').replace("Di=", "Dorte="))
        other = re.sub('\nid = "[^"]*"', '\nid = "another game"', text)  # a game of its own, not a copy of a
        (club.data / "games" / "d.toml").write_text(other.replace('"Ann"', '"Ida"').replace("Ann=", "Ida="))
        club.game_file("b").unlink()
        listed, stats, games, everyone, tally, options = answers(club)
        assert [entry["name"] for entry in listed] == ["a", "c", "d"]
        assert listed[0]["players"] == ["Ann", "Bo", "Cy", "Dorte"]
        assert games == ["a", "c", "d"]
        assert everyone == ["Ann", "Bo", "Cy", "Di", "Dorte", "Finn", "Gry", "Hal", "Ida"]
        assert tally == ["Ann=", "Bo=", "Cy=", "Dorte="]
        assert options == []  # b is gone: the command refuses it
        # Bo took 13 in a and in d (a's rounds): 26 points in two games.
        assert {row["name"]: row["points"] for row in stats["players"]}["Bo"] == 26

    def test_a_game_edited_in_place_twice_within_a_tick_gives_the_new_answer(self, club, monkeypatch):
        """The second edit keeps the file's size, inode and (set back) modification time: only the
        guard against a file changed as it was read tells the cached entry from the truth (the
        first edit's time and the clock when the cache looks at it are set: within one tick)."""
        path = club.game_file("a")
        text = path.read_text(encoding="utf-8")
        with open(path, "w", encoding="utf-8") as edit:  # edited in place: same inode
            edit.write(text.replace("4 Bo=q Cy=9", "9 Bo=q Cy=4"))
        changed_at(path, MOMENT)
        with monkeypatch.context() as clock:
            set_clock(clock, MOMENT + WITHIN_THE_TICK)
            first = {row["name"]: row["points"] for row in answers(club)[1]["players"]}
        assert first["Ann"] == 9  # the first edit read
        with open(path, "w", encoding="utf-8") as edit:  # the second, same size, in the same tick
            edit.write(text.replace("Ann=4 Bo=q Cy=9", "Ann=4 Bo=9 Cy=q"))
        changed_at(path, MOMENT)
        now = {row["name"]: row["points"] for row in answers(club)[1]["players"]}
        assert now["Bo"] == 9 and now["Cy"] == 13  # Q♠ is 13 with hearts: Cy 0 + 13

    @pytest.mark.parametrize(
        "since,believed",
        [
            (WITHIN_THE_TICK, False),  # looked at in the tick of the change: not believed
            (JUST_AFTER_IT, True),  # looked at just after it: believed
        ],
    )
    def test_an_entry_read_as_its_file_changed_is_read_again(self, club, monkeypatch, since, believed):
        """A cached record whose file changed so shortly before the cache looked at it is made again
        even where its identity matches; one read after the change is used (the cache is read).
        The file's time and the clock when the cache looks are set by the test."""
        club.ok("list")
        self._spoil_record(club, "a")
        assert self._bo(club) == 1013  # the file is an hour old: the cache is believed (and spoiled)
        changed_at(club.game_file("a"), MOMENT)  # changed: identity differs, read again
        with monkeypatch.context() as clock:
            set_clock(clock, MOMENT + since)
            club.ok("list")  # the cache looks at the changed file
        self._spoil_record(club, "a")
        assert self._bo(club) == (1013 if believed else 13)  # else read again from the game

    @staticmethod
    def _bo(cli) -> int:
        return {
            row["name"]: row["points"] for row in json.loads(cli.ok("stats", "--format", "json").stdout)["players"]
        }["Bo"]

    @staticmethod
    def _spoil_record(cli, name: str) -> None:
        """Bo's total in the cached record of `name` made 1000 more, the checksum made to match."""
        import pickle

        path = cli.data / cache.LIST_CACHE
        head, _newline, body = path.read_bytes().partition(b"\n")
        rows = pickle.loads(body)
        for index, row in enumerate(rows):
            if row[0] == name:
                totals = list(row[6])
                totals[1] += 1000
                rows[index] = (*row[:6], tuple(totals), *row[7:])
        body = pickle.dumps(rows, cache.PROTOCOL)
        words = head.decode().rsplit(" ", 2)
        path.write_bytes(kept.seal(words[0], body, words[1]))


class TestTheCacheIsChecked:
    def test_it_says_its_schema_hjerters_version_and_pythons(self, club):
        club.ok("list")
        head = (club.data / cache.LIST_CACHE).read_bytes().partition(b"\n")[0].decode()
        assert head.startswith(f"hjerter list cache {cache.SCHEMA} ")
        assert cache.header() in head

    @pytest.mark.parametrize(
        "spoil",
        [
            lambda data: data.replace(b"hjerter list cache", b"hjerter list cache 2", 1),  # another schema
            lambda data: data.replace(
                f" {cache.SCHEMA} ".encode(), f" {cache.SCHEMA} 0.9.0 ".encode(), 1
            ),  # another version
            lambda data: data[:-7],  # cut short
            lambda data: data[:-3] + bytes([data[-3] ^ 0x01]) + data[-2:],  # a bit flipped
            lambda data: b"{}",
            lambda data: b"",
            lambda data: bytes(range(256)),
        ],
    )
    def test_a_damaged_or_foreign_cache_is_made_again(self, club, spoil):
        truth = answers(club)[:2]
        path = club.data / cache.LIST_CACHE
        TestChangesBehindTheBack._spoil_record(club, "a")  # a wrong answer the checksum vouches for
        path.write_bytes(spoil(path.read_bytes()))
        assert answers(club)[:2] == truth

    def test_a_cache_of_another_python_is_not_read(self, club, monkeypatch):
        truth = answers(club)[:2]
        TestChangesBehindTheBack._spoil_record(club, "a")
        monkeypatch.setattr("sys.version_info", (3, 0, 0))
        assert answers(club)[:2] == truth


class TestTheIndexIsChecked:
    def _spoil_index(self, cli) -> None:
        """A game no folder holds written into the names of the index."""
        path = cli.data / tabindex.INDEX
        path.write_text(path.read_text(encoding="utf-8").replace("N\ta", "N\taa\ta"), encoding="utf-8")

    def test_the_index_is_used_while_the_folder_is_unchanged(self, club):
        club.ok("list")  # the index made, from a folder an hour old
        assert tab.answer("zsh", ["game", "use", "a"]) == ["a"]
        self._spoil_index(club)
        assert tab.answer("zsh", ["game", "use", "a"]) == ["aa", "a"]  # read, not made again
        copy_game(club, "a", "e")  # the folder changed behind hjerter's back
        assert tabindex.index(str(club.data)) is None  # it no longer holds
        assert tab.answer("zsh", ["game", "use", ""]) == ["aa", "a", "b", "c"]  # what it last gave
        club.ok("list")  # made again
        assert tab.answer("zsh", ["game", "use", ""]) == ["a", "b", "c", "e"]

    @pytest.mark.parametrize(
        "moment,since,believed",
        [
            (MOMENT, WITHIN_THE_TICK, False),  # made in the tick the folder changed
            (MOMENT, JUST_AFTER_IT, True),
            (MOMENT - MOMENT % 10**9, JUST_AFTER_IT, False),  # whole seconds: a coarse file system
            (MOMENT - MOMENT % 10**9, tabindex.COARSE_MARGIN + 1, True),
        ],
    )
    def test_an_index_made_in_the_tick_the_folder_changed_is_made_again(
        self, club, monkeypatch, moment, since, believed
    ):
        """The folder's last change, and the clock when the index is made and read, are set by the
        test. One not believed does not hold: a save does not build on it (it keeps it as behind)."""
        club.ok("new", "-g", "e", "Ann", "Bo", "Cy")
        changed_at(club.data / "games", moment)
        set_clock(monkeypatch, moment + since)
        club.ok("list")  # the index made
        assert (tabindex.index(str(club.data)) is not None) == believed
        assert tab.answer("zsh", ["game", "use", ""]) == ["a", "b", "c", "e"]  # what it gave, either way
        club.ok("round", "-g", "a", "1", "2", "3q", "7")
        assert kept_by_the_writer(club) == believed

    @pytest.mark.parametrize("name", [tabindex.INDEX, tabindex.FILES, tabindex.HEADS])
    @pytest.mark.parametrize("junk", [b"", b"hjerter game index 0 1.0\n", b"\xff\xfe", b"x\ty\n"])
    def test_a_damaged_or_foreign_index_is_made_again(self, club, name, junk):
        truth = answers(club)[2:]
        (club.data / name).write_bytes(junk)
        assert answers(club)[2:] == truth

    def test_a_games_players_are_remembered_while_its_file_is_unchanged(self, club):
        assert tab.answer("zsh", ["tally", "round", "", "-g", "a"]) == ["Ann=", "Bo=", "Cy=", "Di="]
        heads = club.data / tabindex.HEADS
        heads.write_text(heads.read_text(encoding="utf-8").replace("\tDi\n", "\tDo\n"), encoding="utf-8")
        assert tab.answer("zsh", ["tally", "round", "", "-g", "a"]) == ["Ann=", "Bo=", "Cy=", "Do="]  # remembered
        club.ok("round", "-g", "a", "1", "2", "3q", "7")  # saved: a new file
        assert tab.answer("zsh", ["tally", "round", "", "-g", "a"]) == ["Ann=", "Bo=", "Cy=", "Di="]

    def test_an_index_whose_time_is_not_a_number_is_made_again(self, club):
        club.ok("list")
        assert tabindex.index(str(club.data)) is not None
        path = club.data / tabindex.INDEX
        header, folder, *rest = path.read_text(encoding="utf-8").split("\n")
        folder = " ".join(folder.split(" ")[:3] + ["soon"])
        path.write_text("\n".join([header, folder, *rest]).replace("N\ta", "N\taa\ta"), encoding="utf-8")
        assert tabindex.index(str(club.data)) is None
        club.ok("list")
        assert tab.answer("zsh", ["game", "use", "a"]) == ["a"]


def tab_names(cli) -> tuple[list[str], list[str]]:
    """The games and the players a Tab offers."""
    return tab.answer("zsh", ["game", "use", ""]), tab.answer("zsh", ["anyplayer", "stats", ""])


def made_again(cli) -> tuple[list[str], list[str]]:
    """What a Tab offers from an index made again from the games alone (as `list` makes it)."""
    for name in (tabindex.INDEX, tabindex.FILES):
        (cli.data / name).unlink(missing_ok=True)
    reindex.made_again(str(cli.data))
    return tab_names(cli)


def kept_by_the_writer(cli) -> bool:
    """Whether the index on disk is one a writer brought up to date, for the folder as it is."""
    lines = (cli.data / tabindex.INDEX).read_text(encoding="utf-8").split("\n")
    folder = (cli.data / "games").stat()
    kept = lines[1].split(" ")
    return kept[4:] == [tabindex.BY_WRITER] and kept[:3] == [
        str(folder.st_ino),
        str(folder.st_mtime_ns),
        str(folder.st_ctime_ns),
    ]


class TestTheWritersKeepTheIndex:
    """A save brings the Tab's index up to date, so that the next Tab does not look at every game;
    whatever it cannot do exactly, it leaves to the next Tab, which makes the index again."""

    def test_a_round_and_a_new_game_keep_it_and_a_tab_need_not_make_it_again(self, club, monkeypatch):
        club.ok("list")  # the index made by a command, from the folder an hour old
        club.ok("round", "-g", "a", "1", "2", "3q", "7")
        club.ok("new", "-g", "ab", "Ann", "Ida", "Cy")
        club.ok("new", "-g", "0", "Jon", "Bo", "Kim")
        assert kept_by_the_writer(club)

        def never(*_args):
            raise AssertionError("the index was made again")

        with monkeypatch.context() as patched:
            patched.setattr(reindex, "rebuild", never)
            kept = tab_names(club)
        assert kept == (
            ["0", "a", "ab", "b", "c"],
            ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon", "Kim"],
        )
        assert made_again(club) == kept

    def test_an_import_keeps_it(self, club, tmp_path):
        club.ok("list")  # the index made by a command
        sheets = [tmp_path / "fredag.csv", tmp_path / "lørdag.csv"]
        for sheet in sheets:
            sheet.write_text("Runde;Ann;Ulla;Cy;Di\n1;4;13;9;0\n", encoding="utf-8")
        club.ok("import", *map(str, sheets))
        assert kept_by_the_writer(club)
        assert tab_names(club) == made_again(club) and {"fredag", "lørdag"} <= set(tab_names(club)[0])

    def test_a_data_dir_reached_through_a_link_is_kept_too(self, club, monkeypatch):
        link = club.data.with_name("linked")
        link.symlink_to(club.data)
        monkeypatch.setenv("HJERTER_DATA_DIR", str(link))
        club.ok("list")  # the index made by a command
        club.ok("new", "-g", "ab", "Ann", "Ida", "Cy")
        assert kept_by_the_writer(club) and "ab" in tab_names(club)[0]

    @pytest.mark.parametrize(
        "change",
        [
            ("rename", "-g", "b", "Eva", "Eve"),  # Eva plays nowhere else now
            ("delete", "b", "--yes"),
            ("new", "-g", "d", "ann", "Bo", "Cy"),  # another spelling of Ann
        ],
    )
    def test_a_change_other_than_an_addition_leaves_it_behind_until_a_command_makes_it_again(self, club, change):
        """The writer keeps it as behind the folder (it does not hold): a Tab offers the games of
        the folder's names and the players it had with the game's own, until `list` makes it again."""
        club.ok("list")  # the index made by a command
        club.ok(*change)
        assert not kept_by_the_writer(club)
        names, players = tab_names(club)
        now = gamefile.players_of(club.game_file(change[2])) if change[0] != "delete" else ()
        assert {name_key(player) for player in now} <= {name_key(player) for player in players}
        club.ok("list")
        made = made_again(club)
        assert names == made[0] and tab_names(club) == made

    def test_a_game_rewritten_in_place_is_seen_by_the_index_at_the_next_list(self, club):
        """The games folder does not change when a file in it is written in place: the index
        holds on, and `list`, which looks at every file, brings it up to date."""
        assert "Eva" in tab_names(club)[1]  # only b has Eva
        club.game_file("b").write_bytes(club.game_file("c").read_bytes())  # same file, c's players
        assert "Eva" in tab_names(club)[1]  # the index as it was
        club.ok("list")
        assert "Eva" not in tab_names(club)[1] and tab_names(club) == made_again(club)

    def test_a_change_behind_hjerters_back_is_not_built_on(self, club):
        club.ok("list")  # the index made by a command
        copy_game(club, "c", "f")  # not known to the index
        club.ok("round", "-g", "a", "1", "2", "3q", "7")
        assert not kept_by_the_writer(club)
        club.ok("list")
        assert "f" in tab_names(club)[0]


POOL = ("Ann", "ann", "Bo", "Cy", "Di", "Eva")
STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("new"), st.sampled_from("abcd"), st.lists(st.sampled_from(POOL), min_size=3, max_size=3)),
        st.tuples(st.just("round"), st.sampled_from("abcd")),
        st.tuples(st.just("rename"), st.sampled_from("abcd"), st.integers(0, 2), st.sampled_from(POOL)),
        st.tuples(st.just("delete"), st.sampled_from("abcd")),
        st.tuples(st.just("copy"), st.sampled_from("abcd"), st.sampled_from("abcd")),
    ),
    min_size=1,
    max_size=5,
)


def command(cli, step: tuple) -> tuple[str, ...]:
    """The words of a step that hjerter does (a rename: of the player in a seat, where the game is)."""
    kind, game = step[0], step[1]
    if kind == "new":
        return ("new", "-g", game, *step[2])
    if kind == "round":
        return ("round", "-g", game, "4", "q", "9")
    if kind == "rename":
        there = cli.game_file(game).exists()
        return ("rename", "-g", game, gamefile.players_of(cli.game_file(game))[step[2]] if there else "Ann", step[3])
    return ("delete", game, "--yes")


class TestTheKeptIndexLaw:
    @pytest.mark.slow
    @settings(
        max_examples=25,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(steps=STEPS)
    def test_after_any_change_a_tab_offers_what_the_games_hold(self, tmp_path_factory, monkeypatch, steps):
        """Whatever hjerter saves, deletes or renames, and whatever is copied behind its back, a Tab
        offers the games an index made from the games alone offers (asked of a copy of the games;
        a copy, once a command has made it again), and its players too where the writer kept the
        index; after a `list`, both."""
        work = tmp_path_factory.mktemp("law")
        cli, truth = Cli(work / "data"), work / "truth"
        monkeypatch.setenv("HJERTER_DATA_DIR", str(cli.data))
        cli.ok("new", "-g", "a", "Ann", "Bo", "Cy")
        for step in steps:
            age(cli)
            cli.ok("list")  # an index made from a folder an hour old, for the writer to keep
            if step[0] == "copy":
                if cli.game_file(step[1]).exists():
                    copy_game(cli, step[1], step[2])
            else:
                cli(*command(cli, step))
            shutil.rmtree(truth, ignore_errors=True)
            shutil.copytree(cli.data / "games", truth / "games")
            kept, by_writer = tab_names(cli), kept_by_the_writer(cli)
            cli.ok("list")
            listed = tab_names(cli)
            monkeypatch.setenv("HJERTER_DATA_DIR", str(truth))
            reindex.made_again(str(truth))
            expected = tab_names(Cli(truth))
            assert listed == expected and (kept[0] == expected[0] or step[0] == "copy"), step
            assert kept == expected or not by_writer, step
            monkeypatch.setenv("HJERTER_DATA_DIR", str(cli.data))


class TestWritersAtOnce:
    @pytest.mark.slow
    def test_two_writers_saving_at_once_keep_it_right(self, club):
        """Two writers (threads: each takes the locks as a process does) add games and rounds at
        once; every change is in the index a Tab then reads, kept or made again."""
        from pathlib import Path

        from hjerter_cli.cli.session import GameRef, Session
        from hjerter_cli.core.game import new_game
        from hjerter_cli.core.tally import read_round

        club.ok("list")  # the index made by a command

        def write(side: str) -> None:
            for number in range(12):
                name = f"{side}{number}"
                players = ("Ann", "Bo", f"{side.upper()}{number}")
                ref = GameRef(club.data, Path(paths.game_path(club.data, name)), name)
                Session().create(ref, new_game(players))
                session = Session()
                session._ref = ref
                session.update(
                    lambda game, _scored: (
                        game._replace(rounds=(read_round(game.players, "Ann=4 Bo=q " + game.players[2] + "=9"),)),
                        _scored,
                        None,
                    )
                )

        threads = [threading.Thread(target=write, args=(side,)) for side in "xy"]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        games, players = tab_names(club)
        assert [name for name in games if name[0] in "xy"] == sorted(f"{side}{n}" for side in "xy" for n in range(12))
        assert {f"{side.upper()}{n}" for side in "xy" for n in range(12)} <= set(players)
        assert (games, players) == made_again(club)


class TestTheWritersKeepTheHead:
    def test_after_a_round_a_tab_at_the_game_reads_none_of_it(self, club, monkeypatch):
        club.ok("round", "-g", "a", "1", "2", "3q", "7")
        club.ok("new", "-g", "e", "Ann", "Bo", "Eva", "--ten-of-clubs")

        def never(*_args):
            raise AssertionError("the game was read")

        with monkeypatch.context() as patched:
            patched.setattr(gamefile, "load", never)
            assert tab.answer("zsh", ["tally", "round", "", "-g", "a"]) == ["Ann=", "Bo=", "Cy=", "Di="]
            assert "--ten" in tab.answer("zsh", ["options", "round", "--", "-g", "e"])
            assert "--ten" not in tab.answer("zsh", ["options", "round", "--", "-g", "a"])

    def test_a_game_changed_after_its_save_is_read_again(self, club):
        club.ok("round", "-g", "a", "1", "2", "3q", "7")
        path = club.game_file("a")
        with open(path, "a", encoding="utf-8") as edit:  # in place, by another program
            edit.write("\n")
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace('"Di"', '"Dorte"').replace("Di=", "Dorte="), encoding="utf-8")
        assert tab.answer("zsh", ["tally", "round", "", "-g", "a"]) == ["Ann=", "Bo=", "Cy=", "Dorte="]
