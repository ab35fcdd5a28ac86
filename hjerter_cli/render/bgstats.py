"""A finished game as BG Stats' link: the play BG Stats' deep link carries, its JSON URL-encoded.

BG Stats remembers what it matched (the game, each player) by `sourceName`, so that never
changes; a play is known again by `sourcePlayId`, a player by `sourcePlayerId`. The whole link
must stay under about 8,000 characters: past that, the pairs' names give way to their numbers.
Pure: the caller gives the play's id and each player's id (the store and the club know them).
"""

from __future__ import annotations

from typing import Any

from hjerter_cli.core.game import Sheet
from hjerter_cli.render.sentences import side_label

ADDRESS = "https://app.bgstatsapp.com/createPlay.html?data="
SOURCE = "hjerter"  # never changed: BG Stats keeps its matches of games and players by it
GAME = {"name": "Hearts", "sourceGameId": "hjerter-hearts", "bggId": 6887, "highestWins": False, "noPoints": False}
MOST = 8000  # the longest link BG Stats is sure to take, in characters
# What encodeURIComponent leaves as it is, besides letters, digits and `-_.~`
UNRESERVED = "!~*'()"


def play_date(started: str) -> str:
    """A start (ISO 8601 with its offset) in UTC, as BG Stats reads it: `yyyy-MM-dd HH:mm:ss`."""
    from datetime import UTC, datetime

    return datetime.fromisoformat(started).astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


def play(sheet: Sheet, play_id: str, player_ids: tuple[str, ...], numbered: bool = False) -> dict[str, Any]:
    """The play of a finished game: its id, its start, the game, and each player in seat order
    with the final total, whether they won, their place (by the side's total, lowest first; equal
    totals share a place), whether they dealt first and, in a pair game, their pair (by its names,
    or by its number where `numbered`)."""
    game = sheet.game
    sides = sheet.sides
    side_of = {seat: index for index, side in enumerate(sides) for seat in side}
    totals = sheet.side_totals
    first = sheet.rounds[0].dealer if sheet.rounds else 0
    players = []
    for seat, name in enumerate(game.players):
        total = totals[side_of[seat]]
        player = {
            "name": name,
            "sourcePlayerId": player_ids[seat],
            "score": sheet.totals[seat],
            "winner": seat in sheet.winners,
            "rank": 1 + sum(1 for other in totals if other < total),
            "startPlayer": seat == first,
        }
        if game.settings.pairs:
            side = side_of[seat]
            player["team"] = str(side + 1) if numbered else side_label(game.players, sides[side])
        players.append(player)
    return {
        "sourceName": SOURCE,
        "sourcePlayId": play_id,
        "playDate": play_date(game.started),
        "game": dict(GAME),
        "players": players,
    }


def link_of(data: dict[str, Any]) -> str:
    """The link carrying a play: its JSON (compact, letters as they are), URL-encoded as
    encodeURIComponent does."""
    import json
    from urllib.parse import quote

    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return ADDRESS + quote(text, safe=UNRESERVED)


def bgstats_link(sheet: Sheet, play_id: str, player_ids: tuple[str, ...]) -> tuple[str, bool]:
    """The game's link, and whether the pairs are numbered in it instead of named: only where
    their names would take the link past MOST characters. The link may still be longer than MOST
    (a table of long names); the caller says so."""
    link = link_of(play(sheet, play_id, player_ids))
    if len(link) <= MOST or not sheet.game.settings.pairs:
        return link, False
    return link_of(play(sheet, play_id, player_ids, numbered=True)), True
