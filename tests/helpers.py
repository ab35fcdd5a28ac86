"""Small builders shared by the tests."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from hjerter_cli.core.game import Game, add_round, new_game
from hjerter_cli.core.scoring import RoundScore, score_round
from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import Tally
from hjerter_cli.errors import HjerterError
from hjerter_cli.render.refusals import say

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


@contextmanager
def raises_refusal(kind: type[HjerterError] = HjerterError, match: str | None = None) -> Iterator[Any]:
    """pytest.raises for hjerter's refusals: `match` is searched in the sentence said, as a person reads it."""
    with pytest.raises(kind) as caught:
        yield caught
    if match is not None:
        sentence = say(caught.value)
        assert re.search(match, sentence), sentence


def said_in_danish(data: Any, steps: list[tuple[str, list[str]]]) -> dict[str, str]:
    """Each command line run in-process in Danish against the data dir `data`: what the screens
    said, joined by the name of the moment each step belongs to."""
    from typer.testing import CliRunner

    from hjerter_cli.i18n import use_language
    from tests.processes import app_once

    said: dict[str, list[str]] = {}
    runner = CliRunner()
    use_language("da")
    try:
        for moment, words in steps:
            result = runner.invoke(app_once(words), words, env={"HJERTER_DATA_DIR": str(data)}, prog_name="hjerter")
            said.setdefault(moment, []).append(result.output)
    finally:
        use_language("en")
    return {moment: "\n".join(texts) for moment, texts in said.items()}
