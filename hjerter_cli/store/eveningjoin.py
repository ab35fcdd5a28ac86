"""Two versions of an evening's plan, as a club's sync joins them (store/clubjoin.py): the plan is
only ever added to, so the version that extends the other is kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hjerter_cli.store.evening import Unusable, parse

if TYPE_CHECKING:
    from hjerter_cli.core.evening import Plan


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


def joined(here: bytes, there: bytes) -> bytes:
    """Two versions of a plan changed at two places, as a sync keeps them: the one that extends the
    other (the plan is only ever added to); anything else, this side's (at the director's machine,
    the director's), or the only one that can be read."""
    try:
        mine = parse(here, "here")
    except Unusable:
        mine = None
    try:
        theirs = parse(there, "there")
    except Unusable:
        return here
    if mine is None:
        return there
    return there if extends(theirs, mine) and not extends(mine, theirs) else here
