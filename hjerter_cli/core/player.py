"""A player's page (cli/CLI.md `player`): one player across the games counted, put together from
what `stats` counts (core/stats.py: the standings, and who finished ahead of whom). Pure."""

from __future__ import annotations

from itertools import chain
from operator import attrgetter

from hjerter_cli.core.records import TYPE_CHECKING, Record
from hjerter_cli.core.settings import name_key
from hjerter_cli.core.stats import GameRecord, in_started_order, opponents, standings

if TYPE_CHECKING:
    from typing import Any

LEAST = 3  # finished games together before an opponent can be the nemesis or a partner the best


class Opponent(Record):
    """A player met in finished games: how often NAME finished ahead of them, behind, and level."""

    name: str
    games: int
    ahead: int
    behind: int
    level: int


class Partner(Record):
    """A partner of NAME in finished pair games: the games together, and how many they won."""

    name: str
    games: int
    wins: int


class Month(Record):
    """NAME's games started in a month (YYYY-MM in each game's own offset)."""

    month: str
    games: int
    finished: int
    wins: int
    average_final: float | None


class Page(Record):
    """cli/CLI.md's JSON of `player`, its keys in order (after `schema`)."""

    name: str
    games: int
    finished: int
    wins: int
    shared_wins: int
    win_share: float | None
    longest_streak: int
    current_streak: int
    rating: float | None
    average_final: float | None
    best_final: int | None
    nemesis: str | None
    favourite_opponent: str | None
    best_partner: str | None
    opponents: list[Opponent]
    partners: list[Partner]
    months: list[Month]


class _Keys(dict[str, str]):
    """Each name's key (NFC, ignoring case), worked out once: the same few names in every game."""

    def __missing__(self, name: str) -> str:
        key = self[name] = name_key(name)
        return key


def players(records: list[GameRecord]) -> list[str]:
    """Every player of these games, as written in the most recently started game."""
    spelled = _spelled(records, _Keys(), None)
    return sorted(spelled.values(), key=lambda name: (name.casefold(), name))


def page(records: list[GameRecord], name: str, rating: float | None = None) -> Page | None:
    """NAME's page over these games (None when NAME sat in none of them): the standings' line
    (wins, streaks, finals), the opponents, the partners and the months; `rating` as `rating`
    gives it."""
    keys = _Keys()
    key = name_key(name)
    spellings = _spellings(records, keys, key)
    sat = []
    for game in records:
        if not spellings.isdisjoint(game.players):
            seated = [keys[one] for one in game.players]
            sat.append((game, seated, seated.index(key)))
    if not sat:
        return None
    mine = [game for game, _players, _seat in sat]
    (line,) = standings(mine, only=key)
    met, partners = _others(sat)
    spelled = _spelled(records, keys, {key, *met, *partners})
    against = [
        Opponent(spelled[other], games, ahead, behind, games - ahead - behind)
        for other, (games, ahead, behind) in met.items()
    ]
    together = [Partner(spelled[other], games, wins) for other, (games, wins) in partners.items()]
    return Page(
        name=spelled[key],
        games=line.games,
        finished=line.finished,
        wins=line.wins,
        shared_wins=line.shared_wins,
        win_share=round(line.wins / line.finished, 2) if line.finished else None,
        longest_streak=line.longest_streak,
        current_streak=line.current_streak,
        rating=rating,
        average_final=line.average_final,
        best_final=line.best_final,
        nemesis=_best(against, lambda one: one.behind / one.games),
        favourite_opponent=_best(against, lambda one: one.ahead / one.games),
        best_partner=_best(together, lambda one: one.wins / one.games),
        opponents=sorted(against, key=_by_games),
        partners=sorted(together, key=_by_games),
        months=_months(sat),
    )


def rated(records: list[GameRecord], name: str) -> bool:
    """Whether NAME has a finished game among these, and so a rating."""
    spellings = _spellings(records, _Keys(), name_key(name))
    return any(game.finished and not spellings.isdisjoint(game.players) for game in records)


def _spellings(records: list[GameRecord], keys: _Keys, key: str) -> frozenset[str]:
    """Every spelling of the player whose key is `key` in these games (each name's key worked out
    once, not once a seat)."""
    names = set(chain.from_iterable(map(attrgetter("players"), records)))
    return frozenset(one for one in names if keys[one] == key)


def _spelled(records: list[GameRecord], keys: _Keys, wanted: set[str] | None) -> dict[str, str]:
    """Each player's name (of those `wanted`, by key; None: every one) as written in the most
    recently started game, finished or not (as `stats`): the latest games looked at first, until
    every name wanted is found."""
    spelled: dict[str, str] = {}
    for game in reversed(in_started_order(records)):
        for name in game.players:
            spelled.setdefault(keys[name], name)
        if wanted is not None and len(spelled) >= len(wanted) and wanted <= spelled.keys():
            break
    return spelled


def _others(sat: list[tuple[GameRecord, list[str], int]]) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """NAME's finished games (each with its players' keys and NAME's seat) against each opponent
    (games, ahead, behind: `opponents`, the one rule) and with each partner (games, wins), by the
    other's name ignoring case."""
    met: dict[str, list[int]] = {}
    partners: dict[str, list[int]] = {}
    for game, seated, seat in sat:
        if not game.finished:
            continue
        for one, other, difference in opponents(game, seat):
            them, difference = (other, difference) if seat == one else (one, -difference)
            row = met.get(seated[them])
            if row is None:
                row = met[seated[them]] = [0, 0, 0]
            row[0] += 1
            row[1] += difference < 0
            row[2] += difference > 0
        for pair in game.pairs:
            if seat in pair:
                partner = pair[1] if pair[0] == seat else pair[0]
                row = partners.setdefault(seated[partner], [0, 0])
                row[0] += 1
                row[1] += seat in game.winners
    return met, partners


def _by_games(row: Opponent | Partner) -> tuple[Any, ...]:
    return -row.games, row.name.casefold(), row.name


def _best(rows: list[Any], share: Any) -> str | None:
    """The name of the row with the highest share among those of at least LEAST games (ties: more
    games, then name); None where no one has played that many."""
    qualified = [row for row in rows if row.games >= LEAST]
    if not qualified:
        return None
    return min(qualified, key=lambda row: (-share(row), *_by_games(row))).name


def _months(sat: list[tuple[GameRecord, list[str], int]]) -> list[Month]:
    """NAME's games by the month they started in, in each game's own offset, oldest first."""
    rows: dict[str, list[Any]] = {}
    for game, _seated, seat in sat:
        row = rows.setdefault(game.started[:7], [0, 0, 0, []])
        row[0] += 1
        if game.finished:
            row[1] += 1
            row[2] += seat in game.winners
            row[3].append(game.totals[seat])
    return [
        Month(month, games, finished, wins, round(sum(finals) / len(finals), 2) if finals else None)
        for month, (games, finished, wins, finals) in sorted(rows.items())
    ]
