"""`hjerter club sync` against another table's hostile commits and beside a member's own work:
real git, a bare repository and clones by path, commits crafted with `git mktree`/`commit-tree`
where a git client would refuse to make them."""

# ruff: noqa: F811  (the fixtures of tests/test_club_git.py, taken by name)

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from tests.clubs import Table, in_conflict
from tests.test_club_git import clock, git, origin, synced, table  # noqa: F401  (fixtures)

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
WHO = ("-c", "user.name=Another", "-c", "user.email=another@example.invalid")  # kept in the crafter's clone


def crafted(tmp_path: Path, origin: Path, entries: dict[str, tuple[str, bytes]]) -> None:
    """Push to the club a commit on top of main whose tree has `entries` added at its top level
    ({name: (mode, content)}; a mode 040000 entry's content is `name\\0mode\\0bytes` of one file),
    whatever git's own commands would refuse."""
    work = tmp_path / "crafter"
    if not work.exists():
        git(tmp_path, "clone", "-q", *WHO, str(origin), str(work))
    git(work, "fetch", "-q", "origin")
    base = git(work, "rev-parse", "origin/main").strip()
    listing = git(work, "ls-tree", "origin/main")
    lines = [line for line in listing.splitlines() if line.split("\t", 1)[1] not in entries]
    for name, (mode, content) in entries.items():
        if mode == "040000":
            inner_name, inner_mode, inner = content.split(b"\0", 2)
            blob = _object(work, "blob", inner)
            sub = _mktree(work, [f"{inner_mode.decode()} blob {blob}\t{inner_name.decode()}"])
            lines.append(f"040000 tree {sub}\t{name}")
        else:
            lines.append(f"{mode} blob {_object(work, 'blob', content)}\t{name}")
    tree = _mktree(work, lines)
    commit = git(work, "commit-tree", tree, "-p", base, "-m", "another table").strip()
    git(work, "push", "-q", "origin", f"{commit}:refs/heads/main")


def _object(work: Path, kind: str, data: bytes) -> str:
    done = subprocess.run(["git", "hash-object", "-w", "-t", kind, "--stdin"], cwd=work, input=data,
                          capture_output=True, check=True)  # fmt: skip
    return done.stdout.decode().strip()


def _mktree(work: Path, lines: list[str]) -> str:
    done = subprocess.run(["git", "mktree"], cwd=work, input="".join(line + "\n" for line in lines).encode(),
                          capture_output=True, check=True)  # fmt: skip
    return done.stdout.decode().strip()


def outside_state(tmp_path: Path, *keep: Path) -> dict[str, bytes]:
    """Every file below tmp_path outside the given folders, with its bytes."""
    found = {}
    for path in tmp_path.rglob("*"):
        if any(path == folder or folder in path.parents for folder in keep):
            continue
        if path.is_file() and not path.is_symlink():
            found[str(path)] = path.read_bytes()
    return found


@pytest.fixture
def two(tmp_path, origin):
    a, b = table(tmp_path, origin, "a"), table(tmp_path, origin, "b")
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    synced(a)
    synced(b)
    return a, b


