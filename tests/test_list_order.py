"""`list --format json` is in the order of the names (cli/CLI.md), in a club too: the club's games
among this data dir's, a copy among the games it copies; the table lists the game started last first."""

from __future__ import annotations

import itertools
import shutil

import pytest

from hjerter_cli.store import codec
from tests.clubs import Table


@pytest.fixture
def clock(monkeypatch):
    minutes = itertools.count(1)
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")


def test_the_json_is_in_the_order_of_the_names_with_the_clubs_games_among_this_data_dirs(tmp_path, clock):
    place = tmp_path / "club"
    a, b = Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)
    b.ok("new", "-g", "aften", "Ann", "Bo", "Cy")  # only the club holds it, for a
    a.ok("new", "-g", "tirsdag", "Ann", "Bo", "Di")
    a.ok("new", "-g", "fredag", "Ann", "Bo", "Eva")
    b.ok("new", "-g", "zz", "Ann", "Bo", "Finn")
    shutil.copy(a.data / "games" / "tirsdag.toml", a.data / "games" / "kopi.toml")
    listed = a.json("list")
    names = [entry["name"] for entry in listed]
    assert names == sorted(names) and len(names) == 5, names
    assert {entry["where"] for entry in listed} == {"here", "club", "both"}
    assert [entry["name"] for entry in a.json("list", "--mine")] == ["fredag", "kopi", "tirsdag"]


def test_outside_a_club_a_copy_stands_among_the_others_by_its_name(tmp_path, clock):
    table = Table(tmp_path / "a")
    table.ok("new", "-g", "c", "Ann", "Bo", "Cy")
    table.ok("new", "-g", "e", "Ann", "Bo", "Di")
    shutil.copy(table.data / "games" / "c.toml", table.data / "games" / "d.toml")
    listed = table.json("list")
    assert [entry["name"] for entry in listed] == ["c", "d", "e"]
    assert listed[1]["copy_of"] == "c"
