"""Game files on disk: read at once or refused (regular, small), written atomically with a backup."""

from __future__ import annotations

import os
import stat
from contextlib import suppress
from pathlib import Path

from hjerter_cli import plaintoml
from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.errors import RefusedError, StoreError
from hjerter_cli.i18n import _
from hjerter_cli.store import codec
from hjerter_cli.store.paths import _cannot_use, _reason, backup_path, exists, make_dirs, real_path

MAX_FILE_SIZE = 1024 * 1024  # 1 MiB: far beyond any game (5,000 rounds of four take about 130 KiB)


def read_game_bytes(path: Path) -> bytes:
    """A game file's bytes: a regular file (after links) of at most 1 MiB, else refused at once."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except FileNotFoundError as error:
        raise RefusedError(_("There is no game file {path}.").format(path=path)) from error
    except IsADirectoryError as error:
        raise StoreError(_("{path} is a folder, not a game file.").format(path=path)) from error
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _("a folder") if stat.S_ISDIR(info.st_mode) else _("not a regular file")
            raise StoreError(_("{path} is {kind}, so it cannot be a game file.").format(path=path, kind=kind))
        if info.st_size > MAX_FILE_SIZE:
            raise StoreError(_too_big(path))
        data = os.read(fd, MAX_FILE_SIZE + 1)
        if len(data) > MAX_FILE_SIZE:
            raise StoreError(_too_big(path))
        return data
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    finally:
        os.close(fd)


def _too_big(path: Path) -> str:
    return _("The game file {path} is larger than 1 MiB, far more than any game; it cannot be used.").format(path=path)


def load(path: Path) -> tuple[Game, Sheet]:
    """Read and score a game file; a damaged one is an exit-3 error naming the file and its backup."""
    raw = read_game_bytes(path)
    try:
        game = codec.game_from_data(plaintoml.document(raw.decode("utf-8")))
        return game, sheet(game)
    except UnicodeDecodeError as error:
        problem = _("it is not UTF-8 text")
        raise StoreError(_damaged(path, problem)) from error
    except plaintoml.NotToml as error:
        raise StoreError(_damaged(path, _("it is not valid TOML ({detail})").format(detail=error))) from error
    except codec._Damaged as error:
        raise StoreError(_damaged(path, str(error))) from error
    except RefusedError as error:
        raise StoreError(_damaged(path, error.message.rstrip("."))) from error
    except (RecursionError, ValueError, TypeError, MemoryError) as error:
        # Nesting too deep for the parser, a number too long to read: values no game has.
        raise StoreError(_damaged(path, _("it holds values no game has"))) from error


def _damaged(path: Path, problem: str) -> str:
    message = _("The game file {path} cannot be used: {problem}.").format(path=path, problem=problem)
    backup = backup_path(path)
    if backup.is_file():
        message += " " + _("Its previous version is in {backup}.").format(backup=backup)
    return message


# Writing -------------------------------------------------------------------------------------


def _fsync_dir(folder: Path) -> None:
    # The new file is in place already; a folder that cannot be fsynced (some filesystems refuse)
    # must not turn a finished save into a reported failure.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _clear_stale_temps(path: Path) -> None:
    """Remove temp files of `path` left by writers that were killed (their process is gone)."""
    try:
        names = os.listdir(path.parent)
    except OSError:
        return
    prefix = f".{path.name}."
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid = name[len(prefix) : -len(".tmp")]
        if pid.isdigit() and _alive(int(pid)):
            continue
        with suppress(OSError):
            os.unlink(path.parent / name)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # ours, from an earlier failed step of this very process
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _write_temp(path: Path, data: bytes) -> Path:
    """Write and fsync a temp file beside `path`, with the permission bits of the regular file at
    `path` when there is one."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        info = os.lstat(path)
        mode = stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else None
    except OSError:
        mode = None
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            if mode is not None:
                os.fchmod(fd, mode)
            written = 0
            while written < len(data):
                written += os.write(fd, data[written:])
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException as error:  # a failed write, or Ctrl-C: never leave the temp file behind
        with suppress(OSError):
            temp.unlink()
        if isinstance(error, OSError):
            raise StoreError(_nothing_changed(path, error)) from error
        raise
    return temp


def _nothing_changed(path: Path, error: OSError) -> str:
    return _("Could not write {path} ({reason}); nothing was changed.").format(path=path, reason=_reason(error))


def _replace(temp: Path, path: Path) -> None:
    try:
        os.replace(temp, path)
        # When both names are already links to one file (a backup that is the game file it backs
        # up), rename does nothing and leaves the temp name: drop it.
        with suppress(FileNotFoundError):
            os.unlink(temp)
    except OSError as error:
        with suppress(OSError):
            temp.unlink()
        raise StoreError(_nothing_changed(path, error)) from error


def write_atomic(path: Path, content: str | bytes, follow_links: bool = True) -> None:
    """Temp file in the same folder, flushed and fsynced, os.replace, then fsync of the folder.

    With `follow_links`, through a symbolic link the file it points to is replaced and the link
    stays a link, and the file keeps its permission bits; a link to anything but a regular file
    (a device, a FIFO) is never replaced through. Without it (the files hjerter keeps beside the
    games), whatever stands at `path` itself is replaced by the new file, and no link is followed
    out of the data dir."""
    if follow_links:
        target = real_path(path)
        if target != path and exists(target) and not target.is_file():
            raise StoreError(
                _("{path} leads to {target}, which is not a regular file; nothing was written.").format(
                    path=path, target=target
                )
            )
        path = target
    _clear_stale_temps(path)
    data = content.encode("utf-8") if isinstance(content, str) else content
    _replace(_write_temp(path, data), path)
    _fsync_dir(path.parent)


def save(path: Path, game: Game) -> None:
    """Replace the game file atomically, keeping the version it replaces as NAME.toml.bak.

    The new game is written in full before anything is replaced, and the backup is a second name
    for the old file (a hard link; a copy where the file system has none), so a full disk or a
    failure at any step leaves the game and its backup as they were."""
    if not game.started:  # a file from before `started`: its first save records when it was last changed
        game = game._replace(started=codec.started_from_file(path))
    text = codec.dumps(game)
    if codec.game_from_data(plaintoml.document(text)) != game:
        raise StoreError(
            _("The game could not be written faithfully to {path}; nothing was changed.").format(path=path)
        )
    path = real_path(path)
    _clear_stale_temps(path)
    new = _write_temp(path, text.encode("utf-8"))
    try:
        backup = _backup_temp(path)
        if backup is not None:
            _replace(backup, backup_path(path))
    except BaseException:
        with suppress(OSError):
            new.unlink()
        raise
    _replace(new, path)
    _fsync_dir(path.parent)


def _backup_temp(path: Path) -> Path | None:
    """A temp name for the current game file, to become its .bak; None when there is no game yet."""
    backup = backup_path(path)
    _clear_stale_temps(backup)
    temp = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    with suppress(FileNotFoundError):
        temp.unlink()
    try:
        os.link(path, temp)
        return temp
    except FileNotFoundError:
        return None
    except OSError:
        pass  # no hard links here: copy instead
    try:
        previous = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    return _write_temp(backup, previous)


def set_current(base: Path, name: str | None) -> None:
    """Remember `name` as the current game (None forgets it)."""
    path = base / "current"
    if name is None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise StoreError(_cannot_use(path, error)) from error
        return
    make_dirs(base)
    write_atomic(path, name + "\n", follow_links=False)
