"""Who finished ahead of whom is one rule everywhere (cli/CLI.md "Added in 1.5"), and `rating` names
and orders its players as `stats` does."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

from hjerter_cli.core.rating import ratings
from hjerter_cli.core.settings import name_key
from hjerter_cli.core.stats import head_to_head, rivalries, standings
from tests.strategies import histories
from tests.test_rivals import started


def pair_game(cli) -> None:
    """Ann+Cy against Bo+Di, target 30: 4, q, 9, 0 then 10, 2, q, 1 -> Ann 14, Bo 15, Cy 22, Di 1;
    the pairs Ann+Cy 36 and Bo+Di 16. Alone Ann is below Bo; as pairs, Bo's is below Ann's."""
    cli.ok("new", "-g", "pairs", "--target", "30", "Ann", "Bo", "Cy", "Di", "--pair", "Ann+Cy", "--pair", "Bo+Di")
    cli.ok("round", "4", "q", "9", "0")
    cli.ok("round", "10", "2", "q", "1")


class TestWhoFinishedAhead:
    def test_two_players_of_different_pairs_are_compared_by_their_pairs(self, cli):
        pair_game(cli)
        out = cli.ok("stats", "--player", "Ann", "--player", "Bo").stdout
        assert "Head to head, 1 finished game: Ann ended below Bo in 0, Bo below Ann in 1, level in 0." in out
        rows = json.loads(cli.ok("stats", "--head-to-head", "--format", "json").stdout)["head_to_head"]
        assert {"players": ["Ann", "Bo"], "games": 1, "ahead": [0, 1], "level": 0} in rows

    def test_partners_are_not_compared(self, cli):
        pair_game(cli)
        out = cli.ok("stats", "--player", "Ann", "--player", "Cy").stdout
        assert "Head to head, 0 finished games: Ann ended below Cy in 0, Cy below Ann in 0, level in 0." in out
        rows = json.loads(cli.ok("stats", "--head-to-head", "--format", "json").stdout)["head_to_head"]
        assert [row for row in rows if row["players"] == ["Ann", "Cy"]] == []

    @pytest.mark.slow
    @given(histories())
    def test_two_players_head_to_head_is_their_row_of_every_rivalry(self, games):
        records = [game for _name, game in games]
        rows = {tuple(name_key(name) for name in row.players): row for row in rivalries(records)}
        names = sorted({name_key(name) for game in records for name in game.players})
        for first in names:
            for second in names:
                if first >= second:
                    continue
                found = head_to_head(records, first, second)
                row = rows.get((first, second))
                expected = (row.games, *row.ahead, row.level) if row is not None else (0, 0, 0, 0)
                assert tuple(found) == expected
                assert tuple(head_to_head(records, second, first)) == (found[0], found[2], found[1], found[3])


class TestRatingAsStats:
    def test_a_name_as_written_in_the_most_recently_started_game_finished_or_not(self, cli):
        cli.ok("new", "-g", "first", "--target", "20", "Ann", "Bo", "Cy")
        cli.ok("round", "3", "10q", "0")
        cli.ok("new", "-g", "later", "ann", "Bo", "Cy")  # not finished
        started(cli, "first", "2026-01-01T20:00:00+01:00")
        started(cli, "later", "2026-01-02T20:00:00+01:00")
        shown = {row["name"] for row in json.loads(cli.ok("stats", "--format", "json").stdout)["players"]}
        rated = {row["name"] for row in json.loads(cli.ok("rating", "--format", "json").stdout)["players"]}
        assert "ann" in shown and rated == shown

    def test_players_by_the_unrounded_rating_then_name(self, cli):
        """Two games where Di and Bo, then Bo and Cy, share the win over Ann: Cy and Di both round
        to 1.10, and Di's rating is the higher unrounded (Bo was stronger when Cy met him)."""
        from openskill.models import PlackettLuce

        for name, players, day in (("one", ("Di", "Ann", "Bo"), 1), ("two", ("Bo", "Ann", "Cy"), 2)):
            cli.ok("new", "-g", name, "--target", "20", "--ties", "share", *players)
            cli.ok("round", "1", "11q", "1")
            started(cli, name, f"2026-01-0{day}T20:00:00+01:00")
        model = PlackettLuce()
        now = {name: model.rating() for name in ("Ann", "Bo", "Cy", "Di")}
        for players in (("Di", "Ann", "Bo"), ("Bo", "Ann", "Cy")):
            rated = model.rate([[now[name]] for name in players], ranks=[1, 3, 1])
            now.update({name: team[0] for name, team in zip(players, rated)})
        ordinal = {name: rating.ordinal() for name, rating in now.items()}
        assert round(ordinal["Cy"], 2) == round(ordinal["Di"], 2) and ordinal["Di"] > ordinal["Cy"]
        data = json.loads(cli.ok("rating", "--format", "json").stdout)["players"]
        assert [row["name"] for row in data] == sorted(ordinal, key=lambda name: -ordinal[name])

    @given(histories())
    def test_rating_spells_every_name_as_stats_does(self, games):
        spelled = {name_key(row.name): row.name for row in standings([game for _name, game in games])}
        for row in ratings(games):
            assert row.name == spelled[name_key(row.name)]
