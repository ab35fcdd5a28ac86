"""What a Tab offers that only the saved games know: game names, players, `NAME=` entries and the
options a game takes. Only the protocol is here; what a command accepts is hjerter_cli.store.paths's
and the core's, which this asks, so a Tab offers exactly what the command would take.

The completion scripts (`hjerter completion SHELL`) complete command words, options and fixed
values themselves and parse the command line; for a name they run

    _HJERTER_COMPLETE=SHELL hjerter KIND COMMAND INCOMPLETE [OPTION VALUE]... -- [ENTRY]...

(the options given so far with their values, a flag with an empty value, the pair `: ''` where
the command word stood, and the command's positional words) and this module answers, one
candidate a line, without starting the framework. KIND is `game`, `player`, `anyplayer` (the
players of every saved game), `tally` (`NAME=` entries), `pair` (`A+B` for `new --pair`),
`conflict` (the club's files of a game kept in more than one, for `club keep`), `evening` (the
evenings' names), `evplayer` (the players of the evening named before), `table` (the tables of
the evening's sitting) or `options` (those
of `--queen`, `--bonus`, `--ten`, `--king`, `--ace`, `--moon` and `--sun` the game takes). The
scripts of hjerter 1.1 ask another way; hjerter_cli.tab_old_scripts answers them from the same
kinds.
"""

from __future__ import annotations

import os
import sys

from hjerter_cli.store import paths, tabindex

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from hjerter_cli.core.evening import Plan

    Given = dict[str, str]

# How each shell's options are named in a request, and which of them say where.
SHORT = {"-g": "--game", "-f": "--file"}
ASKED_OPTIONS = ("--queen", "--bonus", "--ten", "--king", "--ace", "--moon", "--sun")


class Request:
    """One request: what is asked for, on which command line."""

    def __init__(self, argv: list[str]) -> None:
        self.kind, self.command, self.incomplete, *rest = argv + ["", "", ""][len(argv) :]
        self.before: Given = {}
        self.after: Given = {}
        self.twice = False  # --game and --file both, on one side: the command refuses the line
        self.pairs: list[str] = []  # every --pair given, in order (an option given once a pair)
        side = self.before  # scripts of hjerter 1.2 mark no command word: all of it counts as before
        while len(rest) >= 2 and rest[0] != "--":
            option, value, *rest = rest
            if option == ":":  # where the command word stood: what follows is after it
                side = self.after
                continue
            option = SHORT.get(option, option).lstrip("-").replace("-", "_")
            if option in ("game", "file") and ({"game", "file"} - {option}) & set(side):
                self.twice = True
            if option == "pair":
                self.pairs.append(value)
            side[option] = value
        self.entries = rest[1:] if rest[:1] == ["--"] else []

    def given(self, name: str) -> str | None:
        """--data-dir, --game or --file as the command reads them (paths.chosen)."""
        return paths.chosen(self.before, self.after, name)

    def option(self, name: str) -> str | None:
        """Another option of the command (`like`, `again`): the one given last."""
        return self.after.get(name, self.before.get(name))

    @property
    def base(self) -> str:
        return paths.data_dir(self.given("data_dir"))

    def game(self) -> tabindex.GameForTab:
        """The players, state and options of the game the command line acts on, as the command
        reads it (or refused as it is); kept beside the games, so a long game is not read again."""
        if self.twice:
            raise LookupError("--game and --file on one side of the command: the command refuses the line")
        base = self.base
        path, _name = paths.which_game(base, self.given("game"), self.given("file"))
        return tabindex.game_for_tab(base, path)


def answer(shell: str, argv: list[str]) -> list[str]:
    """The candidates for one request, as the shell inserts them (bash: quoted as the word is)."""
    request = Request(argv)
    quote = ""
    if shell == "bash":
        quote = _open_quote(request.incomplete)
        request.incomplete = _dequote(request.incomplete)
        request.entries = [_dequote(entry) for entry in request.entries]
        for side in (request.before, request.after):
            side.update({option: _dequote(value) for option, value in side.items()})
    elif shell == "fish":
        request.incomplete = _dequote(request.incomplete)
    try:
        found = KINDS[request.kind](request)
    except Exception:  # whatever the command would refuse (or cannot read) is not offered
        found = []
    return [_quoted(word, quote) for word in found] if shell == "bash" else found


