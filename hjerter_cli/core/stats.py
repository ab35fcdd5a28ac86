"""Standings across games (cli/CLI.md `stats`): what each game contributes, and the counting. Pure."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import repeat
from operator import itemgetter

from hjerter_cli.core.game import Game, Sheet
from hjerter_cli.core.records import TYPE_CHECKING, Record
from hjerter_cli.core.settings import name_key

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


_ALONE = tuple(tuple((seat,) for seat in range(seats)) for seats in range(13))  # each player a side


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
    id: str = ""  # the game's identity where it carries one (store/gameid.py)

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Who played together: the pairs, or each player alone."""
        seats = len(self.players)
        return self.pairs or (_ALONE[seats] if seats < len(_ALONE) else tuple((seat,) for seat in range(seats)))


def record(game: Game, sheet: Sheet, started: str) -> GameRecord:
    """Count one scored game: its totals, its pairs and, per seat, moons, suns and the rounds in
    which the seat took a card (both copies in one round, with two packs, count once)."""
    seats = len(game.players)
    moons, suns = [0] * seats, [0] * seats
    taken = {"queen": [0] * seats, "bonus": [0] * seats, "ten": [0] * seats}
    for row in sheet.rounds:  # one pass: each round's moon, and each card once a round a seat took it
        moon = row.score.moon
        if moon is not None:
            moons[moon.shooter] += 1
            suns[moon.shooter] += bool(moon.sun)
        for card, seat in set(row.tally.cards):
            if card in taken:
                taken[card][seat] += 1
    return GameRecord(
        players=game.players,
        started=started,
        finished=sheet.finished,
        winners=sheet.winners,
        totals=sheet.totals,
        rounds=len(sheet.rounds),
        moons=tuple(moons),
        suns=tuple(suns),
        queens=tuple(taken["queen"]),
        bonus_cards=tuple(taken["bonus"]),
        tens=tuple(taken["ten"]),
        pairs=sheet.sides if game.settings.pairs else (),
        id=game.id,
    )


class PlayerStats(Record):
    """One player's line of the standings: each field one of cli/CLI.md's JSON keys, in their order
    (`JSON_KEYS`; `finished_last` is `last`)."""

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
    longest_streak: int  # the longest run of finished games won in a row, in the order they started
    current_streak: int  # the run of wins that ends with the player's most recent finished game
    finished_last: int  # finished games the player ended on the highest total (alone or shared)


# Every field is one of cli/CLI.md's JSON keys, in order; `finished_last` is written `last`.
JSON_NAMES = {"finished_last": "last"}
JSON_KEYS = tuple(JSON_NAMES.get(field, field) for field in PlayerStats._fields)


def selected(
    records: list[GameRecord], players: list[str], since: str | None, until: str | None = None
) -> list[GameRecord]:
    """The games where every named player sat, started from `since` to `until` (days as
    YYYY-MM-DD, either may be None), each game's day taken in its own offset: the evening it was
    played where it was played."""
    if not players and since is None and until is None:
        return list(records)  # every game: nothing to look at in each
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


def in_started_order(records: list[GameRecord]) -> list[GameRecord]:
    """The games in the order they started (by instant; games that started at one instant as they
    came)."""
    return sorted(records, key=started_key([game.started for game in records], lambda game: game.started))


# How a save writes a start (with its offset, or none): the marks between its fields, and where.
_MARKS = itemgetter(4, 7, 10, 13, 16)
_OFFSET = itemgetter(slice(19, None))
_ALIKE = {("-", "-", separator, ":", ":") for separator in "T "}


def started_key(starts: list[str], start_of: Callable[[Any], str]) -> Callable[[Any], Any]:
    """A sort key (of what `start_of` takes a start from) that orders these starts as their instants
    do: where every start is written alike, as a save writes them (one length, the same marks in
    the same places, the same offset or none), the text itself, whose order is then the
    instants'; else the instant."""
    try:
        lengths, marks = set(map(len, starts)), set(map(_MARKS, starts))
    except IndexError:  # one too short to be written so
        lengths, marks = set(), set()
    if lengths in ({19}, {25}) and len(marks) == 1 and marks <= _ALIKE and len(set(map(_OFFSET, starts))) == 1:
        return start_of
    return lambda one: instant(start_of(one))


def standings(records: list[GameRecord], only: str | None = None) -> list[PlayerStats]:
    """Every player of these games, best first: most wins, then lowest average a round, then name;
    `only` (a name's key, NFC ignoring case): that player's line alone."""
    ordered = in_started_order(records)
    played: dict[str, list[tuple[int, ...]]] = {}  # by name key: each game's rounds, points and counts
    ended: dict[str, list[tuple[int, bool, bool, bool]]] = {}  # each finished game's final, won, shared, last
    shown: dict[str, str] = {}  # the name as written in the most recently started game
    keys: dict[str, str] = {}  # name -> name_key(name): the same few names in every game
    for game in ordered:
        seated, _started, finished, winners, totals, rounds, moons, suns, queens, bonus, tens, _pairs, _id = game
        if finished:
            sides = game.sides
            side_totals = [sum(totals[one] for one in each) for each in sides]
            highest = max(side_totals)
            shared = len(_winning_sides(game)) > 1
            side_of = {seat: index for index, side in enumerate(sides) for seat in side}
        counted = zip(repeat(rounds), totals, moons, suns, queens, bonus, tens)
        for seat, (name, counts) in enumerate(zip(seated, counted)):
            key = keys.get(name)
            if key is None:
                key = keys[name] = name_key(name)
            if only is not None and key != only:
                continue
            shown[key] = name
            games = played.get(key)
            if games is None:
                games = played[key] = []
                ended[key] = []
            games.append(counts)
            if finished:
                won = seat in winners
                last = side_totals[side_of[seat]] == highest
                ended[key].append((totals[seat], won, won and shared, last))
    players = [_player(shown[key], played[key], ended[key]) for key in played]
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
    for game in in_started_order(records):
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


