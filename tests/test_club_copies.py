"""The club's copy of a game (1.6): a save whose club copy cannot be written is still the save it
was; a game only the club holds opens by its club name at any table; nothing of hjerter's own
bookkeeping is left in the club's folder."""

from __future__ import annotations

import errno
import json
import os
import shutil
from itertools import count
from pathlib import Path

import pytest

from tests.clubs import Table, games_in

HAND = "round,Ann,Bo,Cy,Di\n1,4,13,9,0\n"


@pytest.fixture
def clock(monkeypatch):
    """`new` starts each game a minute after the last, on a clock the test sets."""
    from hjerter_cli.store import codec

    minutes = count()
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")


@pytest.fixture
def table(tmp_path, clock):
    """A table in a club, with a game of four players and one round."""
    table = Table(tmp_path / "a").join(tmp_path / "club")
    table.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    table.ok("round", "4", "q", "9", "0")
    return table


def club_files(place: Path) -> list[str]:
    """Everything in the club's folder, hidden files too, as paths inside it."""
    return sorted(str(path.relative_to(place)) for path in place.rglob("*"))


# Ways the club's copy cannot be written, each failing for root too (the suite may run as root,
# for whom no permission bit stops a write).


def games_a_file(place: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The club's games folder is a regular file."""
    shutil.rmtree(place / "games")
    (place / "games").write_text("not a folder\n")


def club_under_a_file(place: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The club's folder is gone and a file stands where it was: its games folder cannot be made."""
    shutil.rmtree(place)
    place.write_text("not a folder\n")


def disk_full(place: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file made in the club's folder fails as a full disk does."""
    real = os.open

    def full(path, flags, *args, **kwargs):
        if str(path).startswith(str(place)) and flags & os.O_CREAT:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", full)


def unwritable(place: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The club's folder refuses every new file, as a read-only folder does (EACCES)."""
    real = os.open

    def refused(path, flags, *args, **kwargs):
        if str(path).startswith(str(place)) and flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refused)


BROKEN = [games_a_file, club_under_a_file, disk_full, unwritable]
SAVES = [
    ["round", "0", "4", "q", "9"],
    ["edit", "1", "5", "q", "8", "0"],
    ["undo"],
    ["redo"],
    ["rename", "Ann", "Anne"],
    ["new", "-g", "h", "Ann", "Bo", "Cy"],
]


def said_once(result, *names: str) -> str:
    """The one line on standard error: the club's copy not written, of these games, and how it
    will be."""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    (line,) = lines
    assert "not written" in line and "hjerter club publish" in line and "next save" in line, line
    assert all(name in line for name in names) and "Traceback" not in result.output
    return line


@pytest.mark.parametrize("broken", BROKEN, ids=lambda broken: broken.__name__)
@pytest.mark.parametrize("words", SAVES, ids=lambda words: words[0])
def test_a_save_whose_club_copy_cannot_be_written_is_still_the_save_it_was(table, tmp_path, monkeypatch, broken, words):
    place = tmp_path / "club"
    alone = Table(tmp_path / "alone")  # the same game outside a club: the report as it should be
    alone.ok("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    alone.ok("round", "4", "q", "9", "0")
    if words == ["redo"]:
        table.ok("undo")
        alone.ok("undo")
    before = sorted(os.listdir(place)) if place.is_dir() else None
    broken(place, monkeypatch)
    result = table(*words)
    assert result.exit_code == 0, result.output
    said_once(result, "h" if words[0] == "new" else "g")
    assert result.stdout.splitlines()[:2] == alone.ok(*words).stdout.splitlines()[:2]
    name = "h" if words[0] == "new" else "g"
    mine, theirs = (json.loads(side.ok("show", "-g", name, "--format", "json").stdout) for side in (table, alone))
    assert {**mine, "started": None, "id": None} == {**theirs, "started": None, "id": None}  # each its own game
    if words[0] == "new":
        assert table.ok("use").stdout == alone.ok("use").stdout  # made current, as ever
    if before is not None and broken in (disk_full, unwritable):
        monkeypatch.undo()
        assert sorted(os.listdir(place)) == before  # no temp file left in the club


@pytest.mark.parametrize("broken", BROKEN, ids=lambda broken: broken.__name__)
def test_the_next_save_writes_the_clubs_copy_and_club_names_the_game_behind_until_then(
    table, tmp_path, monkeypatch, broken
):
    place = tmp_path / "club"
    (own,) = games_in(place)
    saved = (place / "games" / own).read_bytes()
    moved = tmp_path / "moved"
    shutil.copytree(place, moved)
    broken(place, monkeypatch)
    said_once(table.ok("edit", "1", "5", "q", "8", "0"), "g")  # an edit: the club's copy is no start of it
    said_once(table.ok("undo"), "g")
    said_once(table.ok("round", "0", "4", "q", "9"), "g")
    monkeypatch.undo()
    if place.is_file():
        place.unlink()
    if place.is_dir():
        shutil.rmtree(place)
    shutil.copytree(moved, place)  # the club's folder back as it was before
    assert (place / "games" / own).read_bytes() == saved
    status = table.ok("club").stdout
    assert "Behind in the club" in status and "g" in status.split("writes them):")[1], status
    assert "conflict" not in table("list").stderr  # this table's own older version: no conflict
    result = table.ok("round", "4", "q", "9", "0")
    assert result.stderr == ""
    assert games_in(place) == [own]  # written over its older version, no conflict copy beside it
    assert (place / "games" / own).read_bytes() == (table.data / "games" / "g.toml").read_bytes()
    assert "Behind" not in table.ok("club").stdout


def test_club_publish_writes_what_a_failed_save_left_behind(table, tmp_path, monkeypatch):
    place = tmp_path / "club"
    (own,) = games_in(place)
    disk_full(place, monkeypatch)
    said_once(table.ok("edit", "1", "5", "q", "8", "0"), "g")
    monkeypatch.undo()
    assert "Behind in the club" in table.ok("club").stdout
    assert "Published 1 game" in table.ok("club", "publish").stdout
    assert games_in(place) == [own]
    assert (place / "games" / own).read_bytes() == (table.data / "games" / "g.toml").read_bytes()
    assert "Behind" not in table.ok("club").stdout


def test_a_club_copy_that_has_fewer_rounds_is_named_behind(table, tmp_path):
    place = tmp_path / "club"
    (own,) = games_in(place)
    older = (place / "games" / own).read_bytes()
    table.ok("round", "0", "4", "q", "9")
    (place / "games" / own).write_bytes(older)  # the club's copy lost the last round
    assert "Behind in the club (the next save or `hjerter club publish` writes them): g" in table.ok("club").stdout
    table.ok("club", "publish", "g")
    assert "Behind" not in table.ok("club").stdout


def test_an_import_whose_club_copies_cannot_be_written_says_so_in_one_line(table, tmp_path, monkeypatch):
    sheets = []
    for number in range(3):
        sheet = tmp_path / f"s{number}.csv"
        sheet.write_text(HAND.replace("Ann", f"Ann{number}"), encoding="utf-8")
        sheets.append(str(sheet))
    games_a_file(tmp_path / "club", monkeypatch)
    result = table("import", *sheets)
    assert result.exit_code == 0, result.output
    said_once(result, "s0", "s1", "s2")
    assert {"s0", "s1", "s2"} <= {entry["name"] for entry in table.json("list")}


def test_a_club_copy_that_cannot_be_written_is_said_in_danish_too(table, tmp_path, monkeypatch):
    from hjerter_cli.i18n import use_language

    games_a_file(tmp_path / "club", monkeypatch)
    use_language("da")
    try:
        result = table("round", "0", "4", "q", "9")
    finally:
        use_language("en")
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("Klubbens kopi af g blev ikke skrevet:"), result.stderr
    assert "er ikke en mappe" in result.stderr and "hjerter club publish" in result.stderr
    assert result.stderr.count("\n") == 1


# A game only the club holds, opened at another table -------------------------------------------


@pytest.fixture
def two(tmp_path, clock):
    """Two tables in one club; the first has scored a game of two rounds, which the second has not."""
    place = tmp_path / "club"
    a, b = Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    a.ok("round", "0", "4", "q", "9")
    return a, b


def only_in_the_club(table: Table) -> str:
    (entry,) = [entry for entry in table.json("list") if entry["where"] == "club"]
    return entry["name"]


def nothing_of_hjerters_in(place: Path) -> None:
    """The club's folder holds its games folder and game files only: no .bak, lock or temp file."""
    for name in club_files(place):
        assert name == "games" or (name.startswith("games/") and name.endswith(".toml")), club_files(place)
        assert not os.path.basename(name).startswith("."), club_files(place)


@pytest.mark.parametrize("how", ["use", "-g", "-f"])
def test_a_game_only_the_club_holds_opens_by_its_list_name_and_its_first_save_makes_it_here(two, tmp_path, how):
    a, b = two
    place = tmp_path / "club"
    name = only_in_the_club(b)
    assert b.ok("show", "-g", name, "--format", "json").stdout == a.ok("show", "--format", "json").stdout.replace(
        '"name": "x"', f'"name": "{name}"'
    )
    if how == "use":
        assert name in b.ok("use", name).stdout
        where: list[str] = []
    elif how == "-g":
        where = ["-g", name]
    else:
        where = ["-f", str(place / "games" / f"{name}.toml")]
    assert "Round 3" in b.ok("round", "4", "q", "9", "0", *where).stdout
    assert (b.data / "games" / f"{name}.toml").is_file()  # this data dir's game now
    assert {entry["name"]: entry["where"] for entry in b.json("list")} == {name: "both"}
    assert games_in(place) == [f"{name}.toml"]  # the club's file replaced, no conflict copy
    assert (place / "games" / f"{name}.toml").read_bytes() == (b.data / "games" / f"{name}.toml").read_bytes()
    assert "Round 4" in b.ok("round", "0", "4", "q", "9", *where).stdout  # the same game here, by the same name
    assert len(b.json("show", *where)["rounds"]) == 4
    nothing_of_hjerters_in(place)
    assert a.json("stats")["games"] == 1 and "conflict" not in a("list").stderr


def test_a_club_game_whose_name_is_no_game_name_gets_a_name_here_at_its_first_save(tmp_path, clock):
    place = tmp_path / "club"
    a, b = Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)
    players = ["Annemarie" * 2, "Bodil" * 4, "Cyrillus" * 2, "Dorothea" * 2]
    a.ok("new", "-g", "x", *players)
    name = only_in_the_club(b)
    assert len(name) > 64
    b.ok("use", name)
    b.ok("round", "4", "q", "9", "0")
    (here,) = [path.stem for path in (b.data / "games").glob("*.toml")]
    assert here == "2026-12-03"  # the day it started
    assert {entry["name"]: entry["where"] for entry in b.json("list")} == {here: "both"}
    assert len(b.json("show", "-g", name)["rounds"]) == 1  # the club's name still finds it
    b.ok("round", "0", "4", "q", "9")  # the current game: still this one
    assert len(b.json("show", "-g", here)["rounds"]) == 2
    assert len(games_in(place)) == 1
    nothing_of_hjerters_in(place)


def test_a_conflict_copy_or_another_file_in_the_club_is_not_written_through(two, tmp_path):
    a, b = two
    place = tmp_path / "club"
    name = only_in_the_club(b)
    copy = place / "games" / f"{name}.conflict-elsewhere.toml"
    shutil.copy(place / "games" / f"{name}.toml", copy)
    assert b("use", copy.stem).exit_code == 1  # listed by the game's own name, never a copy's
    assert b("round", "4", "q", "9", "0", "-f", str(copy)).exit_code == 1
    assert b("new", "-f", str(place / "games" / "new.toml"), "Ann", "Bo", "Cy").exit_code == 1
    assert b.ok("show", "-f", str(copy)).stdout  # read, as any file
    nothing_of_hjerters_in(place)


def test_a_save_through_the_clubs_own_file_leaves_nothing_of_hjerters_in_the_club(two, tmp_path):
    """`-f DIR/games/X.toml` at the table that scored the game: its game here is saved, and the
    club's copy follows; no .bak, lock or temp file is left in DIR."""
    a, _b = two
    place = tmp_path / "club"
    (own,) = games_in(place)
    for words in (["round", "4", "q", "9", "0"], ["undo"], ["redo"], ["edit", "1", "5", "q", "8", "0"]):
        a.ok(*words, "-f", str(place / "games" / own))
    assert len(a.json("show", "-g", "x")["rounds"]) == 3
    assert games_in(place) == [own]
    assert (place / "games" / own).read_bytes() == (a.data / "games" / "x.toml").read_bytes()
    nothing_of_hjerters_in(place)


@pytest.mark.parametrize("content", [b"\xff\xfe", b"[1, 2]", b'{"x": 5}', b"{", b"x" * 100])
def test_a_damaged_note_of_copies_behind_is_as_good_as_none(table, tmp_path, content):
    (table.data / "club-behind").write_bytes(content)
    result = table.ok("round", "0", "4", "q", "9")
    assert result.stderr == ""
    assert "Behind" not in table.ok("club").stdout
    (own,) = games_in(tmp_path / "club")
    assert (tmp_path / "club" / "games" / own).read_bytes() == (table.data / "games" / "g.toml").read_bytes()


def test_a_game_file_without_its_start_goes_to_the_club_started_when_it_was_last_changed(tmp_path):
    from datetime import datetime

    from hjerter_cli.store import club, codec
    from tests.helpers import play, tally

    game = play([tally([4, 0, 9, 0], queen=1)])
    path = tmp_path / "old.toml"
    path.write_text(codec.dumps(game))
    os.utime(path, (1_796_000_000, 1_796_000_000))
    dated, data = club.dated(str(path), game, path.read_bytes())
    started = datetime.fromtimestamp(1_796_000_000).astimezone().isoformat()
    assert game.started == "" and dated == game._replace(started=started)
    assert club.parse(data) == dated


def test_a_games_versions_are_its_own_file_and_the_copies_beside_it_and_all_go_when_it_is_removed(tmp_path):
    from hjerter_cli.store import club

    games = tmp_path / "games"
    games.mkdir()
    stem = "2026-12-03T180000Z_ann_bo_cy_0123abcd"
    copies = [".toml", ".conflict-bord-1.toml", " (conflicted copy).toml", "_conflict-20261203.toml"]
    for end in [*copies, "x.toml", "-2.toml"]:  # the last two: another game whose name starts alike
        (games / f"{stem}{end}").write_text("")
    assert club.versions_of(str(tmp_path), (f"{stem}.toml",)) == sorted(str(games / f"{stem}{end}") for end in copies)
    assert club.conflict_suffix("bord-1") == ".conflict-bord-1.toml"
    assert club.conflict_suffix("bord-1", "2") == ".conflict-bord-1-2.toml"


def test_removing_a_game_from_the_club_counts_every_file_it_removed(tmp_path, monkeypatch):
    from hjerter_cli.store import club
    from tests.helpers import play, tally

    game = play([tally([4, 0, 9, 0], queen=1)])._replace(started="2026-12-03T19:00:00+01:00")
    games = tmp_path / "games"
    games.mkdir()
    stem = club.name_of(game)[: -len(".toml")]
    for end in (".toml", club.conflict_suffix("bord-1")):
        (games / f"{stem}{end}").write_text("")
    assert club.remove_game(str(tmp_path), game) == 2 and not list(games.iterdir())
    assert club.remove_game(str(tmp_path), game) == 0


def test_leaving_says_whether_there_was_a_club_to_leave_and_names_what_it_cannot_use(tmp_path):
    from hjerter_cli.errors import StoreError
    from hjerter_cli.store import club

    data = tmp_path / "data"
    club.join(data, str(tmp_path / "club"))
    assert club.leave(data) is True and club.leave(data) is False
    (data / club.CLUB_FILE).mkdir()
    with pytest.raises(StoreError) as caught:
        club.leave(data)
    said = dict(caught.value.args[0].values)  # the sentence's values, said at the edge
    assert said["path"] == data / club.CLUB_FILE and isinstance(said["reason"], IsADirectoryError)


def test_a_clubs_games_folder_that_is_a_link_is_refused_naming_it(tmp_path):
    import errno

    from hjerter_cli.errors import StoreError
    from hjerter_cli.store import club

    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "club").mkdir()
    (tmp_path / "club" / "games").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(StoreError) as caught:
        club.real_games(str(tmp_path / "club"))
    said = dict(caught.value.args[0].values)
    assert said["path"] == str(tmp_path / "club" / "games")
    assert (said["reason"].errno, said["reason"].strerror) == (errno.ELOOP, os.strerror(errno.ELOOP))


def test_a_file_where_the_clubs_games_folder_should_be_is_refused_naming_it(tmp_path):
    import errno

    from hjerter_cli.errors import StoreError
    from hjerter_cli.store import club, codec
    from tests.helpers import play, tally

    (tmp_path / "club").mkdir()
    (tmp_path / "club" / "games").write_text("")
    game = play([tally([4, 0, 9, 0], queen=1)])._replace(started="2026-12-03T19:00:00+01:00")
    with pytest.raises(StoreError) as caught:
        club.publish(str(tmp_path / "club"), game, codec.dumps(game).encode(), tmp_path / "data")
    said = dict(caught.value.args[0].values)
    assert said["path"] == str(tmp_path / "club" / "games")
    assert (said["reason"].errno, said["reason"].strerror) == (errno.ENOTDIR, os.strerror(errno.ENOTDIR))
