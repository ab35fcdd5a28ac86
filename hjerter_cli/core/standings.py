"""The club evening's standings (cli/CLI.md, "The club evening"): one row a player, a value a
sitting and the total, by the evening's rule, `places` or `points`.

Values are exact fractions (so that ties are ties); a screen rounds them as it shows them.
"""

from __future__ import annotations

from fractions import Fraction

from hjerter_cli.core.records import TYPE_CHECKING, Literal, Record, get_args

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hjerter_cli.core.game import Sheet

StandingsRule = Literal["places", "points"]
STANDINGS_RULES: tuple[StandingsRule, ...] = get_args(StandingsRule)


class TableResult(Record):
    """A table's game as the standings read it: the players in their seats, each seat's total,
    who plays together (partner pairs; else each seat alone), the deals played, and whether the
    game is over. `result_of` makes one from a game's sheet."""

    players: tuple[str, ...]
    totals: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]
    deals: int
    finished: bool


class Standing(Record):
    """A player's row: the place (1 the best; players level share a place, the next place
    skipped), the name, a value a sitting (None where the player did not play it or the table
    has not finished) and the total (None before any sitting of the player's counts)."""

    place: int
    name: str
    sittings: tuple[Fraction | None, ...]
    total: Fraction | None


def result_of(sheet: Sheet) -> TableResult:
    """A game's sheet as a table's result."""
    game = sheet.game
    return TableResult(game.players, sheet.totals, sheet.sides, len(sheet.rounds), sheet.finished)


def table_values(result: TableResult, rule: StandingsRule) -> dict[str, Fraction]:
    """Each player's value at a finished table (none at a table still playing).

    places: the share of the other players at the table who finished behind (a higher total;
    with partner pairs, a player's is the pair's total, so the partner is level), a player level
    counting half: 1 for the one lowest, 0 for the one highest, whatever the table's size.
    points: the player's own total over the deals played (lower is better)."""
    if not result.finished or not result.deals:
        return {}
    if rule == "points":
        return {name: Fraction(total, result.deals) for name, total in zip(result.players, result.totals)}
    side_total = {seat: sum(result.totals[each] for each in side) for side in result.sides for seat in side}
    others = len(result.players) - 1
    values = {}
    for seat, name in enumerate(result.players):
        mine = side_total[seat]
        halves = sum(2 if total > mine else total == mine for other, total in side_total.items() if other != seat)
        values[name] = Fraction(halves, 2 * others)
    return values


def standings(
    players: Sequence[str], sittings: Sequence[Sequence[TableResult]], rule: StandingsRule
) -> tuple[Standing, ...]:
    """The standings of an evening: a row for each of `players` (everyone who has been at the
    evening, whatever sittings they played), best first, players level in the order given.

    `sittings`: each sitting's tables (a table not yet played may be left out, or given with
    finished False). The total: under places, the sum of the player's values (higher is better);
    under points, the player's points over all the deals of the sittings that count (lower is
    better). A player whose total is None comes after every total, sharing the last place."""
    columns: dict[str, list[Fraction | None]] = {name: [None] * len(sittings) for name in players}
    points = {name: 0 for name in players}
    deals = {name: 0 for name in players}
    for number, tables in enumerate(sittings):
        for table in tables:
            values = table_values(table, rule)
            for seat, name in enumerate(table.players):
                if name in values and name in columns and columns[name][number] is None:
                    columns[name][number] = values[name]
                    points[name] += table.totals[seat]
                    deals[name] += table.deals
    totals = {name: _total(columns[name], points[name], deals[name], rule) for name in players}
    sign = -1 if rule == "places" else 1  # the key that sorts the best first
    keys = {name: (totals[name] is None, sign * (totals[name] or 0)) for name in players}
    ordered = sorted(players, key=keys.__getitem__)  # stable: level players in the order given
    rows, place = [], 0
    for index, name in enumerate(ordered):
        if not index or keys[name] != keys[ordered[index - 1]]:
            place = index + 1  # one more than the players ahead; the level share it
        rows.append(Standing(place, name, tuple(columns[name]), totals[name]))
    return tuple(rows)


def _total(values: list[Fraction | None], points: int, deals: int, rule: StandingsRule) -> Fraction | None:
    counted = [value for value in values if value is not None]
    if not counted:
        return None
    if rule == "points":
        return Fraction(points, deals)
    return sum(counted, Fraction(0))


def places_of(rows: Sequence[Standing]) -> dict[str, int]:
    """Each player's place, as the `standings` seating of the draw takes it (core/draw.py)."""
    return {row.name: row.place for row in rows}
