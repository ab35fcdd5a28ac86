"""Standings across games (cli/CLI.md `stats`): what each game contributes, and the counting. Pure."""

from __future__ import annotations

from datetime import UTC, datetime

from hjerter_cli.core.game import Game, Sheet
from hjerter_cli.core.light_typing import TYPE_CHECKING, Record
from hjerter_cli.core.settings import name_key

if TYPE_CHECKING:
    from typing import Any


class GameRecord(Record):
    """What one game contributes to the standings, per seat: all that `stats` needs of it."""

    players: tuple[str, ...]
    started: str
    finished: bool
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    rounds: int
    moons: tuple[int, ...]
    suns: tuple[int, ...]
    queens: tuple[int, ...]
    bonus_cards: tuple[int, ...]
    tens: tuple[int, ...]
    pairs: tuple[tuple[int, ...], ...] = ()  # the partner pairs by seat (none without them)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Who played together: the pairs, or each player alone."""
        return self.pairs or tuple((seat,) for seat in range(len(self.players)))

    def to_data(self) -> dict[str, Any]:
        data = {key: list(value) if isinstance(value, tuple) else value for key, value in self._asdict().items()}
        data["pairs"] = [list(pair) for pair in self.pairs]
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameRecord:
        values: dict[str, Any] = {key: tuple(v) if isinstance(v, list) else v for key, v in data.items()}
        values["pairs"] = tuple(tuple(pair) for pair in data.get("pairs", ()))
        return cls(**values)


def record(game: Game, sheet: Sheet, started: str) -> GameRecord:
    """Count one scored game: its totals, its pairs and, per seat, moons, suns and the cards
    taken (each copy, with two packs)."""
    seats = range(len(game.players))

    def per_seat(count: Any) -> tuple[int, ...]:
        return tuple(sum(1 for row in sheet.rounds if count(row, seat)) for seat in seats)

    def copies(card: str) -> tuple[int, ...]:
        return tuple(sum(row.tally.takers(card).count(seat) for row in sheet.rounds) for seat in seats)

    return GameRecord(
        players=game.players,
        started=started,
        finished=sheet.finished,
        winners=sheet.winners,
        totals=sheet.totals,
        rounds=len(sheet.rounds),
        moons=per_seat(lambda row, seat: row.score.moon is not None and row.score.moon.shooter == seat),
        suns=per_seat(
            lambda row, seat: row.score.moon is not None and row.score.moon.shooter == seat and row.score.moon.sun
        ),
        queens=copies("queen"),
        bonus_cards=copies("bonus"),
        tens=copies("ten"),
        pairs=sheet.sides if game.settings.pairs else (),
    )


class PlayerStats(Record):
    """One player's line of the standings; the first fifteen fields are cli/CLI.md's JSON keys."""

    name: str
    games: int
    finished: int
    wins: int
    shared_wins: int
    rounds: int
    points: int
    average_round: float | None
    average_final: float | None
    best_final: int | None
    moons: int
    suns: int
    queens: int
    bonus_cards: int
    tens: int
    last: int  # finished games ended on the highest total (alone or shared)
    streak: int  # the longest run of finished games won in a row, in the order they started


JSON_KEYS = PlayerStats._fields[:15]


def selected(
    records: list[GameRecord], players: list[str], since: str | None, until: str | None = None
) -> list[GameRecord]:
    """The games where every named player sat, started from `since` to `until` (days as
    YYYY-MM-DD, either may be None), each game's day taken in its own offset: the evening it was
    played where it was played."""
    wanted = {name_key(name) for name in players}
    return [
        game
        for game in records
        if wanted <= {name_key(name) for name in game.players}
        and (since is None or game.started[:10] >= since)
        and (until is None or game.started[:10] <= until)
    ]


