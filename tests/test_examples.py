"""Every example in `--help` and README runs as written, and README's evening is what hjerter prints."""

from __future__ import annotations

import importlib
import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pexpect
import pytest
from typer.testing import CliRunner

from hjerter_cli.cli.app import COMMANDS
from tests.processes import HJERTER, app_once, env_for, in_one_process, made, run

pytestmark = pytest.mark.slow  # each example is a real shell at a real terminal

README = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")


def help_examples() -> list[str]:
    lines = []
    for name, family in COMMANDS.items():
        epilog = importlib.import_module(f"hjerter_cli.cli.{family}").COMMANDS[name][1]["epilog"]
        lines += [line.strip() for line in epilog.splitlines() if line.startswith("  ")]
    return lines


def readme_examples() -> list[str]:
    section = README.split("## Scripting", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.+?)```", section, re.DOTALL).group(1)
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]


def build(data: Path, with_friday: bool) -> None:
    """A data dir where the examples make sense: a current game (the shooter chooses how a moon
    counts) with three rounds and one undone, and (unless an example makes it) friday and saturday,
    saturday played to its end."""
    if with_friday:
        made(data, "new", "-g", "friday", "Ann", "Bo", "Cy", "Di")
        made(data, "new", "-g", "saturday", "Ann", "Bo", "Cy", "Di")
        for _round in range(8):  # saturday is over: Bo past 100 (what `show --format bgstats` takes)
            made(data, "round", "4", "q", "9", "0")
    assert (
        run(data, "new", "-g", "tonight", "--target", "1000", "--moon", "choose", "Ann", "Bo", "Cy", "Di").returncode
        == 0
    )
    for _round in range(4):
        made(data, "round", "4", "q", "9", "0")
    made(data, "undo")


@pytest.fixture(scope="module")
def templates(tmp_path_factory) -> dict[bool, Path]:
    """Both data dirs, built once, each with the current game's JSON beside it (what `import`
    examples read); each example gets its own copy."""
    made = {}
    for with_friday in (True, False):
        data = tmp_path_factory.mktemp("template") / "data"
        build(data, with_friday)
        document = run(data, "show", "-g", "tonight", "--format", "json")
        assert document.returncode == 0, document.stderr
        (data.parent / "tonight.json").write_text(document.stdout, encoding="utf-8")
        made[with_friday] = data
    return made


def prepared(tmp_path: Path, example: str, templates: dict[bool, Path]) -> Path:
    """The example's own copy of the data dir it needs, the tallies file README pipes in, and the
    files `import` reads (README's sheet, its running totals, the current game's JSON)."""
    data = tmp_path / "data"
    with_friday = "-g friday" not in example or not example.startswith("hjerter new")
    shutil.copytree(templates[with_friday], data)
    (tmp_path / "tallies.txt").write_text("4 q 9 0\n0 13q 0 0 --moon minus\n", encoding="utf-8")
    if example.startswith("hjerter import"):
        (tmp_path / "club-2023.csv").write_text(readme_sheet(), encoding="utf-8")
        running = "round,Ann,Bo,Cy\n1,4,13,9\n2,30,13,9\n"  # rounds of 4 13 9 and 26 0 0
        (tmp_path / "running.csv").write_text(running, encoding="utf-8")
        shutil.copy(templates[with_friday].parent / "tonight.json", tmp_path / "tonight.json")
    if example.startswith("hjerter club ") and example.split()[2] in ("sync", "publish", "keep", "alias", "remove"):
        joined_club(tmp_path, data)
    if example.startswith(("hjerter evening", "hjerter serve --evening")) and " start " not in example:
        evening_begun(data, played=example.startswith("hjerter evening next"))
    return data


def evening_begun(data: Path, played: bool) -> None:
    """The evening the examples name (friday, nine players: tables of 5 and 4), and for `next`
    every table's game of its first sitting played to its end."""
    made(data, "evening", "start", "friday", "Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida",
         "--deals", "1", "--seed", "examples")  # fmt: skip
    if played:
        for table, hearts in (("1", ["4", "q", "9", "0", "0"]), ("2", ["4", "q", "9", "0"])):
            made(data, "evening", "play", table)
            made(data, "round", *hearts)


def joined_club(tmp_path: Path, data: Path) -> None:
    """A club the data dir has joined: a git work tree whose remote is a bare repository here."""
    remote, club = tmp_path / "remote.git", tmp_path / "club"
    quiet = {"capture_output": True, "check": True, "env": {**os.environ, "GIT_CONFIG_NOSYSTEM": "1"}}
    subprocess.run(["git", "init", "-q", "--bare", str(remote)], **quiet)
    who = ["-c", "user.name=Table", "-c", "user.email=table@example.invalid"]  # kept in the clone's config
    subprocess.run(["git", "clone", "-q", *who, str(remote), str(club)], **quiet)
    made(data, "club", str(club))


def readme_sheet() -> str:
    """The sample sheet of README's "Bringing a spreadsheet in"."""
    section = README.split("## Bringing a spreadsheet in", 1)[1]
    return section.split("```csv\n", 1)[1].split("```", 1)[0]


# Each once; an example with a word in capitals (`club keep FILE`) names a thing the reader has, and is not run.
RUNNABLE = [
    example
    for example in dict.fromkeys(help_examples() + readme_examples())
    if not re.search(r"\b[A-Z]{4,}\b", example)
]


def in_a_shell(example: str) -> bool:
    """Whether the example is more than one `hjerter` command line: a pipe, a redirection, a
    substitution, quotes; or one that serves, or may ask at the terminal (delete; a moon under choose)."""
    asks = example.startswith(("hjerter delete", "hjerter round", "hjerter edit")) and "--yes" not in example
    return asks or example.startswith("hjerter serve") or re.search(r"[|<>;&$`'\"()*~]", example) is not None


