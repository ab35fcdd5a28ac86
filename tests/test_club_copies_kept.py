"""`club-copies.txt`: the club's games kept twice, kept beside this data dir's games
(store/clubfolder.py), so that the Tab after `club keep` reads no listing of a club of thousands."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from hjerter_cli import tab
from hjerter_cli.store import clubfolder
from tests.test_completion import club_with_copies

LONG_AGO = time.time() - 3600


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """A table in a club with a game beside its copies, its games folder last changed an hour ago
    (so a listing of it is trusted), and the Tab's answer once: the table, the club's games
    folder and the game's files."""
    from hjerter_cli.store import codec

    monkeypatch.setattr(codec, "started_now", codec.started_now)  # put back after the setup's clock
    table, games, files = club_with_copies(tmp_path)
    os.utime(games, (LONG_AGO, LONG_AGO))
    monkeypatch.setenv("HJERTER_DATA_DIR", str(table.data))
    assert offered() == sorted(files)
    return table, games, files


def offered() -> list[str]:
    return tab.answer("zsh", ["conflict", "club", ""])


def no_listing(monkeypatch) -> list[str]:
    """Make any listing of the club's games folder fail the test; returns where they are noted."""
    listed: list[str] = []
    monkeypatch.setattr(clubfolder, "listed_groups", lambda folder: listed.append(folder) or {})
    return listed


def test_the_tab_answers_from_the_kept_listing_while_the_games_folder_is_as_it_was(kept, monkeypatch):
    table, games, files = kept
    assert (table.data / clubfolder.KEPT).is_file()
    assert not list(games.parent.rglob(clubfolder.KEPT))  # nothing of it in the club
    listed = no_listing(monkeypatch)
    assert offered() == sorted(files)
    assert listed == []


def test_a_copy_added_removed_or_renamed_is_seen_at_once(kept):
    """Each change, with the folder's times set back after it (as long ago as can be trusted): its
    identity alone tells the kept listing is not the folder's any more."""
    table, games, files = kept
    added = files[0].replace(".toml", ".sync-conflict-20261204-101010-HIJKLMN.toml")
    renamed = added.replace("HIJKLMN", "OPQRSTU")
    steps = [
        (lambda: (games / added).write_bytes(b""), sorted([*files, added])),
        (lambda: (games / added).rename(games / renamed), sorted([*files, renamed])),
        (lambda: (games / renamed).unlink(), sorted(files)),
        (lambda: table.ok("club", "keep", files[1]), []),  # the game kept once now: nothing to offer
    ]
    for number, (change, expected) in enumerate(steps, start=1):
        change()
        os.utime(games, (LONG_AGO + number, LONG_AGO + number))
        assert offered() == expected


def test_a_listing_made_in_the_tick_of_the_folders_last_change_is_not_trusted(kept, monkeypatch):
    table, games, files = kept
    os.utime(games)  # changed now: a change in the same tick would leave the folder's times as they are
    offered()  # listed and kept, with the time it was listed
    listed = no_listing(monkeypatch)
    offered()
    assert listed == [str(games.parent)]


@pytest.mark.parametrize(
    "spoil",
    [
        lambda lines: ["hjerter club copies 0", *lines[1:]],  # another version's
        lambda lines: [*lines[:2], "../../etc/passwd\tpasswd"],  # not a game's files
        lambda lines: [*lines[:2], lines[2].replace(".sync-conflict", ".other")],  # a name no copy has
        lambda lines: [*lines[:2], "\t".join(lines[2].split("\t")[:2])],  # a game and no copy
        lambda lines: [*lines[:1], lines[1].rpartition("\t")[0] + "\t9x", *lines[2:]],  # a time no number
        lambda lines: [*lines[:1], lines[1].replace("\t", "\t1", 1), *lines[2:]],  # another folder's identity
        lambda lines: lines[:2],  # cut short at a line's end: the games kept twice lost
        lambda lines: [*lines[:2], lines[2][:-3]],  # cut short in a line
    ],
)
def test_a_damaged_or_foreign_kept_listing_is_listed_again_and_written_again(kept, spoil):
    table, games, files = kept
    path = table.data / clubfolder.KEPT
    good = path.read_text(encoding="utf-8")
    lines = good.split("\n")[:-1]
    assert len(lines) == 3  # the header, the folder, and the one game kept twice
    path.write_text("\n".join(spoil(lines)) + "\n", encoding="utf-8")
    assert offered() == sorted(files)
    assert path.read_text(encoding="utf-8").split("\n")[2:] == good.split("\n")[2:]


def test_no_data_dir_or_one_that_is_no_folder_still_answers(kept, monkeypatch, tmp_path):
    table, games, files = kept
    club = str(games.parent)
    assert clubfolder.kept_twice(club, str(tmp_path / "none")) == sorted(files)
    (tmp_path / "file").write_text("")
    assert clubfolder.kept_twice(club, str(tmp_path / "file")) == sorted(files)
    assert not (tmp_path / "none").exists()


def test_a_games_folder_that_is_a_link_keeps_nothing_twice(kept, tmp_path):
    table, games, files = kept
    elsewhere = tmp_path / "elsewhere"
    games.rename(elsewhere)
    Path(games).symlink_to(elsewhere)
    assert offered() == []
