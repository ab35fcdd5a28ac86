"""Where games live: the data dir, TOML <-> Game, atomic saves with a backup, the writer's lock."""

from __future__ import annotations

import errno
import fcntl
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from hjerter_cli.core.game import Game, Sheet, sheet
from hjerter_cli.core.settings import SETTING_NAMES, Settings, check_players, check_settings
from hjerter_cli.core.tally import Tally, format_tally, read_round
from hjerter_cli.errors import HjerterError, RefusedError, StoreError, UsageError
from hjerter_cli.i18n import _

FORMAT = 1
# Step-by-step upgrades: MIGRATIONS[n] turns a format-n document into a format-(n+1) one.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}

HEADER = "# A hjerter game: players, settings and each round's tallies. Scores are computed on load.\n"
LOCK_TIMEOUT = 10.0
MAX_GAME_NAME = 64


# The data dir and game names ---------------------------------------------------------------


def data_dir(option: Path | None) -> Path:
    """--data-dir, else $HJERTER_DATA_DIR, else the platform's user data dir."""
    if option is not None:
        return option
    from_env = os.environ.get("HJERTER_DATA_DIR")
    if from_env:
        return Path(from_env)
    import platformdirs  # only when needed: it costs start-up time

    return platformdirs.user_data_path("hjerter", appauthor=False)


def check_game_name(name: str) -> str:
    """1-64 letters, digits, '.', '_', '-', not starting with '.' or '-': no path can escape."""
    ok = (
        0 < len(name) <= MAX_GAME_NAME
        and name[0] not in ".-"
        and all(char.isalpha() or char in "0123456789._-" for char in name)
    )
    if not ok:
        raise RefusedError(
            _(
                "{name!r} is not a game name; use 1 to 64 letters, digits, '.', '_' or '-', "
                "not starting with '.' or '-'."
            ).format(name=name)
        )
    return name


def games_dir(base: Path) -> Path:
    return base / "games"


def game_path(base: Path, name: str) -> Path:
    return games_dir(base) / f"{check_game_name(name)}.toml"


def game_names(base: Path) -> list[str]:
    """The saved games' names, sorted."""
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


def current_name(base: Path) -> str | None:
    """The game that `new` or `use` made current, if any."""
    try:
        name = (base / "current").read_text(encoding="utf-8").strip()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, UnicodeDecodeError):
        return None
    return name or None


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
    write_atomic(path, name + "\n")


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


# Game <-> plain data -----------------------------------------------------------------------


def tally_to_data(players: tuple[str, ...], tally: Tally) -> str | dict[str, Any]:
    """One round as it is typed, `Ann=4 Bo=q Cy=9 Di=0`; a table when a moon choice or sun goes with it."""
    text = format_tally(players, tally)
    if tally.moon_choice is None and not tally.sun:
        return text
    data: dict[str, Any] = {"tally": text}
    if tally.moon_choice is not None:
        data["moon"] = tally.moon_choice
    if tally.sun:
        data["sun"] = True
    return data


def game_to_data(game: Game) -> dict[str, Any]:
    """The stored facts of a game, as plain data with a format version."""
    return {
        "format": FORMAT,
        "players": list(game.players),
        "settings": game.settings.to_dict(),
        "rounds": [tally_to_data(game.players, tally) for tally in game.rounds],
        "redo": [tally_to_data(game.players, tally) for tally in game.redo],
    }


class _Damaged(Exception):
    """Raised while reading a document; turned into a StoreError naming the file."""


def _expect(value: Any, kind: type, where: str) -> Any:
    if type(value) is not kind:
        names = {int: "a whole number", str: "text", bool: "true or false", list: "a list", dict: "a table"}
        raise _Damaged(_("{where} should be {kind}").format(where=where, kind=names[kind]))
    return value


def tally_from_data(players: tuple[str, ...], data: Any, where: str) -> Tally:
    """The inverse of tally_to_data, refusing wrong keys, types and tallies."""
    moon, sun = None, False
    if isinstance(data, dict):
        unknown = set(data) - {"tally", "moon", "sun"}
        if unknown:
            raise _Damaged(_("{where} has an unknown key {key!r}").format(where=where, key=sorted(unknown)[0]))
        if "tally" not in data:
            raise _Damaged(_("{where} has no tally").format(where=where))
        moon = _expect(data["moon"], str, where + ".moon") if "moon" in data else None
        sun = _expect(data["sun"], bool, where + ".sun") if "sun" in data else False
        data = data["tally"]
    text = _expect(data, str, where)
    try:
        return read_round(players, text, moon, sun)
    except RefusedError as error:
        raise _Damaged(
            _("{where} ({text!r}): {problem}").format(where=where, text=text, problem=error.message.rstrip("."))
        ) from error