# The kinds of request ------------------------------------------------------------------------


def _starting(names: list[str] | tuple[str, ...], incomplete: str) -> list[str]:
    from hjerter_cli.core.settings import name_key

    wanted = name_key(incomplete)
    return [name for name in names if name_key(name).startswith(wanted)]


def _offered(base: str) -> tabindex.Index | None:
    """The games and players to offer: the index beside the games where it holds, else what the
    last one gave (a Tab never reads every game: `list` or `stats` make it again); None where
    there is no index yet."""
    return tabindex.index(base) or tabindex.last_index(base)


def _games(request: Request) -> list[str]:
    """The games a command takes by name, from the index beside the games (or the last one);
    where there is none yet, from the folder's names alone."""
    from bisect import bisect_left

    base, start = request.base, request.incomplete
    index = _offered(base)
    if index is None:
        return tabindex.names_in_folder(base, start)
    names = index.names
    found = []
    for name in names[bisect_left(names, start) :]:  # sorted: those that start so are together
        if not name.startswith(start):
            break
        found.append(name)
    return found


def _table(request: Request) -> tuple[str, ...]:
    """The players of the game the command line names; for `new`, the valid names typed, else the
    players of the game of --like, or of the current game for --again."""
    if request.command != "new":
        return request.game().players
    from hjerter_cli.core.settings import check_player_name

    if request.entries:
        return tuple(_valid(check_player_name, request.entries))
    like, again = request.option("like"), request.option("again") is not None
    if (like is None) != again:
        return ()  # neither (the command asks for players), or both (it refuses the line)
    base = request.base
    path, _name = paths.which_game(base, like, None)  # --again: the current game
    return tabindex.game_for_tab(base, path).players


def _valid(check: Callable[[str], str], names: list[str]) -> list[str]:
    found = []
    for name in names:
        try:
            found.append(check(name))
        except Exception:
            continue
    return found


def _player(request: Request) -> list[str]:
    return _starting(_table(request), request.incomplete)


def _pair(request: Request) -> list[str]:
    """`A+B` for `new --pair`, of the names typed on the line (or the model's) that no other
    --pair has taken: after `A+`, A with each other player; after the start of a name, that
    player with each other; with nothing typed, every two players in seat order."""
    from hjerter_cli.core.settings import name_key

    table = _table(request)
    taken = {name_key(name) for given in request.pairs for name in given.split("+")}
    free = [name for name in table if name_key(name) not in taken]
    first, plus, second = request.incomplete.partition("+")
    if plus:
        chosen = [name for name in free if name_key(name) == name_key(first)]
        return [f"{chosen[0]}+{other}" for other in _starting(free, second) if other not in chosen] if chosen else []
    if not first:
        return [f"{one}+{other}" for index, one in enumerate(free) for other in free[index + 1 :]]
    return [f"{one}+{other}" for one in _starting(free, first) for other in free if other != one]


def _tally(request: Request) -> list[str]:
    """`NAME=` for the players without an entry yet; none after a plain entry (the forms do not
    mix), after `-` (the rounds come from standard input), inside an entry, in a game that is
    over, or for a name the command line would read as an option."""
    from hjerter_cli.core.settings import name_key

    entries = request.entries[1:] if request.command == "edit" else request.entries  # edit: the number first
    if "=" in request.incomplete or any("=" not in entry for entry in entries):
        return []
    game = request.game()
    if request.command == "round" and game.finished:
        return []
    done = {name_key(entry.partition("=")[0]) for entry in entries}
    players = [name for name in game.players if name_key(name) not in done and not name.startswith("-")]
    return [name + "=" for name in _starting(players, request.incomplete)]


def _any_player(request: Request) -> list[str]:
    """The players of every saved game, each once (as last written; a damaged game offers none),
    from the index kept beside the games (or the last one; none where there is none yet)."""
    index = _offered(request.base)
    return _starting(index.players if index is not None else [], request.incomplete)


def _conflicts(request: Request) -> list[str]:
    """`club keep FILE`: the club's files of each game it keeps in more than one (a conflict copy
    beside the game's own), by their names in its games folder, which `club keep` takes; from the
    folder's names alone, no game read (none outside a club)."""
    from hjerter_cli.store import clubfolder

    folder = clubfolder.folder_of(request.base)
    names = clubfolder.kept_twice(folder, request.base) if folder is not None else []
    return [name for name in names if name.startswith(request.incomplete)]


