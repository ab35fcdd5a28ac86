"""The games counted in a club: this data dir's and the club's, each game once.

Files of one identity (store/club.py) are versions of one game: copies, a table that is behind,
the conflict copies that sync engines leave. Where one version's rounds are the start of
another's, the longer counts; where neither is the start of the other, the game is in conflict
and counted nowhere until `hjerter club keep` settles it (store/club.py `relation`, the club's one
rule of versions). What the club's files hold is cached beside this data dir's games
(store/clubcache.py).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from hjerter_cli.core.records import Record
from hjerter_cli.store import club
from hjerter_cli.store.clubcache import Cache, Version, dated
from hjerter_cli.store.paths import games_dir


class Counted(Record):
    """The games counted, each once (name, record or what is wrong with it, where it is: here,
    club or both), the games in conflict (a name and the files of its versions), and this data
    dir's games whose club copy is behind (`behind`, by name), and this data dir's other files of
    a game counted (by name: the record, and the name the game is counted by)."""

    games: list[tuple[str, Any, str]]
    conflicts: list[tuple[str, list[str]]]
    copies: dict[str, tuple[Any, str]]
    aliases_left_out: Any = None  # what cannot be read in the club's aliases file (a Phrase), if anything
    behind: tuple[str, ...] = ()
    superseded: list[tuple[str, str]] = []  # this data dir's games whose version `club keep` set aside: the kept file


def counted(base: Path, mine: bool = False, aliased: bool = True) -> Counted:
    """This data dir's games, and, in a club (unless `mine`), the club's, each game once; the
    players as the club's aliases count them (unless not `aliased`: as the files name them)."""
    from hjerter_cli.store import cache

    here = cache.records(base)
    folder = None if mine else club.folder_of(base)
    if folder is None:
        return Counted([(name, found, "here") for name, found in here], [], {})
    from hjerter_cli.store.clubnotes import noted

    store = Cache(base)
    versions = [_here(base, name, found) for name, found in here] + store.club(folder)
    counted = _resolve(versions, store, noted(base))
    store.write()
    if not aliased:
        return counted
    aliases, problem = aliases_read(folder)
    if problem is not None:
        from hjerter_cli.core.refusals import phrase
        from hjerter_cli.store.clubaliases import path_of

        left_out = phrase("aliases-left-out").format(path=path_of(folder), problem=problem)
        counted = counted._replace(aliases_left_out=left_out)
    if aliases:
        games = [(name, _aliased(found, aliases), where) for name, found, where in counted.games]
        counted = counted._replace(games=games)
    return counted


def _here(base: Path, name: str, found: Any) -> Version:
    from hjerter_cli.store.gameid import record_key

    path = os.path.join(games_dir(base), name + ".toml")
    return Version("here", name, path, found, dated(record_key(found), path))


# Versions ----------------------------------------------------------------------------------------


def _resolve(versions: list[Version], store: Cache, notes: dict[str, str] | None = None) -> Counted:
    groups: dict[Any, list[Version]] = {}
    games: list[tuple[str, Any, str]] = []
    behind: list[str] = []
    for version in versions:
        if version.key is None:
            games.append((version.name, version.found, version.where))
        else:
            groups.setdefault(version.key, []).append(version)
    conflicts = []
    copies: dict[str, tuple[Any, str]] = {}
    superseded: list[tuple[str, str]] = []
    for group in groups.values():
        wheres = {version.where for version in group}
        if notes:
            group, left = _not_left_behind(group, notes)
            behind += left
        where = "both" if len(wheres) == 2 else group[0].where
        chosen = group[0] if len(group) == 1 else _longest(group, store)
        if chosen is None and any(version.where == "club" for version in group):
            standing = _not_set_aside(group, store)
            chosen = _longest(standing, store)
            if chosen is not None and chosen.where == "club":
                superseded += [(v.name, chosen.path) for v in group if v.where == "here" and v not in standing]
        mine = [version for version in group if version.where == "here"]
        name = mine[0].name if mine else _own_name(group)
        if chosen is None:
            conflicts.append((name, sorted(version.path for version in group)))
            continue
        games.append((name, chosen.found, where))
        copies.update((version.name, (version.found, name)) for version in mine[1:])
        if chosen.where == "here" and where == "both" and _own_is_behind(group, chosen, store):
            behind.append(name)
    games.sort(key=lambda entry: (entry[2] == "club", entry[0]))
    return Counted(games, conflicts, copies, behind=tuple(sorted(set(behind))), superseded=superseded)


