"""--output: the sheet written into a file, never over a game."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from hjerter_cli.errors import RefusedError, StoreError


def _identity(path: Path) -> tuple[int, int] | None:
    """The file a path leads to (after links): another spelling or a hard link has the same one."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def write_output(path: Path, text: str, protected: list[Path], games: Path) -> None:
    """Write `text` to `path`: a regular file (or a link to one) is replaced atomically; anything
    else that is there already (/dev/stdout, a FIFO, a terminal) is written into. Refused: a
    folder, the games folder, and any `protected` file (the game shown, every game file of the
    data dir, their backups), however `path` names it."""
    from hjerter_cli.render import said_output
    from hjerter_cli.store.saving import real_path, write_export  # a show without --output never loads them

    target = real_path(path)
    there = _identity(path)
    hits = there is not None and any(_identity(kept) == there for kept in protected)
    if hits or target in {real_path(kept) for kept in protected}:
        raise RefusedError(said_output.a_game_file(path))
    if target.parent == real_path(games):
        raise RefusedError(said_output.in_the_games_folder(path))
    try:
        info = os.stat(path)
    except OSError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise RefusedError(said_output.a_folder(path))
    if info is None or stat.S_ISREG(info.st_mode):
        write_export(target, text)
        return
    try:
        with open(path, "w", encoding="utf-8") as stream:
            stream.write(text)
    except OSError as error:
        from hjerter_cli.locale.reasons import reason

        said = reason(error, writing=True)
        raise StoreError(said_output.could_not_write(path, said)) from error
