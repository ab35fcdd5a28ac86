"""core/RULES.md, "The big table": two packs, partner pairs and the kitty, case by case (the worked
examples and others worked by hand), and the laws with Hypothesis."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.core.game import (
    add_round,
    cards_each,
    first_lead,
    kitty_size,
    new_game,
    pass_cycle,
    removed_cards,
    rename_player,
)
from hjerter_cli.core.scoring import dealable, raw_points, score_round
from hjerter_cli.core.settings import (
    Settings,
    check_players,
    check_settings,
    hearts_total,
    moon_worth,
    round_worth,
    sides,
    sun_worth,
)
from hjerter_cli.core.tally import Tally, parse_tallies
from hjerter_cli.errors import RefusedError
from tests.helpers import raises_refusal

EIGHT = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal")
TWO = Settings(decks=2)


def players(count: int) -> tuple[str, ...]:
    return tuple(f"P{seat}" for seat in range(1, count + 1))


def two_pack(hearts, settings=TWO, names=EIGHT, totals=None, moon_choice=None, sun=False, **takers):
    """Score a two-pack round: takers as card=(seat, seat)."""
    cards = tuple((card, seat) for card, seats in takers.items() for seat in seats)
    chosen = check_settings(settings, names)
    before = tuple(totals) if totals is not None else (0,) * len(names)
    return score_round(names, chosen, Tally(tuple(hearts), cards, moon_choice, sun), before)


class TestTwoPacksDeal:
    @pytest.mark.parametrize(
        "count,removed,each",
        [(5, 4, 20), (6, 2, 17), (7, 6, 14), (8, 0, 13), (9, 5, 11), (10, 4, 10), (11, 5, 9), (12, 8, 8)],
    )
    def test_cards_removed_and_each_as_rules_md_gives(self, count, removed, each):
        assert len(removed_cards(TWO, count)) == removed == 104 % count
        assert cards_each(TWO, count) == each == (104 - removed) // count

    def test_removed_one_copy_at_a_time_low_diamonds_and_clubs(self):
        assert removed_cards(TWO, 7) == ("2♦", "2♣", "2♦", "2♣", "3♦", "3♣")
        assert removed_cards(TWO, 12) == ("2♦", "2♣", "2♦", "2♣", "3♦", "3♣", "3♦", "3♣")

    @pytest.mark.parametrize(
        "count,lead",
        [(8, ("2♣", True)), (6, ("2♣", False)), (5, ("3♣", True)), (7, ("3♣", False)), (12, ("4♣", True))],
    )
    def test_the_lowest_club_in_play_leads(self, count, lead):
        """6 players: one 2♣ removed, the other leads; 7: both 2♣ and one 3♣ out; 12: both 3♣ out."""
        assert first_lead(TWO, count) == lead

    @pytest.mark.parametrize("count", [5, 6, 7, 9, 10, 11, 12])
    def test_the_kitty_keeps_every_card(self, count):
        kitty = Settings(decks=2, deal="kitty")
        assert removed_cards(kitty, count) == () and kitty_size(kitty, count) == 104 % count
        assert cards_each(kitty, count) * count + kitty_size(kitty, count) == 104
        assert first_lead(kitty, count) == ("2♣", True)

    def test_one_pack_with_the_kitty(self):
        kitty = Settings(deal="kitty")
        assert removed_cards(kitty, 5) == () and kitty_size(kitty, 5) == 2 and cards_each(kitty, 5) == 10
        assert first_lead(kitty, 6) == ("2♣", False)

    def test_one_pack_deals_as_in_1_2(self):
        assert [cards_each(Settings(), n) for n in range(3, 8)] == [17, 13, 10, 8, 7]
        assert [first_lead(Settings(), n)[0] for n in range(3, 8)] == ["2♣", "2♣", "3♣", "4♣", "3♣"]

    def test_seats(self):
        for count in range(5, 13):
            assert len(check_players(players(count), 2)) == count
        for count in (3, 4, 13):
            with raises_refusal(RefusedError, match="With two packs Hearts is played by 5 to 12 players"):
                check_players(players(count), 2)
        with raises_refusal(RefusedError, match="3 to 7 players"):
            check_players(players(8), 1)

    def test_standard_passing_for_eight_and_twelve(self):
        assert pass_cycle(TWO, 8) == ("left", "right", "left-2", "right-2", "left-3", "right-3", "across", "hold")
        twelve = pass_cycle(TWO, 12)
        assert twelve[-2:] == ("across", "hold") and "left-5" in twelve and len(twelve) == 12


class TestTwoPacksWorth:
    @pytest.mark.parametrize(
        "settings,hearts,worth,moon",
        [
            (TWO, 26, 52, 52),
            (Settings(decks=2, scoring="by-value"), 208, 258, 258),
            (Settings(decks=2, scoring="black-maria"), 26, 86, None),
            (Settings(decks=2, omnibus=True), 26, 32, 52),
            (Settings(decks=2, scoring="by-value", omnibus=True), 208, 238, 258),
            (Settings(decks=2, scoring="black-maria", omnibus=True), 26, 66, None),
        ],
    )
    def test_the_table_of_worths(self, settings, hearts, worth, moon):
        assert hearts_total(settings) == hearts and round_worth(settings) == worth and moon_worth(settings) == moon

    def test_a_sun_doubles(self):
        assert sun_worth(Settings(decks=2, sun=True)) == 104
        assert sun_worth(Settings(decks=2, sun=True, scoring="by-value")) == 516


class TestTwoPacksWorkedExamples:
    def test_raw_points(self):
        """Hearts 5, 4, 3, 6, 0, 8, 0, 0 with Q♠ to the first and the sixth: 18, 4, 3, 6, 0, 21, 0, 0."""
        result = two_pack([5, 4, 3, 6, 0, 8, 0, 0], queen=(0, 5))
        assert result.raw == (18, 4, 3, 6, 0, 21, 0, 0) and sum(result.raw) == 52 and result.moon is None

    def test_a_moon_plus_and_minus(self):
        hearts = [0, 0, 26, 0, 0, 0, 0, 0]
        assert two_pack(hearts, queen=(2, 2)).scores == (52, 52, 0, 52, 52, 52, 52, 52)
        minus = two_pack(hearts, Settings(decks=2, moon="minus"), queen=(2, 2))
        assert minus.scores == (0, 0, -52, 0, 0, 0, 0, 0)

    def test_the_same_moon_minus_with_one_ten_of_clubs(self):
        settings = Settings(decks=2, moon="minus", ten_of_clubs=True)
        result = two_pack([0, 0, 26, 0, 0, 0, 0, 0], settings, queen=(2, 2), ten=(2, 4))
        assert result.scores == (0, 0, -104, 0, 0, 0, 0, 0)  # -52 doubled; Eva's 0 doubled is 0

    def test_both_tens_to_one_player_times_four(self):
        result = two_pack([5, 4, 3, 6, 0, 8, 0, 0], Settings(decks=2, ten_of_clubs=True), queen=(0, 5), ten=(1, 1))
        assert result.scores[1] == 16 and result.doubled == (1, 1)  # 4 × 4

    def test_no_moon_without_both_queens(self):
        assert two_pack([0, 0, 26, 0, 0, 0, 0, 0], queen=(2, 3)).moon is None

    def test_with_bonus_the_moon_needs_both_bonus_cards(self):
        omnibus = Settings(decks=2, omnibus=True)
        assert two_pack([0, 0, 26, 0, 0, 0, 0, 0], omnibus, queen=(2, 2), bonus=(2, 4)).moon is None
        moon = two_pack([0, 0, 26, 0, 0, 0, 0, 0], omnibus, queen=(2, 2), bonus=(2, 2))
        assert moon.moon is not None and moon.scores == (52, 52, 0, 52, 52, 52, 52, 52)

    def test_without_bonus_each_bonus_cards_minus_ten_stays(self):
        settings = Settings(decks=2, omnibus=True, omnibus_moon="without-bonus")
        result = two_pack([0, 0, 26, 0, 0, 0, 0, 0], settings, queen=(2, 2), bonus=(2, 4))
        assert result.scores == (52, 52, -10, 52, 42, 52, 52, 52)


class TestTwoPacksTallies:
    def test_a_letter_twice_in_one_entry_is_both_copies(self):
        tally = parse_tallies(EIGHT, ["26qq", "0", "0", "0", "0", "0", "0", "0"], hearts_total=26, copies=2)
        assert tally.takers("queen") == [0, 0] and tally.hearts[0] == 26

    def test_an_option_twice_and_a_letter_with_an_option(self):
        options = parse_tallies(EIGHT, ["5", "4", "3", "6", "0", "8", "0", "0"], {"queen": ("Ann", "Finn")}, copies=2)
        assert options.takers("queen") == [0, 5]
        mixed = parse_tallies(EIGHT, ["5q", "4", "3", "6", "0", "8", "0", "0"], {"queen": ("Ann",)}, copies=2)
        assert mixed.takers("queen") == [0, 0]

    def test_three_letters_are_refused(self):
        with raises_refusal(RefusedError, match="three times"):
            parse_tallies(EIGHT, ["26qqq", "0", "0", "0", "0", "0", "0", "0"], hearts_total=26, copies=2)

    @pytest.mark.parametrize(
        "hearts,queens,match",
        [
            ([27, 0, 0, 0, 0, 0, 0, -1], (0, 1), "0 to 26"),
            ([5, 4, 3, 6, 0, 8, 0, 1], (0, 1), "not 26 \\(two packs\\)"),
            ([5, 4, 3, 6, 0, 8, 0, 0], (0,), "needs two takers"),
            ([5, 4, 3, 6, 0, 8, 0, 0], (0, 1, 2), "two takers, not Ann, Bo, Cy"),
        ],
    )
    def test_validation(self, hearts, queens, match):
        with raises_refusal(RefusedError, match=match):
            two_pack(hearts, queen=queens)

    def test_by_value_sums_two_sets_can_make(self):
        assert dealable((208,), 2) and dealable((104, 104), 2) and dealable((28, 180), 2)  # 14+14, the rest
        assert not dealable((1, 207), 2) and not dealable((207, 1), 2) and dealable((3, 205), 2)
        by_value = Settings(decks=2, scoring="by-value")
        with raises_refusal(RefusedError, match="cannot be worth 1"):
            two_pack([1, 207, 0, 0, 0, 0, 0, 0], by_value, queen=(0, 1))


PAIRS4 = ("Ann", "Bo", "Cy", "Di")
PAIRED = Settings(pairs=(("Ann", "Cy"), ("Bo", "Di")), target=200)


class TestPairs:
    def test_the_worked_example(self):
        """Ann, Bo, Cy, Di (Ann+Cy, Bo+Di), moon plus: Bo's moon gives Ann 26, Bo 0, Cy 26, Di 0."""
        game = new_game(PAIRS4, PAIRED)
        game, scored = add_round(game, Tally((0, 13, 0, 0), (("queen", 1),)))
        assert scored.rounds[0].score.scores == (26, 0, 26, 0) and scored.side_totals == (52, 0)
        game, scored = add_round(game, Tally((4, 0, 9, 0), (("queen", 1),)))
        assert scored.rounds[1].score.scores == (4, 13, 9, 0)
        assert tuple(a - b for a, b in zip(scored.side_totals, (52, 0))) == (13, 13)

    def test_sides_are_the_pairs(self):
        assert sides(check_settings(PAIRED, PAIRS4), PAIRS4) == ((0, 2), (1, 3))
        assert sides(Settings(), PAIRS4) == ((0,), (1,), (2,), (3,))

    def test_a_minus_moon_and_the_partners_bonus_card(self):
        minus = Settings(pairs=(("Ann", "Cy"), ("Bo", "Di")), moon="minus")
        assert score_round(
            PAIRS4, check_settings(minus, PAIRS4), Tally((0, 13, 0, 0), (("queen", 1),)), (0,) * 4
        ).scores == (
            0,
            -26,
            0,
            0,
        )
        without = Settings(pairs=(("Ann", "Cy"), ("Bo", "Di")), omnibus=True, omnibus_moon="without-bonus")
        tally = Tally((0, 13, 0, 0), (("queen", 1), ("bonus", 3)))  # Di, Bo's partner, took J♦
        assert score_round(PAIRS4, check_settings(without, PAIRS4), tally, (0,) * 4).scores == (26, 0, 26, -10)

    def test_pair_totals_decide_the_end_and_both_partners_win(self):
        game = new_game(PAIRS4, Settings(pairs=(("Ann", "Cy"), ("Bo", "Di")), target=50))
        game, scored = add_round(game, Tally((0, 13, 0, 0), (("queen", 1),)))  # Ann+Cy 52, Bo+Di 0
        assert scored.finished and scored.winners == (1, 3)

    def test_a_tie_between_pairs_plays_on_or_shares(self):
        rounds = [Tally((13, 0, 0, 0), (("queen", 1),)), Tally((0, 0, 0, 13), (("queen", 2),))]
        # Ann 13, Bo 13: pairs 13 (Ann+Cy), 13 (Bo+Di); then Di 13, Cy 13: 26 and 26, target 20
        for ties, finished in (("play-on", False), ("share", True)):
            game = new_game(PAIRS4, Settings(pairs=(("Ann", "Cy"), ("Bo", "Di")), target=20, ties=ties))
            for tally in rounds:
                game, scored = add_round(game, tally)
            assert scored.side_totals == (26, 26) and scored.finished is finished

    def test_auto_looks_at_the_pairs(self):
        """Auto: plus, unless plus would end the game with another pair winning. Six players in
        three pairs (Ann+Di, Bo+Eva, Cy+Finn) on 70, 10 and 60; Ann shoots: plus would give Bo+Eva
        62 and Cy+Finn 112, past 100 with Bo+Eva alone lowest: so minus."""
        six = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn")
        settings = check_settings(Settings(pairs=(("Ann", "Di"), ("Bo", "Eva"), ("Cy", "Finn")), moon="auto"), six)
        moon = Tally((13, 0, 0, 0, 0, 0), (("queen", 0),))
        result = score_round(six, settings, moon, (70, 10, 60, 0, 0, 0))
        assert result.moon.rule == "minus" and result.moon.plus_winners == (1, 4)
        assert result.scores == (-26, 0, 0, 0, 0, 0)
        calm = score_round(six, settings, moon, (10, 10, 10, 0, 0, 0))  # plus ends nothing: plus
        assert calm.moon.rule == "plus" and calm.scores == (0, 26, 26, 0, 26, 26)  # Di, Ann's partner, 0

    def test_one_below_for_a_pair(self):
        settings = Settings(pairs=(("Ann", "Cy"), ("Bo", "Di")), one_below=True, target=27)
        game, scored = add_round(new_game(PAIRS4, settings), Tally((0, 13, 0, 0), (("queen", 1),)))
        assert scored.side_totals == (52, 0) and scored.finished  # 52 past 27: Bo+Di win
        game, scored = add_round(new_game(PAIRS4, settings), Tally((13, 0, 0, 0), (("queen", 1),)))
        assert scored.side_totals == (13, 13)
        game, scored = add_round(game, Tally((0, 0, 13, 0), (("queen", 3),)))  # Cy 13, Di 13: 26, 26
        assert scored.next.no_pass == (0, 1, 2, 3)  # both pairs on 26 = 27 - 1

    @pytest.mark.parametrize(
        "pairs,match",
        [
            ((("Ann", "Bo"),), "exactly one pair"),
            ((("Ann", "Bo"), ("Ann", "Cy")), "exactly one pair"),
            ((("Ann", "Zed"), ("Bo", "Cy")), "Zed \\(in a pair\\) is not at the table"),
        ],
    )
    def test_bad_pairs(self, pairs, match):
        with raises_refusal(RefusedError, match=match):
            check_settings(Settings(pairs=pairs), PAIRS4)

    def test_an_odd_table_and_the_exact_reset(self):
        with raises_refusal(RefusedError, match="even number of players, not 5"):
            check_settings(Settings(pairs=(("Ann", "Bo"), ("Cy", "Di"))), (*PAIRS4, "Eva"))
        with raises_refusal(RefusedError, match="exact reset"):
            check_settings(PAIRED._replace(exact_reset=True), PAIRS4)

    def test_pairs_are_kept_in_seat_order(self):
        kept = check_settings(Settings(pairs=(("Di", "bo"), ("Cy", "Ann"))), PAIRS4)
        assert kept.pairs == (("Ann", "Cy"), ("Bo", "Di"))

    def test_a_rename_renames_the_pair(self):
        game = new_game(PAIRS4, PAIRED)
        assert rename_player(game, "Cy", "Cyril").settings.pairs == (("Ann", "Cyril"), ("Bo", "Di"))


