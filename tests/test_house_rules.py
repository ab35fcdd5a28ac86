"""core/RULES.md, last section: the house rules other score sheets have, each worked by hand."""

from __future__ import annotations

import json

import pytest

from hjerter_cli.core.game import REMOVED_CARDS, new_game, pass_cycle, sheet
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.errors import RefusedError
from hjerter_cli.render.rules import describe
from hjerter_cli.store.codec import game_from_data
from tests.helpers import PLAYERS, play, raises_refusal, score, tally

WITHOUT = Settings(omnibus=True, omnibus_moon="without-bonus")


class TestOmnibusMoonWithoutBonus:
    def test_a_shooter_with_the_jack_keeps_its_minus_10_under_plus(self):
        # Moon on hearts and Q♠ alone: plus gives 0, 26, 26, 26; then J♦'s -10 to the shooter.
        result = score([13, 0, 0, 0], settings=WITHOUT, queen=0, bonus=0)
        assert result.moon.rule == "plus" and result.scores == (-10, 26, 26, 26)

    def test_a_shooter_with_the_jack_gets_minus_36_under_minus(self):
        # minus: -26, 0, 0, 0; then -10 more for J♦: -36.
        result = score([13, 0, 0, 0], settings=WITHOUT._replace(moon="minus"), queen=0, bonus=0)
        assert result.scores == (-36, 0, 0, 0)

    def test_an_opponent_with_the_jack_gets_16_under_plus(self):
        # The shooter took 13 hearts and Q♠, Bo took J♦: 0, 26 - 10, 26, 26.
        result = score([13, 0, 0, 0], settings=WITHOUT, queen=0, bonus=1)
        assert result.moon.shooter == 0 and result.scores == (0, 16, 26, 26)

    def test_with_bonus_the_same_round_is_no_moon(self):
        # The seeds' way: the moon needs J♦ too; raw 13 + 13, -10, 0, 0.
        result = score([13, 0, 0, 0], settings=Settings(omnibus=True), queen=0, bonus=1)
        assert result.moon is None and result.scores == (26, -10, 0, 0)

    def test_klor_ti_doubles_after_the_bonus_card(self):
        # plus with J♦ to the shooter: -10; the shooter took 10♣ too: -20.
        settings = WITHOUT._replace(ten_of_clubs=True)
        result = score([13, 0, 0, 0], settings=settings, queen=0, bonus=0, ten=0)
        assert result.scores == (-20, 26, 26, 26)

    def test_under_off_the_raw_points_stand(self):
        result = score([13, 0, 0, 0], settings=WITHOUT._replace(moon="off"), queen=0, bonus=1)
        assert result.scores == (26, -10, 0, 0)

    def test_a_sun_still_needs_every_card(self):
        settings = WITHOUT._replace(sun=True)
        with raises_refusal(RefusedError, match="did not take the jack of diamonds"):
            score([13, 0, 0, 0], settings=settings, sun=True, queen=0, bonus=1)
        assert score([13, 0, 0, 0], settings=settings, sun=True, queen=0, bonus=0).scores == (-10, 52, 52, 52)

    def test_it_needs_omnibus(self):
        with raises_refusal(RefusedError, match="only counts with omnibus"):
            check_settings(Settings(omnibus_moon="without-bonus"), PLAYERS[4])

    def test_rules_say_it_in_words(self):
        text = "\n".join(describe(new_game(PLAYERS[4], WITHOUT)))
        assert "taking all hearts and Q♠)" in text and "J♦ keeps its -10" in text


class TestExactReset:
    def test_a_total_exactly_on_the_target_goes_back_to_0(self):
        # Ann 90 + 10 = 100 exactly: back to 0, so her round scores -90. Bo 80 + 16 = 96 stands.
        result = score([10, 3, 0, 0], settings=Settings(exact_reset=True), totals=[90, 80, 70, 60], queen=1)
        assert result.scores == (-90, 16, 0, 0) and result.reset == (0,)

    def test_past_the_target_is_no_reset(self):
        result = score([11, 2, 0, 0], settings=Settings(exact_reset=True), totals=[90, 80, 70, 60], queen=1)
        assert result.scores == (11, 15, 0, 0) and result.reset == ()

    def test_off_by_default(self):
        assert score([10, 3, 0, 0], totals=[90, 80, 70, 60], queen=1).reset == ()

    def test_the_reset_comes_before_the_end_is_checked(self):
        game = play([tally([10, 3, 0, 0], queen=1)], exact_reset=True, target=10)
        scored = sheet(game)
        # 0 + 10 = 10 exactly: reset to 0; Bo 0 + 16 = 16 passes 10: over, lowest are Ann, Cy, Di on 0: play on.
        assert scored.totals == (0, 16, 0, 0) and not scored.finished

    def test_a_plus_moon_can_reset_the_others(self):
        # Bo shoots; the others on 74 each land on 100 and go back to 0.
        result = score([0, 13, 0, 0], settings=Settings(exact_reset=True), totals=[74, 50, 74, 74], queen=1)
        assert result.scores == (-74, 0, -74, -74) and result.reset == (0, 2, 3)

    def test_totals_stay_the_sums_of_round_scores(self):
        game = play([tally([10, 3, 0, 0], queen=1), tally([0, 0, 13, 0], queen=3)], exact_reset=True, target=10)
        scored = sheet(game)
        assert scored.totals == tuple(sum(row.score.scores[s] for row in scored.rounds) for s in range(4))


