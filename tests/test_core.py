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
from hjerter_cli.core.settings import Settings, settings_for_new, sun_worth
from hjerter_cli.core.stats import GameRecord, head_to_head, record, selected, standings
from hjerter_cli.errors import RefusedError, UsageError
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
        assert cards_each(count) == each

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
        assert (rows["Ann"].wins, rows["Ann"].streak, rows["Ann"].last) == (2, 2, 1)
        assert (rows["Bo"].wins, rows["Bo"].shared_wins, rows["Bo"].last) == (1, 1, 1)
        assert rows["Ann"].points == 115 and rows["Ann"].best_final == 5
        assert rows["Ann"].average_final == pytest.approx(38.33)  # 115 / 3
        assert [row.name for row in standings(games)] == ["Ann", "Bo", "Cy"]
