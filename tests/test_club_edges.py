"""The club at its edges: a game file from 1.0 among the club's, and a word that is no action."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.clubs import Table

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
