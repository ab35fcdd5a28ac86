"""The club's one rule of versions (store/club.py `decide` and `relation`), case by case: what a
save, a sync and the counting do with two versions of one game."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjerter_cli.store import club, clubaliases, codec, plaintoml
from tests.helpers import play, tally

START = "2026-12-03T19:00:00+01:00"
R1 = tally([4, 0, 9, 0], queen=1)
R2 = tally([0, 4, 0, 9], queen=2)
R2_OTHER = tally([9, 0, 4, 0], queen=3)
R3 = tally([13, 0, 0, 0], queen=0)


def version(*rounds, start: str = START, count: int = 4, table: str = "", **settings) -> bytes:
    game = play(list(rounds), count=count, **settings)._replace(started=start)
    return codec.dumps(game, table).encode("utf-8")


NONE = version()
ONE = version(R1)
TWO = version(R1, R2)
TWO_SAVED_ELSEWHERE = version(R1, R2, table="bord-2")  # the same version, saved last at another table
THREE = version(R1, R2, R3)
TWO_OTHER = version(R1, R2_OTHER)
OTHER_FIRST = version(R2)
OTHER_SETTINGS = version(R1, target=50)
OTHER_PLAYERS = version(tally([4, 0, 9, 0, 0], queen=1), count=5)
OTHER_START = version(R1, start="2026-12-03T19:00:01+01:00")
DAMAGED = b"rounds = [[[\n"
NOT_TEXT = b"\xff\xfe\x00junk"

# (this table's version, the other version, how the other stands to this one)
CASES = [
    (ONE, ONE, "same"),
    (TWO, TWO_SAVED_ELSEWHERE, "same"),  # other bytes, the same game and rounds
    (NONE, NONE, "same"),
    (ONE, TWO, "behind"),  # the other holds these rounds and more: it replaces this one
    (NONE, ONE, "behind"),
    (ONE, THREE, "behind"),
    (TWO, ONE, "ahead"),  # this one holds the other's rounds and more: this one stays
    (THREE, NONE, "ahead"),
    (TWO, TWO_OTHER, "apart"),  # changed at two tables: both are kept
    (TWO_OTHER, THREE, "apart"),
    (ONE, OTHER_FIRST, "apart"),
    (ONE, OTHER_SETTINGS, "apart"),  # the same rounds under other rules: not one version
    (ONE, OTHER_PLAYERS, "apart"),
    (ONE, OTHER_START, "apart"),
    (DAMAGED, ONE, "behind"),  # a file that holds no game loses to one that does
    (ONE, DAMAGED, "ahead"),
    (ONE, NOT_TEXT, "ahead"),
    (DAMAGED, NOT_TEXT, "apart"),  # two that hold none: both kept
    (DAMAGED, DAMAGED, "same"),
]


@pytest.mark.parametrize(("here", "there", "verdict"), CASES)
def test_the_rule_of_versions_case_by_case(here, there, verdict):
    assert club.decide(here, there) == verdict


@pytest.mark.parametrize(("here", "there", "verdict"), CASES)
def test_the_rule_seen_from_the_other_side_is_the_mirror(here, there, verdict):
    mirror = {"same": "same", "behind": "ahead", "ahead": "behind", "apart": "apart"}
    assert club.decide(there, here) == mirror[verdict]


@pytest.mark.parametrize(("here", "there", "verdict"), CASES)
def test_the_rule_seen_from_the_clubs_file_is_the_mirror(here, there, verdict):
    """`stands`: how the club's file (`there`) stands to the version a save writes (`here`)."""
    mirror = {"same": "same", "behind": "ahead", "ahead": "behind", "apart": "apart"}
    assert club.stands(there, here, None) == mirror[verdict]


# (the club's file, the version saved, the save's backup, the version noted as left behind,
# how the club's file stands): this table's own older version is replaced whatever the rule says
STANDING = [
    (TWO, TWO_OTHER, TWO, None, "behind"),  # this table edited a round: its backup is the club's
    (TWO_OTHER, TWO, None, TWO_OTHER, "behind"),  # the version this table could not replace before
    (THREE, TWO, ONE, None, "ahead"),  # a backup of an older version: the club's went on
    (THREE, TWO, None, ONE, "ahead"),  # a note of an older version: the club's went on
    (TWO_OTHER, TWO, TWO, ONE, "apart"),  # neither is the club's: changed at two tables
]


