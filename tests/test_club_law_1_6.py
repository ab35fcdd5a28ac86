"""The club's law of 1.6, over random histories of 2 to 4 tables: whatever they do (new, round,
edit, undo, rename, delete, import an export, copy files behind hjerter's back, conflicts, keep,
remove, publish, sync with git), after every step

- each table's `list`, `stats` and `rating` count what an oracle counts: each game once by its
  identity (its id; 1.5's start and players for a file without one), a game whose versions are
  apart (changed at two tables, and not settled by `club keep`) counted nowhere, a game the club
  removed not counted from the club's files;
- no version of a game a table saved is ever lost: its bytes are on disk somewhere (a data dir,
  a `.bak`, the club's folder) or in the club's git history;
- nothing is written outside the data dirs, the clubs' clones and the origin;
- the club's folder holds nothing but game files, `aliases.toml` and `removed.toml`.
"""

from __future__ import annotations

import itertools
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjerter_cli.store import club, clubremoved
from tests.clubs import Table

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

KINDS = ("new", "round", "edit", "undo", "rename", "delete", "import", "take", "keep", "remove", "publish", "sync")
ROUNDS = {3: (["4", "q", "9"], ["9", "q", "4"]), 4: (["4", "q", "9", "0"], ["0", "4", "q", "9"])}


def git(where: Path, *words: str) -> str:
    return subprocess.run(["git", *words], cwd=where, check=True, capture_output=True, text=True).stdout


def made_tables(root: Path, count: int) -> list[Table]:
    git(root, "init", "-q", "--bare", "-b", "main", str(root / "origin.git"))
    tables = []
    for number in range(count):
        clone = root / f"clone{number}"
        who = ("-c", f"user.name=Table {number}", "-c", f"user.email=t{number}@example.invalid")
        git(root, "clone", "-q", *who, str(root / "origin.git"), str(clone))
        tables.append(Table(root / f"data{number}").join(clone))
    return tables


def games_of(table: Table) -> list[Path]:
    return sorted((table.data / "games").glob("*.toml"))


def act(root: Path, tables: list[Table], kind: str, at: int, pick: int) -> None:
    table, other = tables[at], tables[(at + 1) % len(tables)]
    games = games_of(table)
    game = games[pick % len(games)] if games else None
    players = len(club.parse(game.read_bytes()).players) if game else 0  # type: ignore[union-attr]
    done = None
    if kind == "new":
        done = table("new", *["Ann", "Bo", "Cy", "Di"][: 3 + pick % 2])
    elif kind == "round" and game:
        done = table("-g", game.stem, "round", *ROUNDS[players][pick % 2])
    elif kind == "edit" and game and club.parse(game.read_bytes()).rounds:  # type: ignore[union-attr]
        done = table("-g", game.stem, "edit", "1", *ROUNDS[players][1 - pick % 2])
    elif kind == "undo" and game:
        done = table("-g", game.stem, "undo")
    elif kind == "rename" and game:
        done = table("-g", game.stem, "rename", "Ann", f"Ann{pick % 3}")
    elif kind == "delete" and game:
        done = table("delete", game.stem, "--yes")
    elif kind == "import" and game:
        export = root / f"export{pick}.json"
        export.write_text(table.ok("-g", game.stem, "show", "--format", "json").stdout)
        done = other("import", str(export), "-g", f"imported{pick}")
        export.unlink()
    elif kind == "take" and game:  # into another table's data dir, behind hjerter's back
        shutil.copy(game, other.data / "games" / f"taken{pick}.toml")
    elif kind == "keep":
        listing = table("club").stdout
        line = next((line for line in listing.splitlines() if line.startswith(("In conflict: ",))), None)
        if line is not None:
            name = line[len("In conflict: ") :].split(";", 1)[0]
            done = table("club", "keep", name, str(1 + pick % 2))
    elif kind == "remove" and game:
        done = table("club", "remove", game.stem)
    elif kind == "publish":
        done = table("club", "publish")
    elif kind == "sync":
        done = table("club", "sync")
    if done is not None:
        assert "Traceback" not in done.output and done.exit_code in (0, 1), (kind, done.output)


