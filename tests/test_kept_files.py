"""The files hjerter keeps beside the games (cli/CLI.md 1.2): the cache is a cache, and nothing there
is waited on, trusted as it is, or a traceback."""

from __future__ import annotations

import json
import os
import threading

import pytest

from hjerter_cli.cli.counting import summaries
from hjerter_cli.store import paths
from hjerter_cli.store.cache import LIST_CACHE


@pytest.fixture
def two_games(cli):
    cli.ok("new", "-g", "a", "Ann", "Bo", "Cy", "Di")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("new", "-g", "b", "Ann", "Bo", "Cy")
    cli.ok("list")  # writes the cache
    return cli


def listed(cli):
    result = cli("list", "--format", "json")
    assert result.exit_code == 0, result.output
    return {entry["name"]: entry for entry in json.loads(result.stdout)}


def points(cli):
    result = cli("stats", "--format", "json")
    assert result.exit_code == 0, result.output
    return {row["name"]: row["points"] for row in json.loads(result.stdout)["players"]}


class TestTheCacheIsACache:
    """The cache's own laws (its version, checksum, entries older than a change) are in
    tests/test_history.py; here, whatever stands in its place is no answer."""

    @pytest.mark.parametrize("junk", ["null", "[]", '{"schema": 2, "hjerter": null}', "{", '"games"'])
    def test_junk_in_the_cache_is_ignored(self, two_games, junk):
        (two_games.data / LIST_CACHE).write_text(junk)
        assert set(listed(two_games)) == {"a", "b"}
        assert points(two_games)["Ann"] == 4  # a: Ann 4; b: no rounds


def slow(function):
    """Runs `function` in a thread; whether it finished within 10 s (a hang is a failure, not a hung suite)."""
    thread = threading.Thread(target=function, daemon=True)
    thread.start()
    thread.join(10)
    return not thread.is_alive()


class TestNothingIsWaitedOn:
    @pytest.mark.parametrize("name", [LIST_CACHE, "current"])
    def test_a_fifo_is_ignored(self, two_games, name):
        path = two_games.data / name
        path.unlink(missing_ok=True)
        os.mkfifo(path)
        assert slow(lambda: summaries(two_games.data))
        assert slow(lambda: paths.current_name(two_games.data))
        if name == "current":
            assert paths.current_name(two_games.data) is None  # as good as no marker

    @pytest.mark.parametrize("name", [LIST_CACHE, "current"])
    def test_a_link_to_dev_zero_is_ignored_and_never_written_through(self, two_games, name):
        import stat

        path = two_games.data / name
        path.unlink(missing_ok=True)
        path.symlink_to("/dev/zero")
        assert slow(lambda: summaries(two_games.data))
        assert slow(lambda: paths.current_name(two_games.data))
        two_games.ok("use", "a")
        assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)  # the device is still a device

    @pytest.mark.parametrize("name", [LIST_CACHE, "current"])
    def test_a_link_out_of_the_data_dir_is_replaced_not_followed(self, two_games, tmp_path, name):
        outside = tmp_path / "someone-elses.txt"
        outside.write_text("keep me")
        path = two_games.data / name
        path.unlink(missing_ok=True)
        path.symlink_to(outside)
        two_games.ok("list")
        two_games.ok("use", "b")
        assert outside.read_text() == "keep me"
        assert path.is_file() and not path.is_symlink()

    def test_a_huge_sparse_marker_is_ignored(self, two_games):
        path = two_games.data / "current"
        with open(path, "wb") as sparse:
            sparse.truncate(3 * 1024**3)
        assert paths.current_name(two_games.data) is None
        result = two_games("show")
        assert result.exit_code == 1 and "no current game" in result.output

    @pytest.mark.slow
    def test_a_huge_sparse_cache_is_rebuilt(self, two_games):
        path = two_games.data / LIST_CACHE
        with open(path, "wb") as sparse:
            sparse.truncate(3 * 1024**3)
        assert set(listed(two_games)) == {"a", "b"}
        assert path.stat().st_size < 100_000


class TestJsonSteersNothing:
    @pytest.mark.parametrize("char", ["\x9b", "\x85", "\x7f", "\u202e", "\u2066", "\u200f", "\u2028"])
    def test_a_file_name_with_a_steering_character_is_escaped(self, cli, char):
        cli.ok("new", "-g", "g", "Ann", "Bo", "Cy")
        name = f"x{char}[31my"
        (cli.data / "games" / f"{name}.toml").write_text("format = 1\n")
        result = cli("list", "--format", "json")
        assert result.exit_code == 0
        assert char not in result.stdout and f"\\u{ord(char):04x}" in result.stdout
        assert name in {entry["name"] for entry in json.loads(result.stdout)}

    def test_letters_stay_letters(self, cli):
        cli.ok("new", "-g", "søndag", "Åse", "Bø", "Cæcilie")
        out = cli.ok("show", "--format", "json").stdout
        assert "Åse" in out and json.loads(out)["players"] == ["Åse", "Bø", "Cæcilie"]


class TestEmojiInNames:
    FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # 👨‍👩‍👧, joined by ZERO WIDTH JOINER

    @pytest.mark.parametrize(
        "name",
        [
            FAMILY,
            "Ann\u2764\ufe0f",
            "Bo\U0001f44d\U0001f3fd",
            "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",
        ],
    )
    def test_emoji_sequences_are_player_names(self, cli, name):
        result = cli("new", "-g", "g", name, "Bo2", "Cy")
        assert result.exit_code == 0, result.output
        assert json.loads(cli.ok("show", "--format", "json").stdout)["players"][0] == name

    @pytest.mark.parametrize("name", ["Ann\u202eBo", "A\u200bB", "A\u2066B", "A\u00adB"])
    def test_other_invisible_characters_stay_refused(self, cli, name):
        result = cli("new", "-g", "g", name, "Bo", "Cy")
        assert result.exit_code == 1 and "control character" in result.output

    def test_emoji_in_game_names(self, cli):
        result = cli("new", "-g", f"fredag{self.FAMILY}\u2660", "Ann", "Bo", "Cy")
        assert result.exit_code == 0, result.output
        assert cli.ok("list", "--format", "json").stdout.count(self.FAMILY) == 1

    def test_a_bidi_control_in_a_game_name_is_refused(self, cli):
        assert cli("new", "-g", "fre\u202edag", "Ann", "Bo", "Cy").exit_code == 1
