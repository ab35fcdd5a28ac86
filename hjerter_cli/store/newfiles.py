"""New files that appear all or none (`import` of several games): each written in full to a
hidden temp file beside its place, then linked into place under a name that must still be free.
Imported only by a command that writes such a batch."""

from __future__ import annotations

import errno
import os
from contextlib import suppress
from pathlib import Path

from hjerter_cli.errors import StoreError
from hjerter_cli.store.paths import exists
from hjerter_cli.store.writing import fsync_dir, replace_file, write_failed, write_temp

# What a file system without hard links says to os.link: there a new file is renamed into place.
NO_HARD_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS})


class NewFiles:
    """New files that appear all or none: each written in full to a hidden temp file beside its
    place (`write`), then linked into place under a name that must still be free, never over a
    file (`place`); `undo` removes every one placed and every temp file, whatever step it is at."""

    def __init__(self, places: list[Path]) -> None:
        self.places = places
        self.temps = [place.with_name(f".{place.name}.{os.getpid()}.tmp") for place in places]
        self.written: list[tuple[int, int] | None] = [None] * len(places)

    def write(self, number: int, data: bytes) -> None:
        """The `number`th file's bytes, into its temp file (fsynced)."""
        temp = write_temp(self.places[number], data)
        info = os.stat(temp)
        self.written[number] = info.st_dev, info.st_ino

    def place(self, number: int) -> bool:
        """The `number`th file, linked into place; False where its name is taken (by anything)."""
        temp, place = self.temps[number], self.places[number]
        try:
            os.link(temp, place)
        except FileExistsError:
            return False
        except OSError as error:
            if error.errno not in NO_HARD_LINKS:
                raise StoreError(write_failed(place, error)) from error
            if exists(place) or os.path.islink(place):
                return False
            replace_file(temp, place)  # the lock holds every hjerter writer off the name meanwhile
        with suppress(OSError):
            os.unlink(temp)
        return True

    def undo(self) -> None:
        """Remove every file this batch placed (by which file it is: a file another program put at
        the name stays) and every temp file it wrote."""
        for temp, place, written in zip(self.temps, self.places, self.written, strict=True):
            with suppress(OSError):
                if written is not None and which_file(place, follow=False) == written:
                    os.unlink(place)
            with suppress(OSError):
                os.unlink(temp)

    def synced(self) -> None:
        """The folder synced, so the names placed stay after a crash."""
        fsync_dir(self.places[0].parent)


def which_file(path: Path, follow: bool = True) -> tuple[int, int] | None:
    """Which file is at `path` (its device and inode), or None where none is; `follow`: a link's
    target, else the link itself."""
    try:
        info = os.stat(path, follow_symlinks=follow)
    except OSError:
        return None
    return info.st_dev, info.st_ino
