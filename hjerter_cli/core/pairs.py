"""Partner pairs at a new table (core/RULES.md, the big table): --pairs, --pair A+B, or the pairs of
the game it is like. How pairs are kept and checked is in settings.py (check_pairs, sides)."""

from __future__ import annotations

from hjerter_cli.core.refusals import phrase
from hjerter_cli.core.settings import Settings
from hjerter_cli.core.tally import parse_who
from hjerter_cli.errors import RefusedError, UsageError


def pairs_for_new(
    players: tuple[str, ...], opposite: bool | None, named: list[str], model: Settings | None = None
) -> tuple[tuple[str, str], ...]:
    """A new table's partner pairs: `--pairs` (partners opposite, seat i with seat i + n/2),
    `--pair A+B` for each pair (names or seat numbers), or the pairs of the game it is like
    (opposite again when its players are replaced); `--no-pairs` (opposite False): none.
    Options that contradict each other are a usage error; an odd table is refused."""
    if opposite and named:
        raise UsageError(phrase("pairs-and-pair"))
    if named:
        return _named_pairs(players, named)
    carried = model is not None and bool(model.pairs) and opposite is not False
    if opposite or carried:
        if len(players) % 2:
            raise RefusedError(phrase("pairs-odd").format(count=len(players)))
        if carried and model is not None and {name for pair in model.pairs for name in pair} == set(players):
            return model.pairs
        half = len(players) // 2
        return tuple((players[seat], players[seat + half]) for seat in range(half))
    return ()


def _named_pairs(players: tuple[str, ...], named: list[str]) -> tuple[tuple[str, str], ...]:
    """`--pair A+B` each: names or seat numbers (a name may hold a '+': the split that names two
    players counts); every player in exactly one pair."""
    seats: list[int] = []
    for text in named:
        found = None
        for cut in (index for index, char in enumerate(text) if char == "+"):
            try:
                found = (parse_who(players, text[:cut], "--pair"), parse_who(players, text[cut + 1 :], "--pair"))
                break
            except RefusedError:
                continue
        if found is None:
            raise UsageError(phrase("pair-unreadable").format(text=text, players=players))
        if found[0] == found[1]:
            raise UsageError(phrase("pair-with-self").format(text=text, name=players[found[0]]))
        seats += found
    twice = [players[seat] for seat in dict.fromkeys(seats) if seats.count(seat) > 1]
    if twice:
        raise UsageError(phrase("pair-player-twice").format(names=tuple(twice)))
    if len(players) % 2:
        raise RefusedError(phrase("pairs-odd").format(count=len(players)))
    missing = [player for seat, player in enumerate(players) if seat not in seats]
    if missing:
        raise UsageError(phrase("pair-player-missing").format(names=tuple(missing)))
    return tuple((players[seats[index]], players[seats[index + 1]]) for index in range(0, len(seats), 2))
