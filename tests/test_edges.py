"""Nothing breaks at the edges (cli/CLI.md "Files and streams"): hostile files, odd streams, races.

Each test is a defect a user could meet, tried as they would: a real process, a real FIFO, a
real symlink. Every refused command leaves every file byte-identical.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import threading
import time
import unicodedata
from pathlib import Path

import pytest

from hjerter_cli.errors import StoreError
from hjerter_cli.store import gamefile, writing
from tests.processes import HJERTER, env_for, in_one_process, made, run

pytestmark = pytest.mark.slow  # real processes


def files(data: Path) -> dict[str, bytes]:
    return {str(p.relative_to(data)): p.read_bytes() for p in sorted(data.rglob("*")) if p.is_file()}


def derived(name: str) -> bool:
    """The files list and stats keep beside the games (a cache, an index), which they may refresh."""
    from hjerter_cli.store import cache, tabindex

    return name in (cache.LIST_CACHE, tabindex.INDEX, tabindex.FILES, tabindex.HEADS)


@pytest.fixture
def table(tmp_path) -> Path:
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    made(data, "round", "4", "q", "9", "0")
    return data


def each_run(data: Path, lines: list[list[str]]) -> list[subprocess.CompletedProcess[str]]:
    """Each command line's result, all run in one process of their own (one start-up for many)."""
    return [subprocess.CompletedProcess(words, *said) for words, said in zip(lines, in_one_process(data, lines))]


def one_sentence(result, code: int, words: str) -> None:
    assert result.returncode == code, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    assert words in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


class TestHostileGameFiles:
    HOSTILE = {
        "deep.toml": "format = 1\nplayers = " + "[" * 1000 + "]" * 1000 + "\n",
        "huge.toml": 'format = 1\nplayers = ["A", "B", "C"]\n[settings]\ntarget = ' + "9" * 5000 + "\n",
        "fredag (2).toml": 'format = 1\nplayers = ["A", "B", "C"]\n[settings]\n',
    }

    @pytest.mark.parametrize("name", sorted(HOSTILE))
    def test_list_shows_the_good_games_and_names_the_bad_one(self, table, name):
        (table / "games" / name).write_text(self.HOSTILE[name])
        before = files(table)
        result = run(table, "list")
        assert result.returncode == 0 and "Traceback" not in result.stderr
        assert "g " in result.stdout and "1 round" in result.stdout
        assert "DAMAGED" in result.stdout and name[:-5] in result.stdout
        listed = json.loads(run(table, "list", "--format", "json").stdout)
        assert {entry["name"] for entry in listed if "damaged" not in entry} == {"g"}
        assert {k: v for k, v in files(table).items() if not derived(k)} == {
            k: v for k, v in before.items() if not derived(k)
        }

    @pytest.mark.parametrize("name", ["deep.toml", "huge.toml"])
    def test_show_refuses_with_exit_3(self, tmp_path, name):
        path = tmp_path / name
        path.write_text(self.HOSTILE[name])
        one_sentence(run(tmp_path, "show", "-f", str(path)), 3, "cannot be used")
        assert path.read_text() == self.HOSTILE[name]

    def test_completion_offers_the_good_games(self, table):
        (table / "games" / "deep.toml").write_text(self.HOSTILE["deep.toml"])
        result = run(table, _HJERTER_COMPLETE="complete_bash", COMP_WORDS="hjerter round Bo", COMP_CWORD="2")
        assert result.returncode == 0 and result.stdout.split() == ["Bo="]


class TestNotRegularFiles:
    def test_a_fifo_is_refused_at_once(self, tmp_path):
        fifo = tmp_path / "pipe.toml"
        os.mkfifo(fifo)
        one_sentence(run(tmp_path, "show", "-f", str(fifo), timeout=20), 3, "not a regular file")

    def test_a_fifo_in_the_games_folder_does_not_hang_list(self, table):
        os.mkfifo(table / "games" / "pipe.toml")
        result = run(table, "list", timeout=20)
        assert result.returncode == 0 and "pipe" in result.stdout and "DAMAGED" in result.stdout

    def test_dev_zero_is_refused_at_once(self, tmp_path):
        one_sentence(run(tmp_path, "show", "-f", "/dev/zero", timeout=20), 3, "not a regular file")

    def test_a_file_over_1_mib_is_refused_unread(self, tmp_path):
        big = tmp_path / "big.toml"
        big.write_bytes(b"#" * (gamefile.MAX_FILE_SIZE + 1))
        one_sentence(run(tmp_path, "show", "-f", str(big), timeout=20), 3, "larger than 1 MiB")

    def test_a_folder_is_refused(self, tmp_path):
        (tmp_path / "dir.toml").mkdir()
        one_sentence(run(tmp_path, "show", "-f", str(tmp_path / "dir.toml")), 3, "folder")