# The oracle -------------------------------------------------------------------------------------


def visible_versions(table: Table) -> dict[Any, list[tuple[str, bytes]]]:
    """Every game file the table can see, by identity: (where, bytes)."""
    assert table.club is not None
    found: dict[Any, list[tuple[str, bytes]]] = {}
    places = [("here", path) for path in games_of(table)]
    places += [("club", path) for path in sorted((table.club / "games").glob("*.toml")) if path.is_file()]
    for where, path in places:
        data = path.read_bytes()
        game = club.parse(data)
        if game is None:
            continue
        found.setdefault(club.identity(game.players, game.started, game.id), []).append((where, data))
    return found


def chosen_files(table: Table) -> list[bytes]:
    """What the oracle counts: each game once, its longest version where the versions are one
    line of rounds (after what `club keep` set aside); none where they are apart."""
    assert table.club is not None
    notes = clubremoved.read(str(table.club))
    files = []
    for versions in visible_versions(table).values():
        games = [(where, data, club.parse(data)) for where, data in versions]
        stem = club.name_of(games[0][2])[: -len(".toml")]  # type: ignore[arg-type]
        aside = set(notes.set_aside.get(stem, []))
        standing = [entry for entry in games if club.fingerprint(entry[2]) not in aside] or games  # type: ignore[arg-type]
        best = None
        for entry in standing:
            verdict = "behind" if best is None else club.relation(best[2], entry[2])
            if verdict == "apart":
                best = None
                break
            best = entry if verdict == "behind" else best
        if best is not None:
            files.append(best[1])
    return sorted(files)


COUNTED: dict[tuple[bytes, ...], Any] = {}


def oracle(root: Path, table: Table) -> Any:
    files = tuple(chosen_files(table))
    if files not in COUNTED:
        one = Table(Path(tempfile.mkdtemp(dir=root / "oracles")))
        (one.data / "games").mkdir(parents=True)
        for number, data in enumerate(files):
            (one.data / "games" / f"g{number}.toml").write_bytes(data)
        COUNTED[files] = (one.json("stats"), one.json("rating"), len(files))
    return COUNTED[files]


def counted(table: Table) -> Any:
    stats, rating = table.json("stats"), table.json("rating")
    listed = [entry for entry in table.json("list") if "copy_of" not in entry]
    return stats, rating, len(listed)


# The checks -------------------------------------------------------------------------------------


def on_disk(root: Path) -> set[bytes]:
    """The bytes of every file below root."""
    return {path.read_bytes() for path in root.rglob("*") if path.is_file() and not path.is_symlink()}


def in_history(root: Path) -> set[bytes]:
    """The bytes of every blob in the origin's history."""
    found: set[bytes] = set()
    origin = root / "origin.git"
    listed = subprocess.run(["git", "cat-file", "--batch-all-objects", "--batch-check"], cwd=origin,
                            capture_output=True, text=True, check=True).stdout  # fmt: skip
    blobs = [line.split()[0] for line in listed.splitlines() if line.split()[1] == "blob"]
    if blobs:
        out = subprocess.run(["git", "cat-file", "--batch"], cwd=origin, input=("\n".join(blobs) + "\n").encode(),
                             capture_output=True, check=True).stdout  # fmt: skip
        at = 0
        while at < len(out):
            end = out.index(b"\n", at)
            size = int(out[at:end].split()[2])
            found.add(out[end + 1 : end + 1 + size])
            at = end + 1 + size + 1
    return found


