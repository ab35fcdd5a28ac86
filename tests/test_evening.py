"""The club evening through the command line (cli/CLI.md, "The club evening"): start, play, next,
join, leave, the state, the standings in every format against an oracle written here, the table
cards, every refusal, and a plan file that is damaged or hostile."""

from __future__ import annotations

import csv
import io
import json
import os
import re
from fractions import Fraction
from pathlib import Path

import pytest

from tests.clubs import Table

NINE = ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida"]


def tallies(seats: int) -> list[list[str]]:
    """Two deals for a table of `seats` (4 or more): the totals by seat are 4, 13, 22, 13, 0, ..."""
    return [["4", "q", "9", *["0"] * (seats - 3)], ["0", "0", "q", "13", *["0"] * (seats - 4)]]


SEAT_TOTALS = [4, 13, 22, 13]


def seat_totals(seats: int) -> list[int]:
    return (SEAT_TOTALS + [0] * seats)[:seats]


def play_all(at: Table, sitting_tables: list[list[str]], first: int = 1) -> None:
    for number, players in enumerate(sitting_tables, start=first):
        at.ok("evening", "play", str(number))
        for deal in tallies(len(players)):
            at.ok("round", *deal)


def oracle(sittings: list[list[tuple[list[str], list[int]]]], players: list[str]) -> dict[str, list]:
    """The places rule, written again: at each table the share of the others with a higher total,
    a level one counting half; a player's total the sum; the place one more than those ahead."""
    values: dict[str, list] = {name: [None] * len(sittings) for name in players}
    for number, tables in enumerate(sittings):
        for names, totals in tables:
            for seat, name in enumerate(names):
                behind = sum(Fraction(1) if t > totals[seat] else Fraction(1, 2) if t == totals[seat] else 0
                             for other, t in enumerate(totals) if other != seat)  # fmt: skip
                values[name][number] = behind / (len(names) - 1)
    totals = {name: sum(v for v in row if v is not None) if any(v is not None for v in row) else None
              for name, row in values.items()}  # fmt: skip
    rows = {}
    for name in players:
        ahead = sum(
            1
            for other in players
            if totals[other] is not None and (totals[name] is None or totals[other] > totals[name])
        )
        rounded = [None if v is None else round(float(v), 2) for v in values[name]]
        rows[name] = [1 + ahead, rounded, None if totals[name] is None else round(float(totals[name]), 2)]
    return rows


def as_rows(standings: list[dict]) -> dict[str, list]:
    return {row["name"]: [row["place"], row["sittings"], row["total"]] for row in standings}


@pytest.fixture
def director(tmp_path: Path) -> Table:
    at = Table(tmp_path / "director")
    at.ok("evening", "start", "fredag", *NINE, "--deals", "2", "--seed", "s1")
    return at


def drawn(at: Table, *words: str) -> dict:
    return json.loads(at.ok("evening", *words, "--format", "json").stdout)


def test_start_draws_sitting_one_and_keeps_the_plan(director):
    state = drawn(director)
    assert list(state) == ["schema", "name", "sitting", "sittings", "deals", "seating", "scoring", "tables",
                           "sits_out", "standings"]  # fmt: skip
    assert (state["schema"], state["name"], state["sitting"], state["sittings"], state["deals"]) == (
        1,
        "fredag",
        1,
        4,
        2,
    )
    assert sorted(len(table["players"]) for table in state["tables"]) == [4, 5]
    assert sorted(name for table in state["tables"] for name in table["players"]) == sorted(NINE)
    assert [t["game"] for t in state["tables"]] == ["fredag-s1-t1", "fredag-s1-t2"]
    assert list(state["tables"][0]) == ["table", "game", "players", "played", "finished"]
    assert state["standings"][0] == {"place": 1, "name": "Ann", "sittings": [None], "total": None}
    plan = (director.data / "evenings" / "fredag.toml").read_text()
    assert 'seed = "s1"' in plan and "[[sitting]]" in plan
    again = Table(director.data.parent / "other")
    again.ok("evening", "start", "fredag", *NINE, "--deals", "2", "--seed", "s1")
    assert drawn(again)["tables"] == state["tables"]  # the same seed, the same draw


