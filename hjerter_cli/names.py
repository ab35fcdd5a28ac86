"""What a Tab offers that only the saved games know: game names, players, `NAME=` entries and the
card options a game uses.

The completion scripts (`hjerter completion SHELL`) complete command words, options and fixed
values themselves and parse the command line; for a name they run

    _HJERTER_COMPLETE=SHELL hjerter KIND COMMAND INCOMPLETE [OPTION VALUE]... -- [ENTRY]...

(the options given so far with their values, a flag with an empty value, and the command's
positional words) and this module answers, one candidate a line, without starting the framework:
only `os`, `unicodedata` and hjerter's plain reader of game files (tomllib only for a file
written by hand in another TOML style). KIND is `game`, `player`, `anyplayer`
(the players of every saved game), `tally` (`NAME=` entries) or `cards` (the card options the game
uses).
"""

import os
import sys

from hjerter_cli.peek import current_name, file_identity, read_small

CARDS = ("queen", "bonus", "ten", "king", "ace")
MAX_FILE_SIZE = 1 << 20  # as store.files: a game file is far smaller


def answer(shell: str, argv: list[str]) -> list[str]:
    """The candidates for one request, as the shell inserts them (bash: escaped)."""
    kind, command, incomplete, given, entries = _request(argv)
    if shell == "bash":
        incomplete, entries = _dequote(incomplete), [_dequote(entry) for entry in entries]
        given = {option: _dequote(value) for option, value in given.items()}
    elif shell == "fish":
        incomplete = _dequote(incomplete)
    try:
        found = _KINDS[kind](command, incomplete, given, entries)
    except (OSError, ValueError, KeyError):
        found = []
    return [_escaped(word) for word in found] if shell == "bash" else found


def _request(argv: list[str]) -> tuple[str, str, str, dict[str, str], list[str]]:
    kind, command, incomplete, *rest = argv + ["", "", ""][len(argv) :]
    given: dict[str, str] = {}
    while len(rest) >= 2 and rest[0] != "--":
        option, value, *rest = rest
        option = {"-g": "--game", "-f": "--file"}.get(option, option)
        if option in ("--game", "--file"):  # the later of the two counts, as the command reads them
            given.pop("--game", None)
            given.pop("--file", None)
        given[option] = value
    return kind, command, incomplete, given, rest[1:] if rest[:1] == ["--"] else []


# The data dir and the game a command line names ----------------------------------------------


def _base(given: dict[str, str]) -> str:
    if given.get("--data-dir"):
        return os.path.expanduser(given["--data-dir"])
    if os.environ.get("HJERTER_DATA_DIR"):
        return os.environ["HJERTER_DATA_DIR"]
    from hjerter_cli.places import user_data_dir

    return user_data_dir()


def _game_names(base: str) -> list[str]:
    try:
        entries = os.listdir(os.path.join(base, "games"))
    except OSError:
        return []
    return sorted(entry[:-5] for entry in entries if entry.endswith(".toml") and not entry.startswith("."))


def _game_file(base: str, given: dict[str, str], name: str | None = None) -> str | None:
    """The file of the named game, of --file, or of the current game."""
    if name is None and given.get("--file"):
        return os.path.expanduser(given["--file"])
    name = name or given.get("--game") or current_name(base)
    if not name:
        return None
    import unicodedata

    return os.path.join(base, "games", unicodedata.normalize("NFC", name) + ".toml")


def _document(path: str | None) -> dict:  # (no typing import: a Tab pays for each module)
    """A game file's document ({} when it cannot be read)."""
    from hjerter_cli import plaintoml

    data = read_small(path, MAX_FILE_SIZE) if path else None
    try:
        return plaintoml.document(data.decode("utf-8")) if data else {}
    except (UnicodeDecodeError, plaintoml.NotToml):
        return {}


def _players_of(document: dict) -> list[str]:
    players = document.get("players")
    return players if type(players) is list and all(type(name) is str for name in players) else []


def _players(command: str, given: dict[str, str], entries: list[str]) -> list[str]:
    """The players of the game the command line names: for `new`, the names typed, else the game
    of --like, else (a rematch) the current game."""
    base = _base(given)
    if command == "new":
        if entries:
            return entries
        return _players_of(_document(_game_file(base, {}, given.get("--like") or None)))
    return _players_of(_document(_game_file(base, given)))


