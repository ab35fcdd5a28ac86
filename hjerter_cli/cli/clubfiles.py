"""The club's files by hand: `club publish`, `club remove`, `club keep` and `club alias`."""

from __future__ import annotations

import os
from typing import Any

from hjerter_cli.cli.session import Session, unknown_game
from hjerter_cli.errors import HjerterError, RefusedError, StoreError, UsageError, visible
from hjerter_cli.render import said_club as said
from hjerter_cli.render.refusals import say
from hjerter_cli.store import club, paths
from hjerter_cli.terminal import write


def publish(session: Session, folder: str, names: list[str]) -> None:
    """Write this data dir's games (the named ones, or all) into the club; a damaged one is named
    and left out."""
    from hjerter_cli.store import clubnotes, gamefile

    notes = clubnotes.noted(session.base)
    chosen = [session.resolve(name, None) for name in names]
    for ref in chosen:
        if not paths.exists(ref.path):
            raise unknown_game(ref.name)
    if not names:
        chosen = [session.resolve(name, None) for name in _games_here(session.base)]
    count, removed = 0, 0
    for ref in chosen:
        try:
            game = gamefile.load(ref.path)[0]
        except HjerterError as error:
            write(said.left_out(ref.name, say(error)), err=True)
            continue
        if names:  # named: put back deliberately, where the club removed it
            _note(session.base, folder, game, removed=False)
        elif club.removed_from(folder, game):
            removed += 1
            continue
        data = club.read_bytes(ref.path)
        if data is not None:
            game, data = club.dated(ref.path, game, data)  # 1.0's file: the copy says when it started
            club.publish(folder, game, data, session.base, behind=notes.get(os.path.abspath(ref.path), ""))
            clubnotes.forget(session.base, ref.path)
            count += 1
            session.stopped_after = said.publish_stopped(count, len(chosen))
    write(said.published(count))
    if removed:
        write(said.removed_left_out(removed))


def _note(base: Any, folder: str, game: Any, removed: bool) -> None:
    """Note a game removed from the club, or put back; a note that cannot be read is refused."""
    from hjerter_cli.errors import StoreError
    from hjerter_cli.store import clubremoved

    try:
        clubremoved.note(str(base), folder, club.name_of(game)[: -len(".toml")], removed)
    except clubremoved.Unreadable as error:
        raise StoreError(said.notes_unreadable(os.path.join(folder, clubremoved.REMOVED))) from error


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
            game = club.as_saved(ref.path, game)
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
    if not club.versions_of(folder, club.names_of(game.players, game.started, game.id)):
        raise RefusedError(said.no_copy(name))
    session.stopped_after = said.remove_stopped(name)
    _note(session.base, folder, game, removed=True)
    club.remove_game(folder, game)
    write(said.removed(name))


def keep(session: Session, folder: str, given: str) -> None:
    """Make one version the game's: FILE (the club's, or one `hjerter club` lists of a game in
    conflict, this data dir's too), in the club and in this data dir where it holds another."""
    from hjerter_cli.core.game import sheet
    from hjerter_cli.store import clubremoved, clubversions

    path = _club_file(folder, given) or _listed_file(session, given)
    data = club.read_bytes(path) if path is not None else None
    game = club.parse(data) if data is not None else None
    if path is None or data is None or game is None:
        raise RefusedError(said.no_game_file(given))
    key = club.identity(game.players, game.started, game.id)
    session.stopped_after = said.keep_stopped(os.path.basename(path))
    try:
        backups = clubversions.keep(str(session.base), folder, path, data, game)
    except clubremoved.Unreadable as error:
        raise StoreError(said.notes_unreadable(os.path.join(folder, "removed.toml"))) from error
    for name in _here_versions(session, key, data):
        mine = Session()
        mine.after = {"data_dir": str(session.base), "game": name}
        mine.update(lambda _old, _scored: (game, sheet(game), None))
    write(said.kept(os.path.basename(path)))
    if backups:
        write(said.others_kept(backups))


def _listed_file(session: Session, given: str) -> str | None:
    """A file that `hjerter club` lists as a version of a game in conflict (this data dir's too)."""
    from hjerter_cli.store import clubread

    wanted = os.path.realpath(paths.given_path(given))
    for _name, files in clubread.counted(session.base).conflicts:
        for path in files:
            if os.path.realpath(path) == wanted:
                return path
    return None


def _here_versions(session: Session, key: Any, data: bytes) -> list[str]:
    """This data dir's games of one identity that hold another version."""
    found = []
    for name in _games_here(session.base):
        path = paths.game_path(session.base, name)
        mine = club.read_bytes(path)
        game = club.parse(mine) if mine is not None and mine != data else None
        game = club.as_saved(path, game) if game is not None else None
        if game is not None and club.identity(game.players, game.started, game.id) == key:
            found.append(name)
    return found


def alias(session: Session, folder: str, words: list[str], remove: bool, replace: bool) -> None:
    """`club alias NAME OTHER`: OTHER counts as NAME at every table; `--remove OTHER` undoes it.
    The aliases are changed under their lock, as read at that moment (store/clubaliases.py)."""
    from hjerter_cli.store import clubaliases

    if remove:
        if len(words) != 1:
            raise UsageError(said.remove_takes_one())
        write(clubaliases.change(session.base, folder, lambda aliases: _removed(aliases, words[0])))
        return
    if len(words) != 2 or not all(word.strip() for word in words):
        raise UsageError(said.alias_takes_two())
    name, other = (word.strip() for word in words)
    _no_chain({}, name, other)  # before the games are read: a loop of one
    seated = _seated(session)
    write(clubaliases.change(session.base, folder, lambda aliases: _added(aliases, name, other, replace, seated)))


def _removed(aliases: dict[str, str], given: str) -> tuple[dict[str, str], str]:
    from hjerter_cli.core.settings import name_key

    other = next((key for key in aliases if name_key(key) == name_key(given)), None)
    if other is None:
        raise RefusedError(said.no_alias(given))
    del aliases[other]
    return aliases, said.alias_removed(other)


def _added(
    aliases: dict[str, str], name: str, other: str, replace: bool, seated: list[tuple[str, tuple[str, ...]]]
) -> tuple[dict[str, str], str]:
    """The aliases with OTHER counted as NAME; refused (exit 2) where that makes a chain or a loop,
    where OTHER counts as another name already (unless `replace`), or where two players of one
    game would then be one."""
    from hjerter_cli.core.settings import name_key

    _no_chain(aliases, name, other)
    before = next((value for key, value in aliases.items() if name_key(key) == name_key(other)), None)
    if before is not None and name_key(before) != name_key(name) and not replace:
        raise UsageError(said.alias_taken(other, before, name))
    aliases = {key: value for key, value in aliases.items() if name_key(key) != name_key(other)}
    aliases[other] = name
    counted = {name_key(key): value for key, value in aliases.items()}
    wanted = name_key(name)
    for game, players in seated:
        together = [player for player in players if name_key(counted.get(name_key(player), player)) == wanted]
        if len(together) > 1 and any(name_key(player) == name_key(other) for player in together):
            raise UsageError(said.alias_sat_together(together[0], together[1], game, other, name))
    return aliases, said.aliased(other, name)


def _seated(session: Session) -> list[tuple[str, tuple[str, ...]]]:
    """Each game counted (this data dir's and the club's, each once) and its players as the files
    name them."""
    from hjerter_cli.core.stats import GameRecord
    from hjerter_cli.store import clubread

    counted = clubread.counted(session.base, aliased=False)
    return [(name, found.players) for name, found, _where in counted.games if isinstance(found, GameRecord)]


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
