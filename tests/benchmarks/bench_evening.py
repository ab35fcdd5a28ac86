"""The club evening's speed: `evening standings` over an evening of 10 sittings at 10 tables, and
`evening next` drawing 40 players by `new-opponents`, as whole `hjerter` processes against the
floor (the smallest two-command Typer app) measured in the same run.

Run by hand (not part of the test suite):

    .venv/bin/python tests/benchmarks/bench_evening.py [--runs 20] [--instructions]

hjerter is installed as bench_cli.py installs it (a wheel in an environment of its own). The
evening is made in-process with this checkout's commands (40 players, tables of 4, one deal a
game, every table's game played, varied results); `evening next` is measured at sitting 9 of 10,
its plan put back before every run, so each run draws the same sitting. Budgets: standings within
1.5 of the floor, next within 2.0. CPU medians of alternating runs (children included) and, with
--instructions, callgrind's count (what the budgets are judged on when it is there).
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from typer.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_cli import Bench, instructions, run_once  # noqa: E402

from hjerter_cli.cli.app import app_for  # noqa: E402

PLAYERS = [f"P{number:02d}" for number in range(40)]
SITTINGS = 10


def hjerter_here(data: Path, *words: str) -> str:
    """One command of this checkout, in-process, against `data`; its output (it must succeed)."""
    result = CliRunner().invoke(app_for(list(words)), list(words), env={"HJERTER_DATA_DIR": str(data)})
    if result.exit_code != 0:
        raise SystemExit(f"{words}: {result.output}")
    return result.output


def play_sitting(data: Path, sitting: int, draw: random.Random) -> None:
    """Every table of the sitting plays its one deal (hearts 4, 9, 0 and the queen, seats at random)."""
    for table in range(1, len(PLAYERS) // 4 + 1):
        hjerter_here(data, "evening", "play", "bench", str(table))
        tallies = ["4", "q", "9", "0"]
        draw.shuffle(tallies)
        hjerter_here(data, "round", *tallies)


def make_evening(data: Path, played: int) -> None:
    """The evening `bench` with `played` sittings played and drawn (the last one drawn is played too)."""
    hjerter_here(
        data, "evening", "start", "bench", *PLAYERS, "--sittings", str(SITTINGS), "--deals", "1",
        "--seating", "new-opponents", "--seed", "bench",
    )  # fmt: skip
    draw = random.Random(7)
    for sitting in range(1, played + 1):
        play_sitting(data, sitting, draw)
        if sitting < played:
            hjerter_here(data, "evening", "next", "bench")


def compare_reset(baseline: tuple, command: tuple, runs: int, plan: Path, kept: bytes) -> tuple[float, float]:
    """Medians of CPU time of the two, alternating; the plan put back before each command."""
    base, cmd = [], []
    for _run in range(runs):
        base.append(run_once(*baseline)[1])
        plan.write_bytes(kept)
        cmd.append(run_once(*command)[1])
    return statistics.median(base), statistics.median(cmd)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="runs of each, alternating")
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    args = parser.parse_args()
    counted = args.instructions and shutil.which("valgrind") is not None
    work = Path(tempfile.mkdtemp(prefix="hjerter-bench-evening-"))
    try:
        bench = Bench(work)
        whole, before_next = work / "whole", work / "before-next"
        make_evening(whole, SITTINGS)
        make_evening(before_next, SITTINGS - 1)
        plan = before_next / "evenings" / "bench.toml"
        kept = plan.read_bytes()
        standings = bench.cmd("evening", "standings", "bench", data=whole)
        drawing = bench.cmd("evening", "next", "bench", data=before_next)
        print(f"{args.runs} runs each, alternating; medians. python {sys.version.split()[0]}")
        print(f"{'case':58} {'cpu':>6} {'instr':>8} {'budget':>6}")
        failures = 0
        for name, command, budget in [
            ("evening standings, 10 sittings x 10 tables (40 players)", standings, 1.5),
            ("evening next, 40 players by new-opponents (sitting 10)", drawing, 2.0),
        ]:
            base_cpu, cmd_cpu = compare_reset(bench.floor, command, args.runs, plan, kept)
            ratio = judged = cmd_cpu / base_cpu
            shown = ""
            if counted:
                plan.write_bytes(kept)
                judged = instructions(*command) / instructions(*bench.floor)
                shown = f"{judged:8.3f}"
            ok = judged <= budget
            failures += not ok
            print(f"{name:58} {ratio:6.2f} {shown:>8} {budget:6.2f}  {'ok' if ok else 'OVER'}")
        plan.write_bytes(kept)
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