# The kinds of request ------------------------------------------------------------------------


def _key(name: str) -> str:
    import unicodedata

    return unicodedata.normalize("NFC", name).casefold()


def _starting(names: list[str], incomplete: str) -> list[str]:
    wanted = incomplete.casefold()
    return [name for name in names if name.casefold().startswith(wanted)]


def _games(command: str, incomplete: str, given: dict[str, str], entries: list[str]) -> list[str]:
    return [name for name in _game_names(_base(given)) if name.startswith(incomplete)]


def _player(command: str, incomplete: str, given: dict[str, str], entries: list[str]) -> list[str]:
    return _starting(_players(command, given, entries if command == "new" else []), incomplete)


def _tally(command: str, incomplete: str, given: dict[str, str], entries: list[str]) -> list[str]:
    """`NAME=` for the players without an entry yet; none after a plain entry (the forms do not
    mix), after `-` (the rounds come from standard input) or inside an entry."""
    if command == "edit":
        entries = entries[1:]  # the round's number
    if "=" in incomplete or any("=" not in entry for entry in entries):  # `-` too: rounds come from stdin
        return []
    done = {_key(entry.partition("=")[0]) for entry in entries}
    players = [name for name in _players(command, given, []) if _key(name) not in done]
    return [name + "=" for name in _starting(players, incomplete)]


def _any_player(command: str, incomplete: str, given: dict[str, str], entries: list[str]) -> list[str]:
    """The players of every saved game, each once (as last written): from the summaries `list`
    keeps where they are current, else from the game file."""
    base = _base(given)
    cached = _cached_players(base)
    names: dict[str, str] = {}
    for game in _game_names(base):
        path = os.path.join(base, "games", game + ".toml")
        players = cached.get(game, {}).get(tuple(file_identity(path) or ()))
        for name in players if players is not None else _players_of(_document(path)):
            names[_key(name)] = name
    return sorted(_starting(list(names.values()), incomplete))


def _cached_players(base: str) -> dict[str, dict[tuple, list[str]]]:
    """Players by game and file identity, from the summary cache of this version of hjerter."""
    import json

    from hjerter_cli import __version__

    data = read_small(os.path.join(base, "list-cache.json"), 32 << 20)
    try:
        document = json.loads(data) if data else {}
    except ValueError:
        return {}
    if type(document) is not dict or document.get("schema") != 2 or document.get("hjerter") != __version__:
        return {}
    found: dict[str, dict[tuple, list[str]]] = {}
    for game, entry in (document.get("games") or {}).items():
        try:
            players = entry["summary"]["players"]
            identity = tuple(entry["identity"])
        except (TypeError, KeyError):
            continue
        if type(players) is list and all(type(name) is str for name in players):
            found[game] = {identity: players}
    return found


def _cards(command: str, incomplete: str, given: dict[str, str], entries: list[str]) -> list[str]:
    """The card options of the cards the game uses (all of them when no game can be read)."""
    document = _document(_game_file(_base(given), given))
    settings = document.get("settings")
    used: tuple[str, ...]
    if type(settings) is not dict:
        used = CARDS
    else:
        used = ("queen",)
        used += ("bonus",) if settings.get("omnibus") is True else ()
        used += ("ten",) if settings.get("ten_of_clubs") is True else ()
        used += ("king", "ace") if settings.get("scoring") == "black-maria" else ()
    return [option for option in (f"--{card}" for card in used) if option.startswith(incomplete)]


_KINDS = {"game": _games, "player": _player, "anyplayer": _any_player, "tally": _tally, "cards": _cards}


# Words as bash has them ------------------------------------------------------------------------


def _dequote(word: str) -> str:
    """A word as the command will get it: backslashes and quotes removed (an unclosed quote runs
    to the end, as while it is being typed)."""
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
    return "".join(out)


_PLAIN = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=_-.,+:@%/^")


def _escaped(word: str) -> str:
    """A candidate as bash inserts it: every character the shell would read specially escaped."""
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