def _not_left_behind(group: list[Version], notes: dict[str, str]) -> tuple[list[Version], list[str]]:
    """A game whose club copy this table could not write (store/clubnotes.py): the club's file it
    left there, when it is this table's own older version, is no version of its own (it is behind,
    not in conflict); and the game is named as behind. Other groups stay as they are."""
    mine = [v for v in group if v.where == "here" and os.path.abspath(v.path) in notes]
    if not mine:
        return group, []
    held = {notes[os.path.abspath(v.path)] for v in mine}
    theirs = {v.path: _digest(v.path) for v in group if v.where == "club"}
    kept = [v for v in group if v.where == "here" or theirs[v.path] not in held]
    return kept or group, [v.name for v in mine if _digest(v.path) not in theirs.values()]


def _digest(path: str) -> str | None:
    data = club.read_bytes(path)
    return club.digest(data) if data is not None else None


def _own_is_behind(group: list[Version], chosen: Version, store: Cache) -> bool:
    """Whether the club's own file of the game (not a copy beside it) holds an older version than
    this data dir's, which counts."""
    found = chosen.found
    own = {name[: -len(".toml")] for name in club.names_of(found.players, found.started, found.id)}
    mark = store.fingerprint(chosen)
    return any(v.where == "club" and v.name in own and store.fingerprint(v) != mark for v in group)


def _own_name(group: list[Version]) -> str:
    """The name a game the club alone holds goes by: its own club file's (of the names it has, one
    the club holds), never a conflict copy's."""
    plain = [version.name for version in group if not _conflict_copy(version.name)]
    if len(group) == 1 and plain:
        return plain[0]
    found = group[0].found
    own = [name[: -len(".toml")] for name in club.names_of(found.players, found.started, found.id)]
    held = {version.name for version in group}
    return next((name for name in own if name in held), plain[0] if plain else own[0])


def _conflict_copy(name: str) -> bool:
    """Whether a club file's name (without .toml) is a conflict copy's: hjerter's `.conflict-`,
    Syncthing's `.sync-conflict-`, Dropbox's and Nextcloud's ` (conflicted copy`, `_conflict-`."""
    return "." in name or " (" in name or "_conflict" in name


def _longest(group: list[Version], store: Cache) -> Version | None:
    """The version that counts: the longest, where every other's rounds are its start; None for
    a game in conflict."""
    distinct: dict[str, Version] = {}
    for version in group:
        distinct.setdefault(store.fingerprint(version), version)
    if len(distinct) == 1:
        return next(v for v in group if v.where == "here") if "here" in {v.where for v in group} else group[0]
    if len(group) == 1:
        return group[0]
    chosen: tuple[Version, Any] | None = None
    for version in distinct.values():
        game = club.parse(club.read_bytes(version.path) or b"")
        if game is None:
            continue  # gone or changed under us: the others decide
        verdict = "behind" if chosen is None else club.relation(chosen[1], game)
        if verdict == "apart":
            return None
        if verdict == "behind":
            chosen = (version, game)
    return chosen[0] if chosen is not None else None


def _not_set_aside(group: list[Version], store: Cache) -> list[Version]:
    """The versions `hjerter club keep` has not set aside (noted in the club's removed.toml; in a
    club of 1.5, kept as .bak in the club), where a table's own copy of them may still be."""
    from hjerter_cli.store import clubremoved

    folder = os.path.dirname(os.path.dirname(next(v.path for v in group if v.where == "club")))
    found = next((v.found for v in group if v.where == "club"), group[0].found)
    names = club.names_of(found.players, found.started, found.id)
    aside = set(clubremoved.read(folder).set_aside.get(names[0][: -len(".toml")], []))
    for kept in club.versions_of(folder, names, ".toml.bak"):
        game = club.parse(club.read_bytes(kept) or b"")
        if game is not None:
            aside.add(club.fingerprint(game))
    left = [version for version in group if store.fingerprint(version) not in aside]
    return left if left and len(left) < len(group) else group


# Aliases -----------------------------------------------------------------------------------------


def read_aliases(folder: str) -> dict[str, str]:
    """The club's aliases, by the key of the other name: the name it stands for."""
    return aliases_read(folder)[0]


def aliases_read(folder: str) -> tuple[dict[str, str], Any]:
    """The club's aliases that can be read, by the key of the other name (the name it stands
    for), and what cannot be read in their file (a Phrase; None: nothing)."""
    from hjerter_cli.core.settings import name_key
    from hjerter_cli.store import clubaliases

    aliases, problem, _document = clubaliases.read(folder)
    return {name_key(other): name for other, name in aliases.items()}, problem


def counted_as(name: str, aliases: dict[str, str]) -> str:
    """The name NAME counts as: the name its alias stands for, else NAME itself."""
    from hjerter_cli.core.settings import name_key

    return aliases.get(name_key(name), name)


def _aliased(found: Any, aliases: dict[str, str]) -> Any:
    from hjerter_cli.core.stats import GameRecord

    if not isinstance(found, GameRecord):
        return found
    return found._replace(players=tuple(counted_as(name, aliases) for name in found.players))


# The cache of what the club's files hold ---------------------------------------------------------
