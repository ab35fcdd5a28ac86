"""The club's notes (DIR/removed.toml): the games it removed, so that a removal sticks, and the
versions `club keep` set aside, so that every table counts the version kept.

`hjerter club remove GAME` notes the game's club file name; no later save at any table writes
that game back into the club, until `hjerter club publish GAME` puts it back (noted as well).
Each note is a count, one more than the game's last note of either kind, so that what was done
last wins without any clock: two tables' notes join by taking, for each game, the higher count of
each kind, and a game is removed while its removal's count is the higher. The file is other
people's, read as hostile (any shape, any size up to a game's); one that cannot be read is never
overwritten.

    [removed]
    "2026-12-03T180000Z_ann_bo_cy_0123abcd" = 1
    [back]
    "2026-12-03T180000Z_ann_bo_cy_0123abcd" = 2
    [set_aside]
    "2026-12-03T180000Z_ann_bo_cy_0123abcd" = ["9f2c41d0a4b3e1c27d5a8b60"]

A version set aside (by its fingerprint, store/club.py) is never counted again at any table; notes
of versions set aside join as the union of both tables'.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from collections.abc import Callable

REMOVED = "removed.toml"
MOST = 1024 * 1024


class Notes(NamedTuple):
    removed: dict[str, int]  # a game's club file name (without .toml) -> the count of its removal
    back: dict[str, int]  # -> the count of its putting back
    set_aside: dict[str, list[str]] = {}  # -> the fingerprints of the versions `club keep` set aside

    def gone(self, stem: str) -> bool:
        """Whether the club removed this game (and it was not put back since)."""
        return self.removed.get(stem, 0) > self.back.get(stem, 0)


NONE = Notes({}, {})


class Unreadable(Exception):
    """The note is there but holds no notes hjerter can read (never overwritten)."""


def notes_in(data: bytes | None, strict: bool = False) -> Notes:
    """The notes a file's bytes hold; with `strict`, Unreadable where they hold none."""
    import tomllib

    if data is None:
        return NONE
    try:
        document = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as error:
        if strict:
            raise Unreadable() from error
        return NONE
    tables = [document.get(key, {}) for key in ("removed", "back")]
    if strict and not all(isinstance(table, dict) for table in tables):
        raise Unreadable()
    removed, back = (_counts(table) for table in tables)
    return Notes(removed, back, _fingerprints(document.get("set_aside", {})))


def _fingerprints(table: object) -> dict[str, list[str]]:
    if not isinstance(table, dict):
        return {}
    found = {}
    for key, value in table.items():
        if isinstance(value, list):
            found[str(key)] = sorted({item for item in value if isinstance(item, str) and len(item) <= 64})
    return found


def _counts(table: object) -> dict[str, int]:
    if not isinstance(table, dict):
        return {}
    return {str(key): value for key, value in table.items() if type(value) is int and 0 < value < 2**62}


def read(folder: str, strict: bool = False) -> Notes:
    """The club's notes; with `strict`, Unreadable where the file is there and cannot be read
    (not a regular file, too large, not TOML of this shape)."""
    import stat

    from hjerter_cli.store.paths import read_small

    path = os.path.join(folder, REMOVED)
    try:
        regular = stat.S_ISREG(os.lstat(path).st_mode)
    except FileNotFoundError:
        return NONE
    except (OSError, ValueError) as error:
        if strict:
            raise Unreadable() from error
        return NONE
    data = read_small(path, MOST) if regular else None
    if data is None and strict:
        raise Unreadable()
    return notes_in(data, strict)


def text(notes: Notes) -> bytes:
    import tomli_w

    document: dict[str, object] = {
        "removed": dict(sorted(notes.removed.items())),
        "back": dict(sorted(notes.back.items())),
    }
    if notes.set_aside:
        document["set_aside"] = {key: sorted(value) for key, value in sorted(notes.set_aside.items())}
    return tomli_w.dumps(document).encode("utf-8")


def joined(here: bytes, there: bytes) -> bytes:
    """Two tables' notes joined: for each game, the later of each note."""
    mine, theirs = notes_in(here), notes_in(there)
    aside = {
        key: sorted(set(mine.set_aside.get(key, [])) | set(theirs.set_aside.get(key, [])))
        for key in mine.set_aside.keys() | theirs.set_aside.keys()
    }
    return text(Notes(_later(mine.removed, theirs.removed), _later(mine.back, theirs.back), aside))


def _later(one: dict[str, int], other: dict[str, int]) -> dict[str, int]:
    return {key: max(one.get(key, 0), other.get(key, 0)) for key in one.keys() | other.keys()}


def note(base: str, folder: str, stem: str, removed: bool) -> None:
    """Note that a game was removed (or put back); an unreadable note is refused, untouched. A
    game never removed needs no putting back."""

    def noted(notes: Notes) -> Notes | None:
        if removed == notes.gone(stem) or (not removed and stem not in notes.removed):
            return None
        side = dict(notes.removed if removed else notes.back)
        side[stem] = max(notes.removed.get(stem, 0), notes.back.get(stem, 0)) + 1
        return notes._replace(removed=side) if removed else notes._replace(back=side)

    _change(base, folder, noted)


def set_aside(base: str, folder: str, stem: str, fingerprints: list[str]) -> None:
    """Note versions of a game that `club keep` set aside; an unreadable note is refused, untouched."""

    def noted(notes: Notes) -> Notes:
        aside = dict(notes.set_aside)
        aside[stem] = sorted(set(aside.get(stem, [])) | set(fingerprints))
        return notes._replace(set_aside=aside)

    _change(base, folder, noted)


LOCK = "club-removed"  # beside this data dir's games: the lock file club-removed.lock


def _change(base: str, folder: str, edit: Callable[[Notes], Notes | None]) -> None:
    """Read the notes in full, change them and write them, holding their lock (beside this data
    dir's games, never in the club) from the reading to the writing."""
    from pathlib import Path

    from hjerter_cli.store.lock import locked
    from hjerter_cli.store.writing import make_dirs, write_atomic

    make_dirs(Path(base))
    with locked(Path(base) / LOCK):
        changed = edit(read(folder, strict=True))
        if changed is not None:
            write_atomic(Path(folder) / REMOVED, text(changed), follow_links=False)
