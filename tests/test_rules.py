"""core/RULES.md case by case: settings, validation, the scoring order, the end, passing, history."""

from __future__ import annotations

import pytest

from hjerter_cli.core.game import (
    REMOVED_CARDS,
    add_round,
    dealer_seat,
    edit_round,
    new_game,
    pass_direction,
    redo,
    sheet,
    undo,
)
from hjerter_cli.core.scoring import MoonChoiceNeeded, dealable, game_winners, validate
from hjerter_cli.core.settings import Settings, cards_in_use, check_players, check_settings, moon_worth, round_worth
from hjerter_cli.errors import RefusedError
from hjerter_cli.render.rules import describe
from tests.helpers import PLAYERS, play, raises_refusal, score, tally

ALONE = ((0,), (1,), (2,), (3,))  # four players, each a side of their own


class TestSettings:
    def test_defaults_are_the_ones_rules_md_gives(self):
        settings = check_settings(Settings(), PLAYERS[4])
        assert settings.to_dict() == {
            "target": 100,
            "moon": "plus",
            "scoring": "standard",
            "omnibus": False,
            "bonus_card": "jack",
            "ten_of_clubs": False,
            "sun": False,
            "ties": "play-on",
            "passing": "standard",
            "dealer": "Ann",
            "one_below": False,
            "omnibus_moon": "with-bonus",
            "exact_reset": False,
            "decks": 1,  # the big table's (1.3): one pack, cards removed, no pairs
            "deal": "remove",
            "pairs": [],
            "deals": 0,  # 1.6: no end after so many deals
        }

    @pytest.mark.parametrize("target", [0, -5, 100_001])
    def test_a_target_out_of_range_is_refused(self, target):
        with raises_refusal(RefusedError, match="target"):
            check_settings(Settings(target=target), PLAYERS[4])

    def test_a_dealer_not_at_the_table_is_refused(self):
        with raises_refusal(RefusedError, match="Zed is not at the table"):
            check_settings(Settings(dealer="Zed"), PLAYERS[4])

    def test_the_dealer_is_found_without_case(self):
        assert check_settings(Settings(dealer="cy"), PLAYERS[4]).dealer == "Cy"

    @pytest.mark.parametrize(
        "field,value",
        [("moon", "sideways"), ("scoring", "golf"), ("ties", "coin"), ("passing", "up"), ("bonus_card", "queen")],
    )
    def test_unknown_choices_are_refused(self, field, value):
        with raises_refusal(RefusedError, match=field):
            check_settings(Settings(**{field: value}), PLAYERS[4])

    @pytest.mark.parametrize("rule", ["plus", "minus", "off", "choose", "auto"])
    def test_black_maria_accepts_any_moon_rule_and_says_it_has_no_effect(self, rule):
        game = new_game(PLAYERS[4], Settings(scoring="black-maria", moon=rule))
        assert any("no moon" in line and "no effect" in line for line in describe(game))


class TestPlayers:
    @pytest.mark.parametrize("count", [3, 4, 5, 6])
    def test_three_to_six_players_sit_in_order(self, count):
        assert check_players(PLAYERS[count]) == PLAYERS[count]

    @pytest.mark.parametrize("names", [("Ann", "Bo"), ("A", "B", "C", "D", "E", "F", "G", "H")])
    def test_other_table_sizes_are_refused(self, names):
        with raises_refusal(RefusedError, match="3 to 7 players"):
            check_players(names)

    def test_names_are_unique_without_case(self):
        with raises_refusal(RefusedError, match="Two players"):
            check_players(("Ann", "Bo", "ANN"))

    @pytest.mark.parametrize(
        "name,problem",
        [
            ("", "empty"),
            ("   ", "empty"),
            ("A\x1b[31m", "control"),
            ("A\nB", "control"),
            ("A\tB", "control"),
            ("x" * 21, "longer than 20"),
            ("a=b", "'='"),
            ("42", "only digits"),
        ],
    )
    def test_bad_names_are_refused_with_the_reason(self, name, problem):
        with raises_refusal(RefusedError, match=problem):
            check_players(("Ann", "Bo", name))