class TestStreams:
    def test_a_full_stdout_after_a_save_says_it_was_saved(self, table):
        with open("/dev/full", "w") as full:
            result = subprocess.run(
                [HJERTER, "round", "4", "q", "9", "0"],
                stdout=full,
                stderr=subprocess.PIPE,
                text=True,
                env=env_for(table),
            )
        assert result.returncode == 0 and "Traceback" not in result.stderr
        assert "was saved" in result.stderr and "No space left" in result.stderr
        assert len(gamefile.load(table / "games" / "g.toml")[1].rounds) == 2

    def test_a_full_stdout_of_a_reader_says_nothing_changed(self, table):
        with open("/dev/full", "w") as full:
            result = subprocess.run(
                [HJERTER, "show"], stdout=full, stderr=subprocess.PIPE, text=True, env=env_for(table)
            )
        assert result.returncode == 1 and "Nothing was changed" in result.stderr

    def test_a_pipe_whose_reader_has_gone_ends_quietly(self, table):
        result = subprocess.run(
            f'"{HJERTER}" round 4 q 9 0 | true; echo "${{PIPESTATUS[0]}}"',
            shell=True,
            executable="bash",
            capture_output=True,
            text=True,
            env=env_for(table),
        )
        assert result.stdout.strip() == "0" and result.stderr == ""

    def test_a_closed_stdout(self, table):
        result = subprocess.run(
            f'"{HJERTER}" show >&-',
            shell=True,
            executable="bash",
            capture_output=True,
            text=True,
            env=env_for(table),
        )
        assert result.returncode == 1 and "Traceback" not in result.stderr
        assert "standard output is closed" in result.stderr

    def test_a_closed_stdin(self, table):
        result = subprocess.run(
            f'"{HJERTER}" round <&-',
            shell=True,
            executable="bash",
            capture_output=True,
            text=True,
            env=env_for(table),
        )
        assert result.returncode == 1 and "Traceback" not in result.stderr and "No tallies given" in result.stderr

    def test_a_latin_1_terminal_gets_letters(self, table):
        result = run(table, "show", "--format", "text", PYTHONIOENCODING="latin-1")
        assert result.returncode == 0 and "QS Bo" in result.stdout and "♠" not in result.stdout


class TestFilesKept:
    def test_a_game_that_is_a_symlink_stays_one(self, table, tmp_path):
        elsewhere = tmp_path / "elsewhere.toml"
        link = table / "games" / "g.toml"
        link.rename(elsewhere)
        link.symlink_to(elsewhere)
        made(table, "round", "4", "q", "9", "0")
        assert link.is_symlink() and len(gamefile.load(elsewhere)[1].rounds) == 2

    def test_saving_keeps_the_permission_bits(self, table):
        path = table / "games" / "g.toml"
        path.chmod(0o600)
        made(table, "round", "4", "q", "9", "0")
        assert stat.S_IMODE(path.stat().st_mode) == 0o600

    def test_output_into_a_fifo_writes_into_it(self, table, tmp_path):
        fifo = tmp_path / "out"
        os.mkfifo(fifo)
        got: list[bytes] = []
        reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
        reader.start()
        result = run(table, "show", "--format", "csv", "--output", str(fifo), timeout=20)
        reader.join(20)
        assert result.returncode == 0 and stat.S_ISFIFO(fifo.lstat().st_mode)
        assert got and got[0].startswith(b"round,Ann,Bo,Cy,Di")

    def test_output_to_dev_stdout(self, table):
        result = run(table, "show", "--format", "csv", "--output", "/dev/stdout")
        assert result.returncode == 0 and result.stdout.startswith("round,Ann")

    def test_output_through_a_symlink_keeps_the_link(self, table, tmp_path):
        target, link = tmp_path / "sheet.csv", tmp_path / "link.csv"
        target.write_text("old")
        link.symlink_to(target)
        assert run(table, "show", "--format", "csv", "--output", str(link)).returncode == 0
        assert link.is_symlink() and target.read_text().startswith("round,Ann")

    def test_output_onto_a_game_file_is_refused(self, table):
        before = files(table)
        result = run(table, "show", "--format", "csv", "--output", str(table / "games" / "g.toml"))
        one_sentence(result, 1, "is a game file")
        assert files(table) == before

    def test_a_refused_new_leaves_no_lock_file(self, table):
        (table / "games" / "x.toml.lock").unlink(missing_ok=True)
        result = run(table, "new", "-g", "x", "Ann", "Bo", "Cy", HJERTER_LOCK_TIMEOUT="nan")
        assert result.returncode == 2
        assert not (table / "games" / "x.toml.lock").exists() and not (table / "games" / "x.toml").exists()

    def test_a_bad_lock_timeout_creates_no_data_dir(self, tmp_path):
        data = tmp_path / "fresh"
        assert run(data, "new", "Ann", "Bo", "Cy", HJERTER_LOCK_TIMEOUT="nan").returncode == 2
        assert not data.exists()

    def test_a_data_dir_that_is_a_file_is_exit_3_everywhere(self, tmp_path):
        data = tmp_path / "file"
        data.write_text("x")
        lines = [["show"], ["list"], ["round", "4", "q", "9", "0"], ["new", "A", "B", "C"], ["use", "g"], ["rules"]]
        for result in each_run(data, [*lines, ["undo"], ["delete", "g", "--yes"]]):
            one_sentence(result, 3, "is a file, not a folder")
        assert data.read_text() == "x"

    def test_killed_writers_temp_files_are_cleared(self, table):
        stale = table / ".list-cache.999999.tmp"
        stale.write_text("{}")
        current_stale = table / ".current.999998.tmp"
        current_stale.write_text("g")
        made(table, "use", "g")
        assert run(table, "new", "-g", "h", "A", "B", "C").returncode == 0
        made(table, "list")
        assert not stale.exists() and not current_stale.exists()


