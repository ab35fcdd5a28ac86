"""Running the installed `hjerter` as a real process."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

BIN = Path(sys.executable).parent
HJERTER = shutil.which("hjerter", path=str(BIN)) or shutil.which("hjerter")


def env_for(data: Path, **extra: str) -> dict[str, str]:
    """The test's environment: its own data dir, the venv's bin first on PATH, no colour games."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HJERTER_", "_HJERTER"))}
    env.update({"HJERTER_DATA_DIR": str(data), "HJERTER_LANG": "en", "PATH": f"{BIN}{os.pathsep}{env.get('PATH', '')}"})
    env.pop("NO_COLOR", None)
    env.update(extra)
    return env


GOOD = "ok"
# File names in games/ that `use` refuses, each for its own reason (made by `odd_games`).
ODD = {
    "a b": "a space",
    "$(id)": "a shell word",
    "x" * 65: "65 characters",
    "-dash": "a dash first",
    unicodedata.normalize("NFD", "Åse"): "an NFD spelling",
    "gone": "a dangling link",
    "fifo": "a FIFO",
    "dir": "a folder",
}


def odd_games(data: Path) -> Path:
    """A data dir with one good game and, beside it, a file for each way a name can be refused."""
    made(data, "new", "-g", GOOD, "Ann", "Bo", "Cy")
    games = data / "games"
    text = (games / f"{GOOD}.toml").read_bytes()
    for name in ODD:
        path = games / f"{name}.toml"
        if name == "gone":
            path.symlink_to(games / "nowhere.toml")
        elif name == "fifo":
            os.mkfifo(path)
        elif name == "dir":
            path.mkdir()
        else:
            path.write_bytes(text)
    return data


def make_table(data: Path) -> Path:
    made(data, "new", "-g", "friday", "Ann", "Bo", "Birte")
    made(data, "new", "-g", "spaces", "--omnibus", "--ten-of-clubs", "Anne Marie", "Bo", "Cy")
    made(data, "new", "-g", "fredag", "Ann", "Bo", "Cy")  # the current game
    return data


