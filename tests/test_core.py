"""The core's game, settings and stats, case by case: each expected value worked by hand."""

from __future__ import annotations

import pytest

from hjerter_cli.core.game import (
    add_round,
    cards_each,
    dealer_seat,
    edit_round,
    first_dealer,
    new_game,
    redo,
    sheet,
    undo,
)
from hjerter_cli.core.settings import (
    Settings,
    card_label,
    check_player_name,
    check_players,
    check_settings,
    contradictions,
    settings_for_new,
    sun_worth,
)
from hjerter_cli.core.stats import GameRecord, head_to_head, record, selected, standings
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.render.refusals import say
from tests.helpers import PLAYERS, play, tally

ROUND = tally([4, 0, 9, 0], queen=1)  # Ann 4, Bo 13 (Q♠), Cy 9, Di 0


class TestUndoRedo:
    def test_redo_puts_back_the_last_undone_round_and_forgets_it(self):
        game = play([ROUND, tally([0, 4, 0, 9], queen=2)])
        game, _first = undo(game)
        game, _second = undo(game)
        assert len(game.redo) == 2
        game, again = redo(game)
        assert again == ROUND and game.rounds == (ROUND,) and len(game.redo) == 1
        game, again = redo(game)
        assert again == tally([0, 4, 0, 9], queen=2) and game.redo == ()
        with pytest.raises(RefusedError):
            redo(game)

    def test_a_new_round_forgets_what_could_be_redone(self):
        game, _removed = undo(play([ROUND]))
        game, _scored = add_round(game, ROUND)
        assert game.redo == ()


class TestDealing:
    def test_the_dealer_moves_one_seat_to_the_left_each_round(self):
        game = new_game(PLAYERS[4], Settings(dealer="Cy"))
        assert [dealer_seat(game, number) for number in (1, 2, 3, 4, 5)] == [2, 3, 0, 1, 2]

    @pytest.mark.parametrize("count,each", [(3, 17), (4, 13), (5, 10), (6, 8), (7, 7)])
    def test_cards_each_after_the_removed_cards(self, count, each):
        # 3: 51/3; 4: 52/4; 5: 50/5; 6: 48/6; 7: 49/7.
        assert cards_each(Settings(), count) == each

    def test_first_dealer_by_seat_by_name_and_for_a_rematch(self):
        seats = PLAYERS[4]
        assert first_dealer(seats, "3") == "Cy"
        assert first_dealer(seats, " 4 ") == "Di"
        assert first_dealer(seats, "Bo") == "Bo"
        assert first_dealer(seats, None) == ""
        model = new_game(seats, Settings(dealer="Di"))
        assert first_dealer(seats, None, model) == "Ann"  # the seat after Di
        with pytest.raises(RefusedError):
            first_dealer(seats, "5")


class TestEnd:
    def test_leaders_hold_the_lowest_total(self):
        scored = sheet(play([ROUND, tally([4, 9, 0, 0], queen=3)]))
        # Ann 4+4=8, Bo 13+9=22, Cy 9+0=9, Di 0+13=13.
        assert scored.totals == (8, 22, 9, 13) and scored.leaders == (0,)
        assert sheet(new_game(PLAYERS[4])).leaders == ()

    def test_leaders_can_be_several(self):
        scored = sheet(play([tally([0, 13, 0, 0], queen=2)]))  # Bo 13, Cy 13 (Q♠), Ann 0, Di 0
        assert scored.leaders == (0, 3)

    def test_an_edit_that_would_end_the_game_early_is_refused(self):
        game = play([ROUND, ROUND], target=26)
        # Round 2 ends the game (Bo 13+13 = 26, Di 0 wins). A moon by Bo in round 1 (plus: Ann,
        # Cy, Di 26) would end it after round 1, with round 2 still to follow.
        with pytest.raises(RefusedError) as refused:
            edit_round(game, 1, tally([0, 13, 0, 0], queen=1))
        assert refused.value.kind == "edit-ends-game-early"


