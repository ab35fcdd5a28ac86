"""README.md's two commands are what CI runs and what a new machine needs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent


def commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_readme_gives_an_install_command_and_a_test_command():
    install, tests = commands()
    assert "pip install ." in install and "hjerter new" in install and "hjerter round" in install
    assert "'.[test]'" in tests and "pytest" in tests


def test_ci_runs_readmes_test_command_verbatim():
    _install, tests = commands()
    assert tests in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()


def test_the_game_file_shown_in_readme_loads():
    import tomllib

    from hjerter_cli.core.game import sheet
    from hjerter_cli.store.codec import game_from_data

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    example = re.search(r"```toml\n(.+?)```", text, re.DOTALL).group(1)
    game = game_from_data(tomllib.loads(example))
    assert sheet(game).totals == (4, -13, 9, 0)
