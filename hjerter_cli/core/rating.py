"""A rating of every player across finished games (cli/CLI.md `rating`): the OpenSkill library's
Plackett-Luce model, one match a game. The library is imported here alone, when a rating is asked
for: nothing else of hjerter pays for it."""

from __future__ import annotations

from hjerter_cli.core.records import TYPE_CHECKING, Record
from hjerter_cli.core.settings import name_key
from hjerter_cli.core.stats import started_key

if TYPE_CHECKING:
    from typing import Any

    from hjerter_cli.core.stats import GameRecord

MODEL = "PlackettLuce"


class PlayerRating(Record):
    """One player's line: cli/CLI.md's JSON keys, in their order."""

    name: str
    rating: float  # the model's ordinal, mu - 3 sigma
    mu: float
    sigma: float
    games: int  # finished games rated
    wins: int  # of them, won (alone or shared)
    last_change: float  # the change of `rating` in the player's last game (from 0 in a first game)


def ranks(totals: list[int]) -> list[float]:
    """The places of a game's sides by their final totals, lowest first; equal totals share one."""
    ordered = sorted(totals)
    return [1.0 + ordered.index(total) for total in totals]  # the first place of its total: 1 + those below


def ratings(games: list[tuple[str, GameRecord]]) -> list[PlayerRating]:
    """Rate the finished games, one match each in order of start (instant), then name: each side
    (a player, or a pair as a team of two) ranked by its total. Highest rating first (unrounded),
    then name; each name as written in the most recently started game, finished or not."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    started = started_key([record.started for _name, record in games], lambda game: game[1].started)
    ordered = sorted(games, key=lambda game: (started(game), game[0]))
    key_of, spelled = _names(ordered)
    current: dict[str, Any] = {}  # a player's rating after the games so far
    previous: dict[str, Any] = {}  # a player's rating before their last game (None before a first)
    counts: dict[str, list[int]] = {}  # a player's finished games and wins
    fresh, rate = model.rating, model.rate
    for _name, game in ordered:
        if not game.finished:
            continue
        keys = [key_of[name] for name in game.players]
        pairs, totals, winners = game.pairs, game.totals, game.winners
        if pairs:  # a pair is a team of two, ranked by its total
            teams = [[current.get(keys[seat]) or fresh() for seat in pair] for pair in pairs]
            rated = rate(teams, ranks=ranks([sum([totals[seat] for seat in pair]) for pair in pairs]))
            after = [(seat, one) for pair, team in zip(pairs, rated) for seat, one in zip(pair, team)]
        else:  # each player a team of one
            rated = rate([[current.get(key) or fresh()] for key in keys], ranks=ranks(list(totals)))
            after = [(seat, team[0]) for seat, team in enumerate(rated)]
        for seat, one in after:
            key = keys[seat]
            previous[key] = current.get(key)  # the library returns new ratings: this one stays as it was
            current[key] = one
            row = counts.get(key)
            if row is None:
                row = counts[key] = [0, 0]
            row[0] += 1
            row[1] += seat in winners
    found = [
        PlayerRating(
            name=spelled[key],
            rating=_two(current[key].ordinal()),
            mu=_two(current[key].mu),
            sigma=_two(current[key].sigma),
            games=games,
            wins=wins,
            last_change=_two(current[key].ordinal() - (0.0 if previous[key] is None else previous[key].ordinal())),
        )
        for key, (games, wins) in counts.items()
    ]
    unrounded = {spelled[key]: -current[key].ordinal() for key in counts}
    return sorted(found, key=lambda player: (unrounded[player.name], player.name.casefold(), player.name))


def _names(ordered: list[tuple[str, GameRecord]]) -> tuple[dict[str, str], dict[str, str]]:
    """Each name's key (NFC, ignoring case: the same few names in every game), and each key's name
    as written in the last of these games it is in."""
    key_of: dict[str, str] = {}
    spelled: dict[str, str] = {}
    for _name, game in ordered:
        for name in game.players:
            key = key_of.get(name)
            if key is None:
                key = key_of[name] = name_key(name)
            spelled[key] = name
    return key_of, spelled


def _two(value: float) -> float:
    """Rounded to 2 decimals (Python's round), a negative zero made plain 0.0."""
    return round(value, 2) + 0.0


def library_version() -> str:
    """The rating library's version: a rating kept is the one it works out."""
    import openskill  # its version alone: the models are imported only to work a rating out

    return str(openskill.__version__)
