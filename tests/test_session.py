"""The game session: one object knows which file a command acts on and whether its change is saved.

Two defects of 1.1 are pinned here: `show -o` onto the game being shown (the game was replaced by
its own sheet), and Ctrl-C after a save that said "nothing was changed" (the user typed the round
again: a double round).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from hjerter_cli.cli.session import Session
from hjerter_cli.core.game import add_round
from hjerter_cli.errors import UsageError
from hjerter_cli.store import gamefile, paths, writing
from tests.helpers import tally
from tests.processes import HJERTER, env_for, made, stopped_at


def rounds_in(cli, name="g"):
    return len(gamefile.load(cli.game_file(name))[0].rounds)


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
        assert session.saved.path == writing.real_path(game4.game_file("g"))
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
        assert "is a game file (or its backup); choose another file for --output." in result.output
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
        link.symlink_to(paths.backup_path(cli.game_file("g")))
        self.refused_unchanged(cli, "show", "-o", str(link))

    def test_a_new_file_in_the_games_folder(self, shown):
        cli, _outside = shown
        before = cli.snapshot()
        result = cli("show", "-o", str(cli.data / "games" / "sheet.txt"))
        assert result.exit_code == 1 and cli.snapshot() == before
        assert "is in the games folder, where only games live; choose another file for --output." in result.output

    def test_an_ordinary_file_is_still_written(self, shown):
        cli, outside = shown
        result = cli("show", "-o", str(outside / "sheet.txt"), "--format", "text")
        assert result.exit_code == 0 and (outside / "sheet.txt").read_text().startswith("g:")


class TestInterruptsTellTheTruth:
    def test_ctrl_c_before_the_save_says_nothing_was_changed(self, game4, monkeypatch):

        def interrupted(*args, **kwargs):
            raise KeyboardInterrupt

        monkeypatch.setattr(writing, "save", interrupted)
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
        from hjerter_cli.render import said_rounds

        game4.ok("round", "4", "q", "9", "0")

        def interrupted(*args, **kwargs):
            raise KeyboardInterrupt

        monkeypatch.setattr(said_rounds, "end_line", interrupted)
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
        assert process.stdout is not None
        # The report is written only after the save, in one go, and is larger than the pipe holds:
        # once the pipe is full, the rounds are saved and the writer waits on the rest of it.
        until(lambda: waiting_in_pipe(process.stdout) >= pipe_size(process.stdout), "the pipe to fill")
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
        assert process.returncode == 130, err
        assert b"1500 rounds were saved to" in err and b"Traceback" not in err


# Moments of a command's start-up, each after its launcher's first line: a module being imported.
START_UP = [
    "import:hjerter_cli",  # the launcher's first import: not a line of the package has run
    "import:hjerter_cli.interrupts",  # before the command has taken SIGINT
    "import:hjerter_cli.console",  # the launcher's own import
    "import:typer",
    "import:hjerter_cli.cli.session",
    "import:hjerter_cli.cli.views",
    "import:hjerter_cli.formats.json_document",
    "import:hjerter_cli.store.plaintoml",
    "import:typer._click.decorators",  # while the framework parses the line: it would exit 130 without a word
]


@pytest.mark.slow
@pytest.mark.parametrize("point", START_UP)
def test_ctrl_c_at_each_moment_of_start_up_says_nothing_was_changed(tmp_path, point):
    """SIGINT while `show` starts, at chosen moments (no timing): 130, one sentence, no traceback."""
    made(tmp_path / "data", "new", "-g", "g", "A", "B", "C", "D")
    result = stopped_at(tmp_path / "data", point, "show", "--format", "json")
    assert (result.returncode, result.stderr) == (130, "Cancelled; nothing was changed.\n"), result.stderr


# The save of a round (the game had a backup already): the new file is written and synced, the old
# one linked as the backup's temp and renamed over the backup, then the new one renamed over the
# game, and the folder synced.
BEFORE_THE_GAME_IS_REPLACED = ["call:fsync:1:after", "call:replace:1:after", "call:replace:2:before"]
AFTER_IT_IS_REPLACED = ["call:replace:2:after", "call:fsync:2:before", "call:fsync:2:after"]
CHANGES = [("round", "4", "q", "9", "0"), ("edit", "1", "5", "q", "8", "0"), ("undo",), ("rename", "A", "Ann")]


@pytest.fixture
def two_rounds(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "A", "B", "C", "D")
    made(data, "round", "4", "q", "9", "0")
    made(data, "round", "4", "q", "9", "0")  # a backup exists
    return data


@pytest.mark.slow
@pytest.mark.parametrize("point", BEFORE_THE_GAME_IS_REPLACED + AFTER_IT_IS_REPLACED)
def test_ctrl_c_during_a_save_tells_whether_it_was_saved(two_rounds, point):
    """Before the new file replaces the old: nothing was changed, and so it is; from that moment
    on (the folder's sync included): saved, and so it is."""
    path = two_rounds / "games" / "g.toml"
    before = path.read_bytes()
    result = stopped_at(two_rounds, point, "round", "4", "q", "9", "0")
    assert result.returncode == 130 and "Traceback" not in result.stderr
    if point in AFTER_IT_IS_REPLACED:
        assert result.stderr.startswith("Stopped, but 1 round was saved to "), result.stderr
        assert path.read_bytes() != before
    else:
        assert result.stderr == "Cancelled; nothing was changed.\n"
        assert path.read_bytes() == before


@pytest.mark.slow
@pytest.mark.parametrize("change", CHANGES[1:], ids=lambda words: words[0])
def test_ctrl_c_just_after_any_change_is_replaced_says_it_was_saved(two_rounds, change):
    path = two_rounds / "games" / "g.toml"
    before = path.read_bytes()
    result = stopped_at(two_rounds, "call:fsync:2:before", *change)
    assert result.returncode == 130 and result.stderr.startswith("Stopped, but the change was saved to "), result
    assert path.read_bytes() != before


def pipe_size(stream) -> int:
    import fcntl

    return fcntl.fcntl(stream.fileno(), fcntl.F_GETPIPE_SZ)


def waiting_in_pipe(stream) -> int:
    """How many bytes the pipe holds that nobody has read."""
    import fcntl
    import struct
    import termios

    return struct.unpack("i", fcntl.ioctl(stream.fileno(), termios.FIONREAD, b"\0\0\0\0"))[0]


def until(condition, what: str, seconds: float = 30) -> None:
    """Wait for a condition a process brings about (not for a time): a deadline only against a hang."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
        time.sleep(0.01)


class TestShowWatch:
    def test_drawn_at_once_again_on_each_change_and_never_while_nothing_changes(self, game4, monkeypatch):
        """The watch loop with its clock in the test's hands: each tick is one look at the file."""
        import io

        from hjerter_cli.cli import views

        screen = io.StringIO()
        monkeypatch.setattr(views.sys, "__stdout__", screen)
        path = game4.game_file("g")
        ticks = []

        def tick(_seconds: float) -> None:
            ticks.append(screen.getvalue().count("Standing:"))
            if len(ticks) == 3:  # another shell enters a round between two looks
                game, scored = gamefile.load(path)
                writing.save(path, add_round(game, tally([4, 0, 9, 0], queen=1), scored)[0])
            if len(ticks) == 6:
                raise KeyboardInterrupt

        monkeypatch.setattr(time, "sleep", tick)
        session = Session()
        session.note("game", "g", after=True)
        views._watch(session, "text")
        assert ticks == [1, 1, 1, 2, 2, 2]  # drawn once, not again until the change, then once more
        assert "Bo 13" in screen.getvalue().rpartition("\f")[2]


def test_show_watch_redraws_when_the_terminal_is_resized(game4, monkeypatch):
    import io

    from hjerter_cli.cli import views

    screen = io.StringIO()
    monkeypatch.setattr(views.sys, "__stdout__", screen)
    widths = iter([80, 80, 60, 60, 60])
    monkeypatch.setattr(views, "terminal_columns", lambda stream=None: next(widths))
    ticks = []

    def tick(_seconds: float) -> None:
        ticks.append(screen.getvalue().count("Standing:"))
        if len(ticks) == 4:
            raise KeyboardInterrupt

    monkeypatch.setattr(time, "sleep", tick)
    session = Session()
    session.note("game", "g", after=True)
    views._watch(session, "text")
    assert ticks == [1, 1, 2, 2]  # drawn again once, when the width changed


@pytest.mark.slow
def test_show_watch_redraws_when_another_shell_enters_a_round(tmp_path):
    """A second screen, as a real process: drawn at once, drawn again after another shell's round;
    Ctrl-C ends it with exit 0."""
    import fcntl

    env = env_for(tmp_path / "data")
    made(tmp_path / "data", "new", "-g", "g", "A", "B", "C", "D")
    watcher = subprocess.Popen(
        [HJERTER, "show", "--watch", "--format", "text"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    assert watcher.stdout is not None
    fcntl.fcntl(watcher.stdout, fcntl.F_SETFL, os.O_NONBLOCK)
    seen = []

    def drawn(times: int) -> bool:
        seen.append(watcher.stdout.read() or b"")
        return b"".join(seen).count(b"Standing:") >= times

    until(lambda: drawn(1), "the first draw")
    assert b"A 0" in b"".join(seen)
    subprocess.run([HJERTER, "round", "4", "q", "9", "0"], env=env, check=True, capture_output=True)
    until(lambda: drawn(2), "the draw after the round")
    assert b"B 13" in b"".join(seen).rpartition(b"\f")[2]  # the last draw
    watcher.send_signal(signal.SIGINT)
    _rest, err = watcher.communicate(timeout=10)
    assert watcher.returncode == 0 and b"Traceback" not in err


def test_ctrl_c_lost_in_a_callback_python_runs_on_the_side_is_raised_again(monkeypatch):
    """Python prints a KeyboardInterrupt raised in a weakref callback (as an import finishes) with
    a traceback and goes on; hjerter raises it again, so the command stops as at any Ctrl-C."""
    import types

    from hjerter_cli.interrupts import _unraisable

    lost = types.SimpleNamespace(exc_type=KeyboardInterrupt, exc_value=KeyboardInterrupt(), exc_traceback=None)
    previous = signal.getsignal(signal.SIGALRM)
    try:
        with pytest.raises(KeyboardInterrupt):
            _unraisable(lost)  # type: ignore[arg-type]
            for _tick in range(1000):  # the signal's handler runs between two of these
                time.sleep(0.001)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_ctrl_c_on_the_side_waits_for_ordinary_code(monkeypatch):
    """Inside a __set_name__ (whose exceptions Python 3.11 turns into RuntimeError), a finalizer or
    importlib's callback, the handler marks the signal pending again instead of raising
    KeyboardInterrupt."""
    import sys

    from hjerter_cli.interrupts import Interrupts

    frames = []

    class Named:
        def __set_name__(self, owner, name):
            frames.append(sys._getframe())

    class Finalized:
        def __del__(self):
            frames.append(sys._getframe())

    class Owner:
        taken = Named()

    Finalized()  # made and dropped: its finalizer runs
    later = []
    monkeypatch.setattr(Interrupts, "_later", lambda: later.append(True))
    for frame in frames:
        Interrupts.take(signal.SIGINT, frame)  # raises nothing: the signal is taken later
    assert later == [True, True] and len(frames) == 2
    with pytest.raises(KeyboardInterrupt):
        Interrupts.take(signal.SIGINT, sys._getframe())  # ordinary code


def test_ctrl_c_inside_a_finalizer_is_taken_once_it_has_returned(monkeypatch):
    """Ctrl-C while a finalizer runs (as a save's clean-up): the handler neither calls itself over
    and over (a RecursionError that Python prints and forgets, losing the Ctrl-C) nor raises inside
    the finalizer; KeyboardInterrupt comes at the next line of ordinary code."""
    from hjerter_cli.interrupts import Interrupts

    steps = []

    class CleanUp:
        def __del__(self):
            signal.raise_signal(signal.SIGINT)  # Ctrl-C arrives here
            for tick in range(200):  # the handler is asked again and again while this runs
                steps.append(tick)
            steps.append("done")

    unraisable = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    previous = signal.signal(signal.SIGINT, Interrupts.take), signal.getsignal(signal.SIGALRM)
    try:
        with pytest.raises(KeyboardInterrupt):
            CleanUp()  # made and dropped: its finalizer runs at once
            for _tick in range(1000):
                time.sleep(0.001)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGINT, previous[0])
        signal.signal(signal.SIGALRM, previous[1])
    assert steps[-1] == "done" and len(steps) == 201
    assert unraisable == []


LOST_WAKE_UP = """
import _thread, os, signal, sys, threading
from hjerter_cli import interrupts
signal.signal(signal.SIGINT, interrupts.Interrupts.take)
reader, writer = os.pipe()
os.dup2(reader, 0)
reading, done, wrote = threading.Event(), threading.Event(), threading.Event()

def reads(frame, event, arg):  # input() is called: from here on no line of Python runs until it returns
    if event == "c_call" and arg is input:
        reading.set()

def other():  # Ctrl-C noted while the question is being drawn: nothing wakes the read for it
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGALRM})
    reading.wait()  # this thread runs again once the main thread lets go of the interpreter to read
    _thread.interrupt_main()
    if not done.wait(10):  # nothing took the Ctrl-C: something is typed, so that the read returns
        wrote.set()
        os.write(writer, b"typed\\n")

threading.Thread(target=other, daemon=True).start()
try:
    with interrupts.Answering():
        sys.setprofile(reads)
        input()
    print("answered")
except KeyboardInterrupt:
    print("typed first" if wrote.is_set() else "interrupted")
finally:
    sys.setprofile(None)
    done.set()
"""


@pytest.mark.slow
def test_a_ctrl_c_noted_while_the_question_is_drawn_is_not_lost():
    """Python notes a Ctrl-C that comes after its last step before the read and takes it only
    when the read returns: the question waited on until something was typed (a Ctrl-C lost at
    the interactive round). While a question waits, a timer wakes the read, and the Ctrl-C is
    taken before anything is typed."""
    result = subprocess.run([sys.executable, "-c", LOST_WAKE_UP], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "interrupted", result.stdout + result.stderr


def test_a_ctrl_c_while_a_sentence_is_written_goes_on_to_its_owner(monkeypatch):
    """`interrupts.say` swallows a closed or full stderr, not a Ctrl-C (a command that says a
    sentence and works on must still stop); `stop`, the last words, ends with 130 either way."""
    from hjerter_cli import interrupts

    class Interrupted:
        def write(self, text):
            raise KeyboardInterrupt

        def flush(self):
            pass

    class Closed:
        def write(self, text):
            raise ValueError("I/O operation on closed file")

    monkeypatch.setattr(sys, "stderr", Interrupted())
    with pytest.raises(KeyboardInterrupt):
        interrupts.say("A sentence.")
    assert interrupts.stop(None) == 130
    monkeypatch.setattr(sys, "stderr", Closed())
    interrupts.say("A sentence.")  # nothing raised


@pytest.mark.slow
@pytest.mark.parametrize("point", ["import:hjerter_cli.console", "import:hjerter_cli.interrupts"])
def test_ctrl_c_as_python_m_hjerter_cli_starts_says_nothing_was_changed(tmp_path, point):
    """`python -m hjerter_cli` runs the launcher's lines: a Ctrl-C before the command takes SIGINT
    ends there too, in one sentence."""
    made(tmp_path / "data", "new", "-g", "g", "A", "B", "C", "D")
    result = stopped_at(tmp_path / "data", point, "show", launcher="-m")
    assert (result.returncode, result.stderr) == (130, "Cancelled; nothing was changed.\n"), result.stderr


@pytest.mark.slow
def test_importing_the_package_leaves_the_programs_ctrl_c_alone():
    """A program that imports hjerter (a test runner) keeps its own SIGINT handler; the command
    takes SIGINT in its first step, whatever the program is called."""
    from hjerter_cli import __version__

    code = (
        "import signal, sys; sys.argv = ['hjerter', '--version']; import hjerter_cli.console as console; "
        "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler); console.main(); "
        "print(signal.getsignal(signal.SIGINT).__qualname__)"
    )
    # Python takes SIGINT over only where it is not ignored: a suite run in the background of a
    # shell that ignores it still sees the program's own handler in the child.
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert result.stdout.split("\n") == ["True", f"hjerter {__version__}", "Interrupts.take", ""], result.stderr
