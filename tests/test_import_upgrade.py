"""hjerter 1.3.0 itself (its code from its release commit) beside this version (CLI.md, "Added in
1.4", `import`): a game with rounds from a sheet carries a newer format, which 1.3 refuses as
newer (exit 3); every other game is written exactly as 1.3 writes it; 1.3's JSON comes back whole."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import env_for, released_code

pytestmark = pytest.mark.slow
CHECKOUT = Path(__file__).resolve().parent.parent
RELEASE, RELEASE_COMMIT = "v1.3.0", "ac45ec2f1a9d1d4a03006f9870f5eae45f031d3b"  # "Release 1.3.0"
SHEET = "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n2,0,26,26,26\n"


@pytest.fixture(scope="module")
def old_code(tmp_path_factory) -> Path:
    """hjerter_cli as released in 1.3.0."""
    return released_code(tmp_path_factory.mktemp("hjerter-1.3.0"), RELEASE, RELEASE_COMMIT)


def old(code: Path, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`hjerter ARGS` as 1.3.0 (run from its folder: `-m` looks there first)."""
    return subprocess.run(
        [sys.executable, "-m", "hjerter_cli", *args],
        capture_output=True,
        text=True,
        env=env_for(data, PYTHONPATH=str(code)),
        cwd=code,
        timeout=60,
    )


def test_1_3_refuses_a_game_with_rounds_from_a_sheet_as_newer(old_code, cli, tmp_path):
    sheet = tmp_path / "paper.csv"
    sheet.write_text(SHEET, encoding="utf-8")
    cli.ok("import", str(sheet))
    text = cli.game_file("paper").read_bytes()
    refused = old(old_code, cli.data, "show", "-g", "paper")
    assert refused.returncode == 3 and "newer" in refused.stderr and "Traceback" not in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert cli.game_file("paper").read_bytes() == text


def test_other_games_are_written_as_1_3_writes_them_and_its_json_comes_back(old_code, cli, tmp_path):
    """A big table (format 2: two packs, pairs, a chosen moon); one-pack games are held to 1.2's
    bytes in test_upgrade.py, which 1.3 writes alike."""
    table = ["--decks", "2", "--pairs", *"ABCDEF"]
    made = tmp_path / "old-data"
    assert old(old_code, made, "new", "-g", "g", "--moon", "choose", *table).returncode == 0
    assert old(old_code, made, "round", "26qq", "0", "0", "0", "0", "0", "--moon", "minus").returncode == 0
    (cli.data / "games").mkdir(parents=True)
    shutil.copy(made / "games" / "g.toml", cli.game_file("g"))
    second = ["4", "q", "9", "0", "13", "q"]
    assert old(old_code, made, "round", *second).returncode == 0
    cli.ok("round", "-g", "g", *second)
    assert cli.game_file("g").read_bytes() == (made / "games" / "g.toml").read_bytes()
    document = old(old_code, made, "show", "--format", "json").stdout
    (tmp_path / "g.json").write_text(document, encoding="utf-8")
    cli.ok("import", "-g", "back", str(tmp_path / "g.json"))
    again = cli.ok("show", "-g", "back", "--format", "json").output
    back = json.loads(again)  # 1.3 wrote no `started`: the imported game starts at the file's time,
    made_here = ("started", "id")  # and is a game made here, with an id of its own
    assert back["settings"].pop("deals") == 0  # 1.6's setting, none here
    assert {key: value for key, value in back.items() if key not in made_here} == {
        **json.loads(document),
        "name": "back",
    }
    assert "started" not in json.loads(document) and back["started"] and back["id"]
