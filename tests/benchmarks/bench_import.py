"""`hjerter import` of a club's history in one call: the instructions a game costs, and that the
cost grows linearly with the games imported.

Run by hand (not part of the test suite; needs valgrind for --instructions):

    .venv/bin/python tests/benchmarks/bench_import.py [--instructions] [--games 200 2001]

hjerter is installed as bench_cli.py installs it (a wheel in an environment of its own). The
history is CSV sheets of 12 rounds for four players, as a spreadsheet of evenings saves them
(`;`, a byte order mark, a totals row), half of them as hjerter's own JSON. Each measurement
imports into an empty data dir of its own, so nothing is refused as taken.

A game's cost is the marginal one: (I(n) - I(1)) / (n - 1), with I(n) the instructions (callgrind,
user space; children too) of importing n files in one call. Linear: the cost a game between the
largest two counts is at most LINEAR times the cost a game up to the smaller. Budgets are judged
on instructions; without --instructions user CPU seconds are printed (the kernel's time for the
two fsyncs a game saves is not the program's work and grows with the file system's state, not
with hjerter's). Exits 1 when over a budget.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_cli import install, instructions

# Budgets: instructions a game at most (a CSV sheet or a JSON document of 12 rounds, read,
# checked, written atomically with its lock), and how far from linear the cost may drift.
PER_GAME = 6_000_000
LINEAR = 1.15
ROUNDS = ("4;13;9;0", "0;26;26;26", "1;2;3;20", "13;0;0;13")


def make_history(folder: Path, games: int, hjerter: Path, env: dict[str, str]) -> list[str]:
    """`games` files: CSV sheets, and every other one as the JSON `show --format json` wrote."""
    folder.mkdir(parents=True, exist_ok=True)
    sheet = folder / "model.csv"
    lines = ["\ufeffRunde;Ann;Bo;Cy;Di"] + [f"{n + 1};{ROUNDS[n % 4]}" for n in range(12)]
    totals = [sum(int(ROUNDS[n % 4].split(";")[seat]) for n in range(12)) for seat in range(4)]
    sheet.write_text("\r\n".join([*lines, "I alt;" + ";".join(map(str, totals))]) + "\r\n", encoding="utf-8")
    data = folder / "model-data"
    run_env = {**env, "HJERTER_DATA_DIR": str(data)}
    subprocess.run([hjerter, "import", "-g", "model", "--target", "1000", sheet], env=run_env, check=True)
    shown = subprocess.run(
        [hjerter, "show", "-g", "model", "--format", "json"], env=run_env, capture_output=True, text=True, check=True
    ).stdout
    document = json.loads(shown)
    paths = []
    for number in range(games):
        if number % 2:
            path = folder / f"evening-{number:04d}.json"
            path.write_text(shown.replace('"name": "model"', f'"name": "evening-{number:04d}"'), encoding="utf-8")
        else:
            path = folder / f"evening-{number:04d}.csv"
            shutil.copy(sheet, path)
        paths.append(str(path))
    assert document["rounds"][0]["sheet"] is True
    return paths


def measure(hjerter: Path, env: dict[str, str], paths: list[str], work: Path, counted: bool) -> float:
    """Instructions (or user CPU seconds) of importing `paths` in one call into an empty data dir."""
    data = work / f"data-{len(paths)}"
    shutil.rmtree(data, ignore_errors=True)
    command = [str(hjerter), "import", "--target", "1000", *paths]
    run_env = {**env, "HJERTER_DATA_DIR": str(data)}
    if counted:
        count = float(instructions(command, run_env))
    else:
        proc = subprocess.Popen(command, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _pid, status, usage = os.wait4(proc.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"import of {len(paths)} files failed")
        count = usage.ru_utime
    if len(list((data / "games").glob("*.toml"))) != len(paths):
        raise SystemExit(f"import of {len(paths)} files did not make {len(paths)} games")
    shutil.rmtree(data, ignore_errors=True)
    return count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instructions", action="store_true", help="count instructions with callgrind")
    parser.add_argument("--games", type=int, nargs="+", default=[200, 2001], help="the counts to import")
    args = parser.parse_args()
    counted = args.instructions and shutil.which("valgrind") is not None
    work = Path(tempfile.mkdtemp(prefix="hjerter-bench-import-"))
    try:
        _python, hjerter = install(work)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("HJERTER", "XDG_", "PYTHON"))}
        env.update(HOME=str(work / "home"), HJERTER_LANG="en")
        counts = sorted({1, *args.games})
        history = make_history(work / "history", max(counts), hjerter, env)
        found = {count: measure(hjerter, env, history[:count], work, counted) for count in counts}
        unit = "instructions" if counted else "user CPU s"
        for count in counts:
            print(f"import of {count:5d} files: {found[count]:16,.3f} {unit}")
        steps = list(zip(counts, counts[1:]))
        costs = [(found[high] - found[low]) / (high - low) for low, high in steps]
        for (low, high), cost in zip(steps, costs):
            print(f"a game, {low} to {high} files: {cost:14,.3f} {unit}")
        drift = costs[-1] / costs[0]
        print(f"linear: last step / first step {drift:.3f} (budget {LINEAR})")
        over = drift > LINEAR
        if counted:
            print(f"a game: {costs[-1]:,.0f} instructions (budget {PER_GAME:,})")
            over = over or costs[-1] > PER_GAME
        print("OVER" if over else "ok")
        return 1 if over else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
