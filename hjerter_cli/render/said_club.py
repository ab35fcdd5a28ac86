"""What `hjerter club` says: joining and leaving, where the club is and what it holds, publish,
remove, keep, alias and sync, and the games left out or in conflict when games are counted."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _, fixed, ngettext


def files_of(files: Iterable[str]) -> str:
    return ", ".join(visible(file) for file in files)


# The club's state --------------------------------------------------------------------------------


remove_without_alias = fixed("--remove goes with `hjerter club alias --remove OTHER`.")


def nothing_more(after: str, words: list[str]) -> str:
    return _("Nothing more goes after {word}: {extra}.").format(word=visible(after), extra=visible(" ".join(words)))


def no_such_action(word: str, closest: str) -> str:
    return _(
        "{word} is no action of `hjerter club`; did you mean {action}? "
        "To make a club folder of that name here, write `hjerter club ./{word}`."
    ).format(word=visible(word), action=closest)


in_no_club = fixed("This data dir is in no club; join one with `hjerter club DIR`.")

remove_takes_a_game = fixed("`hjerter club remove` takes one GAME.")

keep_takes_a_file = fixed("`hjerter club keep` takes one FILE.")


def joined(folder: str) -> str:
    return _(
        "This data dir is now in the club kept in {folder}; `hjerter club publish` adds the games saved before."
    ).format(folder=visible(folder))


leave_by_environment = fixed("HJERTER_CLUB names the club for each command; unset it to leave.")

nothing_to_leave = fixed("This data dir is in no club; there is nothing to leave.")


def left(folder: str) -> str:
    return _("Left the club kept in {folder}; nothing in it was removed.").format(folder=visible(folder))


status_outside = fixed(
    "This data dir is in no club; join one with `hjerter club DIR` (a folder git or Syncthing keeps)."
)


def status(folder: str, held: int, others: int, here: int, conflicts: Iterable[tuple[str, list[Any]]]) -> str:
    """`hjerter club` alone: where the club is kept, what it holds, and each game in conflict."""
    lines = [_("The club is kept in {folder}.").format(folder=visible(folder))]
    lines.append(
        ngettext(
            "It holds {count} game; {others} of them scored at other tables.",
            "It holds {count} games; {others} of them scored at other tables.",
            held,
        ).format(count=held, others=others)
    )
    if here:
        lines.append(
            ngettext(
                "{count} game here is not in the club; `hjerter club publish` adds it.",
                "{count} games here are not in the club; `hjerter club publish` adds them.",
                here,
            ).format(count=here)
        )
    for name, versions in conflicts:
        lines.append(
            _(
                "In conflict: {name}; keep one with `hjerter club keep {name} N` (N as listed)"
                " or `hjerter club keep FILE`:"
            ).format(name=visible(name))
        )
        lines += [version_line(number, version) for number, version in enumerate(versions, start=1)]
    return "\n".join(lines)


def version_line(number: int, version: Any) -> str:
    """One version of a game in conflict: its file, rounds, table, totals, and where it departs."""
    if version.rounds is None:
        return "  " + _("{number}. {file}: no game can be read from it").format(
            number=number, file=visible(version.path)
        )
    said = ngettext("{count} round", "{count} rounds", version.rounds).format(count=version.rounds)
    if version.table:
        said += " " + _("(saved last at {table})").format(table=visible(version.table))
    totals = ", ".join(f"{visible(player)} {total}" for player, total in version.totals)
    line = f"  {number}. {visible(version.path)}: {said}" + (f"; {totals}" if totals else "")
    if version.differs_at is not None:
        line += "; " + _("differs from 1 from round {round} on").format(round=version.differs_at)
    return line


def behind(names: Iterable[str]) -> str:
    """`hjerter club` alone: this data dir's games whose club copy is missing or older."""
    return _("Behind in the club (the next save or `hjerter club publish` writes them): {names}").format(
        names=files_of(names)
    )


# Games counted with the club ---------------------------------------------------------------------


