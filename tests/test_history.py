"""What is kept beside the games to answer quickly over a long history (store/cache.py's summaries,
store/tabindex.py's index and heads) is derived, never a source: deleted, it is made again with the
same answers; of another version, damaged, or older than a change to a game, it is not believed."""

from __future__ import annotations

import json
import os
import time

import pytest

from hjerter_cli import tab
from hjerter_cli.store import cache, tabindex

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


class TestChangesBehindTheBack:
    def test_a_game_replaced_added_or_removed_gives_the_new_answers(self, club):
        answers(club)
        text = club.game_file("a").read_text(encoding="utf-8")
        replace_game(club, "a", text.replace('"Di"', '"Dorte"').replace("Di=", "Dorte="))
        (club.data / "games" / "d.toml").write_text(text.replace('"Ann"', '"Ida"').replace("Ann=", "Ida="))
        club.game_file("b").unlink()
        listed, stats, games, everyone, tally, options = answers(club)
        assert [entry["name"] for entry in listed] == ["a", "c", "d"]
        assert listed[0]["players"] == ["Ann", "Bo", "Cy", "Dorte"]
        assert games == ["a", "c", "d"]
        assert everyone == ["Ann", "Bo", "Cy", "Di", "Dorte", "Finn", "Gry", "Hal", "Ida"]
        assert tally == ["Ann=", "Bo=", "Cy=", "Dorte="]
        assert options == []  # b is gone: the command refuses it
        # Bo took 13 in a and in d (a copy of a): 26 points in two games.
        assert {row["name"]: row["points"] for row in stats["players"]}["Bo"] == 26

    def test_a_game_edited_in_place_twice_within_a_tick_gives_the_new_answer(self, club):
        """The second edit keeps the file's size, inode and (set back) modification time: only the
        guard against a file changed as it was read tells the cached entry from the truth."""
        path = club.game_file("a")
        text = path.read_text(encoding="utf-8")
        with open(path, "w", encoding="utf-8") as edit:  # edited in place: same inode
            edit.write(text.replace("4 Bo=q Cy=9", "9 Bo=q Cy=4"))
        stamp = path.stat().st_mtime_ns
        first = {row["name"]: row["points"] for row in answers(club)[1]["players"]}
        assert first["Ann"] == 9  # the first edit read
        with open(path, "w", encoding="utf-8") as edit:  # the second, same size, in the same tick
            edit.write(text.replace("Ann=4 Bo=q Cy=9", "Ann=4 Bo=9 Cy=q"))
        os.utime(path, ns=(stamp, stamp))
        now = {row["name"]: row["points"] for row in answers(club)[1]["players"]}
        assert now["Bo"] == 9 and now["Cy"] == 13  # Q♠ is 13 with hearts: Cy 0 + 13

    def test_an_entry_read_as_its_file_changed_is_read_again(self, club):
        """A cached record whose file changed so shortly before the cache looked at it is made again
        even where its identity matches; one read long after the change is used (the cache is read)."""
        club.ok("list")
        self._spoil_record(club, "a")
        assert self._bo(club) == 1013  # the file is an hour old: the cache is believed (and spoiled)
        club.game_file("a").touch()  # changed now: identity differs, read again
        club.ok("list")  # the cache now looked at a just-changed file
        self._spoil_record(club, "a")
        assert self._bo(club) == 13  # not believed: read again from the game

    @staticmethod
    def _bo(cli) -> int:
        return {
            row["name"]: row["points"] for row in json.loads(cli.ok("stats", "--format", "json").stdout)["players"]
        }["Bo"]

    @staticmethod
    def _spoil_record(cli, name: str) -> None:
        """Bo's total in the cached record of `name` made 1000 more, the checksum made to match."""
        import marshal

        path = cli.data / cache.LIST_CACHE
        head, _newline, body = path.read_bytes().partition(b"\n")
        rows = marshal.loads(body)
        for index, row in enumerate(rows):
            if row[0] == name:
                totals = list(row[6])
                totals[1] += 1000
                rows[index] = (*row[:6], tuple(totals), *row[7:])
        body = marshal.dumps(rows)
        words = head.decode().rsplit(" ", 2)
        path.write_bytes(f"{words[0]} {words[1]} {cache._check(body)}\n".encode() + body)


class TestTheCacheIsChecked:
    def test_it_says_its_schema_hjerters_version_and_pythons(self, club):
        club.ok("list")
        head = (club.data / cache.LIST_CACHE).read_bytes().partition(b"\n")[0].decode()
        assert head.startswith(f"hjerter list cache {cache.SCHEMA} ")
        assert cache._header() in head

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
        monkeypatch.setattr("marshal.version", 0)
        assert answers(club)[:2] == truth


class TestTheIndexIsChecked:
    def _spoil_index(self, cli) -> None:
        """A game no folder holds written into the names of the index."""
        path = cli.data / tabindex.INDEX
        path.write_text(path.read_text(encoding="utf-8").replace("N\ta", "N\taa\ta"), encoding="utf-8")

    def test_the_index_is_used_while_the_folder_is_unchanged(self, club):
        assert tab.answer("zsh", ["game", "use", "a"]) == ["a"]  # made, from a folder an hour old
        self._spoil_index(club)
        assert tab.answer("zsh", ["game", "use", "a"]) == ["aa", "a"]  # read, not made again
        club.ok("new", "-g", "e", "Ann", "Bo", "Cy")  # the folder changed
        assert tab.answer("zsh", ["game", "use", ""]) == ["a", "b", "c", "e"]

    def test_an_index_made_in_the_tick_the_folder_changed_is_made_again(self, club):
        club.ok("new", "-g", "e", "Ann", "Bo", "Cy")  # the folder changed just now
        assert tab.answer("zsh", ["game", "use", ""]) == ["a", "b", "c", "e"]
        self._spoil_index(club)
        assert tab.answer("zsh", ["game", "use", "a"]) == ["a"]

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
        assert tab.answer("zsh", ["game", "use", "a"]) == ["a"]
        path = club.data / tabindex.INDEX
        header, folder, *rest = path.read_text(encoding="utf-8").split("\n")
        folder = " ".join(folder.split(" ")[:3] + ["soon"])
        path.write_text("\n".join([header, folder, *rest]).replace("N\ta", "N\taa\ta"), encoding="utf-8")
        assert tab.answer("zsh", ["game", "use", "a"]) == ["a"]