def test_the_standings_equal_the_oracle_in_every_format_and_an_edit_changes_them(director):
    state = drawn(director)
    tables = [table["players"] for table in state["tables"]]
    play_all(director, tables)
    expected = oracle([[(names, seat_totals(len(names))) for names in tables]], NINE)
    found = json.loads(director.ok("evening", "standings", "--format", "json").stdout)
    assert as_rows(found) == expected
    assert as_rows(drawn(director)["standings"]) == expected
    shown = {name: f"{total:.2f}" for name, (_place, _values, total) in expected.items()}
    table = director.ok("evening", "standings").stdout
    assert "places" in table.casefold().split("\n")[-2] or "Places:" in table
    for text in (table, director.ok("evening", "standings", "--format", "markdown").stdout,
                 director.ok("evening", "standings", "--format", "html").stdout):  # fmt: skip
        for name, total in shown.items():
            assert re.search(rf"{name}\W.*{re.escape(total)}", text), (name, total, text)
    rows = list(csv.reader(io.StringIO(director.ok("evening", "standings", "--format", "csv").stdout)))
    assert rows[0] == ["place", "name", "sitting 1", "total"]
    assert {row[1]: (int(row[0]), row[3]) for row in rows[1:]} == {
        n: (p, shown[n]) for n, (p, _v, _t) in expected.items()
    }
    # a correction at table 2 (the game is current: it was played last): its round 2 the other way
    director.ok("edit", "2", *reversed(tallies(len(tables[1]))[1]), "-g", "fredag-s1-t2")
    first, second = tallies(len(tables[1]))[0], list(reversed(tallies(len(tables[1]))[1]))
    totals = [sum(int(x) if x.isdigit() else 13 for x in seat) for seat in zip(first, second)]
    corrected = oracle([[(tables[0], seat_totals(len(tables[0]))), (tables[1], totals)]], NINE)
    assert corrected != expected
    assert as_rows(json.loads(director.ok("evening", "standings", "--format", "json").stdout)) == corrected


def test_next_waits_for_every_table_then_draws_with_joins_and_leaves(director):
    tables = [table["players"] for table in drawn(director)["tables"]]
    refused = director("evening", "next")
    assert refused.exit_code == 1 and "1, 2" in refused.stderr and "--force" in refused.stderr
    play_all(director, tables[:1])
    refused = director("evening", "next")
    assert refused.exit_code == 1 and "Table 2 " in refused.stderr
    play_all(director, tables[1:], first=2)
    director.ok("evening", "join", "fredag", "Jo")
    assert director("evening", "join", "fredag", "jo").exit_code == 1
    director.ok("evening", "leave", "fredag", "ann")
    assert director("evening", "leave", "fredag", "Ann").exit_code == 1
    assert director("evening", "leave", "fredag", "Zed").exit_code == 1
    out = director.ok("evening", "next").stdout
    assert "sitting 2 of 4" in out
    state = drawn(director)
    seated = sorted(name for table in state["tables"] for name in table["players"]) + state["sits_out"]
    assert sorted(seated) == sorted([*NINE[1:], "Jo"])
    rows = as_rows(state["standings"])
    assert rows["Ann"][1][1] is None and rows["Ann"][1][0] is not None  # her first sitting still counts
    assert rows["Jo"][2] is None


def test_force_and_the_last_sitting(tmp_path):
    at = Table(tmp_path / "d")
    at.ok("evening", "start", "kort", "Ann", "Bo", "Cy", "Di", "--sittings", "2", "--seed", "x")
    at.ok("evening", "next", "--force", "--seed", "y")
    refused = at("evening", "next", "--force")
    assert refused.exit_code == 1 and "2 sittings" in refused.stderr
    assert 'seed = "y"' in (tmp_path / "d" / "evenings" / "kort.toml").read_text()


