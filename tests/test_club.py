"""The club (1.5): one history from every table, each game once, read from other people's files."""

from __future__ import annotations

import os
import shutil
import unicodedata
from datetime import UTC, datetime, timedelta, timezone
from itertools import count

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.store import club
from tests.clubs import Table, games_in, one_dir_with


@pytest.fixture
def clock(monkeypatch):
    """`new` starts each game a minute after the last, on a clock the test sets."""
    from hjerter_cli.store import codec

    minutes = count()
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")


@pytest.fixture
def tables(tmp_path, clock):
    """Two tables' machines in one club."""
    place = tmp_path / "club"
    return Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)


def names(table: Table, *words: str) -> dict[str, str]:
    return {entry["name"]: entry["where"] for entry in table.json("list", *words)}


# A game's identity ------------------------------------------------------------------------------

name = st.text(st.characters(codec="utf-8", categories=("L", "N", "Zs", "P")), min_size=1, max_size=12).filter(
    lambda text: text.strip()
)


def other_case(player: str) -> str:
    """The name in capitals, where that is the same name without case (not so for every letter: ı)."""
    return player.upper() if player.upper().casefold() == player.casefold() else player


@given(st.lists(name, min_size=3, max_size=7), st.integers(-12, 12))
def test_a_game_is_its_start_and_its_players_in_their_seats_whatever_the_spelling(players, offset):
    moment = datetime(2026, 12, 3, 12, 30, 5, tzinfo=UTC)
    here = moment.astimezone(timezone(timedelta(hours=offset))).isoformat()
    there = "2026-12-03T12:30:05+00:00"
    other_spelling = tuple(unicodedata.normalize("NFD", other_case(player)) for player in players)
    key = club.identity(tuple(players), here)
    assert key == club.identity(other_spelling, there)
    assert club.file_name(key) == club.file_name(club.identity(other_spelling, there))
    assert key != club.identity(tuple(players), "2026-12-03T12:30:06+00:00")
    shown = club.file_name(key)
    assert shown.isprintable() and "/" not in shown and not shown.startswith((".", "-"))
    assert len(shown.encode("utf-8")) < 255 and shown.endswith(".toml")
    if len({unicodedata.normalize("NFC", player).strip().casefold() for player in players}) > 1:
        turned = (*players[1:], players[0])
        assert club.file_name(club.identity(turned, here)) != shown  # other seats: another game


# Joining, leaving, and what a save writes -------------------------------------------------------


def test_joining_and_leaving_a_club_says_where_it_is_and_removes_nothing(tmp_path):
    table = Table(tmp_path / "a")
    assert "hjerter club DIR" in table.ok("club").stdout
    table.join(tmp_path / "club")
    assert (tmp_path / "club" / "games").is_dir()
    table.ok("new", "Ann", "Bo", "Cy", "Di")
    assert "The club is kept in" in table.ok("club").stdout
    assert "Left the club" in table.ok("club", "--leave").stdout
    assert len(games_in(tmp_path / "club")) == 1
    assert "in no club" in table.ok("club").stdout
    assert table("club", "--leave", "extra").exit_code == 2


def test_every_save_writes_the_clubs_copy_and_a_rename_moves_it(tables, tmp_path):
    a, _b = tables
    place = tmp_path / "club"
    a.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    for words in (["round", "4", "q", "9", "0"], ["edit", "1", "5", "q", "8", "0"], ["undo"], ["redo"]):
        a.ok(*words)
        (copy,) = games_in(place)
        assert (place / "games" / copy).read_bytes() == (a.data / "games" / "g.toml").read_bytes(), words
    a.ok("rename", "Ann", "Anne")
    (copy,) = games_in(place)
    assert "anne" in copy and (place / "games" / copy).read_bytes() == (a.data / "games" / "g.toml").read_bytes()


def test_a_save_outside_a_club_writes_nothing_else(tmp_path, clock):
    table = Table(tmp_path / "a")
    table.ok("new", "Ann", "Bo", "Cy")
    assert sorted(os.listdir(tmp_path)) == ["a"]
    assert not (tmp_path / "a" / "club").exists()


def test_publish_writes_the_games_saved_before_joining(tmp_path, clock):
    table = Table(tmp_path / "a")
    table.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    table.ok("new", "-g", "y", "Ann", "Bo", "Cy", "Di")
    table.join(tmp_path / "club")
    assert games_in(tmp_path / "club") == []
    assert "2 games here are not in the club" in table.ok("club").stdout
    assert table("club", "publish", "nosuch").exit_code == 1
    assert "Published 1 game" in table.ok("club", "publish", "x").stdout
    assert "Published 2 games" in table.ok("club", "publish").stdout
    assert len(games_in(tmp_path / "club")) == 2
    assert names(table) == {"x": "both", "y": "both"}


