"""hjerter's JSON document (cli/CLI.md's keys, schema 1), written and read side by side: its shape,
written by `show --format json`, read back by `import` and checked there against the rules. A
document is one key a line and one round a line; a round holds its number, pass and dealer, the
tallies as entered (`hearts`, `cards`, the `moon` rule a shooter chose) or, from a sheet, none, and
what the rules give from them (DERIVED).

Reading checks the shape (keys, types, names at the table), makes the game and checks the scores
and totals the document records against what the rules give; what is wrong is a kind and its values
(render/refusals.py says it) and the round's line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hjerter_cli.core.game import MAX_ROUNDS, Game, ScoredRound, Sheet, new_game
from hjerter_cli.core.records import memo
from hjerter_cli.core.refusals import Phrase, phrase
from hjerter_cli.core.settings import CARDS, SETTING_NAMES, Settings
from hjerter_cli.core.tally import Tally, sheet_round
from hjerter_cli.errors import FileProblem, HjerterError

if TYPE_CHECKING:  # import's checks are loaded by import alone, not by show
    from hjerter_cli.formats.checked import CheckedGame

SCHEMA = 1
# A round's keys whose values the rules give from its tallies: what an edit of the document shows in.
DERIVED = ("raw", "moon", "scores", "totals", "pair_scores", "pair_totals")
# The document's keys whose values the rules give from its rounds.
DERIVED_WHOLE = ("totals", "pairs", "finished", "winners")
# How a round's line starts (its first key is its number): where reading finds each round.
ROUND_START = '{"number": '


# A round ------------------------------------------------------------------------------------


def round_data(sheet: Sheet, row: ScoredRound) -> dict[str, Any]:
    """One round of the document: as entered, as scored, and the totals after it."""
    players = sheet.game.players
    moon = row.score.moon
    if row.tally.from_sheet:  # a round from a sheet: its scores as written, no tallies
        data: dict[str, Any] = {
            "number": row.number,
            "pass": row.pass_direction,
            "dealer": players[row.dealer],
            "hearts": None,
            "cards": None,
            "raw": None,
            "moon": None,
            "scores": _by_name(sheet, row.score.scores),
            "totals": _by_name(sheet, row.totals),
            "sheet": True,
        }
    else:
        data = {
            "number": row.number,
            "pass": row.pass_direction,
            "dealer": players[row.dealer],
            "hearts": _by_name(sheet, row.tally.hearts),
            "cards": _cards(sheet, row.tally.cards),
            "raw": _by_name(sheet, row.score.raw),
            "moon": None if moon is None else {"shooter": players[moon.shooter], "rule": moon.rule, "sun": moon.sun},
            "scores": _by_name(sheet, row.score.scores),
            "totals": _by_name(sheet, row.totals),
        }
    if sheet.game.settings.pairs:
        data["pair_scores"] = _by_pair(sheet, row.score.scores)
        data["pair_totals"] = _by_pair(sheet, row.totals)
    return data


def round_tally(table: Game, item: Any) -> Tally:
    """One round of a document as entered (the other way from `round_data`): hearts and cards by
    name, and under `choose` the rule the shooter chose; a round from a sheet as its scores."""
    players = table.players
    if not isinstance(item, dict):
        raise FileProblem(phrase("document-round-not-a-table"))
    if item.get("sheet") is True:
        return sheet_round(_by_seat(players, item.get("scores"), "scores"))
    hearts = _by_seat(players, item.get("hearts"), "hearts")
    cards_data = item.get("cards")
    if not isinstance(cards_data, dict):
        raise FileProblem(_should_be("cards", phrase("type-table")))
    cards: list[tuple[str, int]] = []
    for card, takers in cards_data.items():
        if card not in CARDS:
            raise FileProblem(_should_be("cards", phrase("type-table-of-cards")))
        for taker in takers if isinstance(takers, list) else [takers]:
            cards.append((card, _seat(players, taker, "cards")))
    moon = item.get("moon")
    choice, sun = None, False
    if moon is not None:
        if not isinstance(moon, dict) or moon.get("rule") not in ("plus", "minus", "off"):
            raise FileProblem(_should_be("moon", phrase("type-table")))
        sun = moon.get("sun") is True
        if table.settings.moon == "choose":
            choice = moon["rule"]
    return Tally(hearts, tuple(cards), choice, sun).in_file_order()


def _should_be(key: str, kind: Phrase) -> Phrase:
    """A key whose value is not of the kind the document's shape gives it."""
    return phrase("document-should-be").format(key=key, kind=kind)


def _by_name(sheet: Sheet, values: tuple[int, ...]) -> dict[str, int]:
    return dict(zip(sheet.game.players, values))


