"""The core's laws, over random tables and random valid rounds (Hypothesis)."""

from __future__ import annotations

import tomllib
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from hjerter_cli.core.game import Game, add_round, sheet, undo
from hjerter_cli.core.scoring import raw_points, score_round
from hjerter_cli.core.settings import Settings, check_players, check_settings
from hjerter_cli.store.codec import dumps, game_from_data, game_to_data
from tests.strategies import played_games, rounds, tables

LAWS = settings()  # as many examples as the profile says (conftest.py)

# From core/RULES.md's table, not from the code: hearts in all plus Q♠, and what each card is worth.
MOON_WORTH = {"standard": 26, "by-value": 129}
CARD_POINTS = {"queen": {"standard": 13, "by-value": 25, "black-maria": 13}, "king": 10, "ace": 7, "bonus": -10}
ROUND_WORTH = {"standard": 26, "by-value": 129, "black-maria": 43}


def expected_raw(game, tally):
    """core/RULES.md step 1 worked by hand: hearts, plus Q♠ (K♠, A♠), minus 10 for the bonus card."""
    scoring = game.settings.scoring
    raw = list(tally.hearts)
    for card, seat in tally.cards:
        if card == "queen":
            raw[seat] += CARD_POINTS["queen"][scoring]
        elif card in ("king", "ace", "bonus"):
            raw[seat] += CARD_POINTS[card]
    return tuple(raw)


def expected_shooter(game, tally):
    """core/RULES.md step 2 by hand: all hearts and Q♠ (and the bonus card with omnibus, unless the
    table plays without-bonus); Sorte Maria has no moon."""
    settings = game.settings
    if settings.scoring == "black-maria":
        return None
    all_hearts = 104 if settings.scoring == "by-value" else 13
    takers = dict(tally.cards)
    for seat, hearts in enumerate(tally.hearts):
        needs_bonus = settings.omnibus and settings.omnibus_moon == "with-bonus"
        if hearts == all_hearts and takers["queen"] == seat and (not needs_bonus or takers["bonus"] == seat):
            return seat
    return None


def hand_winners(settings, totals):
    """The end by hand: a total at the target, then the lowest total alone (or shared, if so set)."""
    if max(totals) < settings.target:
        return None
    lowest = [seat for seat, total in enumerate(totals) if total == min(totals)]
    return None if len(lowest) > 1 and settings.ties == "play-on" else set(lowest)


def expected_rule(game, tally, shooter, totals_before):
    """core/RULES.md's moon rule by hand: the table's, the shooter's choice, or auto's look-ahead."""
    rule = game.settings.moon
    if rule == "choose":
        return tally.moon_choice
    if rule != "auto":
        return rule
    plus = with_ten(game, tally, moved(game, tally, shooter, "plus"))
    totals = [before + score for before, score in zip(totals_before, expected_after_reset(game, totals_before, plus))]
    winners = hand_winners(game.settings, totals)
    return "minus" if winners is not None and winners != {shooter} else "plus"


def with_ten(game, tally, scores):
    """Step 4 by hand: klør ti doubles its taker's round score."""
    ten = dict(tally.cards).get("ten") if game.settings.ten_of_clubs else None
    return tuple(score * 2 if seat == ten else score for seat, score in enumerate(scores))


def moved(game, tally, shooter, rule):
    """Step 3 by hand for one rule."""
    worth = MOON_WORTH[game.settings.scoring] * (2 if tally.sun and rule != "off" else 1)
    raw = expected_raw(game, tally)
    if rule == "off":
        scores = list(raw)
    elif rule == "plus":
        scores = [0 if seat == shooter else worth for seat in range(len(raw))]
    else:
        scores = [-worth if seat == shooter else 0 for seat in range(len(raw))]
    if rule != "off" and game.settings.omnibus and game.settings.omnibus_moon == "without-bonus":
        scores[dict(tally.cards)["bonus"]] -= 10  # the bonus card's -10 stays with its taker
    return tuple(scores)


def expected_before_ten(game, tally, totals_before):
    """core/RULES.md steps 1-3 worked by hand, from the tally and the settings alone."""
    shooter = expected_shooter(game, tally)
    if shooter is None:
        return expected_raw(game, tally)
    return moved(game, tally, shooter, expected_rule(game, tally, shooter, totals_before))


def expected_after_reset(game, totals_before, scores):
    """The exact reset worked by hand: a total exactly on the target becomes 0."""
    if not game.settings.exact_reset:
        return scores
    target = game.settings.target
    return tuple(-before if before + score == target else score for before, score in zip(totals_before, scores))


@st.composite
def table_and_round(draw, moon_likely=False):
    game = draw(played_games(max_rounds=4))
    if sheet(game).finished:
        game, _removed = undo(game)
    return game, draw(rounds(game, moon_likely=moon_likely))