@pytest.mark.parametrize("example", [example for example in RUNNABLE if not in_a_shell(example)])
def test_the_command_runs_as_written(tmp_path, example, templates, monkeypatch):
    """A plain command line, as the shell splits it, run in-process in the folder it is written for."""
    data = prepared(tmp_path, example, templates)
    monkeypatch.chdir(tmp_path)
    words = shlex.split(example)
    result = CliRunner().invoke(app_once(words[1:]), words[1:], env=env_for(data, TERM="dumb"), prog_name="hjerter")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("example", [example for example in RUNNABLE if in_a_shell(example)])
def test_the_example_runs_as_written(tmp_path, example, templates):
    if "jq" in example and shutil.which("jq") is None:
        pytest.skip("no jq here (.ci/run installs it where apt-get exists)")
    data = prepared(tmp_path, example, templates)
    if example.startswith("hjerter serve"):
        served(tmp_path, data, example)
        return
    child = pexpect.spawn(
        "bash",
        ["-c", f"set -o pipefail; {example}"],
        env=env_for(data, TERM="dumb"),
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
    )
    while (asked := child.expect([r"\[y/N\] ", r"or minus \(\w+ takes it off\)\? ", pexpect.EOF])) != 2:
        child.sendline("y" if asked == 0 else "plus")  # delete asks; so does a moon under choose
    child.close()
    assert child.exitstatus == 0, child.before


def served(tmp_path: Path, data: Path, example: str) -> None:
    """A `serve` example runs as written in a network of its own with nothing on it (a new network
    namespace: its port is free, no address but 127.0.0.1 can be had, nothing is reached), until
    Ctrl-C."""
    if subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode != 0:
        pytest.skip("no network namespace here (unshare --net needs root); tests/test_serve.py serves 127.0.0.1")
    child = pexpect.spawn(
        "unshare",
        ["--net", "bash", "-c", example],
        env=env_for(data, TERM="dumb"),
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
    )
    child.expect_exact("Ctrl-C stops serving.")
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and "Stopped serving." in child.before, child.before


@pytest.mark.parametrize(
    "heading,language",
    [
        ("## An evening at the table", "en"),
        ("### En aften ved bordet", "da"),
        ("### The big table: two packs and partner pairs", "en"),
    ],
)
def test_readmes_evening_is_what_hjerter_prints(tmp_path, heading, language):
    block = README.split(heading, 1)[1].split("```console\n", 1)[1].split("```", 1)[0]
    parts = [part.rstrip("\n").split("\n") for part in block.split("$ ")[1:]]
    lines = [command.split("#")[0].split() for command, *_shown in parts]
    assert all(words[0] == "hjerter" for words in lines)
    said = in_one_process(tmp_path / "data", [words[1:] for words in lines], HJERTER_LANG=language)  # one start-up
    for (_command, *shown), (code, stdout, stderr) in zip(parts, said, strict=True):
        assert code == 0, stderr
        if not shown or not any(shown):
            continue
        printed = [re.sub(r"\d{4}-\d{2}-\d{2}", "2026-11-30", line) for line in stdout.rstrip("\n").split("\n")]
        expected = [re.sub(r"\d{4}-\d{2}-\d{2}", "2026-11-30", line) for line in shown if line]
        assert_shown_with_elisions(printed, expected)


def test_readmes_sheet_comes_in_as_printed(tmp_path):
    """README's sample sheet, saved under its name, and its session run as printed."""
    section = README.split("## Bringing a spreadsheet in", 1)[1].split("\n## ", 1)[0]
    (tmp_path / "klub-2025.csv").write_text(readme_sheet(), encoding="utf-8")
    block = section.split("```console\n", 1)[1].split("```", 1)[0]
    data = tmp_path / "data"
    for part in block.split("$ ")[1:]:
        command, *shown = part.rstrip("\n").split("\n")
        words = command.split("#")[0].split()
        result = subprocess.run(
            [HJERTER, *words[1:]], env=env_for(data), cwd=tmp_path, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout.rstrip("\n").split("\n") == shown


def assert_shown_with_elisions(printed: list[str], expected: list[str]) -> None:
    """README's lines as printed, in order; a line `...` (or `  ...`) stands for lines left out.
    The first lines are the first printed, and, unless README ends with `...`, the last the last."""
    chunks: list[list[str]] = [[]]
    for line in expected:
        if line.strip() == "...":
            chunks.append([])
        else:
            chunks[-1].append(line)
    assert printed[: len(chunks[0])] == chunks[0], (printed, chunks[0])
    at = len(chunks[0])
    for chunk in chunks[1:]:
        if not chunk:
            continue
        found = next(
            (i for i in range(at, len(printed) - len(chunk) + 1) if printed[i : i + len(chunk)] == chunk), None
        )
        assert found is not None, (printed, chunk)
        at = found + len(chunk)
    if len(chunks) == 1 or chunks[-1]:
        assert at == len(printed), (printed, expected)