class TestDeckAndPassing:
    @pytest.mark.parametrize(
        "count,removed,each", [(3, ("2♦",), 17), (4, (), 13), (5, ("2♦", "2♣"), 10), (6, ("2♦", "3♦", "2♣", "3♣"), 8)]
    )
    def test_the_cards_to_remove_make_the_deal_even(self, count, removed, each):
        assert REMOVED_CARDS[count] == removed
        assert (52 - len(removed)) % count == 0 and (52 - len(removed)) // count == each
        text = "\n".join(describe(new_game(PLAYERS[count])))
        assert f"{each} cards each" in text
        for card in removed:
            assert card in text

    @pytest.mark.parametrize(
        "count,cycle",
        [
            (3, ["left", "right", "hold"]),
            (4, ["left", "right", "across", "hold"]),
            (5, ["left", "right", "left-2", "right-2", "hold"]),
            (6, ["left", "right", "left-2", "right-2", "across", "hold"]),
        ],
    )
    def test_standard_passing_cycles_from_round_one(self, count, cycle):
        settings = Settings()
        got = [pass_direction(settings, count, number) for number in range(1, 2 * len(cycle) + 1)]
        assert got == cycle * 2

    @pytest.mark.parametrize(
        "passing,expected",
        [
            ("left-right-hold", ["left", "right", "hold", "left"]),
            ("left", ["left"] * 4),
            ("none", ["hold"] * 4),
        ],
    )
    @pytest.mark.parametrize("count", [3, 4, 5, 6])
    def test_other_pass_cycles_fit_any_table(self, passing, expected, count):
        settings = Settings(passing=passing)
        assert [pass_direction(settings, count, n) for n in range(1, 5)] == expected

    @pytest.mark.parametrize("count", [3, 4, 5, 6])
    def test_the_deal_moves_one_seat_left_each_round(self, count):
        game = new_game(PLAYERS[count], Settings(dealer=PLAYERS[count][1]))
        assert [dealer_seat(game, n) for n in range(1, count + 2)] == [(1 + i) % count for i in range(count + 1)]

    def test_the_first_player_deals_first_by_default(self):
        assert dealer_seat(new_game(PLAYERS[5]), 1) == 0


class TestWorth:
    @pytest.mark.parametrize(
        "settings,worth,moon",
        [
            (Settings(), 26, 26),
            (Settings(omnibus=True), 16, 26),
            (Settings(scoring="by-value"), 129, 129),
            (Settings(scoring="by-value", omnibus=True), 119, 129),
            (Settings(scoring="black-maria"), 43, None),
            (Settings(scoring="black-maria", omnibus=True), 33, None),
            (Settings(ten_of_clubs=True), 26, 26),
        ],
    )
    def test_a_round_and_a_moon_are_worth_what_the_table_says(self, settings, worth, moon):
        assert round_worth(settings) == worth
        assert moon_worth(settings) == moon

    @pytest.mark.parametrize(
        "settings,cards",
        [
            (Settings(), ("queen",)),
            (Settings(omnibus=True), ("queen", "bonus")),
            (Settings(ten_of_clubs=True), ("queen", "ten")),
            (Settings(scoring="black-maria"), ("queen", "king", "ace")),
            (
                Settings(scoring="black-maria", omnibus=True, ten_of_clubs=True),
                ("queen", "bonus", "ten", "king", "ace"),
            ),
        ],
    )
    def test_the_cards_in_use_follow_the_settings(self, settings, cards):
        assert cards_in_use(settings) == cards


