"""Nothing lost: concurrent writers, kill -9 during saves, and random command lines."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from collections import Counter

import pytest
from hypothesis import strategies as st

from hjerter_cli.store import gamefile, paths, writing
from tests.processes import HJERTER, env_for, made, run, stopped_at

pytestmark = pytest.mark.slow  # real processes, races and kills

WRITERS = 4
ROUNDS_EACH = 4  # Ann=writer, Bo=turn: writer + turn stays within 13 hearts


def test_concurrent_writers_lose_no_round(tmp_path):
    """WRITERS shells each add ROUNDS_EACH rounds to one game at once; every (writer, turn) tally is distinct."""
    data = tmp_path / "data"
    made(data, "new", "-g", "race", "--target", "100000", "Ann", "Bo", "Cy", "Di")
    env = env_for(data, HJERTER=HJERTER, HJERTER_LOCK_TIMEOUT="60")
    procs = [
        subprocess.Popen(
            [
                "bash",
                "-c",
                "; ".join(
                    f'"$HJERTER" round -g race Ann={writer} Bo={turn} Cy={13 - writer - turn} Di=q >/dev/null || exit 1'
                    for turn in range(ROUNDS_EACH)
                ),
            ],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for writer in range(WRITERS)
    ]
    for proc in procs:
        _out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
    data_json = json.loads(run(data, "show", "-g", "race", "--format", "json").stdout)
    seen = Counter((r["hearts"]["Ann"], r["hearts"]["Bo"]) for r in data_json["rounds"])
    assert seen == Counter((w, t) for w in range(WRITERS) for t in range(ROUNDS_EACH))


# Points of a `round` process where it locks, backs up and saves (tests/test_session.py names the
# steps of a save), each chosen, not aimed at by time.
KILL_POINTS = [
    "import:hjerter_cli.store.lock",
    "call:fsync:1:before",
    "call:link:1:after",
    "call:replace:1:after",
    "call:replace:2:before",
    "call:replace:2:after",
    "call:fsync:2:after",
]


def test_kill_9_during_saves_never_leaves_a_broken_game_or_a_stale_lock(tmp_path):
    """kill -9 at each point of a save: the game is the old one or the new one, never half a file,
    and no lock is left that would keep the next writer out."""
    data = tmp_path / "data"
    made(data, "new", "-g", "k", "--target", "100000", "Ann", "Bo", "Cy", "Di")
    made(data, "round", "-g", "k", "4", "q", "9", "0")
    path = data / "games" / "k.toml"
    saved = 1
    for point in KILL_POINTS:
        result = stopped_at(data, point, "round", "-g", "k", "4", "q", "9", "0", sig=signal.SIGKILL)
        assert result.returncode == -signal.SIGKILL, (point, result.stderr)
        _game, scored = gamefile.load(path)  # always a whole game, never half a file
        assert len(scored.rounds) == saved + (point in ("call:replace:2:after", "call:fsync:2:after")), point
        saved = len(scored.rounds)
        # No stale lock: with no patience at all, the next writer gets in.
        result = run(data, "round", "-g", "k", "4", "q", "9", "0", HJERTER_LOCK_TIMEOUT="0")
        assert result.returncode == 0, (point, result.stderr)
        saved += 1


WORDS = st.sampled_from(
    [
        "4",
        "q",
        "9",
        "0",
        "13q",
        "0t",
        "j",
        "k",
        "a",
        "Ann=4",
        "Bo=q",
        "Cy=9",
        "Di=0",
        "-",
        "1",
        "2",
        "99",
        "-1",
        "4.5",
        "٣",
        "x",
        "../x",
        "g",
        "other",
        "Ann",
        "\x1b[2J",
        "a\nb",
        " ",
        "",
        "=",
        "Zed=1",
        "q" * 30,
        "9" * 30,
        "--moon",
        "plus",
        "minus",
        "--sun",
        "--dry-run",
        "--queen",
        "--bonus",
        "--ten",
        "--format",
        "json",
        "csv",
        "markdown",
        "text",
        "table",
        "--yes",
        "-g",
        "--game",
        "--file",
        "--target",
        "--omnibus",
        "--scoring",
        "by-value",
        "black-maria",
        "--ties",
        "share",
        "--passing",
        "none",
        "--dealer",
        "--one-below",
        "--bogus",
        "-h",
    ]
)
COMMANDS = st.sampled_from(
    ["new", "round", "show", "undo", "redo", "edit", "list", "use", "delete", "rules", "frob", "--version"]
)


@st.composite
def valid_round(draw) -> list[str]:
    """Tallies that score: 13 hearts dealt among Ann, Bo, Cy, Di, and somebody's q."""
    counts = [0, 0, 0, 0]
    for seat in draw(st.lists(st.integers(0, 3), min_size=13, max_size=13)):
        counts[seat] += 1
    words = [str(count) for count in counts]
    words[draw(st.integers(0, 3))] += "q"
    return words