class TestNewTableSettings:
    def test_options_given_replace_the_models(self):
        base = Settings(target=50, moon="minus")
        assert settings_for_new(base, {"target": 80, "moon": None}) == Settings(target=80, moon="minus")

    def test_the_bonus_card_needs_omnibus(self):
        with pytest.raises(UsageError):
            settings_for_new(Settings(), {"bonus_card": "ten"})
        with pytest.raises(UsageError):
            settings_for_new(Settings(), {"omnibus_moon": "without-bonus"})
        assert settings_for_new(Settings(), {"omnibus": True, "bonus_card": "ten"}).bonus_card == "ten"

    def test_a_game_like_an_omnibus_one_without_omnibus_drops_its_bonus_settings(self):
        model = Settings(omnibus=True, bonus_card="ten", omnibus_moon="without-bonus")
        assert settings_for_new(model, {"omnibus": False}) == Settings()

    def test_a_sun_is_worth_twice_the_moon(self):
        assert sun_worth(Settings()) == 52
        assert sun_worth(Settings(scoring="by-value")) == 258  # 104 + 25 = 129, twice
        assert sun_worth(Settings(scoring="black-maria")) is None


def game_record(players, totals, winners=(), finished=True, started="2026-01-01T20:00:00+01:00"):
    zero = (0,) * len(players)
    return GameRecord(tuple(players), started, finished, tuple(winners), tuple(totals), 3, zero, zero, zero, zero, zero)


class TestStats:
    def test_head_to_head_counts_a_level_game_as_level(self):
        games = [
            game_record(("Ann", "Bo", "Cy"), (10, 20, 110), winners=(0,)),
            game_record(("Ann", "Bo", "Cy"), (30, 30, 100), winners=()),
            game_record(("Bo", "Ann", "Cy"), (5, 50, 101), winners=(0,)),
        ]
        # Ann below Bo in game 1; level in game 2; Bo below Ann in game 3.
        assert head_to_head(games, "ann", "BO") == (3, 1, 1, 1)

    def test_head_to_head_leaves_out_unfinished_games_and_absent_players(self):
        games = [
            game_record(("Ann", "Bo", "Cy"), (10, 20, 30), finished=False),
            game_record(("Ann", "Cy", "Di"), (10, 20, 110), winners=(0,)),
        ]
        assert head_to_head(games, "Ann", "Bo") == (0, 0, 0, 0)

    def test_selected_by_players_and_day(self):
        early = game_record(("Ann", "Bo", "Cy"), (0, 0, 0), started="2025-12-31T23:00:00-05:00")
        late = game_record(("Ann", "Di", "Cy"), (0, 0, 0), started="2026-01-02T10:00:00+01:00")
        assert selected([early, late], ["ann"], None) == [early, late]
        assert selected([early, late], ["Bo"], None) == [early]
        assert selected([early, late], [], "2026-01-01") == [late]
        assert selected([early, late], [], "2025-12-31") == [early, late]

    def test_a_record_counts_moons_suns_and_cards_per_seat(self):
        game = play([ROUND, tally([0, 0, 13, 0], queen=2)])  # Cy shoots in round 2
        counted = record(game, sheet(game), "2026-01-01T20:00:00+01:00")
        assert counted.moons == (0, 0, 1, 0) and counted.suns == (0, 0, 0, 0)
        assert counted.queens == (0, 1, 1, 0) and counted.rounds == 2 and not counted.finished

    def test_standings_count_wins_lasts_and_streaks(self):
        games = [
            game_record(("Ann", "Bo", "Cy"), (10, 20, 110), winners=(0,), started="2026-01-01T20:00:00+01:00"),
            game_record(("Ann", "Bo", "Cy"), (5, 120, 30), winners=(0,), started="2026-01-02T20:00:00+01:00"),
            game_record(("Ann", "Bo", "Cy"), (100, 40, 40), winners=(1, 2), started="2026-01-03T20:00:00+01:00"),
        ]
        rows = {row.name: row for row in standings(games)}
        # Ann wins games 1 and 2 (a streak of 2), is last in game 3; Bo last in game 2; Cy last in 1.
        assert (rows["Ann"].wins, rows["Ann"].longest_streak, rows["Ann"].finished_last) == (2, 2, 1)
        assert (rows["Bo"].wins, rows["Bo"].shared_wins, rows["Bo"].finished_last) == (1, 1, 1)
        assert rows["Ann"].points == 115 and rows["Ann"].best_final == 5
        assert rows["Ann"].average_final == pytest.approx(38.33)  # 115 / 3
        assert [row.name for row in standings(games)] == ["Ann", "Bo", "Cy"]


