"""The game session: one object knows which file a command acts on and whether its change is saved.

Two defects of 1.1 are pinned here: `show -o` onto the game being shown (the game was replaced by
its own sheet), and Ctrl-C after a save that said "nothing was changed" (the user typed the round
again: a double round).
"""

from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest

from hjerter_cli import store
from hjerter_cli.cli.session import Session
from hjerter_cli.errors import UsageError
from tests.processes import HJERTER, env_for


def rounds_in(cli, name="g"):
    return len(store.load(cli.game_file(name))[0].rounds)


class TestOptionsResolvedOnce:
    def test_options_after_the_command_win_over_those_before(self):
        session = Session()
        session.note("game", "before", after=False)
        session.note("game", "after", after=True)
        assert session.given("game") == "after"

    def test_a_file_after_the_command_replaces_a_game_before_it(self):
        session = Session()
        session.note("game", "friday", after=False)
        session.note("file", "x.toml", after=True)
        assert session.given("game") is None and session.given("file") == "x.toml"

    def test_options_before_stand_when_none_follow(self, tmp_path):
        session = Session()
        session.note("data_dir", str(tmp_path), after=False)
        session.note("game", "friday", after=False)
        assert session.ref.path == tmp_path / "games" / "friday.toml"
        assert session.base == tmp_path

    def test_game_and_file_together_are_a_usage_error(self, tmp_path):
        session = Session()
        session.note("data_dir", str(tmp_path), after=False)
        session.note("game", "friday", after=True)
        session.note("file", "x.toml", after=True)
        with pytest.raises(UsageError):
            _ref = session.ref

    def test_game_before_and_after_the_command_are_one_game(self, game4):
        game4.ok("new", "-g", "other", "Ann", "Bo", "Cy")
        result = game4("-g", "g", "round", "-g", "other", "4", "q", "9")
        assert result.exit_code == 0, result.output
        assert rounds_in(game4, "other") == 1 and rounds_in(game4, "g") == 0


class TestUpdate:
    def test_a_refused_change_saves_nothing_and_is_not_committed(self, game4):
        session = Session()
        session.note("game", "g", after=True)
        before = game4.snapshot()

        def refuse(game, scored):
            raise ValueError("no")

        with pytest.raises(ValueError):
            session.update(refuse)
        assert session.saved is None and game4.snapshot() == before

    def test_a_saved_change_is_recorded_with_the_rounds_it_added(self, game4):
        from hjerter_cli.core.game import add_round
        from tests.helpers import tally

        session = Session()
        session.note("game", "g", after=True)
        session.update(lambda game, scored: (*add_round(game, tally([4, 0, 9, 0], queen=1), scored), None))
        assert session.saved is not None and session.saved.rounds == 1
        assert session.saved.path == store.real_path(game4.game_file("g"))
        assert rounds_in(game4) == 1

    def test_update_reads_the_file_again_when_another_shell_saved(self, game4):
        from hjerter_cli.core.game import add_round
        from tests.helpers import tally

        session = Session()
        session.note("game", "g", after=True)
        session.load()
        game4.ok("round", "1", "q", "12", "0")  # another shell, after this session read the game
        session.update(lambda game, scored: (*add_round(game, tally([4, 0, 9, 0], queen=1), scored), None))
        assert rounds_in(game4) == 2  # the other shell's round is kept