# Laws ----------------------------------------------------------------------------------------


@st.composite
def two_pack_rounds(draw, count=8):
    """A two-pack round of `count` players: 26 hearts dealt, each Q♠ to somebody."""
    hearts = [0] * count
    for seat in draw(st.lists(st.integers(0, count - 1), min_size=26, max_size=26)):
        hearts[seat] += 1
    queens = draw(st.lists(st.integers(0, count - 1), min_size=2, max_size=2))
    if draw(st.booleans()):  # a moon, now and then
        shooter = draw(st.integers(0, count - 1))
        hearts, queens = [26 if seat == shooter else 0 for seat in range(count)], [shooter, shooter]
    return Tally(tuple(hearts), tuple(("queen", seat) for seat in queens))


@given(two_pack_rounds(), st.sampled_from(["plus", "minus", "off"]))
def test_raw_points_sum_to_the_worth_and_a_moon_moves_its_worth(tally, rule):
    settings = check_settings(Settings(decks=2, moon=rule), EIGHT)
    result = score_round(EIGHT, settings, tally, (0,) * 8)
    assert sum(raw_points(settings, tally)) == round_worth(settings) == 52
    if result.moon is None or rule == "off":
        assert result.scores == result.raw
    elif rule == "plus":
        assert sum(result.scores) == 7 * 52 and result.scores[result.moon.shooter] == 0
    else:
        assert sum(result.scores) == -52