def run(data: Path, *args: str, stdin: str | None = None, timeout: float = 60, **extra: str):
    """`hjerter ARGS` as a subprocess; returns the CompletedProcess (text)."""
    assert HJERTER, "the hjerter console script is not installed"
    return subprocess.run(
        [HJERTER, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env_for(data, **extra),
        timeout=timeout,
        stdin=None if stdin is not None else subprocess.DEVNULL,
    )


# The apps in-process commands run, one a command word and language for the whole run (as
# conftest's `cli` keeps them): typer would make an app, and its click command, anew on every call,
# which is most of what an in-process command costs.
APPS: dict[tuple[str | None, str], Any] = {}


def app_once(words: list[str]) -> Any:
    """The app `main()` builds for these words (only the named command registered), made once a run."""
    from hjerter_cli.cli.app import app_for, command_made
    from hjerter_cli.i18n import current_language

    key = (command_made(words), current_language())
    return APPS[key] if key in APPS else APPS.setdefault(key, app_for(words))


def made(data: Path, *args: str) -> None:
    """A setup step (a game made, a round entered) done in-process: what a test checks runs as a
    real process, but its data dir need not be built by one (each costs a Python start-up)."""
    from typer.testing import CliRunner

    words = list(args)
    result = CliRunner().invoke(app_once(words), words, env={"HJERTER_DATA_DIR": str(data), "HJERTER_LANG": "en"})
    assert result.exit_code == 0, (args, result.output)


# A hjerter process stopped at a chosen point: as it imports a module, or just before or just after
# its Nth call of an os function; it tells the test through a pipe and waits there to be signalled.
STOPPER = r"""
import os, sys, time

kind, _, rest = os.environ.pop("HJERTER_TEST_STOP").partition(":")
told = int(os.environ.pop("HJERTER_TEST_TOLD"))


def tell_and_wait():
    os.write(told, b"x")
    # Short sleeps, not one long one: a signal that comes just before a sleep begins is taken at
    # the next, not after a minute (a minute's sleep, begun a moment too late, slept through it).
    for _tick in range(1200):
        time.sleep(0.05)


if kind == "import":
    class Stop:
        def find_spec(self, name, path=None, target=None):
            if name == rest:
                sys.meta_path.remove(self)
                tell_and_wait()
            return None

    sys.meta_path.insert(0, Stop())
else:  # call:NAME:N:before|after
    name, count, when = rest.split(":")
    real, calls = getattr(os, name), []

    def stop_here(*args, **kwargs):
        calls.append(args)
        mine = len(calls) == int(count)
        if mine and when == "before":
            tell_and_wait()
        result = real(*args, **kwargs)
        if mine and when == "after":
            tell_and_wait()
        return result

    setattr(os, name, stop_here)
import runpy

sys.argv[0] = os.environ.pop("HJERTER_TEST_LAUNCHER")
if sys.argv[0] == "-m":  # python -m hjerter_cli
    runpy.run_module("hjerter_cli", run_name="__main__", alter_sys=True)
else:  # the launcher as installed, from its first line
    runpy.run_path(sys.argv[0], run_name="__main__")
"""


def _sigint_as_a_shell_leaves_it() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def stopped_at(
    data: Path, point: str, *args: str, sig: int = 2, launcher: str | None = None
) -> subprocess.CompletedProcess[str]:
    """`hjerter ARGS` as a real process (its launcher as installed runs it, or `launcher`: "-m" for
    `python -m hjerter_cli`), stopped at `point` (`import:MODULE` or `call:NAME:N:before|after`)
    and sent `sig` (SIGINT) there."""
    told, tell = os.pipe()
    started = launcher or str(HJERTER)
    env = env_for(data, HJERTER_TEST_STOP=point, HJERTER_TEST_TOLD=str(tell), HJERTER_TEST_LAUNCHER=started)
    process = subprocess.Popen(
        [sys.executable, "-c", STOPPER, *args],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        pass_fds=(tell,),
        # As a shell starts a command: SIGINT at its default, which Python takes over (a suite run
        # in the background, or under nohup, would hand its ignored SIGINT on, and Python leave it so).
        preexec_fn=_sigint_as_a_shell_leaves_it,
    )
    os.close(tell)
    try:
        reached = os.read(told, 1) == b"x"  # the process stands at the point (or ended without reaching it)
    finally:
        os.close(told)
    if reached:
        process.send_signal(sig)
    out, err = process.communicate(timeout=60)
    return subprocess.CompletedProcess(process.args, process.returncode if reached else -999, out, err)


# Many command lines in one process of the language its environment chooses (help texts are
# chosen as the process starts), each as the console script would run it, through the app (made
# once for each command word, with its click command, as the cli fixture keeps them).
IN_ONE = r"""
import json, sys
import typer.testing
from typer.testing import CliRunner
from hjerter_cli.cli.app import app_for, command_made

said, apps, commands = [], {}, {}
if hasattr(typer.testing, "_get_command"):
    make = typer.testing._get_command
    typer.testing._get_command = lambda app: commands.get(id(app)) or commands.setdefault(id(app), make(app))
for words, given in json.loads(sys.stdin.read()):
    key = repr(command_made(words))
    if key not in apps:
        apps[key] = app_for(words)
    result = CliRunner().invoke(apps[key], words, input=given, prog_name="hjerter")
    said.append([result.exit_code, result.stdout, result.stderr])
sys.stdout.write(json.dumps(said))
"""


def in_one_process(data: Path, lines: list[list[str]], stdin: str = "", **extra: str) -> list[tuple[int, str, str]]:
    """Each command line's exit code, stdout and stderr, all run in one process (`extra`: its environment)."""
    import json

    done = subprocess.run(
        [sys.executable, "-c", IN_ONE],
        input=json.dumps([[words, stdin] for words in lines]),
        capture_output=True,
        text=True,
        env=env_for(data, **extra),
        check=True,
    )
    return [tuple(item) for item in json.loads(done.stdout)]  # type: ignore[misc]


def released_code(folder: Path, release: str, commit: str) -> Path:
    """hjerter_cli as a release had it, unpacked into `folder` from the checkout's history (its
    tag, else the commit it names, for a clone without tags); skips where there is no history."""
    import shutil
    import subprocess
    import tarfile
    from io import BytesIO

    import pytest

    checkout = Path(__file__).resolve().parent.parent
    if shutil.which("git") is None or not (checkout / ".git").exists():
        pytest.skip(f"needs the git history of a checkout to find {release}'s code")
    for name in (release, commit):
        archive = subprocess.run(
            ["git", "-C", str(checkout), "archive", "--format=tar", name, "hjerter_cli"], capture_output=True
        )
        if archive.returncode == 0:
            break
    else:
        pytest.skip(f"this checkout has neither the tag {release} nor its commit (a shallow clone?)")
    with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
        # extraction filters came in 3.11.4 (Debian 12's python3 is 3.11.2): where they are
        # missing, the archive is git's own, and only its files and folders under hjerter_cli/
        # are taken (1.3.0's link to the completion scripts, which the code run here never reads,
        # is left out)
        if hasattr(tarfile, "data_filter"):
            tar.extractall(folder, filter="data")
        else:
            members = [m for m in tar.getmembers() if m.isfile() or m.isdir()]
            assert all(m.name.startswith("hjerter_cli") and ".." not in m.name for m in members)
            tar.extractall(folder, members)
    return folder
