"""Every refusal of the scoring core, word for word: the sentence a player reads is part of the rule.

Also the core's answers that screens rely on (can the hearts still be dealt, may this be a sun),
each pinned by cases worked by hand.
"""

from __future__ import annotations

import pytest

from hjerter_cli.core.scoring import can_still_deal, dealable, double_ten, may_be_sun, score_round
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import Tally, parse_entry, parse_tallies, parse_who, read_round, split_named
from hjerter_cli.errors import RefusedError
from hjerter_cli.render.refusals import say
from tests.helpers import PLAYERS, raises_refusal, score, tally

P4 = PLAYERS[4]
OMNIBUS = Settings(omnibus=True)
TEN = Settings(ten_of_clubs=True)
MARIA = Settings(scoring="black-maria")
BY_VALUE = Settings(scoring="by-value")


def refusal(call) -> str:
    with pytest.raises(RefusedError) as caught:
        call()
    return say(caught.value)


SCORING = [
    (
        lambda: score_round(P4, Settings(), tally([13, 0, 0]), (0, 0, 0, 0)),
        "3 hearts entries for 4 players; give one per player.",
    ),
    (lambda: score([14, 0, 0, 0], queen=0), "Ann has 14 hearts; a player takes 0 to 13."),
    (lambda: score([-1, 14, 0, 0], queen=0), "Ann has -1 hearts; a player takes 0 to 13."),
    (
        lambda: score([105, 0, 0, 0], settings=BY_VALUE, queen=0),
        "Ann has hearts worth 105; one player's hearts are worth 0 to 104.",
    ),
    (lambda: score([4, 0, 9, 1], queen=0), "The hearts add up to 14, not 13; someone's count is off."),
    (
        lambda: score([50, 50, 0, 0], settings=BY_VALUE, queen=0),
        "The hearts' values add up to 100, not 104 (2 to 10, J 11, Q 12, K 13, A 14); someone's sum is off.",
    ),
    (
        lambda: score([1, 103, 0, 0], settings=BY_VALUE, queen=0),
        "Ann's hearts cannot be worth 1: no set of hearts adds up to that.",
    ),
    (
        lambda: score([0, 103, 1, 0], settings=BY_VALUE, queen=0),
        "Bo's hearts cannot be worth 103: no set of hearts adds up to that.",
    ),
    (
        lambda: score([2, 2, 100, 0], settings=BY_VALUE, queen=0),
        "The hearts' values Ann 2, Bo 2, Cy 100, Di 0 cannot be dealt from one set of hearts 2 to A "
        "(each heart is taken once); check the sums.",
    ),
    (
        lambda: score_round(P4, Settings(), Tally((4, 0, 9, 0), (("queen", 1), ("joker", 0))), (0,) * 4),
        "A round names a card or a seat that does not exist.",
    ),
    (
        lambda: score_round(P4, Settings(), Tally((4, 0, 9, 0), (("queen", 4),)), (0,) * 4),
        "A round names a card or a seat that does not exist.",
    ),
    (
        lambda: score([4, 0, 9, 0], queen=1, bonus=2),
        "Cy is marked with the jack of diamonds (J♦), but this game does not play with it "
        "(the bonus card needs omnibus).",
    ),
    (
        lambda: score([4, 0, 9, 0], queen=1, ten=2),
        "Cy is marked with the ten of clubs (10♣), but this game does not play with it "
        "(10♣ needs the ten-of-clubs setting).",
    ),
    (
        lambda: score([4, 0, 9, 0], queen=1, king=2),
        "Cy is marked with the king of spades (K♠), but this game does not play with it "
        "(K♠ counts only in black-maria).",
    ),
    (
        lambda: score([4, 0, 9, 0], queen=1, ace=3),
        "Di is marked with the ace of spades (A♠), but this game does not play with it "
        "(A♠ counts only in black-maria).",
    ),
    (lambda: score([4, 0, 9, 0]), "Nobody took the queen of spades (Q♠); mark its taker with its letter or option."),
    (
        lambda: score([4, 0, 9, 0], settings=Settings(omnibus=True, bonus_card="ten"), queen=1),
        "Nobody took the ten of diamonds (10♦); mark its taker with its letter or option.",
    ),
    (
        lambda: score_round(P4, Settings(), Tally((4, 0, 9, 0), (("queen", 1), ("queen", 3))), (0,) * 4),
        "The queen of spades (Q♠) is marked for both Bo and Di; exactly one player takes it.",
    ),
    (
        lambda: score([0, 13, 0, 0], moon_choice="both", settings=Settings(moon="choose"), queen=1),
        "A moon counts as plus or minus, not 'both'.",
    ),
    (
        lambda: score([0, 13, 0, 0], moon_choice="minus", settings=Settings(moon="auto"), queen=1),
        "This game's moon rule is auto, so nobody chooses how a moon counts; leave out --moon.",
    ),
    (
        lambda: score([4, 0, 9, 0], moon_choice="minus", settings=Settings(moon="choose"), queen=1),
        "Nobody shot the moon this round, so there is nothing to choose; leave out --moon.",
    ),
    (
        lambda: score([0, 13, 0, 0], settings=Settings(moon="choose"), queen=1),
        "Bo shot the moon: say how it counts with --moon plus or --moon minus.",
    ),
    (
        lambda: score([0, 13, 0, 0], sun=True, queen=1),
        "This game does not count the sun; start a game with --sun to use it.",
    ),
    (
        lambda: score([4, 0, 9, 0], settings=Settings(sun=True), sun=True, queen=1),
        "A sun is a moon with every trick, and nobody shot the moon this round.",
    ),
    (
        lambda: score([0, 13, 0, 0], settings=Settings(sun=True, ten_of_clubs=True), sun=True, queen=1, ten=2),
        "Bo did not take the ten of clubs (10♣), so they did not take every trick: no sun.",
    ),
]