@pytest.mark.slow
def test_a_tree_with_dotdot_or_dotgit_entries_is_refused_and_nothing_is_written(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    game = b.data / "games"
    before = {path.name: path.read_bytes() for path in game.iterdir()} if game.exists() else {}
    for entry in ("..", ".git", ".GIT"):
        crafted(tmp_path, origin, {entry: ("040000", b"config\x00100644\x00[core]\n\tfsmonitor = touch PWNED\n")})
        result = b("club", "sync")
        assert result.exit_code == 1, result.output
        assert "git refused" in result.stderr and "Traceback" not in result.output
        assert not list(tmp_path.rglob("PWNED"))
        assert "fsmonitor" not in (b.club / ".git" / "config").read_text()
        after = {path.name: path.read_bytes() for path in game.iterdir()} if game.exists() else {}
        assert after == before
        git(tmp_path / "crafter", "push", "-q", "-f", "origin", "origin/main~0:refs/heads/main")


@pytest.mark.slow
def test_hooks_and_fsmonitor_planted_in_the_clone_never_run(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    marker = tmp_path / "ran"
    hooks = b.club / ".git" / "hooks"
    for hook in ("pre-commit", "commit-msg", "post-commit", "post-checkout", "post-merge", "pre-push",
                 "reference-transaction", "post-index-change", "pre-auto-gc", "post-rewrite"):  # fmt: skip
        path = hooks / hook
        path.write_text(f"#!/bin/sh\necho {hook} >> '{marker}'\n")
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
    git(b.club, "config", "core.fsmonitor", f"echo fsmonitor >> '{marker}'; false")
    a.ok("round", "0", "13q", "0", "0")
    synced(a)
    b.ok("new", "-g", "y", "Eva", "Fi", "Gu")
    synced(b)  # commits, fetches, joins, moves the work tree and pushes
    assert not marker.exists()
    assert len(git(b.club, "ls-files", "games").split()) == 2


@pytest.mark.slow
def test_the_callers_git_variables_never_reach_git(tmp_path, origin, two, monkeypatch):
    a, b = two
    assert b.club is not None
    elsewhere = tmp_path / "elsewhere"
    git(tmp_path, "init", "-q", str(elsewhere))
    monkeypatch.setenv("GIT_DIR", str(elsewhere / ".git"))
    monkeypatch.setenv("GIT_WORK_TREE", str(elsewhere))
    monkeypatch.setenv("GIT_INDEX_FILE", str(tmp_path / "someone.index"))
    b.ok("new", "-g", "y", "Eva", "Fi", "Gu")
    synced(b)
    monkeypatch.delenv("GIT_DIR")
    monkeypatch.delenv("GIT_WORK_TREE")
    monkeypatch.delenv("GIT_INDEX_FILE")
    assert git(elsewhere, "status", "--porcelain") == "" and not (tmp_path / "someone.index").exists()
    assert len(git(origin, "ls-tree", "-r", "--name-only", "main").split()) == 2


@pytest.mark.slow
def test_a_members_uncommitted_edit_and_own_commit_are_kept(tmp_path, origin, two):
    a, b = two
    assert a.club is not None and b.club is not None
    (b.club / "minutes.txt").write_text("the AGM's minutes\n")
    git(b.club, "add", "minutes.txt")
    git(b.club, "-c", "user.name=Bo", "-c", "user.email=bo@example.invalid", "commit", "-q", "-m", "minutes")
    own = git(b.club, "rev-parse", "HEAD").strip()
    (b.club / "draft.txt").write_text("not done yet\n")  # untracked
    a.ok("round", "0", "13q", "0", "0")
    (a.club / "rules.txt").write_text("house rules\n")
    git(a.club, "add", "rules.txt")
    git(a.club, "commit", "-q", "-m", "house rules")
    synced(a)
    (b.club / "minutes.txt").write_text("the AGM's minutes, amended\n")  # uncommitted edit
    synced(b)
    assert (b.club / "minutes.txt").read_text() == "the AGM's minutes, amended\n"
    assert (b.club / "draft.txt").read_text() == "not done yet\n"
    assert (b.club / "rules.txt").read_text() == "house rules\n"
    assert git(b.club, "merge-base", "--is-ancestor", own, "HEAD") == ""
    assert git(origin, "merge-base", "--is-ancestor", own, "main") == ""  # pushed, not dropped
    assert "minutes.txt" in git(b.club, "status", "--porcelain")


@pytest.mark.slow
def test_a_file_changed_here_and_there_that_is_not_hjerters_stops_the_sync_naming_it(tmp_path, origin, two):
    a, b = two
    assert a.club is not None and b.club is not None
    for at in (a, b):
        (at.club / "rules.txt").write_text("rules\n")
    git(a.club, "add", "rules.txt")
    git(a.club, "commit", "-q", "-m", "rules")
    synced(a)
    (a.club / "rules.txt").write_text("rules, a's way\n")
    git(a.club, "commit", "-q", "-am", "a's rules")
    synced(a)
    (b.club / "rules.txt").unlink()
    b.ok("new", "-g", "y", "Eva", "Fi", "Gu")
    synced(b)  # rules.txt as a committed it
    (b.club / "rules.txt").write_text("rules, b's way\n")  # b edits it, uncommitted
    (a.club / "rules.txt").write_text("rules, a's second way\n")
    git(a.club, "commit", "-q", "-am", "a again")
    synced(a)
    head = git(b.club, "rev-parse", "HEAD")
    result = b("club", "sync")
    assert result.exit_code == 1 and "rules.txt" in result.stderr and "changed nothing" in result.stderr
    assert (b.club / "rules.txt").read_text() == "rules, b's way\n"
    assert git(b.club, "rev-parse", "HEAD") == head
    git(b.club, "commit", "-q", "-am", "b's rules")  # now a commit of b's against a's
    result = b("club", "sync")
    assert result.exit_code == 1 and "rules.txt" in result.stderr
    assert git(b.club, "rev-parse", "HEAD") != head and (b.club / "rules.txt").read_text() == "rules, b's way\n"
    assert not (b.club / ".git" / "MERGE_HEAD").exists()


@pytest.mark.slow
def test_a_game_changed_at_two_tables_is_never_spliced_by_gits_merge_of_lines(tmp_path, origin, two):
    a, b = two
    assert a.club is not None and b.club is not None
    shutil.copy(a.data / "games" / "x.toml", b.data / "games" / "x.toml")
    a.ok("round", "0", "4", "q", "9")  # a adds round 2
    b.ok("-g", "x", "edit", "1", "5", "q", "8", "0")  # b mends round 1: another line of the file
    synced(a)
    result = b("club", "sync")
    assert result.exit_code == 0 and "In conflict" in result.stdout
    files = sorted((b.club / "games").glob("*.toml"))
    assert len(files) == 2
    contents = [path.read_bytes() for path in files]
    mine = (b.data / "games" / "x.toml").read_bytes()
    assert mine in contents  # b's own version, whole
    synced(a)
    theirs = (a.data / "games" / "x.toml").read_bytes()
    assert theirs in [path.read_bytes() for path in (a.club / "games").glob("*.toml")]


@pytest.mark.slow
def test_a_symlink_or_a_folder_from_another_table_is_never_followed_or_a_traceback(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    target = tmp_path / "outside"
    target.mkdir()
    (target / "treasure.txt").write_text("keep me\n")
    name = next(path.name for path in (b.club / "games").glob("*.toml"))
    crafted(
        tmp_path,
        origin,
        {
            "aliases.toml": ("120000", str(target / "treasure.txt").encode()),
            "removed.toml": ("040000", b"x.toml\x00100644\x00not a file\n"),
        },
    )
    synced(b)
    assert (b.club / "aliases.toml").is_symlink()
    result = b("club", "alias", "Ann", "Anne")  # a link is never written through, nor over
    assert result.exit_code == 3 and "aliases.toml" in result.stderr
    assert (target / "treasure.txt").read_text() == "keep me\n" and (b.club / "aliases.toml").is_symlink()
    for command in ("list", "stats", "rating", "player Ann"):
        result = b(*command.split())
        assert result.exit_code == 0 and "Traceback" not in result.output, (command, result.output)
    assert (b.club / "games" / name).is_file()


@pytest.mark.slow
def test_the_games_folder_turned_into_a_link_outside_is_never_written_through(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    target = tmp_path / "outside"
    target.mkdir()
    work = tmp_path / "crafter"
    git(tmp_path, "clone", "-q", *WHO, str(origin), str(work))
    git(work, "rm", "-q", "-r", "games")
    os.symlink(str(target), work / "games")
    git(work, "add", "games")
    git(work, "commit", "-q", "-m", "games elsewhere")
    git(work, "push", "-q", "origin", "HEAD:main")
    synced(b)
    assert (b.club / "games").is_symlink()
    for words in (("new", "-g", "y", "Eva", "Fi", "Gu"), ("-g", "y", "round", "4", "q", "9"), ("club", "publish")):
        result = b(*words)
        assert "Traceback" not in result.output and result.exit_code in (0, 3), result.output
        assert list(target.iterdir()) == []
    assert b.json("show", "-g", "y")["rounds"]


@pytest.mark.slow
def test_a_remote_named_as_an_option_never_reaches_git_as_one(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    git(b.club, "config", "--remove-section", "remote.origin")
    git(b.club, "config", "--remove-section", "branch.main")
    git(b.club, "config", "remote.--upload-pack=touch PWNED.url", str(origin))
    assert git(b.club, "remote").splitlines() == ["--upload-pack=touch PWNED"]
    b.ok("new", "-g", "y", "Eva", "Fi", "Gu")
    result = b("club", "sync")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert not list(tmp_path.rglob("PWNED"))


@pytest.mark.slow
def test_a_push_another_table_beat_is_known_without_reading_gits_english(tmp_path, origin, two, monkeypatch):
    a, b = two
    from hjerter_cli.store import clubsync

    push = clubsync.Club.push
    beaten = []

    def beat_once(self, *args):
        if not beaten:
            beaten.append(True)
            a.ok("new", "-g", "z", "Ib", "Jo", "Ka")
            synced(a)  # a pushes between b's fetch and b's push
        return push(self, *args)

    monkeypatch.setattr(clubsync.Club, "push", beat_once)
    monkeypatch.setenv("LANGUAGE", "da")
    b.ok("new", "-g", "y", "Eva", "Fi", "Gu")
    synced(b)
    assert beaten and len(git(origin, "ls-tree", "-r", "--name-only", "main").split()) == 3


@pytest.mark.slow
def test_a_git_command_past_its_time_limit_is_stopped_and_said(tmp_path, origin, two, monkeypatch):
    a, b = two
    from hjerter_cli.store import clubgit

    slow = tmp_path / "slowbin"
    slow.mkdir()
    real = shutil.which("git")
    script = slow / "git"
    script.write_text(f'#!/bin/sh\nfor word in "$@"; do [ "$word" = fetch ] && exec sleep 30; done\nexec {real} "$@"\n')
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{slow}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(clubgit, "LIMIT", 1.0)
    result = b("club", "sync")
    assert result.exit_code == 1 and "took longer than 1 s" in result.stderr


@pytest.mark.slow
def test_ctrl_c_after_the_commit_says_what_was_done(tmp_path, origin, two, monkeypatch):
    a, b = two
    from hjerter_cli.store import clubsync

    def interrupted(self, *args):
        raise KeyboardInterrupt

    monkeypatch.setattr(clubsync.Club, "bring_in", interrupted)
    b.ok("new", "-g", "y", "Eva", "Fi", "Gu")
    result = b("club", "sync")
    assert result.exit_code == 130
    assert "committed" in result.stderr and "nothing was changed" not in result.stderr


@pytest.mark.slow
def test_a_new_clone_of_a_club_with_games_takes_them_all(tmp_path, origin, two):
    a, b = two
    fresh = tmp_path / "fresh"
    git(tmp_path, "init", "-q", "-b", "main", str(fresh))
    git(fresh, "remote", "add", "origin", str(origin))
    c = Table(tmp_path / "data-c").join(fresh)
    synced(c)
    assert len(list((fresh / "games").glob("*.toml"))) == 1
    assert c.json("stats")["games"] == 1


@pytest.mark.slow
def test_a_removed_game_stays_removed_through_saves_and_syncs_until_published_again(tmp_path, origin, two):
    a, b = two
    assert a.club is not None and b.club is not None
    shutil.copy(a.data / "games" / "x.toml", b.data / "games" / "x.toml")  # b has the game too
    result = a("club", "remove", "x")
    assert result.exit_code == 0 and "club sync" in result.stdout and "publish x" in result.stdout
    synced(a)
    synced(b)
    assert not list((b.club / "games").glob("*.toml"))
    b.ok("-g", "x", "round", "0", "4", "q", "9")  # a round at a table that still has it
    b.ok("club", "publish")  # all: the removed one is left out
    synced(b)
    synced(a)
    for at in (a, b):
        assert not list((at.club / "games").glob("*.toml")), at
        assert at.json("list", "--mine") and not [e for e in at.json("list") if e["where"] != "here"]
    b.ok("club", "publish", "x")  # named: put back on purpose
    synced(b)
    synced(a)
    assert len(list((a.club / "games").glob("*.toml"))) == 1
    b.ok("-g", "x", "round", "9", "0", "4", "q")  # saves write it again
    assert len(list((b.club / "games").glob("*.toml"))) == 1
    assert b.json("stats")["games"] == 1


@pytest.mark.slow
def test_a_removal_note_that_cannot_be_read_is_never_overwritten(tmp_path, origin, two):
    a, b = two
    assert a.club is not None
    (a.club / "removed.toml").write_bytes(b"[removed\n")
    result = a("club", "remove", "x")
    assert result.exit_code == 3 and "removed.toml" in result.stderr
    assert (a.club / "removed.toml").read_bytes() == b"[removed\n"
    assert len(list((a.club / "games").glob("*.toml"))) == 1


def test_ctrl_c_during_publish_says_how_many_games_were_written(tmp_path, monkeypatch, clock):
    from hjerter_cli.store import club

    here = Table(tmp_path / "data")
    for name in "abcde":
        here.ok("new", "-g", name, "Ann", "Bo", "Cy")
    here.join(tmp_path / "club")
    publish, done = club.publish, []

    def stopped_at_the_third(*args, **kwargs):
        if len(done) == 2:
            raise KeyboardInterrupt
        done.append(publish(*args, **kwargs))
        return done[-1]

    monkeypatch.setattr(club, "publish", stopped_at_the_third)
    result = here("club", "publish")
    assert result.exit_code == 130
    assert "2 of 5 games were written to the club" in result.stderr and "nothing was changed" not in result.stderr
    assert len(list((tmp_path / "club" / "games").glob("*.toml"))) == 2


@pytest.mark.slow
def test_a_conflict_that_arrives_with_a_sync_is_said_by_the_sync(tmp_path, origin, two):
    a, b = two
    assert a.club is not None and b.club is not None
    shutil.copy(a.data / "games" / "x.toml", b.data / "games" / "x.toml")
    a.ok("round", "0", "4", "q", "9")
    b.ok("-g", "x", "round", "9", "0", "4", "q")  # two tables, two second rounds
    synced(a)
    result = b("club", "sync")  # b joins: the conflict is made here
    assert result.exit_code == 0 and "In conflict" in result.stdout
    result = a("club", "sync")  # a takes it as it is: the conflict arrives
    assert result.exit_code == 0 and "In conflict" in result.stdout
    (name,) = {path.name for path in (a.club / "games").glob("*.toml") if ".conflict-" not in path.name}
    assert name in result.stdout
    result = a("club", "sync")
    assert "In conflict" in result.stdout  # still, until one is kept
    a.ok("club", "keep", name[: -len(".toml")], "1")
    assert "In conflict" not in a.ok("club", "sync").stdout


def test_ctrl_c_among_the_club_copies_of_an_import_says_how_many_reached_the_club(tmp_path, monkeypatch, clock):
    from hjerter_cli.store import clubnotes

    source = Table(tmp_path / "source")
    for number in range(5):
        source.ok("new", "-g", f"g{number}", "Ann", "Bo", "Cy")
        source.ok("round", "4", "q", "9")
    exports = tmp_path / "exports"
    exports.mkdir()
    for number in range(5):
        (exports / f"g{number}.json").write_text(source.ok("show", "-g", f"g{number}", "--format", "json").stdout)
    here = Table(tmp_path / "data").join(tmp_path / "club")
    copy, done = clubnotes.copy, []

    def stopped_at_the_third(*args):
        if len(done) == 2:
            raise KeyboardInterrupt
        done.append(copy(*args))
        return done[-1]

    monkeypatch.setattr(clubnotes, "copy", stopped_at_the_third)
    result = here("import", *sorted(str(path) for path in exports.iterdir()))
    assert result.exit_code == 130, result.output
    assert "2 of 5 games were written to the club" in result.stderr and "nothing was changed" not in result.stderr
    assert len(list((tmp_path / "club" / "games").glob("*.toml"))) == 2
    monkeypatch.undo()
    here.ok("club", "publish")
    assert len(list((tmp_path / "club" / "games").glob("*.toml"))) == 5


@pytest.mark.parametrize("action", ["keep", "remove"])
def test_ctrl_c_during_keep_or_remove_never_says_nothing_was_changed(tmp_path, monkeypatch, clock, action):
    from hjerter_cli.store import club as files

    a, other = in_conflict(tmp_path)

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(files, "write_new" if action == "keep" else "remove_game", interrupted)
    result = a("club", "keep", str(other)) if action == "keep" else a("club", "remove", "x")
    assert result.exit_code == 130 and "nothing was changed" not in result.stderr
    assert f"`hjerter club {action}" in result.stderr


@pytest.mark.slow
def test_a_folder_inside_the_clubs_git_folder_is_no_work_tree(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    inside = Table(tmp_path / "data-c").join(b.club / ".git" / "refs")
    result = inside("club", "sync")
    assert result.exit_code == 1 and "not a git work tree" in result.stderr


@pytest.mark.slow
def test_a_game_file_turned_folder_and_aliases_of_another_shape_from_a_sync_are_no_traceback(tmp_path, origin, two):
    a, b = two
    assert b.club is not None
    work = tmp_path / "crafter"
    git(tmp_path, "clone", "-q", *WHO, str(origin), str(work))
    (own,) = (work / "games").glob("*.toml")
    git(work, "rm", "-q", str(own.relative_to(work)))
    own.mkdir(parents=True)
    (own / "inside.txt").write_text("a folder now\n")
    (work / "aliases.toml").write_text("aliases = 3\n")
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", "odd shapes")
    git(work, "push", "-q", "origin", "HEAD:main")
    assert b("club", "sync").exit_code == 0
    assert (b.club / "games" / own.name).is_dir()
    for words in (("list",), ("stats",), ("rating",), ("player", "Ann"), ("club",), ("club", "sync")):
        result = b(*words)
        assert "Traceback" not in result.output and result.exit_code in (0, 1), (words, result.output)
    assert "aliases.toml" in b("stats").stderr