def test_delete_keeps_the_clubs_copy_and_club_remove_removes_it(tables, tmp_path):
    a, b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    assert "The club keeps its copy" in a.ok("delete", "x", "--yes").stdout
    assert len(names(b)) == 1 and len(names(a)) == 1
    (copy,) = games_in(tmp_path / "club")
    assert "every table" in b.ok("club", "remove", copy).stdout
    assert names(a) == names(b) == {}
    assert b("club", "remove", copy).exit_code == 1


# Counting with a club ---------------------------------------------------------------------------


def test_each_table_counts_every_game_once_as_one_data_dir_would(tables, tmp_path):
    a, b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    b.ok("new", "-g", "y", "Ann", "Bo", "Cy")
    b.ok("round", "4", "q", "9")
    assert set(names(a).values()) == {"both", "club"} and len(names(a)) == 2
    assert a.counts() == b.counts() == one_dir_with(tmp_path / "one", a, b).counts()
    assert a.json("stats", "--mine")["games"] == 1
    assert [entry["where"] for entry in a.json("list", "--mine")] == ["here"]


def test_a_copy_that_is_behind_counts_once_and_the_longer_wins(tables, tmp_path):
    a, b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    shutil.copy(a.data / "games" / "x.toml", b.data / "games" / "mine.toml")  # b took a copy then
    a.ok("round", "0", "4", "q", "9")
    for table in (a, b):
        (entry,) = table.json("list")
        assert entry["rounds"] == 2 and entry["where"] == "both"


@pytest.mark.parametrize(
    "copy",
    [
        "{stem}.sync-conflict-20261203-201500-ABCDEFG.toml",
        "{stem} (conflicted copy 2026-12-03).toml",
        "{stem} (Bo's conflicted copy 2026-12-03 201500).toml",
        "{stem}_conflict-20261203-201500.toml",
    ],
)
def test_a_game_changed_at_two_tables_is_a_named_conflict_until_one_is_kept(tables, tmp_path, copy):
    a, b = tables
    games = tmp_path / "club" / "games"
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    (own,) = games_in(tmp_path / "club")
    saved = (games / own).read_bytes()
    a.ok("round", "0", "4", "q", "9")
    other = games / copy.format(stem=own[: -len(".toml")])
    changed = saved.replace(b'"Ann=4 Bo=q Cy=9 Di=0"', b'"Ann=9 Bo=q Cy=4 Di=0"')  # another round 1
    other.write_bytes(changed)
    for table in (a, b):
        result = table("stats", "--format", "json")
        assert result.exit_code == 0 and '"games": 0' in result.stdout
        assert "In conflict" in result.stderr and other.name in result.stderr
    assert "In conflict" in b.ok("club").stdout
    assert "Kept" in b.ok("club", "keep", str(other)).stdout
    assert not other.exists() and not (games / (own + ".bak")).exists()  # nothing but games in the club
    assert (b.data / "games" / (own + ".bak")).read_bytes() == (a.data / "games" / "x.toml").read_bytes()
    assert b.json("stats")["games"] == 1 and "conflict" not in b("stats").stderr
    assert (games / own).read_bytes() == changed
    assert a.json("stats")["games"] == 1, a("stats").stderr  # a's own version became the kept one too
    assert b("club", "keep", "nosuch.toml").exit_code == 1


# Other people's files ---------------------------------------------------------------------------


def test_hostile_files_in_the_club_are_named_or_ignored_and_the_rest_counted(tables, tmp_path):
    a, _b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    games = tmp_path / "club" / "games"
    (games / "damaged.toml").write_text("players = [\n")
    (games / "huge.toml").write_bytes(b"#" * (2 * 1024 * 1024))
    (games / "\x1b[31mred.toml").write_text("not = 'a game'\n")
    os.mkfifo(games / "fifo.toml")
    (games / "folder.toml").mkdir()
    (games / "link.toml").symlink_to(a.data / "games" / "x.toml")
    (games / "gone.toml").symlink_to(tmp_path / "nowhere")
    result = a("stats", "--format", "json")
    assert result.exit_code == 0 and '"games": 1' in result.stdout
    assert "damaged.toml" in result.stderr and "huge.toml" in result.stderr
    assert "\x1b" not in result.stderr and "\\x1b[31mred" in result.stderr
    assert "fifo" not in result.stderr and "folder" not in result.stderr and "link" not in result.stderr
    assert a("list").exit_code == 0 and a("rating").exit_code == 0 and a("club").exit_code == 0


