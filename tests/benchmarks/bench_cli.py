"""Start-up and scaling of whole `hjerter` processes, against a floor measured in the same run.

Run by hand (not part of the test suite):

    .venv/bin/python tests/benchmarks/bench_cli.py [--runs 40]

Each case alternates its baseline and its command, --runs times each, and compares medians:
the floor is the smallest Typer app with two commands on the same interpreter. Budgets are
judged on CPU time (user + system), which other load on a shared machine disturbs far less
than wall time; wall-time ratios are printed beside them. Peak memory is each process's max
RSS. Exits 1 when a ratio is over its budget.

With --instructions (needs valgrind), each process also runs once under callgrind, and the
ratio of instructions executed is printed: a count that no other load on the machine changes.
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import hjerter_cli
from hjerter_cli import store
from hjerter_cli.core.game import MAX_ROUNDS, new_game
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import Tally

FLOOR_APP = """
import typer

app = typer.Typer()


@app.command()
def hello(name: str = "table") -> None:
    print(f"hello {name}")


@app.command()
def bye() -> None:
    print("bye")


app()
"""

ROUNDS = [Tally((4, 0, 9, 0), (("queen", 1),)), Tally((1, 2, 3, 7), (("queen", 3),))]


def make_game(rounds: int) -> object:
    game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=100_000))
    return game._replace(rounds=tuple(ROUNDS[n % 2] for n in range(rounds)))


def make_data_dir(folder: Path, games: int, rounds: int) -> Path:
    store.make_dirs(folder)
    for number in range(games):
        store.save(store.game_path(folder, f"game-{number:03d}"), make_game(rounds))
    store.set_current(folder, "game-000")
    return folder


def run_once(argv: list[str], env: dict[str, str], stdin: Path | None = None) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds and peak RSS (KiB) of one whole process (a refusal, exit 1, is a
    result too where standard input is given: `round -` refusing a line)."""
    started = time.perf_counter()
    with open(stdin or os.devnull, "rb") as given:
        proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=given)
        _pid, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in ((0, 1) if stdin else (0,)):
        raise SystemExit(f"{argv} exited {proc.returncode}")
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def instructions(argv: list[str], env: dict[str, str], stdin: Path | None = None) -> int:
    """Instructions one whole process executes, counted by valgrind's callgrind."""
    with open(stdin or os.devnull, "rb") as given:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            stdin=given,
            text=True,
            check=False,
        )
    return int(result.stderr.split("Collected :")[1].split()[0])


