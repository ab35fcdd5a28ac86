"""The club's aliases as a club can trust them: never two players of one game made one, never one
alias silently put over another, never a file another table wrote lost or read into a traceback,
and every change under a lock that leaves nothing in the club's folder."""

from __future__ import annotations

import os
from itertools import count

import pytest

from tests.clubs import Table, games_in


@pytest.fixture
def clock(monkeypatch):
    from hjerter_cli.store import codec

    minutes = count()
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")


@pytest.fixture
def tables(tmp_path, clock):
    place = tmp_path / "club"
    return Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)


def aliases_file(table: Table):
    assert table.club is not None
    return table.club / "aliases.toml"


def players(table: Table) -> set[str]:
    return {row["name"] for row in table.json("stats")["players"]}


# Two players of one game ------------------------------------------------------------------------


def test_an_alias_of_two_players_who_sat_in_one_game_is_refused_naming_the_game(tables):
    a, b = tables
    a.ok("new", "-g", "torsdag", "Ann", "Anne", "Bo")
    for words in (["Ann", "Anne"], ["anne", "ANN"]):
        result = a("club", "alias", *words)
        assert result.exit_code == 2, result.output
        assert "torsdag" in result.stderr and "two players" in result.stderr, result.stderr
    assert not aliases_file(a).exists()
    assert players(a) == {"Ann", "Anne", "Bo"}
    a.ok("club", "alias", "Bo", "Bob")  # names that never sat together: taken


def test_a_game_only_the_club_holds_is_looked_at_too_and_so_are_the_aliases_already_there(tables):
    a, b = tables
    b.ok("new", "-g", "fredag", "Annie", "Anne", "Cy")
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    result = a("club", "alias", "Anne", "Annie")
    assert result.exit_code == 2 and games_in(b.club)[0][: -len(".toml")] in result.stderr, result.stderr
    a.ok("club", "alias", "Ann", "Annie")  # Annie counts as Ann: fine, they never sat together
    result = a("club", "alias", "Ann", "Anne")  # then Annie and Anne, of one game, would both be Ann
    assert result.exit_code == 2 and "Annie and Anne both played" in result.stderr, result.stderr
    assert players(a) == {"Ann", "Anne", "Bo", "Cy"}
    assert a.json("player", "Ann")["games"] == 2


# One alias over another --------------------------------------------------------------------------


def test_an_other_name_that_counts_as_another_name_already_needs_replace(tables):
    a, b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    b.ok("new", "-g", "y", "Anne", "Bo", "Cy")
    a.ok("club", "alias", "Ann", "Anne")
    before = aliases_file(a).read_bytes()
    result = b("club", "alias", "Cy", "Anne")
    assert result.exit_code == 2 and "--replace" in result.stderr and "Anne counts as Ann" in result.stderr
    assert aliases_file(a).read_bytes() == before
    b.ok("club", "alias", "Ann", "Anne")  # the same alias again: nothing to replace
    assert aliases_file(a).read_bytes() == before
    result = b("club", "alias", "Bo", "Anne", "--replace")
    assert result.exit_code == 2 and "Anne and Bo both played" in result.stderr  # still not two of one game
    assert "Anne counts as Di" in b.ok("club", "alias", "--replace", "Di", "Anne").stdout
    assert b.json("player", "Di")["games"] == 1 and players(a) == {"Ann", "Bo", "Cy", "Di"}


def test_replace_goes_with_an_alias_only(tables):
    a, _b = tables
    for words in (["--replace"], ["publish", "--replace"], ["alias", "--remove", "--replace", "Ann"]):
        result = a("club", *words)
        assert result.exit_code == 2 and "--replace goes with" in result.stderr, (words, result.output)
    assert "--replace" in a.ok("club", "--help").stdout
    for shell in ("bash", "zsh", "fish"):  # offered after `hjerter club -`, as the other options are
        assert "--replace" in a.ok("completion", shell).stdout, shell


# A file that cannot be read ----------------------------------------------------------------------

UNREADABLE = {
    "a typo": b'[aliases]\nAnne = "Ann\nBob = "Bo"\n',
    "not toml": b"Anne -> Ann\n",
    "a number": b"aliases = 3\n",
    "a list": b'aliases = ["x"]\n',
    "a number for a name": b'[aliases]\nAnne = 5\nBob = "Bo"\n',
    "a table for a name": b'[aliases.Anne]\nname = "Ann"\n',
    "binary": bytes(range(256)) * 4,
    "not utf-8": b'[aliases]\nAnne = "Ann\xff"\n',
    "huge": b'[aliases]\nBob = "Bo"\n' + b"# " + b"x" * (1024 * 1024 + 10) + b"\n",
}


