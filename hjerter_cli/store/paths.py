"""Where things live: the data dir, game names and the paths beside a game file, as Paths.

The rules are hjerter_cli.reading's, which a Tab reads too; this gives the store its names for them."""

from __future__ import annotations

import os
from pathlib import Path

from hjerter_cli import reading
from hjerter_cli.core.phrases import phrase
from hjerter_cli.errors import StoreError
from hjerter_cli.reading import cannot_use, current_name, exists, file_identity  # noqa: F401  # the store's names

MAX_GAME_NAME = reading.MAX_GAME_NAME


def data_dir(option: Path | str | None) -> Path:
    """--data-dir, else $HJERTER_DATA_DIR, else the platform's user data dir; never a file."""
    return Path(reading.data_dir(None if option is None else os.fspath(option)))


def check_game_name(name: str) -> str:
    """The name in NFC, or refused: see reading.game_name."""
    return reading.game_name(name)


def games_dir(base: Path) -> Path:
    return Path(reading.games_dir(base))


def game_path(base: Path, name: str) -> Path:
    return Path(reading.game_path(base, name))


def game_names(base: Path) -> list[str]:
    """The names of the `.toml` files in the games folder, sorted (invalid names too, for `list`)."""
    return reading.game_names(base)


def make_dirs(base: Path) -> None:
    """Create the data dir and its games folder on first write."""
    try:
        games_dir(base).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(phrase("data-dir-unusable").format(path=base, reason=reason(error))) from error


def backup_path(path: Path) -> Path:
    return Path(reading.backup_path(path))


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def real_path(path: Path) -> Path:
    """The file a path stands for: a symbolic link's target, so that saving keeps the link a link."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):
        return path


def reason(error: OSError) -> str:
    return error.strerror or str(error)
