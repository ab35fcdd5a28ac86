"""The last rating worked out, kept beside the games: a shortcut for `player`, never a source.

A rating is the whole history's (core/rating.py): every finished game counted, in order. Working
it out again is most of what a player's page costs, so the rows of the last one are kept in
`rating-cache`, with a digest of exactly the games they were worked out from (their names and
records, in order) and what worked them out (this hjerter, the rating's library). The rows are
plain text, a line a player, read back field by field (a name has no control character). Other
games, a cache of another version, or one damaged in any way: the rating is worked out again."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from hjerter_cli.store import kept

RATING_CACHE = kept.RATING_CACHE  # a line saying what it is and which games, then a line a row (tabs)
SCHEMA = 2  # 2: the header and checksum of store/kept.py
CACHE_SIZE = 16 * 1024 * 1024
# A row's types, in PlayerRating's order: name, rating, mu, sigma, games, wins, last_change.
TYPES = (str, float, float, float, int, int, float)


def ratings(base: Path, games: list[tuple[str, Any]]) -> list[Any]:
    """`core.rating.ratings(games)`: from the cache when it was worked out from these very games,
    else worked out (and kept, where the data dir can be written)."""
    from hjerter_cli.core.rating import PlayerRating

    head = header(games)
    path = os.path.join(base, RATING_CACHE)
    rows = _read(path, head)
    if rows is not None:
        return [PlayerRating(*row) for row in rows]
    from hjerter_cli.core.rating import ratings as worked_out

    found = worked_out(games)
    body = "".join("\t".join(map(repr, row[1:])).join((row.name + "\t", "\n")) for row in found).encode()
    kept.keep(path, kept.seal(head, body))  # a read-only data dir still shows the page; it is just not kept
    return found


def header(games: list[tuple[str, Any]]) -> str:
    """What the rows were worked out from and by: the schema, this hjerter and Python, the rating's
    library, and a digest of the games counted (names and records, in order)."""
    import openskill  # its version alone: the models are imported only to work a rating out

    names, records = zip(*games) if games else ((), ())
    counted = kept.serial((names, list(map(tuple, records))))
    return kept.header("rating cache", SCHEMA, openskill.__version__, _digest(counted))


def _digest(data: bytes) -> str:
    """Two checksums and the length: a change of the games shows (zlib: no OpenSSL to start for it)."""
    import zlib

    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}-{len(data)}"


def _read(path: str, head: str) -> list[tuple[Any, ...]] | None:
    """The cached rows when the cache is of these games and whole (its digest its rows'), every
    row of the right number of fields, each of its type; else None."""
    found = kept.unsealed(path, head, 0, CACHE_SIZE)
    if found is None:
        return None
    rows = []
    try:
        for text in found[1].decode("utf-8").splitlines():
            fields = text.split("\t")
            if len(fields) != len(TYPES):
                return None
            rows.append(tuple(kind(field) for kind, field in zip(TYPES, fields)))
    except ValueError:  # not UTF-8, or a figure that is not one
        return None
    return rows
