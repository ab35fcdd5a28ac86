"""Two versions of an evening's plan, as a club's sync joins them (store/clubjoin.py): the plan is
only ever added to, so the version that extends the other is kept."""

from __future__ import annotations

from hjerter_cli.core.evening import extends
from hjerter_cli.store.evening import Unusable, parse


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
