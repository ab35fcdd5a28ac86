"""A game's identity (1.6): an `id` made once where a game is made and never changed; copies of a
game counted once everywhere; different games never one; club file names that fit every file
system; one spelling of a name in every count."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hjerter_cli.store import club
from tests.clubs import Table, games_in

SECOND = "2026-12-03T19:00:00+01:00"


@pytest.fixture
def one_second(monkeypatch):
    """Every game `new` makes starts in one second."""
    from hjerter_cli.store import codec

    monkeypatch.setattr(codec, "started_now", lambda: SECOND)


def game_id(table: Table, name: str) -> str:
    return str(table.json("show", "-g", name)["id"])


def sheet(folder: Path, name: str, when: int = 1_700_000_000) -> Path:
    """A paper sheet of Ann, Bo and Cy, its file changed at `when` (its start, when imported)."""
    path = folder / name
    path.write_text("round,Ann,Bo,Cy\n1,0,13,13\n", encoding="utf-8")
    os.utime(path, (when, when))
    return path


def test_new_again_and_a_sheet_carry_an_id_made_once_that_no_save_changes(tmp_path):
    table = Table(tmp_path / "data")
    table.ok("new", "-g", "a", "Ann", "Bo", "Cy")
    table.ok("new", "-g", "b", "--again")
    table.ok("import", "-g", "c", str(sheet(tmp_path, "paper.csv")))
    ids = [game_id(table, name) for name in "abc"]
    assert len(set(ids)) == 3 and all(len(one) >= 24 for one in ids)  # 96 bits at least, as hex
    assert f'\nid = "{ids[0]}"\n' in (table.data / "games" / "a.toml").read_text(encoding="utf-8")
    saves = (["round", "4", "q", "9"], ["edit", "1", "9", "q", "4"], ["undo"], ["redo"], ["rename", "Ann", "Anne"])
    for words in saves:
        table.ok("-g", "a", *words)
        assert game_id(table, "a") == ids[0], words


def test_an_export_imported_again_is_the_same_game_counted_once_and_listed_as_a_copy(tmp_path):
    table = Table(tmp_path / "data")
    table.ok("new", "-g", "a", "--target", "10", "Ann", "Bo", "Cy")
    table.ok("round", "4", "q", "9")  # Bo past the target: over, and rated
    export = tmp_path / "a.json"
    export.write_text(table.ok("show", "--format", "json").stdout, encoding="utf-8")
    table.ok("import", "-g", "again", str(export))
    assert game_id(table, "again") == game_id(table, "a")
    for words in ([], [], ["--mine"]):  # outside a club, in one, and counting this data dir's only
        assert table.json("stats", *words)["games"] == 1
        assert [row["games"] for row in table.json("rating", *words)["players"]] == [1, 1, 1]
        assert table.json("player", "Ann", *words)["games"] == 1
        listed = {entry["name"]: entry.get("copy_of") for entry in table.json("list", *words)}
        assert listed == {"a": None, "again": "a"}
        lines = table.ok("list", *words).stdout.splitlines()
        assert [line.endswith("  [a copy of a, counted once]") for line in lines] == [False, True]
        if table.club is None:
            table.join(tmp_path / "club")
            table.ok("club", "publish")


def test_sheets_imported_in_one_second_with_the_same_players_are_different_games(tmp_path):
    """1.5: one game in conflict, `club publish` said 3 and wrote 2 files."""
    table = Table(tmp_path / "data").join(tmp_path / "club")
    table.ok("import", *(str(sheet(tmp_path, f"s{number}.csv")) for number in range(3)))
    assert len(games_in(tmp_path / "club")) == 3
    assert "3" in table.ok("club", "publish").stdout and len(games_in(tmp_path / "club")) == 3
    listed = table("list")
    assert listed.exit_code == 0 and not listed.stderr and len(listed.stdout.splitlines()) == 3
    assert table.json("stats")["games"] == 3 and table.json("stats", "--mine")["games"] == 3
    other = Table(tmp_path / "other").join(tmp_path / "club")
    assert other.json("stats")["games"] == 3


LONG = [f"{'ØÆÅøæå'[number % 6] * 18}{number:02d}" for number in range(10)]  # 20 characters, 38 bytes


def test_club_file_names_fit_every_file_system_however_long_the_names(tmp_path):
    """1.5 named this game's club file in 356 bytes: no file system could write it."""
    table = Table(tmp_path / "data").join(tmp_path / "club")
    table.ok("new", "-g", "long", "--decks", "2", *LONG)
    first = ["10q", "16q", *["0"] * 8]
    table.ok("round", *first)
    (own,) = games_in(tmp_path / "club")
    assert len(own.encode("utf-8")) <= 255
    path = tmp_path / "club" / "games" / own
    behind = path.read_bytes()
    table.ok("undo")
    table.ok("round", "16q", "10q", *["0"] * 8)
    path.write_bytes(behind)  # another table's version, apart from this one's
    table.ok("round", *first)
    names = sorted(os.listdir(tmp_path / "club" / "games"))
    (copy,) = [name for name in names if ".conflict-" in name]
    assert len(names) == 2 and copy.startswith(own.removesuffix(".toml"))
    longest = copy + ".sync-conflict-20261203-190000-ABCDEFG"  # a sync engine's copy of the copy
    assert all(len(name.encode("utf-8")) + 4 <= 255 for name in (*names, longest))  # with .bak too