@pytest.mark.parametrize(("there", "data", "backup", "noted", "verdict"), STANDING)
def test_this_tables_own_older_version_is_replaced_and_no_other(tmp_path, there, data, backup, noted, verdict):
    previous = None
    if backup is not None:
        previous = str(tmp_path / "x.toml.bak")
        Path(previous).write_bytes(backup)
    behind = club.digest(noted) if noted is not None else ""
    assert club.stands(there, data, previous, behind) == verdict


@pytest.mark.parametrize(("club_holds", "saved", "written"), [
    (None, TWO, "own"),  # nothing there yet
    (ONE, TWO, "own"),  # the club's is behind: replaced
    (TWO, TWO, "own"),
    (TWO_SAVED_ELSEWHERE, TWO, None),  # the same version: the club's stays as it is
    (THREE, TWO, None),  # the club's is ahead (another table went on): it stays
    (TWO_OTHER, TWO, "copy"),  # changed at two tables: this one beside it
    (DAMAGED, TWO, "own"),  # a damaged club file is replaced by a game
])  # fmt: skip
def test_a_save_writes_the_clubs_file_by_the_rule(tmp_path, club_holds, saved, written):
    folder = tmp_path / "club"
    games = folder / "games"
    games.mkdir(parents=True)
    game = codec.game_from_data(plaintoml.document(saved.decode()))
    own = games / club.file_name(club.identity(game.players, game.started))
    if club_holds is not None:
        own.write_bytes(club_holds)
    name = club.publish(str(folder), game, saved, tmp_path / "data")
    files = {path.name: path.read_bytes() for path in games.iterdir()}
    if written == "own":
        assert files == {own.name: saved} and name == own.name
    elif written is None:
        assert files == {own.name: club_holds}
    else:
        assert files[own.name] == club_holds and len(files) == 2
        copy = next(value for key, value in files.items() if key != own.name)
        assert copy == saved and ".conflict-" in name


def test_a_save_replaces_the_clubs_file_when_it_is_this_tables_previous_version(tmp_path):
    """Even where the club's file is not the start of this one (this table edited a round): it
    is this table's own previous version, which the save's backup holds."""
    folder = tmp_path / "club"
    (folder / "games").mkdir(parents=True)
    game = codec.game_from_data(plaintoml.document(TWO_OTHER.decode()))
    own = folder / "games" / club.file_name(club.identity(game.players, game.started))
    own.write_bytes(TWO)
    backup = tmp_path / "x.toml.bak"
    backup.write_bytes(TWO)
    club.publish(str(folder), game, TWO_OTHER, tmp_path / "data", str(backup))
    assert [path.read_bytes() for path in (folder / "games").iterdir()] == [TWO_OTHER]


def test_joined_aliases_keep_every_alias_and_this_tables_where_both_name_one(tmp_path):
    import tomllib

    here = b'[aliases]\nAnne = "Ann"\nBob = "Bo"\n'
    there = b'[aliases]\nAnne = "Annie"\nCyril = "Cy"\n'
    joined = tomllib.loads(clubaliases.joined_aliases(here, there).decode())
    assert joined == {"aliases": {"Anne": "Ann", "Bob": "Bo", "Cyril": "Cy"}}
    for odd in (b"aliases = 3\n", b"[[aliases]]\nx = 1\n", b"\xff", b'[aliases]\nX = 5\nY = "Bo"\n'):
        kept = tomllib.loads(clubaliases.joined_aliases(here, odd).decode())["aliases"]
        assert kept["Anne"] == "Ann" and kept["Bob"] == "Bo" and all(isinstance(v, str) for v in kept.values())