def left_out(name: str, problem: str) -> str:
    """A game that cannot be read, left out of what is counted or published."""
    return _("Left out {name}: {problem}").format(name=visible(name), problem=problem)


def in_conflict(name: str, files: Iterable[str]) -> str:
    return _("In conflict, counted nowhere: {name} ({files}); keep one with `hjerter club keep FILE`.").format(
        name=visible(name), files=files_of(files)
    )


# publish, remove, keep, alias --------------------------------------------------------------------


def published(count: int) -> str:
    return ngettext("Published {count} game to the club.", "Published {count} games to the club.", count).format(
        count=count
    )


def no_copy(name: str) -> str:
    return _("The club has no copy of {name}.").format(name=visible(name))


def removed(name: str) -> str:
    said = _(
        "Removed {name} from the club: it goes for every table (with git, at their next `hjerter club sync`),"
        " and no table's save writes it back; this data dir keeps its own copy, if any, and"
        " `hjerter club publish {name}` puts it back."
    )
    return said.format(name=visible(name))


def publish_stopped(count: int, whole: int) -> str:
    return ngettext(
        "Stopped: {count} of {whole} game was written to the club; `hjerter club publish` writes the rest.",
        "Stopped: {count} of {whole} games were written to the club; `hjerter club publish` writes the rest.",
        whole,
    ).format(count=count, whole=whole)


def removed_left_out(count: int) -> str:
    return ngettext(
        "{count} game the club removed was left out; `hjerter club publish GAME` puts one back.",
        "{count} games the club removed were left out; `hjerter club publish GAME` puts one back.",
        count,
    ).format(count=count)


def notes_unreadable(path: str) -> str:
    return _("{path} cannot be read, so it is left as it is; mend it or remove it, then try again.").format(
        path=visible(path)
    )


def took_kept(name: str, backup: str) -> str:
    return _(
        "{name} was settled at another table (`hjerter club keep`): this data dir now holds the version"
        " kept, and its own is kept as {backup}."
    ).format(name=visible(name), backup=visible(backup))


def keep_stopped(file: str) -> str:
    return _(
        "Stopped while {file} was made the game's version: the club and this data dir may hold it"
        " in part only (`hjerter club keep {file}` again finishes it; nothing is lost)."
    ).format(file=visible(file))


def remove_stopped(name: str) -> str:
    return _(
        "Stopped while {name} was removed from the club: it may be removed in part only"
        " (`hjerter club remove {name}` again finishes it)."
    ).format(name=visible(name))


def no_such_version(game: str, number: str) -> str:
    return _("{game} has no version {number} in conflict; `hjerter club` lists them.").format(
        game=visible(game), number=visible(number)
    )


def no_game_file(given: str) -> str:
    return _("{file} is no game file of the club's; see `hjerter club`.").format(file=visible(given))


def kept(file: str) -> str:
    return _("Kept {file} as the game's version.").format(file=visible(file))


def others_kept(files: Iterable[str]) -> str:
    return _("The others are kept as: {files}").format(files=files_of(files))


remove_takes_one = fixed("`hjerter club alias --remove` takes one name: the OTHER of an alias.")


def no_alias(name: str) -> str:
    return _("{name} is no alias in the club.").format(name=visible(name))


def alias_removed(other: str) -> str:
    return _("{name} counts as itself again at every table.").format(name=visible(other))


alias_takes_two = fixed("`hjerter club alias` takes two names: NAME OTHER (OTHER counts as NAME).")


def aliased(other: str, name: str) -> str:
    return _("{other} counts as {name} at every table.").format(other=visible(other), name=visible(name))


def alias_taken(other: str, before: str, name: str) -> str:
    return _("{other} counts as {before} already; to count it as {name} instead, add --replace.").format(
        other=visible(other), before=visible(before), name=visible(name)
    )


def alias_sat_together(first: str, second: str, game: str, other: str, name: str) -> str:
    return _("{first} and {second} both played in {game}: two players, so {other} cannot count as {name}.").format(
        first=visible(first), second=visible(second), game=visible(game), other=visible(other), name=visible(name)
    )


