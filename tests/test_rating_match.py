"""One match rated: the sides given in their finishing order with no ranks where no two totals are
equal (core/rating.py `rated_match`) give exactly the ratings the library gives for the same
match with ranks; and the whole rating is the one the games fed with ranks, one by one, give."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.core.rating import PlayerRating, ranks, rated_match, ratings
from hjerter_cli.core.settings import name_key
from hjerter_cli.core.stats import instant
from tests.strategies import histories


@st.composite
def matches(draw) -> tuple[list[list[tuple[float, float]]], list[int]]:
    """Sides of one or two players, each with a rating (mu, sigma), and each side's total: few
    totals to draw from, so that ties come often."""
    sides = draw(st.integers(min_value=2, max_value=7))
    size = draw(st.integers(min_value=1, max_value=2))
    rating = st.tuples(st.floats(min_value=-20, max_value=60), st.floats(min_value=0.3, max_value=9))
    teams = draw(st.lists(st.lists(rating, min_size=size, max_size=size), min_size=sides, max_size=sides))
    totals = draw(
        st.lists(
            st.integers(min_value=0, max_value=draw(st.sampled_from([3, 30, 500]))), min_size=sides, max_size=sides
        )
    )
    return teams, totals


def figures(teams) -> list[list[tuple[float, float]]]:
    return [[(one.mu, one.sigma) for one in team] for team in teams]


class TestOneMatch:
    @given(matches())
    def test_the_same_ratings_as_the_library_gives_with_ranks(self, match):
        from openskill.models import PlackettLuce

        model = PlackettLuce()
        given_teams, totals = match
        teams = [[model.rating(mu, sigma) for mu, sigma in team] for team in given_teams]
        expected = figures(model.rate(teams, ranks=ranks(totals)))
        matched = dict(rated_match(model.rate, teams, totals))
        assert sorted(matched) == list(range(len(teams)))
        assert figures([matched[side] for side in range(len(teams))]) == expected  # exactly: floats equal
        assert figures(teams) == given_teams  # what was given stays as it was

    def test_a_won_game_with_no_ties_is_rated_in_finishing_order(self):
        """Totals 10, 0, 30, 20: Bo first, then Ann, Di, Cy; the winner gains, the last loses."""
        from openskill.models import PlackettLuce

        model = PlackettLuce()
        teams = [[model.rating()] for _ in range(4)]
        matched = dict(rated_match(model.rate, teams, [10, 0, 30, 20]))
        order = sorted(range(4), key=lambda side: -matched[side][0].mu)
        assert order == [1, 0, 3, 2]


class TestTheWholeRating:
    @pytest.mark.slow
    @given(histories())
    def test_the_rating_is_the_games_fed_to_the_library_with_ranks_one_by_one(self, games):
        from openskill.models import PlackettLuce

        model = PlackettLuce()
        now: dict[str, object] = {}
        before: dict[str, object] = {}
        counts: dict[str, list[int]] = {}
        spelled: dict[str, str] = {}
        ordered = sorted(games, key=lambda game: (instant(game[1].started), game[0]))  # by instant, then name
        for _name, game in ordered:
            for name in game.players:
                spelled[name_key(name)] = name
            if not game.finished:
                continue
            keys = [name_key(name) for name in game.players]
            sides = [list(pair) for pair in game.pairs] or [[seat] for seat in range(len(keys))]
            teams = [[now.get(keys[seat]) or model.rating() for seat in side] for side in sides]
            totals = [sum(game.totals[seat] for seat in side) for side in sides]
            for side, team in zip(sides, model.rate(teams, ranks=ranks(totals))):
                for seat, one in zip(side, team):
                    before[keys[seat]] = now.get(keys[seat])
                    now[keys[seat]] = one
                    row = counts.setdefault(keys[seat], [0, 0])
                    row[0] += 1
                    row[1] += seat in game.winners
        got = {name_key(row.name): row for row in ratings(games)}
        assert set(got) == set(now)
        for key, one in now.items():
            last = one.ordinal() - (0.0 if before[key] is None else before[key].ordinal())
            expected = PlayerRating(
                name=spelled[key],
                rating=round(one.ordinal(), 2) + 0.0,
                mu=round(one.mu, 2) + 0.0,
                sigma=round(one.sigma, 2) + 0.0,
                games=counts[key][0],
                wins=counts[key][1],
                last_change=round(last, 2) + 0.0,
            )
            assert got[key] == expected
