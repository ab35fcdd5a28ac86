"""The club evening's seat draw (cli/CLI.md, "The club evening"): who sits at which table, in which
seat, and who sits out, as a pure function of the players, the sittings so far and a seed.

`draw` is the one entry; `table_sizes` says the tables a player count makes, `check_rules` refuses
rules no table can be drawn by. Names are compared as given: the evening writes each player's name
one way, and every sitting and ranking handed in uses it.

The same seed gives the same draw on every machine and Python: each sitting's randomness comes from
`random.Random` seeded with a string (seeding by str is documented as reproducible across Python
versions), and only `getrandbits` is drawn from it; the permutations are made here, not by
`shuffle` or `sample`, whose results Python may change between versions.
"""

from __future__ import annotations

from hjerter_cli.core.records import TYPE_CHECKING, Literal, Record, get_args
from hjerter_cli.core.refusals import phrase
from hjerter_cli.core.regroup import best_groups, meetings
from hjerter_cli.core.settings import SEATS
from hjerter_cli.errors import RefusedError

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from random import Random

Seating = Literal["random", "standings", "new-opponents"]
SEATINGS: tuple[Seating, ...] = get_args(Seating)

# The cost of seating two players together who have met `k` times before: first the number of
# pairs who have met at all, then (among draws equal in that) the meetings they add up to.
MET = 1 << 16
# A sitting small enough to be searched draw by draw (12 players at three tables of 4: 5,775).
SEARCHED = 6000
RESTARTS = 2  # further local searches from shaken draws, when the first leaves pairs who have met (each ~1 ms at 40)


class DrawRules(Record):
    """How an evening draws its tables: the size it aims at, whether every table has exactly that
    many (the rest sit out), the seating rule, and the settings that bound a table (the packs,
    and partner pairs, which need an even table)."""

    table_size: int = 4
    exact: bool = False
    seating: Seating = "random"
    decks: int = 1
    pairs: bool = False


class Sitting(Record):
    """One sitting's draw: the tables, table 1 first, each its players in seat order; and who sits
    out (a bye), in the order the players were given."""

    tables: tuple[tuple[str, ...], ...]
    sits_out: tuple[str, ...] = ()

    @property
    def seated(self) -> frozenset[str]:
        """Everyone at a table in this sitting."""
        return frozenset(name for table in self.tables for name in table)


def seat_range(rules: DrawRules) -> tuple[int, int, int]:
    """The fewest and most players a table may have under the rules, and the step between sizes
    (2 with partner pairs, whose tables are even)."""
    least, most = SEATS.get(rules.decks, SEATS[1])
    if rules.pairs:
        return least + least % 2, most - most % 2, 2
    return least, most, 1


def check_rules(rules: DrawRules) -> DrawRules:
    """Refuse a seating rule that does not exist and a table size no table of these settings seats."""
    if rules.seating not in SEATINGS:
        raise RefusedError(phrase("setting-not-a-choice").format(name="seating", choices=SEATINGS, value=rules.seating))
    least, most, step = seat_range(rules)
    size = rules.table_size
    if type(size) is not int or not least <= size <= most:
        raise RefusedError(phrase("draw-table-size").format(size=size, least=least, most=most, decks=rules.decks))
    if size % step:
        raise RefusedError(phrase("draw-table-size-odd").format(size=size))
    return rules


