"""The game file's format: Game <-> plain data <-> TOML text, with step-by-step upgrades."""

from __future__ import annotations

import os

from hjerter_cli.core.game import MAX_ROUNDS, Game
from hjerter_cli.core.records import MEMO_SIZE, TYPE_CHECKING
from hjerter_cli.core.refusals import phrase
from hjerter_cli.core.settings import (
    SETTING_NAMES,
    BonusCard,
    Settings,
    check_players,
    check_settings,
    hearts_total,
)
from hjerter_cli.core.tally import MOST_DIGITS, Tally, format_tally, plain_reader, read_round, sheet_round
from hjerter_cli.errors import RefusedError

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from typing import Any

# Format 2 (1.3) adds the settings decks, deal and pairs. A game that uses none of them is still
# written as format 1, exactly as 1.2 writes it, so 1.2 reads it; one that does is format 2,
# which 1.2 refuses as newer. Format 3 (1.4) adds rounds from a sheet (`{ sheet = "5 10 -3 14" }`:
# the scores as written, no tallies); only a game holding one is format 3, which 1.3 refuses.
# Format 4 (1.6) adds `id`, the game's identity made once where the game is made; a game that
# carries one is format 4, which 1.5 refuses as newer (a game from before keeps its format); so is
# a game with the setting `deals` (an end after so many deals), written only where it is set.
FORMAT = 4
BIG_TABLE = ("decks", "deal", "pairs")
# Step-by-step upgrades: MIGRATIONS[n] turns a format-n document into a format-(n+1) one.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: lambda data: data,
    2: lambda data: data,
    3: lambda data: data,
}

HEADER = "# A hjerter game: players, settings and each round's tallies. Scores are computed on load.\n"

# Game <-> plain data -----------------------------------------------------------------------


def tally_to_data(players: tuple[str, ...], tally: Tally) -> str | dict[str, Any]:
    """One round as it is typed, `Ann=4 Bo=q Cy=9 Di=0`; a table when a moon choice or sun goes with
    it; a round from a sheet as its scores in seat order, `{ sheet = "5 10 -3 14" }`."""
    if tally.written is not None:
        return {"sheet": " ".join(map(str, tally.written))}
    text = format_tally(players, tally)
    if tally.moon_choice is None and not tally.sun:
        return text
    data: dict[str, Any] = {"tally": text}
    if tally.moon_choice is not None:
        data["moon"] = tally.moon_choice
    if tally.sun:
        data["sun"] = True
    return data


def game_to_data(game: Game, table: str = "") -> dict[str, Any]:
    """The stored facts of a game, as plain data with a format version; `table`, in a club, the
    table that saves it (read back by `hjerter club` alone: no fact of the game)."""
    settings = game.settings.to_dict()
    if not game.settings.big_table:
        settings = {key: value for key, value in settings.items() if key not in BIG_TABLE}
    if not game.settings.deals:
        del settings["deals"]
    sheet_rounds = any(tally.written is not None for tally in game.rounds + game.redo)
    newest = game.id or table or game.settings.deals
    data: dict[str, Any] = {"format": 4 if newest else 3 if sheet_rounds else 2 if game.settings.big_table else 1}
    if game.id:
        data["id"] = game.id
    if table:
        data["table"] = table
    if game.started:
        from datetime import datetime

        data["started"] = datetime.fromisoformat(game.started)  # a TOML date-time with offset
    return data | {
        "players": list(game.players),
        "settings": settings,
        "rounds": [tally_to_data(game.players, tally) for tally in game.rounds],
        "redo": [tally_to_data(game.players, tally) for tally in game.redo],
    }


class Damaged(Exception):
    """Raised while reading a document: what is wrong with it, as a kind and its values; turned
    into a StoreError naming the file."""

    def __init__(self, said: Any) -> None:
        super().__init__(said)
        self.said = said


def _expect(value: Any, kind: type, where: str) -> Any:
    if type(value) is not kind:
        names = {
            int: phrase("type-whole-number"),
            str: phrase("type-text"),
            bool: phrase("type-true-or-false"),
            list: phrase("type-list"),
            dict: phrase("type-table"),
        }
        raise Damaged(phrase("damage-wrong-type").format(where=where, kind=names[kind]))
    return value


