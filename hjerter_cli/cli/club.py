"""The club: one history from every table (`hjerter club ...`). The club's files are
store/club.py's; the games counted with it, store/clubread.py's; `club sync`, store/clubsync.py's
(git through store/clubgit.py alone)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Annotated

import typer

from hjerter_cli.cli.options import Commands, DataDirOption, acting, argument, examples, registrar
from hjerter_cli.cli.session import Session, session_of
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.i18n import _
from hjerter_cli.render import said_club as said
from hjerter_cli.store import club, paths
from hjerter_cli.terminal import write

COMMANDS: Commands = {}
command = registrar(COMMANDS)
# Each action, and what a Tab offers after it: the kinds of its places in order, and of any more.
FOLLOWS = {
    "publish": ((), "game"),
    "remove": (("game",), ""),
    "keep": (("conflict",), ""),
    "alias": (("anyplayer", "anyplayer"), ""),
    "sync": ((), ""),
}
ACTIONS = tuple(FOLLOWS)


@command(
    "club",
    epilog=examples(
        "hjerter club ~/club",
        "hjerter club",
        "hjerter club sync",
        "hjerter club publish",
        "hjerter club keep FILE",
        "hjerter club alias Anne Ann",
        "hjerter club --leave",
    ),
)
def club_(
    ctx: typer.Context,
    words: Annotated[
        list[str] | None,
        acting(
            argument(metavar=_("[DIR | ACTION [ARGS]...]"), help=_("A folder to join, or what to do.")),
            FOLLOWS,
        ),
    ] = None,
    leave: Annotated[
        bool, typer.Option("--leave", help=_("Leave the club (nothing in its folder is removed)."))
    ] = False,
    remove: Annotated[bool, typer.Option("--remove", help=_("With alias: remove the alias of a name."))] = False,
    replace: Annotated[
        bool, typer.Option("--replace", help=_("With alias: let OTHER count as NAME where it counts as another name."))
    ] = False,
    data_dir: DataDirOption = None,
) -> None:
    """One history from every table, kept in a folder that git, Syncthing, Nextcloud or Dropbox
    carries between the machines.

    DIR: join the club kept in DIR (made if missing). Alone: where the club is, what it holds,
    and any game in conflict. --leave: leave it. In a club, every save also writes the game into
    DIR/games/, and list, stats and rating count this data dir's games and the club's, each once
    (--mine: this data dir's only).

    Actions: publish [GAME...] writes games saved before joining (default: all); remove GAME
    removes the club's copy, for every table; keep FILE makes that version of a game in conflict
    the game's (the others are kept as .bak); alias NAME OTHER counts OTHER as NAME at every table
    (alias --remove OTHER undoes it); sync commits the club's games, pulls and pushes (DIR a git
    work tree with a remote)."""
    session = session_of(ctx)
    session.no_game_before("club")
    words = list(words or [])
    if leave:
        _no_more(words, "--leave")
        return _leave(session)
    if remove and (not words or words[0] != "alias"):
        raise UsageError(said.remove_without_alias())
    if replace and (remove or not words or words[0] != "alias"):
        raise UsageError(said.replace_without_alias())
    if not words:
        return _status(session)
    if words[0] not in ACTIONS:
        _no_such_action(words[0])
        _no_more(words[1:], words[0])
        return _join(session, words[0])
    _act(session, words[0], words[1:], remove, replace)


def _no_more(words: list[str], after: str) -> None:
    if words:
        raise UsageError(said.nothing_more(after, words))


def _no_such_action(word: str) -> None:
    """A word that is no action, no path (no `/`) and no folder here is a misspelt action: refused
    (exit 2), naming the closest action and how to make a club folder of that name."""
    import difflib

    if any(mark and mark in word for mark in (os.sep, os.altsep)) or os.path.lexists(paths.given_path(word)):
        return
    closest = max(ACTIONS, key=lambda action: difflib.SequenceMatcher(None, word.casefold(), action).ratio())
    raise UsageError(said.no_such_action(word, closest))


def _folder(session: Session) -> str:
    """The club's folder; not in one, refused saying how to join."""
    folder = club.folder_of(session.base)
    if folder is None:
        raise RefusedError(said.in_no_club())
    return folder