class TestValidation:
    @pytest.mark.parametrize(
        "hearts,takers,settings,message",
        [
            ([4, 0, 9], {"queen": 1}, None, "3 hearts entries for 4 players"),
            ([14, 0, 0, 0], {"queen": 1}, None, "Ann has 14 hearts"),
            ([4, 0, 9, 1], {"queen": 1}, None, "add up to 14, not 13"),
            ([4, 0, 8, 0], {"queen": 1}, None, "add up to 12, not 13"),
            ([4, 0, 9, 0], {}, None, "Nobody took the queen of spades"),
            ([4, 0, 9, 0], {"queen": 1, "bonus": 2}, None, "Cy is marked with the jack of diamonds.*omnibus"),
            ([4, 0, 9, 0], {"queen": 1, "ten": 2}, None, "Cy is marked with the ten of clubs"),
            ([4, 0, 9, 0], {"queen": 1, "king": 2}, None, "king of spades.*black-maria"),
            ([4, 0, 9, 0], {"queen": 1}, Settings(omnibus=True), "Nobody took the jack of diamonds"),
            ([4, 0, 9, 0], {"queen": 1}, Settings(omnibus=True, bonus_card="ten"), "Nobody took the ten of diamonds"),
            ([4, 0, 9, 0], {"queen": 1}, Settings(ten_of_clubs=True), "Nobody took the ten of clubs"),
            ([4, 0, 9, 0], {"queen": 1, "king": 0}, Settings(scoring="black-maria"), "Nobody took the ace of spades"),
            ([50, 54, 0, 1], {"queen": 1}, Settings(scoring="by-value"), "add up to 105, not 104"),
            ([1, 103, 0, 0], {"queen": 1}, Settings(scoring="by-value"), "Ann's hearts cannot be worth 1"),
            ([0, 103, 1, 0], {"queen": 1}, Settings(scoring="by-value"), "Bo's hearts cannot be worth 103"),
            ([2, 2, 100, 0], {"queen": 1}, Settings(scoring="by-value"), "cannot be dealt"),
            ([105, 0, 0, 0], {"queen": 1}, Settings(scoring="by-value"), "worth 0 to 104"),
        ],
    )
    def test_a_bad_tally_is_refused_naming_the_problem(self, hearts, takers, settings, message):
        chosen = check_settings(settings or Settings(), PLAYERS[4])
        with raises_refusal(RefusedError, match=message):
            validate(PLAYERS[4], chosen, tally(hearts, **takers))

    def test_a_card_marked_for_two_players_is_refused(self):
        bad = tally([4, 0, 9, 0])
        bad = type(bad)(bad.hearts, (("queen", 1), ("queen", 2)))
        with raises_refusal(RefusedError, match="both Bo and Cy"):
            validate(PLAYERS[4], check_settings(Settings(), PLAYERS[4]), bad)

    @pytest.mark.parametrize(
        "sums,ok",
        [
            ((104, 0, 0, 0), True),
            ((2, 102, 0, 0), True),
            ((0, 50, 54, 0), True),
            ((1, 103, 0, 0), False),
            ((2, 2, 100, 0), False),
            ((3, 101, 0, 0), True),
            ((5, 5, 94, 0), True),
            ((4, 4, 4, 92), False),  # only the 4 itself makes 4 (2 + 2 would need two twos)
            ((5, 5, 5, 89), False),  # 5 is the 5 or 2 + 3: two fives at most
        ],
    )
    def test_by_value_sums_must_be_dealable_from_one_set_of_hearts(self, sums, ok):
        assert dealable(sums) is ok