class TestOutputNeverOverAGame:
    """`show --output` onto a game file, whatever path names it: refused (exit 1), nothing changed."""

    @pytest.fixture
    def shown(self, game4, tmp_path):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "4", "q", "9", "0")  # a backup exists now
        outside = tmp_path / "elsewhere"
        outside.mkdir()
        return game4, outside

    def refused_unchanged(self, cli, *args):
        before = cli.snapshot()
        result = cli(*args)
        assert result.exit_code == 1, result.output
        assert "game file" in result.output or "games folder" in result.output
        assert cli.snapshot() == before
        return result

    def test_the_game_shown_by_its_own_file(self, shown):
        cli, _outside = shown
        path = str(cli.game_file("g"))
        self.refused_unchanged(cli, "show", "-f", path, "-o", path)

    def test_a_game_file_outside_the_data_dir(self, shown):
        cli, outside = shown
        game = outside / "G.toml"
        game.write_bytes(cli.game_file("g").read_bytes())
        before = game.read_bytes()
        for spelling in (str(game), str(outside / ".." / outside.name / "G.toml")):
            result = cli("show", "-f", str(game), "-o", spelling, "--format", "csv")
            assert result.exit_code == 1, result.output
            assert game.read_bytes() == before

    def test_a_symbolic_link_to_the_game(self, shown):
        cli, outside = shown
        link = outside / "link.txt"
        link.symlink_to(cli.game_file("g"))
        self.refused_unchanged(cli, "show", "-o", str(link))

    def test_a_hard_link_to_the_game(self, shown):
        cli, outside = shown
        hard = outside / "hard.txt"
        os.link(cli.game_file("g"), hard)
        self.refused_unchanged(cli, "show", "-o", str(hard))

    def test_another_game_of_the_data_dir_through_a_link(self, shown):
        cli, outside = shown
        cli.ok("new", "-g", "other", "Ann", "Bo", "Cy")
        cli.ok("use", "g")
        link = outside / "other.txt"
        link.symlink_to(cli.game_file("other"))
        self.refused_unchanged(cli, "show", "-o", str(link))

    def test_the_backup_of_the_game(self, shown):
        cli, outside = shown
        link = outside / "bak.txt"
        link.symlink_to(store.backup_path(cli.game_file("g")))
        self.refused_unchanged(cli, "show", "-o", str(link))

    def test_an_ordinary_file_is_still_written(self, shown):
        cli, outside = shown
        result = cli("show", "-o", str(outside / "sheet.txt"), "--format", "text")
        assert result.exit_code == 0 and (outside / "sheet.txt").read_text().startswith("g:")


