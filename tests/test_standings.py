"""The club evening's standings (core/standings.py) against cli/CLI.md's definitions: `places`, the
share of the others at the table who finished behind (level counts half); `points`, points per deal
over the deals played (lower is better); ties share a place; a sitting a player did not play, or
whose table has not finished, is None."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.core.game import new_game, sheet
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.standings import STANDINGS_RULES, Standing, TableResult, places_of, result_of, standings
from tests.helpers import play, tally

NAMES = tuple(f"P{number:02}" for number in range(24))


@st.composite
def tables(draw, present):
    """One sitting's tables: some of the players present (late arrivals, players gone home, byes),
    at tables of 3 to 7, some with partner pairs, totals with ties, some still playing."""
    pool = draw(st.permutations(present))
    pool = pool[: draw(st.integers(0, len(pool)))]
    made = []
    while len(pool) >= 3:
        size = draw(st.integers(3, min(7, len(pool))))
        seats, pool = tuple(pool[:size]), pool[size:]
        totals = tuple(draw(st.lists(st.integers(-26, 40), min_size=size, max_size=size)))
        sides = tuple((seat,) for seat in range(size))
        if size % 2 == 0 and draw(st.booleans()):
            sides = tuple((seat, seat + size // 2) for seat in range(size // 2))  # partners opposite
        made.append(TableResult(seats, totals, sides, draw(st.integers(1, 12)), draw(st.booleans())))
    return made


@st.composite
def evenings(draw):
    players = NAMES[: draw(st.integers(3, len(NAMES)))]
    return players, [draw(tables(players)) for _sitting in range(draw(st.integers(0, 5)))]


def oracle(players, sittings, rule):
    """The standings worked from CLI.md's words, a player at a time."""
    values = {name: [] for name in players}
    points = {name: [0, 0] for name in players}
    for number, sitting in enumerate(sittings):
        for table in sitting:
            if not table.finished:
                continue
            side = {seat: group for group in table.sides for seat in group}
            for seat, name in enumerate(table.players):
                if rule == "points":
                    value = Fraction(table.totals[seat], table.deals)
                    points[name][0] += table.totals[seat]
                    points[name][1] += table.deals
                else:
                    mine = sum(table.totals[other] for other in side[seat])
                    theirs = [sum(table.totals[x] for x in side[other]) for other in range(len(table.players))]
                    behind = [
                        Fraction(1) if t > mine else Fraction(1, 2)
                        for i, t in enumerate(theirs)
                        if i != seat and t >= mine
                    ]
                    value = sum(behind, Fraction(0)) / (len(table.players) - 1)
                values[name].append((number, value))
    rows = {}
    for name in players:
        column = [None] * len(sittings)
        for number, value in values[name]:
            column[number] = value
        total = None
        if values[name]:
            total = sum(value for _n, value in values[name]) if rule == "places" else Fraction(*points[name])
        rows[name] = (column, total)
    return rows


def better(rule, mine, theirs) -> bool:
    if theirs is None:
        return mine is not None
    return mine is not None and (mine > theirs if rule == "places" else mine < theirs)


class TestTheStandingsAgainstTheirDefinitions:
    @given(evenings(), st.sampled_from(STANDINGS_RULES))
    def test_each_sitting_and_total_is_as_defined(self, evening, rule):
        players, sittings = evening
        rows = {row.name: row for row in standings(players, sittings, rule)}
        for name, (column, total) in oracle(players, sittings, rule).items():
            assert rows[name].sittings == tuple(column) and rows[name].total == total, name

    @given(evenings(), st.sampled_from(STANDINGS_RULES))
    def test_places_count_the_players_ahead_and_ties_share_a_place(self, evening, rule):
        players, sittings = evening
        rows = standings(players, sittings, rule)
        assert sorted(row.name for row in rows) == sorted(players)
        for row in rows:
            ahead = sum(better(rule, other.total, row.total) for other in rows)
            assert row.place == 1 + ahead
        assert [row.place for row in rows] == sorted(row.place for row in rows)

    @given(evenings())
    def test_places_give_a_table_of_any_size_the_same_weight(self, evening):
        _players, sittings = evening
        for sitting in sittings:
            for table in sitting:
                values = standings(table.players, [[table]], "places")
                if table.finished:  # values 0 to 1, and half a point a player on average
                    assert sum(row.total for row in values) == Fraction(len(table.players), 2)
                    assert all(0 <= row.total <= 1 for row in values)