def instant(started: str) -> datetime:
    """When a game started, as an instant: offsets taken into account (a time without one is UTC)."""
    moment = datetime.fromisoformat(started)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def standings(records: list[GameRecord]) -> list[PlayerStats]:
    """Every player of these games, best first: most wins, then lowest average a round, then name."""
    ordered = sorted(records, key=lambda game: instant(game.started))
    rows: dict[str, dict[str, Any]] = {}
    for game in ordered:
        for seat, name in enumerate(game.players):
            row = rows.setdefault(name_key(name), {"finals": [], "results": [], **dict.fromkeys(_COUNTS, 0)})
            row["name"] = name  # as written in the most recently started game
            row["games"] += 1
            row["rounds"] += game.rounds
            row["points"] += game.totals[seat]
            for key in ("moons", "suns", "queens", "bonus_cards", "tens"):
                row[key] += getattr(game, key)[seat]
            if not game.finished:
                continue
            row["finished"] += 1
            row["finals"].append(game.totals[seat])
            won = seat in game.winners
            side = next(side for side in game.sides if seat in side)
            totals = [sum(game.totals[one] for one in each) for each in game.sides]
            row["wins"] += won
            row["shared_wins"] += won and len(_winning_sides(game)) > 1
            row["last"] += sum(game.totals[one] for one in side) == max(totals)
            row["results"].append(won)
    players = [_player(row) for row in rows.values()]
    return sorted(players, key=lambda p: (-p.wins, p.average_round is None, p.average_round or 0, p.name.casefold()))


def _winning_sides(game: GameRecord) -> list[tuple[int, ...]]:
    return [side for side in game.sides if set(side) <= set(game.winners)]


class PairStats(Record):
    """A partnership across the games counted: cli/CLI.md's `stats` JSON `pairs`."""

    players: tuple[str, str]  # in seat order, as in the most recently started game
    games: int
    finished: int
    wins: int


def partnerships(records: list[GameRecord]) -> list[PairStats]:
    """Every pair that played together in these games, best first: most wins, then the highest
    share of finished games won, then fewest games, then names."""
    rows: dict[frozenset[str], dict[str, Any]] = {}
    for game in sorted(records, key=lambda game: instant(game.started)):
        for pair in game.pairs:
            names = tuple(game.players[seat] for seat in pair)
            row = rows.setdefault(frozenset(name_key(name) for name in names), {"games": 0, "finished": 0, "wins": 0})
            row["players"] = names
            row["games"] += 1
            row["finished"] += game.finished
            row["wins"] += game.finished and set(pair) <= set(game.winners)
    pairs = [PairStats(**row) for row in rows.values()]

    def rank(pair: PairStats) -> tuple[Any, ...]:
        share = pair.wins / pair.finished if pair.finished else 0
        return -pair.wins, -share, pair.games, [name.casefold() for name in pair.players]

    return sorted(pairs, key=rank)


_COUNTS = (
    "games",
    "finished",
    "wins",
    "shared_wins",
    "rounds",
    "points",
    "moons",
    "suns",
    "queens",
    "bonus_cards",
    "tens",
    "last",
)


def _player(row: dict[str, Any]) -> PlayerStats:
    finals = row["finals"]
    streak = best = 0
    for won in row["results"]:
        streak = streak + 1 if won else 0
        best = max(best, streak)
    return PlayerStats(
        name=row["name"],
        average_round=round(row["points"] / row["rounds"], 2) if row["rounds"] else None,
        average_final=round(sum(finals) / len(finals), 2) if finals else None,
        best_final=min(finals) if finals else None,
        streak=best,
        **{key: row[key] for key in _COUNTS},
    )


class HeadToHead(Record):
    """Two players over the finished games both sat in: who ended lower, and how often level."""

    games: int
    first_ahead: int
    second_ahead: int
    level: int


def head_to_head(records: list[GameRecord], first: str, second: str) -> HeadToHead:
    """Count the finished games both sat in by who finished on the lower total."""
    games = ahead = behind = 0
    for game in records:
        keys = [name_key(name) for name in game.players]
        if not game.finished or name_key(first) not in keys or name_key(second) not in keys:
            continue
        a, b = game.totals[keys.index(name_key(first))], game.totals[keys.index(name_key(second))]
        games += 1
        ahead += a < b
        behind += b < a
    return HeadToHead(games, ahead, behind, games - ahead - behind)
