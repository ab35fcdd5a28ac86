"""The installed program as a real process: console script, `python -m`, pipes, stderr, exit codes."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from hjerter_cli import __version__
from hjerter_cli.core.game import new_game
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import Tally
from hjerter_cli.store import writing
from tests.processes import HJERTER, env_for, made, run


@pytest.mark.slow  # real processes
def test_python_dash_m_is_the_same_program(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "hjerter_cli", "--version"], capture_output=True, text=True, env=env_for(tmp_path)
    )
    assert result.returncode == 0 and result.stdout == f"hjerter {__version__}\n"
    assert run(tmp_path, "--version").stdout == result.stdout


@pytest.mark.slow  # real processes
def test_an_evening_through_pipes(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "-g", "evening", "--moon", "minus", "Ann", "Bo", "Cy")
    assert run(data, "round", "-", stdin="3 10q 0\nAnn=0 Bo=13q Cy=0\n").returncode == 0  # one round a line
    result = run(data, "round", "2", "1", "10q")
    assert result.returncode == 0 and "Next: round 4, pass left, Ann deals." in result.stdout
    sheet = json.loads(run(data, "show", "--format", "json").stdout)
    assert sheet["totals"] == {"Ann": 5, "Bo": -2, "Cy": 23}
    assert sheet["rounds"][1]["moon"] == {"shooter": "Bo", "rule": "minus", "sun": False}
    text = run(data, "show").stdout
    assert "\x1b" not in text and re.search(r"^Total +5 +-2 +23$", text, re.MULTILINE)


@pytest.mark.parametrize(
    "args,code,words",
    [
        (["round", "4", "q", "9", "0"], 1, "no current game"),
        (["show", "--format", "yaml"], 2, "'yaml' is not one of"),
        (["show", "--file", "/"], 3, "is a folder"),
        (["new", "Ann", "Bo"], 1, "3 to 7 players"),
    ],
)
@pytest.mark.slow  # real processes
def test_errors_are_one_sentence_on_stderr_with_the_right_code(tmp_path, args, code, words):
    result = run(tmp_path / "data", *args)
    assert result.returncode == code and words in result.stderr
    assert result.stdout == "" and "Traceback" not in result.stderr


@pytest.mark.slow  # real processes
def test_a_closed_pipe_is_no_traceback(tmp_path):
    game = new_game(("Ann", "Bo", "Cy", "Di"), Settings(target=100_000))
    game = game._replace(rounds=(Tally((4, 0, 9, 0), (("queen", 1),)),) * 400)
    path = tmp_path / "big.toml"
    writing.save(path, game)
    result = subprocess.run(
        ["bash", "-c", '"$H" show -f "$P" --format json | head -c 1 >/dev/null'],
        capture_output=True,
        text=True,
        env=env_for(tmp_path, H=HJERTER, P=str(path)),
    )
    assert "Traceback" not in result.stderr and "Error" not in result.stderr


@pytest.mark.parametrize(
    "args", [["--data-dir", "{data}", "show", "--format", "csv"], ["show", "--format", "csv"], ["-h"], ["--version"]]
)
@pytest.mark.slow  # real processes
def test_the_console_script_builds_what_each_command_line_needs(tmp_path, args):
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy")
    result = run(data, *[word.format(data=data) for word in args])
    assert result.returncode == 0, result.stderr
    nonsense = run(data, "nonsense")
    assert nonsense.returncode == 2 and "No such command" in nonsense.stderr


@pytest.mark.parametrize(
    "words,expected",
    [
        (["show", "--format", "json"], "show"),
        (["--data-dir", "/x", "round", "4"], "round"),
        (["--version"], None),
        ([], None),
        (["sh"], None),
    ],
)
def test_the_command_word_is_found(words, expected):
    from hjerter_cli.cli.app import command_word

    assert command_word(words) == expected


# Every command, in the order the help lists them.
EVERY_COMMAND = ["new", "round", "edit", "show", "undo", "redo", "list", "use", "delete", "rename", "rules", "stats"]
EVERY_COMMAND += ["rating", "player", "serve", "import", "club", "evening", "completion"]


@pytest.mark.parametrize(
    "words,registered",
    [
        (["show", "--format", "json"], ["show"]),
        (["round", "4", "q", "9", "0"], ["round"]),
        (["--help"], []),
        (["shoe"], []),
    ],
)
def test_only_the_named_command_is_registered(words, registered):
    from hjerter_cli.cli.app import app_for

    assert [info.name for info in app_for(words).registered_commands] == registered


def test_with_no_command_named_each_is_made_only_when_asked_for():
    import typer.main

    from hjerter_cli.cli.app import app_for

    group = typer.main.get_command(app_for(["--help"]))
    assert list(group.commands) == EVERY_COMMAND
    assert all(dict.__getitem__(group.commands, name) is None for name in EVERY_COMMAND)  # none made yet
    assert group.get_command(None, "show").name == "show"  # made now, with its options
    assert {param.name for param in group.commands["show"].params} >= {"format", "output", "watch"}
    assert [name for name in EVERY_COMMAND if dict.__getitem__(group.commands, name) is not None] == ["show"]


@pytest.mark.slow
def test_a_command_imports_only_its_own_family():
    code = (
        "import sys; from hjerter_cli.cli.app import app_for; app_for(['show']); "
        "print(sorted(m for m in sys.modules if m.startswith('hjerter_cli.cli.')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = result.stdout.strip()
    assert "hjerter_cli.cli.views" in loaded
    assert "hjerter_cli.cli.rounds" not in loaded and "hjerter_cli.cli.games" not in loaded
    assert "hjerter_cli.cli.new" not in loaded


def test_the_scoring_core_imports_without_typer():
    code = (
        "import sys; import hjerter_cli.core.game, hjerter_cli.core.scoring, "
        "hjerter_cli.core.tally, hjerter_cli.core.settings; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('typer', 'click', 'rich')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


@pytest.mark.slow  # real processes
def test_games_live_in_the_user_data_dir_by_default(tmp_path):
    env = env_for(tmp_path, XDG_DATA_HOME=str(tmp_path / "xdg"), HOME=str(tmp_path))
    env.pop("HJERTER_DATA_DIR")
    result = subprocess.run([HJERTER, "new", "-g", "home", "Ann", "Bo", "Cy"], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "xdg" / "hjerter" / "games" / "home.toml").is_file()
    assert (tmp_path / "xdg" / "hjerter" / "current").read_text() == "home\n"
