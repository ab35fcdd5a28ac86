"""`hjerter club sync` against the git commands it needs, run alone, on the same repository state.

Run by hand (not part of the test suite; needs git):

    .venv/bin/python tests/benchmarks/bench_sync.py [--runs 5] [--only TEXT] [--dir DIR] [--trace] [--instructions]

hjerter is measured as a user has it, installed as bench_cli.py installs it (the checkout built
into a wheel, in an environment of its own). HOME is a folder of the run's own whose .gitconfig
names the committer. The club's repository is a bare one reached by its path, and this table's
clone of it is the club's folder of a data dir (the file `club` beside the games, as `hjerter club
DIR` writes it). The games are made by hjerter's own code as bench_cli.py's `make_history` makes
them (four of twelve players, 10 rounds each, drawn the same every run), each named as a save in
a club names it (store/club.py `file_name` of its `identity`): 1,000 the club held before, and
5,000 another table pushed since. The clone's own game is saved by the installed `hjerter` (`new`,
`round`), so its club copy is the one a save writes.

The cases, each against the git commands a person would type for it:
- 5,000 games in, fast-forward (the clone behind, nothing of its own): `git pull --rebase && git
  push` (the push has nothing to send);
- 5,000 games in, one of our own committed (diverged: a join): the same;
- 5,000 games in, one of our own saved, not yet committed (a save's club copy, as a sync finds it
  after an evening): `git add -A games && git commit` first;
- nothing new: `git pull --rebase && git push` with nothing to do.

Each state is made once; every run (hjerter's or git's) starts from an identical copy of it, made
fresh in the same place (the same paths: the remote's and the club's) with the index refreshed
and the copy written to the disk, before the clock starts. A case alternates its baseline and
`hjerter club sync`, --runs times each after one untimed run of each (whose outcome is checked:
the clone clean, every game in its commit, the remote's branch at that commit), and compares
medians of CPU time (user + system, children included: every git process) and wall time. Exits 1
when a ratio is over its budget.

The files go to /dev/shm where there is one (--dir names another place): checking out 5,000 files
costs the kernel the same for git and for hjerter, and on a disk that cost is large and varies
from run to run, so that it hides what hjerter adds. The floor, the smallest Typer app's start-up
(bench_cli.py's), is measured in the same run; x-floor is (hjerter's CPU - the floor) / git's:
what hjerter does beyond starting a Typer program, against git.

With --instructions, each case's instructions are counted too (callgrind, every process each
starts: hjerter's and git's; the kernel's work, such as looking at every file of the work tree,
is not counted), which do not depend on the machine's load as its CPU time does; --runs 0 counts
them alone. Counted for the case of nothing new (`--only "nothing new"`): under callgrind git is
some fifty times slower, and bringing in 5,000 games runs past hjerter's time limit of a git
command (store/clubgit.py LIMIT), which stops it.

With --trace, one more run of each case writes git's trace2 event log (`trace2.eventTarget` in the
run's .gitconfig: hjerter passes no GIT_* variable on), and the time of each git command is
printed, with the time of the whole run that was spent in git.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_cli import FLOOR_APP, install, instructions, make_history, run_once

from hjerter_cli.store import club, paths

SHARED = 1_000  # games the club held before (both sides have them)
INCOMING = 5_000  # games another table pushed since
BUDGET = 1.5
MEMORY = "/dev/shm"  # a file system in memory: creating 5,000 files costs the kernel little, and the same each run
PULL = 'cd "$1" && git pull -q --rebase && git push -q'
COMMIT_PULL = 'cd "$1" && git add -A games && git commit -q -m "the club\'s games" && ' + PULL[len('cd "$1" && ') :]


class States:
    """The run's places: each state of the repository kept once, and copied to `run` for each run."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.python, self.hjerter = install(work)
        self.home = work / "home"
        self.home.mkdir()
        self.gitconfig = "[user]\n\tname = Table\n\temail = table@example.invalid\n[init]\n\tdefaultBranch = main\n"
        (self.home / ".gitconfig").write_text(self.gitconfig, encoding="utf-8")
        self.env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("HJERTER", "_HJERTER", "GIT_", "XDG_", "PYTHON"))
        }
        self.run = work / "run"
        self.origin, self.clone, self.data = self.run / "origin.git", self.run / "clone", self.run / "data"
        self.env.update(
            HOME=str(self.home),
            HJERTER_LANG="en",
            HJERTER_DATA_DIR=str(self.data),
            PATH=f"{self.hjerter.parent}:/usr/bin:/bin",
        )
        self.games = history_files(work / "history", SHARED + INCOMING)
        (work / "floor.py").write_text(FLOOR_APP, encoding="utf-8")
        self.floor = ([str(self.python), str(work / "floor.py"), "hello"], self.env)

    def git(self, where: Path, *words: str) -> str:
        done = subprocess.run(["git", *words], cwd=where, env=self.env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"git {' '.join(words)}: {done.stderr.strip()}")
        return done.stdout

    def hjerter_ok(self, *words: str) -> None:
        done = subprocess.run([str(self.hjerter), *words], env=self.env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"hjerter {' '.join(words)}: {done.stderr.strip()}")

    def keep(self, name: str) -> None:
        shutil.copytree(self.run, self.work / "states" / name, symlinks=True)

    def restore(self, name: str) -> None:
        """The state `name` at `run`, as if it had always been there (the clone's index current)."""
        shutil.rmtree(self.run, ignore_errors=True)
        shutil.copytree(self.work / "states" / name, self.run, symlinks=True)
        self.git(self.clone, "update-index", "-q", "--refresh")
        os.sync()  # the copy's writes on the disk before the clock starts, not during the run

    def make(self) -> None:
        """behind: the clone at the club's first commit, the remote 5,000 games further; diverged:
        the same with a game of the clone's own committed; saved: that game saved, not committed;
        current: the clone at the remote's commit."""
        self.git(self.work, "init", "-q", "--bare", str(self.origin))
        other = self.work / "other"
        self.git(self.work, "clone", "-q", str(self.origin), str(other))
        self.add(other, self.games[:SHARED], "the club's games")
        self.git(self.work, "clone", "-q", str(self.origin), str(self.clone))
        self.hjerter_ok("club", str(self.clone))
        self.add(other, self.games[SHARED:], "another table's games")
        self.keep("behind")
        self.hjerter_ok("new", "Ann", "Bo", "Cy", "Di")
        self.hjerter_ok("round", "4", "q", "9", "0")
        if len(self.git(self.clone, "status", "--porcelain", "--untracked-files=all").splitlines()) != 1:
            raise SystemExit("the save wrote no club copy")
        self.keep("saved")
        self.git(self.clone, "add", "-A", "games")
        self.git(self.clone, "commit", "-q", "-m", "this table's game")
        self.keep("diverged")
        self.restore("behind")
        self.git(self.clone, "pull", "-q", "--ff-only")
        self.keep("current")

    def add(self, other: Path, games: list[tuple[str, bytes]], message: str) -> None:
        (other / "games").mkdir(exist_ok=True)
        for name, data in games:
            (other / "games" / name).write_bytes(data)
        self.git(other, "add", "-A", "games")
        self.git(other, "commit", "-q", "-m", message)
        self.git(other, "push", "-q", "origin", "HEAD:main")

    def sync(self) -> tuple[list[str], dict[str, str]]:
        return [str(self.hjerter), "club", "sync"], self.env

    def by_hand(self, script: str) -> tuple[list[str], dict[str, str]]:
        return ["sh", "-c", script, "sh", str(self.clone)], self.env

    def check(self, name: str, files: int) -> None:
        """After a run: the clone clean, `files` games in its commit, the remote's branch at it."""
        if self.git(self.clone, "status", "--porcelain", "--untracked-files=all").strip():
            raise SystemExit(f"{name}: the clone is not clean after the run")
        held = len(self.git(self.clone, "ls-tree", "-r", "--name-only", "HEAD", "--", "games").splitlines())
        if held != files:
            raise SystemExit(f"{name}: {held} games in the clone's commit (expected {files})")
        if self.git(self.clone, "rev-parse", "HEAD") != self.git(self.origin, "rev-parse", "main"):
            raise SystemExit(f"{name}: the remote's branch is not at the clone's commit")


