"""Small builders shared by the tests."""

from __future__ import annotations

from hjerter_cli.core.game import Game, add_round, new_game
from hjerter_cli.core.scoring import RoundScore, score_round
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import Tally

PLAYERS = {
    3: ("Ann", "Bo", "Cy"),
    4: ("Ann", "Bo", "Cy", "Di"),
    5: ("Ann", "Bo", "Cy", "Di", "Eva"),
    6: ("Ann", "Bo", "Cy", "Di", "Eva", "Finn"),
    7: ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry"),
}


def tally(hearts, moon_choice=None, sun=False, **takers) -> Tally:
    """tally([4, 0, 9, 0], queen=1) -> a Tally with Q♠ taken by seat 1."""
    return Tally(tuple(hearts), tuple(takers.items()), moon_choice, sun)


def score(hearts, totals=None, moon_choice=None, sun=False, settings=None, **takers) -> RoundScore:
    players = PLAYERS[len(hearts)]
    chosen = check_settings(settings or Settings(), players)
    before = tuple(totals) if totals is not None else tuple(0 for _p in players)
    return score_round(players, chosen, tally(hearts, moon_choice, sun, **takers), before)


def play(rounds, count=4, **settings) -> Game:
    game = new_game(PLAYERS[count], Settings(**settings))
    for item in rounds:
        game, _sheet = add_round(game, item)
    return game