def game_from_data(data: dict[str, Any]) -> Game:
    """Plain data (any format up to FORMAT) -> Game; raises _Damaged saying what is wrong."""
    version = data.get("format")
    if version is None:
        raise _Damaged(_("it has no format key"))
    _expect(version, int, "format")
    if version > FORMAT:
        raise _Damaged(
            _("it is format {version}, from a newer hjerter (this one reads up to {known}); upgrade hjerter").format(
                version=version, known=FORMAT
            )
        )
    while version < FORMAT:
        if version not in MIGRATIONS:
            raise _Damaged(_("format {version} is unknown").format(version=version))
        data = MIGRATIONS[version](data)
        version += 1
    unknown = set(data) - {"format", "players", "settings", "rounds", "redo"}
    if unknown:
        raise _Damaged(_("it has an unknown key {key!r}").format(key=sorted(unknown)[0]))
    for key in ("players", "settings"):
        if key not in data:
            raise _Damaged(_("it has no {key}").format(key=key))
    players_list = _expect(data["players"], list, "players")
    for player in players_list:
        _expect(player, str, "players")
    settings_data = _expect(data["settings"], dict, "settings")
    for key in settings_data:
        if key not in SETTING_NAMES:
            raise _Damaged(_("settings has an unknown key {key!r}").format(key=key))
    try:
        players = check_players(players_list)
        settings = check_settings(Settings(**settings_data), players)
    except RefusedError as error:
        raise _Damaged(error.message.rstrip(".")) from error
    rounds = tuple(
        tally_from_data(players, item, f"round {number}")
        for number, item in enumerate(_expect(data.get("rounds", []), list, "rounds"), start=1)
    )
    undone = tuple(
        tally_from_data(players, item, f"redo {number}")
        for number, item in enumerate(_expect(data.get("redo", []), list, "redo"), start=1)
    )
    return Game(players, settings, rounds, undone)


def dumps(game: Game) -> str:
    """The game file's text."""
    import tomli_w  # only writers need it

    return HEADER + tomli_w.dumps(game_to_data(game))


# Reading -------------------------------------------------------------------------------------


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def load(path: Path) -> tuple[Game, Sheet]:
    """Read and score a game file; a damaged one is an exit-3 error naming the file and its backup."""
    import tomllib  # not needed to complete a name or to list unchanged games

    try:
        raw = path.read_bytes()
    except FileNotFoundError as error:
        raise RefusedError(_("There is no game file {path}.").format(path=path)) from error
    except IsADirectoryError as error:
        raise StoreError(_("{path} is a folder, not a game file.").format(path=path)) from error
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    try:
        data = tomllib.loads(raw.decode("utf-8"))
        game = game_from_data(data)
        return game, sheet(game)
    except UnicodeDecodeError as error:
        problem = _("it is not UTF-8 text")
        raise StoreError(_damaged(path, problem)) from error
    except tomllib.TOMLDecodeError as error:
        raise StoreError(_damaged(path, _("it is not valid TOML ({detail})").format(detail=error))) from error
    except _Damaged as error:
        raise StoreError(_damaged(path, str(error))) from error
    except RefusedError as error:
        raise StoreError(_damaged(path, error.message.rstrip("."))) from error


def _damaged(path: Path, problem: str) -> str:
    message = _("The game file {path} cannot be used: {problem}.").format(path=path, problem=problem)
    backup = backup_path(path)
    if backup.is_file():
        message += " " + _("Its previous version is in {backup}.").format(backup=backup)
    return message


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _cannot_use(path: Path, error: OSError) -> str:
    return _("{path} cannot be used ({reason}).").format(path=path, reason=_reason(error))


# Listing -------------------------------------------------------------------------------------

LIST_CACHE = "list-cache.json"


def file_identity(path: Path) -> list[int] | None:
    """Changes whenever the file does: every save is a new file (os.replace), new inode and times."""
    try:
        info = path.stat()
    except OSError:
        return None
    return [info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns]