class TestScoringOrder:
    def test_worked_example_raw_points(self):
        result = score([4, 0, 9, 0], queen=1)
        assert result.raw == (4, 13, 9, 0) and result.scores == (4, 13, 9, 0) and result.moon is None

    @pytest.mark.parametrize(
        "rule,scores", [("plus", (26, 0, 26, 26)), ("minus", (0, -26, 0, 0)), ("off", (0, 26, 0, 0))]
    )
    def test_worked_example_moon(self, rule, scores):
        result = score([0, 13, 0, 0], settings=Settings(moon=rule), queen=1)
        assert result.scores == scores
        assert result.moon is not None and result.moon.shooter == 1 and result.moon.rule == rule

    def test_worked_example_omnibus_moon_is_worth_26_not_36(self):
        result = score([0, 13, 0, 0], settings=Settings(moon="minus", omnibus=True), queen=1, bonus=1)
        assert result.raw == (0, 16, 0, 0) and result.scores == (0, -26, 0, 0)

    def test_worked_example_omnibus_bonus_elsewhere_is_no_moon(self):
        result = score([0, 13, 0, 0], settings=Settings(moon="minus", omnibus=True), queen=1, bonus=0)
        assert result.moon is None and result.scores == (-10, 26, 0, 0) and sum(result.raw) == 16

    def test_worked_example_ten_of_clubs_doubles_a_minus_moon(self):
        result = score(
            [0, 13, 0, 0], settings=Settings(moon="minus", omnibus=True, ten_of_clubs=True), queen=1, bonus=1, ten=1
        )
        assert result.scores == (0, -52, 0, 0) and result.doubled == (1,)

    def test_ten_of_clubs_doubles_a_plus_moon_for_its_taker(self):
        result = score([0, 13, 0, 0], settings=Settings(ten_of_clubs=True), queen=1, ten=2)
        assert result.scores == (26, 0, 52, 26)

    def test_ten_of_clubs_makes_a_negative_score_more_negative(self):
        result = score([0, 13, 0, 0], settings=Settings(omnibus=True, ten_of_clubs=True), queen=1, bonus=2, ten=2)
        assert result.scores == (0, 26, -20, 0)

    def test_ten_of_clubs_is_the_last_step_on_raw_points(self):
        result = score([4, 0, 9, 0], settings=Settings(ten_of_clubs=True), queen=1, ten=1)
        assert result.raw == (4, 13, 9, 0) and result.scores == (4, 26, 9, 0)

    def test_a_moon_without_the_bonus_card_under_omnibus_is_no_moon(self):
        assert score([0, 13, 0, 0], settings=Settings(omnibus=True), queen=1, bonus=3).moon is None

    def test_all_hearts_without_the_queen_is_no_moon(self):
        assert score([0, 13, 0, 0], queen=2).moon is None

    def test_by_value_scores_hearts_by_rank_and_the_queen_25(self):
        result = score([50, 0, 54, 0], settings=Settings(scoring="by-value"), queen=1)
        assert result.raw == (50, 25, 54, 0)

    @pytest.mark.parametrize("rule,scores", [("plus", (129, 0, 129, 129)), ("minus", (0, -129, 0, 0))])
    def test_by_value_moon_is_worth_129(self, rule, scores):
        assert score([0, 104, 0, 0], settings=Settings(scoring="by-value", moon=rule), queen=1).scores == scores

    def test_by_value_with_omnibus_moon_is_still_129(self):
        result = score(
            [0, 104, 0, 0], settings=Settings(scoring="by-value", moon="minus", omnibus=True), queen=1, bonus=1
        )
        assert result.scores == (0, -129, 0, 0) and sum(result.raw) == 119

    def test_black_maria_counts_king_and_ace_of_spades(self):
        result = score([3, 5, 5, 0], settings=Settings(scoring="black-maria"), queen=0, king=1, ace=3)
        assert result.raw == (16, 15, 5, 7) and sum(result.raw) == 43

    @pytest.mark.parametrize("rule", ["plus", "minus", "off", "choose", "auto"])
    def test_black_maria_has_no_moon(self, rule):
        result = score([0, 13, 0, 0], settings=Settings(scoring="black-maria", moon=rule), queen=1, king=1, ace=1)
        assert result.moon is None and result.scores == (0, 43, 0, 0)

    def test_choose_takes_the_shooters_choice(self):
        settings = Settings(moon="choose")
        assert score([0, 13, 0, 0], settings=settings, moon_choice="minus", queen=1).scores == (0, -26, 0, 0)
        assert score([0, 13, 0, 0], settings=settings, moon_choice="plus", queen=1).scores == (26, 0, 26, 26)

    def test_choose_refuses_a_moon_without_a_choice(self):
        with raises_refusal(MoonChoiceNeeded, match="Bo shot the moon") as caught:
            score([0, 13, 0, 0], settings=Settings(moon="choose"), queen=1)
        assert caught.value.shooter == 1

    def test_a_choice_without_a_moon_or_under_another_rule_is_refused(self):
        with raises_refusal(RefusedError, match="Nobody shot the moon"):
            score([4, 0, 9, 0], settings=Settings(moon="choose"), moon_choice="plus", queen=1)
        with raises_refusal(RefusedError, match="moon rule is plus"):
            score([0, 13, 0, 0], moon_choice="minus", queen=1)

    def test_auto_is_plus_when_the_game_does_not_end(self):
        result = score([0, 13, 0, 0], settings=Settings(moon="auto"), totals=[10, 20, 30, 40], queen=1)
        assert result.moon.rule == "plus" and result.scores == (26, 0, 26, 26)

    def test_auto_is_minus_when_plus_would_end_it_with_another_winner(self):
        # Plus would take Di to 100 with Ann lowest on 36: Ann would win, so the shooter subtracts.
        result = score([0, 13, 0, 0], settings=Settings(moon="auto"), totals=[10, 40, 30, 74], queen=1)
        assert result.moon.rule == "minus" and result.scores == (0, -26, 0, 0)

    def test_auto_is_plus_when_plus_ends_it_with_the_shooter_winning(self):
        result = score([0, 13, 0, 0], settings=Settings(moon="auto"), totals=[60, 10, 70, 80], queen=1)
        assert result.moon.rule == "plus" and result.scores == (26, 0, 26, 26)

    def test_auto_looks_ahead_with_the_shooter_on_nothing(self):
        # Plus: 70+26, 80+0, 74+26, 74+26 = 96, 80, 100, 100: the game ends and Bo, the shooter,
        # is alone lowest, so plus stands. (Adding the moon to Bo too would make Ann the winner.)
        result = score([0, 13, 0, 0], settings=Settings(moon="auto"), totals=[70, 80, 74, 74], queen=1)
        assert result.moon.rule == "plus" and result.scores == (26, 0, 26, 26)

    def test_auto_looks_ahead_after_klor_ti(self):
        # Ann took 10♣. Plus: 50+2*26, 60+0, 20+26, 30+26 = 102, 60, 46, 56: the game ends with Cy
        # winning, so minus. (Without the doubling Ann would be on 76 and plus would stand.)
        settings = Settings(moon="auto", ten_of_clubs=True)
        result = score([0, 13, 0, 0], settings=settings, totals=[50, 60, 20, 30], queen=1, ten=0)
        assert result.moon.rule == "minus" and result.scores == (0, -26, 0, 0)

    def test_auto_is_minus_when_plus_would_make_the_shooter_share_the_win(self):
        settings = Settings(moon="auto", ties="share")
        result = score([0, 13, 0, 0], settings=settings, totals=[10, 36, 80, 90], queen=1)
        assert result.moon.rule == "minus"

    def test_sun_doubles_the_moon(self):
        settings = Settings(moon="minus", sun=True)
        result = score([0, 13, 0, 0], settings=settings, sun=True, queen=1)
        assert result.scores == (0, -52, 0, 0) and result.moon.sun
        plus = score([0, 13, 0, 0], settings=Settings(sun=True), sun=True, queen=1)
        assert plus.scores == (52, 0, 52, 52)

    def test_sun_by_value_is_258(self):
        settings = Settings(moon="minus", sun=True, scoring="by-value")
        assert score([0, 104, 0, 0], settings=settings, sun=True, queen=1).scores == (0, -258, 0, 0)

    def test_sun_under_off_changes_nothing(self):
        result = score([0, 13, 0, 0], settings=Settings(moon="off", sun=True), sun=True, queen=1)
        assert result.scores == (0, 26, 0, 0)

    @pytest.mark.parametrize(
        "settings,takers,message",
        [
            (Settings(), {"queen": 1}, "does not count the sun"),
            (Settings(sun=True, ten_of_clubs=True), {"queen": 1, "ten": 2}, "did not take the ten of clubs"),
            (Settings(sun=True, omnibus=True, ten_of_clubs=True), {"queen": 1, "bonus": 1, "ten": 0}, "ten of clubs"),
        ],
    )
    def test_a_sun_is_refused_unless_the_shooter_took_every_card(self, settings, takers, message):
        with raises_refusal(RefusedError, match=message):
            score([0, 13, 0, 0], settings=settings, sun=True, **takers)

    def test_a_sun_needs_a_moon(self):
        with raises_refusal(RefusedError, match="nobody shot the moon"):
            score([4, 0, 9, 0], settings=Settings(sun=True), sun=True, queen=1)

    def test_a_sun_with_every_card_in_use_counts(self):
        settings = Settings(sun=True, omnibus=True, ten_of_clubs=True, moon="minus")
        result = score([0, 13, 0, 0], settings=settings, sun=True, queen=1, bonus=1, ten=1)
        assert result.scores == (0, -104, 0, 0)

    def test_zero_is_not_a_floor(self):
        game = play([tally([10, 0, 3, 0], queen=2), tally([13, 0, 0, 0], queen=0)], moon="minus")
        assert sheet(game).totals == (-16, 0, 16, 0)

    def test_the_bonus_card_takes_zero_below_zero(self):
        game = play([tally([0, 13, 0, 0], queen=2, bonus=0)], omnibus=True)
        assert sheet(game).totals[0] == -10

    @pytest.mark.parametrize("count", [3, 5, 6])
    def test_other_table_sizes_score_the_same_way(self, count):
        hearts = [13] + [0] * (count - 1)
        result = score(hearts, queen=0)
        assert result.scores == (0,) + (26,) * (count - 1)
        result = score([0] * (count - 1) + [13], queen=1)
        assert result.raw[1] == 13 and sum(result.raw) == 26