# Aliases ---------------------------------------------------------------------------------------


def test_an_alias_counts_alike_at_every_table_and_chains_are_refused(tables):
    a, b = tables
    a.ok("new", "-g", "x", "Anne", "Bo", "Cy")
    b.ok("new", "-g", "y", "Ann", "Bo", "Cy")
    assert {row["name"] for row in b.json("stats")["players"]} == {"Anne", "Ann", "Bo", "Cy"}
    assert "Ann counts as Anne" in a.ok("club", "alias", "Anne", "Ann").stdout
    for table in (a, b):
        assert {row["name"] for row in table.json("stats")["players"]} == {"Anne", "Bo", "Cy"}
        # --player by either name: the one player's games
        assert table.json("stats", "--player", "Ann") == table.json("stats", "--player", "Anne")
        assert table.json("stats", "--player", "Ann")["games"] == 2
        assert table.json("rating", "--player", "ann") == table.json("rating", "--player", "Anne")
        assert table.ok("stats", "--player", "Ann", "--player", "Bo").stdout.count("Anne") >= 1
    assert a("club", "alias", "Annie", "Anne").exit_code == 2  # Anne stands for Ann: a chain
    assert a("club", "alias", "Ann", "Annie").exit_code == 2  # Ann counts as Anne: a chain
    assert a("club", "alias", "Bo", "bo").exit_code == 2  # a loop of one
    assert a("club", "alias", "Bo").exit_code == 2
    assert "itself again" in b.ok("club", "alias", "--remove", "ann").stdout
    assert {row["name"] for row in a.json("stats")["players"]} == {"Anne", "Ann", "Bo", "Cy"}
    assert a("club", "alias", "--remove", "Ann").exit_code == 1


def test_club_actions_outside_a_club_say_how_to_join(tmp_path):
    table = Table(tmp_path / "a")
    for words in (["publish"], ["sync"], ["alias", "A", "B"], ["keep", "f"], ["remove", "g"]):
        result = table("club", *words)
        assert result.exit_code == 1 and "hjerter club DIR" in result.stderr, words
    assert table("club", "--remove").exit_code == 2


def test_a_players_page_counts_the_clubs_games_and_mine_only_this_tables(tables):
    a, b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    b.ok("new", "-g", "y", "Ann", "Bo", "Cy", "Di")
    assert a.json("player", "Ann")["games"] == 2
    assert a.json("player", "Ann", "--mine")["games"] == 1
    assert a("player", "Di", "--mine").exit_code == 1


def test_a_players_page_follows_the_clubs_aliases_as_stats_and_rating_do(tables, monkeypatch):
    """After `club alias Ann Anne`, Anne's games are Ann's: the page is the one player's by either
    name, at either table, with the wins `stats` counts and the rating `rating` gives; `--mine` and
    named games count the games as saved (as `stats` does), and every player a Tab offers is taken."""
    from hjerter_cli import tab

    a, b = tables
    a.ok("new", "-g", "x", "--target", "20", "Anne", "Bo", "Cy")
    a.ok("round", "1", "2", "10q")
    b.ok("new", "-g", "y", "--target", "20", "Ann", "Bo", "Cy")
    b.ok("round", "3", "10q", "0")
    assert a("player", "Anne").exit_code == 0 and a.json("player", "Ann")["games"] == 1  # two players yet
    a.ok("club", "alias", "Ann", "Anne")
    for table in (a, b):
        stats = {row["name"]: row for row in table.json("stats")["players"]}
        rating = {row["name"]: row["rating"] for row in table.json("rating")["players"]}
        pages = [table.json("player", name) for name in ("Anne", "anne", "Ann")]
        assert pages[0] == pages[1] == pages[2]
        page = pages[0]
        assert page["name"] == "Ann" and "Anne" not in stats
        assert (page["games"], page["finished"], page["wins"]) == (2, 2, 1)
        assert (page["wins"], page["longest_streak"]) == (stats["Ann"]["wins"], stats["Ann"]["longest_streak"])
        assert page["rating"] == rating["Ann"]
        assert [(row["name"], row["games"]) for row in page["opponents"]] == [("Bo", 2), ("Cy", 2)]
        assert "Ann" in table("player", "Annie").stderr  # the closest name, as the games count it
    assert a.json("player", "Anne", "--mine")["name"] == "Anne" and a("player", "Ann", "--mine").exit_code == 1
    assert a.json("player", "Anne", "x")["games"] == 1 and b("player", "Anne", "--mine").exit_code == 1
    for table in (a, b):
        monkeypatch.setenv("HJERTER_DATA_DIR", str(table.data))
        offered = tab.answer("bash", ["anyplayer", "player", ""])
        assert offered and all(table("player", name).exit_code == 0 for name in offered), offered