TALLY = [
    (lambda: parse_entry("Ann", "1234567"), "Ann has 1234567 hearts; a player takes 0 to 13 (0 to 104 by value)."),
    (lambda: parse_entry("Ann", "1234567Q"), "Ann has 1234567Q hearts; a player takes 0 to 13 (0 to 104 by value)."),
    (
        lambda: parse_entry("Ann", "4.5"),
        "Ann's entry '4.5' is not a tally; write hearts then card letters, like 5, 5q or q (q j t k a).",
    ),
    (
        lambda: parse_entry("Ann", ""),
        "Ann's entry '' is not a tally; write hearts then card letters, like 5, 5q or q (q j t k a).",
    ),
    (
        lambda: parse_entry("Ann", "4x"),
        "Ann's entry '4x' has the letter 'x'; card letters are q (Q♠), j (bonus card), t (10♣), k (K♠) and a (A♠).",
    ),
    (lambda: parse_who(P4, "5", "Q♠"), "There is no seat 5 for Q♠; seats go from 1 to 4."),
    (lambda: parse_who(P4, "0", "Q♠"), "There is no seat 0 for Q♠; seats go from 1 to 4."),
    (lambda: parse_who(P4, "Zed", "--queen"), "Zed (for --queen) is not at the table; players are Ann, Bo, Cy, Di."),
    (
        lambda: parse_tallies(P4, ["Ann=4", "q", "9", "0"]),
        "Give every tally as NAME=ENTRY or none of them; do not mix the two forms.",
    ),
    (
        lambda: parse_tallies(P4, ["4", "q", "9"]),
        "3 entries for 4 players; give one per player in seat order (Ann, Bo, Cy, Di), or NAME=ENTRY for each.",
    ),
    (
        lambda: parse_tallies(P4, ["Ann=4", "Bo=q", "Cy=9", "Zed=0"]),
        "Zed is not at this table; players are Ann, Bo, Cy, Di.",
    ),
    (
        lambda: parse_tallies(P4, ["Ann=4", "Bo=q=2", "Cy=9", "Di=0"]),
        "Bo's entry 'q=2' is not a tally; write hearts then card letters, like 5, 5q or q (q j t k a).",
    ),
    (lambda: parse_tallies(P4, ["Ann=4", "ann=q", "Cy=9", "Di=0"]), "Ann has two entries; give one per player."),
    (lambda: parse_tallies(P4, ["Ann=4", "Bo=q"]), "No entry for Cy, Di; give NAME=ENTRY for every player."),
    (
        lambda: parse_tallies(P4, ["4", "0", "9", "0"], {"queen": ("7",)}),
        "There is no seat 7 for --queen; seats go from 1 to 4.",
    ),
    (
        lambda: split_named("Ann=4 Bo=q Cy=9 Di=0 junk"),
        "'Ann=4 Bo=q Cy=9 Di=0 junk' is not a round of NAME=ENTRY tallies.",
    ),
    (lambda: split_named(""), "'' is not a round of NAME=ENTRY tallies."),
    (lambda: read_round(P4, "  "), "'  ' is not a round of NAME=ENTRY tallies."),
    (lambda: parse_entry("Ann", "1234567qj"), "Ann has 1234567qj hearts; a player takes 0 to 13 (0 to 104 by value)."),
    (lambda: parse_who(P4, "9" * 5000, "Q♠"), f"There is no seat {'9' * 5000} for Q♠; seats go from 1 to 4."),
    (lambda: parse_who(P4, "1000", "Q♠"), "There is no seat 1000 for Q♠; seats go from 1 to 4."),
    (lambda: parse_who(P4, "0000", "Q♠"), "There is no seat 0000 for Q♠; seats go from 1 to 4."),
    (
        lambda: read_round(P4, "=4 Ann=4 Bo=q Cy=9 Di=0"),
        "'=4 Ann=4 Bo=q Cy=9 Di=0' is not a round of NAME=ENTRY tallies.",
    ),
    (
        lambda: score_round(P4, OMNIBUS, Tally((4, 0, 9, 0), (("queen", 1), ("bonus", 1), ("bonus", 2))), (0,) * 4),
        "The jack of diamonds (J♦) is marked for both Bo and Cy; exactly one player takes it.",
    ),
    (lambda: parse_tallies(P4, ["_", "q", "_", "0"]), "Only one entry may be _ (the rest); Ann and Cy both have it."),
    (
        lambda: parse_tallies(P4, ["_", "q", "_", "_"]),
        "Only one entry may be _ (the rest); Ann, Cy and Di all have it.",
    ),
    (
        lambda: parse_tallies(P4, ["10", "q", "_", "5"]),
        "The others already have 15 of the 13 hearts, so nothing is left for Cy's _.",
    ),
    (
        lambda: parse_tallies(P4, ["60", "q", "_", "45"], hearts_total=104),
        "The others already have 105 of the 104 hearts, so nothing is left for Cy's _.",
    ),
    (
        lambda: parse_entry("Ann", "__"),
        "Ann's entry '__' is not a tally; write hearts then card letters, like 5, 5q or q (q j t k a).",
    ),
    (lambda: parse_who(P4, "  ", "--queen"), "Say who took --queen: a name, or a seat from 1 to 4."),
]