def _act(session: Session, action: str, words: list[str], remove: bool, replace: bool) -> None:
    folder = _folder(session)
    if action == "sync":
        _no_more(words, "sync")
        return _sync(session, folder)
    from hjerter_cli.cli import clubfiles

    if action == "publish":
        clubfiles.publish(session, folder, words)
    elif action == "remove":
        clubfiles.remove(session, folder, _one(words, said.remove_takes_a_game))
    elif action == "keep":
        clubfiles.keep(session, folder, _file_or_version(session, words))
    else:
        clubfiles.alias(session, folder, words, remove, replace)


def _sync(session: Session, folder: str) -> None:
    """`club sync`: the store drives git; this says what came of it."""
    from hjerter_cli.store import clubgit, clubsync

    def progress(stage: str) -> None:
        session.stopped_after = said.sync_stopped(stage)

    try:
        done = clubsync.sync(folder, lambda: club.table_of(session.base), progress, str(session.base))
    except clubgit.GitMissing as error:
        raise RefusedError(said.no_git()) from error
    except clubgit.GitSlow as error:
        raise RefusedError(said.git_slow(error.command, int(clubgit.LIMIT))) from error
    except clubgit.GitSaid as error:
        for line in error.lines:
            write(said.git_said(line), err=True)
        raise RefusedError(said.git_failed()) from error
    except clubsync.NotAWorkTree as error:
        raise RefusedError(said.not_a_work_tree(folder)) from error
    except clubsync.NoRemote as error:
        raise RefusedError(said.no_remote()) from error
    except clubsync.OddRemote as error:
        raise RefusedError(said.odd_name(error.name)) from error
    except clubsync.InTheWay as error:
        raise RefusedError(said.in_the_way(error.paths)) from error
    except clubsync.KeptPushing as error:
        raise RefusedError(said.kept_pushing()) from error
    write(said.synced(done.came, done.conflicts))


def _file_or_version(session: Session, words: list[str]) -> str:
    """What `club keep` takes: FILE, or GAME N (the N-th version `hjerter club` lists of GAME)."""
    if len(words) == 2 and words[1].isdigit():
        from hjerter_cli.store import clubread
        from hjerter_cli.store.clubversions import pick

        chosen = pick(clubread.counted(session.base).conflicts, words[0], int(words[1]))
        if chosen is None:
            raise RefusedError(said.no_such_version(words[0], words[1]))
        return chosen
    return _one(words, said.keep_takes_a_file)


def _one(words: list[str], refusal: Callable[[], str]) -> str:
    if len(words) != 1:
        raise UsageError(refusal())
    return words[0]


def _join(session: Session, folder: str) -> None:
    joined = club.join(session.base, paths.given_path(folder))
    write(said.joined(joined))


def _leave(session: Session) -> None:
    folder = club.folder_of(session.base)
    if os.environ.get("HJERTER_CLUB"):
        raise UsageError(said.leave_by_environment())
    if folder is None or not club.leave(session.base):
        write(said.nothing_to_leave())
        return
    write(said.left(folder))


def _status(session: Session) -> None:
    from hjerter_cli.store import clubread

    folder = club.folder_of(session.base)
    if folder is None:
        write(said.status_outside())
        return
    from hjerter_cli.store.clubversions import listed

    counted = clubread.counted(session.base)
    if counted.aliases_left_out is not None:
        from hjerter_cli.render.refusals import say

        write(say(counted.aliases_left_out), err=True)
    where = [entry[2] for entry in counted.games]
    held, others, here = where.count("club") + where.count("both"), where.count("club"), where.count("here")
    conflicts = [(name, listed(files)) for name, files in counted.conflicts]
    write(said.status(folder, held, others, here, conflicts))
    if counted.behind:
        write(said.behind(counted.behind))