def compare(baseline: tuple, command: tuple, runs: int):
    """Alternate the two, `runs` times each; medians of wall time, CPU time and peak memory, as ratios."""
    samples: dict[str, list[tuple[float, float, int]]] = {"base": [], "cmd": []}
    run_once(*baseline)
    run_once(*command)  # warm the file cache for both
    for _run in range(runs):
        samples["base"].append(run_once(*baseline))
        samples["cmd"].append(run_once(*command))
    medians = {key: [statistics.median(column) for column in zip(*rows)] for key, rows in samples.items()}
    (base_wall, base_cpu, base_mem), (cmd_wall, cmd_cpu, cmd_mem) = medians["base"], medians["cmd"]
    return base_cpu, cmd_cpu, cmd_wall / base_wall, cmd_mem / base_mem


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    args = parser.parse_args()

    # An installed package has its bytecode compiled; make sure this checkout does too.
    compileall.compile_dir(Path(hjerter_cli.__file__).parent, quiet=1)
    hjerter = shutil.which("hjerter", path=str(Path(sys.executable).parent)) or shutil.which("hjerter")
    if hjerter is None:
        raise SystemExit("install hjerter first (README: the install command)")
    work = Path(tempfile.mkdtemp(prefix="hjerter-bench-"))
    try:
        floor_file = work / "floor.py"
        floor_file.write_text(FLOOR_APP, encoding="utf-8")
        base_env = {k: v for k, v in os.environ.items() if not k.startswith(("HJERTER", "_HJERTER", "NO_COLOR"))}
        small = make_data_dir(work / "small", games=1, rounds=10)
        big = make_data_dir(work / "big", games=1, rounds=400)
        five = make_data_dir(work / "five", games=5, rounds=10)
        many = make_data_dir(work / "many", games=200, rounds=10)
        largest = make_data_dir(work / "largest", games=1, rounds=MAX_ROUNDS)
        twenty = make_data_dir(work / "twenty", games=20, rounds=10)
        largest_target = make_data_dir(work / "open", games=1, rounds=0)
        for folder in (many, twenty, five):
            subprocess.run(
                [hjerter, "list"],
                env={**base_env, "HJERTER_DATA_DIR": str(folder)},
                check=True,
                stdout=subprocess.DEVNULL,
            )  # the summary cache, as after any first list or stats

        def cmd(data: Path, *words: str, **extra: str) -> tuple[list[str], dict[str, str]]:
            return [hjerter, *words], {**base_env, "HJERTER_DATA_DIR": str(data), "HJERTER_LANG": "en", **extra}

        # round -: the time to check an input grows with its size alone (a 10 MB line is refused
        # unread; a line is at most 4,096 characters, so shell-style splitting stays linear).
        for name, text in (
            ("lines-200.txt", "4 q 9 0\n" * 200),
            ("lines-2000.txt", "4 q 9 0\n" * 2000),
            ("word-10k.txt", "4" * 10_000 + "\n"),
            ("word-10m.txt", "4" * 10_000_000 + "\n"),
        ):
            (work / name).write_text(text, encoding="utf-8")

        def lines(name: str) -> tuple[list[str], dict[str, str], Path]:
            argv, env = cmd(largest_target, "round", "-", "--dry-run")
            return argv, env, work / name

        floor = ([sys.executable, str(floor_file), "hello"], base_env)
        completion = {"_HJERTER_COMPLETE": "complete_bash", "COMP_WORDS": "hjerter use game-0", "COMP_CWORD": "2"}
        against_floor = [
            ("show --format json", cmd(small, "show", "--format", "json"), 1.30),
            ("show --format text", cmd(small, "show", "--format", "text"), 1.30),
            ("round ... --dry-run", cmd(small, "round", "4", "q", "9", "0", "--dry-run"), 1.30),
            ("completion (bash, use)", cmd(five, **completion), 1.30),
            ("show (table)", cmd(small, "show"), 2.0),
            ("--help", cmd(small, "--help"), 2.0),
            ("stats, 200 games", cmd(many, "stats"), 2.0),
            ("show --format chart", cmd(small, "show", "--format", "chart"), 1.30),
            ("show --format html", cmd(small, "show", "--format", "html"), 1.50),
        ]
        scaling = [
            (
                "show --format json: 400 rounds / 10",
                cmd(small, "show", "--format", "json"),
                cmd(big, "show", "--format", "json"),
                1.5,
            ),
            ("list: 200 games / 5", cmd(five, "list"), cmd(many, "list"), 2.5),
            ("round -: 2,000 lines / 200", lines("lines-200.txt"), lines("lines-2000.txt"), 4.0),
            ("round -: one 10 MB word / 10 KB (refused)", lines("word-10k.txt"), lines("word-10m.txt"), 1.5),
            ("stats: 200 games / 20", cmd(twenty, "stats"), cmd(many, "stats"), 1.5),
            (
                "show --format text: 5,000 rounds / 10",
                cmd(small, "show", "--format", "text"),
                cmd(largest, "show", "--format", "text"),
                10.0,  # the largest game a file may hold; its absolute time is printed too
            ),
        ]
        # Danish against English, case by case: judged on instructions (valgrind), which no other
        # load on the machine changes, since 2% is far inside the run-to-run spread of times.
        in_danish = [
            (f"{name} (da / en)", command, (command[0], {**command[1], "HJERTER_LANG": "da"}), 1.02)
            for name, command, _budget in against_floor
        ]
        counted_danish = shutil.which("valgrind") is not None
        failures = 0
        print(f"{args.runs} runs each, alternating; medians. python {sys.version.split()[0]}")
        print(
            f"{'case':38} {'base cpu':>8} {'cmd cpu':>8} {'ratio':>6} {'budget':>6} {'wall':>6}  "
            f"{'memory':>6} {'budget':>6}"
        )
        cases = [(name, floor, command, budget, 1.2) for name, command, budget in against_floor]
        cases += [(name, baseline, command, budget, None) for name, baseline, command, budget in scaling]
        for name, baseline, command, budget, memory_budget in cases:
            base_cpu, cmd_cpu, wall_ratio, mem_ratio = compare(baseline, command, args.runs)
            ratio = cmd_cpu / base_cpu
            ok = ratio <= budget and (memory_budget is None or mem_ratio <= memory_budget)
            failures += not ok
            memory = f"{mem_ratio:6.2f} {memory_budget:6.2f}" if memory_budget else f"{'':6} {'':6}"
            counted = ""
            if args.instructions:
                counted = f"  instructions {instructions(*command) / instructions(*baseline):.3f}"
            print(
                f"{name:38} {base_cpu * 1000:6.1f}ms {cmd_cpu * 1000:6.1f}ms {ratio:6.2f} {budget:6.2f} "
                f"{wall_ratio:6.2f}  {memory}  {'ok' if ok else 'OVER'}{counted}"
            )
        print("Danish against English" + (" (instructions)" if counted_danish else " (CPU time; no valgrind)"))
        for name, english, danish, budget in in_danish:
            if counted_danish:
                ratio = instructions(*danish) / instructions(*english)
            else:
                base_cpu, cmd_cpu, _wall, _mem = compare(english, danish, args.runs)
                ratio = cmd_cpu / base_cpu
            ok = ratio <= budget
            failures += not ok
            print(f"{name:52} {ratio:6.3f} {budget:6.2f}  {'ok' if ok else 'OVER'}")
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