@given(two_pack_rounds(), st.integers(1, 3))
def test_a_plus_moon_goes_to_every_player_outside_the_shooters_pair(tally, rotate):
    pairs = tuple((EIGHT[seat], EIGHT[(seat + 4) % 8]) for seat in range(4))
    settings = check_settings(Settings(decks=2, pairs=pairs), EIGHT)
    result = score_round(EIGHT, settings, tally, (0,) * 8)
    if result.moon is not None:
        shooter = result.moon.shooter
        partner = (shooter + 4) % 8
        assert all(score == 52 for seat, score in enumerate(result.scores) if seat not in (shooter, partner))
        assert result.scores[shooter] == result.scores[partner] == 0
        assert sum(result.scores) == 6 * 52  # exactly the worth, to each of the six outside the pair


@given(st.lists(two_pack_rounds(), min_size=1, max_size=6))
def test_pair_totals_are_the_sums_of_their_players(rounds):
    pairs = tuple((EIGHT[seat], EIGHT[seat + 4]) for seat in range(4))
    game = new_game(EIGHT, Settings(decks=2, pairs=pairs, target=100_000))
    for tally in rounds:
        game, scored = add_round(game, tally)
    assert scored.side_totals == tuple(scored.totals[seat] + scored.totals[seat + 4] for seat in range(4))


