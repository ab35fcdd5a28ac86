"""Where things live: the data dir, game names and the paths beside a game file."""

from __future__ import annotations

import os
from pathlib import Path

from hjerter_cli.errors import RefusedError, StoreError
from hjerter_cli.i18n import _
from hjerter_cli.peek import current_name, file_identity  # noqa: F401  # store's names for them

MAX_GAME_NAME = 64


def data_dir(option: Path | None) -> Path:
    """--data-dir, else $HJERTER_DATA_DIR, else the platform's user data dir; never a file."""
    if option is not None:
        base = option
    elif os.environ.get("HJERTER_DATA_DIR"):
        base = Path(os.environ["HJERTER_DATA_DIR"])
    else:
        from hjerter_cli.places import user_data_dir

        base = Path(user_data_dir())
    for folder in (base, games_dir(base)):
        if exists(folder) and not folder.is_dir():
            raise StoreError(
                _(
                    "The data dir {path} cannot be used: {folder} is a file, not a folder; "
                    "choose another with --data-dir."
                ).format(path=base, folder=folder)
            )
    return base


def exists(path: Path) -> bool:
    """Whether anything is at `path` (a dangling link counts as nothing); a name the system cannot
    even look up, such as one too long, is nothing too, and reading it will say why."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def check_game_name(name: str) -> str:
    """1-64 letters, digits, emoji, '.', '_', '-', not starting with '.' or '-': no path can
    escape. Returned in NFC, so a name typed with a composed or a decomposed letter is one game."""
    import unicodedata

    from hjerter_cli.core.settings import emoji_part

    name = unicodedata.normalize("NFC", name)
    ok = (
        0 < len(name) <= MAX_GAME_NAME
        and name[0] not in ".-"
        and all(char.isalpha() or char in "0123456789._-" or emoji_part(char) for char in name)
    )
    if not ok:
        raise RefusedError(
            _(
                "{name!r} is not a game name; use 1 to 64 letters, digits, emoji, '.', '_' or '-', "
                "not starting with '.' or '-'."
            ).format(name=name)
        )
    return name


def games_dir(base: Path) -> Path:
    return base / "games"


def game_path(base: Path, name: str) -> Path:
    return games_dir(base) / f"{check_game_name(name)}.toml"


def game_names(base: Path) -> list[str]:
    """The names of the `.toml` files in the games folder, sorted (a name that is not a valid game
    name is listed too, so that `list` can name it as damaged)."""
    folder = games_dir(base)
    try:
        entries = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise StoreError(_cannot_use(folder, error)) from error
    names = []
    for entry in entries:
        if entry.endswith(".toml") and not entry.startswith("."):
            names.append(entry[: -len(".toml")])
    return sorted(names)


def make_dirs(base: Path) -> None:
    """Create the data dir and its games folder on first write."""
    try:
        games_dir(base).mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StoreError(
            _("The data dir {path} cannot be used ({reason}); choose another with --data-dir.").format(
                path=base, reason=_reason(error)
            )
        ) from error


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def real_path(path: Path) -> Path:
    """The file a path stands for: a symbolic link's target, so that saving keeps the link a link."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError):
        return path


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _cannot_use(path: Path, error: OSError) -> str:
    return _("{path} cannot be used ({reason}).").format(path=path, reason=_reason(error))
