"""--output: the sheet written into a file, never over a game."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from hjerter_cli.errors import RefusedError, StoreError
from hjerter_cli.i18n import _


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
    from hjerter_cli.store.saving import real_path, write_export  # a show without --output never loads it

    target = real_path(path)
    there = _identity(path)
    hits = there is not None and any(_identity(kept) == there for kept in protected)
    if hits or target in {real_path(kept) for kept in protected}:
        raise RefusedError(
            _("{path} is a game file (or its backup); choose another file for --output.").format(path=path)
        )
    if target.parent == real_path(games):
        raise RefusedError(
            _("{path} is in the games folder, where only games live; choose another file for --output.").format(
                path=path
            )
        )
    try:
        info = os.stat(path)
    except OSError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise RefusedError(_("{path} is a folder; give a file name for --output.").format(path=path))
    if info is None or stat.S_ISREG(info.st_mode):
        write_export(target, text)
        return
    try:
        with open(path, "w", encoding="utf-8") as stream:
            stream.write(text)
    except OSError as error:
        from hjerter_cli.locale.reasons import reason

        said = reason(error, writing=True)
        raise StoreError(_("Could not write {path} ({reason}).").format(path=path, reason=said)) from error