class TestIncreasingPassing:
    @pytest.mark.parametrize(
        "count,cycle",
        [
            (3, ("left", "right", "hold")),
            (4, ("left", "across", "right", "hold")),
            (5, ("left", "left-2", "right-2", "right", "hold")),
            (6, ("left", "left-2", "across", "right-2", "right", "hold")),
            (7, ("left", "left-2", "left-3", "right-3", "right-2", "right", "hold")),
        ],
    )
    def test_one_seat_more_each_round_then_hold(self, count, cycle):
        assert pass_cycle(Settings(passing="increasing"), count) == cycle


class TestSevenPlayers:
    def test_three_low_cards_out_seven_each(self):
        assert REMOVED_CARDS[7] == ("2♦", "3♦", "2♣")
        assert (52 - len(REMOVED_CARDS[7])) // 7 == 7

    def test_standard_passing_for_seven(self):
        assert pass_cycle(Settings(), 7) == ("left", "right", "left-2", "right-2", "left-3", "right-3", "hold")

    def test_a_round_scores_as_anywhere(self):
        assert score([4, 0, 9, 0, 0, 0, 0], queen=1).scores == (4, 13, 9, 0, 0, 0, 0)

    def test_the_table_says_so(self):
        text = "\n".join(describe(new_game(PLAYERS[7])))
        assert "Remove 2♦, 3♦, 2♣ from the deck: 7 cards each." in text


class TestOnTheCommandLine:
    def test_omnibus_moon_without_omnibus_is_a_usage_error(self, cli):
        result = cli("new", "--omnibus-moon", "without-bonus", "Ann", "Bo", "Cy")
        assert result.exit_code == 2 and "--omnibus-moon only counts with omnibus; add --omnibus." in result.stderr
        assert cli.snapshot() == {}

    def test_the_settings_reach_json(self, cli):
        cli.ok("new", "--omnibus", "--omnibus-moon", "without-bonus", "--exact-reset", "Ann", "Bo", "Cy", "Di")
        settings = json.loads(cli("show", "--format", "json").stdout)["settings"]
        assert settings["omnibus_moon"] == "without-bonus" and settings["exact_reset"] is True

    def test_a_reset_shows_in_the_report_the_notes_and_json(self, cli):
        cli.ok("new", "--exact-reset", "--target", "10", "Ann", "Bo", "Cy", "Di")
        result = cli.ok("round", "10", "3q", "0", "0")
        assert "Ann landed exactly on 10: back to 0 (exact reset)." in result.stdout
        assert "↺ Ann on 10: back to 0" in cli("show", "--format", "text").stdout
        row = json.loads(cli("show", "--format", "json").stdout)["rounds"][0]
        assert row["scores"]["Ann"] == 0 and row["totals"]["Ann"] == 0 and row["raw"]["Ann"] == 10

    def test_seven_players_and_increasing_passing(self, cli):
        said = " ".join(cli.ok("new", "--passing", "increasing", *PLAYERS[7]).stdout.split())  # as read, unwrapped
        assert (
            "Pass 3 cards: left, two seats to the left, three seats to the left, three seats to the right, "
            "two seats to the right, right, "
            "hold (no passing)"
        ) in said and "3♣ leads the first trick." in said
        cli.ok("round", "4", "q", "9", "0", "0", "0", "0")
        data = json.loads(cli("show", "--format", "json").stdout)
        assert data["next"]["pass"] == "left-2" and data["next"]["dealer"] == "Bo"

    def test_rules_name_the_exact_reset(self, cli):
        cli.ok("new", "--exact-reset", "Ann", "Bo", "Cy")
        assert "Exact reset: a total that lands exactly on 100 goes back to 0." in cli("rules").stdout


def test_an_older_file_without_the_new_settings_loads_with_the_seeds_defaults():
    data = {"format": 1, "players": ["Ann", "Bo", "Cy"], "settings": {"target": 100, "omnibus": True}}
    game = game_from_data(data)
    assert game.settings.omnibus_moon == "with-bonus" and game.settings.exact_reset is False
