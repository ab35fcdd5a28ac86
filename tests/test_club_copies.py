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
    assert {**mine, "started": None} == {**theirs, "started": None}
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