@given(st.lists(two_pack_rounds(), min_size=1, max_size=4), st.booleans())
def test_a_game_file_keeps_every_round_however_its_copies_were_given(rounds, pairs):
    """The takers of a card's two copies may be given in any order (`--queen Finn --queen Ann`):
    the game reads back from its file as it was."""
    from hjerter_cli.store import codec, plaintoml

    settings = Settings(decks=2, pairs=tuple((EIGHT[seat], EIGHT[seat + 4]) for seat in range(4)) if pairs else ())
    game = new_game(EIGHT, check_settings(settings._replace(target=100_000), EIGHT))
    for tally in rounds:
        game, _scored = add_round(game, tally._replace(cards=tally.cards[::-1]))
    assert codec.game_from_data(plaintoml.document(codec.dumps(game))) == game


# Which hearts' values can be dealt (by-value): hard cases, and the law against a plain search.


def dealt_by_search(sums, copies):
    """An independent answer: the hearts handed out highest first to any player with room."""
    from functools import cache

    ranks = sorted(list(range(2, 15)) * copies, reverse=True)

    @cache
    def hand_out(card, room):
        if card == len(ranks):
            return all(value == 0 for value in room)
        return any(
            hand_out(card + 1, tuple(sorted(room[:seat] + (value - ranks[card],) + room[seat + 1 :])))
            for seat, value in enumerate(room)
            if value >= ranks[card] and value not in room[:seat]
        )

    return sum(sums) == copies * 104 and min(sums) >= 0 and hand_out(0, tuple(sorted(sums)))


