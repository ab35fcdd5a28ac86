"""hjerter's own JSON (`show --format json`, schema 1, any version from 1.0) as a game: every
round's tallies and the moon rule it applied, checked against the scores and totals it records."""

from __future__ import annotations

from typing import Any

from hjerter_cli.cli.importers.checked import CheckedGame, Problem, scored_or_refused
from hjerter_cli.core.game import MAX_ROUNDS, Game, Sheet, new_game
from hjerter_cli.core.settings import CARDS, SETTING_NAMES, Settings
from hjerter_cli.core.tally import Tally, sheet_round
from hjerter_cli.errors import HjerterError
from hjerter_cli.i18n import _
from hjerter_cli.render.refusals import say

# The keys whose values the rules give from the tallies: what an edit shows in.
DERIVED = ("raw", "moon", "scores", "totals", "pair_scores", "pair_totals")


def read_json(text: str) -> CheckedGame:
    """A document `show --format json` wrote (schema 1): the game it holds, checked against the
    scores and totals it records."""
    import json

    from hjerter_cli.locale.reasons import module_said

    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise Problem(
            _("it is not valid JSON ({detail})").format(detail=module_said(error.msg, "json", error.colno)),
            error.lineno,
        ) from None
    except (RecursionError, ValueError) as error:  # nested too deep, a number of over 4,300 digits
        raise Problem(
            _("it is not valid JSON ({detail})").format(detail=module_said(str(error)[:80], "json"))
        ) from None
    if not isinstance(data, dict) or data.get("schema") != 1:
        raise Problem(_("it is not a game as `hjerter show --format json` writes it (schema 1)"))
    players = _names_list(data.get("players"), "players")
    settings = _settings(data.get("settings"))
    rounds = data.get("rounds", [])
    if not isinstance(rounds, list):
        raise Problem(_("{key} should be {kind}").format(key="rounds", kind=_("a list")))
    if len(rounds) > MAX_ROUNDS:
        raise Problem(_("it has more than {most} rounds").format(most=MAX_ROUNDS))
    try:
        table = new_game(players, settings)
    except HjerterError as error:
        raise Problem(say(error)) from None
    lines = _round_lines(text)
    tallies = []
    for number, item in enumerate(rounds, start=1):
        try:
            tallies.append(_tally(table, item))
        except Problem as problem:
            raise Problem(
                _("round {number}: {problem}").format(number=number, problem=problem.said), lines.get(number)
            ) from None
    game = table._replace(rounds=tuple(tallies))
    scored = scored_or_refused(game, lambda number: lines.get(number))
    _check_recorded(scored, data, rounds, lines)
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        raise Problem(_("{key} should be {kind}").format(key="name", kind=_("text")))
    return CheckedGame(game, scored, name, _started(data.get("started")))


def _names_list(value: Any, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise Problem(_("{key} should be {kind}").format(key=key, kind=_("a list of names")))
    return value


def _settings(value: Any) -> Settings:
    """The document's settings: any version's keys (1.3 added decks, deal and pairs)."""
    if not isinstance(value, dict):
        raise Problem(_("{key} should be {kind}").format(key="settings", kind=_("a table")))
    unknown = [key for key in value if key not in SETTING_NAMES]
    if unknown:
        raise Problem(_("settings has an unknown key {key!r}").format(key=unknown[0]))
    given = dict(value)
    if "pairs" in given:
        pairs = given["pairs"]
        if not isinstance(pairs, list) or not all(isinstance(pair, list) and len(pair) == 2 for pair in pairs):
            raise Problem(_("{key} should be {kind}").format(key="settings.pairs", kind=_("a list of pairs")))
        given["pairs"] = tuple(tuple(pair) for pair in pairs)
    return Settings(**given)


def _tally(table: Game, item: Any) -> Tally:
    """One round of the document as entered: hearts and cards by name, and under `choose` the
    rule the shooter chose; a round from a sheet as its scores."""
    players = table.players
    if not isinstance(item, dict):
        raise Problem(_("it should be a table"))
    if item.get("sheet") is True:
        return sheet_round(_by_seat(players, item.get("scores"), "scores"))
    hearts = _by_seat(players, item.get("hearts"), "hearts")
    cards_data = item.get("cards")
    if not isinstance(cards_data, dict):
        raise Problem(_("{key} should be {kind}").format(key="cards", kind=_("a table")))
    cards: list[tuple[str, int]] = []
    for card, takers in cards_data.items():
        if card not in CARDS:
            raise Problem(_("{key} should be {kind}").format(key="cards", kind=_("a table of cards")))
        for taker in takers if isinstance(takers, list) else [takers]:
            cards.append((card, _seat(players, taker, "cards")))
    moon = item.get("moon")
    choice, sun = None, False
    if moon is not None:
        if not isinstance(moon, dict) or moon.get("rule") not in ("plus", "minus", "off"):
            raise Problem(_("{key} should be {kind}").format(key="moon", kind=_("a table")))
        sun = moon.get("sun") is True
        if table.settings.moon == "choose":
            choice = moon["rule"]
    return Tally(hearts, tuple(cards), choice, sun).in_file_order()


def _by_seat(players: tuple[str, ...], value: Any, key: str) -> tuple[int, ...]:
    """A value a player, `{"Ann": 4, ...}`, in seat order."""
    if (
        not isinstance(value, dict)
        or set(value) != set(players)
        or not all(type(number) is int for number in value.values())
    ):
        raise Problem(_("{key} should be {kind}").format(key=key, kind=_("a whole number for each player")))
    return tuple(value[player] for player in players)


def _seat(players: tuple[str, ...], name: Any, key: str) -> int:
    if name not in players:
        raise Problem(_("{key} names {name!r}, who is not at the table").format(key=key, name=name))
    return players.index(name)


def _check_recorded(scored: Sheet, data: dict[str, Any], rounds: list[Any], lines: dict[int, int]) -> None:
    """The scores and totals the document records are what the rules give from its tallies."""
    from hjerter_cli.render.exports import round_data, sheet_data

    for row, item in zip(scored.rounds, rounds):
        worked = round_data(scored, row)
        if any(key in item and item[key] != worked[key] for key in DERIVED if key in worked):
            raise Problem(
                _(
                    "round {number}'s scores or totals are not what the rules give from its tallies; "
                    "the document was edited"
                ).format(number=row.number),
                lines.get(row.number),
            )
    whole = sheet_data(scored, "")
    for key in ("totals", "pairs", "finished", "winners"):
        if key in data and data[key] != whole.get(key):
            raise Problem(
                _("its {key} are not what the rules give from its rounds; the document was edited").format(key=key)
            )


def _round_lines(text: str) -> dict[int, int]:
    """Where each round stands, as `show --format json` writes them: one round a line."""
    found: dict[int, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        start = line.lstrip()
        if start.startswith('{"number": '):
            digits = start[len('{"number": ') :].partition(",")[0]
            if digits.isdigit():
                found.setdefault(int(digits), number)
    return found


def _started(value: Any) -> str | None:
    """A document's `started`, where it has one: a date-time with offset."""
    if value is None:
        return None
    from datetime import datetime

    try:
        when = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        raise Problem(_("started should be a date and time with its offset"))
    return when.isoformat()