def _by_seat(players: tuple[str, ...], value: Any, key: str) -> tuple[int, ...]:
    """A value a player, `{"Ann": 4, ...}` (the other way from `_by_name`), in seat order."""
    if (
        not isinstance(value, dict)
        or set(value) != set(players)
        or not all(type(number) is int for number in value.values())
    ):
        raise FileProblem(_should_be(key, phrase("type-number-each-player")))
    return tuple(value[player] for player in players)


def _cards(sheet: Sheet, cards: tuple[tuple[str, int], ...]) -> dict[str, Any]:
    """Each card's taker by name; with two packs, its two takers in seat order (validated: one
    taker a copy)."""
    players = sheet.game.players
    if sheet.game.settings.decks == 1:
        return {card: players[seat] for card, seat in cards}
    takers: dict[str, list[int]] = {}
    for card, seat in cards:
        takers.setdefault(card, []).append(seat)
    return {card: [players[seat] for seat in sorted(seats)] for card, seats in takers.items()}


def _seat(players: tuple[str, ...], name: Any, key: str) -> int:
    """A taker's seat (the other way from `_cards`)."""
    if name not in players:
        raise FileProblem(phrase("document-not-at-the-table").format(key=key, name=name))
    return players.index(name)


def _by_pair(sheet: Sheet, values: tuple[int, ...]) -> dict[str, int]:
    return {label: values[one] + values[other] for label, one, other in _pair_labels(sheet.game.players, sheet.sides)}


@memo
def _pair_labels(players: tuple[str, ...], pairs: tuple[tuple[int, ...], ...]) -> list[tuple[str, int, int]]:
    """Each pair as its key (`Ann+Cy`) and its two seats."""
    return [("+".join(players[seat] for seat in pair), pair[0], pair[1]) for pair in pairs]


# The whole document -------------------------------------------------------------------------


def sheet_data(sheet: Sheet, name: str) -> dict[str, Any]:
    """The JSON document of cli/CLI.md, keys in English and never translated."""
    players = sheet.game.players
    settings = sheet.game.settings
    rounds = [round_data(sheet, row) for row in sheet.rounds]
    following = sheet.next
    data = {
        "schema": SCHEMA,
        "name": name,
        **({"started": sheet.game.started} if sheet.game.started else {}),  # where the game records it
        **({"id": sheet.game.id} if sheet.game.id else {}),  # the game's identity, where it has one
        "players": list(players),
        "settings": settings.to_dict(),
        "rounds": rounds,
        "totals": _by_name(sheet, sheet.totals),
        "finished": sheet.finished,
        "winners": [players[seat] for seat in sheet.winners],
        "next": None
        if following is None
        else {
            "number": following.number,
            "pass": following.pass_direction,
            "dealer": players[following.dealer],
            "no_pass": [players[seat] for seat in following.no_pass],
        },
    }
    if not settings.pairs:
        return data
    pairs = [
        {"players": [players[seat] for seat in pair], "total": sum(sheet.totals[seat] for seat in pair)}
        for pair in sheet.sides
    ]
    keys = list(data)  # the pairs stand after the players' totals
    at = keys.index("totals") + 1
    return {key: data[key] for key in keys[:at]} | {"pairs": pairs} | {key: data[key] for key in keys[at:]}


