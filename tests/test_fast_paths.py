"""Laws of the shortcuts a game's reading takes: each gives exactly what the full path gives (the
same result, or the same refusal), for the rounds hjerter writes and for damaged ones."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hjerter_cli.core.game import round_scorer
from hjerter_cli.core.scoring import score_round
from hjerter_cli.core.settings import CARDS, hearts_total
from hjerter_cli.core.tally import Tally, format_tally, plain_reader, read_round
from hjerter_cli.store import plaintoml
from hjerter_cli.store.codec import dumps
from tests.strategies import big_rounds, big_table_games, played_games, rounds
from tests.test_plaintoml import EDITS, same

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


def edited(text: str, edits: list[tuple[int, int, str]]) -> str:
    """The text with each edit made: at a place, so many characters cut, a text put in (`dup`: the
    line there written twice)."""
    for place, cut, insert in edits:
        place %= len(text) + 1
        if insert == "dup":
            start, end = text.rfind("\n", 0, place) + 1, text.find("\n", place) % (len(text) + 1)
            text = text[:end] + "\n" + text[start:end] + text[end:]
            continue
        text = text[:place] + insert + text[place + cut :]
    return text


def read_alone(text: str) -> str:
    """What the plain reader gives for the text with no line read before."""
    plaintoml._READ.clear()
    return repr(plaintoml.loads(text))


@pytest.mark.slow
@LAWS
@given(
    st.one_of(played_games(max_rounds=3), big_table_games(max_rounds=2)),
    st.one_of(played_games(max_rounds=3), big_table_games(max_rounds=2)),
    st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 3), st.sampled_from([*EDITS, "dup"])), max_size=3),
    st.integers(0, 10_000),
)
def test_a_line_read_before_is_read_as_it_was_the_first_time(game, other, edits, twice):
    texts = [dumps(game), dumps(other), edited(dumps(game), [*edits, (twice, 0, "dup")])]
    alone = [read_alone(text) for text in texts]
    assert alone[0] != "None"
    for order in (texts, texts[::-1], texts):  # each line read before, in either order
        assert [repr(plaintoml.loads(text)) for text in order] == [alone[texts.index(text)] for text in order]
        assert all(same(text) for text in order)  # and it is tomllib's, or left to tomllib


ROUND_EDITS = ["", " ", "  ", "=", "_", "q", "qq", "j", "t", "0", "1", "13", "x", "\t", "é", "Ann", "P1"]


@LAWS
@given(
    st.one_of(played_games(max_rounds=4), big_table_games(max_rounds=3)),
    st.lists(st.tuples(st.integers(0, 200), st.integers(0, 3), st.sampled_from(ROUND_EDITS)), max_size=3),
    st.booleans(),
)
def test_a_games_plain_reader_reads_a_round_as_read_round(game, edits, renamed):
    players, settings = game.players, game.settings
    texts = [format_tally(players, tally) for tally in game.rounds if tally.written is None] or ["P0=13q P1=0"]
    if renamed:  # a name written as its key, which read_round takes too
        texts = [text.replace(players[0] + "=", players[0].lower() + "=", 1) for text in texts]
    asked = (hearts_total(settings), settings.decks, settings.bonus_card)
    for text in (*texts, edited(texts[0], edits)):
        plain = plain_reader(players, settings.decks, settings.bonus_card)(text)
        assert plain is None or plain == outcome(read_round, players, text, None, False, *asked)
    if not renamed and game.rounds and all(tally.written is None for tally in game.rounds):
        reader = plain_reader(players, settings.decks, settings.bonus_card)
        assert all(reader(text) is not None for text in texts)  # the file's own rounds take the shortcut