class TestDealableValues:
    @pytest.mark.parametrize(
        "sums,dealt",
        [
            ((22, 46, 7, 6, 28, 4, 27, 15, 0, 23, 26, 4), True),  # twelve players: a search by card takes minutes
            ((2, 2, 2, 30, 20, 20, 20, 20, 20, 20, 20, 32), False),  # three 2s, and only two 2♥ exist
            ((3, 3, 3, 29, 20, 20, 20, 20, 20, 20, 20, 30), False),  # three 3s: 3♥ twice, no 1♥
            ((5, 5, 5, 5, 188), True),  # 2+3 twice, then 5♥ twice
            ((5, 5, 5, 5, 5, 183), False),  # four 5s at most: 2+3, 2+3, 5, 5; the fifth has none left
            ((208, 0, 0, 0, 0), True),
            ((207, 1, 0, 0, 0), False),
        ],
    )
    def test_hard_cases(self, sums, dealt):
        assert dealable(sums, 2) is dealt

    @given(st.integers(3, 7), st.sampled_from([1, 2]), st.data())
    def test_it_agrees_with_a_plain_search(self, count, copies, data):
        count = max(count, 5) if copies == 2 else count
        total = copies * 104
        cuts = sorted(data.draw(st.lists(st.integers(0, total), min_size=count - 1, max_size=count - 1)))
        sums = tuple(high - low for low, high in zip([0, *cuts], [*cuts, total]))
        assert dealable(sums, copies) is dealt_by_search(sums, copies)