def test_cards_in_each_format(director):
    tables = [table["players"] for table in drawn(director)["tables"]]
    text = director.ok("evening", "cards").stdout
    assert "fredag, sitting 1, table 2" in text and f"Seat 1: {tables[1][0]}" in text and "Deals to play: 2" in text
    assert "## fredag, sitting 1, table 1" in director.ok("evening", "cards", "--format", "markdown").stdout
    assert director.ok("evening", "cards", "--format", "html").stdout.startswith("<!DOCTYPE html>")


@pytest.mark.parametrize(
    ("words", "code", "said"),
    [
        (["evening", "nope"], 1, "no evening called nope"),
        (["evening", "start", "fredag", *NINE], 1, "called fredag already"),
        (["evening", "start", "x/y", "Ann", "Bo", "Cy"], 2, "cannot name an evening"),
        (["evening", "start", "next", "Ann", "Bo", "Cy"], 2, "cannot name an evening"),
        (["evening", "start", "lone"], 2, "takes a NAME"),
        (["evening", "start", "two", "Ann", "ann", "Bo"], 1, "Two players are called"),
        (["evening", "start", "few", "Ann", "Bo"], 1, ""),
        (["evening", "start", "big", "Ann", "Bo", "Cy", "--table-size", "9"], 1, ""),
        (["evening", "--sittings", "3"], 2, "goes with `hjerter evening start`"),
        (["evening", "standings", "--moon", "minus"], 2, "--moon goes with"),
        (["evening", "--force"], 2, "--force goes with"),
        (["evening", "next", "--sittings", "0"], 2, "--sittings goes with"),
        (["evening", "standings", "--exact"], 2, "--exact goes with"),
        (["evening", "standings", "--seed", "s"], 2, "--seed also with start"),
        (["evening", "cards", "--format", "csv"], 2, "does not go here"),
        (["evening", "play", "7"], 1, "no table of this sitting"),
        (["evening", "play", "x"], 1, "no table of this sitting"),
        (["evening", "join", "fredag"], 2, "takes NAME PLAYER"),
        (["evening", "join", "fredag", "Ann"], 1, "already"),
        (["evening", "next", "fredag", "extra"], 2, "takes [NAME]"),
    ],
)
def test_each_refusal_is_one_sentence(director, words, code, said):
    before = (director.data / "evenings" / "fredag.toml").read_bytes()
    result = director(*words)
    assert result.exit_code == code, result.output
    assert said in result.stderr and "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1
    assert (director.data / "evenings" / "fredag.toml").read_bytes() == before


def test_no_evening_yet_and_a_game_made_twice(tmp_path, director):
    result = Table(tmp_path / "empty")("evening")
    assert result.exit_code == 1 and "No evening has been started" in result.stderr
    director.ok("evening", "play", "1")
    result = director("evening", "play", "1")
    assert result.exit_code == 1 and "fredag-s1-t1 is made already" in result.stderr


def damage(plan: Path, how: str) -> None:
    text = plan.read_text()
    if how == "toml":
        plan.write_text(text + "\n[[[\n")
    elif how == "types":
        plan.write_text(text.replace("deals = 2", 'deals = "two"'))
    elif how == "stranger":
        plan.write_text(text.replace('"Ann"', '"Zed"', 2).replace('{ name = "Zed"', '{ name = "Ann"'))
    elif how == "huge":
        plan.write_text(text + "#" * (1024 * 1024 + 10))
    elif how == "binary":
        plan.write_bytes(b"\xff\xfe" + plan.read_bytes())
    elif how == "link":
        real = plan.with_name("elsewhere")
        plan.rename(real)
        plan.symlink_to(real)
    elif how == "folder":
        plan.unlink()
        plan.mkdir()
    elif how == "control":
        plan.write_text(text.replace('"Ann"', '"An\\u001b[2Jn"'))
    elif how == "schema":
        plan.write_text(text.replace("schema = 1", "schema = 2"))
    elif how == "key":  # the games' identities are made from it: 32 hex digits or no plan
        plan.write_text(re.sub(r'key = "[0-9a-f]{32}"', 'key = "../../' + "x" * 26 + '"', text))


