"""A rating of every player across finished games (cli/CLI.md `rating`): the OpenSkill library's
Plackett-Luce model, one match a game. The library is imported here alone, when a rating is asked
for: nothing else of hjerter pays for it."""

from __future__ import annotations

from hjerter_cli.core.records import TYPE_CHECKING, Record
from hjerter_cli.core.settings import name_key
from hjerter_cli.core.stats import started_key

if TYPE_CHECKING:
    from collections.abc import Iterable
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


def rated_match(rate: Any, teams: list[list[Any]], totals: list[int]) -> Iterable[tuple[int, list[Any]]]:
    """The model's `rate` of one match, each side ranked by its total (lowest first, equal totals
    one place): (the side's index in `teams`, its new ratings). Where no two totals are equal, the
    sides are given in their finishing order with no ranks: the library's own meaning of that
    order, and the same ratings without its sorting of the sides and back again."""
    if len(set(totals)) < len(totals):
        return enumerate(rate(teams, ranks=ranks(totals)))
    order = sorted(range(len(totals)), key=totals.__getitem__)
    return zip(order, rate([teams[side] for side in order]))


def ratings(games: list[tuple[str, GameRecord]]) -> list[PlayerRating]:
    """Rate the finished games, one match each in order of start (instant), then name: each side
    (a player, or a pair as a team of two) ranked by its total. Highest rating first (unrounded),
    then name; each name as written in the most recently started game, finished or not."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    started = started_key([record.started for _name, record in games], lambda game: game[1].started)
    ordered = sorted(games, key=lambda game: (started(game), game[0]))
    key_of, spelled = _names(ordered)
    # A player's [rating before their last game (None before a first), rating now, finished games,
    # wins]: the library returns new ratings, so the one before stays as it was.
    rows: dict[str, list[Any]] = {}
    fresh, rate = model.rating, model.rate
    for _name, game in ordered:
        if not game.finished:
            continue
        seated = [rows.get(key_of[name]) or _first(rows, key_of[name], fresh()) for name in game.players]
        pairs, totals, winners = game.pairs, game.totals, game.winners
        if pairs:  # a pair is a team of two, ranked by its total
            teams = [[seated[seat][1] for seat in pair] for pair in pairs]
            matched = rated_match(rate, teams, [sum([totals[seat] for seat in pair]) for pair in pairs])
            after = [(seat, one) for side, team in matched for seat, one in zip(pairs[side], team)]
        else:  # each player a team of one
            matched = rated_match(rate, [[row[1]] for row in seated], list(totals))
            after = [(seat, one) for seat, (one,) in matched]
        for seat, one in after:
            row = seated[seat]
            row[0], row[1] = row[1], one
            row[2] += 1
            row[3] += seat in winners
    found = [
        PlayerRating(
            name=spelled[key],
            rating=_two(now.ordinal()),
            mu=_two(now.mu),
            sigma=_two(now.sigma),
            games=games,
            wins=wins,
            last_change=_two(now.ordinal() - (0.0 if before is None else before.ordinal())),
        )
        for key, (before, now, games, wins) in rows.items()
    ]
    unrounded = {spelled[key]: -row[1].ordinal() for key, row in rows.items()}
    return sorted(found, key=lambda player: (unrounded[player.name], player.name.casefold(), player.name))


def _first(rows: dict[str, list[Any]], key: str, rating: Any) -> list[Any]:
    """A player's row before their first finished game: the library's starting rating."""
    row = rows[key] = [None, rating, 0, 0]
    return row


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
