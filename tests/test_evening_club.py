"""A club evening from end to end: the director's machine and three tables' machines, each its own
data dir joined to one club carried by git (a bare repository, file paths as remotes). The plan
goes to every table with `club sync`, each table's game comes back the same way, the standings are
the oracle's at every machine, and a machine that is not the director's never writes the plan."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.clubs import Table, bare_origin
from tests.processes import run
from tests.test_evening import as_rows, oracle, play_all, seat_totals

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")

THIRTEEN = ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jo", "Kim", "Liv", "Mo"]


def git(where: Path, *words: str) -> str:
    return subprocess.run(["git", *words], cwd=where, check=True, capture_output=True, text=True).stdout


@pytest.fixture
def origin(tmp_path, monkeypatch):
    return bare_origin(tmp_path, monkeypatch)


def machine(tmp_path: Path, origin: Path, name: str) -> Table:
    clone = tmp_path / f"clone-{name}"
    who = ("-c", f"user.name=Table {name}", "-c", f"user.email={name}@example.invalid")
    git(tmp_path, "clone", "-q", *who, str(origin), str(clone))
    return Table(tmp_path / f"data-{name}").join(clone)


def synced(*machines: Table) -> None:
    for at in machines:
        at.ok("club", "sync")


@pytest.mark.slow  # a whole evening at four machines over git: the whole suite runs it
def test_an_evening_at_three_tables_over_git(tmp_path, origin):
    boss = machine(tmp_path, origin, "boss")
    tables = [machine(tmp_path, origin, name) for name in "abc"]
    started = run(
        boss.data, "evening", "start", "fredag", *THIRTEEN, "--deals", "2", "--seed", "e2e", HOME=str(tmp_path / "home")
    )
    assert started.returncode == 0, started.stderr
    synced(boss, *tables)
    drawn = json.loads(tables[0].ok("evening", "--format", "json").stdout)
    seats = [table["players"] for table in drawn["tables"]]
    assert len(seats) == 3 and sorted(n for t in seats for n in t) == sorted(THIRTEEN)
    for number, at in enumerate(tables, start=1):
        play_all(at, [seats[number - 1]], first=number)
    synced(*tables, boss)
    plan = boss.club / "evenings" / "fredag.toml"  # type: ignore[operator]
    for at in tables:  # not the director's: refused, the plan as it was
        before = (at.club / "evenings" / "fredag.toml").read_bytes()  # type: ignore[operator]
        for words in (["next"], ["join", "fredag", "Zoe"], ["leave", "fredag", "Ann"]):
            result = at("evening", *words)
            assert result.exit_code == 1 and "director's machine" in result.stderr
        assert (at.club / "evenings" / "fredag.toml").read_bytes() == before  # type: ignore[operator]
    boss.ok("evening", "next")
    assert plan.read_text().count("[[sitting]]") == 2
    synced(boss, *tables)
    expected = oracle([[(names, seat_totals(len(names))) for names in seats]], THIRTEEN)
    for at in [boss, *tables]:
        shown = run(at.data, "evening", "standings", "--format", "json", HOME=str(tmp_path / "home"))
        assert shown.returncode == 0, shown.stderr
        assert as_rows(json.loads(shown.stdout)) == {name: [p, v + [None], t] for name, (p, v, t) in expected.items()}
        assert json.loads(at.ok("evening", "--format", "json").stdout)["sitting"] == 2
    assert "evenings/fredag.toml" in git(boss.club, "ls-files")  # type: ignore[arg-type]


@pytest.mark.slow
def test_a_plan_changed_at_two_machines_keeps_the_one_added_to(tmp_path, origin):
    """Two machines of one director (the director's id copied): each adds to the plan before a
    sync; the sync keeps the version that extends the other, a plan never set beside as a game's
    conflict copy; and where neither extends the other, this machine's."""
    boss = machine(tmp_path, origin, "boss")
    boss.ok("evening", "start", "fredag", *THIRTEEN[:8], "--deals", "2", "--seed", "two")
    synced(boss)
    other = machine(tmp_path, origin, "other")
    shutil.copy(boss.data / "evening-director", other.data / "evening-director")
    synced(other)
    boss.ok("evening", "join", "fredag", "Jo")
    synced(boss)
    other.ok("evening", "join", "fredag", "Jo")
    other.ok("evening", "next", "--force")
    synced(other)  # both changed the plan since the last sync: other's extends boss's
    plan = other.club / "evenings" / "fredag.toml"  # type: ignore[operator]
    assert sorted(path.name for path in plan.parent.iterdir()) == ["fredag.toml"]
    assert plan.read_text().count("[[sitting]]") == 2 and '"Jo"' in plan.read_text()
    synced(boss)
    assert (boss.club / "evenings" / "fredag.toml").read_bytes() == plan.read_bytes()  # type: ignore[operator]
    boss.ok("evening", "leave", "fredag", "Ann")
    synced(boss)
    other.ok("evening", "leave", "fredag", "Bo")  # apart from boss's: neither extends the other
    mine = plan.read_bytes()
    synced(other)
    assert plan.read_bytes() == mine and sorted(path.name for path in plan.parent.iterdir()) == ["fredag.toml"]
