"""The club's copies this table could not write.

A save in a club whose copy for the club cannot be written (the club's games folder full,
read-only, missing, a file where the folder should be) is still the save it was: the step after
the save (store/saving.py `club_copy`) gives back what went wrong instead of raising it, and the
command says it in one line. What the club's file of the game held then is noted beside the games,
in `club-behind` (hjerter's own bookkeeping, never in the club's folder): a digest of it when it
was this table's own older version ("" when the club held no file of the game). So the next save
or `hjerter club publish` replaces that file as this table's own, whatever the save changed (an
edit, an undo), and `hjerter club` names the game as behind until then.
"""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path

from hjerter_cli.errors import HjerterError, StoreError
from hjerter_cli.store import club
from hjerter_cli.store.paths import read_small

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.core.game import Game
    from hjerter_cli.store.paths import PathText

BEHIND = "club-behind"  # beside the games: JSON, {a game file's path: the digest noted, or ""}
MOST = 4 * 1024 * 1024
NOT_OURS = "-"  # the club's file then was another table's version: nothing of it is this table's


def copy(base: PathText, path: PathText, game: Game) -> StoreError | None:
    """Write the club's copy of a game just saved (club.copy_saved); what went wrong, if it could
    not be written (noted), None once it is (the note of an earlier failure dropped)."""
    notes = noted(base)
    key = os.path.abspath(path)
    try:
        club.copy_saved(base, path, game, behind=notes.get(key, ""))
    except StoreError as error:
        _note(base, notes, key, _held(base, path, game, notes.get(key)))
        return error
    forget(base, path, notes)
    return None


def noted(base: PathText) -> dict[str, str]:
    """The notes: game file (absolute path) -> the digest of the club's file it left behind; none
    where the file is missing or cannot be read."""
    data = read_small(os.path.join(base, BEHIND), MOST)
    if data is None:
        return {}  # the everyday case: nothing noted, and nothing more to import
    import json

    try:
        notes = json.loads(data)
    except ValueError:
        return {}
    if not isinstance(notes, dict):
        return {}
    return {path: held for path, held in notes.items() if isinstance(held, str)}


def note(base: PathText, path: PathText, held: str) -> None:
    """The club's file of the game at `path` holds this table's own older version (its digest)."""
    _note(base, noted(base), os.path.abspath(path), held)


def forget(base: PathText, path: PathText, notes: dict[str, str] | None = None) -> None:
    """The club's copy of the game at `path` is written: its note, if any, goes."""
    notes = noted(base) if notes is None else notes
    if notes.pop(os.path.abspath(path), None) is not None:
        _write(base, notes)


def _held(base: PathText, path: PathText, game: Game, before: str | None) -> str:
    """What the club's file of the game holds, as a note, at the first failure (a note made before
    stands: the club's file has not changed since, as far as this table knows): its digest where
    it is this table's older version (as club.publish decides), NOT_OURS where another table
    changed it; where it cannot be read (missing, or the folder cannot be used), the digest of the
    version this save replaced, which the club holds when the last save's copy was written."""
    if before is not None:
        return before
    previous = os.fspath(path) + ".bak"
    folder = club.folder_of(base)
    name = club.name_of(game)
    there = club.read_bytes(os.path.join(club.games_of(folder), name)) if folder is not None else None
    if there is None:
        kept = club.read_bytes(previous)
        return club.digest(kept) if kept is not None else ""
    data = club.read_bytes(path)
    mine = data is not None and club.stands(there, data, previous) == "behind"
    return club.digest(there) if mine else NOT_OURS


def _note(base: PathText, notes: dict[str, str], key: str, held: str) -> None:
    notes[key] = held
    _write(base, notes)


def _write(base: PathText, notes: dict[str, str]) -> None:
    """The notes, written atomically beside the games; where that cannot be, they are not kept
    (the save itself stands, and the game is named as behind where the club's file says so)."""
    import json

    from hjerter_cli.store.writing import write_atomic

    with suppress(HjerterError, OSError):
        if notes:
            write_atomic(Path(base) / BEHIND, json.dumps(notes, sort_keys=True) + "\n", follow_links=False)
        else:
            with suppress(FileNotFoundError):
                os.unlink(os.path.join(base, BEHIND))