def _player(name: str, games: list[tuple[int, ...]], ended: list[tuple[int, bool, bool, bool]]) -> PlayerStats:
    """A player's line: `games` each game's rounds, points, moons, suns, queens, bonus cards and
    tens, and `ended` each finished game's final total, whether won, won shared, ended highest,
    both in the order the games started."""
    rounds, points, moons, suns, queens, bonus_cards, tens = map(sum, zip(*games))
    finals, results, shared, last = (list(column) for column in zip(*ended)) if ended else ([], [], [], [])
    streak = best = 0
    for won in results:  # the player's finished games, in the order they started
        streak = streak + 1 if won else 0
        best = max(best, streak)
    return PlayerStats(
        name=name,
        games=len(games),
        finished=len(ended),
        wins=sum(results),
        shared_wins=sum(shared),
        rounds=rounds,
        points=points,
        average_round=round(points / rounds, 2) if rounds else None,
        average_final=round(sum(finals) / len(finals), 2) if finals else None,
        best_final=min(finals) if finals else None,
        moons=moons,
        suns=suns,
        queens=queens,
        bonus_cards=bonus_cards,
        tens=tens,
        longest_streak=best,
        current_streak=streak,
        finished_last=sum(last),
    )


class HeadToHead(Record):
    """Two players over the finished games both sat in: who ended lower, and how often level."""

    games: int
    first_ahead: int
    second_ahead: int
    level: int


def head_to_head(records: list[GameRecord], first: str, second: str) -> HeadToHead:
    """Count the finished games the two played against each other by who finished ahead
    (`opponents`: the one rule; partners are not compared)."""
    games = ahead = behind = 0
    one_key, other_key = name_key(first), name_key(second)
    for game in records:
        if not game.finished:
            continue
        keys = [name_key(name) for name in game.players]
        if one_key not in keys or other_key not in keys:
            continue
        one, other = keys.index(one_key), keys.index(other_key)
        for seat, against, difference in opponents(game):
            if {seat, against} == {one, other}:
                games += 1
                difference = difference if seat == one else -difference
                ahead += difference < 0
                behind += difference > 0
    return HeadToHead(games, ahead, behind, games - ahead - behind)


def opponents(game: GameRecord, seat: int | None = None) -> list[tuple[int, int, int]]:
    """Who finished ahead of whom in a finished game: the one rule (cli/CLI.md). Every two seats
    that played on different sides (those of `seat` alone, when given), in seat order, with the
    first's side total less the second's (below 0: the first finished ahead, on the lower total;
    0: level). Each player alone is a side; in a pair game the pairs' totals are compared, and
    partners are not compared."""
    totals, seats = game.totals, range(len(game.players))
    side_of, total_of = list(seats), list(totals)  # each player alone: its own side and total
    if game.pairs:
        for index, side in enumerate(game.pairs):
            total = sum([totals[one] for one in side])
            for one in side:
                side_of[one], total_of[one] = -1 - index, total  # apart from any seat's number
    if seat is not None:  # the pairs of `seat` alone, still in seat order
        return [
            (other, seat, total_of[other] - total_of[seat])
            if other < seat
            else (seat, other, total_of[seat] - total_of[other])
            for other in seats
            if side_of[other] != side_of[seat]
        ]
    return [
        (one, other, total_of[one] - total_of[other])
        for one in seats
        for other in seats[one + 1 :]
        if side_of[one] != side_of[other]
    ]


class Rivalry(Record):
    """Two players across the finished games they played against each other: cli/CLI.md's
    `stats --head-to-head` row."""

    players: tuple[str, str]  # in the order of the names ignoring case
    games: int
    ahead: tuple[int, int]  # games each finished on the lower total, in the order of `players`
    level: int


def rivalries(records: list[GameRecord]) -> list[Rivalry]:
    """Every two players who finished a game against each other: the games, how often each ended
    on the lower total, how often level. In a pair game the pairs' totals are compared, and
    partners are not compared. Most games first, then the names."""
    ordered = in_started_order(records)
    spelled: dict[str, str] = {}  # a name as written in the most recently started game
    rows: dict[tuple[str, str], list[int]] = {}  # the two keys in order: games, first ahead, second ahead
    for game in ordered:
        keys = [name_key(name) for name in game.players]
        spelled.update(zip(keys, game.players))
        if not game.finished:
            continue
        for one, other, difference in opponents(game):
            if keys[one] > keys[other]:
                one, other, difference = other, one, -difference
            row = rows.setdefault((keys[one], keys[other]), [0, 0, 0])
            row[0] += 1
            row[1] += difference < 0
            row[2] += difference > 0
    found = []
    for (first, second), (games, ahead, behind) in rows.items():
        names = sorted(
            [(spelled[first].casefold(), spelled[first], 0), (spelled[second].casefold(), spelled[second], 1)]
        )
        counts = (ahead, behind)
        found.append(
            Rivalry(
                players=(names[0][1], names[1][1]),
                games=games,
                ahead=(counts[names[0][2]], counts[names[1][2]]),
                level=games - ahead - behind,
            )
        )
    return sorted(found, key=lambda row: (-row.games, [name.casefold() for name in row.players], row.players))
