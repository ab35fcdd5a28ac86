"""Start-up and scaling of whole `hjerter` processes and of Tab presses, against a floor measured
in the same run.

Run by hand (not part of the test suite):

    .venv/bin/python tests/benchmarks/bench_cli.py [--runs 40] [--instructions]

hjerter is measured as a user has it: the checkout is built into a wheel and installed into a
fresh environment of its own (with its launcher, bin/hjerter, as pip installs it), beside the floor: the
smallest Typer app with two commands, on that same interpreter. The data dir is the default one
(a HOME of the run's own; platformdirs' place) unless a case names HJERTER_DATA_DIR, and the game
has 20 rounds.

Each case alternates its baseline and its command, --runs times each, and compares medians of CPU
time (user + system, children included), which other load on a shared machine disturbs far less
than wall time; wall-time ratios are printed beside them. With --instructions (needs valgrind),
each process also runs once under callgrind, children too, and the ratio of instructions executed
is printed: a count that no other load on the machine changes, and the figure budgets are judged
on when it is there. Exits 1 when a ratio is over its budget.

A Tab press is measured as bash makes it: a bash process loads the completion script and calls
it for one command line (COMP_WORDS as bash sets them), with every process that starts. The
answer of each is checked too, and for command words, options and fixed values that no hjerter
process started.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from hjerter_cli.core.game import MAX_ROUNDS, new_game
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import Tally
from hjerter_cli.store import paths, writing

ROOT = Path(__file__).resolve().parent.parent.parent
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
# One Tab press in bash: the script loaded, COMP_* set as bash sets them for the line, the answer printed.
TAB = """
source "$1"
COMP_LINE=$2
COMP_POINT=${#2}
read -ra COMP_WORDS <<< "$2"
[[ $2 == *' ' ]] && COMP_WORDS+=('')
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_hjerter hjerter
printf '%s\\n' "${COMPREPLY[@]}"
"""

ROUNDS = [Tally((4, 0, 9, 0), (("queen", 1),)), Tally((1, 2, 3, 7), (("queen", 3),))]


def make_game(rounds: int) -> object:
    game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=100_000))
    return game._replace(rounds=tuple(ROUNDS[n % 2] for n in range(rounds)))


TWELVE = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon", "Kim", "Lis")


def make_big_table(folder: Path, rounds: int = 30) -> Path:
    """A data dir whose current game is twelve players, two packs, in pairs opposite: `rounds` rounds."""
    from hjerter_cli.core.game import add_round
    from hjerter_cli.core.settings import check_settings

    pairs = tuple((TWELVE[seat], TWELVE[seat + 6]) for seat in range(6))
    game = new_game(TWELVE, check_settings(Settings(decks=2, pairs=pairs, target=100_000), TWELVE))
    for number in range(rounds):
        hearts = [0] * 12
        for step in range(26):
            hearts[(number * 5 + step * 7) % 12] += 1
        cards = (("queen", number % 12), ("queen", (number * 7 + 3) % 12))
        game, _sheet = add_round(game, Tally(tuple(hearts), cards))
    writing.make_dirs(folder)
    writing.save(paths.game_path(folder, "big"), game)
    writing.set_current(folder, "big")
    return folder


CLUB = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal")


def make_club(folder: Path, games: int) -> Path:
    """A club's evenings: `games` finished games, a day apart, four of eight members at each (the
    seats and the deals drawn the same every run), played to 50."""
    from datetime import date, timedelta

    from hjerter_cli.core.game import add_round

    writing.make_dirs(folder)
    for number in range(games):
        draw = random.Random(number)
        day = date(2016, 1, 1) + timedelta(days=number)
        game = new_game(tuple(draw.sample(CLUB, 4)), Settings(target=50), started=f"{day}T20:00:00+01:00")
        finished = False
        while not finished:
            hearts = [0, 0, 0, 0]
            for _heart in range(13):
                hearts[draw.randrange(4)] += 1
            game, sheet = add_round(game, Tally(tuple(hearts), (("queen", draw.randrange(4)),)))
            finished = sheet.finished
        writing.save(paths.game_path(folder, f"game-{number:04d}"), game)
    writing.set_current(folder, "game-0000")
    return folder


def uncached(folder: Path) -> Path:
    """The same games where the summary cache, the rating and the answers cannot be kept (a
    folder stands in each one's place): every run reads every game and rates them, as the first
    run does."""
    copy = folder.with_name(folder.name + "-uncached")
    shutil.copytree(folder / "games", copy / "games")
    from hjerter_cli.store.answers import ANSWER_CACHES
    from hjerter_cli.store.cache import LIST_CACHE
    from hjerter_cli.store.ratings import RATING_CACHE

    (copy / LIST_CACHE).mkdir()
    (copy / RATING_CACHE).mkdir()
    for name in ANSWER_CACHES:
        (copy / name).mkdir()
    return copy


def make_club_of_two(folder: Path, history: Path) -> tuple[Path, Path]:
    """A table's data dir with the first half of a history, and a club holding the whole history
    (this table's games and another table's), each file named as a save in a club names it."""
    from hjerter_cli.store import club

    table, games = folder / "table", folder / "club" / "games"
    writing.make_dirs(table)
    games.mkdir(parents=True)
    files = sorted(Path(paths.games_dir(history)).glob("*.toml"))
    for number, path in enumerate(files):
        data = path.read_bytes()
        game = club.parse(data)
        assert game is not None
        (games / club.file_name(club.identity(game.players, game.started))).write_bytes(data)
        if number < len(files) // 2:
            (Path(paths.games_dir(table)) / path.name).write_bytes(data)
    return table, folder / "club"


MEMBERS = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon", "Kim", "Lis")


def make_history(folder: Path, games: int, rounds: int = 10) -> Path:
    """A club's history: `games` games of four of twelve players, an evening apart, `rounds` rounds
    each, every game's its own (`varied_rounds`, drawn the same every run), written as a save
    writes them (codec.dumps, the text `writing.save` checks and writes; written plainly here,
    since thousands of fsyncs would only time the disk). The current game is the first, whose
    players are Ann, Bo, Cy and Di."""
    from datetime import datetime, timedelta, timezone

    from hjerter_cli.store import codec

    writing.make_dirs(folder)
    first = datetime(2001, 1, 1, 19, 30, tzinfo=timezone(timedelta(hours=1)))
    folder_games = Path(paths.games_dir(folder))
    for number in range(games):
        players = _club_players(number)
        started = (first + timedelta(days=number)).isoformat()
        game = new_game(players, Settings(target=100_000), started=started)
        game = game._replace(rounds=varied_rounds(random.Random(number), game.settings, rounds))
        path = folder_games / f"game-{number:05d}.toml"
        if number == 0:  # the first as `writing.save` writes it, and the rest the same way
            writing.save(path, game)
            if path.read_text(encoding="utf-8") != codec.dumps(game):
                raise SystemExit("the history's games are not what a save writes")
            continue
        path.write_text(codec.dumps(game), encoding="utf-8")
    writing.set_current(folder, "game-00000")
    return folder


def varied_rounds(draw: random.Random, settings: Settings, rounds: int) -> tuple[Tally, ...]:
    """`rounds` valid rounds of four as a table plays them, drawn by `draw` (a random.Random):
    the hearts split among the seats, the queen (and the bonus card where the settings use it)
    to any seat, and now and then a moon (every heart and the queen to one seat)."""
    found = []
    for _round in range(rounds):
        if draw.random() < 0.05:
            shooter = draw.randrange(4)
            hearts = tuple(13 if seat == shooter else 0 for seat in range(4))
            cards = [("queen", shooter)]
        else:
            counts = [0, 0, 0, 0]
            for _heart in range(13):
                counts[draw.randrange(4)] += 1
            hearts = tuple(counts)
            cards = [("queen", draw.randrange(4))]
        if settings.omnibus:
            cards.append(("bonus", draw.randrange(4)))
        found.append(Tally(hearts, tuple(cards)).in_file_order())
    return tuple(found)


def make_data_dir(folder: Path, games: int, rounds: int) -> Path:
    writing.make_dirs(folder)
    for number in range(games):
        writing.save(paths.game_path(folder, f"game-{number:03d}"), make_game(rounds))
    writing.set_current(folder, "game-000")
    return folder


def install(work: Path) -> tuple[Path, Path]:
    """The checkout as a user installs it: a wheel in an environment of its own. Its dependencies
    are this environment's (a path file), so nothing is downloaded. Returns (python, hjerter)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", work / "dist", ROOT],
        check=True,
    )
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    python = venv / "bin" / "python"
    site = Path(
        subprocess.run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    with zipfile.ZipFile(next((work / "dist").glob("hjerter-*.whl"))) as wheel:
        wheel.extractall(site, [name for name in wheel.namelist() if name.startswith("hjerter_cli/")])
        launcher = next(name for name in wheel.namelist() if name.endswith(".data/scripts/hjerter"))
        script = wheel.read(launcher).decode("utf-8")
    here = subprocess.run(
        [sys.executable, "-c", "import typer, os; print(os.path.dirname(os.path.dirname(typer.__file__)))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (site / "dependencies.pth").write_text(here + "\n", encoding="utf-8")
    subprocess.run([python, "-m", "compileall", "-q", site / "hjerter_cli"], check=True)
    hjerter = venv / "bin" / "hjerter"
    # as pip installs a script: its first line, `#!python`, names the environment's interpreter
    hjerter.write_text(script.replace("#!python", f"#!{python}", 1), encoding="utf-8")
    hjerter.chmod(0o755)
    return python, hjerter


def run_once(argv: list[str], env: dict[str, str], stdin: Path | None = None) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds (children included) and peak RSS (KiB) of one whole process (a
    refusal, exit 1, is a result too where standard input is given: `round -` refusing a line)."""
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
    """Instructions executed by a whole process and every process it starts (callgrind; each
    process reports to a file of its own, since a script may send a child's stderr away)."""
    with tempfile.TemporaryDirectory() as logs, open(stdin or os.devnull, "rb") as given:
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--trace-children=yes",
                "--callgrind-out-file=/dev/null",
                f"--log-file={logs}/%p.log",
                *argv,
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            stdin=given,
            check=False,
        )
        reports = [log.read_text(encoding="utf-8", errors="replace") for log in Path(logs).glob("*.log")]
    counts = [int(part.split()[0]) for report in reports for part in report.split("Collected :")[1:]]
    if not counts:
        raise SystemExit(f"valgrind counted nothing for {argv}")
    return sum(counts)


def compare(baseline: tuple, command: tuple, runs: int) -> tuple[float, float, float, float]:
    """Alternate the two, `runs` times each; medians of CPU time, and wall time and peak memory as ratios."""
    samples: dict[str, list[tuple[float, float, int]]] = {"base": [], "cmd": []}
    run_once(*baseline)
    run_once(*command)  # warm the file cache for both
    for _run in range(runs):
        samples["base"].append(run_once(*baseline))
        samples["cmd"].append(run_once(*command))
    medians = {key: [statistics.median(column) for column in zip(*rows)] for key, rows in samples.items()}
    (base_wall, base_cpu, base_mem), (cmd_wall, cmd_cpu, cmd_mem) = medians["base"], medians["cmd"]
    return base_cpu, cmd_cpu, cmd_wall / base_wall, cmd_mem / base_mem


class Bench:
    """The run's places and environments, and the cases measured in it."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.python, self.hjerter = install(work)
        (work / "floor.py").write_text(FLOOR_APP, encoding="utf-8")
        home = work / "home"
        self.base_env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("HJERTER", "_HJERTER", "NO_COLOR", "XDG_", "PYTHON"))
        }
        self.base_env.update(HOME=str(home), HJERTER_LANG="en", PATH=f"{self.hjerter.parent}:/usr/bin:/bin")
        self.default = make_data_dir(home / ".local" / "share" / "hjerter", games=1, rounds=20)
        self.floor = ([str(self.python), str(work / "floor.py"), "hello"], self.base_env)
        self.script = ROOT / "completions" / "hjerter.bash"

    def cmd(self, *words: str, data: Path | None = None, **extra: str) -> tuple[list[str], dict[str, str]]:
        env = {**self.base_env, **extra}
        if data is not None:
            env["HJERTER_DATA_DIR"] = str(data)
        return [str(self.hjerter), *words], env

    def tab(self, line: str, data: Path | None = None) -> tuple[list[str], dict[str, str]]:
        env = dict(self.base_env)
        if data is not None:
            env["HJERTER_DATA_DIR"] = str(data)
        return ["bash", "--norc", "--noprofile", "-c", TAB, "tab", str(self.script), line], env

    def answer(self, command: tuple[list[str], dict[str, str]]) -> list[str]:
        return subprocess.run(command[0], env=command[1], capture_output=True, text=True, check=True).stdout.split()

    def against_floor(self) -> list[tuple[str, tuple, float]]:
        """(name, command, budget) of each case measured against the floor."""
        work, cmd = self.work, self.cmd
        many = make_data_dir(work / "many", games=200, rounds=10)
        given = make_data_dir(work / "given", games=1, rounds=20)
        self.answer(cmd("list", data=many))  # the summary cache, as after any first list or stats
        everyday = [
            ("show (table)", ("show",)),
            ("show --format text", ("show", "--format", "text")),
            ("show --format json", ("show", "--format", "json")),
            ("show --format csv", ("show", "--format", "csv")),
            ("show --format markdown", ("show", "--format", "markdown")),
            ("round 4 q 9 0 --dry-run", ("round", "4", "q", "9", "0", "--dry-run")),
            ("round 4 q 9 0", ("round", "4", "q", "9", "0")),
            ("undo", ("undo",)),
            ("edit 1 4 q 9 0", ("edit", "1", "4", "q", "9", "0")),
            ("list", ("list",)),
        ]
        cases = [(name, cmd(*words), 1.25) for name, words in everyday]
        cases += [(f"{name}, HJERTER_DATA_DIR", cmd(*words, data=given), 1.25) for name, words in everyday[:6]]
        cases.append(("new Ann Bo Cy Di (an empty data dir)", self.new_in_empty(), 1.25))
        big = make_big_table(work / "big-table")
        dealt = ["4", *["2"] * 11]  # 26 hearts
        cases += [
            ("big table: show (12 players, 2 packs, pairs, 30 rounds)", cmd("show", data=big), 1.30),
            ("big table: show --format json", cmd("show", "--format", "json", data=big), 1.30),
            (
                "big table: round --dry-run",
                cmd("round", *dealt, "--queen", "1", "--queen", "2", "--dry-run", data=big),
                1.30,
            ),
        ]
        typer_alone = ([str(self.python), str(Path(__file__).parent / "typer_show.py"), "show"], self.base_env)
        cases += [
            ("Typer alone with show's options (no budget)", typer_alone, 9.99),
            ("--help", cmd("--help"), 1.25),
            ("--version", cmd("--version"), 0.25),
            ("show --format chart", cmd("show", "--format", "chart"), 1.30),
            ("show --format html", cmd("show", "--format", "html"), 1.25),
            ("stats, 200 games", cmd("stats", data=many), 2.0),
        ]
        return cases + self.in_a_club() + self.tabs(many)

    def new_in_empty(self) -> Against:
        """`new` in a data dir that is not there yet, as a table's first game is started: a shell
        removes the last run's folder and then becomes hjerter. Measured against the floor started
        by the same shell, after the same removal, so that the shell and `rm` are in both."""
        empty = self.work / "empty"
        shell = ["sh", "-c", f'rm -rf "{empty}"; exec "$@"', "sh"]
        command = (
            [*shell, str(self.hjerter), "new", "Ann", "Bo", "Cy", "Di"],
            {**self.base_env, "HJERTER_DATA_DIR": str(empty)},
        )
        return Against(command, ([*shell, *self.floor[0]], self.floor[1]))

    def in_a_club(self) -> list[tuple[str, tuple, float]]:
        """A save in a club against the same save outside one (at most 0.03 of the floor more),
        and a Tab in a club (which pays nothing for it)."""
        outside = make_data_dir(self.work / "outside-a-club", games=1, rounds=20)
        inside = make_data_dir(self.work / "inside-a-club", games=1, rounds=20)
        club = str(self.work / "the-club")
        tab = self.tab("hjerter round Ann=3 B", data=inside)
        return [
            ("round 4 q 9 0, outside a club", self.cmd("round", *SAVED_ROUND, data=outside), 1.25),
            ("round 4 q 9 0, in a club", self.cmd("round", *SAVED_ROUND, data=inside, HJERTER_CLUB=club), 1.28),
            ("Tab: NAME= (round Ann=3 B), in a club", (tab[0], {**tab[1], "HJERTER_CLUB": club}), 0.30),
            ("Tab: club keep (a game kept twice), in a club", self.club_keep_tab(inside), 0.30),
            ("Tab: club keep, in a club of 20,000 games", self.club_keep_tab(inside, 20_000), 0.30),
        ]

    def club_keep_tab(self, data: Path, count: int = 200) -> tuple[list[str], dict[str, str]]:
        """`hjerter club keep <Tab>` in a club whose folder keeps `count` games, one of them beside
        a conflict copy: the two files are offered, from the folder's names alone."""
        games = self.work / f"club-with-a-copy-{count}" / "games"
        games.mkdir(parents=True)
        names = [
            f"2026-01-01T{number // 3600 % 24:02d}{number // 60 % 60:02d}{number % 60:02d}Z_ann_bo_cy_{number:08x}.toml"
            for number in range(count)
        ]
        for name in names:
            (games / name).write_text("")
        copy = names[7].replace(".toml", ".sync-conflict-20260101-000000-ABCDEFG.toml")
        (games / copy).write_text("")
        tab = self.tab("hjerter club keep ", data=data)
        command = (tab[0], {**tab[1], "HJERTER_CLUB": str(games.parent)})
        if self.answer(command) != sorted([names[7], copy]):
            raise SystemExit(f"club keep: {self.answer(command)}")
        return command

    def tabs(self, many: Path) -> list[tuple[str, tuple, float]]:
        """Tab presses through bash and the script, checked to answer as they should."""
        cases = [
            ("Tab: command word (sh)", "hjerter sh", ["show"], False),
            ("Tab: option (show --f)", "hjerter show --f", ["--format", "--file"], False),
            ("Tab: fixed value (show --format c)", "hjerter show --format c", ["csv", "chart"], False),
            ("Tab: club action word (club ke)", "hjerter club ke", ["keep"], False),
            ("Tab: game name (use g)", "hjerter use g", ["game-000"], True),
            ("Tab: NAME= (round Ann=3 B)", "hjerter round Ann=3 B", ["Bo="], True),
            ("Tab: card option (round --q)", "hjerter round --q", ["--queen"], True),
            ("Tab: dealer (new --like game-000 --dealer C)", "hjerter new --like game-000 --dealer C", ["Cy"], True),
        ]
        found = []
        for name, line, expected, asks in cases:
            command = self.tab(line)
            answer = self.answer(command)
            if answer != expected:
                raise SystemExit(f"{name}: {answer} (expected {expected})")
            if not asks:  # the script answers alone: with no hjerter on PATH it still does
                alone = (command[0], {**command[1], "PATH": "/usr/bin:/bin"})
                if self.answer(alone) != expected:
                    raise SystemExit(f"{name}: a hjerter process was needed")
            found.append((name, command, 0.60 if asks else 0.10))
        stats_tab = self.tab("hjerter stats --player ", data=many)
        if self.answer(stats_tab) != ["Ann", "Bo", "Cy", "Di"]:
            raise SystemExit(f"stats --player: {self.answer(stats_tab)}")
        found.append(("Tab: stats --player, 200 games", stats_tab, 0.60))
        big_tab = self.tab("hjerter round Ann=3 K", data=self.work / "big-table")
        if self.answer(big_tab) != ["Kim="]:
            raise SystemExit(f"round Ann=3 K at the big table: {self.answer(big_tab)}")
        found.append(("big table: Tab NAME= (round Ann=3 K)", big_tab, 0.60))
        return found

    def scaling(self) -> list[tuple[str, tuple, tuple, float]]:
        """(name, baseline, command, budget): how work grows with the size of what is read."""
        work, cmd = self.work, self.cmd
        small = make_data_dir(work / "small", games=1, rounds=10)
        big = make_data_dir(work / "big", games=1, rounds=400)
        five = make_data_dir(work / "five", games=5, rounds=10)
        twenty = make_data_dir(work / "twenty", games=20, rounds=10)
        largest = make_data_dir(work / "largest", games=1, rounds=MAX_ROUNDS)
        empty = make_data_dir(work / "open", games=1, rounds=0)
        for folder in (work / "many", twenty, five):
            self.answer(cmd("list", data=folder))  # the summary cache
        # round -: the time to check an input grows with its size alone (a 10 MB line is refused
        # unread; a line is at most 4,096 characters, so shell-style splitting stays linear).
        for name, text in (
            ("lines-200.txt", "4 q 9 0\n" * 200),
            ("lines-2000.txt", "4 q 9 0\n" * 2000),
            ("word-10k.txt", "4" * 10_000 + "\n"),
            ("word-10m.txt", "4" * 10_000_000 + "\n"),
        ):
            (work / name).write_text(text, encoding="utf-8")

        def lines(name: str) -> tuple:
            return (*cmd("round", "-", "--dry-run", data=empty), work / name)

        json = ("show", "--format", "json")
        text = ("show", "--format", "text")
        return [
            ("show --format json: 400 rounds / 10", cmd(*json, data=small), cmd(*json, data=big), 1.5),
            ("list: 200 games / 5", cmd("list", data=five), cmd("list", data=work / "many"), 2.5),
            ("round -: 2,000 lines / 200", lines("lines-200.txt"), lines("lines-2000.txt"), 4.0),
            ("round -: one 10 MB word / 10 KB (refused)", lines("word-10k.txt"), lines("word-10m.txt"), 1.5),
            ("stats: 200 games / 20", cmd("stats", data=twenty), cmd("stats", data=work / "many"), 1.5),
            ("show --format text: 5,000 rounds / 10", cmd(*text, data=small), cmd(*text, data=largest), 10.0),
            *self.club(),
        ]

    def club(self) -> list[tuple[str, tuple, tuple, float]]:
        """rating against stats over a club's decade of 2,001 finished games (cached, and read anew
        as the first time), and both from 200 games to 2,001: linear in the games."""
        work, cmd = self.work, self.cmd
        decade, seasons = make_club(work / "club-2001", 2001), make_club(work / "club-200", 200)
        for folder in (decade, seasons):
            self.answer(cmd("list", data=folder))  # the summary cache
        first = uncached(decade)
        return [
            ("rating / stats: 2,001 games", cmd("stats", data=decade), cmd("rating", data=decade), 2.0),
            ("rating / stats: 2,001 games, first time", cmd("stats", data=first), cmd("rating", data=first), 2.0),
            ("player / stats: 2,001 games", cmd("stats", data=decade), cmd("player", "Ann", data=decade), 1.2),
            (
                "player / stats: 2,001 games, first time",
                cmd("stats", data=first),
                cmd("player", "Ann", data=first),
                1.2,
            ),
            ("stats: 2,001 games / 200", cmd("stats", data=seasons), cmd("stats", data=decade), 10.5),
            ("rating: 2,001 games / 200", cmd("rating", data=seasons), cmd("rating", data=decade), 10.5),
            (
                "stats --head-to-head: 2,001 games / 200",
                cmd("stats", "--head-to-head", data=seasons),
                cmd("stats", "--head-to-head", data=decade),
                10.5,
            ),
        ]


HISTORIES = (200, 2_001, 20_000)
SAVED_ROUND = ("4", "q", "9", "0")  # a round entered before a Tab measured after a save
# What is derived beside the games (caches, indexes): removed before an uncached case.
UNCACHED = (
    'cd "$1" && for kept in *; do case $kept in games|current) ;; *) rm -rf "$kept" ;; esac; done; shift; exec "$@"'
)


# Before a Tab: the index removed (as 1.3 left a history), or the games folder's lock (as a copy leaves it).
NO_INDEX = 'cd "$1" && rm -f game-index.txt game-index-files.txt game-heads.txt'
NO_FOLDER_LOCK = 'rm -f "$1/games/.index.lock"; shift; exec "$@"'


def history_cases(bench: Bench) -> list[tuple[str, int, tuple, list[str] | None, float]]:
    """(name, games, command, expected answer or None, budget) of each case over a club's history
    of 200, 2,001 and 20,000 games, a game of 3,000 rounds and the twelve-player table. A Tab's
    answer is checked; the uncached cases remove everything derived beside the games first."""
    work, cmd = bench.work, bench.cmd
    cases: list[tuple[str, int, tuple, list[str] | None, float]] = []
    for games in HISTORIES:
        folder = make_history(work / f"history-{games}", games)
        bench.answer(cmd("list", data=folder))  # what is cached, as after any first list or stats
        names = [f"game-{number:05d}" for number in range(games)]
        prefix = "game-0001"
        players = sorted({name for number in range(games) for name in _club_players(number)})
        tabs = [
            ("Tab: game name (use game-0001)", f"hjerter use {prefix}", [n for n in names if n.startswith(prefix)]),
            ("Tab: stats --player", "hjerter stats --player ", players),
            ("Tab: NAME= (round Ann=3 B)", "hjerter round Ann=3 B", ["Bo="]),
            ("Tab: card option (round --q)", "hjerter round --q", ["--queen"]),
            ("Tab: dealer (new --like game-00000 --dealer C)", "hjerter new --like game-00000 --dealer C", ["Cy"]),
        ]
        for name, line, expected in tabs:
            cases.append((f"{name}, {games} games", games, bench.tab(line, data=folder), expected, 0.30))
        if games == 20_000:
            table, club = make_club_of_two(work / "club-of-two", folder)
            for words in (("stats",), ("list",), ("rating",)):
                command = cmd(*words, data=table, HJERTER_CLUB=str(club))
                cases.append((f"{words[0]} (cached), a club of two tables' 10,000", games, command, None, 5.0))
        for words in (("stats",), ("list",), ("rating",), ("player", "Ann")):
            command = cmd(*words, data=folder)
            uncached = (["sh", "-c", UNCACHED, "sh", str(folder), *command[0]], command[1])
            cases.append((f"{words[0]} (cached), {games} games", games, command, None, 5.0))
            cases.append((f"{words[0]} (first run), {games} games", games, uncached, None, 99.0))
        # The first Tab after a save (each run follows one): a round entered, a new game started.
        after = (
            (
                "Tab: game name after a round",
                f"hjerter use {prefix}",
                ("round", "-g", "game-00000", "4", "q", "9", "0"),
            ),
            ("Tab: stats --player after a new game", "hjerter stats --player ", ("new", "Ann", "Bo", "Cy", "Di")),
            ("Tab: NAME= after a round", "hjerter round Ann=3 B", ("round", "-g", "game-00000", *SAVED_ROUND)),
        )
        for name, line, save in after:
            expected = next(tab[2] for tab in tabs if tab[1] == line)
            tab = bench.tab(line, data=folder)
            cases.append((f"{name}, {games} games", games, Prepared(tab, cmd(*save, data=folder)), expected, 0.30))
        # The game-name Tab after a round in a folder that had no lock yet (a copied or synced
        # one), and the first with no index yet (as after an upgrade from 1.3, whose list kept none;
        # last, since it leaves none).
        line, expected = tabs[0][1], tabs[0][2]
        tab = bench.tab(line, data=folder)
        round_argv, round_env = cmd("round", "-g", "game-00000", *SAVED_ROUND, data=folder)
        unlocked = (["sh", "-c", NO_FOLDER_LOCK, "sh", str(folder), *round_argv], round_env)
        name = f"Tab: game name after a round without the lock, {games} games"
        cases.append((name, games, Prepared(tab, unlocked), expected, 0.30))
        no_index = (["sh", "-c", NO_INDEX, "sh", str(folder)], bench.base_env)
        cases.append((f"Tab: game name, no index yet, {games} games", games, Prepared(tab, no_index), expected, 0.30))
    long = make_data_dir(work / "long", games=1, rounds=3000)
    big = make_big_table(work / "big-table")
    for name, line, expected, folder in (
        ("Tab: NAME= (round Ann=3 B), 3,000 rounds", "hjerter round Ann=3 B", ["Bo="], long),
        ("Tab: card option (round --q), 3,000 rounds", "hjerter round --q", ["--queen"], long),
        ("Tab: NAME= (round Ann=3 K), big table", "hjerter round Ann=3 K", ["Kim="], big),
        ("Tab: card option (round --q), big table", "hjerter round --q", ["--queen"], big),
        ("Tab: pair (new --like big --pair Ann+), big table", "hjerter new --like big --pair Ann+", None, big),
    ):
        cases.append((name, 1, bench.tab(line, data=folder), expected, 0.30))
    saved = Prepared(bench.tab("hjerter round Ann=3 B", data=long), cmd("round", *SAVED_ROUND, data=long))
    cases.append(("Tab: NAME= after a round, 3,000 rounds", 1, saved, ["Bo="], 0.30))
    return cases


class Prepared(tuple):
    """A command (argv, env) that is run only after another (`first`, a save) each time."""

    first: tuple[list[str], dict[str, str]]

    def __new__(cls, command: tuple, first: tuple) -> Prepared:
        made = super().__new__(cls, command)
        made.first = first
        return made


class Against(tuple):
    """A command (argv, env) measured against a baseline of its own instead of the floor."""

    baseline: tuple[list[str], dict[str, str]]

    def __new__(cls, command: tuple, baseline: tuple) -> Against:
        made = super().__new__(cls, command)
        made.baseline = baseline
        return made


def prepared(command: tuple) -> tuple:
    """The command, its save run first where it is Prepared."""
    if isinstance(command, Prepared):
        run_once(*command.first)
    return command


def _club_players(number: int) -> tuple[str, ...]:
    seats = [(number * 5 + seat * (1 + number % 3)) % 12 for seat in range(4)]
    players = tuple(MEMBERS[seat] for seat in sorted(set(seats)))
    return MEMBERS[:4] if number == 0 or len(players) != 4 else players


def peak_memory(command: tuple[list[str], dict[str, str]]) -> int:
    """The peak resident memory (KiB) of the largest process of a command, as /usr/bin/time says it."""
    if not Path("/usr/bin/time").exists():
        return 0
    result = subprocess.run(
        ["/usr/bin/time", "-f", "%M", *command[0]], env=command[1], capture_output=True, text=True, check=False
    )
    return int(result.stderr.split()[-1])


def measure_histories(bench: Bench, runs: int, counted: bool, only: str) -> int:
    """The history cases: ratio to the floor (instructions where counted, else CPU time), peak
    memory, and each case's growth a game from 200 to 20,000 games. The first runs over 20,000
    games are timed, not counted (callgrind would take many minutes)."""
    failures = 0
    floor_count = instructions(*bench.floor) if counted else 0
    run_once(*bench.floor)
    floor_cpu = statistics.median(run_once(*bench.floor)[1] for _ in range(max(runs, 5)))
    print(f"{'history case':56} {'cpu':>6} {'instr':>8} {'M instr':>9} {'MB':>6} {'budget':>6}")
    seen: dict[str, dict[int, float]] = {}
    for name, games, command, expected, budget in history_cases(bench):
        if only not in name:
            continue
        if expected is not None and bench.answer(prepared(command)) != expected:
            raise SystemExit(f"{name}: {bench.answer(command)[:5]} (expected {expected[:5]})")
        if expected is None and "Tab" in name and not bench.answer(command):
            raise SystemExit(f"{name}: no answer")
        bench.answer(prepared(command))  # the file cache warm, and whatever is cached current
        repeats = max(runs, 1) if games < 20_000 or "first" not in name else 1
        samples = [run_once(*prepared(command)) for _ in range(repeats)]
        cpu = statistics.median(sample[1] for sample in samples)
        memory = peak_memory(prepared(command)) / 1024
        judged, count_text, millions = cpu / floor_cpu, "", ""
        if counted and not (games == 20_000 and "first" in name):
            count = instructions(*prepared(command))
            judged = count / floor_count
            count_text, millions = f"{judged:8.3f}", f"{count / 1e6:9.1f}"
            seen.setdefault(name.rsplit(", ", 1)[0], {})[games] = count
        ok = judged <= budget
        failures += not ok
        verdict = "ok" if ok else "OVER"
        print(f"{name:56} {cpu / floor_cpu:6.2f} {count_text:>8} {millions:>9} {memory:6.1f} {budget:6.2f}  {verdict}")
    print("growth a game (instructions), from the smallest history to the largest counted")
    for case, counts in seen.items():
        if len(counts) > 1:
            low, high = min(counts), max(counts)
            print(f"{case:56} {(counts[high] - counts[low]) / (high - low) / 1e6:9.3f} M a game ({low}..{high})")
    return failures


def measure(name: str, baseline: tuple, command: tuple, budget: float, runs: int, counted: bool) -> bool:
    """One case's line; whether it is within budget (by instructions where they are counted)."""
    base_cpu, cmd_cpu, wall_ratio, _mem = compare(baseline, command, runs) if runs else (1.0, 1.0, 1.0, 1.0)
    ratio = cmd_cpu / base_cpu
    judged = ratio
    counted_text = ""
    if counted:
        if not runs:  # as compare does: the file cache warm, and list's summaries current
            run_once(*baseline)
            run_once(*command)
        judged = instructions(*command) / instructions(*baseline)
        counted_text = f"{judged:8.3f}"
    ok = judged <= budget
    print(f"{name:48} {ratio:6.2f} {wall_ratio:6.2f} {counted_text:>8} {budget:6.2f}  {'ok' if ok else 'OVER'}")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40, help="runs of each, alternating (0: instructions only)")
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    parser.add_argument("--only", default="", help="only the cases whose name holds this text")
    parser.add_argument("--histories", action="store_true", help="only the cases over a club's long history")
    args = parser.parse_args()
    counted = args.instructions and shutil.which("valgrind") is not None
    work = Path(tempfile.mkdtemp(prefix="hjerter-bench-"))
    try:
        bench = Bench(work)
        failures = 0
        print(f"{args.runs} runs each, alternating; medians. python {sys.version.split()[0]}")
        print(f"{'case':48} {'cpu':>6} {'wall':>6} {'instr':>8} {'budget':>6}")
        if args.histories:
            return 1 if measure_histories(bench, args.runs, counted, args.only) else 0
        against = bench.against_floor()
        against = [case for case in against if args.only in case[0]]
        for name, command, budget in against:
            baseline = command.baseline if isinstance(command, Against) else bench.floor
            failures += not measure(name, baseline, command, budget, args.runs, counted)
        for name, baseline, command, budget in bench.scaling():
            if args.only in name:
                failures += not measure(name, baseline, command, budget, args.runs, counted)
        print("Danish against English")
        for name, command, _budget in against:
            danish = (command[0], {**command[1], "HJERTER_LANG": "da"})
            failures += not measure(f"{name} (da / en)", command, danish, 1.02, 0 if counted else args.runs, counted)
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
