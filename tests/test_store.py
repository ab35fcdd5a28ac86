"""The game file: atomic saves with a backup, the writer's lock, damaged files, faults, hostile paths."""

from __future__ import annotations

import errno
import fcntl
import json
import os
from pathlib import Path

import pytest

from hjerter_cli.core.game import new_game
from hjerter_cli.errors import RefusedError, StoreError
from hjerter_cli.render.refusals import say
from hjerter_cli.store import codec, gamefile, lock, paths, writing
from tests.helpers import raises_refusal
from tests.test_cli import refused

GOOD_ROUND = '"Ann=4 Bo=q Cy=9 Di=0"'


def with_rounds(cli, count=2):
    for _ in range(count):
        assert cli("round", "4", "q", "9", "0").exit_code == 0


class TestSaving:
    def test_each_save_keeps_the_previous_version_as_bak(self, game4):
        path = game4.game_file("g")
        first = path.read_bytes()
        with_rounds(game4, 1)
        assert Path(paths.backup_path(path)).read_bytes() == first
        second = path.read_bytes()
        with_rounds(game4, 1)
        assert Path(paths.backup_path(path)).read_bytes() == second

    def test_no_temp_file_is_left_behind(self, game4):
        with_rounds(game4)
        leftovers = [p.name for p in (game4.data / "games").iterdir() if p.name.endswith(".tmp")]
        assert leftovers == []

    def test_a_stale_temp_file_from_a_killed_writer_is_cleared(self, game4):
        stale = game4.data / "games" / ".g.toml.99999.tmp"
        stale.write_text("half a gam")
        with_rounds(game4, 1)
        assert not stale.exists()

    @pytest.mark.parametrize("step", ["write", "fsync", "replace", "open"])
    def test_a_fault_at_any_step_of_the_save_leaves_the_old_file_intact(self, game4, monkeypatch, step):
        with_rounds(game4, 1)
        before = game4.snapshot()
        real = getattr(os, step)

        def broken(*args, **kwargs):
            if step == "open" and not str(args[0]).endswith(".tmp"):
                return real(*args, **kwargs)
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(os, step, broken)
        result = game4("round", "4", "q", "9", "0")
        monkeypatch.setattr(os, step, real)
        refused(result, 3, "No space left on device")
        assert "nothing was changed" in result.stderr
        assert game4.snapshot() == before

    def test_a_fault_on_the_second_replace_keeps_the_old_game(self, game4, monkeypatch):
        """The backup is replaced first; the game file itself must survive a failure after that."""
        with_rounds(game4, 1)
        path = game4.game_file("g")
        old = path.read_bytes()
        real = os.replace
        calls = []

        def second_fails(src, dst):
            calls.append(dst)
            if len(calls) == 2:
                raise OSError(errno.EIO, "Input/output error")
            return real(src, dst)

        monkeypatch.setattr(os, "replace", second_fails)
        refused(game4("round", "4", "q", "9", "0"), 3, "Input/output error")
        monkeypatch.setattr(os, "replace", real)
        assert path.read_bytes() == old
        assert gamefile.load(path)[1].totals == (4, 13, 9, 0)

    def test_a_data_dir_that_is_a_file(self, cli, tmp_path):
        blocker = tmp_path / "file"
        blocker.write_text("x")
        refused(cli("--data-dir", str(blocker), "new", "A", "B", "C"), 3, "cannot be used")
        refused(cli("--data-dir", str(blocker), "new", "-g", "x", "A", "B", "C"), 3, "cannot be used")
        assert blocker.read_text() == "x"

    def test_a_data_dir_that_cannot_be_written(self, cli, monkeypatch):
        def denied(*args, **kwargs):
            raise PermissionError(errno.EACCES, "Permission denied")

        monkeypatch.setattr(Path, "mkdir", denied)
        refused(cli("new", "-g", "x", "A", "B", "C"), 3, "Permission denied")


