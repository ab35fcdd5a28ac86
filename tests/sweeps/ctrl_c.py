"""Ctrl-C at random moments of commands that change a game, and whether what each said was true.

Run by hand (not part of the test suite: its moments are random by design; the suite's own tests
stop a process at chosen points instead, tests/test_session.py):

    .venv/bin/python tests/sweeps/ctrl_c.py [--count 320] [--seed 1] [--big-table]

Each run starts `hjerter round`, `edit`, `undo` or `rename` (its launcher, as a user has it),
sends SIGINT after a random delay within the command's own running time, and compares the game
file before and after with what the command said; at the end, the Tab's index as the saves kept
it with one made again from the games. `--big-table`: the game is eight players with
two packs in partner pairs, instead of four with one pack. Printed: the counts of each outcome, and of
false sentences and tracebacks (exit 1 if there is any after hjerter's first line). A traceback
in Python's own start (a Ctrl-C while the interpreter imports its site, before any launcher runs)
is counted apart: no program in Python can take those.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HJERTER = Path(sys.executable).parent / "hjerter"
# Each command as it changes the game from the state it is in (`flipped`: whether round 1 holds
# the other tally, or Ann is called Anne, after the changes that were saved so far).
TABLES = {
    "one pack": (["Ann", "Bo", "Cy", "Di"], [], ["4", "q", "9", "0"], ["5", "q", "8", "0"]),
    "big table": (
        ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal"],
        ["--decks", "2", "--pairs"],
        ["5q", "4", "3", "6", "0", "8q", "0", "0"],
        ["4q", "5", "3", "6", "0", "8q", "0", "0"],
    ),
}
ROUND, OTHER = TABLES["one pack"][2], TABLES["one pack"][3]
COMMANDS = {
    "round": lambda flipped: ["round", *ROUND],
    "edit": lambda flipped: ["edit", "1", *(ROUND if flipped else OTHER)],
    "undo": lambda flipped: ["undo"],
    "rename": lambda flipped: ["rename", *(["Anne", "Ann"] if flipped else ["Ann", "Anne"])],
}


def run(env: dict[str, str], words: list[str], delay: float | None) -> tuple[int, str]:
    process = subprocess.Popen([HJERTER, *words], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if delay is not None:
        time.sleep(delay)
        process.send_signal(signal.SIGINT)
    _out, err = process.communicate(timeout=60)
    return process.returncode, err


def judged(code: int, err: str, changed: bool) -> str:
    """The outcome's name; `false: ...` when what was said (or not said) is untrue."""
    if "Traceback" in err:
        if "Fatal Python error: init_" in err:  # the interpreter's own start (its site), before any launcher
            return "traceback in Python's own start"
        # a frame in the package is after its first line; the launcher's lines before its guard are not
        return (
            "traceback after hjerter's first line"
            if "/hjerter_cli/" in err
            else "traceback before hjerter's first line"
        )
    if code == 0:
        return "done" if changed else "false: done, but the file did not change"
    if code == -signal.SIGINT:
        return "killed by SIGINT before Python took it"
    if err == "KeyboardInterrupt\n":  # raised before any Python code ran (no frame to show)
        return "the interpreter's KeyboardInterrupt before hjerter's first line"
    if code != 130:
        return f"false: exit {code}: {err.strip()}"
    if err.strip() == "Cancelled; nothing was changed.":
        return "cancelled before the save" if not changed else "false: 'nothing was changed', yet it was"
    if err.startswith("Stopped, but"):
        return "stopped after the save" if changed else "false: 'saved', yet nothing changed"
    return f"false: exit 130 saying {err.strip()!r}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=320)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--big-table", action="store_true", help="eight players, two packs, partner pairs")
    args = parser.parse_args()
    global ROUND, OTHER
    players, settings, ROUND, OTHER = TABLES["big table" if args.big_table else "one pack"]
    chance = random.Random(args.seed)
    data = Path(tempfile.mkdtemp(prefix="hjerter-sweep-"))
    env = {**os.environ, "HJERTER_DATA_DIR": str(data), "HJERTER_LANG": "en"}
    for words in (
        ["new", "-g", "g", "--target", "100000", *settings, *players],
        *[["round", *ROUND]] * 3,
        ["list"],  # the Tab's index, which every save then keeps
    ):
        subprocess.run([HJERTER, *words], env=env, check=True, capture_output=True)
    game = data / "games" / "g.toml"
    spans = {}
    for name, words in COMMANDS.items():  # each command's own running time here, undone at once
        started = time.monotonic()
        run(env, words(False), None)
        spans[name] = time.monotonic() - started
        run(env, words(True), None) if name in ("edit", "rename") else None
        run(env, ["redo" if name == "undo" else "undo"], None) if name in ("undo", "round") else None
    flipped = {"edit": False, "rename": False}
    outcomes: Counter[str] = Counter()
    by_command: Counter[tuple[str, str]] = Counter()
    for _number in range(args.count):
        name = chance.choice(list(COMMANDS))
        before = game.read_bytes()
        code, err = run(env, COMMANDS[name](flipped.get(name, False)), chance.uniform(0, spans[name] * 1.1))
        changed = game.read_bytes() != before
        outcome = judged(code, err, changed)
        if outcome.startswith(("false", "traceback after")):
            print(f"--- {name}: {outcome}\n{err}", file=sys.stderr)
        if name in flipped and changed:
            flipped[name] = not flipped[name]
        outcomes[outcome] += 1
        by_command[(name, outcome)] += 1
        if name == "undo" and game.read_bytes() != before:
            run(env, ["redo"], None)  # keep the game as long as it was
        if name == "round" and game.read_bytes() != before:
            run(env, ["undo"], None)
    print(
        f"{args.count} Ctrl-Cs, seed {args.seed}, {'the big table' if args.big_table else 'one pack'}; "
        "each command's time here: " + ", ".join(f"{name} {span:.2f} s" for name, span in spans.items())
    )
    for (name, outcome), count in sorted(by_command.items()):
        print(f"  {name:7} {outcome:45} {count:4}")
    false = sum(count for outcome, count in outcomes.items() if outcome.startswith("false"))
    after_first_line = outcomes["traceback after hjerter's first line"]
    print(f"false sentences: {false}; tracebacks after hjerter's first line: {after_first_line}")
    offered = index_as_made_again(data)
    print(f"the Tab's index after the sweep: {'as made again from the games' if offered else 'DIFFERS'}")
    return 1 if false or after_first_line or not offered else 0


def index_as_made_again(data: Path) -> bool:
    """Whether the Tab's index, as the interrupted saves left it, offers what one made again from
    the games offers."""
    import shutil

    from hjerter_cli.store import reindex, tabindex

    kept = tabindex.index(str(data)) or reindex.made_again(str(data))
    copy = Path(tempfile.mkdtemp(prefix="hjerter-sweep-copy-"))
    shutil.copytree(data / "games", copy / "games")
    made = reindex.made_again(str(copy))
    shutil.rmtree(copy)
    return (kept.names, kept.players) == (made.names, made.players)


if __name__ == "__main__":
    sys.exit(main())
