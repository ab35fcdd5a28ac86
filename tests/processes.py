"""Running the installed `hjerter` as a real process."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent
HJERTER = shutil.which("hjerter", path=str(BIN)) or shutil.which("hjerter")


def env_for(data: Path, **extra: str) -> dict[str, str]:
    """The test's environment: its own data dir, the venv's bin first on PATH, no colour games."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HJERTER_", "_HJERTER"))}
    env.update({"HJERTER_DATA_DIR": str(data), "HJERTER_LANG": "en", "PATH": f"{BIN}{os.pathsep}{env.get('PATH', '')}"})
    env.pop("NO_COLOR", None)
    env.update(extra)
    return env


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


def made(data: Path, *args: str) -> None:
    """A setup step (a game made, a round entered) done in-process: what a test checks runs as a
    real process, but its data dir need not be built by one (each costs a Python start-up)."""
    from typer.testing import CliRunner

    from hjerter_cli.cli.app import app_for

    words = list(args)
    result = CliRunner().invoke(app_for(words), words, env={"HJERTER_DATA_DIR": str(data), "HJERTER_LANG": "en"})
    assert result.exit_code == 0, (args, result.output)
