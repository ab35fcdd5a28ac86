"""A club evening's plan (cli/CLI.md, "The club evening") as facts: its rules, its players with the
sitting each arrived and left, and each sitting's draw; and what follows from the plan and the
tables' games: who is present at a sitting, the identity of each table's game, the tables'
results and the standings.

The plan is only ever added to: a player joins or leaves from the next sitting on, and each
sitting's draw is appended once. store/evening.py reads and writes it.
"""

from __future__ import annotations

from hjerter_cli.core.draw import DrawRules, Seating, Sitting
from hjerter_cli.core.records import TYPE_CHECKING, Record
from hjerter_cli.core.standings import Standing, StandingsRule, TableResult, standings

if TYPE_CHECKING:
    from collections.abc import Mapping

SCHEMA = 1


class Member(Record):
    """A player of the evening: the first sitting they play (1 for those at the start) and the
    sitting from which they are gone (0: not gone)."""

    name: str
    joined: int = 1
    left: int = 0

    def present(self, sitting: int) -> bool:
        return self.joined <= sitting and (not self.left or sitting < self.left)


class Plan(Record):
    """The whole plan of one evening, as its file holds it."""

    name: str
    director: str  # the director's mark: a digest of the id kept in the director's data dir
    director_table: str  # the director's machine, as the club's tables are named
    key: str  # what the tables' games' identities are made from
    started: str
    deals: int
    sittings: int
    seating: Seating
    table_size: int
    exact: bool
    pairs: bool
    scoring: StandingsRule
    seed: str
    settings: dict[str, object]  # the game settings given at the start (new's options)
    players: tuple[Member, ...]
    drawn: tuple[Sitting, ...] = ()
    seeds: tuple[str, ...] = ()  # each drawn sitting's seed

    @property
    def rules(self) -> DrawRules:
        decks = self.settings.get("decks", 1)
        return DrawRules(self.table_size, self.exact, self.seating, decks if isinstance(decks, int) else 1, self.pairs)

    @property
    def sitting(self) -> int:
        """The sitting being played: the last drawn."""
        return len(self.drawn)

    def present(self, sitting: int) -> tuple[str, ...]:
        """The players at the evening in a sitting, in the order they came."""
        return tuple(member.name for member in self.players if member.present(sitting))

    def member(self, name: str) -> Member | None:
        key = name.casefold()
        return next((member for member in self.players if member.name.casefold() == key), None)


def game_name(plan: Plan, sitting: int, table: int) -> str:
    """A table's game of a sitting: NAME-sS-tT."""
    return f"{plan.name}-s{sitting}-t{table}"


def game_id(plan: Plan, sitting: int, table: int) -> str:
    """The identity of a table's game of a sitting: the same wherever it is made (at the table's
    machine and at the director's it is one game), 32 hex digits as every game's: the evening's
    random key (32 hex digits) with its last six for the sitting and the table (at most 100
    sittings and 1,000 players, so each fits in three)."""
    return f"{plan.key[:26]}{sitting:03x}{table:03x}"


class Played(Record):
    """A table's game as the evening sees it: its name, deals played, finished, and its result
    (None: no game of it found yet)."""

    table: int
    game: str
    players: tuple[str, ...]
    played: int
    finished: bool
    result: TableResult | None


def tables_of(plan: Plan, sitting: int, found: Mapping[str, TableResult]) -> tuple[Played, ...]:
    """A sitting's tables, each with its game as found (`found`: results by game identity, with
    the players as the games name them)."""
    played = []
    for number, players in enumerate(plan.drawn[sitting - 1].tables, start=1):
        result = found.get(game_id(plan, sitting, number))
        if result is not None and len(result.players) != len(players):
            result = None  # not the drawn table: no game of this evening's
        if result is not None:
            result = result._replace(players=players)  # counted by the plan's names, seat by seat
        deals = result.deals if result is not None else 0
        finished = result.finished if result is not None else False
        played.append(Played(number, game_name(plan, sitting, number), players, deals, finished, result))
    return tuple(played)


def evening_standings(plan: Plan, found: Mapping[str, TableResult]) -> tuple[Standing, ...]:
    """The standings after the sittings drawn so far."""
    sittings = [
        [table.result for table in tables_of(plan, number, found) if table.result is not None]
        for number in range(1, plan.sitting + 1)
    ]
    return standings([member.name for member in plan.players], sittings, plan.scoring)


def unfinished(plan: Plan, found: Mapping[str, TableResult]) -> tuple[int, ...]:
    """The tables of the sitting being played whose game has not finished."""
    if not plan.sitting:
        return ()
    return tuple(table.table for table in tables_of(plan, plan.sitting, found) if not table.finished)


def extends(longer: Plan, shorter: Plan) -> bool:
    """Whether `longer` is `shorter` with only more added: the same evening, its sittings starting
    with the other's, every player of the other's there as they were (or gone since)."""
    fixed = (
        "name",
        "director",
        "key",
        "deals",
        "sittings",
        "seating",
        "table_size",
        "exact",
        "pairs",
        "scoring",
        "seed",
    )
    if any(getattr(longer, key) != getattr(shorter, key) for key in fixed) or longer.settings != shorter.settings:
        return False
    if longer.drawn[: len(shorter.drawn)] != shorter.drawn or longer.seeds[: len(shorter.seeds)] != shorter.seeds:
        return False
    theirs = {member.name: member for member in longer.players}
    for member in shorter.players:
        other = theirs.get(member.name)
        if other is None or other.joined != member.joined or (member.left and other.left != member.left):
            return False
    return True