class TestEnd:
    def test_worked_example_the_lowest_wins_not_who_reached_the_target(self):
        assert game_winners(Settings(), (105, 62, 74, 50), ALONE) == (3,)

    def test_no_end_below_the_target(self):
        assert game_winners(Settings(), (99, 0, 0, 5), ALONE) is None

    def test_reaching_the_target_exactly_ends_it(self):
        assert game_winners(Settings(), (100, 0, 40, 5), ALONE) == (1,)

    def test_tied_lowest_plays_on_by_default(self):
        assert game_winners(Settings(), (100, 20, 20, 50), ALONE) is None

    def test_tied_lowest_share_under_share(self):
        assert game_winners(Settings(ties="share"), (100, 20, 20, 50), ALONE) == (1, 2)

    def test_new_moon_target_50(self):
        assert game_winners(Settings(target=50), (50, 10, 20, 30), ALONE) == (1,)

    def test_worked_example_a_whole_game(self):
        rounds = [tally([13, 0, 0, 0], queen=1)] * 3 + [tally([0, 0, 9, 4], queen=1)] * 2
        game = play(rounds)
        scored = sheet(game)
        assert scored.totals == (39, 65, 18, 8)
        game, scored = add_round(game, tally([10, 0, 0, 3], queen=0))
        assert not scored.finished
        game, scored = add_round(game, tally([10, 0, 0, 3], queen=0))
        assert scored.totals == (85, 65, 18, 14)
        game, scored = add_round(game, tally([12, 0, 0, 1], queen=0))
        assert scored.totals == (110, 65, 18, 15)
        assert scored.finished and scored.winners == (3,) and scored.next is None

    def test_a_plus_moon_can_end_the_game_and_a_minus_moon_cannot(self):
        base = [tally([0, 0, 0, 13], queen=0)] * 3  # Ann 39, Di 39
        plus = play(base + [tally([0, 13, 0, 0], queen=1)])
        assert sheet(plus).finished is False  # Ann 65, Bo 0, Cy 26, Di 65
        plus = play(base + [tally([0, 13, 0, 0], queen=1)] * 3)
        assert sheet(plus).finished and sheet(plus).winners == (1,)
        minus = play(base + [tally([0, 13, 0, 0], queen=1)] * 3, moon="minus")
        assert not sheet(minus).finished and sheet(minus).totals == (39, -78, 0, 39)

    def test_once_over_no_round_can_be_added_and_undo_reopens(self):
        game = play([tally([0, 0, 1, 12], queen=0)] * 4, target=50)
        assert sheet(game).totals == (52, 0, 4, 48) and sheet(game).winners == (1,)
        with raises_refusal(RefusedError, match="over"):
            add_round(game, tally([4, 0, 9, 0], queen=1))
        reopened, _removed = undo(game)
        assert not sheet(reopened).finished

    def test_one_below_names_who_may_not_pass(self):
        game = play([tally([0, 13, 0, 0], queen=0)] * 3, one_below=True, target=40)
        scored = sheet(game)
        assert scored.totals == (39, 39, 0, 0) and scored.next.no_pass == (0, 1)
        assert any("39" in line and "without passing" in line for line in describe(game))

    def test_one_below_off_names_nobody(self):
        game = play([tally([0, 13, 0, 0], queen=0)] * 3, target=40)
        assert sheet(game).totals[1] == 39 and sheet(game).next.no_pass == ()


