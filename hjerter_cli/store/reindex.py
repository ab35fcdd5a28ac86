"""Making the Tab's index again from the games (store/tabindex.py says what it is and when it
holds): by `list` and `stats`, which look at every file anyway (a Tab never reads every game: it
offers what the folder's names and the last index give), and once after an upgrade by the first
command that reads a game. Apart from tabindex.py, since a Tab and every other save never need it."""

from __future__ import annotations

import os
import time
from contextlib import suppress

from hjerter_cli.errors import StoreError
from hjerter_cli.store import paths
from hjerter_cli.store.tabindex import (
    FILES,
    FILES_HEADER,
    INDEX,
    INDEX_HEADER,
    Index,
    folder_of,
    identity_of,
    index_holds,
    none_of_this_version,
    plain_words,
    racy,
    read_lines,
    write_kept,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.store.tabindex import Entry, Identity


def made_again(base: str) -> Index:
    """The index made again from the games, reading only those whose files changed since the
    per-game lines beside it were written."""
    return rebuild(base, entries(read_lines(os.path.join(base, FILES), FILES_HEADER) or []))


def made_after_an_upgrade(base: str) -> None:
    """The index made again where games are saved and no index of this hjerter is beside them
    (an older hjerter's, or none): by the first command that reads a game (a save, `show`), so that
    a Tab offers every player without waiting for a `list` or `stats`. Once: then there is one."""
    if none_of_this_version(base):
        with suppress(StoreError):  # a games folder that cannot be listed: the command says so itself
            made_again(base)


def entries(lines: list[str]) -> dict[str, str]:
    """The per-game lines of an index by game name (each read only if its game's file is as it was)."""
    found = {}
    for line in lines:
        name, _tab, rest = line.partition("\t")
        found[name] = rest
    return found


def rebuild(base: str, known: dict[str, str]) -> Index:
    """The index made from the games (a game whose file's identity is as `known` has it, seen
    safely after its last change, is not read again), and written for the next Tab. The games are
    those a command takes by name (an allowed name, spelt as kept, of a regular file), each file
    looked at once."""
    import stat

    from hjerter_cli.errors import RefusedError

    seen = time.time_ns()
    folder = folder_of(base)
    games = paths.games_dir(base)
    entries: dict[str, Entry] = {}
    for name in paths.game_names(base):
        path = f"{games}{os.sep}{name}.toml"
        try:
            info = os.stat(path)
            if not stat.S_ISREG(info.st_mode) or paths.game_name(name) != name:
                continue
        except (OSError, ValueError, RefusedError):
            continue
        identity = identity_of(info)
        remembered = _known_players(known.get(name), identity)
        entries[name] = (identity, _players_read(path) if remembered is False else remembered)  # type: ignore[assignment]
    return write_index(base, folder, seen, entries)


def _known_players(line: str | None, identity: Identity) -> tuple[str, ...] | None | bool:
    """A game's players as the index line has them (None: damaged), if the line is of this very
    file, read safely after its last change; else False."""
    ident = f"{identity[0]} {identity[1]} {identity[2]} {identity[3]}"
    if line is None or not line.startswith(ident + "\t"):
        return False
    try:
        _ident, read, mark, *players = line.split("\t")
        if racy(identity[2], int(read)):
            return False
    except ValueError:
        return False
    return tuple(players) if mark == "+" else None


def _players_read(path: str) -> tuple[str, ...] | None:
    from hjerter_cli.store import gamefile

    try:
        return gamefile.players_of(path)
    except Exception:  # a damaged game is offered by name, its players are not
        return None


def write_index(base: str, folder: tuple[Identity, int] | None, seen: int, entries: dict[str, Entry]) -> Index:
    """Write the index of `entries` (name -> identity and players, by name), made from the folder
    as it was (`folder`, looked at before it was listed, at `seen`); returns it."""
    names = sorted(entries)
    players = _players(entries, names)
    found = Index(names, players)
    every = "".join([*names, *(player for entry in entries.values() for player in entry[1] or ())])
    if folder is None or not plain_words([every]):  # a tab or a line break in a name: not kept
        return found
    lines = [
        INDEX_HEADER,
        " ".join(str(part) for part in (*folder[0], seen)),
        "\t".join(["N", *names]),
        "\t".join(["P", *players]),
    ]
    files = [FILES_HEADER]
    for name in names:
        identity, players_of = entries[name]
        mark = ["+", *players_of] if players_of is not None else ["-"]
        ident = f"{identity[0]} {identity[1]} {identity[2]} {identity[3]}"
        files.append("\t".join([name, ident, str(seen), *mark]))
    write_kept(os.path.join(base, FILES), "\n".join(files) + "\n")
    write_kept(os.path.join(base, INDEX), "\n".join(lines) + "\n")
    return found


def refresh(base: str, folder: tuple[Identity, int] | None, seen: int, entries: dict[str, Entry]) -> None:
    """Write the index of `entries` (every game a command takes by name, as `list` and `stats`
    found them having looked at every file) unless it is written already, as a Tab would read it."""
    if folder is None:
        return
    lines = read_lines(os.path.join(base, INDEX), INDEX_HEADER)
    if lines is not None and index_holds(lines, folder):
        names = sorted(entries)
        if lines[1] == "\t".join(["N", *names]) and lines[2] == "\t".join(["P", *_players(entries, names)]):
            return
    write_index(base, folder, seen, entries)


def _players(entries: dict[str, Entry], names: list[str]) -> list[str]:
    """Every player of these games, each once as last written (by game name), sorted."""
    from hjerter_cli.core.settings import name_key

    everyone: dict[str, str] = {}
    keys: dict[str, str] = {}  # the same few names in every game: each made a key once
    for name in names:
        for player in entries[name][1] or ():
            key = keys.get(player)
            if key is None:
                key = keys[player] = name_key(player)
            everyone[key] = player
    return sorted(everyone.values())