def test_a_club_file_that_1_5_named_is_still_its_games(tmp_path):
    """A game without an id whose 1.5 name is longer than 1.6's: read, counted once, removed whole."""
    table = Table(tmp_path / "data").join(tmp_path / "club")
    players = [f"{letter * 19}x" for letter in "ABCDEFG"]
    table.ok("new", "-g", "old", *players)
    path = table.data / "games" / "old.toml"
    game = club.parse(path.read_bytes())
    assert game is not None
    before = game._replace(id="")  # as 1.5 made it
    from hjerter_cli.store import codec, gameid

    path.write_text(codec.dumps(before), encoding="utf-8")
    for name in games_in(tmp_path / "club"):
        (tmp_path / "club" / "games" / name).unlink()
    old_name = gameid.old_file_name(club.identity(before.players, before.started))
    assert old_name not in club.names_of(before.players, before.started)[:1]  # 1.6 names it anew
    (tmp_path / "club" / "games" / old_name).write_text(codec.dumps(before), encoding="utf-8")
    assert {entry["name"]: entry["where"] for entry in table.json("list")} == {"old": "both"}
    table.ok("club", "remove", "old")
    assert games_in(tmp_path / "club") == []


def test_a_names_spelling_is_the_latest_games_and_at_one_instant_the_last_names(tmp_path, one_second):
    """1.5: `stats` spelt ANN as the club's game did, `rating` as this table's game `zz` did."""
    here = Table(tmp_path / "here").join(tmp_path / "club")
    there = Table(tmp_path / "there").join(tmp_path / "club")
    there.ok("new", "-g", "a", "--target", "10", "ann", "Bo", "Cy")
    there.ok("round", "q", "0", "13")
    here.ok("new", "-g", "zz", "--target", "10", "ANN", "Cy", "Bo")  # other seats: another game in 1.5 too
    here.ok("round", "q", "0", "13")
    names = {row["name"] for row in here.json("stats")["players"]}
    assert names == {"ANN", "Bo", "Cy"}
    assert {row["name"] for row in here.json("rating")["players"]} == names
    assert here.json("player", "ann")["name"] == "ANN"
    assert {name for row in here.json("stats", "--head-to-head")["head_to_head"] for name in row["players"]} == names


def test_a_game_the_club_alone_holds_is_listed_by_its_own_name_never_a_conflict_copys(tmp_path):
    there = Table(tmp_path / "there").join(tmp_path / "club")
    there.ok("new", "-g", "a", "Ann", "Bo", "Cy")
    there.ok("round", "4", "q", "9")
    (own,) = games_in(tmp_path / "club")
    games = tmp_path / "club" / "games"
    shorter = (games / own).read_bytes()
    there.ok("round", "4", "q", "9")
    stem = own.removesuffix(".toml")
    (games / f"{stem}.sync-conflict-20261203-190000-ABCDEFG.toml").write_bytes((games / own).read_bytes())
    (games / own).write_bytes(shorter)
    here = Table(tmp_path / "here").join(tmp_path / "club")
    assert [(entry["name"], entry["rounds"]) for entry in here.json("list")] == [(stem, 2)]
    (games / own).unlink()  # the conflict copy alone
    assert [entry["name"] for entry in here.json("list")] == [stem]