def test_removal_notes_join_by_the_higher_count_and_read_any_shape():
    from hjerter_cli.store import clubremoved as notes

    here = b"[removed]\ng1 = 1\ng2 = 3\n[back]\ng2 = 2\n"
    there = b"[removed]\ng2 = 1\n[back]\ng2 = 4\ng1 = 2\n"
    joined = notes.notes_in(notes.joined(here, there))
    assert joined == notes.Notes({"g1": 1, "g2": 3}, {"g1": 2, "g2": 4})
    assert not joined.gone("g1") and not joined.gone("g2") and not joined.gone("g3")
    assert notes.notes_in(here).gone("g2") and notes.notes_in(here).gone("g1")
    for odd in (b"removed = 3\n", b"[removed]\nx = 'soon'\ny = true\nz = -1\n", b"\xff", b"[[removed]]\n", b""):
        assert notes.notes_in(odd) == notes.Notes({}, {})
    with pytest.raises(notes.Unreadable):
        notes.notes_in(b"removed = 3\n", strict=True)
    with pytest.raises(notes.Unreadable):
        notes.notes_in(b"[removed\n", strict=True)


def test_a_removal_and_a_putting_back_each_win_over_what_came_before(tmp_path):
    from hjerter_cli.store import clubremoved as notes

    folder, base = str(tmp_path / "club"), str(tmp_path / "data")
    (tmp_path / "club").mkdir()
    for step in range(4):
        notes.note(base, folder, "g", removed=step % 2 == 0)
        assert notes.read(folder).gone("g") == (step % 2 == 0)
    notes.note(base, folder, "never", removed=False)
    assert sorted(path.name for path in (tmp_path / "club").iterdir()) == ["removed.toml"]  # the lock is the data dir's
    assert (tmp_path / "data" / "club-removed.lock").exists()
    assert "never" not in notes.read(folder).back


def test_a_note_reads_only_counts_and_fingerprints_of_the_shape_it_writes():
    from hjerter_cli.store import clubremoved as notes

    most = 2**62
    counts = f"[removed]\nzero = 0\nlast = {most - 1}\ntoo_far = {most}\n".encode()
    assert notes.notes_in(counts, strict=True) == notes.Notes({"last": most - 1}, {})  # no [back]: read
    long, longer = "f" * 64, "f" * 65
    aside = f'[set_aside]\ng = ["{long}", "{longer}", 3, "a"]\n'.encode()
    assert notes.notes_in(aside).set_aside == {"g": sorted([long, "a"])}


def test_joined_notes_keep_every_version_set_aside_at_either_table():
    from hjerter_cli.store import clubremoved as notes

    here = b'[set_aside]\ng1 = ["a"]\ng2 = ["b"]\n'
    there = b'[set_aside]\ng2 = ["c"]\ng3 = ["d"]\n'
    joined = notes.notes_in(notes.joined(here, there))
    assert joined.set_aside == {"g1": ["a"], "g2": ["b", "c"], "g3": ["d"]}


def test_each_note_counts_one_more_than_the_games_last_and_keeps_the_versions_set_aside(tmp_path):
    from hjerter_cli.store import clubremoved as notes

    folder, base = str(tmp_path), str(tmp_path / "data")
    notes.set_aside(base, folder, "g", ["a"])
    notes.set_aside(base, folder, "g", ["b"])
    notes.note(base, folder, "g", removed=True)
    assert notes.read(folder) == notes.Notes({"g": 1}, {}, {"g": ["a", "b"]})
    before = (tmp_path / notes.REMOVED).read_bytes()
    notes.note(base, folder, "g", removed=True)  # removed already: nothing to note
    assert (tmp_path / notes.REMOVED).read_bytes() == before
    notes.note(base, folder, "g", removed=False)
    notes.note(base, folder, "g", removed=False)
    notes.note(base, folder, "g", removed=True)
    assert notes.read(folder) == notes.Notes({"g": 3}, {"g": 2}, {"g": ["a", "b"]})


def test_a_note_that_cannot_be_read_is_never_overwritten_by_a_version_set_aside(tmp_path):
    from hjerter_cli.store import clubremoved as notes

    unreadable = b"removed = 3\n"
    (tmp_path / notes.REMOVED).write_bytes(unreadable)
    with pytest.raises(notes.Unreadable):
        notes.set_aside(str(tmp_path / "data"), str(tmp_path), "g", ["a"])
    assert (tmp_path / notes.REMOVED).read_bytes() == unreadable
    assert notes.read(str(tmp_path)) == notes.NONE  # to count by, it holds no notes