def said(call) -> str:
    """The sentence a core refusal says (in English)."""
    with pytest.raises(RefusedError) as refused:
        call()
    return say(refused.value)


P4 = PLAYERS[4]
OVER = play([ROUND], target=10)  # Bo 13 reaches 10; Di 0 holds the lowest total alone: over after round 1


class TestEveryRefusalOfTheGameWordForWord:
    @pytest.mark.parametrize(
        "call,message",
        [
            (
                lambda: sheet(OVER._replace(rounds=(ROUND, ROUND))),
                "The game was over after round 1, so round 2 cannot follow it.",
            ),
            (
                lambda: sheet(play([ROUND])._replace(rounds=(ROUND, tally([4, 0, 9, 1], queen=1)))),
                "Round 2: The hearts add up to 14, not 13; someone's count is off.",
            ),
            (
                lambda: add_round(OVER, ROUND),
                "This game is over (Di won); undo or edit a round to reopen it, or start a new game.",
            ),
            (lambda: edit_round(new_game(P4), 1, ROUND), "There is no round 1; this game has no rounds yet."),
            (lambda: edit_round(play([ROUND]), 2, ROUND), "There is no round 2; this game has only round 1."),
            (lambda: edit_round(play([ROUND, ROUND]), 5, ROUND), "There is no round 5; this game has rounds 1 to 2."),
            (lambda: edit_round(play([ROUND, ROUND]), 0, ROUND), "There is no round 0; this game has rounds 1 to 2."),
            (lambda: undo(new_game(P4)), "There is no round to undo; this game has no rounds yet."),
            (lambda: redo(new_game(P4)), "There is nothing to redo; only an undone round can be put back."),
            (
                lambda: edit_round(play([ROUND, ROUND], target=26), 1, tally([0, 13, 0, 0], queen=1)),
                "That edit would end the game before its last round; undo the later rounds first. "
                "(The game was over after round 1, so round 2 cannot follow it.)",
            ),
            (lambda: first_dealer(P4, "5"), "There is no seat 5 for --dealer; seats go from 1 to 4."),
        ],
    )
    def test_each(self, call, message):
        assert said(call) == message

    def test_the_most_rounds_a_game_keeps(self):
        from hjerter_cli.core.game import MAX_ROUNDS

        game = new_game(P4, Settings(target=100_000, moon="off"))
        full = game._replace(rounds=(ROUND,) * (MAX_ROUNDS - 1))
        scored = sheet(full)
        full, scored = add_round(full, ROUND, scored)  # round 5000 is kept
        assert len(full.rounds) == MAX_ROUNDS
        assert said(lambda: add_round(full, ROUND, scored)) == (
            "This game has 5000 rounds, the most a game keeps; start a new game."
        )