def names_in_nfc(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A table of a document as read, its keys and its texts (and the texts of its lists: the
    winners, a card's takers) in NFC, as hjerter keeps names: a document whose names are written
    decomposed (`A` and a combining ring for `Å`) names the same players."""
    import unicodedata

    def nfc(value: Any) -> Any:
        return unicodedata.normalize("NFC", value) if isinstance(value, str) else value

    return {nfc(key): [nfc(item) for item in value] if isinstance(value, list) else nfc(value) for key, value in pairs}


def document_parts(data: Any) -> tuple[list[str], Settings, list[Any]]:
    """A document's players, settings and rounds (the other way from `sheet_data`), their shape
    checked; any version's settings (1.3 added decks, deal and pairs)."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise FileProblem(phrase("document-not-schema-1"))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
        raise FileProblem(_should_be("players", phrase("type-list-of-names")))
    rounds = data.get("rounds", [])
    settings = _settings(data.get("settings"))
    if not isinstance(rounds, list):
        raise FileProblem(_should_be("rounds", phrase("type-list")))
    return players, settings, rounds


def _settings(value: Any) -> Settings:
    if not isinstance(value, dict):
        raise FileProblem(_should_be("settings", phrase("type-table")))
    unknown = [key for key in value if key not in SETTING_NAMES]
    if unknown:
        raise FileProblem(phrase("document-unknown-setting").format(key=unknown[0]))
    given = dict(value)
    if "pairs" in given:
        pairs = given["pairs"]
        if not isinstance(pairs, list) or not all(isinstance(pair, list) and len(pair) == 2 for pair in pairs):
            raise FileProblem(_should_be("settings.pairs", phrase("type-list-of-pairs")))
        given["pairs"] = tuple(tuple(pair) for pair in pairs)
    return Settings(**given)


def game_id(data: dict[str, Any]) -> str:
    """The document's `id`, the game's identity ("" where it has none)."""
    found = data.get("id")
    if found is None:
        return ""
    if not isinstance(found, str) or not found.strip():
        raise FileProblem(_should_be("id", phrase("type-text")))
    return found


def name_and_start(data: dict[str, Any]) -> tuple[str | None, str | None]:
    """The document's name and start, where it has them (`started`: a date-time with offset)."""
    name, started = data.get("name"), data.get("started")
    if name is not None and not isinstance(name, str):
        raise FileProblem(_should_be("name", phrase("type-text")))
    if started is None:
        return name, None
    from datetime import datetime

    try:
        when = datetime.fromisoformat(started) if isinstance(started, str) else None
    except ValueError:
        when = None
    if when is None or when.tzinfo is None:
        raise FileProblem(phrase("document-started-no-offset"))
    return name, when.isoformat()


# The text -----------------------------------------------------------------------------------


def render_json(sheet: Sheet, name: str) -> str:
    """One key a line and one round a line: easy to read, and json's fast encoder does the work."""
    import json

    from hjerter_cli.formats.jsontext import escaped

    encode = json.JSONEncoder(ensure_ascii=False).encode
    lines = []
    for key, value in sheet_data(sheet, name).items():
        if key == "rounds" and value:
            text = "[\n" + ",\n".join("    " + encode(item) for item in value) + "\n  ]"
        else:
            text = encode(value)
        lines.append(f"  {encode(key)}: {text}")
    return escaped("{\n" + ",\n".join(lines) + "\n}\n")


def round_lines(text: str) -> dict[int, int]:
    """Where each round stands in a document's text, as `render_json` lays it out: one round a
    line, starting ROUND_START (a document laid out otherwise has none: its rounds are named by
    number alone)."""
    found: dict[int, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        start = line.lstrip()
        if start.startswith(ROUND_START):
            digits = start[len(ROUND_START) :].partition(",")[0]
            if digits.isdigit():
                found.setdefault(int(digits), number)
    return found


# Read and checked, for `import` --------------------------------------------------------------------


def read_json(text: str) -> CheckedGame:
    """A document `show --format json` wrote (schema 1, any version from 1.0): the game it holds,
    every round's tallies and the moon rule it applied, checked against the scores and totals it
    records."""
    import json

    from hjerter_cli.formats.checked import CheckedGame, scored_or_refused

    try:
        data = json.loads(text, object_pairs_hook=names_in_nfc)
    except json.JSONDecodeError as error:
        said = phrase("document-not-json").format(detail=error.msg, column=error.colno)
        raise FileProblem(said, error.lineno) from None
    except (RecursionError, ValueError) as error:  # nested too deep, a number of over 4,300 digits
        raise FileProblem(phrase("document-not-json").format(detail=str(error)[:80], column=None)) from None
    players, settings, rounds = document_parts(data)
    if len(rounds) > MAX_ROUNDS:
        raise FileProblem(phrase("file-too-many-rounds").format(most=MAX_ROUNDS))
    try:
        table = new_game(players, settings)
    except HjerterError as error:
        raise FileProblem(error.said) from None
    lines = round_lines(text)
    tallies = []
    for number, item in enumerate(rounds, start=1):
        try:
            tallies.append(round_tally(table, item))
        except FileProblem as problem:
            said = phrase("document-in-round").format(number=number, problem=problem.said)
            raise FileProblem(said, lines.get(number)) from None
    game = table._replace(rounds=tuple(tallies), id=game_id(data))
    scored = scored_or_refused(game, lambda number: lines.get(number))
    _check_recorded(scored, data, rounds, lines)
    name, started = name_and_start(data)
    return CheckedGame(game, scored, name, started)


# A key of the document whose value is not what the rules give, each said by its name.
_EDITED = {
    "totals": phrase("document-edited-totals"),
    "pairs": phrase("document-edited-pairs"),
    "finished": phrase("document-edited-finished"),
    "winners": phrase("document-edited-winners"),
}


def _check_recorded(scored: Sheet, data: dict[str, Any], rounds: list[Any], lines: dict[int, int]) -> None:
    """The scores and totals the document records are what the rules give from its tallies."""
    for row, item in zip(scored.rounds, rounds):
        worked = round_data(scored, row)
        if any(key in item and item[key] != worked[key] for key in DERIVED if key in worked):
            raise FileProblem(phrase("document-round-edited").format(number=row.number), lines.get(row.number))
    whole = sheet_data(scored, "")
    for key in DERIVED_WHOLE:
        if key in data and data[key] != whole.get(key):
            raise FileProblem(_EDITED[key])