def test_new_says_the_game_was_saved_when_it_cannot_become_current(cli, monkeypatch):
    def refuse(base, name):
        raise StoreError("Could not write current (Read-only file system); nothing was changed.")

    monkeypatch.setattr(writing, "set_current", refuse)
    result = cli("new", "-g", "x", "Ann", "Bo", "Cy")
    assert result.exit_code == 3
    assert "The game x was saved, but it could not be made the current game" in result.stderr
    assert cli.game_file("x").exists()


class TestFullDisk:
    def test_a_full_disk_after_the_game_changes_neither_the_game_nor_its_backup(self, game4, monkeypatch):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "4", "q", "9", "0")
        before = game4.snapshot()
        real_write = os.write
        calls = []

        def full(fd, data):
            calls.append(fd)
            if len(calls) > 1:
                raise OSError(28, "No space left on device")
            return real_write(fd, data)

        monkeypatch.setattr(os, "write", full)
        monkeypatch.setattr(os, "link", lambda *a: (_ for _ in ()).throw(OSError(1, "no links here")))
        result = game4("round", "4", "q", "9", "0")
        assert result.exit_code == 3 and "nothing was changed" in result.stderr
        assert game4.snapshot() == before

    def test_a_new_game_on_a_full_disk_leaves_no_file_and_no_lock(self, cli, monkeypatch):
        cli.ok("new", "-g", "first", "Ann", "Bo", "Cy")
        before = cli.snapshot()

        def full(fd, data):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "write", full)
        result = cli("new", "-g", "second", "Ann", "Bo", "Cy")
        assert result.exit_code == 3 and "nothing was changed" in result.stderr
        assert cli.snapshot() == before and not (cli.data / "games" / "second.toml.lock").exists()