@pytest.mark.parametrize("call,message", SCORING + TALLY)
def test_each_refusal_word_for_word(call, message):
    assert refusal(call) == message


def test_a_card_listed_twice_for_one_player_is_refused():
    # Listed twice for Cy, the bonus card has no one taker: without this refusal its -10 would be
    # lost and only the round's sum (26, not 16) would notice.
    settings = check_settings(Settings(omnibus=True), P4)
    twice = Tally((4, 0, 9, 0), (("queen", 1), ("bonus", 2), ("bonus", 2)))
    assert refusal(lambda: score_round(P4, settings, twice, (0,) * 4)) == (
        "The jack of diamonds (J♦) is marked twice for Cy; give each card once."
    )
    once = Tally((4, 0, 9, 0), (("queen", 1), ("bonus", 2)))
    assert score_round(P4, settings, once, (0,) * 4).raw == (4, 13, -1, 0)  # 9 hearts - 10


class TestCanStillDeal:
    # Standard: nothing above what is left; the last player takes exactly what is left.
    @pytest.mark.parametrize(
        "taken,left,expected",
        [
            ((4,), 3, True),
            ((13,), 3, True),
            ((14,), 3, False),
            ((4, 9), 2, True),
            ((4, 10), 2, False),
            ((4, 0, 9), 1, True),
            ((4, 0, 9, 0), 0, True),
            ((4, 0, 8, 0), 0, False),
            ((-1,), 3, False),
            ((), 4, True),
        ],
    )
    def test_standard(self, taken, left, expected):
        assert can_still_deal(Settings(), taken, left) is expected

    # By value: 1 and 103 never deal; 2 and 2 cannot both be had (one 2 of hearts); what is left
    # must itself be a sum some hearts make.
    @pytest.mark.parametrize(
        "taken,left,expected",
        [
            ((1,), 2, False),
            ((103,), 2, False),
            ((104,), 2, True),
            ((2,), 2, True),
            ((2, 2), 1, False),
            ((50,), 1, True),
            ((50, 54), 0, True),
            ((50, 53), 0, False),
            ((105,), 1, False),
            ((3,), 0, False),
        ],
    )
    def test_by_value(self, taken, left, expected):
        assert can_still_deal(BY_VALUE, taken, left) is expected


