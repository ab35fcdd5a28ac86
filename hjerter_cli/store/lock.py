"""The writer's lock of a game file: one writer at a time; readers never lock."""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from hjerter_cli.core.refusals import phrase
from hjerter_cli.errors import RefusedError, StoreError, UsageError
from hjerter_cli.store.paths import cannot_use, exists, lock_path
from hjerter_cli.store.writing import real_path

LOCK_TIMEOUT = 10.0


def _try_lock(fd: int) -> None:
    """Take the lock without waiting, or raise OSError (EAGAIN or EACCES) while another holds it.

    fcntl.flock where there is one (Linux, macOS); on Windows msvcrt.locking on the lock file's
    first byte, which the system also lets go when the process dies."""
    try:
        import fcntl
    except ImportError:
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError as error:
            raise OSError(errno.EACCES, error.strerror or "locked") from error
        return
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def lock_timeout() -> float:
    """$HJERTER_LOCK_TIMEOUT seconds, else 10."""
    text = os.environ.get("HJERTER_LOCK_TIMEOUT")
    if not text:
        return LOCK_TIMEOUT
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds < 1e6:
        raise UsageError(phrase("lock-timeout-not-seconds").format(text=text))
    return seconds


@contextmanager
def locked(path: Path, forget_if_missing: bool = False) -> Iterator[None]:
    """Hold the writer's lock of a game file (on NAME.toml.lock, never the game file itself).

    fcntl.flock: the kernel drops it when the process dies, so a kill -9 leaves no stale lock.
    A lock file that was removed or replaced while we waited (by `delete`) guards nothing any
    more: we take the one now at the path instead. With `forget_if_missing`, a lock file whose
    game does not exist when we are done (a `new` that failed) is removed again.
    """
    patience = lock_timeout()  # a bad setting is refused before the lock file is made
    lock_file = Path(lock_path(real_path(path)))
    deadline = time.monotonic() + patience
    while True:
        fd = _open_lock(lock_file, path)
        try:
            _flock(fd, lock_file, path, deadline)
            if _same_file(fd, lock_file):
                break
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # removed while we waited: try the one there now
    try:
        yield
    finally:
        if forget_if_missing and not exists(real_path(path)):
            with suppress(OSError):
                os.unlink(lock_file)
        os.close(fd)


FOLDER_LOCK = ".index.lock"  # in the games folder: a dot name, which no command takes for a game


@contextmanager
def folder_locked(folder: Path) -> Iterator[bool]:
    """Hold the lock of the folder a game file is in (every writer takes it after the game's own
    lock, and holds it while it saves or deletes): so that what is kept beside the games (the Tab's
    index) can be brought up to date by each writer in turn, never by two at once. Yields whether
    it is held: a folder where no lock file can be made (none yet, or not writable) is not
    locked, and then nothing beside the games is brought up to date."""
    patience = lock_timeout()
    try:
        fd = os.open(folder / FOLDER_LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    except (OSError, ValueError):
        yield False
        return
    try:
        _flock(fd, folder / FOLDER_LOCK, folder, time.monotonic() + patience)
        yield True
    finally:
        os.close(fd)


# A symbolic link is never followed to make a lock file: one that leads nowhere is refused, never
# made wherever it points (out of the data dir, perhaps). Windows has no O_NOFOLLOW (nor such links).
NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)


def make_lock_file(path: Path) -> bool:
    """Make the lock file of a game file (not a link) where there is none yet; whether one was
    made (what goes wrong is for `locked` to say)."""
    try:
        os.close(os.open(lock_path(path), os.O_RDWR | os.O_CREAT | os.O_EXCL | NO_FOLLOW, 0o644))
    except (OSError, ValueError):
        return False
    return True


def _open_lock(lock_file: Path, path: Path) -> int:
    try:
        return os.open(lock_file, os.O_RDWR | os.O_CREAT | NO_FOLLOW, 0o644)
    except IsADirectoryError as error:
        raise StoreError(cannot_use(lock_file, error)) from error
    except FileNotFoundError as error:
        raise RefusedError(phrase("no-folder-for-game").format(folder=path.parent)) from error
    except OSError as error:
        if error.errno == errno.ELOOP and os.path.islink(lock_file):
            return _open_linked_lock(lock_file)
        raise StoreError(cannot_use(path.parent, error)) from error


def _open_linked_lock(lock_file: Path) -> int:
    """A lock file that is a symbolic link: the file it leads to, where there is one; a link that
    leads nowhere (to nothing, or round a loop) is refused, naming it."""
    try:
        return os.open(lock_file, os.O_RDWR)
    except (FileNotFoundError, NotADirectoryError) as error:
        raise StoreError(phrase("lock-file-leads-nowhere").format(path=lock_file)) from error
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise StoreError(phrase("lock-file-leads-nowhere").format(path=lock_file)) from error
        raise StoreError(cannot_use(lock_file, error)) from error


def _flock(fd: int, lock_file: Path, path: Path, deadline: float) -> None:
    while True:
        try:
            _try_lock(fd)
            return
        except OSError as error:
            if error.errno not in (errno.EAGAIN, errno.EACCES):
                raise StoreError(cannot_use(lock_file, error)) from error
            if time.monotonic() >= deadline:
                raise StoreError(phrase("locked-too-long").format(path=path)) from error
            time.sleep(0.02)


def _same_file(fd: int, lock_file: Path) -> bool:
    """Whether the lock we hold is still the file at its path."""
    try:
        held, there = os.fstat(fd), os.stat(lock_file)
    except OSError:
        return False
    return (held.st_dev, held.st_ino) == (there.st_dev, there.st_ino)