def _has_open(pid: int, path: Path, seconds: float = 30) -> bool:
    """Whether process `pid` comes to hold `path` open (its lock file), within `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if any(os.readlink(f"/proc/{pid}/fd/{fd}") == str(path) for fd in os.listdir(f"/proc/{pid}/fd")):
                return True
        except OSError:
            pass  # a descriptor closed while we looked
        time.sleep(0.01)
    return False


def _holder(lock: Path) -> subprocess.Popen:
    """A process that holds the writer's lock on `lock` until it reads a line."""
    holder = subprocess.Popen(
        [
            "python3",
            "-c",
            f"import fcntl,os,sys; fd=os.open({str(lock)!r}, os.O_RDWR|os.O_CREAT); "
            "fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); sys.stdin.readline()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


class TestLockAcrossDelete:
    @pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to see the waiter's open lock file")
    def test_a_writer_waiting_on_a_deleted_games_lock_never_saves_on_it(self, table):
        """A holds the lock; B waits on it; the game is deleted and made anew, and C holds the new
        game's lock. When A lets go, B must wait for C: the old lock guards nothing any more."""
        lock = table / "games" / "g.toml.lock"
        first = _holder(lock)
        waiter = subprocess.Popen(
            [HJERTER, "round", "-g", "g", "4", "q", "9", "0"],
            env=env_for(table, HJERTER_LOCK_TIMEOUT="60"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert _has_open(waiter.pid, lock), "the waiter never opened the lock file"
        # delete unlinks the lock file while B waits on it (delete's own lock is a new file), then a new game
        os.unlink(lock)
        made(table, "delete", "g", "--yes")
        made(table, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
        second = _holder(lock)  # C, on the new game's lock file
        first.communicate("go\n", timeout=10)  # A lets go of the old, deleted lock
        # B now waits on the new lock file (open under its own name, not "(deleted)"), and saved nothing.
        assert _has_open(waiter.pid, lock), "the waiter did not move to the new lock"
        assert waiter.poll() is None and gamefile.load(table / "games" / "g.toml")[1].rounds == ()
        second.communicate("go\n", timeout=10)
        out, err = waiter.communicate(timeout=60)
        rounds = gamefile.load(table / "games" / "g.toml")[1].rounds
        assert waiter.returncode == 0 and len(rounds) == 1, (out, err, len(rounds))


class TestNames:
    def test_composed_and_decomposed_are_one_player(self, tmp_path):
        composed, decomposed = "\u00c5se", "A\u030ase"
        assert unicodedata.normalize("NFC", decomposed) == composed
        twice, new, entered, shown = each_run(
            tmp_path,
            [
                ["new", "-g", "n", composed, decomposed, "Bo"],
                ["new", "-g", "n", decomposed, "Bo", "Cy"],
                ["round", f"{composed}=4", "Bo=q", "Cy=9"],
                ["show", "--format", "json"],
            ],
        )
        one_sentence(twice, 1, "Two players are called")
        assert new.returncode == 0 and entered.returncode == 0
        assert json.loads(shown.stdout)["players"][0] == composed

    def test_a_game_name_typed_decomposed_is_the_same_game(self, tmp_path):
        made(tmp_path, "new", "-g", "\u00e6bler\u00e5", "A", "B", "C")
        made(tmp_path, "show", "-g", "\u00e6blera\u030a")

    def test_control_characters_in_a_file_name_are_made_visible(self, table, tmp_path):
        path = tmp_path / "x\x1b]0;T\x07.toml"
        (table / "games" / "g.toml").rename(path)
        lines = [[*args, "-f", str(path)] for args in (["show"], ["show", "--format", "markdown"], ["rules"])]
        for result in each_run(table, [*lines, ["new", "-f", str(tmp_path / "y\x1b[2J.toml"), "A", "B", "C"]]):
            assert result.returncode == 0 and "\x1b" not in result.stdout and "\\x1b" in result.stdout

    def test_a_game_file_named_with_escapes_is_listed_visibly(self, table):
        (table / "games" / "x\x1b[2J.toml").write_text("format = 1\n")
        listed, counted = each_run(table, [["list"], ["stats"]])
        for result in (listed, counted):
            assert result.returncode == 0 and "\x1b" not in result.stdout + result.stderr
        assert "x\\x1b[2J" in listed.stdout

    def test_a_path_too_long_for_the_system(self, tmp_path):
        path = "/tmp/" + "x" * 5000 + ".toml"
        one_sentence(run(tmp_path, "show", "-f", path), 3, "cannot be used")

    def test_a_queen_with_5000_digits(self, table):
        one_sentence(run(table, "round", "4", "0", "9", "0", "--queen", "9" * 5000), 1, "no seat")

    def test_a_card_given_twice_is_refused(self, table):
        before = files(table)
        one_sentence(run(table, "round", "4", "0", "9", "0", "--queen", "Ann", "--queen", "Bo"), 1, "exactly one taker")
        assert files(table) == before


class TestTwoShellsOneRound:
    def test_a_script_is_told_which_round_it_became(self, table, monkeypatch):
        """A round entered while another shell saved one: the report says its number."""
        from hjerter_cli.cli.session import Session

        real = Session.load

        def meanwhile(session):
            # This shell has read the game; another one saves round 2 before this one saves.
            read = real(session)
            assert run(table, "round", "1", "q", "12", "0").returncode == 0  # another process: another shell
            return read

        monkeypatch.setattr(Session, "load", meanwhile)
        monkeypatch.setenv("HJERTER_DATA_DIR", str(table))
        from typer.testing import CliRunner

        from hjerter_cli.cli.app import app_for

        words = ["round", "4", "q", "9", "0"]
        result = CliRunner().invoke(app_for(words), words)
        assert result.exit_code == 0
        assert "Round 3:" in result.stdout and "this one became round 3" in result.stdout


def test_show_on_the_largest_game_works(tmp_path):
    from hjerter_cli.core.game import MAX_ROUNDS, new_game
    from hjerter_cli.core.settings import Settings
    from hjerter_cli.core.tally import Tally

    game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=100_000, moon="off"))
    game = game._replace(rounds=(Tally((4, 0, 9, 0), (("queen", 1),)),) * MAX_ROUNDS)
    path = tmp_path / "big.toml"
    writing.save(path, game)
    result = run(tmp_path, "show", "-f", str(path), "--format", "csv")
    assert result.returncode == 0 and result.stdout.count("\n") == MAX_ROUNDS + 2
    one_sentence(run(tmp_path, "round", "-f", str(path), "4", "q", "9", "0"), 1, "the most a game keeps")
