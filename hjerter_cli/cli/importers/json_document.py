"""hjerter's own JSON (`show --format json`, schema 1, any version from 1.0) as a game: every
round's tallies and the moon rule it applied, checked against the scores and totals it records.
The document's shape, read and written, is render/json_document.py's."""

from __future__ import annotations

from typing import Any

from hjerter_cli.cli.importers.checked import CheckedGame, scored_or_refused
from hjerter_cli.core.game import MAX_ROUNDS, Sheet, new_game
from hjerter_cli.errors import FileProblem, HjerterError
from hjerter_cli.render import json_document as document
from hjerter_cli.render import said_import
from hjerter_cli.render.refusals import say


def read_json(text: str) -> CheckedGame:
    """A document `show --format json` wrote (schema 1): the game it holds, checked against the
    scores and totals it records."""
    import json

    from hjerter_cli.locale.reasons import module_said

    try:
        data = json.loads(text, object_pairs_hook=document.names_in_nfc)
    except json.JSONDecodeError as error:
        raise FileProblem(said_import.not_json(module_said(error.msg, "json", error.colno)), error.lineno) from None
    except (RecursionError, ValueError) as error:  # nested too deep, a number of over 4,300 digits
        raise FileProblem(said_import.not_json(module_said(str(error)[:80], "json"))) from None
    players, settings, rounds = document.document_parts(data)
    if len(rounds) > MAX_ROUNDS:
        raise FileProblem(said_import.too_many_rounds(MAX_ROUNDS))
    try:
        table = new_game(players, settings)
    except HjerterError as error:
        raise FileProblem(say(error)) from None
    lines = document.round_lines(text)
    tallies = []
    for number, item in enumerate(rounds, start=1):
        try:
            tallies.append(document.round_tally(table, item))
        except FileProblem as problem:
            raise FileProblem(said_import.in_round(number, problem.said), lines.get(number)) from None
    game = table._replace(rounds=tuple(tallies), id=document.game_id(data))
    scored = scored_or_refused(game, lambda number: lines.get(number))
    _check_recorded(scored, data, rounds, lines)
    name, started = document.name_and_start(data)
    return CheckedGame(game, scored, name, started)


def _check_recorded(scored: Sheet, data: dict[str, Any], rounds: list[Any], lines: dict[int, int]) -> None:
    """The scores and totals the document records are what the rules give from its tallies."""
    for row, item in zip(scored.rounds, rounds):
        worked = document.round_data(scored, row)
        if any(key in item and item[key] != worked[key] for key in document.DERIVED if key in worked):
            raise FileProblem(said_import.round_edited(row.number), lines.get(row.number))
    whole = document.sheet_data(scored, "")
    for key in document.DERIVED_WHOLE:
        if key in data and data[key] != whole.get(key):
            raise FileProblem(said_import.whole_edited(key))
