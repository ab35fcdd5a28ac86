"""Writing game files and the files beside them: atomically (store/kept.py's one atomic write, with
fsync), a game with its backup, and never a file its owner made read-only."""

from __future__ import annotations

import os
from contextlib import suppress
from pathlib import Path

from hjerter_cli.core.game import Game
from hjerter_cli.core.refusals import Phrase, phrase
from hjerter_cli.errors import StoreError
from hjerter_cli.store import codec, kept, plaintoml
from hjerter_cli.store.paths import backup_path, cannot_use, exists, games_dir


def make_dirs(base: Path) -> None:
    """Create the data dir and its games folder on first write."""
    try:
        Path(games_dir(base)).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(phrase("data-dir-unusable").format(path=base, reason=reason(error))) from error


def real_path(path: Path) -> Path:
    """The file a path stands for: a symbolic link's target, so that saving keeps the link a link."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):
        return path


def reason(error: OSError) -> OSError:
    """Why the system refused: the error itself, said at the edge in the language of the moment."""
    return error


# Writing -------------------------------------------------------------------------------------


def fsync_dir(folder: Path) -> None:
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
    clear_stale_temps(path.parent, [path.name])


def clear_stale_temps(folder: Path, names: list[str]) -> None:
    """Remove the temp files that killed writers left of the files `names` in `folder`, listing
    the folder once (a command that writes many games clears them all first)."""
    try:
        listed = os.listdir(folder)
    except OSError:
        return
    wanted = set(names)
    for name in listed:
        if not (name.startswith(".") and name.endswith(".tmp")):
            continue
        of, _dot, pid = name[1 : -len(".tmp")].rpartition(".")  # .NAME.PID.tmp
        if of not in wanted or (pid.isdigit() and _alive(int(pid))):
            continue
        with suppress(OSError):
            os.unlink(folder / name)


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


def write_temp(path: Path, data: bytes) -> Path:
    """Write and fsync a temp file beside `path`, with the permission bits of the regular file at
    `path` when there is one."""
    try:
        return Path(kept.write_temp(path, data))
    except OSError as error:
        raise StoreError(write_failed(path, error)) from error


def write_failed(path: Path, error: OSError) -> Phrase:
    return phrase("write-failed").format(path=path, reason=reason(error))


def replace_file(temp: Path, path: Path) -> None:
    try:
        kept.replace(temp, path)
    except OSError as error:
        raise StoreError(write_failed(path, error)) from error


def write_atomic(path: Path, content: str | bytes, follow_links: bool = True, clear_temps: bool = True) -> None:
    """Temp file in the same folder, flushed and fsynced, os.replace, then fsync of the folder.

    With `follow_links`, through a symbolic link the file it points to is replaced and the link
    stays a link, and the file keeps its permission bits; a link to anything but a regular file
    (a device, a FIFO) is never replaced through. Without it (the files hjerter keeps beside the
    games), whatever stands at `path` itself is replaced by the new file, and no link is followed
    out of the data dir."""
    if follow_links:
        target = real_path(path)
        if target != path and exists(target) and not target.is_file():
            raise StoreError(phrase("link-to-no-regular-file").format(path=path, target=target))
        path = target
    if clear_temps:
        _clear_stale_temps(path)
    data = content.encode("utf-8") if isinstance(content, str) else content
    replace_file(write_temp(path, data), path)
    fsync_dir(path.parent)


def save(path: Path, game: Game) -> None:
    """Replace the game file atomically, keeping the version it replaces as NAME.toml.bak.

    The new game is written in full before anything is replaced, and the backup is a second name
    for the old file (a hard link; a copy where the file system has none), so a full disk or a
    failure at any step leaves the game and its backup as they were."""
    text = game_text(path, game)
    path = real_path(path)
    for written in (path, Path(backup_path(path))):
        check_writable(written)
    clear_stale_temps(path.parent, [path.name, Path(backup_path(path)).name])  # the folder listed once
    new = write_temp(path, text)
    try:
        backup = _backup_temp(path)
        if backup is not None:
            replace_file(backup, Path(backup_path(path)))
    except BaseException:
        with suppress(OSError):
            new.unlink()
        raise
    replace_file(new, path)
    fsync_dir(path.parent)


def game_text(path: Path, game: Game) -> bytes:
    """The game file's bytes, checked to read back as the same game (a file from before `started`
    records, at its first save, when it was last changed)."""
    if not game.started:
        game = game._replace(started=codec.started_from_file(path))
    text = codec.dumps(game, table_in_a_club(Path(path).parent.parent))
    if codec.game_from_data(plaintoml.document(text)) != game:
        raise StoreError(phrase("not-written-faithfully").format(path=path))
    return text.encode("utf-8")


def table_in_a_club(base: Path) -> str:
    """This table's name where the data dir is in a club (HJERTER_TABLE, else the machine's host
    name; printable, at most 64 characters), written into each game file it saves so that
    `hjerter club` can say which table saved a version last; "" outside a club."""
    if not (os.environ.get("HJERTER_CLUB") or os.path.exists(os.path.join(base, "club"))):
        return ""
    named = os.environ.get("HJERTER_TABLE", "").strip()
    if not named:
        named = os.uname().nodename if hasattr(os, "uname") else os.environ.get("COMPUTERNAME", "")
    return "".join(char for char in named if char.isprintable())[:64] or "table"


def _backup_temp(path: Path) -> Path | None:
    """A temp name for the current game file, to become its .bak; None when there is no game yet."""
    backup = Path(backup_path(path))
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
        raise StoreError(cannot_use(path, error)) from error
    return write_temp(backup, previous)


def check_writable(path: Path) -> None:
    """A game file (or its backup) that its owner made read-only is refused, never replaced, even
    where the folder would let it be (and for root, whom nothing stops)."""
    try:
        info = os.stat(path)
    except OSError:
        return  # nothing there yet, or nothing to read: the write itself will say
    if not info.st_mode & 0o222 or not os.access(path, os.W_OK):
        raise StoreError(phrase("game-file-read-only").format(path=path))


def set_current(base: Path, name: str | None) -> None:
    """Remember `name` as the current game (None forgets it)."""
    path = base / "current"
    if name is None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise StoreError(cannot_use(path, error)) from error
        return
    make_dirs(base)
    write_atomic(path, name + "\n", follow_links=False)