ENTRY = st.builds("{}{}".format, st.sampled_from(["", "0", "4", "9", "13", "14"]), st.sampled_from(["", "q", "j", "t"]))
COMMAND_LINES = st.one_of(
    st.tuples(COMMANDS, st.lists(WORDS, max_size=8)),  # anything at all
    st.tuples(st.just("round"), valid_round()),
    st.tuples(st.just("round"), st.lists(ENTRY, min_size=3, max_size=5)),
    st.tuples(
        st.just("edit"),
        st.tuples(st.sampled_from(["0", "1", "2", "9"]), valid_round()).map(lambda pair: [pair[0], *pair[1]]),
    ),
    st.tuples(st.sampled_from(["undo", "redo", "rules", "list"]), st.just([])),
    st.tuples(
        st.just("show"),
        st.sampled_from(["table", "text", "markdown", "csv", "json"]).map(lambda form: ["--format", form]),
    ),
)


# Random command lines: tests/test_fuzz.py draws them (with random standard input too).


def _stop_at(name: str, occurrence: int, signal_fd: int) -> None:
    """Make the `occurrence`-th call of os.<name> tell the parent and then hang, waiting for its kill."""
    import os

    real, real_write, calls = getattr(os, name), os.write, []

    def stop_here(*args):
        calls.append(args)
        if len(calls) == occurrence:
            real_write(signal_fd, b"x")
            time.sleep(60)
        return real(*args)

    setattr(os, name, stop_here)


# The new game is written and synced first, then the old one is linked as the backup's temp,
# the backup replaced, and last the game replaced.
SAVE_STEPS = [("write", 1), ("fsync", 1), ("link", 1), ("replace", 1), ("replace", 2)]


def test_kill_9_at_every_step_of_a_save_leaves_the_old_or_the_new_game(tmp_path):
    """A child process saves, is stopped at each system call of the save in turn, and is killed there.

    Each (call, occurrence) of SAVE_STEPS is one step of a save, in order.
    """
    import os

    from hjerter_cli.core.game import add_round, new_game
    from tests.helpers import PLAYERS, tally

    old = new_game(PLAYERS[4], started="2026-11-30T20:00:00+01:00")
    new, _sheet = add_round(old, tally([4, 0, 9, 0], queen=1))
    for name, occurrence in SAVE_STEPS:
        path = tmp_path / f"{name}-{occurrence}.toml"
        writing.save(path, old)
        writing.save(path, old)  # so a backup exists too
        ready, signal_write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: save, stopping for good at the chosen call
            _stop_at(name, occurrence, signal_write)
            writing.save(path, new)
            os._exit(0)
        os.close(signal_write)  # so a child that never reaches the step ends the read
        assert os.read(ready, 1) == b"x", (name, occurrence)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(ready)
        game, _scored = gamefile.load(path)
        assert game in (old, new), (name, occurrence)
        assert gamefile.load(paths.backup_path(path))[0] in (old, new)
        writing.save(path, new)  # the next save clears what the killed one left
        assert not list(tmp_path.glob(f".{path.name}*.tmp"))