def test_a_note_that_is_a_link_is_never_read_through(tmp_path):
    from hjerter_cli.store import clubremoved as notes

    (tmp_path / "elsewhere.toml").write_bytes(b"[removed]\ng = 1\n")
    (tmp_path / notes.REMOVED).symlink_to(tmp_path / "elsewhere.toml")
    assert notes.read(str(tmp_path)) == notes.NONE
    with pytest.raises(notes.Unreadable):
        notes.read(str(tmp_path), strict=True)


def test_hjerter_club_lists_each_version_and_club_keep_game_n_takes_the_nth(tmp_path, monkeypatch):
    from itertools import count

    from tests.clubs import Table

    minutes = count()
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")
    place = tmp_path / "club"
    a, b = Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    (own,) = sorted(path.name for path in (place / "games").glob("*.toml"))
    (b.data / "games").mkdir(parents=True, exist_ok=True)
    (b.data / "games" / "x.toml").write_bytes((a.data / "games" / "x.toml").read_bytes())
    a.ok("round", "0", "4", "q", "9")
    b.ok("-g", "x", "round", "9", "0", "4", "q")
    listing = a.ok("club").stdout
    assert "In conflict: x" in listing and "1. " in listing and "2. " in listing and "3. " not in listing
    lines = [line.strip() for line in listing.splitlines() if line.strip()[:2] in ("1.", "2.")]
    assert all("2 rounds" in line for line in lines)
    assert "Ann 4, Bo 17, Cy 22, Di 9" in lines[0] or "Ann 4, Bo 17, Cy 22, Di 9" in lines[1]
    assert "Ann 13, Bo 13, Cy 13, Di 13" in lines[0] or "Ann 13, Bo 13, Cy 13, Di 13" in lines[1]
    assert "differs from 1 from round 2 on" in lines[1]
    assert a("club", "keep", "x", "3").exit_code == 1
    first = lines[0].split(": ", 1)[0].split(". ", 1)[1]
    wanted = Path(first).read_bytes()
    assert wanted == (a.data / "games" / "x.toml").read_bytes()  # version 1: a's own (its path sorts first)
    result = a("club", "keep", "x", "1")
    assert result.exit_code == 0 and "Kept" in result.stdout
    assert (place / "games" / own).read_bytes() == wanted
    assert sorted(path.name for path in (place / "games").iterdir()) == [own]
    assert not [path for path in place.rglob("*") if path.name.endswith((".bak", ".lock", ".tmp"))]
    before = {table: (table.data / "games" / "x.toml").read_bytes() for table in (a, b)}
    aside = [table for table in (a, b) if club.decide(before[table], wanted) != "same"]
    assert len(aside) == 1  # the table whose version was not kept
    for table in (a, b):
        result = table("stats", "--format", "json")
        assert result.exit_code == 0 and '"games": 1' in result.stdout and "conflict" not in result.stderr
        assert ("settled at another table" in result.stderr) == (table in aside)
        assert club.decide((table.data / "games" / "x.toml").read_bytes(), wanted) == "same"
        assert "settled" not in table("stats").stderr  # said once
    assert (aside[0].data / "games" / "x.toml.bak").read_bytes() == before[aside[0]]  # never lost


def test_each_version_names_the_table_that_saved_it_last(tmp_path, monkeypatch):
    from itertools import count

    from tests.clubs import Table

    minutes = count()
    monkeypatch.setattr(codec, "started_now", lambda: f"2026-12-03T19:{next(minutes):02d}:00+01:00")
    place = tmp_path / "club"
    a, b = Table(tmp_path / "a").join(place), Table(tmp_path / "b").join(place)
    monkeypatch.setenv("HJERTER_TABLE", "bord-1")
    a.ok("new", "-g", "x", "Ann", "Bo", "Cy", "Di")
    a.ok("round", "4", "q", "9", "0")
    (b.data / "games").mkdir(parents=True, exist_ok=True)
    (b.data / "games" / "x.toml").write_bytes((a.data / "games" / "x.toml").read_bytes())
    a.ok("round", "0", "4", "q", "9")
    monkeypatch.setenv("HJERTER_TABLE", "Æblebordet")
    b.ok("-g", "x", "round", "9", "0", "4", "q")
    listing = b.ok("club").stdout
    assert "(saved last at bord-1)" in listing and "(saved last at Æblebordet)" in listing
    outside = Table(tmp_path / "alone")
    outside.ok("new", "-g", "y", "Ann", "Bo", "Cy")
    assert b"table" not in (outside.data / "games" / "y.toml").read_bytes()  # outside a club: nothing of it