def tally_from_data(
    players: tuple[str, ...], data: Any, where: str, total: int = 13, copies: int = 1, bonus_card: BonusCard = "jack"
) -> Tally:
    """The inverse of tally_to_data, refusing wrong keys, types and tallies."""
    moon, sun = None, False
    if isinstance(data, dict) and "sheet" in data:
        return _sheet_round(players, data, where)
    if isinstance(data, dict):
        unknown = set(data) - {"tally", "moon", "sun"}
        if unknown:
            raise Damaged(phrase("damage-round-unknown-key").format(where=where, key=sorted(unknown)[0]))
        if "tally" not in data:
            raise Damaged(phrase("damage-round-no-tally").format(where=where))
        moon = _expect(data["moon"], str, where + ".moon") if "moon" in data else None
        sun = _expect(data["sun"], bool, where + ".sun") if "sun" in data else False
        data = data["tally"]
    text = _expect(data, str, where)
    try:
        return read_round(players, text, moon, sun, total, copies, bonus_card)
    except RefusedError as error:
        raise Damaged(phrase("damage-round").format(where=where, text=text, problem=error.said)) from error


def _sheet_round(players: tuple[str, ...], data: dict[str, Any], where: str) -> Tally:
    """A round from a sheet: `{ sheet = "5 10 -3 14" }`, a whole number a player in seat order."""
    if set(data) != {"sheet"}:
        raise Damaged(phrase("damage-round-unknown-key").format(where=where, key=sorted(set(data) - {"sheet"})[0]))
    words = _expect(data["sheet"], str, where + ".sheet").split(" ")
    if len(words) != len(players) or not all(_whole_number(word) for word in words):
        raise Damaged(phrase("damage-sheet-round").format(where=where, count=len(players)))
    return sheet_round(tuple(int(word) for word in words))


def _whole_number(word: str) -> bool:
    digits = word[1:] if word.startswith("-") else word
    return digits.isascii() and digits.isdigit() and len(digits) <= MOST_DIGITS


def game_from_data(data: dict[str, Any]) -> Game:
    """Plain data (any format up to FORMAT) -> Game; raises Damaged saying what is wrong."""
    version = data.get("format")
    if version is None:
        raise Damaged(phrase("damage-no-format"))
    _expect(version, int, "format")
    if version > FORMAT:
        raise Damaged(phrase("damage-newer-format").format(version=version, known=FORMAT))
    while version < FORMAT:
        if version not in MIGRATIONS:
            raise Damaged(phrase("damage-unknown-format").format(version=version))
        data = MIGRATIONS[version](data)
        version += 1
    unknown = set(data) - {"format", "id", "table", "started", "players", "settings", "rounds", "redo"}
    if unknown:
        raise Damaged(phrase("damage-unknown-key").format(key=sorted(unknown)[0]))
    for key in ("players", "settings"):
        if key not in data:
            raise Damaged(phrase("damage-missing-key").format(key=key))
    players_list = _expect(data["players"], list, "players")
    for player in players_list:
        _expect(player, str, "players")
    settings_data = _expect(data["settings"], dict, "settings")
    for key in settings_data:
        if key not in SETTING_NAMES:
            raise Damaged(phrase("damage-unknown-setting").format(key=key))
    players, settings = _checked_table(players_list, settings_data)
    if len(_expect(data.get("rounds", []), list, "rounds")) > MAX_ROUNDS:
        raise Damaged(phrase("damage-too-many-rounds").format(most=MAX_ROUNDS))
    rounds = _rounds(players, settings, data.get("rounds", []))
    undone = tuple(
        _undone_from_data(players, settings, item, f"redo {number}")
        for number, item in enumerate(_expect(data.get("redo", []), list, "redo"), start=1)
    )
    game_id = _expect(data["id"], str, "id") if "id" in data else ""
    if "table" in data:
        _expect(data["table"], str, "table")
    return Game(players, settings, rounds, undone, _started(data.get("started")), game_id)