class TestEveryRefusalOfTheSettingsWordForWord:
    @pytest.mark.parametrize(
        "call,message",
        [
            (
                lambda: check_settings(Settings(moon="pluss"), P4),  # type: ignore[arg-type]
                "The setting moon must be one of plus, minus, off, choose, auto, not 'pluss'.",
            ),
            (lambda: check_settings(Settings(sun="yes"), P4), "The setting sun must be true or false."),  # type: ignore[arg-type]
            (
                lambda: check_settings(Settings(omnibus_moon="without-bonus"), P4),
                "omnibus_moon only counts with omnibus; add --omnibus.",
            ),
            (lambda: check_settings(Settings(dealer=3), P4), "The dealer must be a player's name."),  # type: ignore[arg-type]
            (
                lambda: check_settings(Settings(dealer="Zed"), P4),
                "The dealer Zed is not at the table; choose one of Ann, Bo, Cy, Di.",
            ),
            (lambda: check_player_name("  "), "A player's name cannot be empty or only spaces."),
            (
                lambda: check_player_name("A\x1bB"),
                "The player name 'A\\x1bB' has a control character; use printable characters only.",
            ),
            (lambda: check_player_name("A" * 21), f"The player name {'A' * 21!r} is longer than 20 characters."),
            (lambda: check_player_name("A=B"), "The player name 'A=B' has an '=', which tallies use; leave it out."),
            (
                lambda: check_player_name("12"),
                "The player name '12' is only digits, which stand for seats; add a letter.",
            ),
            (lambda: check_players(("Ann", "Bo")), "Hearts is played by 3 to 7 players, not 2."),
            (
                lambda: check_players(("Ann", "ann", "Bo")),
                "Two players are called ann (names ignore case); tell them apart.",
            ),
        ],
    )
    def test_each(self, call, message):
        assert said(call) == message

    @pytest.mark.parametrize("key,option", [("bonus_card", "--bonus-card"), ("omnibus_moon", "--omnibus-moon")])
    def test_a_bonus_option_without_omnibus(self, key, option):
        value = "ten" if key == "bonus_card" else "without-bonus"
        with pytest.raises(UsageError) as refused:
            settings_for_new(Settings(), {key: value})
        assert say(refused.value) == f"{option} only counts with omnibus; add --omnibus."

    @pytest.mark.parametrize(
        "settings,given,message",
        [
            (
                Settings(sun=True, scoring="black-maria"),
                {"sun", "scoring"},
                "Sorte Maria has no moon, so there is no sun to count either; leave out --sun.",
            ),
            (
                Settings(sun=True, scoring="black-maria"),
                {"scoring"},  # the sun comes from the game this one is like
                "Sorte Maria has no moon, so there is no sun to count either; add --no-sun.",
            ),
            (
                Settings(moon="minus", scoring="black-maria"),
                {"moon", "scoring"},
                "Sorte Maria has no moon, so the moon rule minus has nothing to count; leave out --moon minus.",
            ),
            (
                Settings(moon="choose", scoring="black-maria"),
                {"scoring"},
                "Sorte Maria has no moon, so the moon rule choose has nothing to count; add --moon plus.",
            ),
            (Settings(moon="off", scoring="black-maria"), {"moon", "scoring"}, None),
            (
                Settings(sun=True, moon="off"),
                {"sun", "moon"},
                "With the moon rule off a moon counts nothing, so a sun cannot double it; leave out --sun.",
            ),
            (
                Settings(sun=True, moon="off"),
                {"moon"},
                "With the moon rule off a moon counts nothing, so a sun cannot double it; add --no-sun.",
            ),
            (
                Settings(one_below=True, target=1),
                {"one_below", "target"},
                "With a target of 1, one below is 0: everyone would skip passing from the start; "
                "leave out --one-below or raise the target.",
            ),
            (
                Settings(one_below=True, target=1),
                {"target"},
                "With a target of 1, one below is 0: everyone would skip passing from the start; "
                "add --no-one-below or raise the target.",
            ),
            (Settings(one_below=True, target=2), {"one_below"}, None),
            (Settings(sun=True), {"sun"}, None),
        ],
    )
    def test_contradictions(self, settings, given, message):
        from hjerter_cli.render.refusals import say

        found = contradictions(settings, given)
        assert (say(found) if found is not None else None) == message

    def test_card_labels(self):
        assert [card_label(Settings(), card) for card in ("queen", "bonus", "ten", "king", "ace")] == [
            "Q♠",
            "J♦",
            "10♣",
            "K♠",
            "A♠",
        ]
        assert card_label(Settings(bonus_card="ten"), "bonus") == "10♦"