@pytest.mark.parametrize(
    "how", ["toml", "types", "stranger", "huge", "binary", "link", "folder", "schema", "control", "key"]
)
@pytest.mark.parametrize("words", [["evening"], ["evening", "next", "--force"], ["evening", "play", "1"]])
def test_a_damaged_or_hostile_plan_is_named_and_left_as_it_is(director, how, words):
    plan = director.data / "evenings" / "fredag.toml"
    damage(plan, how)
    before = sorted(os.listdir(plan.parent)), plan.read_bytes() if plan.is_file() else None
    result = director(*words)
    assert result.exit_code == 3, result.output
    assert "fredag.toml" in result.stderr and "cannot be used" in result.stderr
    assert "Traceback" not in result.output and len(result.stderr.strip().splitlines()) == 1
    assert (sorted(os.listdir(plan.parent)), plan.read_bytes() if plan.is_file() else None) == before
    assert not (director.data / "games" / "fredag-s1-t1.toml").exists()


def test_a_table_plays_in_the_club_and_only_the_director_changes_the_plan(tmp_path):
    club = tmp_path / "club"
    boss = Table(tmp_path / "boss").join(club)
    boss.ok("evening", "start", "fredag", *NINE, "--deals", "2", "--seed", "s1")
    assert (club / "evenings" / "fredag.toml").is_file() and not (boss.data / "evenings").exists()
    tables = [table["players"] for table in drawn(boss)["tables"]]
    guest = Table(tmp_path / "guest").join(club)
    play_all(guest, tables[1:], first=2)  # table 2 at its own machine: the club carries its game
    play_all(boss, tables[:1])
    expected = oracle([[(names, seat_totals(len(names))) for names in tables]], NINE)
    for at in (boss, guest):
        assert as_rows(json.loads(at.ok("evening", "standings", "--format", "json").stdout)) == expected
    before = (club / "evenings" / "fredag.toml").read_bytes()
    for words in (["next"], ["join", "fredag", "Jo"], ["leave", "fredag", "Ann"]):
        result = guest("evening", *words)
        assert result.exit_code == 1 and "director's machine" in result.stderr, result.output
    assert (club / "evenings" / "fredag.toml").read_bytes() == before
    boss.ok("evening", "next")
    assert drawn(guest)["sitting"] == 2


def test_two_versions_of_a_plan_keep_the_one_added_to():
    from hjerter_cli.core.draw import Sitting
    from hjerter_cli.core.evening import Member, Plan
    from hjerter_cli.store.evening import dumps
    from hjerter_cli.store.eveningjoin import joined

    one = Sitting((("Ann", "Bo", "Cy"),))
    plan = Plan("f", "d" * 32, "t", "c" * 32, "2026-12-07T20:00:00+01:00", 2, 4, "random", 3, False, False,
                "places", "s", {}, tuple(Member(n) for n in ("Ann", "Bo", "Cy")), (one,), ("s",))  # fmt: skip
    longer = plan._replace(drawn=(one, one), seeds=("s", "s"))
    other = plan._replace(drawn=(one, Sitting((("Cy", "Bo", "Ann"),))), seeds=("s", "s"))
    first, second, third = (dumps(p).encode() for p in (plan, longer, other))
    assert joined(first, second) == second and joined(second, first) == second
    assert joined(second, third) == second and joined(third, second) == third  # apart: this side's
    assert joined(b"[[[", second) == second and joined(second, b"[[[") == second


