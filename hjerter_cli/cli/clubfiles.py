"""The club's files by hand: `club publish`, `club remove`, `club keep` and `club alias`."""

from __future__ import annotations

import os
from typing import Any

from hjerter_cli.cli.session import Session, unknown_game
from hjerter_cli.errors import HjerterError, RefusedError, UsageError, visible
from hjerter_cli.render import said_club as said
from hjerter_cli.render.refusals import say
from hjerter_cli.store import club, paths
from hjerter_cli.terminal import write


def publish(session: Session, folder: str, names: list[str]) -> None:
    """Write this data dir's games (the named ones, or all) into the club; a damaged one is named
    and left out."""
    from hjerter_cli.store import gamefile

    chosen = [session.resolve(name, None) for name in names]
    for ref in chosen:
        if not paths.exists(ref.path):
            raise unknown_game(ref.name)
    if not names:
        chosen = [session.resolve(name, None) for name in _games_here(session.base)]
    count = 0
    for ref in chosen:
        try:
            game = gamefile.load(ref.path)[0]
        except HjerterError as error:
            write(said.left_out(ref.name, say(error)), err=True)
            continue
        data = club.read_bytes(ref.path)
        if data is not None:
            club.publish(folder, game, data, session.base)
            count += 1
    write(said.published(count))


def _games_here(base: Any) -> list[str]:
    """This data dir's games a command takes by name: an allowed name, kept as typed, a regular file."""
    import stat

    found = []
    for name in paths.game_names(base):
        try:
            if paths.game_name(name) == name and stat.S_ISREG(os.stat(paths.game_path(base, name)).st_mode):
                found.append(name)
        except (RefusedError, OSError):
            continue
    return found


def _club_file(folder: str, given: str) -> str | None:
    """A file of the club's games folder, as given (a path, or a name there); None if it is none."""
    games = os.path.realpath(club.games_of(folder))
    for candidate in (paths.given_path(given), os.path.join(games, given), os.path.join(games, given + ".toml")):
        if os.path.dirname(os.path.realpath(candidate)) == games and os.path.isfile(candidate):
            return os.path.realpath(candidate)
    return None


def _identity_of(session: Session, folder: str, given: str) -> tuple[Any, str]:
    """A game named by this data dir's name for it, or by a club file; and the name to say it by."""
    try:
        ref = session.resolve(given, None)
    except RefusedError:
        ref = None
    if ref is not None and paths.exists(ref.path):
        data = club.read_bytes(ref.path)
        game = club.parse(data) if data is not None else None
        if game is not None:
            return game, ref.name
    path = _club_file(folder, given)
    data = club.read_bytes(path) if path is not None else None
    game = club.parse(data) if data is not None else None
    if game is None:
        raise unknown_game(visible(given))
    return game, os.path.basename(path or given)


def remove(session: Session, folder: str, given: str) -> None:
    """Remove the club's copy of a game (every version of it), for every table."""
    game, name = _identity_of(session, folder, given)
    if not club.remove_game(folder, game):
        raise RefusedError(said.no_copy(name))
    write(said.removed(name))


def keep(session: Session, folder: str, given: str) -> None:
    """Make FILE the version of its game: in the club, and in this data dir where it holds another."""
    from hjerter_cli.core.game import sheet

    path = _club_file(folder, given)
    data = club.read_bytes(path) if path is not None else None
    game = club.parse(data) if data is not None else None
    if path is None or data is None or game is None:
        raise RefusedError(said.no_game_file(given))
    key = club.identity(game.players, game.started, game.id)
    backups = club.keep(folder, path, data, game)
    for name in _here_versions(session, key, data):
        mine = Session()
        mine.after = {"data_dir": str(session.base), "game": name}
        mine.update(lambda _old, _scored: (game, sheet(game), None))
    write(said.kept(os.path.basename(path)))
    if backups:
        write(said.others_kept(backups))


def _here_versions(session: Session, key: Any, data: bytes) -> list[str]:
    """This data dir's games of one identity that hold another version."""
    found = []
    for name in _games_here(session.base):
        path = paths.game_path(session.base, name)
        mine = club.read_bytes(path)
        game = club.parse(mine) if mine is not None and mine != data else None
        if game is not None and club.identity(game.players, game.started, game.id) == key:
            found.append(name)
    return found


def alias(folder: str, words: list[str], remove: bool) -> None:
    """`club alias NAME OTHER`: OTHER counts as NAME at every table; `--remove OTHER` undoes it."""
    from hjerter_cli.core.settings import name_key

    aliases = club.raw_aliases(folder)
    if remove:
        if len(words) != 1:
            raise UsageError(said.remove_takes_one())
        other = next((key for key in aliases if name_key(key) == name_key(words[0])), None)
        if other is None:
            raise RefusedError(said.no_alias(words[0]))
        del aliases[other]
        club.write_aliases(folder, aliases)
        write(said.alias_removed(other))
        return
    if len(words) != 2 or not all(word.strip() for word in words):
        raise UsageError(said.alias_takes_two())
    name, other = (word.strip() for word in words)
    _no_chain(aliases, name, other)
    aliases = {key: value for key, value in aliases.items() if name_key(key) != name_key(other)}
    aliases[other] = name
    club.write_aliases(folder, aliases)
    write(said.aliased(other, name))


def _no_chain(aliases: dict[str, str], name: str, other: str) -> None:
    """An alias to itself, of an alias, or to a name that is an alias: a loop or a chain, refused."""
    from hjerter_cli.core.settings import name_key

    if name_key(name) == name_key(other):
        raise UsageError(said.alias_of_itself(name))
    for key, value in aliases.items():
        if name_key(key) == name_key(name):
            raise UsageError(said.alias_of_an_alias(name, value))
        if name_key(value) == name_key(other):
            raise UsageError(said.alias_to_an_alias(other, key))
