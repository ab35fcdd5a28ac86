"""Tables of a club for the tests: each its own data dir, sharing one club folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from tests.processes import app_once


class Table:
    """One table's machine: `hjerter` run in-process against its own data dir."""

    def __init__(self, data: Path, club: Path | None = None) -> None:
        self.data = data
        self.club = club
        self.runner = CliRunner()

    def __call__(self, *words: str, input: str | None = None) -> Any:
        env = {"HJERTER_DATA_DIR": str(self.data), "HJERTER_CLUB": None, "HJERTER_LANG": "en"}
        return self.runner.invoke(app_once(list(words)), list(words), input=input, env=env, prog_name="hjerter")

    def ok(self, *words: str, input: str | None = None) -> Any:
        result = self(*words, input=input)
        assert result.exit_code == 0, (words, result.output)
        return result

    def join(self, club: Path) -> Table:
        self.club = club
        self.ok("club", str(club))
        return self

    def json(self, *words: str) -> Any:
        return json.loads(self.ok(*words, "--format", "json").stdout)

    def counts(self) -> tuple[Any, Any]:
        """What the table counts: its standings and its rating, as JSON."""
        return self.json("stats"), self.json("rating")


def bare_origin(tmp_path: Path, monkeypatch: Any) -> Path:
    """The club's repository, bare, with nothing in it yet; git configured by the test alone (a
    HOME of its own, no system config, no prompt, no GIT_DIR of the caller's)."""
    import subprocess

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_TERMINAL_PROMPT", "0")
    monkeypatch.delenv("GIT_DIR", raising=False)
    bare = tmp_path / "origin.git"
    made = ["git", "init", "-q", "--bare", "-b", "main", str(bare)]
    subprocess.run(made, cwd=tmp_path, check=True, capture_output=True)
    return bare


def games_in(folder: Path) -> list[str]:
    return sorted(path.name for path in (folder / "games").glob("*.toml"))


def one_dir_with(tmp: Path, *tables: Table, clubs: tuple[Path, ...] = ()) -> Table:
    """A single data dir holding every game of the tables once (their own games, copied; with
    `clubs`, the games in those club folders too), each in its longest version."""
    whole = Table(tmp)
    (tmp / "games").mkdir(parents=True, exist_ok=True)
    seen: dict[Any, bytes] = {}
    from hjerter_cli.store import club

    folders = [table.data / "games" for table in tables] + [folder / "games" for folder in clubs]
    for folder in folders:
        for path in sorted(folder.glob("*.toml")):
            data = path.read_bytes()
            game = club.parse(data)
            assert game is not None
            key = club.identity(game.players, game.started, game.id)
            if key not in seen or len(club.parse(seen[key]).rounds) < len(game.rounds):  # type: ignore[union-attr]
                seen[key] = data
    for number, data in enumerate(seen.values()):
        (tmp / "games" / f"g{number}.toml").write_bytes(data)
    return whole


def in_conflict(tmp: Path) -> tuple[Table, Path]:
    """A table in a club whose game x has a second version beside the club's file, as Syncthing
    leaves it (another round 1): the table, and the conflict copy."""
    place = tmp / "club"
    table = Table(tmp / "a").join(place)
    table.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    table.ok("round", "4", "q", "9", "0")
    (own,) = sorted((place / "games").glob("*.toml"))
    other = own.with_name(own.stem + ".sync-conflict-20261203-201500-ABCDEFG.toml")
    other.write_bytes(own.read_bytes().replace(b'"Ann=4 Bo=q Cy=9 Di=0"', b'"Ann=9 Bo=q Cy=4 Di=0"'))
    return table, other
