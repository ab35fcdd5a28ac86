"""The club at its edges: a game file from 1.0 among the club's, and a word that is no action."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.clubs import Table
from tests.helpers import said_in_danish

OLD = Path(__file__).parent / "fixtures" / "game-1.0.toml"


def finished_old_game() -> str:
    """1.0's game file (no `started`), to 10 and with its first round only: Di has won."""
    text = OLD.read_text(encoding="utf-8")
    text = text.replace("target = 100", "target = 10")
    text = text.replace('    { tally = "Ann=0 Bo=13qj Anne Marie=0 Di=0", moon = "minus" },\n', "")
    return text.replace('redo = [\n    "Ann=4 Bo=q Anne Marie=9 Di=j",\n]\n', "")


@pytest.fixture
def played(tmp_path):
    """A table in a club with a finished game of its own (started, as every save since 1.1 writes)."""
    table = Table(tmp_path / "a").join(tmp_path / "club")
    table.ok("new", "-g", "now", "--target", "10", "Ann", "Bo", "Cy", "Di")
    table.ok("round", "Ann=13q", "Bo=0", "Cy=0", "Di=0")
    return table


@pytest.mark.parametrize("where", ["club", "here"])
def test_a_game_file_from_1_0_is_counted_as_any_other_and_stops_no_command(played, tmp_path, where):
    folder = tmp_path / "club" / "games" if where == "club" else played.data / "games"
    (folder / "old.toml").write_text(finished_old_game(), encoding="utf-8")
    os.utime(folder / "old.toml", (1_700_000_000, 1_700_000_000))  # 2023-11-14: it counts from then
    for _twice in range(2):  # and again, from the cache
        listed = played.json("list")
        assert len(listed) == 2 and all("damaged" not in entry for entry in listed), listed
        old = next(entry for entry in listed if entry["name"] == "old")
        assert old["started"].startswith("2023-11-1"), old
        stats = played.json("stats")
        assert stats["games"] == 2, stats
        assert {row["name"]: row["wins"] for row in stats["players"]}["Di"] == 1
        rating = {row["name"] for row in played.json("rating")["players"]}
        assert {"Anne Marie", "Cy"} <= rating
        assert played.json("player", "Di")["games"] == 2
        assert played.json("player", "Anne Marie")["wins"] == 0
        assert played.json("stats", "--since", "2024-01-01")["games"] == 1  # the old one counts from 2023
        for words in (["stats"], ["rating"], ["player", "Ann"], ["list"], ["club"]):
            result = played(*words)
            assert result.exit_code == 0 and "Traceback" not in result.output, (words, result.output)


def test_a_game_file_from_1_0_published_is_one_game_with_its_club_copy(played, tmp_path):
    (played.data / "games" / "old.toml").write_text(finished_old_game(), encoding="utf-8")
    assert "Published 2 games" in played.ok("club", "publish").stdout
    assert played.json("stats")["games"] == 2
    listed = played.json("list")
    assert sorted((entry["name"], entry["where"]) for entry in listed) == [("now", "both"), ("old", "both")]
    assert "Removed old" in played.ok("club", "remove", "old").stdout
    assert [entry["where"] for entry in played.json("list")] == ["both", "here"]


# A word that is no action ----------------------------------------------------------------------


@pytest.mark.parametrize(("word", "closest"), [("sycn", "sync"), ("publsh", "publish"), ("Alias", "alias")])
def test_a_word_that_is_no_action_nor_a_folder_names_the_closest_action(tmp_path, monkeypatch, word, closest):
    monkeypatch.chdir(tmp_path)
    table = Table(tmp_path / "a")
    for words in ([word], [word, "Ann", "Anne"]):
        result = table("club", *words)
        assert result.exit_code == 2, result.output
        assert f"did you mean {closest}?" in result.stderr and f"hjerter club ./{word}`" in result.stderr
        assert "Traceback" not in result.output and not result.stdout
    assert not (tmp_path / word).exists() and not (table.data / "club").exists()
    assert table("club", "frobnicate").exit_code == 2
    assert os.listdir(tmp_path) == []  # no club folder made, nor a data dir


def test_a_folder_or_a_path_of_that_name_still_joins(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    table = Table(tmp_path / "a")
    (tmp_path / "sycn").mkdir()
    assert "now in the club kept in" in table.ok("club", "sycn").stdout
    assert (tmp_path / "sycn" / "games").is_dir()
    table.ok("club", "./frobnicate")
    assert (tmp_path / "frobnicate" / "games").is_dir()
    assert table.ok("club").stdout.count(str(tmp_path / "frobnicate")) == 1
    table.ok("club", "--leave")
    table.ok("club", "klub/ny")
    assert (tmp_path / "klub" / "ny" / "games").is_dir()


def test_a_word_that_is_no_action_is_said_in_danish(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    said = said_in_danish(tmp_path / "a", [("sycn", ["club", "sycn"])])["sycn"]
    assert "mente du sync?" in said and "`hjerter club ./sycn`" in said, said