class TestLock:
    def hold(self, path):
        fd = os.open(paths.lock_path(path), os.O_RDWR | os.O_CREAT)
        fcntl.flock(fd, fcntl.LOCK_EX)
        return fd

    def test_a_writer_gives_up_on_a_held_lock_with_exit_3(self, game4, monkeypatch):
        monkeypatch.setenv("HJERTER_LOCK_TIMEOUT", "0.3")
        before = game4.snapshot()
        fd = self.hold(game4.game_file("g"))
        try:
            refused(game4("round", "4", "q", "9", "0"), 3, "locked by another hjerter")
            refused(game4("undo"), 3, "locked")
        finally:
            os.close(fd)
        assert game4.snapshot() == before

    def test_readers_do_not_wait_for_writers(self, game4, monkeypatch):
        monkeypatch.setenv("HJERTER_LOCK_TIMEOUT", "30")
        with_rounds(game4, 1)
        fd = self.hold(game4.game_file("g"))
        try:
            assert game4("show", "--format", "json").exit_code == 0
            assert game4("list").exit_code == 0
        finally:
            os.close(fd)

    def test_the_lock_is_a_separate_file(self, game4):
        with_rounds(game4, 1)
        assert Path(paths.lock_path(game4.game_file("g"))).name == "g.toml.lock"

    @pytest.mark.parametrize("value", ["soon", "-1", "nan"])
    def test_a_bad_timeout_is_a_usage_error(self, game4, monkeypatch, value):
        monkeypatch.setenv("HJERTER_LOCK_TIMEOUT", value)
        before = game4.snapshot()
        refused(game4("round", "4", "q", "9", "0"), 2, "HJERTER_LOCK_TIMEOUT")
        refused(game4("new", "-g", "h", "A", "B", "C"), 2, "HJERTER_LOCK_TIMEOUT")
        assert game4.snapshot() == before


DAMAGE = {
    "not toml": ("format = 1\nplayers = [\n", "not valid TOML"),
    "not utf-8": (b"format = 1\xff\n", "not UTF-8"),
    "no format": ('players = ["A", "B", "C"]\n[settings]\n', "no format key"),
    "newer format": ('format = 99\nplayers = ["A", "B", "C"]\n[settings]\n', "newer hjerter"),
    "no players": ("format = 1\n[settings]\n", "no players"),
    "wrong type": ('format = 1\nplayers = "Ann"\n[settings]\n', "players should be a list"),
    "wrong setting type": ('format = 1\nplayers = ["A", "B", "C"]\n[settings]\ntarget = "high"\n', "target"),
    "unknown setting": ('format = 1\nplayers = ["A", "B", "C"]\n[settings]\ncolour = 1\n', "unknown key 'colour'"),
    "bad tally": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy", "Di"]\nrounds = ["Ann=4 Bo=q Cy=9 Di=5"]\n[settings]\n',
        "Round 1: The hearts add up to 18",
    ),
    "stranger takes the queen": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy", "Di"]\nrounds = ["Ann=4 Bo=0 Cy=9 Di=0 Zed=q"]\n[settings]\n',
        "Zed is not at this table",
    ),
    "rounds after the end": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy"]\nrounds = ["Ann=3 Bo=10q Cy=0", "Ann=3 Bo=10q Cy=0"]\n'
        "[settings]\ntarget = 10\n",
        "cannot follow",
    ),
    "a round missing a player": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy"]\nrounds = ["Ann=3 Bo=10q"]\n[settings]\n',
        "No entry for Cy",
    ),
    "a round that is not a tally": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy"]\nrounds = ["three ten nothing"]\n[settings]\n',
        "not a round of NAME=ENTRY tallies",
    ),
    "a round with trailing junk": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy", "Di"]\nrounds = ["Ann=4 Bo=q Cy=9 Di=0 junk"]\n[settings]\n',
        "not a round of NAME=ENTRY tallies",
    ),
    "a round that is a number": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy"]\nrounds = [13]\n[settings]\n',
        "round 1 should be text",
    ),
    "a round table without its tally": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy"]\nrounds = [{ moon = "plus" }]\n[settings]\n',
        "round 1 has no tally",
    ),
    "a round table with an unknown key": (
        'format = 1\nplayers = ["Ann", "Bo", "Cy"]\nrounds = [{ tally = "Ann=3 Bo=10q Cy=0", colour = 1 }]\n'
        "[settings]\n",
        "unknown key 'colour'",
    ),
    "control character in a name": ('format = 1\nplayers = ["A\\u001b[2J", "B", "C"]\n[settings]\n', "control"),
}