def table_sizes(count: int, rules: DrawRules) -> tuple[tuple[int, ...], int]:
    """The sizes of the tables `count` players make (largest first), and how many sit out.

    With `exact`, every table has the table size and the rest sit out. Otherwise as few sit out
    as the table sizes allow (none, or one at even tables), the sizes differ by at most one (two
    at even tables), and the sizes are as near the table size as can be: the fewest seats away
    from it, counted a player at a time; on a tie, fewer tables. Refused when no table can be made.
    """
    least, _most, _step = seat_range(check_rules(rules))
    size = rules.table_size
    if rules.exact:
        if count < size:
            raise RefusedError(phrase("draw-too-few-players").format(count=count, least=size))
        return (size,) * (count // size), count % size
    for out in range(max(0, count - least + 1)):
        best = _nearest(count - out, rules)
        if best:
            return best, out
    raise RefusedError(phrase("draw-too-few-players").format(count=count, least=least))


def _nearest(seated: int, rules: DrawRules) -> tuple[int, ...]:
    """The sizes of tables seating exactly `seated` players nearest the table size; () if none can."""
    least, most, step = seat_range(rules)
    best: tuple[int, ...] = ()
    far = -1
    if seated % step:
        return best
    for tables in range(1, seated // least + 1):
        units, extra = divmod(seated // step, tables)
        sizes = (step * (units + 1),) * extra + (step * units,) * (tables - extra)
        if sizes[-1] < least or sizes[0] > most:
            continue
        away = sum(abs(each - rules.table_size) * each for each in sizes)
        if far < 0 or away < far:
            best, far = sizes, away
    return best


def draw(
    players: Sequence[str],
    history: Sequence[Sitting],
    rules: DrawRules,
    seed: str,
    places: Mapping[str, int] | None = None,
) -> Sitting:
    """The draw of the next sitting (number len(history) + 1) for the players present at it.

    `history`: the sittings drawn so far, in order (a player in none of a sitting's tables did not
    play it: a bye, or not yet arrived, or gone). `places`: the standings so far, a place a player
    (1 the best), for the `standings` rule; a player without one ranks after all who have one.

    Who sits out: the players who have missed the fewest sittings so far (so nobody sits out twice
    before everyone present has once), at random among equals. Then the seating rule:
    - random: the players in a random order, cut into tables;
    - standings: the best together (table 1 the best; level places in random order), as in a
      Swiss draw; each table's seats in random order;
    - new-opponents: the fewest pairs at a table who have met at a table before, then the fewest
      meetings among those pairs; from the random draw of this seed, so never more pairs than it.
    """
    names = tuple(players)
    if len(set(names)) != len(names):
        raise ValueError("a player is given twice")
    check_rules(rules)
    number = len(history) + 1
    sizes, out = table_sizes(len(names), rules)
    byes = set(_sitting_out(names, history, out, _stream(seed, number, "byes")))
    order = _shuffled(_stream(seed, number, "seats"), [name for name in names if name not in byes])
    if rules.seating == "standings":
        known = places or {}
        ranked = sorted(order, key=lambda name: (name not in known, known.get(name, 0)))
        tables = _cut(ranked, sizes)
        at = {name: spot for spot, name in enumerate(order)}
        tables = [sorted(table, key=at.__getitem__) for table in tables]
    elif rules.seating == "new-opponents":
        tables = _new_opponents(order, sizes, history, _stream(seed, number, "search"))
    else:
        tables = _cut(order, sizes)
    return Sitting(tuple(tuple(table) for table in tables), tuple(name for name in names if name in byes))


def _stream(seed: str, sitting: int, purpose: str) -> Random:
    """A sitting's random numbers for one purpose, the same on every machine and Python."""
    from random import Random  # only where a sitting is drawn: the state and the standings need none

    return Random(f"hjerter evening\n{seed}\n{sitting}\n{purpose}")


def _below(rng: Random, bound: int) -> int:
    """A whole number 0 <= n < bound, each as likely, from getrandbits alone."""
    bits = bound.bit_length()
    while True:
        number = rng.getrandbits(bits)
        if number < bound:
            return number


def _shuffled(rng: Random, items: Sequence[str]) -> list[str]:
    """The items in a random order (Fisher-Yates, from the last place down)."""
    shuffled = list(items)
    for place in range(len(shuffled) - 1, 0, -1):
        other = _below(rng, place + 1)
        shuffled[place], shuffled[other] = shuffled[other], shuffled[place]
    return shuffled


def missed(players: Sequence[str], history: Sequence[Sitting]) -> dict[str, int]:
    """How many of the sittings so far each player has not played (byes, and before arriving or
    while gone)."""
    counts = dict.fromkeys(players, 0)
    for sitting in history:
        seated = sitting.seated
        for name in counts:
            counts[name] += name not in seated
    return counts


def _sitting_out(names: tuple[str, ...], history: Sequence[Sitting], out: int, rng: Random) -> list[str]:
    """The `out` players who sit out: those who have missed the fewest sittings, at random among equals."""
    if not out:
        return []
    counts = missed(names, history)
    return sorted(_shuffled(rng, names), key=counts.__getitem__)[:out]  # sorted is stable


def _cut(order: Sequence[str], sizes: Sequence[int]) -> list[list[str]]:
    """The players in order, cut into tables of these sizes."""
    tables, start = [], 0
    for size in sizes:
        tables.append(list(order[start : start + size]))
        start += size
    return tables


def _new_opponents(
    order: list[str], sizes: tuple[int, ...], history: Sequence[Sitting], rng: Random
) -> list[list[str]]:
    """The tables with the fewest pairs who have met, from the random draw `order` cut into tables."""
    cost = meetings(order, [sitting.tables for sitting in history], MET)
    groups = best_groups(cost, sizes, rng, SEARCHED, RESTARTS)
    return [[order[player] for player in sorted(group)] for group in groups]