class TestRoundLaws:
    @LAWS
    @given(table_and_round())
    def test_raw_points_always_add_up_to_the_rounds_worth(self, case):
        game, tally = case
        worth = ROUND_WORTH[game.settings.scoring] - (10 if game.settings.omnibus else 0)
        assert sum(raw_points(game.settings, tally)) == worth
        assert raw_points(game.settings, tally) == expected_raw(game, tally)

    @LAWS
    @given(table_and_round(moon_likely=True))
    def test_a_moon_moves_exactly_the_moons_worth(self, case):
        game, tally = case
        totals = sheet(game).totals
        result = score_round(game.players, game.settings, tally, totals)
        shooter = expected_shooter(game, tally)
        assert (result.moon is None) == (shooter is None)
        if shooter is None:
            return
        rule = expected_rule(game, tally, shooter, totals)
        assert (result.moon.shooter, result.moon.rule, result.moon.sun) == (shooter, rule, tally.sun)
        if rule == "off" or result.reset:
            return
        if game.settings.omnibus and game.settings.omnibus_moon == "without-bonus":
            return  # the bonus card's -10 moves too: the next law covers it
        worth = MOON_WORTH[game.settings.scoring] * (2 if tally.sun else 1)
        assert result.moon.worth == worth
        doubled = dict(tally.cards).get("ten") if game.settings.ten_of_clubs else None
        for seat, value in enumerate(result.scores):
            factor = 2 if seat == doubled else 1
            if rule == "plus":
                assert value == (0 if seat == shooter else worth * factor)
            else:
                assert value == (-worth * factor if seat == shooter else 0)

    @LAWS
    @given(table_and_round())
    def test_klor_ti_doubles_exactly_one_score_then_the_exact_reset(self, case):
        game, tally = case
        totals = sheet(game).totals
        result = score_round(game.players, game.settings, tally, totals)
        doubled = with_ten(game, tally, expected_before_ten(game, tally, totals))
        assert result.scores == expected_after_reset(game, totals, doubled)
        assert result.doubled == ((dict(tally.cards)["ten"],) if game.settings.ten_of_clubs else ())


class TestGameLaws:
    @LAWS
    @given(played_games())
    def test_with_the_exact_reset_no_total_stays_on_the_target(self, game):
        scored = sheet(game)
        for row in scored.rounds:
            if game.settings.exact_reset:
                assert game.settings.target not in row.totals
                assert all(row.totals[seat] == 0 for seat in row.score.reset)
            else:
                assert row.score.reset == ()

    @LAWS
    @given(played_games())
    def test_totals_are_the_sums_of_round_scores(self, game):
        scored = sheet(game)
        for index, row in enumerate(scored.rounds):
            assert row.totals == tuple(
                sum(r.score.scores[s] for r in scored.rounds[: index + 1]) for s in range(len(game.players))
            )
        assert scored.totals == (scored.rounds[-1].totals if scored.rounds else (0,) * len(game.players))

    @LAWS
    @given(played_games(max_rounds=30))
    def test_a_finished_games_winners_hold_the_lowest_total(self, game):
        scored = sheet(game)
        if not scored.finished:
            assert scored.winners == ()
            return
        assert max(scored.totals) >= game.settings.target
        lowest = min(scored.totals)
        assert scored.winners == tuple(s for s, t in enumerate(scored.totals) if t == lowest)
        assert len(scored.winners) == 1 or game.settings.ties == "share"

    @LAWS
    @given(table_and_round())
    def test_undo_after_a_round_gives_back_the_same_game(self, case):
        game, tally = case
        game = game._replace(redo=())
        added, _sheet = add_round(game, tally)
        undone, removed = undo(added)
        assert removed == tally
        assert undone._replace(redo=()) == game
        assert sheet(undone).totals == sheet(game).totals

    @LAWS
    @given(played_games(), st.data())
    def test_scoring_on_from_a_known_sheet_is_scoring_from_the_start(self, game, data):
        cut = data.draw(st.integers(min_value=0, max_value=len(game.rounds)))
        known = sheet(game._replace(rounds=game.rounds[:cut]))
        assert sheet(game, known) == sheet(game)

    @LAWS
    @given(played_games())
    def test_plain_data_and_back_is_the_same_game(self, game):
        assert game_from_data(game_to_data(game)) == game

    @LAWS
    @given(played_games())
    def test_the_game_file_text_and_back_is_the_same_game(self, game):
        assert game_from_data(tomllib.loads(dumps(game))) == game


@LAWS
@given(tables())
def test_every_new_table_starts_at_round_one_with_its_dealer(game):
    scored = sheet(game)
    assert scored.next.number == 1 and game.players[scored.next.dealer] == game.settings.dealer


def _valid_name(text: str) -> bool:
    name = text.strip()
    kept = unicodedata.normalize("NFC", name)  # as the core keeps it: a few letters grow in NFC (U+0F93)
    return bool(name) and name.isprintable() and "=" not in name and not name.isdigit() and len(kept) <= 20


printable = st.characters(
    blacklist_categories=("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"), blacklist_characters="="
) | st.just(" ")
names = st.text(printable, min_size=1, max_size=20).filter(_valid_name).map(str.strip)


@LAWS
@given(st.lists(names, min_size=3, max_size=6, unique_by=str.casefold), st.data())
def test_any_player_names_survive_the_game_file(players, data):
    """Names with spaces, digits and any script (and, as older files may hold, a '-' first or `_`):
    every round reads back the same."""
    seats = check_players(players)
    game = Game(seats, check_settings(Settings(moon="choose", omnibus=True, target=100_000), seats))
    for _number in range(3):
        game, _sheet = add_round(game, data.draw(rounds(game, moon_likely=True)))
    assert game_from_data(tomllib.loads(dumps(game))) == game