class TestDamagedFiles:
    @pytest.fixture(params=sorted(DAMAGE))
    def damaged(self, request, game4):
        with_rounds(game4, 1)
        content, words = DAMAGE[request.param]
        path = game4.game_file("g")
        if isinstance(content, str):
            content = content.encode()
        path.write_bytes(content)
        return game4, path, content, words

    @pytest.mark.parametrize(
        "command",
        [
            ["show"],
            ["round", "4", "q", "9", "0"],
            ["undo"],
            ["redo"],
            ["rules"],
            ["edit", "1", "4", "q", "9", "0"],
            ["show", "--format", "json"],
        ],
    )
    def test_every_command_refuses_with_exit_3_and_leaves_the_file_as_it_was(self, damaged, command):
        cli, path, content, words = damaged
        result = cli(*command)
        refused(result, 3, words)
        assert str(path) in result.stderr and str(paths.backup_path(path)) in result.stderr
        assert path.read_bytes() == content

    def test_other_games_keep_working_and_list_marks_the_damaged_one(self, damaged):
        cli, path, content, words = damaged
        assert cli("new", "-g", "other", "A", "B", "C").exit_code == 0
        assert cli("round", "3", "10q", "0").exit_code == 0
        listing = cli("list")
        assert listing.exit_code == 0 and "g      DAMAGED:" in listing.stdout and "(A, B, C)" in listing.stdout
        entries = json.loads(cli("list", "--format", "json").stdout)
        assert [e["name"] for e in entries] == ["g", "other"] and words.split("'")[0] in entries[0]["damaged"]
        assert path.read_bytes() == content