def _evenings(request: Request) -> list[str]:
    """The evenings' names (`hjerter evening`), from the names of their plans' files alone."""
    from hjerter_cli.store import clubfolder

    folder = os.path.join(clubfolder.folder_of(request.base) or request.base, "evenings")
    try:
        names = sorted(name[: -len(".toml")] for name in os.listdir(folder) if name.endswith(".toml"))
    except (OSError, ValueError):
        return []
    return [name for name in names if not name.startswith(".") and name.startswith(request.incomplete)]


def _evening_plan(request: Request, named: bool) -> Plan | None:
    """The plan of the evening named after the action (`named`), else of the last one; None."""
    from pathlib import Path

    from hjerter_cli.store import evening

    base = Path(request.base)
    words = [entry for entry in request.entries[1:] if not entry.startswith("-")]
    name = words[0] if named and words else evening.current(base)
    try:
        return evening.read(base, name) if name and evening.valid_name(name) else None
    except evening.Unusable:
        return None


def _evening_players(request: Request) -> list[str]:
    """`evening leave NAME PLAYER`: the players of evening NAME who have not left."""
    plan = _evening_plan(request, True)
    names = [member.name for member in plan.players if not member.left] if plan is not None else []
    return _starting(names, request.incomplete)


def _tables(request: Request) -> list[str]:
    """`evening play TABLE`: the tables of the last evening's sitting."""
    plan = _evening_plan(request, False)
    count = len(plan.drawn[-1].tables) if plan is not None and plan.drawn else 0
    return [str(number) for number in range(1, count + 1) if str(number).startswith(request.incomplete)]


def _options(request: Request) -> list[str]:
    """Of the options that depend on the game (ASKED_OPTIONS), those it takes: the cards in use,
    --moon where the shooter chooses, --sun where suns count; none for `round` once it is over."""
    game = request.game()
    if request.command == "round" and game.finished:
        return []
    taken = {f"--{option}" for option in game.options}
    return [option for option in ASKED_OPTIONS if option in taken and option.startswith(request.incomplete)]


KINDS: dict[str, Callable[[Request], list[str]]] = {
    "game": _games,
    "player": _player,
    "anyplayer": _any_player,
    "tally": _tally,
    "pair": _pair,
    "conflict": _conflicts,
    "evening": _evenings,
    "evplayer": _evening_players,
    "table": _tables,
    "options": _options,
}


# Words as bash has them ------------------------------------------------------------------------


def _open_quote(word: str) -> str:
    """The quote still open at the end of a word as typed (`"it` -> `"`), or ""."""
    return _scan(word)[1]


def _dequote(word: str) -> str:
    """A word as the command will get it: backslashes and quotes removed (an unclosed quote runs
    to the end, as while it is being typed)."""
    return _scan(word)[0]


def _scan(word: str) -> tuple[str, str]:
    """A word as typed, read as bash reads it: its text without quotes and backslashes, and the
    quote still open at its end ("" when none is)."""
    out, quote, index = [], "", 0
    while index < len(word):
        char = word[index]
        if char == quote:
            quote = ""
        elif not quote and char in "'\"":
            quote = char
        elif char == "\\" and quote != "'" and index + 1 < len(word):
            index += 1
            out.append(word[index])
        else:
            out.append(char)
        index += 1
    return "".join(out), quote


_PLAIN = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=_-.,+:@%/^")


def _quoted(word: str, quote: str) -> str:
    """A candidate as bash inserts it into the word being typed: with every character the shell
    would read specially escaped; inside an open double quote only those special there; inside
    an open single quote, a quote closed, escaped and opened again (`it'\\''s`)."""
    if quote == '"':
        return "".join("\\" + char if char in '"\\$`' else char for char in word)
    if quote == "'":
        return word.replace("'", "'\\''")
    return "".join(char if char in _PLAIN or ord(char) > 127 else "\\" + char for char in word)


def main() -> None:
    shell = os.environ.get("_HJERTER_COMPLETE", "")
    try:
        found = answer(shell, sys.argv[1:])
    except KeyboardInterrupt:  # the Tab was given up: nothing to offer, nothing to say
        sys.exit(130)
    except Exception:  # a Tab never shows a traceback: it offers nothing
        found = []
    sys.stdout.write("".join(word + "\n" for word in found))
