"""`hjerter club sync` with real git: a bare repository and clones of it (file paths as remotes)."""

from __future__ import annotations

import itertools
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.clubs import Table, bare_origin, one_dir_with

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def clock(monkeypatch):
    from hjerter_cli.store import codec

    minutes = itertools.count()
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")


@pytest.fixture
def origin(tmp_path, monkeypatch, clock):
    """The club's repository, bare, with nothing in it yet; git configured by the test alone."""
    return bare_origin(tmp_path, monkeypatch)


def git(where: Path, *words: str) -> str:
    return subprocess.run(["git", *words], cwd=where, check=True, capture_output=True, text=True).stdout


def table(tmp_path: Path, origin: Path, name: str) -> Table:
    """A table's machine: its clone of the club's repository, joined as its club."""
    clone = tmp_path / f"clone-{name}"
    who = ("-c", f"user.name=Table {name}", "-c", f"user.email={name}@example.invalid")  # kept in the clone's config
    git(tmp_path, "clone", "-q", *who, str(origin), str(clone))
    return Table(tmp_path / f"data-{name}").join(clone)


def synced(at: Table) -> None:
    result = at("club", "sync")
    assert result.exit_code == 0, result.output
    assert at.club is not None
    assert not (at.club / ".git" / "rebase-merge").exists() and not (at.club / ".git" / "rebase-apply").exists()
    for path in (at.club / "games").glob("*"):
        assert b"<<<<<<<" not in path.read_bytes()


ORDERS = list(itertools.permutations(range(3)))


@pytest.mark.parametrize("order", [ORDERS[0], pytest.param(ORDERS[-1], marks=pytest.mark.slow)])
def test_three_tables_syncing_in_turn_count_every_game_once(tmp_path, origin, order):
    tables = [table(tmp_path, origin, name) for name in "abc"]
    for number, at in enumerate(tables):
        at.ok("new", "-g", f"t{number}", "Ann", "Bo", "Cy", "Di")
        at.ok("round", "4", "q", "9", "0")
    for at in [tables[index] for index in order] * 2:
        synced(at)
    whole = one_dir_with(tmp_path / "one", *tables).counts()
    assert whole[0]["games"] == 3
    for at in tables:
        assert at.counts() == whole
    ours = git(tables[0].club, "ls-files").split()
    assert ours and all(name.startswith("games/") for name in ours)


@pytest.mark.slow
@pytest.mark.parametrize("order", ORDERS[1:-1])
def test_three_tables_syncing_in_every_order_count_every_game_once(tmp_path, origin, order):
    test_three_tables_syncing_in_turn_count_every_game_once(tmp_path, origin, order)


@pytest.mark.slow
def test_a_game_changed_at_two_tables_comes_back_as_two_files_and_a_named_conflict(tmp_path, origin):
    a, b = table(tmp_path, origin, "a"), table(tmp_path, origin, "b")
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    synced(a)
    synced(b)
    shutil.copy(a.data / "games" / "x.toml", b.data / "games" / "x.toml")  # b takes the game up too
    a.ok("round", "0", "4", "q", "9")
    b.ok("-g", "x", "round", "9", "0", "4", "q")
    synced(a)
    synced(b)
    synced(a)
    for at in (a, b):
        assert at.club is not None
        files = sorted(path.name for path in (at.club / "games").glob("*.toml"))
        assert len(files) == 2, files  # both versions, each a file of its own
        result = at("stats", "--format", "json")
        assert result.exit_code == 0 and '"games": 0' in result.stdout and "In conflict" in result.stderr
    assert git(a.club, "status", "--porcelain") == ""


@pytest.mark.slow
def test_an_unreachable_remote_is_exit_1_with_gits_reason_and_nothing_lost(tmp_path, origin):
    a = table(tmp_path, origin, "a")
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    assert a.club is not None
    git(a.club, "remote", "set-url", "origin", str(tmp_path / "gone.git"))
    result = a("club", "sync")
    assert result.exit_code == 1 and "git refused" in result.stderr and "gone.git" in result.stderr
    assert "games/" in git(a.club, "log", "--name-only", "--format=")  # committed: goes with the next sync
    git(a.club, "remote", "set-url", "origin", str(origin))
    synced(a)
    assert "games/" in git(origin, "log", "--name-only", "--format=", "main")


def test_a_folder_that_is_no_work_tree_or_no_git_is_exit_1_saying_so(tmp_path, origin, monkeypatch):
    a = Table(tmp_path / "data").join(tmp_path / "plain")
    result = a("club", "sync")
    assert result.exit_code == 1 and "not a git work tree" in result.stderr
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    result = a("club", "sync")
    assert result.exit_code == 1 and "git is not installed" in result.stderr


@pytest.mark.slow
def test_only_hjerters_files_are_committed_and_no_name_reaches_git_as_an_option(tmp_path, origin):
    a, b = table(tmp_path, origin, "a"), table(tmp_path, origin, "b")
    assert a.club is not None and b.club is not None
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    (a.club / "notes.txt").write_text("the treasurer's notes\n")
    synced(a)
    assert "notes.txt" not in git(a.club, "ls-files")
    hostile = "--upload-pack=touch pwned"
    (a.club / "games" / f"{hostile}.toml").write_text("not a game\n")
    git(a.club, "add", "--", f"./games/{hostile}.toml")
    (a.club / hostile).write_text("someone's file\n")
    git(a.club, "add", "--", f"./{hostile}")
    git(a.club, "commit", "-q", "-m", "odd names")
    git(a.club, "push", "-q")
    b.ok("new", "-g", "y", "Ann", "Bo", "Cy", "Di")
    synced(b)
    assert (b.club / hostile).exists() and (b.club / "games" / f"{hostile}.toml").exists()
    assert not list(tmp_path.rglob("pwned"))
    result = b("stats", "--format", "json")
    assert result.exit_code == 0 and '"games": 2' in result.stdout and hostile in result.stderr