@pytest.mark.slow
def test_outside_a_club_no_code_of_the_clubs_is_loaded(tmp_path, clock):
    """Start-up is the product's speed: a save, list and stats outside a club load no club module."""
    import subprocess
    import sys

    from tests.processes import env_for

    probe = (
        "import sys\nfrom hjerter_cli.cli.app import main\n"
        "for words in (['new', 'Ann', 'Bo', 'Cy'], ['round', '4', 'q', '9'], ['list'], ['stats']):\n"
        "    sys.argv = ['hjerter', *words]\n    main()\n"
        "print(sorted(name for name in sys.modules if 'club' in name))"
    )
    done = subprocess.run([sys.executable, "-c", probe], env=env_for(tmp_path / "a"), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"
    joined = subprocess.run(
        [sys.executable, "-c", probe],
        env=env_for(tmp_path / "b", HJERTER_CLUB=str(tmp_path / "club")),
        capture_output=True,
        text=True,
    )
    assert "hjerter_cli.store.club" in joined.stdout.strip().splitlines()[-1]  # the probe sees a club's modules


@pytest.mark.parametrize("player", ["ῒ", "ΐ", "ǰ", "Ǆ"])
def test_a_name_whose_case_folds_out_of_nfc_is_one_name_however_spelt(player):
    """Folding the case of ῒ gives ι with two marks, not ῒ: every spelling still makes one game."""
    spellings = {
        player,
        player.upper(),
        unicodedata.normalize("NFD", player),
        unicodedata.normalize("NFD", player.upper()),
    }
    keys = {club.identity(("Ann", spelt, "Bo"), "2026-12-03T12:30:05+00:00") for spelt in spellings}
    assert len(keys) == 1


@pytest.mark.parametrize(("host", "named"), [
    ("bord 1.lan", "bord-1-lan"),
    ("", "table"),
    ("x" * 40, "x" * 32),
])  # fmt: skip
def test_a_tables_name_in_conflict_copies_is_its_machine_and_its_data_dirs_check(tmp_path, monkeypatch, host, named):
    import socket
    import zlib

    monkeypatch.setattr(socket, "gethostname", lambda: host)
    base = os.path.join(tmp_path, "data-\udcff")  # a path that is no UTF-8
    check = zlib.crc32(os.path.abspath(base).encode("utf-8", "replace"))
    assert club.table_of(base) == f"{named}-{check:08x}"


def test_joining_replaces_a_link_where_the_club_file_goes_and_names_a_folder_it_cannot_make(tmp_path):
    from hjerter_cli.errors import StoreError

    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.write_text("mine\n")
    (data / club.CLUB_FILE).symlink_to(outside)
    club.join(data, str(tmp_path / "club"))
    assert outside.read_text() == "mine\n" and not (data / club.CLUB_FILE).is_symlink()
    with pytest.raises(StoreError) as caught:
        club.join(data, str(outside / "club"))
    said = dict(caught.value.args[0].values)
    assert said["path"] == str(outside / "club") and isinstance(said["reason"], NotADirectoryError)


def test_a_clubs_file_that_is_a_link_is_replaced_never_written_through(tmp_path):
    from hjerter_cli.store import codec
    from tests.helpers import play, tally

    game = play([tally([4, 0, 9, 0], queen=1)])._replace(started="2026-12-03T19:00:00+01:00")
    (tmp_path / "club" / "games").mkdir(parents=True)
    outside = tmp_path / "outside.toml"
    outside.write_text("mine\n")
    own = tmp_path / "club" / "games" / club.name_of(game)
    own.symlink_to(outside)
    data = codec.dumps(game).encode()
    club.publish(str(tmp_path / "club"), game, data, tmp_path / "data")
    assert outside.read_text() == "mine\n" and not own.is_symlink() and own.read_bytes() == data
