"""`new --deals N`, the house rule "end after N deals" (core/RULES.md, End of the game): the game
ends after round N, the lowest total winning and level totals sharing the win, or at the target
before that, whichever comes first."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hjerter_cli.core.game import add_round, new_game, sheet
from hjerter_cli.core.settings import Settings, sides
from hjerter_cli.errors import RefusedError
from hjerter_cli.i18n import use_language
from tests.helpers import PLAYERS, play, raises_refusal, tally
from tests.strategies import rounds, settings_strategy

MANUAL = Path(__file__).parent.parent / "hjerter_cli" / "man" / "da" / "man1" / "hjerter.1"
SPLIT = tally([4, 0, 9, 0], queen=1)  # 4, 13, 9, 0
EVEN = tally([13, 0, 0, 0], queen=2)  # 13, 0, 13, 0: Bo and Di level on 0


class TestTheEndAfterNDeals:
    def test_the_lowest_wins_after_the_last_deal(self):
        # After 2 rounds: 8, 26, 18, 0, all far below 100: Di wins on the deals.
        game = play([SPLIT, SPLIT], deals=2)
        scored = sheet(game)
        assert scored.finished and scored.winners == (3,) and scored.totals == (8, 26, 18, 0)

    def test_one_deal_short_the_game_goes_on(self):
        assert not sheet(play([SPLIT], deals=2)).finished

    def test_level_lowest_totals_share_the_win_even_where_ties_play_on(self):
        scored = sheet(play([EVEN], deals=1, ties="play-on"))
        assert scored.finished and scored.winners == (1, 3)

    def test_the_target_ends_it_first(self):
        # Target 10: round 1 takes Bo to 13 with Di alone lowest on 0: over after 1 of 5 deals.
        scored = sheet(play([SPLIT], deals=5, target=10))
        assert scored.finished and scored.winners == (3,) and len(scored.rounds) == 1

    def test_no_round_after_the_last_deal(self):
        game = play([SPLIT], deals=1)
        with raises_refusal(RefusedError, match="This game is over"):
            add_round(game, SPLIT)

    def test_auto_counts_the_end_of_the_last_deal(self):
        # Ann 23, 23 (10 hearts and Q♠ twice): totals 46, 3, 3, 0. In round 3, the last, Ann shoots:
        # plus would end the game with Di winning on 26 (Ann 46, Bo 29, Cy 29), so auto counts minus.
        ann = tally([10, 3, 0, 0], queen=0)
        cy = tally([10, 0, 3, 0], queen=0)
        moon = tally([13, 0, 0, 0], queen=0)
        last = sheet(play([ann, cy, moon], moon="auto", deals=3)).rounds[-1].score
        assert last.moon.rule == "minus"
        assert sheet(play([ann, cy, moon], moon="auto")).rounds[-1].score.moon.rule == "plus"  # no end near

    @pytest.mark.parametrize("deals", [-1, 5001, True, "8"])
    def test_a_number_of_deals_out_of_range_is_refused(self, deals):
        with raises_refusal(RefusedError, match="number of deals must be a whole number from 0"):
            new_game(PLAYERS[4], Settings(deals=deals))

    @given(settings_strategy, st.integers(1, 6), st.data())
    def test_over_exactly_when_the_deals_are_played_or_the_target_ends_it(self, chosen, deals, data):
        chosen = chosen._replace(deals=deals, omnibus_moon="with-bonus" if not chosen.omnibus else chosen.omnibus_moon)
        game = new_game(PLAYERS[4], chosen)
        for played in range(1, deals + 1):
            game, scored = add_round(game, data.draw(rounds(game)))
            totals = [sum(scored.totals[seat] for seat in side) for side in sides(game.settings, game.players)]
            lowest = totals.count(min(totals))
            at_target = max(totals) >= chosen.target and (lowest == 1 or chosen.ties == "share")
            assert scored.finished == (played == deals or at_target)
            if scored.finished:
                assert [scored.totals[seat] for seat in scored.winners] == [min(scored.totals)] * len(scored.winners)
                break


class TestNewDeals:
    def test_new_keeps_it_and_says_it(self, cli):
        said = cli.ok("new", "-g", "g", "--deals", "8", "Ann", "Bo", "Cy", "Di").output
        assert "The game also ends after round 8: the lowest total wins, players level on it sharing the win." in said
        text = cli.game_file("g").read_text(encoding="utf-8")
        assert "deals = 8" in text and "format = 4" in text
        shown = json.loads(cli.ok("show", "--format", "json").output)
        assert shown["settings"]["deals"] == 8
        assert "ends after 8 rounds" in cli.ok("show").output

    def test_a_game_without_it_writes_no_deals(self, cli):
        cli.ok("new", "-g", "g", "Ann", "Bo", "Cy")
        assert "deals" not in cli.game_file("g").read_text(encoding="utf-8")
        assert json.loads(cli.ok("show", "--format", "json").output)["settings"]["deals"] == 0

    def test_the_game_ends_after_its_deals(self, cli):
        cli.ok("new", "-g", "g", "--deals", "2", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "Ann=4", "Bo=q", "Cy=9", "Di=0")
        said = cli.ok("round", "Ann=4", "Bo=q", "Cy=9", "Di=0").output
        assert "Game over after round 2: Di wins with 0." in said
        before = cli.snapshot()
        result = cli("round", "Ann=4", "Bo=q", "Cy=9", "Di=0")
        assert result.exit_code == 1 and "This game is over" in result.stderr and cli.snapshot() == before

    def test_like_carries_it_and_0_takes_it_away(self, cli):
        cli.ok("new", "-g", "g", "--deals", "6", "Ann", "Bo", "Cy", "Di")
        assert "after round 6" in cli.ok("new", "-g", "again", "--like", "g").output
        said = cli.ok("new", "-g", "plain", "--like", "g", "--deals", "0").output
        assert "after round" not in said and "deals" not in cli.game_file("plain").read_text(encoding="utf-8")

    @pytest.mark.parametrize(
        "args,code,sentence",
        [
            (["--deals", "-3"], 1, "The number of deals must be a whole number from 0 (no such end) to 5000, not -3."),
            (["--deals", "many"], 2, "'many' is not a valid int"),
        ],
    )
    def test_refusals_are_one_sentence_and_write_nothing(self, cli, args, code, sentence):
        before = cli.snapshot()
        result = cli("new", "-g", "x", "Ann", "Bo", "Cy", *args)
        assert result.exit_code == code, result.output
        assert sentence in result.stderr and len(result.stderr.strip().splitlines()) == 1
        assert "Traceback" not in result.output and cli.snapshot() == before

    @pytest.mark.slow
    def test_in_danish(self, cli, tmp_path):
        helped = subprocess.run(  # a real process: the help's words are chosen as a process starts
            [sys.executable, "-m", "hjerter_cli", "new", "--help"],
            env={**os.environ, "HJERTER_LANG": "da", "HJERTER_DATA_DIR": str(tmp_path / "data")},
            capture_output=True,
            text=True,
            check=True,
        )
        assert "Slut efter N runder, eller ved målscoren, hvis den nås før" in " ".join(helped.stdout.split())
        assert "Slut efter N runder" in MANUAL.read_text(encoding="utf-8")
        use_language("da")
        try:
            said = cli.ok("new", "-g", "g", "--deals", "3", "--pairs", "Ann", "Bo", "Cy", "Di").output
            shown = cli.ok("show").output
        finally:
            use_language("en")
        assert "Spillet slutter også efter runde 3: parret med laveste total vinder" in said
        assert "slutter efter 3 runder" in shown
