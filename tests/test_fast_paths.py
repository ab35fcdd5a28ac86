"""Laws of the shortcuts a game's reading takes: each gives exactly what the full path gives (the
same result, or the same refusal), for the rounds hjerter writes and for damaged ones."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hjerter_cli.core.scoring import round_scorer, score_round
from hjerter_cli.core.settings import CARDS
from hjerter_cli.core.tally import Tally
from tests.strategies import big_rounds, big_table_games, played_games, rounds

LAWS = settings()  # as many examples as the profile says (conftest.py)


def outcome(score, *arguments):
    """What scoring gives: the round's score, or the refusal's kind and sentence."""
    try:
        return score(*arguments)
    except Exception as error:  # noqa: BLE001 - any refusal or error is compared as it is
        return type(error), str(error)


@st.composite
def game_and_round(draw, change):
    """A played game of either pack and a valid round for it, often damaged: hearts, cards, seats,
    the moon's choice or the sun changed."""
    game = draw(st.one_of(played_games(max_rounds=6), big_table_games(max_rounds=4)))
    tally = draw(big_rounds(game) if game.settings.decks == 2 or draw(st.booleans()) else rounds(game, True))
    count = len(game.players)
    if change == "hearts":
        hearts = list(tally.hearts)
        hearts[draw(st.integers(0, count - 1))] += draw(st.sampled_from([-14, -1, 1, 12, 13]))
        tally = tally._replace(hearts=tuple(hearts) if draw(st.booleans()) else tuple(hearts[:-1]))
    elif change == "moved":  # the sum kept: one seat's hearts moved to another, maybe below 0
        hearts, moved = list(tally.hearts), draw(st.sampled_from([1, 13, 14, 30]))
        hearts[draw(st.integers(0, count - 1))] -= moved
        hearts[draw(st.integers(0, count - 1))] += moved
        tally = tally._replace(hearts=tuple(hearts))
    elif change == "cards":
        cards = list(tally.cards)
        if cards and draw(st.booleans()):
            cards.pop(draw(st.integers(0, len(cards) - 1)))
        else:
            cards.append((draw(st.sampled_from([*CARDS, "joker"])), draw(st.integers(0, count - 1))))
        tally = tally._replace(
            cards=tuple(sorted(cards, key=lambda pair: CARDS.index(pair[0]) if pair[0] in CARDS else 9))
        )
    elif change == "seat" and tally.cards:
        card, _seat = tally.cards[0]
        seat = draw(st.sampled_from([-1, count, True, 1.0]))
        tally = tally._replace(cards=((card, seat), *tally.cards[1:]))
    elif change == "choice":
        tally = tally._replace(moon_choice=draw(st.sampled_from([None, "plus", "minus", "both"])))
    elif change == "sun":
        tally = tally._replace(sun=not tally.sun)
    elif change == "written":
        tally = Tally((), (), None, False, tuple(draw(st.integers(-50, 50)) for _seat in range(count)))
    elif change == "order":
        tally = tally._replace(cards=tuple(reversed(tally.cards)))
    return game, tally


CHANGES = ["none", "hearts", "moved", "cards", "seat", "choice", "sun", "written", "order"]


@pytest.mark.parametrize("change", CHANGES)
@LAWS
@given(data=st.data())
def test_a_games_round_scorer_scores_as_score_round(change, data):
    game, tally = data.draw(game_and_round(change))
    from hjerter_cli.core.game import sheet

    totals = sheet(game).totals
    fast = outcome(round_scorer(game.players, game.settings), tally, totals)
    assert fast == outcome(score_round, game.players, game.settings, tally, totals)