class TestTheSheetsShape:
    def test_a_known_sheet_goes_on_with_the_right_numbers(self):
        first = play([ROUND])
        both, _scored = add_round(first, tally([4, 9, 0, 0], queen=3))
        went_on = sheet(both, sheet(first))
        assert went_on == sheet(both)
        assert [(row.number, row.pass_direction, row.dealer) for row in went_on.rounds] == [
            (1, "left", 0),
            (2, "right", 1),
        ]

    def test_new_game_keeps_when_it_started(self):
        assert new_game(P4, started="2026-11-30T20:00:00+01:00").started == "2026-11-30T20:00:00+01:00"

    def test_a_dealer_not_at_the_table_deals_from_the_first_seat(self):
        from hjerter_cli.core.game import Game

        game = Game(P4, Settings(dealer="Zed"))
        assert dealer_seat(game, 1) == 0 and dealer_seat(game, 2) == 1

    def test_a_tie_at_the_end_is_named_only_once_the_target_is_reached(self):
        moonless = tally([0, 0, 13, 0], queen=1)  # Bo 13 (Q♠), Cy 13
        once = sheet(play([moonless], target=26))
        assert once.next is not None and once.next.tied == ()  # 13 < 26: nobody is at the end
        twice = sheet(play([moonless, moonless], target=26))
        # Bo and Cy reach 26 exactly; Ann and Di tie at 0, so a tie plays on.
        assert twice.next is not None and twice.next.tied == (0, 3)

    def test_an_edit_is_scored_on_the_totals_before_it(self):
        game = play([ROUND, ROUND], target=30, exact_reset=True)
        # Round 1 leaves Bo on 13; an edited round 2 of 4 hearts and Q♠ (17) lands Bo on 30: reset to 0.
        _game, scored = edit_round(game, 2, tally([0, 4, 9, 0], queen=1))
        assert scored.rounds[1].totals[1] == 0 and scored.rounds[1].score.reset == (1,)


class TestStatsRecords:
    def test_a_record_holds_the_totals_by_seat(self):
        game = play([ROUND])
        counted = record(game, sheet(game), "2026-01-01T20:00:00+01:00")
        # 4 hearts to Ann, Q♠ (13) to Bo, 9 hearts to Cy, none to Di
        assert counted.totals == (4, 13, 9, 0) and counted.players == game.players and not counted.finished

    def test_suns_bonus_cards_and_tens_are_counted_per_seat(self):
        game = play(
            [tally([0, 13, 0, 0], sun=True, queen=1, bonus=1, ten=1), tally([4, 0, 9, 0], queen=1, bonus=2, ten=3)],
            omnibus=True,
            ten_of_clubs=True,
            sun=True,
        )
        counted = record(game, sheet(game), "2026-01-01T20:00:00+01:00")
        assert counted.suns == (0, 1, 0, 0) and counted.moons == (0, 1, 0, 0)
        assert counted.bonus_cards == (0, 1, 1, 0) and counted.tens == (0, 1, 0, 1)

    def test_a_game_of_exactly_the_named_players_is_selected(self):
        game = game_record(("Ann", "Bo", "Cy"), (0, 0, 0))
        assert selected([game], ["Ann", "Bo", "Cy"], None) == [game]

    def test_until_is_inclusive(self):
        game = game_record(("Ann", "Bo", "Cy"), (0, 0, 0), started="2026-01-01T23:59:00+01:00")
        assert selected([game], [], None, "2026-01-01") == [game]
        assert selected([game], [], None, "2025-12-31") == []

    def test_standings_order_an_average_of_zero_first(self):
        games = [
            game_record(("Ann", "Bo", "Cy"), (0, 1, 110), winners=()),
        ]
        # No wins; Ann's 0 points a round before Bo's 0.33 (1 point over 3 rounds).
        assert [row.name for row in standings(games)][:2] == ["Ann", "Bo"]

    def test_head_to_head_goes_on_past_an_unfinished_game(self):
        games = [
            game_record(("Ann", "Bo", "Cy"), (10, 20, 30), finished=False),
            game_record(("Ann", "Bo", "Cy"), (10, 20, 110), winners=(0,)),
        ]
        assert head_to_head(games, "Ann", "Bo") == (1, 1, 0, 0)

    def test_games_are_counted_in_the_order_they_started(self):
        later = game_record(("Ann", "Bo", "Cy"), (100, 5, 50), winners=(1,), started="2026-01-02T20:00:00+01:00")
        earlier = game_record(("Ann", "Bo", "Cy"), (5, 100, 50), winners=(0,), started="2026-01-01T20:00:00+01:00")
        # Bo's streak is 1 and Ann's is 1 either way; Ann won first, so after Bo's win Ann's run is over.
        rows = {row.name: row for row in standings([later, earlier])}
        assert rows["Ann"].longest_streak == 1 and rows["Bo"].longest_streak == 1
        names = {row.name for row in standings([later._replace(players=("ANN", "Bo", "Cy")), earlier])}
        assert "ANN" in names  # the spelling of the game that started last


