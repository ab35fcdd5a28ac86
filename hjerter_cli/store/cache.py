"""The summaries `list` and `stats` read: from a cache beside the games, never trusted as a source."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path
from typing import Any

from hjerter_cli import __version__
from hjerter_cli.core.game import Game, Sheet
from hjerter_cli.core.refusals import phrase
from hjerter_cli.errors import HjerterError, RefusedError
from hjerter_cli.store.codec import started_from_file
from hjerter_cli.store.gamefile import load
from hjerter_cli.store.paths import file_identity, game_names, game_path, read_small
from hjerter_cli.store.writing import write_atomic

LIST_CACHE = "list-cache.json"


def summarize(game: Game, scored: Sheet, path: Path) -> dict[str, Any]:
    """What `list` shows of one game, and what it adds to `stats`."""
    from hjerter_cli.core.stats import record

    return {
        "players": list(game.players),
        "rounds": len(scored.rounds),
        "finished": scored.finished,
        "winners": [game.players[seat] for seat in scored.winners],
        "record": record(game, scored, game.started or started_from_file(path)).to_data(),
    }


def game_record(path: Path) -> Any:
    """One game's contribution to `stats` (a damaged file is an exit-3 error)."""
    from hjerter_cli.core.stats import record

    game, scored = load(path)
    return record(game, scored, game.started or started_from_file(path))


# The cache's shape: a cache written by another schema or another hjerter is not read. 3: the
# cards' counts are rounds, no longer copies.
SCHEMA = 3
CACHE_SIZE = 32 * 1024 * 1024  # far beyond the summaries of thousands of games


def summaries(base: Path) -> list[dict[str, Any]]:
    """Every saved game's summary (or why it is damaged), by name.

    Summaries of unchanged files come from a cache beside the games, keyed on each file's
    identity, so `list` stays quick with many games. It is only ever a shortcut, never a source:
    an entry of another version, of unexpected shape or types, or of a changed file is
    recomputed from the game file."""
    import json

    cached = _read_cache(base / LIST_CACHE)
    fresh: dict[str, Any] = {}
    entries = []
    for name in game_names(base):
        try:
            path = Path(game_path(base, name))
        except RefusedError:
            entries.append({"name": name, "damaged": phrase("damage-not-a-game-name").format(name=name)})
            continue
        identity = file_identity(path)
        hit = cached.get(name)
        summary: Any = hit.get("summary") if isinstance(hit, dict) and hit.get("identity") == identity else None
        if identity is None or not valid_summary(summary):
            try:
                summary = summarize(*load(path), path)
            except HjerterError as error:
                entries.append({"name": name, "damaged": error.said})
                continue
        fresh[name] = {"identity": identity, "summary": summary}
        entries.append({"name": name, **summary})
    if fresh != cached:
        document = {"schema": SCHEMA, "hjerter": __version__, "games": fresh}
        with suppress(HjerterError):  # a read-only data dir still lists; it is just not remembered
            write_atomic(base / LIST_CACHE, json.dumps(document, ensure_ascii=False), follow_links=False)
    return entries


def _read_cache(path: Path) -> dict[str, Any]:
    """The cached entries by game name; {} when the cache is missing, unreadable or of another version."""
    import json

    data = read_small(path, CACHE_SIZE)
    try:
        document = json.loads(data) if data is not None else None
    except (ValueError, RecursionError, MemoryError):  # not JSON, or nested deeper than it can be read
        return {}
    if not isinstance(document, dict) or document.get("schema") != SCHEMA or document.get("hjerter") != __version__:
        return {}
    games = document.get("games")
    return games if isinstance(games, dict) else {}


def _ints(value: Any, length: int | None = None) -> bool:
    return type(value) is list and all(type(item) is int for item in value) and (length is None or len(value) == length)


def _names(value: Any) -> bool:
    return type(value) is list and all(type(item) is str for item in value)


def valid_summary(summary: Any) -> bool:
    """Whether a cached summary has exactly the keys and types `summarize` writes, its numbers in
    range and its per-seat lists one a player."""
    if type(summary) is not dict or set(summary) != {"players", "rounds", "finished", "winners", "record"}:
        return False
    players, record = summary["players"], summary["record"]
    if not (_names(players) and _names(summary["winners"]) and type(summary["finished"]) is bool):
        return False
    if type(summary["rounds"]) is not int or summary["rounds"] < 0 or type(record) is not dict:
        return False
    seats = len(players)
    per_seat = ("totals", "moons", "suns", "queens", "bonus_cards", "tens")
    pairs = record.get("pairs")
    return (
        set(record) == {"players", "started", "finished", "winners", "rounds", "pairs", *per_seat}
        and type(pairs) is list
        and all(_ints(pair, 2) for pair in pairs)
        and (not pairs or sorted(seat for pair in pairs for seat in pair) == list(range(seats)))
        and record["players"] == players
        and type(record["started"]) is str
        and record["finished"] is summary["finished"]
        and record["rounds"] == summary["rounds"]
        and _ints(record["winners"])
        and all(0 <= seat < seats for seat in record["winners"])
        and all(_ints(record[key], seats) for key in per_seat)
        and all(count >= 0 for key in per_seat[1:] for count in record[key])
    )