def summarize(game: Game, scored: Sheet) -> dict[str, Any]:
    """What `list` shows of one game."""
    return {
        "players": list(game.players),
        "rounds": len(scored.rounds),
        "finished": scored.finished,
        "winners": [game.players[seat] for seat in scored.winners],
    }


_SUMMARY_KEYS = {"players", "rounds", "finished", "winners"}


def summaries(base: Path) -> list[dict[str, Any]]:
    """Every saved game's summary (or why it is damaged), by name.

    Summaries of unchanged files come from a cache beside the games, keyed on each file's
    identity, so `list` stays quick with many games; it is only ever a shortcut, never a source.
    """
    import json

    cache_path = base / LIST_CACHE
    try:
        cached = json.loads(cache_path.read_text(encoding="utf-8")).get("games", {})
        if not isinstance(cached, dict):
            cached = {}
    except (OSError, ValueError, AttributeError):
        cached = {}
    fresh: dict[str, Any] = {}
    entries = []
    for name in game_names(base):
        path = game_path(base, name)
        identity = file_identity(path)
        hit = cached.get(name)
        summary = hit.get("summary") if isinstance(hit, dict) and hit.get("identity") == identity else None
        if identity is None or not isinstance(summary, dict) or set(summary) != _SUMMARY_KEYS:
            try:
                summary = summarize(*load(path))
            except HjerterError as error:
                entries.append({"name": name, "damaged": error.message})
                continue
        fresh[name] = {"identity": identity, "summary": summary}
        entries.append({"name": name, **summary})
    if fresh != cached:
        with suppress(HjerterError):  # a read-only data dir still lists; it is just not remembered
            write_atomic(cache_path, json.dumps({"games": fresh}, ensure_ascii=False))
    return entries


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


def write_atomic(path: Path, content: str | bytes) -> None:
    """Temp file in the same folder, flushed and fsynced, os.replace, then fsync of the folder."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            written = 0
            while written < len(data):
                written += os.write(fd, data[written:])
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException as error:  # a failed write, or Ctrl-C: never leave the temp file behind
        with suppress(OSError):
            temp.unlink()
        if isinstance(error, OSError):
            raise StoreError(
                _("Could not write {path} ({reason}); nothing was changed.").format(path=path, reason=_reason(error))
            ) from error
        raise
    _fsync_dir(path.parent)


def save(path: Path, game: Game) -> None:
    """Replace the game file atomically, keeping the version it replaces as NAME.toml.bak."""
    import tomllib

    text = dumps(game)
    if game_from_data(tomllib.loads(text)) != game:
        raise StoreError(
            _("The game could not be written faithfully to {path}; nothing was changed.").format(path=path)
        )
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        # Left by a writer that was killed mid-save; we hold the lock, so none is in progress.
        with suppress(OSError):
            stale.unlink()
    try:
        previous = path.read_bytes()
    except FileNotFoundError:
        previous = None
    except OSError as error:
        raise StoreError(_cannot_use(path, error)) from error
    if previous is not None:
        write_atomic(backup_path(path), previous)
    write_atomic(path, text)


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


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
        raise UsageError(_("HJERTER_LOCK_TIMEOUT must be a number of seconds, not {text!r}.").format(text=text))
    return seconds


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the writer's lock of a game file (on NAME.toml.lock, never the game file itself).

    fcntl.flock: the kernel drops it when the process dies, so a kill -9 leaves no stale lock.
    """
    lock_file = lock_path(path)
    patience = lock_timeout()  # a bad setting is refused before the lock file is made
    try:
        fd = os.open(lock_file, os.O_RDWR | os.O_CREAT, 0o644)
    except IsADirectoryError as error:
        raise StoreError(_cannot_use(lock_file, error)) from error
    except FileNotFoundError as error:
        raise RefusedError(_("There is no folder {folder} for the game file.").format(folder=path.parent)) from error
    except OSError as error:
        raise StoreError(_cannot_use(path.parent, error)) from error
    try:
        deadline = time.monotonic() + patience
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as error:
                if error.errno not in (errno.EAGAIN, errno.EACCES):
                    raise StoreError(_cannot_use(lock_file, error)) from error
                if time.monotonic() >= deadline:
                    raise StoreError(
                        _("{path} is locked by another hjerter that is still writing; try again in a moment.").format(
                            path=path
                        )
                    ) from error
                time.sleep(0.02)
        yield
    finally:
        os.close(fd)
