"""Where games live, for every command and every Tab: the data dir, which game a command acts
on (`--game`, `--file`, the current-game marker) and whether its name is allowed, the paths beside
a game file, and the small files kept beside the games.

Of the standard library only `os` and `stat` are imported up front (`sys`, `unicodedata` and
platformdirs only where a rare case needs them), since every Tab press pays for each module; of
the package, the core's refusals and emoji, and the errors. Paths are plain strings here; a
refusal is a kind with its values (core/refusals.py), said at the edge.
"""

from __future__ import annotations

import os
import stat

from hjerter_cli.core.emoji import emoji_part
from hjerter_cli.core.refusals import Phrase, phrase
from hjerter_cli.errors import RefusedError, StoreError, UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    PathText = str | os.PathLike[str]

APP = "hjerter"
MAX_GAME_NAME = 64
MARKER_SIZE = 1024  # a game name is at most 64 characters
_PLAIN_NAME = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")
WHERE = ("data_dir", "game", "file")  # the options that say which game: before or after the command


# Small files beside the games ------------------------------------------------------------------


def read_at_once(path: PathText, most: int) -> bytes | None:
    """A file's bytes, read at once and never waited on: for a regular file (after links), at most
    `most` + 1 of them (more than `most`: the file is larger, and the rest is never read); None
    for anything else (a FIFO, a device, a folder), which is not read at all. What the system
    refuses is raised as its OSError. Every file hjerter reads (a game, a file to import, the
    small files beside the games) is read by this."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        data = os.read(fd, most + 1)
        while info.st_size > len(data) <= most:  # a short read (a file that grows, a slow file system)
            more = os.read(fd, most + 1 - len(data))
            if not more:
                break
            data += more
        return data
    finally:
        os.close(fd)


def read_small(path: PathText, most: int) -> bytes | None:
    """A file hjerter keeps beside the games (the current-game marker, the cache): its bytes when
    it is a regular file (after links) of at most `most` bytes; None otherwise (missing, a FIFO, a
    device, a folder, too large), never waited on."""
    try:
        data = read_at_once(path, most)
    except (OSError, ValueError):
        return None
    return data if data is not None and len(data) <= most else None


def current_name(base: PathText) -> str | None:
    """The game that `new` or `use` made current, if any (a marker that is not a small regular
    file of UTF-8 text is as good as none)."""
    data = read_small(os.path.join(base, "current"), MARKER_SIZE)
    try:
        name = data.decode("utf-8").strip() if data is not None else ""
    except UnicodeDecodeError:
        return None
    return name or None


def file_identity(path: PathText) -> list[int] | None:
    """Changes whenever the file does: every save is a new file (os.replace), new inode and times."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return [info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns]


def exists(path: PathText) -> bool:
    """Whether anything is at `path` (a dangling link counts as nothing; so does a name the system
    cannot even look up, such as one too long, which reading it will explain). A folder on the way
    that may not be looked into is no answer at all: it cannot be used."""
    try:
        os.stat(path)
    except PermissionError as error:
        raise StoreError(cannot_use(os.path.dirname(path) or ".", error)) from error
    except (OSError, ValueError):
        return False
    return True


def cannot_use(path: PathText, error: OSError) -> Phrase:
    return phrase("path-cannot-be-used").format(path=path, reason=error)  # said at the edge


# The data dir ----------------------------------------------------------------------------------


def given_path(text: str) -> str:
    """A path as typed: a leading `~` is the home folder, quoted or not (as the shell does unquoted)."""
    return os.path.expanduser(text)


def data_dir(option: str | None) -> str:
    """--data-dir, else $HJERTER_DATA_DIR, else the user data dir; never a file."""
    if option is not None:
        base = given_path(option)
    elif os.environ.get("HJERTER_DATA_DIR"):
        base = given_path(os.environ["HJERTER_DATA_DIR"])
    else:
        base = user_data_dir()
    for folder in (base, games_dir(base)):
        if exists(folder) and not os.path.isdir(folder):
            raise StoreError(phrase("data-dir-is-a-file").format(path=base, folder=folder))
    return base


def user_data_dir() -> str:
    """platformdirs.user_data_dir("hjerter", appauthor=False), quickly where it can be.

    On Linux and the BSDs platformdirs' answer is plain to work out, and importing it costs more
    than a Tab may take, so there it is worked out here by platformdirs' own rule (XDG_DATA_HOME,
    else ~/.local/share); where that rule does not plainly apply, platformdirs is asked."""
    import sys

    plain = sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) and "ANDROID_DATA" not in os.environ
    xdg, home = os.environ.get("XDG_DATA_HOME", ""), os.environ.get("HOME", "")
    if plain and xdg.startswith("/"):
        return os.path.join(xdg, APP)
    if plain and home.startswith("/"):
        return os.path.join(home, ".local", "share", APP)
    import platformdirs

    return platformdirs.user_data_dir(APP, appauthor=False)


def games_dir(base: PathText) -> str:
    return os.path.join(base, "games")


# Game names and which game -----------------------------------------------------------------------


def game_name(name: str) -> str:
    """1-64 letters, digits, emoji, '.', '_', '-', not starting with '.' or '-': no path can
    escape. Returned in NFC, so a name typed with a composed or a decomposed letter is one game."""
    if 0 < len(name) <= MAX_GAME_NAME and name[0] not in ".-" and _PLAIN_NAME.issuperset(name):
        return name  # letters, digits and . _ - of ASCII alone: NFC already, and allowed
    import unicodedata

    name = unicodedata.normalize("NFC", name)
    ok = (
        0 < len(name) <= MAX_GAME_NAME
        and name[0] not in ".-"
        and all(char.isalpha() or char in "0123456789._-" or emoji_part(char) for char in name)
    )
    if not ok:
        raise RefusedError(phrase("not-a-game-name").format(name=name))
    return name


def game_path(base: PathText, name: str) -> str:
    return os.path.join(games_dir(base), game_name(name) + ".toml")


def backup_path(path: PathText) -> str:
    return os.fspath(path) + ".bak"


def lock_path(path: PathText) -> str:
    return os.fspath(path) + ".lock"


def game_names(base: PathText) -> list[str]:
    """The names of the `.toml` files in the games folder, sorted (a name that is not a valid game
    name is listed too, so that `list` can name it as damaged)."""
    folder = games_dir(base)
    try:
        entries = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise StoreError(cannot_use(folder, error)) from error
    return sorted(entry[: -len(".toml")] for entry in entries if entry.endswith(".toml") and not entry.startswith("."))


def chosen(before: dict[str, Any], after: dict[str, Any], name: str) -> Any:
    """An option that says which game, as the command line gives it (None: not given): --game or
    --file after the command, else before it (the two name one game between them, so either one
    after the command replaces both before it); --data-dir after, else before."""
    if name == "data_dir":
        return after.get(name, before.get(name))
    side = after if "game" in after or "file" in after else before
    return side.get(name)


def one_of(game: str | None, file: Any) -> None:
    """--game and --file name the same thing two ways: one at a time."""
    if game is not None and file is not None:
        raise UsageError(phrase("game-or-file"))


def which_game(base: str, game: str | None, file: str | None) -> tuple[str, str]:
    """The file of the game a command acts on, and the name it is shown by: --file (shown by its
    file name), else --game NAME, else the current game."""
    one_of(game, file)
    if file is not None:
        from hjerter_cli.errors import visible

        path = given_path(file)
        return path, visible(os.path.splitext(os.path.basename(path))[0])
    if game is None:
        game = current_name(base)
        if game is None:
            raise RefusedError(phrase("no-current-game"))
    name = game_name(game)
    return game_path(base, name), name