def shaped(place, kind: str) -> None:
    path = place / "aliases.toml"
    if kind == "a folder":
        path.mkdir()
        (path / "inside").write_text("x")
    elif kind == "a link":
        (place / "mine.toml").write_text('[aliases]\nAnne = "Ann"\n')
        path.symlink_to(place / "mine.toml")
    elif kind == "a dangling link":
        path.symlink_to(place / "nowhere.toml")
    elif kind == "a fifo":
        os.mkfifo(path)
    else:
        path.write_bytes(UNREADABLE[kind])


KINDS = [*UNREADABLE, "a folder", "a link", "a dangling link", "a fifo"]


def snapshot(place) -> dict[str, object]:
    """What is in the club's folder beside the games: each name with its bytes or what it is."""
    found: dict[str, object] = {}
    for name in sorted(os.listdir(place)):
        path = place / name
        if path.is_symlink():
            found[name] = ("link", os.readlink(path))
        elif path.is_dir():
            found[name] = ("folder", sorted(os.listdir(path)))
        elif path.is_file():
            found[name] = path.read_bytes()
        else:
            found[name] = "other"
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_an_aliases_file_that_cannot_be_read_is_never_written_over(tables, kind):
    a, _b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    shaped(a.club, kind)
    before = snapshot(a.club)
    for words in (["Ann", "Anne"], ["--remove", "Bob"], ["--replace", "Ann", "Anne"]):
        result = a("club", "alias", *words)
        assert result.exit_code == 3, (kind, words, result.output)
        assert str(a.club / "aliases.toml") in result.stderr and "nothing was written" in result.stderr
        assert "Traceback" not in result.output and len(result.stderr.strip().splitlines()) == 1
        assert snapshot(a.club) == before, kind


@pytest.mark.parametrize("kind", KINDS)
def test_an_aliases_file_of_any_shape_is_a_named_warning_when_counting(tables, kind):
    a, b = tables
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy")
    b.ok("new", "-g", "y", "Bob", "Cy", "Di")
    shaped(a.club, kind)
    for words in (["list"], ["stats"], ["rating"], ["player", "Cy"], ["stats", "--head-to-head"], ["club"]):
        result = a(*words)
        assert result.exit_code == 0, (kind, words, result.output)
        assert "Traceback" not in result.output
        assert str(a.club / "aliases.toml") in result.stderr and "not counted" in result.stderr, (words, result.stderr)
    assert a.json("stats")["games"] == 2
    assert a("list", "--mine").stderr == ""  # this data dir's games alone: the club's aliases are not read
    counted = players(a)
    if kind == "a number for a name":  # what can be read in it counts: Bob is Bo
        assert counted == {"Ann", "Bo", "Cy", "Di"}
    else:
        assert counted == {"Ann", "Bo", "Bob", "Cy", "Di"}


def test_a_readable_file_keeps_what_else_it_holds_when_an_alias_is_added(tables):
    a, _b = tables
    aliases_file(a).write_text('note = "kept"\n\n[aliases]\nBob = "Bo"\n\n[later]\nx = 1\n', encoding="utf-8")
    a.ok("club", "alias", "Ann", "Anne")
    import tomllib

    document = tomllib.loads(aliases_file(a).read_text(encoding="utf-8"))
    assert document == {"note": "kept", "aliases": {"Anne": "Ann", "Bob": "Bo"}, "later": {"x": 1}}


# The lock ----------------------------------------------------------------------------------------


def test_an_alias_is_written_under_the_lock_kept_beside_this_data_dirs_games(tables, monkeypatch):
    from hjerter_cli.store import lock

    a, _b = tables
    a.ok("club", "alias", "Ann", "Anne")
    assert sorted(os.listdir(a.club)) == ["aliases.toml", "games"]  # no lock, no temp file in DIR
    before = aliases_file(a).read_bytes()
    monkeypatch.setenv("HJERTER_LOCK_TIMEOUT", "0.2")
    with lock.locked(a.data / "club-aliases"):
        result = a("club", "alias", "Bo", "Bob")
    assert result.exit_code == 3 and "locked" in result.stderr, result.output
    assert aliases_file(a).read_bytes() == before
    a.ok("club", "alias", "Bo", "Bob")
    assert sorted(os.listdir(a.club)) == ["aliases.toml", "games"]


def test_the_aliases_refusals_and_warning_are_said_in_danish(tables):
    from tests.helpers import said_in_danish

    a, _b = tables
    a.ok("new", "-g", "x", "Ann", "Anne", "Bo")
    a.ok("club", "alias", "Bo", "Bob")
    said = said_in_danish(
        a.data,
        [("together", ["club", "alias", "Ann", "Anne"]), ("taken", ["club", "alias", "Cy", "Bob"])],
    )
    assert "spillede begge med i x" in said["together"] and "tilføj --replace" in said["taken"], said
    aliases_file(a).write_bytes(b"aliases = 3\n")
    said = said_in_danish(a.data, [("counted", ["stats"]), ("refused", ["club", "alias", "Cy", "Cyril"])])
    assert "tælles ikke med" in said["counted"] and "intet er skrevet" in said["refused"], said
