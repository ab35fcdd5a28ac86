"""Users upgrade and downgrade: hjerter 1.2.0 itself (its code from the tag v1.2.0) and this
version side by side on the same files (cli/CLI.md, "Added in 1.3": a game of one pack without
pairs or the kitty is written exactly as 1.2 writes it, gives 1.2's CSV and 1.2's JSON with only
the three new settings keys; a file with the new settings carries a newer format, which 1.2
refuses as newer, exit 3)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.processes import HJERTER, env_for, released_code
from tests.strategies import played_games

pytestmark = pytest.mark.slow
CHECKOUT = Path(__file__).resolve().parent.parent
RELEASE = "v1.2.0"
RELEASE_COMMIT = "688f52c62636204e58ae46cdcad41cedd8c2670f"  # what the tag names, for a clone without tags
ROUNDS = (["4", "q", "9", "0"], ["0", "13q", "0", "0"], ["1", "2", "3q", "7"])


@pytest.fixture(scope="module")
def old_code(tmp_path_factory) -> Path:
    """hjerter_cli as released in 1.2.0, unpacked from the repository's tag."""
    return released_code(tmp_path_factory.mktemp("hjerter-1.2.0"), RELEASE, RELEASE_COMMIT)


def run(code: Path | None, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`hjerter ARGS` as 1.2.0 (code: its folder) or as this version (code: None)."""
    if code is None:
        command, env, cwd = [HJERTER, *args], env_for(data), None
    else:  # run from its folder: `-m` looks there first
        command, env, cwd = [sys.executable, "-m", "hjerter_cli", *args], env_for(data, PYTHONPATH=str(code)), code
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=cwd, timeout=60)


@pytest.fixture(scope="module")
def games(old_code, tmp_path_factory) -> tuple[Path, Path]:
    """Two data dirs holding game g of 1.2.0's making, two rounds in: one for 1.2, one for this
    version (the same bytes, `started` included)."""
    old, new = tmp_path_factory.mktemp("old"), tmp_path_factory.mktemp("new")
    assert run(old_code, old, "new", "-g", "g", "--moon", "minus", "Ann", "Bo", "Cy", "Di").returncode == 0
    for tally in ROUNDS[:2]:
        assert run(old_code, old, "round", "-g", "g", *tally).returncode == 0
    (new / "games").mkdir()
    shutil.copy(old / "games" / "g.toml", new / "games" / "g.toml")
    return old, new


def test_the_old_code_is_1_2s(old_code, tmp_path):
    refused = run(old_code, tmp_path, "new", "--decks", "2", "A", "B", "C", "D", "E")
    assert refused.returncode == 2 and "--decks" in refused.stderr  # 1.2 has no big table


def test_a_one_pack_game_is_written_byte_for_byte_as_1_2_writes_it(old_code, games):
    old, new = games
    assert run(old_code, old, "round", "-g", "g", *ROUNDS[2]).returncode == 0
    assert run(None, new, "round", "-g", "g", *ROUNDS[2]).returncode == 0
    written = (new / "games" / "g.toml").read_bytes()
    assert written == (old / "games" / "g.toml").read_bytes()
    assert b"decks" not in written and b"format = 1" in written


def test_one_pack_csv_as_1_2_and_json_with_three_settings_more(old_code, games):
    old, new = games
    assert run(None, new, "show", "-g", "g", "--format", "csv").stdout == (
        run(old_code, old, "show", "-g", "g", "--format", "csv").stdout
    )
    before = json.loads(run(old_code, old, "show", "-g", "g", "--format", "json").stdout)
    after = json.loads(run(None, new, "show", "-g", "g", "--format", "json").stdout)
    added = {key: after["settings"].pop(key) for key in set(after["settings"]) - set(before["settings"])}
    assert added == {"decks": 1, "deal": "remove", "pairs": [], "deals": 0}  # 1.6: deals
    assert after.pop("started") and "started" not in before  # 1.4 says when the game started
    assert after == before


@pytest.mark.parametrize("setting", [["--decks", "2"], ["--pairs"], ["--deal", "kitty"]])
def test_1_2_refuses_a_big_table_game_as_newer(old_code, tmp_path, cli, setting):
    cli.ok("new", "-g", "big", *setting, "Ann", "Bo", "Cy", "Di", "Eva", "Finn")
    path = cli.game_file("big")
    text = path.read_bytes()
    assert b"format = 4" in text  # a game of 1.6 carries its id
    refused = run(old_code, cli.data, "show", "-g", "big")
    assert refused.returncode == 3 and "newer" in refused.stderr and "Traceback" not in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1
    assert path.read_bytes() == text


SCORE_WITH_1_2 = """
import json, sys
from pathlib import Path
from hjerter_cli.store.files import load
out = []
for path in sys.argv[1:]:
    game, scored = load(Path(path))
    out.append([[list(row.score.scores) for row in scored.rounds], list(scored.totals), list(scored.winners)])
print(json.dumps(out))
"""


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.lists(played_games(), min_size=25, max_size=25))
def test_one_pack_games_score_exactly_as_1_2_scores_them(old_code, played):
    """Random one-pack tables of every setting, written by this version and scored by 1.2.0's own
    code: every round's scores, the totals and the winners the same."""
    import tempfile

    from hjerter_cli.core.game import sheet
    from hjerter_cli.store import codec

    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for number, game in enumerate(played):
            paths.append(Path(folder) / f"g{number}.toml")
            paths[-1].write_text(codec.dumps(game), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-c", SCORE_WITH_1_2, *map(str, paths)],
            capture_output=True,
            text=True,
            cwd=old_code,
            env=env_for(Path(folder), PYTHONPATH=str(old_code)),
            timeout=60,
        )
    assert done.returncode == 0, done.stderr
    ours = []
    for game in played:
        scored = sheet(game)
        ours.append([[list(row.score.scores) for row in scored.rounds], list(scored.totals), list(scored.winners)])
    assert json.loads(done.stdout) == ours