class TestFormat:
    def test_the_file_has_an_integer_format_and_reads_back(self, game4):
        with_rounds(game4, 1)
        text = game4.game_file("g").read_text(encoding="utf-8")
        assert "\nformat = 4\n" in text and GOOD_ROUND in text  # a game of 1.6 carries its id

    def test_older_formats_are_migrated_step_by_step(self, monkeypatch):
        """The machinery: a format-1 document passes through each step up to the current format."""
        steps = []

        def one_to_two(data):
            steps.append(1)
            return {**data, "format": 2}

        def two_to_three(data):
            steps.append(2)
            return {**data, "format": 3}

        monkeypatch.setattr(codec, "FORMAT", 3)
        monkeypatch.setattr(codec, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
        game = codec.game_from_data({"format": 1, "players": ["A", "B", "C"], "settings": {}})
        assert steps == [1, 2] and game == new_game(("A", "B", "C"))

    def test_a_format_with_no_migration_is_refused(self, monkeypatch):
        monkeypatch.setattr(codec, "FORMAT", 5)
        with pytest.raises(codec.Damaged) as damaged:
            codec.game_from_data({"format": 1, "players": ["A", "B", "C"], "settings": {}})
        assert say(damaged.value.said) == "format 4 is unknown"  # 1 -> 2 -> 3 -> 4 are known; 4 -> 5 is not


class TestGameNames:
    @pytest.mark.parametrize(
        "name", ["../x", "a/b", "..", ".", "-x", ".x", "a b", "x" * 65, "", "a\x00b", "/etc/passwd", "a\\b", "café\n"]
    )
    def test_names_that_could_leave_the_data_dir_are_refused(self, tmp_path, name):
        with raises_refusal(RefusedError, match="not a game name"):
            paths.game_path(tmp_path, name)

    @pytest.mark.parametrize("name", ["2026-11-30", "friday_2", "fredag.hos.søren", "x" * 64, "A"])
    def test_good_names_stay_in_the_games_folder(self, tmp_path, name):
        assert Path(paths.game_path(tmp_path, name)).parent == tmp_path / "games"

    def test_a_damaged_current_file_is_ignored(self, cli):
        cli.data.mkdir(parents=True)
        (cli.data / "current").write_bytes(b"\xff\xfe")
        refused(cli("show"), 1, "no current game")


def test_store_errors_carry_exit_3():
    assert StoreError("x").exit_code == 3 and RefusedError("x").exit_code == 1


class TestLockWithoutFcntl:
    """Windows has no fcntl: the writer's lock takes msvcrt.locking (here a stand-in that keeps
    who holds which file, as the system would)."""

    @pytest.fixture
    def windows(self, monkeypatch):
        import sys
        import types

        held: dict[tuple[int, int], int] = {}
        calls: list[int] = []

        def locking(fd: int, mode: int, nbytes: int) -> None:
            calls.append(mode)
            info = os.fstat(fd)
            key = (info.st_dev, info.st_ino)
            if held.get(key, fd) != fd:
                raise OSError(13, "Permission denied")
            held[key] = fd

        stand_in = types.ModuleType("msvcrt")
        stand_in.LK_NBLCK = 2  # type: ignore[attr-defined]
        stand_in.locking = locking  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "fcntl", None)  # `import fcntl` raises ImportError
        monkeypatch.setitem(sys.modules, "msvcrt", stand_in)
        return held, calls

    def test_a_writer_takes_the_lock_and_saves(self, tmp_path, windows):
        held, calls = windows
        path = tmp_path / "g.toml"
        with lock.locked(path):
            writing.save(path, new_game(("Ann", "Bo", "Cy")))
        assert calls == [2] and len(held) == 1
        assert gamefile.load(path)[0].players == ("Ann", "Bo", "Cy")

    def test_a_second_writer_waits_then_gives_up_with_exit_3(self, tmp_path, windows, monkeypatch):
        monkeypatch.setenv("HJERTER_LOCK_TIMEOUT", "0.1")
        path = tmp_path / "g.toml"
        with lock.locked(path), pytest.raises(StoreError) as refused, lock.locked(path):
            pass
        assert refused.value.exit_code == 3 and "locked by another hjerter" in say(refused.value)


class TestTablesCheckedOnce:
    """A history's games share their tables: each table is checked once a run, and a file's
    values are told apart by their type as the checks tell them (`true` is no target, `1.0` no pack)."""

    @staticmethod
    def data(**settings):
        return {"format": 4, "players": ["Ann", "Bo", "Cy", "Di"], "settings": settings}

    @pytest.mark.parametrize(
        ("good", "bad"),
        [({"target": 1}, {"target": True}), ({"decks": 1}, {"decks": 1.0}), ({"sun": False}, {"sun": 0})],
    )
    def test_a_value_of_another_type_is_refused_after_a_good_one(self, good, bad):
        assert codec.game_from_data(self.data(**good)).players == ("Ann", "Bo", "Cy", "Di")
        with pytest.raises(codec.Damaged):
            codec.game_from_data(self.data(**bad))

    def test_the_same_table_is_the_same_answer(self):
        first = codec.game_from_data(self.data(target=50, dealer="bo"))
        again = codec.game_from_data(self.data(target=50, dealer="bo"))
        assert first.settings == again.settings and first.settings.dealer == "Bo"

    def test_pairs_are_checked_each_time(self):
        pairs = [["Ann", "Cy"], ["Bo", "Di"]]
        assert codec.game_from_data(self.data(pairs=pairs)).settings.pairs == (("Ann", "Cy"), ("Bo", "Di"))
        with pytest.raises(codec.Damaged):
            codec.game_from_data(self.data(pairs=[["Ann", "Bo"], ["Ann", "Di"]]))