@pytest.mark.parametrize("language", ["en", "da"])
def test_list_never_says_no_games_yet_while_a_game_is_in_conflict(tmp_path, monkeypatch, language):
    from tests.clubs import in_conflict
    from tests.processes import app_once

    a, _other = in_conflict(tmp_path)
    (a.data / "games" / "x.toml").unlink()
    from hjerter_cli.i18n import use_language

    use_language(language)
    try:
        for command in ("list", "stats", "rating", "player Ann"):
            words = command.split()
            env = {"HJERTER_DATA_DIR": str(a.data), "HJERTER_CLUB": None, "HJERTER_LANG": language}
            result = a.runner.invoke(app_once(words), words, env=env)
            assert ("in conflict" if language == "en" else "konflikt") in result.stderr.lower(), (
                command,
                result.output,
            )
            assert "No saved games" not in result.output and "Ingen gemte spil" not in result.output
    finally:
        use_language("en")


def test_each_version_is_listed_with_its_rounds_and_where_it_departs_and_one_that_holds_no_game_too(tmp_path):
    from hjerter_cli.store import clubversions

    files = {"1-damaged": DAMAGED, "2-two": TWO, "3-three": THREE, "4-other": TWO_OTHER}
    for name, data in files.items():
        (tmp_path / f"{name}.toml").write_bytes(data)
    found = clubversions.listed([str(tmp_path / f"{name}.toml") for name in files])
    assert found[0] == clubversions.Listed(str(tmp_path / "1-damaged.toml"), None, None, (), None)
    assert [(entry.rounds, entry.differs_at) for entry in found[1:]] == [(2, None), (3, 3), (2, 2)]
    assert [len(entry.totals) for entry in found[1:]] == [4, 4, 4]


@pytest.mark.parametrize(("one", "other", "first"), [
    ((1, 2), (1, 2), None),
    ((1, 2), (1, 2, 3), 3),  # one version went on
    ((1, 2, 3), (1, 2), 3),
    ((1, 2, 3), (1, 5, 3), 2),
    ((), (1,), 1),
])  # fmt: skip
def test_the_first_round_where_two_versions_depart(one, other, first):
    from hjerter_cli.store.clubversions import first_difference

    assert first_difference(one, other) == first


@pytest.mark.parametrize(("line", "table"), [
    (b'table = "bord-1"\n', "bord-1"),
    (b"table = 3\n", None),
    (b'table = "bord\\u001b[31m"\n', None),  # never a terminal's control characters
    (b"table = [[\n", None),
    (None, None),  # no file
])  # fmt: skip
def test_the_table_that_saved_a_version_last_is_named_only_where_the_file_says_it_plainly(tmp_path, line, table):
    from hjerter_cli.store.clubversions import table_of

    path = tmp_path / "x.toml"
    if line is not None:
        path.write_bytes(line)
    assert table_of(str(path)) == table


def test_club_keep_game_n_picks_the_nth_version_of_that_game_only(tmp_path):
    from hjerter_cli.store.clubversions import pick

    for name, data in {"x": ONE, "x.conflict-a": TWO, "y": THREE, "y.conflict-b": TWO_OTHER}.items():
        (tmp_path / f"{name}.toml").write_bytes(data)
    x = [str(tmp_path / "x.toml"), str(tmp_path / "x.conflict-a.toml")]
    y = [str(tmp_path / "y.toml"), str(tmp_path / "y.conflict-b.toml")]
    conflicts = [("x", x), ("y", y)]
    assert [pick(conflicts, "y", number) for number in (0, 1, 2, 3)] == [None, y[0], y[1], None]
    assert pick(conflicts, "x.conflict-a.toml", 2) == x[1] and pick(conflicts, "z", 1) is None