class TestMayBeSun:
    def test_only_when_the_game_counts_suns(self):
        assert may_be_sun(Settings(sun=True), tally([0, 13, 0, 0], queen=1)) is True
        assert may_be_sun(Settings(), tally([0, 13, 0, 0], queen=1)) is False

    def test_only_with_a_moon(self):
        assert may_be_sun(Settings(sun=True), tally([4, 0, 9, 0], queen=1)) is False

    def test_the_shooter_took_every_card_in_use(self):
        settings = Settings(sun=True, ten_of_clubs=True, omnibus=True)
        assert may_be_sun(settings, tally([0, 13, 0, 0], queen=1, bonus=1, ten=1)) is True
        assert may_be_sun(settings, tally([0, 13, 0, 0], queen=1, bonus=1, ten=0)) is False


class TestSmallSteps:
    def test_dealable_needs_the_whole_deck_and_no_negative_hand(self):
        assert dealable((104, 0)) is True
        assert dealable((105, -1)) is False
        assert dealable((100, 0)) is False
        assert dealable((2, 102)) is True

    def test_klor_ti_doubles_only_when_the_game_plays_it(self):
        marked = tally([4, 0, 9, 0], queen=1, ten=2)
        assert double_ten(Settings(), marked, (4, 13, 9, 0)) == ((4, 13, 9, 0), ())
        assert double_ten(TEN, marked, (4, 13, 9, 0)) == ((4, 13, 18, 0), (2,))

    def test_a_sun_under_off_keeps_the_moons_plain_worth(self):
        result = score([0, 13, 0, 0], settings=Settings(moon="off", sun=True), sun=True, queen=1)
        assert result.moon.worth == 26 and result.scores == (0, 26, 0, 0)

    def test_a_sun_doubles_the_recorded_worth(self):
        assert score([0, 13, 0, 0], settings=Settings(sun=True), sun=True, queen=1).moon.worth == 52

    def test_a_choice_is_recorded_as_the_rule_applied(self):
        result = score([0, 13, 0, 0], moon_choice="minus", settings=Settings(moon="choose"), queen=1)
        assert result.moon.rule == "minus" and result.scores == (0, -26, 0, 0)

    def test_cards_are_kept_in_the_game_files_order(self):
        parsed = parse_tallies(PLAYERS[4], ["4t", "aq", "9", "0jk"])
        assert [card for card, _seat in parsed.cards] == ["queen", "bonus", "ten", "king", "ace"]

    def test_a_card_option_beside_the_same_letter_is_the_card_given_twice(self):
        given = parse_tallies(P4, ["4", "q", "9", "0"], {"queen": ("Bo",)})
        assert given.cards == (("queen", 1), ("queen", 1))
        with raises_refusal(RefusedError, match=r"^The queen of spades \(Q♠\) is marked twice for Bo; give each"):
            score_round(P4, Settings(), given, (0, 0, 0, 0))

    def test_a_stored_round_reads_back_whole(self):
        assert read_round(P4, "Ann=4 Bo=q Cy=9 Di=0") == Tally((4, 0, 9, 0), (("queen", 1),), None, False)

    def test_the_rest_may_be_none(self):
        assert parse_tallies(P4, ["4", "q", "9", "_"]).hearts == (4, 0, 9, 0)
        assert parse_tallies(P4, ["13", "q", "0", "0"]).hearts == (13, 0, 0, 0)

    def test_the_rest_fills_what_the_others_leave(self):
        assert parse_tallies(P4, ["4", "q", "_", "0"]).hearts == (4, 0, 9, 0)
        assert parse_tallies(P4, ["13", "_q", "0", "0"]).hearts == (13, 0, 0, 0)
        assert parse_tallies(P4, ["50", "_", "0q", "0"], hearts_total=104).hearts == (50, 54, 0, 0)
        assert parse_entry("Ann", "_qj") == (None, ["queen", "bonus"])
        assert read_round(P4, "Ann=4 Bo=q Cy=_ Di=0").hearts == (4, 0, 9, 0)

    def test_leading_zeros_name_a_seat(self):
        assert parse_who(P4, "004", "Q♠") == 3
        assert parse_who(P4, "0004", "Q♠") == 3

    def test_a_stored_round_by_value_may_hold_the_rest(self):
        assert read_round(P4, "Ann=50 Bo=_ Cy=0q Di=0", hearts_total=104).hearts == (50, 54, 0, 0)

    def test_an_entry_of_letters_alone_is_no_hearts(self):
        assert parse_entry("Ann", "QJ") == (0, ["queen", "bonus"])
        with raises_refusal(RefusedError, match="names a card twice"):  # 1.2: a letter twice is refused
            parse_entry("Ann", "qq")
