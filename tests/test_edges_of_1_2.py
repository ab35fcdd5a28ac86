"""Nothing false at the edges of 1.2: closed and full streams, files made read-only, a games folder
that may not be read, names with blanks around them."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from hjerter_cli.store import tabindex
from tests.processes import HJERTER, env_for, made

CANNOT_WRITE = "Nothing was changed; the output could not be written ({reason}).\n"


def shell(data: Path, line: str) -> subprocess.CompletedProcess[str]:
    """A command line as a shell runs it (for `>&-` and `>/dev/full`)."""
    return subprocess.run(["bash", "-c", line], env=env_for(data, HJERTER=str(HJERTER)), capture_output=True, text=True)


@pytest.mark.slow  # real processes
class TestClosedAndFullStreams:
    @pytest.fixture
    def data(self, tmp_path):
        made(tmp_path / "data", "new", "-g", "g", "Ann", "Bo", "Cy")
        return tmp_path / "data"

    @pytest.mark.parametrize(
        "line,reason",
        [
            ('"$HJERTER" show --watch >&-', "standard output is closed"),
            ('"$HJERTER" --version >&-', "standard output is closed"),
            ('"$HJERTER" --version >/dev/full', "No space left on device"),
            ('"$HJERTER" show >/dev/full', "No space left on device"),
        ],
    )
    def test_one_sentence_no_traceback(self, data, line, reason):
        result = shell(data, line)
        assert (result.returncode, result.stderr) == (1, CANNOT_WRITE.format(reason=reason))

    def test_watch_into_a_pipe_whose_reader_has_gone_ends_quietly(self, data):
        result = shell(data, '"$HJERTER" show --watch --format text | head -c 10 >/dev/null')
        assert result.returncode == 0 and result.stderr == ""


class TestProtectedFiles:
    """A game file (or its backup) its owner made read-only is refused, never replaced (exit 3)."""

    @pytest.fixture
    def game(self, game4):
        game4.ok("round", "4", "q", "9", "0")
        game4.ok("round", "4", "q", "9", "0")  # a backup exists
        return game4

    @pytest.mark.parametrize("kept", ["g.toml", "g.toml.bak"])
    @pytest.mark.parametrize(
        "words",
        [["round", "4", "q", "9", "0"], ["rename", "Ann", "Anne"], ["undo"], ["edit", "1", "0", "13q", "0", "0"]],
    )
    def test_read_only(self, game, kept, words):
        (game.data / "games" / kept).chmod(0o444)
        before = game.snapshot()
        result = game(*words)
        assert result.exit_code == 3, result.output
        assert "is read-only; make it writable to change the game (chmod u+w)." in result.output
        assert kept.removesuffix(".bak") in result.output and game.snapshot() == before

    def test_writable_again_it_is_saved(self, game):
        path = game.data / "games" / "g.toml"
        path.chmod(0o444)
        assert game("undo").exit_code == 3
        path.chmod(0o644)
        assert game("undo").exit_code == 0


@pytest.fixture
def unreadable_games(cli, monkeypatch):
    """A games folder that may not be read (chmod 000): for root, whom permissions do not stop, the
    system's answer (EACCES for every name inside it) is given in its place."""
    import errno

    made(cli.data, "new", "-g", "g", "Ann", "Bo", "Cy")
    games = cli.data / "games"
    if os.geteuid() != 0:
        games.chmod(0o000)
        yield cli
        games.chmod(0o755)
        return
    inside = str(games)

    def refusing(real, listing):
        def call(path, *args, **kwargs):
            text = os.fsdecode(path) if isinstance(path, str | bytes | os.PathLike) else ""
            if (listing and text == inside) or text.startswith(inside + os.sep):
                raise PermissionError(errno.EACCES, "Permission denied", text)
            return real(path, *args, **kwargs)

        return call

    for name in ("stat", "lstat", "open", "listdir"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name), name == "listdir"))
    yield cli


@pytest.mark.parametrize(
    "words",
    [
        ["show"],
        ["round", "4", "q", "9"],
        ["list"],
        ["undo"],
        ["use", "g"],
        ["rules"],
        ["stats"],
        ["rename", "Ann", "A"],
    ],
)
def test_a_games_folder_that_may_not_be_read_is_exit_3_for_every_command(unreadable_games, words):
    result = unreadable_games(*words)
    assert result.exit_code == 3, (words, result.output)
    assert "cannot be used (Permission denied)" in result.output, (words, result.output)


def test_a_player_and_dealer_with_blanks_around_them_are_read_alike(cli):
    """Hand-written: player " lead", dealer " lead": the player is read as "lead", so is the dealer."""
    made(cli.data, "new", "-g", "g", "lead", "Bo", "Cy")
    path = cli.game_file("g")
    text = path.read_text(encoding="utf-8").replace('"lead"', '" lead"')
    assert text.count('" lead"') == 2  # the player and the dealer
    path.write_text(text, encoding="utf-8")
    result = cli("show", "--format", "json")
    assert result.exit_code == 0, result.output
    shown = json.loads(result.output)
    assert shown["players"][0] == "lead" and shown["settings"]["dealer"] == "lead"


def test_a_time_offset_in_other_digits_is_damage_for_every_command(cli):
    made(cli.data, "new", "-g", "g", "Ann", "Bo", "Cy")
    path = cli.game_file("g")
    lines = path.read_text(encoding="utf-8").splitlines()
    lines = [line.split("+")[0] + "+١٠:٠٠" if line.startswith("started") else line for line in lines]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = cli.snapshot()
    assert cli("show").exit_code == 3 and cli("round", "4", "q", "9").exit_code == 3
    assert "DAMAGED" in cli("list").output
    for_a_tab = {tabindex.INDEX, tabindex.FILES}  # what list keeps for a Tab, and may write again
    kept = {name for name in cli.snapshot() if name not in before}
    unchanged = {key: value for key, value in cli.snapshot().items() if key in before and key not in for_a_tab}
    assert kept <= for_a_tab and unchanged == {key: value for key, value in before.items() if key not in for_a_tab}