class TestHistory:
    def test_undo_then_redo_puts_the_round_back(self):
        game = play([tally([4, 0, 9, 0], queen=1), tally([0, 13, 0, 0], queen=1)])
        undone, removed = undo(game)
        assert len(undone.rounds) == 1 and removed == game.rounds[-1]
        again, put_back = redo(undone)
        assert again.rounds == game.rounds and put_back == removed

    def test_a_new_round_clears_redo(self):
        undone, _removed = undo(play([tally([4, 0, 9, 0], queen=1)]))
        fresh, _sheet = add_round(undone, tally([13, 0, 0, 0], queen=2))
        with raises_refusal(RefusedError, match="nothing to redo"):
            redo(fresh)

    def test_nothing_to_undo(self):
        with raises_refusal(RefusedError, match="no round to undo"):
            undo(new_game(PLAYERS[3]))

    def test_edit_replaces_a_round_and_recomputes_later_totals(self):
        game = play([tally([4, 0, 9, 0], queen=1), tally([1, 2, 3, 7], queen=0)])
        edited, scored = edit_round(game, 1, tally([13, 0, 0, 0], queen=0))
        assert scored.rounds[0].score.scores == (0, 26, 26, 26)
        assert scored.totals == (14, 28, 29, 33)

    def test_edit_is_refused_when_it_would_end_the_game_early(self):
        game = play([tally([13, 0, 0, 0], queen=1)] * 3, target=30)
        assert sheet(game).totals == (39, 39, 0, 0) and not sheet(game).finished  # tied lowest plays on
        with raises_refusal(RefusedError, match="end the game before its last round"):
            edit_round(game, 1, tally([0, 0, 0, 13], queen=3))  # a plus moon: Di alone lowest after round 2

    def test_edit_of_the_last_round_may_end_the_game(self):
        game = play([tally([13, 0, 0, 0], queen=1)] * 3, target=30)
        _edited, scored = edit_round(game, 3, tally([13, 0, 0, 0], queen=2))
        assert scored.finished and scored.winners == (3,)

    def test_edit_of_a_round_that_does_not_exist(self):
        with raises_refusal(RefusedError, match="only round 1"):
            edit_round(play([tally([4, 0, 9, 0], queen=1)]), 3, tally([4, 0, 9, 0], queen=1))

    def test_edit_validates_the_new_tally(self):
        with raises_refusal(RefusedError, match="add up to 12"):
            edit_round(play([tally([4, 0, 9, 0], queen=1)]), 1, tally([4, 0, 8, 0], queen=1))