# Players and settings as checked, by what a file says of them (each value with its type: `true`
# is no number); a history's games mostly share a handful of tables.
_CHECKED: dict[tuple[Any, ...], tuple[tuple[str, ...], Settings]] = {}


def _checked_table(players_list: list[str], settings_data: dict[str, Any]) -> tuple[tuple[str, ...], Settings]:
    """check_players and check_settings of a file's table; raises Damaged saying what is wrong."""
    key = (*players_list, None, *((name, type(value), value) for name, value in settings_data.items()))
    try:
        return _CHECKED[key]
    except KeyError:
        pass
    except TypeError:  # a list among the settings (pairs): checked each time
        key = ()
    decks = settings_data.get("decks", 1)
    try:
        players = check_players(players_list, decks if decks in (1, 2) else 1)
        checked = players, check_settings(Settings(**settings_data), players)
    except RefusedError as error:
        raise Damaged(error.said) from error
    if key:
        if len(_CHECKED) >= MEMO_SIZE:
            _CHECKED.clear()
        _CHECKED[key] = checked
    return checked


def _rounds(players: tuple[str, ...], settings: Settings, items: list[Any]) -> tuple[Tally, ...]:
    """The rounds of a game, as tally_from_data reads each (a round of text read at once; one it
    refuses is read by tally_from_data again, to say where and what)."""
    total, decks, bonus_card = hearts_total(settings), settings.decks, settings.bonus_card
    rounds: list[Tally] = []
    plain = plain_reader(players, decks, bonus_card)
    for number, item in enumerate(items, start=1):
        if type(item) is str:
            tally = plain(item)
            if tally is not None:
                rounds.append(tally)
                continue
            try:
                rounds.append(read_round(players, item, None, False, total, decks, bonus_card))
                continue
            except RefusedError:
                pass
        rounds.append(tally_from_data(players, item, f"round {number}", total, decks, bonus_card))
    return tuple(rounds)


def _undone_from_data(players: tuple[str, ...], settings: Settings, data: Any, where: str) -> Tally:
    """An undone round as `redo` would put it back: one the rules refuse damages the file, as a
    refused round in `rounds` does (whether the game is still open then is `redo`'s to say)."""
    from hjerter_cli.core.scoring import validate

    tally = tally_from_data(players, data, where, hearts_total(settings), settings.decks, settings.bonus_card)
    try:
        validate(players, settings, tally)
    except RefusedError as error:
        text = data.get("tally", data.get("sheet")) if isinstance(data, dict) else data
        raise Damaged(phrase("damage-round").format(where=where, text=text, problem=error.said)) from error
    return tally


def _started(value: Any) -> str:
    """`started`: a date-time with offset (TOML's own, or an ISO 8601 string); "" when absent."""
    from datetime import datetime

    if value is None:
        return ""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise Damaged(phrase("damage-started-not-a-time")) from None
    if not isinstance(value, datetime) or value.tzinfo is None:
        raise Damaged(phrase("damage-started-no-offset"))
    return value.isoformat()


def new_id() -> str:
    """A new game's identity: 128 bits at random, as 32 hex digits (the system's random source,
    as `secrets.token_hex` reads it, without importing `secrets`' own imports)."""
    return os.urandom(16).hex()


def started_now() -> str:
    """This moment, with the local offset, to the second."""
    from datetime import datetime

    return datetime.now().astimezone().replace(microsecond=0).isoformat()


def started_from_file(path: Path) -> str:
    """When a file without `started` was last changed: what stats count it from."""
    from datetime import datetime

    try:
        mtime = os.stat(path).st_mtime
    except OSError:
        return started_now()
    return datetime.fromtimestamp(int(mtime)).astimezone().isoformat()


def dumps(game: Game, table: str = "") -> str:
    """The game file's text (`table`: the table saving it, in a club)."""
    import tomli_w  # only writers need it

    return HEADER + tomli_w.dumps(game_to_data(game, table))