@pytest.mark.parametrize("what", ["link", "file"])
def test_an_evenings_folder_that_is_a_link_or_a_file_is_never_written_through(tmp_path, what):
    at = Table(tmp_path / "d")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "d").mkdir()
    if what == "link":
        (tmp_path / "d" / "evenings").symlink_to(elsewhere)
    else:
        (tmp_path / "d" / "evenings").write_text("mine\n")
    result = at("evening", "start", "fredag", "Ann", "Bo", "Cy", "Di")
    assert result.exit_code == 3 and "evenings" in result.stderr and "Traceback" not in result.output
    assert list(elsewhere.iterdir()) == []
    assert what == "link" or (tmp_path / "d" / "evenings").read_text() == "mine\n"


@pytest.mark.parametrize("columns", [40, 80])
def test_the_standings_fit_the_terminal_the_oldest_sittings_giving_way(columns):
    from hjerter_cli.core.draw import Sitting
    from hjerter_cli.core.evening import Member, Plan
    from hjerter_cli.core.standings import Standing
    from hjerter_cli.render.evening import standings_screen
    from hjerter_cli.render.said_evening import rule_line

    names = ["Ann", "Bo", "Cy", "Dorothea-Margrethe"]
    one = Sitting((tuple(names),))
    plan = Plan("f", "d", "t", "k", "", 2, 12, "random", 4, False, False, "places", "s", {},
                tuple(map(Member, names)), (one,) * 12, ("s",) * 12)  # fmt: skip
    rows = tuple(Standing(n + 1, name, (Fraction(1, 3),) * 12, Fraction(4)) for n, name in enumerate(names))
    lines = standings_screen(plan, rows, columns).split("\n")
    assert lines[-1] == rule_line("places")  # the one line a terminal's writer wraps between words
    assert all(len(line) <= columns for line in lines[:-1]), lines
    header = lines[1].split()
    assert header[-2] == "12" and "4.00" in lines[-2]
    assert 1 <= len(header) - 3 < 12 and (len(header) - 3 > 1) == (columns == 80)  # the oldest gave way
    assert lines[5].split()[1].startswith("Dorothea")


def test_a_danish_evening_says_omgang_bord_and_sidder_over(tmp_path):
    from tests.helpers import said_in_danish

    start = ["evening", "start", "fredag", *NINE, "--table-size", "4", "--exact", "--seed", "da"]
    said = said_in_danish(tmp_path / "d", [("start", start), ("state", ["evening"]), ("cards", ["evening", "cards"])])
    assert "1. omgang af 4" in said["start"] and "Bord 2:" in said["start"] and "Sidder over:" in said["start"]
    assert "Stillingen efter 1. omgang" in said["state"] and "Placeringer:" in said["state"]
    assert "Giver i første runde" in said["cards"]


def test_a_tables_deals_are_counted_in_the_singular_and_the_plural():
    from hjerter_cli.i18n import use_language
    from hjerter_cli.render.said_evening import table_state

    assert table_state(1, "f-s1-t1", 1, 1, True) == "Table 1 (f-s1-t1): finished after 1 deal."
    assert table_state(1, "f-s1-t1", 2, 2, True) == "Table 1 (f-s1-t1): finished after 2 deals."
    assert table_state(2, "f-s1-t2", 0, 1, False) == "Table 2 (f-s1-t2): 0 of 1 deal played."
    assert table_state(2, "f-s1-t2", 1, 0, False) == "Table 2 (f-s1-t2): 1 deal played."
    use_language("da")
    try:
        assert table_state(1, "f-s1-t1", 1, 1, True) == "Bord 1 (f-s1-t1): færdigt efter 1 runde."
        assert table_state(1, "f-s1-t1", 3, 8, False) == "Bord 1 (f-s1-t1): 3 af 8 runder spillet."
    finally:
        use_language("en")
