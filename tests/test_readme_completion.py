"""README's completion lines, exactly as written, in a new account's HOME: typed once, and a new
shell then completes hjerter's commands."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pexpect
import pytest

from tests.processes import BIN, HJERTER, env_for
from tests.shells import HAS

README = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")


def readme_line(shell: str) -> str:
    found = re.search(rf"^- {shell}: `(.+)`$", README, re.MULTILINE)
    assert found, f"README has no completion line for {shell}"
    return found[1]


@pytest.mark.slow  # real shells
@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_the_readme_line_works_in_a_new_home(tmp_path, shell):
    if not HAS[shell]:
        pytest.skip(f"no {shell} here (.ci/run installs it where apt-get exists)")
    home = tmp_path / "home"
    home.mkdir()
    path = f"{Path(HJERTER).parent}:{BIN}:/usr/bin:/bin"
    env = env_for(tmp_path / "data", HOME=str(home), PATH=path, TERM="dumb", PS1="$ ")
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "ZDOTDIR"):
        env.pop(name, None)
    typed = subprocess.run([shell, "-c", readme_line(shell)], env=env, capture_output=True, text=True)
    assert typed.returncode == 0, typed.stderr
    if shell == "fish":  # fish draws no list on a dumb terminal: ask its completer, as a new shell has it
        asked = subprocess.run(["fish", "-c", "complete -C 'hjerter sh'"], env=env, capture_output=True, text=True)
        assert asked.stdout.startswith("show\t"), asked
        return
    child = pexpect.spawn(shell, ["-i"], env=env, encoding="utf-8", timeout=20, cwd=str(home), dimensions=(40, 200))
    try:
        child.sendline("echo rea''dy")
        child.expect_exact("ready")
        child.send("hjerter sh\t")
        child.expect_exact("hjerter show")
    finally:
        child.close(force=True)