class TestInterruptsTellTheTruth:
    def test_ctrl_c_before_the_save_says_nothing_was_changed(self, game4, monkeypatch):
        from hjerter_cli.cli import session as module

        def interrupted(*args, **kwargs):
            raise KeyboardInterrupt

        monkeypatch.setattr(module.store, "save", interrupted)
        before = game4.snapshot()
        result = game4("round", "4", "q", "9", "0")
        assert result.exit_code == 130
        assert "nothing was changed" in result.output and game4.snapshot() == before

    def test_ctrl_c_after_the_save_says_it_was_saved(self, game4, monkeypatch):
        from hjerter_cli.cli import rounds

        def interrupted(*args, **kwargs):
            raise KeyboardInterrupt  # while the report is being made, after the save

        monkeypatch.setattr(rounds, "round_report", interrupted)
        result = game4("round", "4", "q", "9", "0")
        assert result.exit_code == 130
        assert "nothing was changed" not in result.output
        assert "1 round was saved to" in result.output
        assert rounds_in(game4) == 1

    def test_ctrl_c_after_an_undo_says_the_change_was_saved(self, game4, monkeypatch):
        from hjerter_cli.cli import rounds

        game4.ok("round", "4", "q", "9", "0")

        def interrupted(*args, **kwargs):
            raise KeyboardInterrupt

        monkeypatch.setattr(rounds, "end_line", interrupted)
        result = game4("undo")
        assert result.exit_code == 130
        assert "Stopped, but the change was saved to" in result.output and rounds_in(game4) == 0

    def test_ctrl_c_after_round_dash_says_how_many_rounds(self, game4, monkeypatch):
        from hjerter_cli.cli import rounds

        def interrupted(*args, **kwargs):
            raise KeyboardInterrupt

        monkeypatch.setattr(rounds, "round_report", interrupted)
        result = game4("round", "-", input="4 q 9 0\n4 q 9 0\n4 q 9 0\n")
        assert result.exit_code == 130
        assert "3 rounds were saved to" in result.output and rounds_in(game4) == 3

    @pytest.mark.slow
    def test_ctrl_c_while_a_slow_reader_takes_the_report(self, tmp_path):
        """A real process: 1,500 rounds saved, its report blocked on a pipe nobody reads, then SIGINT."""
        env = env_for(tmp_path / "data")
        subprocess.run(
            [HJERTER, "new", "-g", "g", "--target", "100000", "--moon", "off", "A", "B", "C", "D"],
            env=env,
            check=True,
            capture_output=True,
        )
        lines = "4 q 9 0\n" * 1500
        process = subprocess.Popen(
            [HJERTER, "round", "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )
        assert process.stdin is not None
        process.stdin.write(lines.encode())
        process.stdin.close()
        process.stdin = None  # written and closed: communicate() only reads
        path = tmp_path / "data" / "games" / "g.toml"
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and len(store.load(path)[0].rounds) < 1500:
            time.sleep(0.05)  # the save is done once the file holds every round
        time.sleep(0.2)  # the report is now being written into the full pipe
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
        assert process.returncode == 130, err
        assert b"1500 rounds were saved to" in err and b"Traceback" not in err


@pytest.mark.slow
def test_ctrl_c_at_any_moment_of_start_up_is_exit_130_without_a_traceback(tmp_path):
    """SIGINT sent 0 to 0.4 s after a command starts: while Python imports typer, builds the app,
    or reads the game. Every run ends with 130 (or, before Python has a handler, killed by
    SIGINT, which a shell also shows as 130) or done; never a traceback. (A signal that lands
    while the interpreter itself still starts, or while the launcher pip wrote is still finding
    hjerter's first module, before any code of hjerter runs, is the interpreter's to report.)"""
    env = env_for(tmp_path / "data")
    subprocess.run([HJERTER, "new", "-g", "g", "A", "B", "C", "D"], env=env, check=True, capture_output=True)
    outcomes = []
    for step in range(8):
        process = subprocess.Popen(
            [HJERTER, "show", "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
        )
        time.sleep(step * 0.05)
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
        if b"init_import_site" in err:
            continue  # the interpreter's own start-up (site, .pth files), before any code of hjerter runs
        frames = err.split(b"\n")
        if frames[0].startswith(b"Traceback") and b'bin/hjerter", line' in frames[1] and b"/hjerter_cli/" not in err:
            continue  # the launcher's own `from hjerter_cli.console import main`, still finding the module
        assert b"Traceback" not in err, err.decode()
        assert process.returncode in (0, 130, -signal.SIGINT), (process.returncode, err.decode())
        if process.returncode == 130:
            assert err.decode().strip() in ("Cancelled; nothing was changed.", ""), err.decode()
        outcomes.append(process.returncode)
    assert 130 in outcomes  # the interrupt did land inside hjerter at least once


@pytest.mark.slow
def test_show_watch_redraws_when_another_shell_enters_a_round(tmp_path):
    """A second screen: drawn at once, again after another shell's round, not while nothing
    changes; Ctrl-C ends it with exit 0."""
    import fcntl
    import os

    env = env_for(tmp_path / "data")
    subprocess.run([HJERTER, "new", "-g", "g", "A", "B", "C", "D"], env=env, check=True, capture_output=True)
    watcher = subprocess.Popen(
        [HJERTER, "show", "--watch", "--format", "text"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    assert watcher.stdout is not None
    fcntl.fcntl(watcher.stdout, fcntl.F_SETFL, os.O_NONBLOCK)

    def read_for(seconds: float) -> str:
        got, deadline = b"", time.monotonic() + seconds
        while time.monotonic() < deadline:
            got += watcher.stdout.read() or b""
            time.sleep(0.05)
        return got.decode()

    first = read_for(2.5)
    assert first.count("Standing:") == 1 and "A 0" in first
    assert read_for(2.5).count("Standing:") == 0  # nothing changed: nothing drawn
    subprocess.run([HJERTER, "round", "4", "q", "9", "0"], env=env, check=True, capture_output=True)
    second = read_for(3.0)
    assert second.count("Standing:") == 1 and "B 13" in second
    watcher.send_signal(signal.SIGINT)
    _rest, err = watcher.communicate(timeout=10)
    assert watcher.returncode == 0 and b"Traceback" not in err


def test_ctrl_c_lost_in_a_callback_python_runs_on_the_side_is_raised_again():
    """Python prints a KeyboardInterrupt raised in a weakref callback (as an import finishes) with
    a traceback and goes on; hjerter raises it again, so the command stops as at any Ctrl-C."""
    import types

    from hjerter_cli.console import _unraisable

    lost = types.SimpleNamespace(exc_type=KeyboardInterrupt, exc_value=KeyboardInterrupt(), exc_traceback=None)
    with pytest.raises(KeyboardInterrupt):
        _unraisable(lost)  # type: ignore[arg-type]
        for _tick in range(1000):  # the signal's handler runs between two of these
            time.sleep(0.001)
