"""Whether hearts taken by value can have been dealt: the thirteen hearts 2..A (each twice with
two packs) split among the players so each gets exactly the sum entered. Pure."""

from __future__ import annotations

from hjerter_cli.core.records import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

HEART_RANKS = tuple(range(2, 15))  # 2..10, J 11, Q 12, K 13, A 14: 104 in all


def dealable(sums: tuple[int, ...], copies: int = 1) -> bool:
    """Whether the thirteen hearts 2..A (each twice with two packs) split among the players so
    each gets exactly their sum.

    The hands are dealt a player at a time, the smallest sum first (it has the fewest ways to be
    made), from what is still in the pack (a count per rank); the last two need no search: the
    second last takes any cards that make its sum and the last the rest. A pack already found
    not to deal out to the players after it is not tried again."""
    if sum(sums) != copies * sum(HEART_RANKS) or min(sums, default=0) < 0:
        return False
    wanted = tuple(sorted(value for value in sums if value))
    failed: set[tuple[int, tuple[int, ...]]] = set()

    def deal(player: int, pack: tuple[int, ...]) -> bool:
        if len(wanted) - player <= 1:
            return True  # the sums add up: the last player takes what is left
        if len(wanted) - player == 2:
            return _makes(pack, wanted[player])
        if (player, pack) in failed:
            return False
        for hand in _hands(pack, 0, wanted[player]):
            if deal(player + 1, tuple(count - taken for count, taken in zip(pack, hand))):
                return True
        failed.add((player, pack))
        return False

    return deal(0, (copies,) * len(HEART_RANKS))


def _makes(pack: tuple[int, ...], value: int) -> bool:
    """Whether some of the hearts in `pack` (a count per rank) are worth exactly `value`."""
    reached = 1  # bit v set: v can be made
    for count, rank in zip(pack, HEART_RANKS):
        for _copy in range(count):
            reached |= reached << rank
    return bool(reached >> value & 1)


def _hands(pack: tuple[int, ...], start: int, value: int) -> Iterator[tuple[int, ...]]:
    """Every hand of the ranks from `start` on in `pack` worth exactly `value`, as counts per rank."""
    if value == 0:
        yield (0,) * (len(pack) - start)
        return
    if start == len(pack) or sum(count * rank for count, rank in zip(pack[start:], HEART_RANKS[start:])) < value:
        return
    rank = HEART_RANKS[start]
    for taken in range(min(pack[start], value // rank), -1, -1):
        for rest in _hands(pack, start + 1, value - taken * rank):
            yield (taken, *rest)
