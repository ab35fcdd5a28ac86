"""Races in a club, with real processes: two tables saving into one club folder at once, and a
save racing `club sync`. A reader under load never sees half a game; nothing is lost."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from hjerter_cli.store import club
from tests.processes import made, run

pytestmark = pytest.mark.slow
SAVES = 12  # rounds each table enters, one process each


def saving(data: Path, place: Path, failures: list[str]) -> threading.Thread:
    """A table entering SAVES rounds, each a `hjerter round` process of its own."""

    def rounds() -> None:
        for _number in range(SAVES):
            done = run(data, "round", "4", "q", "9", "0", HJERTER_CLUB=str(place))
            if done.returncode != 0 or "not in the club" in done.stderr:
                failures.append(done.stderr)

    return threading.Thread(target=rounds)


def read_while(threads: list[threading.Thread], place: Path) -> int:
    """Read every club file again and again until the writers are done (at most a bound of
    looks, a millisecond apart: many within each saving process): each must be a whole game. Returns how
    many files were read."""
    for thread in threads:
        thread.start()
    read = 0
    for _look in range(100_000):
        if not any(thread.is_alive() for thread in threads):
            break
        for path in (place / "games").glob("*.toml"):
            data = club.read_bytes(path)
            if data is not None:  # gone between listing and reading: renamed over, as it should be
                assert club.parse(data) is not None, data[-200:]
                read += 1
        time.sleep(0.001)
    for thread in threads:
        thread.join()
    return read


def test_two_tables_saving_into_one_club_folder_at_once(tmp_path):
    place = tmp_path / "club"
    (place / "games").mkdir(parents=True)
    tables = [tmp_path / "a", tmp_path / "b"]
    made(tables[0], "new", "-g", "x", "--target", "1000", "Ann", "Bo", "Cy", "Di")
    made(tables[1], "new", "-g", "y", "--target", "1000", "Eva", "Finn", "Gry", "Hal")
    failures: list[str] = []
    assert read_while([saving(data, place, failures) for data in tables], place) > 0
    assert failures == []
    copies = sorted((place / "games").glob("*.toml"))
    assert len(copies) == 2
    mine = sorted((data / "games" / name).read_bytes() for data, name in zip(tables, ("x.toml", "y.toml"), strict=True))
    assert sorted(path.read_bytes() for path in copies) == mine  # each table's last save, whole
    for path in copies:
        assert len(club.parse(path.read_bytes()).rounds) == SAVES  # type: ignore[union-attr]


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_save_racing_club_sync_loses_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(tmp_path / "o.git")], check=True)
    place = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(tmp_path / "o.git"), str(place)], check=True, capture_output=True)
    for key, value in (("user.name", "Table"), ("user.email", "t@example.invalid")):
        subprocess.run(["git", "config", key, value], cwd=place, check=True)
    (place / "games").mkdir()
    data = tmp_path / "a"
    made(data, "new", "-g", "x", "--target", "1000", "Ann", "Bo", "Cy", "Di")
    failures: list[str] = []

    def syncing() -> None:
        for _number in range(4):
            done = run(data, "club", "sync", HJERTER_CLUB=str(place))
            if done.returncode != 0:
                failures.append(done.stderr)

    read_while([saving(data, place, failures), threading.Thread(target=syncing)], place)
    assert failures == []
    assert run(data, "club", "sync", HJERTER_CLUB=str(place)).returncode == 0
    (copy,) = (place / "games").glob("*.toml")
    assert copy.read_bytes() == (data / "games" / "x.toml").read_bytes()
    shown = subprocess.run(["git", "show", f"main:games/{copy.name}"], cwd=tmp_path / "o.git", capture_output=True)
    assert shown.stdout == copy.read_bytes()  # the last save reached the club's repository
    status = subprocess.run(["git", "status", "--porcelain"], cwd=place, capture_output=True, text=True).stdout
    assert status == "" and not [name for name in os.listdir(place / "games") if name.startswith(".")]