def test_a_start_without_an_offset_is_taken_as_utc():
    from datetime import UTC, datetime

    from hjerter_cli.core.stats import instant

    assert instant("2026-01-01T10:00:00") == datetime(2026, 1, 1, 10, tzinfo=UTC)
    assert instant("2026-01-01T10:00:00+01:00") == datetime(2026, 1, 1, 9, tzinfo=UTC)


class TestNamesRules:
    @pytest.mark.parametrize(
        "char,part",
        [
            ("\u2764", True),  # ❤ a symbol
            ("\U0001f468", True),  # 👨
            ("\U0001f3fb", True),  # the lightest skin tone, first of five
            ("\U0001f3ff", True),  # the darkest, last
            ("\U0001f3fa", True),  # 🏺 a symbol just before the tones
            ("\u200d", True),  # ZERO WIDTH JOINER
            ("\ufe0f", True),
            ("\ufe0e", True),
            ("\u20e3", True),  # keycap
            ("\U000e0020", True),  # the first tag character
            ("\U000e007f", True),  # CANCEL TAG, the last
            ("\U000e001f", False),
            ("\U000e0080", False),
            ("\u200b", False),  # ZERO WIDTH SPACE
            ("\u202e", False),  # a bidi control
            ("a", False),
            ("\u00ad", False),  # SOFT HYPHEN
        ],
    )
    def test_emoji_parts(self, char, part):
        from hjerter_cli.core.emoji import emoji_part

        assert emoji_part(char) is part

    def test_black_maria_keeps_plus_and_off(self):
        for moon in ("plus", "off"):
            assert contradictions(Settings(scoring="black-maria", moon=moon), {"moon"}) is None

    @pytest.mark.parametrize(
        "who,seat",
        [("d", 3), ("D", 3), ("an", 0), ("ANN", 0), (" bo ", 1), ("", None), ("c", None), ("x", None), ("Ann2", None)],
    )
    def test_a_unique_start_of_a_name(self, who, seat):
        from hjerter_cli.core.tally import seat_by_prefix

        # Cy and Cæcilie both start with c: no one seat.
        assert seat_by_prefix(("Ann", "Bo", "Cy", "Di", "Cæcilie"), who) == seat


class TestRenameAndPointsToGo:
    def test_a_player_renamed_keeps_the_seat_rounds_and_dealer(self):
        from hjerter_cli.core.game import rename_player

        game = play([ROUND], dealer="Bo")
        renamed = rename_player(game, "bo", "Bodil")
        assert renamed.players == ("Ann", "Bodil", "Cy", "Di") and renamed.rounds == game.rounds
        assert renamed.settings.dealer == "Bodil"
        assert rename_player(game, "Cy", "Cyril").settings.dealer == "Bo"  # another seat's name: the dealer stays
        assert sheet(renamed).totals == sheet(game).totals

    def test_a_rename_is_refused_as_names_are_at_new(self):
        from hjerter_cli.core.game import rename_player

        game = play([ROUND])
        assert said(lambda: rename_player(game, "Zed", "Zoe")) == (
            "There is no player called Zed in this game; players are Ann, Bo, Cy, Di."
        )
        assert said(lambda: rename_player(game, "Bo", "ann")) == "Ann already sits at this table; choose another name."
        assert rename_player(game, "bo", "BO").players[1] == "BO"  # a new spelling of the same name

    def test_points_to_go(self):
        # Ann 4, Bo 13, Cy 9, Di 0 against 100: 96, 87, 91, 100; a total past the target has 0 left.
        scored = sheet(play([ROUND], target=100))
        assert scored.to_go == (96, 87, 91, 100)
        assert sheet(new_game(P4, Settings(target=10))).to_go == (10, 10, 10, 10)
        over = sheet(play([ROUND, ROUND], target=20))  # Bo 26 is past 20
        assert over.to_go[1] == 0 and over.to_go[0] == 12
