"""Players into groups of given sizes at the least cost of who sits with whom: the search behind the
`new-opponents` draw (core/draw.py). Players are numbers 0..n-1; a cost is a square table of whole
numbers, cost[a][b] == cost[b][a], what seating a and b together costs; a draw's cost is the sum over
every two players at one table."""

from __future__ import annotations

from math import factorial, prod

from hjerter_cli.core.records import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence
    from random import Random

Groups = list[list[int]]


def meetings(order: Sequence[str], past: Sequence[Sequence[Sequence[str]]], met: int) -> list[list[int]]:
    """The cost of seating each two of `order` together: 0 for two who have not met at a table of
    `past` (each a sitting's tables), else `met` plus the times they have met."""
    index = {name: spot for spot, name in enumerate(order)}
    times = [[0] * len(order) for _name in order]
    for tables in past:
        for table in tables:
            here = [index[name] for name in table if name in index]
            for a in here:
                for b in here:
                    times[a][b] += a != b
    return [[met + count if count else 0 for count in row] for row in times]


def groups_cost(cost: list[list[int]], groups: Groups) -> int:
    """What a draw costs: every two players at one table, once."""
    return sum(cost[a][b] for group in groups for at, a in enumerate(group) for b in group[at + 1 :])


def partitions(sizes: Sequence[int]) -> int:
    """How many ways there are to seat sum(sizes) players at tables of these sizes (tables of one
    size not told apart)."""
    alike = prod(factorial(sizes.count(size)) for size in set(sizes))
    return factorial(sum(sizes)) // (prod(factorial(size) for size in sizes) * alike)


def best_groups(cost: list[list[int]], sizes: Sequence[int], rng: Random, searched: int, restarts: int) -> Groups:
    """Groups of these sizes (in this order) at a low cost, never above the first draw's (players
    0.. cut in order): the least there is when there are at most `searched` ways (every way
    tried), else the best of local searches, the first from that draw and `restarts` more from it
    shaken."""
    first = _cut(len(cost), sizes)
    if not groups_cost(cost, first):
        return first
    if partitions(sizes) <= searched:
        return _searched(cost, sizes, first)
    best = _improved(cost, first)
    lowest = groups_cost(cost, best)
    for _restart in range(restarts):
        if not lowest:
            break
        tried = _improved(cost, _shaken(best, rng))
        if (value := groups_cost(cost, tried)) < lowest:
            best, lowest = tried, value
    return best


def _cut(count: int, sizes: Sequence[int]) -> Groups:
    groups, start = [], 0
    for size in sizes:
        groups.append(list(range(start, start + size)))
        start += size
    return groups


def _shaken(groups: Groups, rng: Random) -> Groups:
    """The groups with a few players swapped between tables at random (as many swaps as tables)."""
    shaken = [list(group) for group in groups]
    for _swap in range(len(shaken)):
        first, second = rng.getrandbits(16) % len(shaken), rng.getrandbits(16) % len(shaken)
        if first != second:
            a, b = rng.getrandbits(16) % len(shaken[first]), rng.getrandbits(16) % len(shaken[second])
            shaken[first][a], shaken[second][b] = shaken[second][b], shaken[first][a]
    return shaken


def _improved(cost: list[list[int]], groups: Groups) -> Groups:
    """A local search: swap two players of different tables while that lowers the cost."""
    count, where = len(cost), [0] * len(cost)
    for table, group in enumerate(groups):
        for player in group:
            where[player] = table
    # toward[p][t]: what player p costs with everyone at table t
    toward = [[sum(row[other] for other in group) for group in groups] for row in cost]
    changed = True
    while changed:
        changed = False
        for a in range(count):
            for b in range(a + 1, count):
                at, bt = where[a], where[b]
                if at == bt:
                    continue
                both = cost[a][b]
                if toward[b][at] - toward[a][at] + toward[a][bt] - toward[b][bt] - 2 * both < 0:
                    for row, toward_row in zip(cost, toward):
                        toward_row[at] += row[b] - row[a]
                        toward_row[bt] += row[a] - row[b]
                    where[a], where[b] = bt, at
                    changed = True
    return [sorted(player for player in range(count) if where[player] == table) for table in range(len(groups))]


def _searched(cost: list[list[int]], sizes: Sequence[int], first: Groups) -> Groups:
    """The least-cost groups, every way tried (a player at a time; of empty tables of one size only
    the first), cutting off a way as soon as it costs as much as the best so far."""
    best, lowest = [list(group) for group in first], groups_cost(cost, first)
    groups: Groups = [[] for _size in sizes]

    def place(player: int, spent: int) -> None:
        nonlocal best, lowest
        if player == len(cost):
            best, lowest = [list(group) for group in groups], spent
            return
        row = cost[player]
        for table, group in enumerate(groups):
            if len(group) == sizes[table]:
                continue
            if not group and any(not groups[t] and sizes[t] == sizes[table] for t in range(table)):
                continue
            more = spent + sum(row[other] for other in group)
            if more < lowest:
                group.append(player)
                place(player + 1, more)
                group.pop()

    place(0, 0)
    return best