replace_without_alias = fixed("--replace goes with `hjerter club alias NAME OTHER`.")


def alias_of_itself(name: str) -> str:
    return _("{name} is {name} already; an alias names two different players.").format(name=visible(name))


def alias_of_an_alias(name: str, target: str) -> str:
    return _("{name} counts as {target} already; an alias of an alias (a chain or a loop) is refused.").format(
        name=visible(name), target=visible(target)
    )


def alias_to_an_alias(other: str, key: str) -> str:
    return _("{other} stands for {key} already; an alias of an alias (a chain or a loop) is refused.").format(
        other=visible(other), key=visible(key)
    )


# sync --------------------------------------------------------------------------------------------


no_git = fixed("git is not installed; `hjerter club sync` drives git.")


def git_said(line: str) -> str:
    """One line of git's own words, as git wrote it."""
    return "git: " + visible(line)


git_failed = fixed("git refused (its words are above); nothing of the club's is lost.")


def git_slow(command: str, seconds: int) -> str:
    return _("git {command} took longer than {seconds} s and was stopped; nothing is lost, sync again.").format(
        command=visible(command), seconds=seconds
    )


def in_the_way(paths: list[str]) -> str:
    return _(
        "The other tables changed {files}, and so did this clone; sync changed nothing."
        " Commit or undo your change there with git, then sync again."
    ).format(files=", ".join(visible(path) for path in paths[:10]) + (", ..." if len(paths) > 10 else ""))


def odd_name(name: str) -> str:
    return _("git would read the name {name} as an option, or no branch is checked out; sync changed nothing.").format(
        name=visible(name)
    )


def not_a_work_tree(folder: str) -> str:
    return _("{folder} is not a git work tree; make it one (git clone) to sync with `hjerter club sync`.").format(
        folder=visible(folder)
    )


no_remote = fixed("The club's git repository has no remote; add one with `git remote add origin URL`.")

kept_pushing = fixed("Another table kept pushing; nothing is lost, sync again.")


def synced(came: int, conflicts: list[str]) -> str:
    if not came:
        said = _("Synced the club: nothing new from the other tables.")
    else:
        said = ngettext(
            "Synced the club: {count} file came from the other tables.",
            "Synced the club: {count} files came from the other tables.",
            came,
        ).format(count=came)
    if conflicts:
        said += "\n" + ngettext(
            "In conflict (changed here and at another table, both kept): {names}; see `hjerter club`.",
            "In conflict (changed here and at other tables, both kept): {names}; see `hjerter club`.",
            len(conflicts),
        ).format(names=", ".join(visible(name.rsplit("/", 1)[-1]) for name in conflicts))
    return said


def sync_stopped(stage: str) -> str:
    """What Ctrl-C during `club sync` says, after what was done before it."""
    if stage == "committed":
        return _("Stopped: this table's games were committed in the club's repository, not pushed; sync again.")
    if stage == "joined":
        return _("Stopped: the other tables' games came in and were committed, not pushed; sync again.")
    return _("Stopped after the push: the club is synced.")


# A save whose club copy could not be written -----------------------------------------------------


def not_copied(names: list[str], reason: str) -> str:
    """The one line beside a save's report when the club's copy of the game (of each game, for an
    import) could not be written: the save stands; the next save or `club publish` writes it."""
    said = ngettext(
        "The club's copy of {names} was not written: {reason}; the next save or `hjerter club publish` writes it.",
        "The club's copies of {names} were not written: {reason}; the next save of each or "
        "`hjerter club publish` writes them.",
        len(names),
    )
    return said.format(names=files_of(names), reason=reason.rstrip("."))


def not_a_table_file(path: str) -> str:
    """A save given a file in the club's folder that is no game's own club file (a conflict copy,
    a new file): refused, as nothing of hjerter's own may be written there."""
    return _(
        "{path} is in the club's folder, whose files hjerter writes itself; open a club game by the name "
        "`hjerter list` gives it, or save the game here with `-g NAME`: the club's copy follows."
    ).format(path=visible(path))