def history_files(folder: Path, games: int) -> list[tuple[str, bytes]]:
    """A club's history as the club's files: (file name, bytes), oldest first."""
    make_history(folder, games)
    found = []
    for path in sorted(Path(paths.games_dir(folder)).glob("game-*.toml")):
        data = path.read_bytes()
        game = club.parse(data)
        if game is None:
            raise SystemExit(f"{path} is no game")
        found.append((club.file_name(club.identity(game.players, game.started)), data))
    return found


def timed(states: States, state: str, command: tuple[list[str], dict[str, str]]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of a command on a fresh copy of the state."""
    states.restore(state)
    wall, cpu, _memory = run_once(*command)
    return wall, cpu


def compare(states: States, state: str, baseline: tuple, command: tuple, runs: int, files: int) -> list[float]:
    """Medians of the baseline's and the command's wall and CPU seconds (alternating, `runs` each)."""
    for name, each in (("git", baseline), ("hjerter", command)):
        timed(states, state, each)
        states.check(f"{state}, {name}", files)
    samples: dict[str, list[tuple[float, float]]] = {"base": [], "cmd": []}
    for _run in range(runs):
        samples["base"].append(timed(states, state, baseline))
        samples["cmd"].append(timed(states, state, command))
    return [statistics.median(column) for key in ("base", "cmd") for column in zip(*samples[key])]


def trace(states: States, state: str, command: tuple) -> tuple[float, float, list[tuple[str, float, int]]]:
    """One run with git's trace2 event log: its wall seconds, those spent in the git processes it
    started itself, and (git command, seconds, times run) of each, longest first. A git process
    that git starts (upload-pack, receive-pack, index-pack ...) is listed in its own right and
    counted inside its parent's time too."""
    log = states.work / "trace2.json"
    log.unlink(missing_ok=True)
    config = states.home / ".gitconfig"
    states.restore(state)
    config.write_text(states.gitconfig + f"[trace2]\n\teventTarget = {log}\n", encoding="utf-8")
    try:
        wall = run_once(*command)[0]
    finally:
        config.write_text(states.gitconfig, encoding="utf-8")
    names: dict[str, str] = {}
    seconds: collections.Counter[str] = collections.Counter()
    counts: collections.Counter[str] = collections.Counter()
    in_git = 0.0
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        event = json.loads(line)
        if event.get("event") == "start":
            names[event["sid"]] = git_words(event["argv"])
        elif event.get("event") == "exit" and event["sid"] in names:
            seconds[names[event["sid"]]] += event["t_abs"]
            counts[names[event["sid"]]] += 1
            in_git += event["t_abs"] if "/" not in event["sid"] else 0.0
    return wall, in_git, [(name, seconds[name], counts[name]) for name, _ in seconds.most_common()]


def git_words(argv: list[str]) -> str:
    """A git command's first words, without the `-c NAME=VALUE` before them."""
    first = os.path.basename(argv[0])
    words, skip = [] if first == "git" else [first], False
    for word in argv[1:]:
        if skip or word == "-c":
            skip = word == "-c"
            continue
        words.append(word)
    return " ".join(words[:3])


def cases(states: States) -> list[tuple[str, str, tuple, int]]:
    """(name, state, baseline, games in the clone's commit after) of each case."""
    whole = SHARED + INCOMING
    return [
        ("5,000 games in, fast-forward", "behind", states.by_hand(PULL), whole),
        ("5,000 games in, one of our own committed", "diverged", states.by_hand(PULL), whole + 1),
        ("5,000 games in, one of our own saved", "saved", states.by_hand(COMMIT_PULL), whole + 1),
        ("nothing new", "current", states.by_hand(PULL), whole),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each, alternating")
    parser.add_argument("--only", default="", help="only the cases whose name holds this text")
    parser.add_argument("--dir", default=None, help="where the run's files go (default: /dev/shm where there is one)")
    parser.add_argument("--trace", action="store_true", help="also time each git command (trace2), one run each")
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    args = parser.parse_args()
    if shutil.which("git") is None:
        raise SystemExit("git is not installed")
    where = args.dir or (MEMORY if os.access(MEMORY, os.W_OK) else None)
    work = Path(tempfile.mkdtemp(prefix="hjerter-bench-sync-", dir=where))
    try:
        states = States(work)
        states.make()
        print(f"{args.runs} runs each, alternating; medians. python {sys.version.split()[0]}, {git_version()}")
        run_once(*states.floor)
        floor = statistics.median(run_once(*states.floor)[1] for _ in range(max(args.runs, 5)))
        print(f"in {work.parent}; the floor (a Typer app's start-up): {floor:.3f} s CPU")
        head = f"{'case':42} {'git cpu':>8} {'git wall':>8} {'cpu':>8} {'wall':>8} {'cpu x':>6} {'wall x':>6}"
        print(f"{head} {'x-floor':>7} {'budget':>6}")
        failures = 0
        for name, state, baseline, files in cases(states):
            if args.only not in name:
                continue
            if args.instructions:
                counted(states, name, state, baseline)
            if not args.runs:
                continue
            base_wall, base_cpu, wall, cpu = compare(states, state, baseline, states.sync(), args.runs, files)
            ok = cpu / base_cpu <= BUDGET
            failures += not ok
            figures = f"{base_cpu:8.2f} {base_wall:8.2f} {cpu:8.2f} {wall:8.2f}"
            ratios = f"{cpu / base_cpu:6.2f} {wall / base_wall:6.2f} {(cpu - floor) / base_cpu:7.2f} {BUDGET:6.2f}"
            print(f"{name:42} {figures} {ratios}  {'ok' if ok else 'OVER'}")
            if args.trace:
                show_trace(states, state, (("git", baseline), ("hjerter", states.sync())))
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def counted(states: States, name: str, state: str, baseline: tuple) -> None:
    """Instructions of the git commands alone, of `hjerter club sync` and of the floor, each on a
    fresh copy of the state."""
    figures = []
    for command in (baseline, states.sync(), states.floor):
        states.restore(state)
        figures.append(instructions(*command))
    git, hjerter, floor = figures
    print(f"{name:42} instructions: git {git / 1e6:.1f} M, hjerter {hjerter / 1e6:.1f} M ({hjerter / git:.2f} x),")
    print(f"{'':42} the floor {floor / 1e6:.1f} M, hjerter beyond it {(hjerter - floor) / git:.2f} x git's")


def show_trace(states: States, state: str, commands: tuple[tuple[str, tuple], ...]) -> None:
    for who, command in commands:
        wall, in_git, found = trace(states, state, command)
        print(f"    {who}: {wall:.3f} s wall, {in_git:.3f} s of it in the git processes it started")
        for name, seconds, count in found:
            print(f"    {who:8} {name:40} {seconds:7.3f} s  {count:3d}x")


def git_version() -> str:
    return subprocess.run(["git", "--version"], capture_output=True, text=True, check=True).stdout.strip()


if __name__ == "__main__":
    sys.exit(main())