class TestWorkedByHand:
    def test_a_table_of_four_with_two_level(self):
        # Totals 40, 60, 60, 90: Ann has all three behind (1); Bo one behind and Cy level
        # ((1 + 1/2) / 3 = 1/2), Cy the same; Di none (0).
        table = TableResult(("Ann", "Bo", "Cy", "Di"), (40, 60, 60, 90), ((0,), (1,), (2,), (3,)), 8, True)
        rows = standings(("Ann", "Bo", "Cy", "Di"), [[table]], "places")
        assert [(row.place, row.name, row.total) for row in rows] == [
            (1, "Ann", 1),
            (2, "Bo", Fraction(1, 2)),
            (2, "Cy", Fraction(1, 2)),
            (4, "Di", 0),
        ]

    def test_a_bye_an_unfinished_table_and_points_per_deal(self):
        # Sitting 1: Ann 12 and Bo 30 over 6 deals with Cy 40; Di sits out. Sitting 2: Ann, Bo and
        # Di finished 8 deals on 20, 4, 10; Cy's table is still playing.
        one = TableResult(("Ann", "Bo", "Cy"), (12, 30, 40), ((0,), (1,), (2,)), 6, True)
        two = TableResult(("Ann", "Bo", "Di"), (20, 4, 10), ((0,), (1,), (2,)), 8, True)
        playing = TableResult(("Cy", "Eva", "Finn"), (3, 5, 7), ((0,), (1,), (2,)), 2, False)
        players = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn")
        rows = {row.name: row for row in standings(players, [[one], [two, playing]], "points")}
        assert rows["Ann"].sittings == (2, Fraction(5, 2)) and rows["Ann"].total == Fraction(32, 14)  # 32 in 14
        assert rows["Bo"].sittings == (5, Fraction(1, 2)) and rows["Bo"].total == Fraction(34, 14)
        assert rows["Cy"].sittings == (Fraction(40, 6), None) and rows["Di"].sittings == (None, Fraction(10, 8))
        assert rows["Eva"].total is None and rows["Eva"].place == 5 == rows["Finn"].place  # nothing counted yet
        assert [row.name for row in standings(players, [[one], [two, playing]], "points")][:4] == [
            "Di",
            "Ann",
            "Bo",
            "Cy",
        ]

    def test_a_pair_counts_its_partner_level(self):
        # Pairs Ann+Cy 30 (10 + 20) and Bo+Di 50: Ann has Bo and Di behind and Cy level: 2.5 / 3.
        table = TableResult(("Ann", "Bo", "Cy", "Di"), (10, 25, 20, 25), ((0, 2), (1, 3)), 8, True)
        rows = {row.name: row for row in standings(table.players, [[table]], "places")}
        assert rows["Ann"].total == rows["Cy"].total == Fraction(5, 6)
        assert rows["Bo"].total == rows["Di"].total == Fraction(1, 6)

    def test_a_game_reads_as_its_table(self):
        game = play([tally([4, 0, 9, 0], queen=1)], deals=1)
        assert result_of(sheet(game)) == TableResult(game.players, (4, 13, 9, 0), ((0,), (1,), (2,), (3,)), 1, True)
        fresh = new_game(("Ann", "Bo", "Cy"), Settings())
        assert result_of(sheet(fresh)).finished is False

    def test_places_as_the_draw_takes_them(self):
        rows = (Standing(1, "Bo", (), Fraction(1)), Standing(1, "Ann", (), Fraction(1)), Standing(3, "Cy", (), None))
        assert places_of(rows) == {"Bo": 1, "Ann": 1, "Cy": 3}