def check(root: Path, tables: list[Table], saved: set[bytes], tops: set[str]) -> None:
    for table in tables:
        assert counted(table) == oracle(root, table)
        assert table.club is not None
        for path in table.club.iterdir():
            assert path.name in (".git", "games", "aliases.toml", "removed.toml"), path
        notes = clubremoved.read(str(table.club))
        for path in (table.club / "games").glob("*"):
            assert path.name.endswith(".toml") and not path.name.startswith("."), path
            game = club.parse(path.read_bytes())
            assert game is None or not notes.gone(club.name_of(game)[: -len(".toml")]), "a removed game is back"
    lost = saved - on_disk(root)
    lost = lost - in_history(root) if lost else lost  # git is asked only for what no file holds
    assert not lost, "a version a table saved is gone"
    assert {path.name for path in root.iterdir()} <= tops


def run_law(steps: list[tuple[str, int, int]], count: int) -> None:
    with tempfile.TemporaryDirectory() as place, pytest.MonkeyPatch.context() as patch:
        from hjerter_cli.store import codec

        root = Path(place)
        (root / "oracles").mkdir()
        (root / "home").mkdir()
        patch.setenv("HOME", str(root / "home"))
        patch.setenv("GIT_CONFIG_NOSYSTEM", "1")
        minutes = itertools.count()
        patch.setattr(
            codec, "started_now", lambda: f"2026-12-03T{10 + (m := next(minutes)) // 60:02d}:{m % 60:02d}:00+01:00"
        )
        tables = made_tables(root, count)
        tops = {path.name for path in root.iterdir()} | {f"data{n}" for n in range(count)}
        saved: set[bytes] = set()
        for kind, at, pick in steps:
            act(root, tables, kind, at % count, pick)
            saved |= {path.read_bytes() for table in tables for path in games_of(table)}
            check(root, tables, saved, tops)
        for table in tables * 2:  # every table published and synced
            table.ok("club", "publish")
            table.ok("club", "sync")
        check(root, tables, saved, tops)


def at_minute(number: int) -> str:
    return f"2026-12-03T{10 + number // 60:02d}:{number % 60:02d}:00+01:00"


step = st.tuples(st.sampled_from(KINDS), st.integers(0, 3), st.integers(0, 5))


@pytest.mark.slow
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(step, min_size=2, max_size=8), st.integers(2, 3))
def test_the_club_law_of_1_6(steps, count):
    run_law(steps, count)


@pytest.mark.slow
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(step, min_size=6, max_size=16), st.integers(2, 4))
def test_the_club_law_of_1_6_over_longer_evenings(steps, count):
    run_law(steps, count)


@pytest.mark.slow
@pytest.mark.parametrize(
    "steps",
    [
        # two tables play on one game apart, sync, then one keeps its own: both count it once
        [("new", 0, 0), ("round", 0, 0), ("sync", 0, 0), ("sync", 1, 0), ("take", 0, 0), ("round", 0, 0),
         ("round", 1, 1), ("sync", 0, 0), ("sync", 1, 0), ("keep", 1, 0), ("sync", 1, 0), ("sync", 0, 0)],
        # a removal while another table plays on: the removal sticks at every table
        [("new", 0, 1), ("sync", 0, 0), ("take", 0, 0), ("remove", 0, 0), ("round", 1, 0), ("sync", 1, 0),
         ("sync", 0, 0), ("publish", 1, 0)],
    ],
)  # fmt: skip
def test_the_club_law_of_1_6_on_evenings_that_matter(steps):
    run_law(steps, 2)


def test_the_oracle_sees_a_conflict():
    """The oracle is not empty-handed: two versions apart are counted nowhere."""
    from hjerter_cli.store import codec
    from tests.helpers import play, tally

    one, other = (
        codec.dumps(play([item])._replace(started="2026-12-03T19:00:00+01:00")).encode()
        for item in (tally([4, 0, 9, 0], queen=1), tally([0, 4, 0, 9], queen=2))
    )
    assert club.relation(club.parse(one), club.parse(other)) == "apart"
