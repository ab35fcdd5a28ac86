"""`hjerter stats` and `new --like/--again` (cli/CLI.md "Added in 1.1"): figures worked by hand."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hjerter_cli.core.game import sheet
from hjerter_cli.core.stats import GameRecord, record, selected, standings
from hjerter_cli.store import cache, gamefile
from tests.strategies import played_games

FIXTURE = Path(__file__).parent / "fixtures" / "game-1.0.toml"


def evening(cli) -> None:
    """Three games, worked by hand:

    a (target 30): 4,q,9,0 -> 4,13,9,0; Bo shoots, plus -> 30,13,35,26: over, Bo wins on 13.
    b (target 20, 3 players): 3,10q,0 -> 3,23,0: over, Cy wins on 0.
    c (Ann, Bo, Eva): no rounds, in progress.
    """
    cli.ok("new", "-g", "a", "--target", "30", "Ann", "Bo", "Cy", "Di")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("round", "0", "13q", "0", "0")
    cli.ok("new", "-g", "b", "--target", "20", "Ann", "Bo", "Cy")
    cli.ok("round", "3", "10q", "0")
    cli.ok("new", "-g", "c", "Ann", "Bo", "Eva")


def stats_json(cli, *args):
    result = cli.ok("stats", "--format", "json", *args)
    return json.loads(result.stdout)


class TestStats:
    def test_the_json_figures_worked_by_hand(self, cli):
        evening(cli)
        data = stats_json(cli)
        assert (data["schema"], data["games"], data["finished"]) == (1, 3, 2)
        by_name = {p["name"]: p for p in data["players"]}
        # Bo: 3 games, 2 finished, won a; rounds 2 + 1 + 0 = 3; points 13 + 23 = 36; 36/3 = 12.0;
        # finals 13 and 23: mean 18.0, best 13; one moon; Q♠ in a1, a2, b1 = 3; won a, then lost b:
        # the longest streak 1, the current 0; ended b on the highest total (23): last once.
        assert by_name["Bo"] == {
            "name": "Bo",
            "games": 3,
            "finished": 2,
            "wins": 1,
            "shared_wins": 0,
            "rounds": 3,
            "points": 36,
            "average_round": 12.0,
            "average_final": 18.0,
            "best_final": 13,
            "moons": 1,
            "suns": 0,
            "queens": 3,
            "bonus_cards": 0,
            "tens": 0,
            "longest_streak": 1,
            "current_streak": 0,
            "last": 1,
        }
        # Cy: 35 + 0 = 35 over 3 rounds = 11.67; finals 35, 0: 17.5; best 0; won b.
        assert (by_name["Cy"]["wins"], by_name["Cy"]["average_round"], by_name["Cy"]["best_final"]) == (1, 11.67, 0)
        # Eva: one game, no rounds: nothing to average.
        assert by_name["Eva"]["average_round"] is None and by_name["Eva"]["best_final"] is None
        # Order: wins (Cy 1, Bo 1), then average a round (11.67 before 12.0), then Ann 11.0 before Di 13.0, Eva last.
        assert [p["name"] for p in data["players"]] == ["Cy", "Bo", "Ann", "Di", "Eva"]

    def test_player_filter_keeps_games_where_all_sat(self, cli):
        evening(cli)
        data = stats_json(cli, "--player", "eva")
        assert data["games"] == 1 and {p["name"] for p in data["players"]} == {"Ann", "Bo", "Eva"}
        data = stats_json(cli, "--player", "Cy", "--player", "Di")
        assert data["games"] == 1

    def test_head_to_head_for_two_players(self, cli):
        evening(cli)
        out = cli.ok("stats", "--player", "ann", "--player", "bo").stdout
        # a: Ann 30, Bo 13 (Bo below); b: Ann 3, Bo 23 (Ann below).
        assert "Head to head, 2 finished games: Ann ended below Bo in 1, Bo below Ann in 1, level in 0." in out

    def test_since_compares_the_started_day(self, cli):
        evening(cli)
        path = cli.game_file("a")
        text = path.read_text().replace("format = 1\n", "format = 1\n", 1)
        started = [line for line in text.splitlines() if line.startswith("started")][0]
        path.write_text(text.replace(started, "started = 2025-12-31T23:30:00-05:00"))
        assert stats_json(cli, "--since", "2026-01-01")["games"] == 2
        assert stats_json(cli, "--since", "2025-12-31")["games"] == 3

    def test_every_format(self, cli):
        evening(cli)
        table = cli.ok("stats").stdout
        assert table.splitlines()[2].split()[:2] == ["1", "Cy"] and "3 games, 2 of them finished." in table
        rows = list(csv.reader(io.StringIO(cli.ok("stats", "--format", "csv").stdout)))
        assert rows[0] == [
            "name",
            "games",
            "finished",
            "wins",
            "shared_wins",
            "rounds",
            "points",
            "average_round",
            "average_final",
            "best_final",
            "moons",
            "suns",
            "queens",
            "bonus_cards",
            "tens",
            "longest_streak",
            "current_streak",
            "last",
        ]
        assert rows[2][:8] == ["Bo", "3", "2", "1", "0", "3", "36", "12.0"]
        markdown = cli.ok("stats", "--format", "markdown").stdout
        lines = markdown.splitlines()
        # The # is escaped so that a renderer does not read it as a heading; Cy leads on wins and average.
        assert lines[0].startswith("| \\# | Player | Games | Done | Wins |") and lines[1].startswith("|---:|:---|")
        # 2 games, 2 done; Cy lost a and won b, the latest: a streak of 1, and 1 now
        assert lines[2] == "| 1 | Cy | 2 | 2 | 1 | 50% | 11.67 | 17.50 | 0 | 1 | 1 | 1 | 0 | 0 |"
        assert cli.ok("stats", "--format", "text").stdout == table

    def test_damaged_games_are_left_out_and_named(self, cli):
        evening(cli)
        cli.game_file("b").write_text("not toml [")
        result = cli("stats", "--format", "json")
        assert result.exit_code == 0 and "Left out b:" in result.stderr
        assert json.loads(result.stdout)["games"] == 2

    def test_named_games(self, cli):
        evening(cli)
        assert stats_json(cli, "a")["games"] == 1
        assert cli("stats", "zz").exit_code == 1
        cli.game_file("b").write_text("not toml [")
        assert cli("stats", "b").exit_code == 3

    def test_a_shared_win_counts_for_both(self, cli):
        # Target 20, ties shared: hearts 1, 1, 11 and Q♠ to Cy: 1, 1, 24 -> Cy passes 20, Ann and Bo tie on 1.
        cli.ok("new", "-g", "s", "--target", "20", "--ties", "share", "Ann", "Bo", "Cy")
        cli.ok("round", "1", "1", "11q")
        by_name = {p["name"]: p for p in stats_json(cli)["players"]}
        assert by_name["Ann"]["wins"] == by_name["Bo"]["wins"] == 1
        assert by_name["Ann"]["shared_wins"] == 1 and by_name["Cy"]["wins"] == 0

    def test_200_games_come_from_the_summary_cache(self, cli):
        evening(cli)
        cli.ok("list")  # writes the cache
        rows = cache._read_cache(cli.data / cache.LIST_CACHE)[0]
        assert set(rows) == {"a", "b", "c"} and all(len(row) == 2 + len(GameRecord._fields) for row in rows.values())


class TestStarted:
    def test_a_new_game_records_when_it_started(self, cli):
        cli.ok("new", "-g", "x", "Ann", "Bo", "Cy")
        assert "started = 20" in cli.game_file("x").read_text()

    def test_a_1_0_file_loads_and_its_first_save_records_its_mtime(self, cli):
        path = cli.data / "games" / "fredag.toml"
        path.parent.mkdir(parents=True)
        shutil.copy(FIXTURE, path)
        os.utime(path, (1767225600, 1767225600))  # 2026-01-01T00:00:00Z
        game, scored = gamefile.load(path)
        assert game.players == ("Ann", "Bo", "Anne Marie", "Di") and len(scored.rounds) == 2
        assert game.started == ""
        data = stats_json(cli)
        assert data["games"] == 1
        assert stats_json(cli, "--since", "2025-12-30")["games"] == 1
        cli.ok("round", "-g", "fredag", "4", "q", "9", "0j")
        assert gamefile.load(path)[0].started[:4] in ("2025", "2026")
        assert "started = " in path.read_text()


class TestLike:
    def test_again_is_a_rematch_with_the_next_dealer(self, cli):
        cli.ok("new", "-g", "first", "--moon", "minus", "--omnibus", "--dealer", "Bo", "Ann", "Bo", "Cy", "Di")
        result = cli.ok("new", "-g", "second", "--again")
        data = json.loads(cli.ok("show", "--format", "json").stdout)
        assert data["name"] == "second" and data["players"] == ["Ann", "Bo", "Cy", "Di"]
        assert data["settings"]["moon"] == "minus" and data["settings"]["omnibus"] is True
        assert data["settings"]["dealer"] == "Cy" and "Cy deals" in result.stdout

    def test_like_with_overrides_and_no_forms(self, cli):
        cli.ok("new", "-g", "first", "--omnibus", "--ten-of-clubs", "--dealer", "Di", "Ann", "Bo", "Cy", "Di")
        cli.ok("new", "-g", "second", "--like", "first", "--no-omnibus", "--target", "50")
        settings = json.loads(cli.ok("show", "--format", "json").stdout)["settings"]
        assert settings["omnibus"] is False and settings["ten_of_clubs"] is True and settings["target"] == 50
        assert settings["dealer"] == "Ann"  # the seat after Di, round the table

    def test_new_players_replace_the_models(self, cli):
        cli.ok("new", "-g", "first", "--sun", "Ann", "Bo", "Cy", "Di")
        cli.ok("new", "-g", "second", "--like", "first", "Eva", "Finn", "Gry")
        data = json.loads(cli.ok("show", "--format", "json").stdout)
        assert data["players"] == ["Eva", "Finn", "Gry"] and data["settings"]["sun"] is True
        assert data["settings"]["dealer"] == "Finn"

    def test_unknown_model_and_no_current_game_are_exit_1(self, cli):
        assert cli("new", "--like", "nope").exit_code == 1
        result = cli("new", "--again")
        assert result.exit_code == 1 and "no current game" in result.stderr
        assert cli.snapshot() == {}

    def test_dealer_by_seat_number(self, cli):
        cli.ok("new", "--dealer", "3", "Ann", "Bo", "Cy")
        assert json.loads(cli.ok("show", "--format", "json").stdout)["settings"]["dealer"] == "Cy"


LAWS = settings(max_examples=min(60, settings().max_examples))  # each example is a few games


@LAWS
@given(st.lists(played_games(max_rounds=8), min_size=1, max_size=5))
def test_wins_add_up_to_finished_games_and_points_to_totals(games):
    records = [record(game, sheet(game), f"2026-0{n % 9 + 1}-01T20:00:00+01:00") for n, game in enumerate(games)]
    rows = standings(selected(records, [], None))
    scored = [sheet(game) for game in games]
    # Every finished game has at least one winner; a shared win counts for each who shares it.
    assert sum(row.wins for row in rows) == sum(len(s.winners) for s in scored if s.finished)
    assert sum(row.wins - row.shared_wins for row in rows) == sum(1 for s in scored if len(s.winners) == 1)
    assert sum(row.points for row in rows) == sum(sum(s.totals) for s in scored)
    assert sum(row.rounds for row in rows) == sum(len(s.rounds) * len(s.game.players) for s in scored)


class TestStatsAsked:
    """cli/CLI.md 1.2 sharpens stats: days are calendar days that exist, names once each."""

    @pytest.mark.parametrize("day", ["2026-W01-1", "2026-001", "20260101", "2026-1-1", "2026-01-01T00:00"])
    def test_only_a_calendar_day_is_taken(self, cli, day):
        evening(cli)
        result = cli("stats", "--since", day)
        assert result.exit_code == 2 and "--since takes a day as YYYY-MM-DD" in result.output

    def test_a_day_that_does_not_exist_is_said_so(self, cli):
        evening(cli)
        result = cli("stats", "--until", "2026-02-30")
        assert result.exit_code == 2 and "There is no day 2026-02-30" in result.output

    def test_until_keeps_games_started_on_or_before_the_day(self, cli):
        evening(cli)
        path = cli.game_file("a")
        text = path.read_text()
        started = next(line for line in text.splitlines() if line.startswith("started"))
        path.write_text(text.replace(started, "started = 2025-12-31T23:30:00-05:00"))
        assert stats_json(cli, "--until", "2025-12-31")["games"] == 1
        assert stats_json(cli, "--since", "2025-12-31", "--until", "2025-12-31")["games"] == 1
        result = cli("stats", "--until", "2025-12-30", "--format", "json")
        assert result.exit_code == 0 and json.loads(result.stdout)["games"] == 0

    def test_a_game_named_twice_is_a_usage_error(self, cli):
        evening(cli)
        result = cli("stats", "a", "a")
        assert result.exit_code == 2 and "The game a is named twice" in result.output

    def test_a_player_given_twice_is_a_usage_error(self, cli):
        evening(cli)
        result = cli("stats", "--player", "Ann", "--player", "ann")
        assert result.exit_code == 2 and "--player Ann is given twice" in result.output

    def test_a_player_in_no_game_is_refused(self, cli):
        evening(cli)
        result = cli("stats", "--player", "Nobody")
        assert result.exit_code == 1 and "No game counted has a player called Nobody." in result.output

    def test_one_game_is_said_in_the_singular(self, cli):
        evening(cli)
        assert cli.ok("stats", "a").stdout.rstrip().endswith("1 game, finished.")
        out = cli.ok("stats", "a", "--player", "Ann", "--player", "Bo").stdout
        assert "Head to head, 1 finished game: Ann ended below Bo in 0, Bo below Ann in 1, level in 0." in out

    def test_the_latest_spelling_of_a_name_is_decided_by_instant(self, cli):
        # Two games, "ann" started 2026-01-01 23:00 at -05:00 (04:00 UTC on the 2nd) and "ANN" at
        # 2026-01-02 01:00 at +01:00 (00:00 UTC on the 2nd): as strings "ANN" sorts later, as instants "ann".
        cli.ok("new", "-g", "x", "ann", "Bo", "Cy")
        cli.ok("new", "-g", "y", "ANN", "Bo", "Cy")
        for name, started in (("x", "2026-01-01T23:00:00-05:00"), ("y", "2026-01-02T01:00:00+01:00")):
            path = cli.game_file(name)
            text = path.read_text()
            old = next(line for line in text.splitlines() if line.startswith("started"))
            path.write_text(text.replace(old, f"started = {started}"))
        names = {row["name"] for row in stats_json(cli)["players"]}
        assert "ann" in names and "ANN" not in names


def _start(moment: datetime, layout: int, offset: int) -> str:
    """A game's start as a file may hold it: as a save writes it (with its offset), without an
    offset (read as UTC), with microseconds, with a space for the T, or in UTC written Z."""
    if layout == 0:
        return moment.replace(tzinfo=timezone(timedelta(minutes=offset))).isoformat()
    if layout == 1:
        return moment.isoformat()
    if layout == 2:
        return moment.replace(microsecond=offset % 1000 * 1000, tzinfo=UTC).isoformat()
    if layout == 3:
        return moment.replace(tzinfo=timezone(timedelta(minutes=offset))).isoformat(sep=" ")
    return moment.replace(tzinfo=UTC).isoformat().replace("+00:00", "Z")


MOMENTS = st.datetimes(min_value=datetime(1000, 1, 1), max_value=datetime(9000, 1, 1)).map(
    lambda moment: moment.replace(microsecond=0)
)
OFFSETS = st.sampled_from([0, 60, -300, 330])
# Moments hours apart, so that an offset can turn their order round.
CLOSE = st.integers(0, 48 * 60).map(lambda minutes: datetime(2026, 12, 3) + timedelta(minutes=minutes))
MIXED = st.lists(st.builds(_start, st.one_of(MOMENTS, CLOSE), st.integers(0, 4), OFFSETS), max_size=12)
ONE_LAYOUT = st.integers(0, 4).flatmap(
    lambda layout: st.lists(st.builds(_start, CLOSE, st.just(layout), OFFSETS), max_size=12)
)
SAVED_OR_NOT = st.lists(st.builds(_start, CLOSE, st.integers(0, 1), OFFSETS), max_size=12)
ALIKE = st.tuples(st.integers(0, 4), OFFSETS).flatmap(
    lambda layout: st.lists(st.builds(_start, MOMENTS, st.just(layout[0]), st.just(layout[1])), max_size=12)
)


@given(st.one_of(MIXED, ALIKE, ONE_LAYOUT, SAVED_OR_NOT))
@example(["2026-12-03T10:00:00+05:30", "2026-12-03T09:00:00+00:00"])  # one layout, two offsets
@example(["2026-12-03T08:00:00", "2026-12-03T09:00:00+05:30"])  # with an offset and without
def test_games_are_put_in_started_order_as_their_instants_order_them(starts):
    """The text itself orders starts written alike; any other mix is ordered by instant."""
    from hjerter_cli.core.stats import instant, started_key

    assert sorted(starts, key=started_key(starts, str)) == sorted(starts, key=instant)
