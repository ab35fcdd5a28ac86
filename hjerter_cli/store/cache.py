"""The summaries `list` and `stats` read: from a cache beside the games, never trusted as a source."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path
from typing import Any

from hjerter_cli.core.game import Game, Sheet
from hjerter_cli.errors import HjerterError, RefusedError
from hjerter_cli.i18n import _
from hjerter_cli.store.codec import started_from_file
from hjerter_cli.store.files import load, write_atomic
from hjerter_cli.store.paths import file_identity, game_names, game_path

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


_SUMMARY_KEYS = frozenset({"players", "rounds", "finished", "winners", "record"})


def summaries(base: Path) -> list[dict[str, Any]]:
    """Every saved game's summary (or why it is damaged), by name.

    Summaries of unchanged files come from a cache beside the games, keyed on each file's
    identity, so `list` stays quick with many games; it is only ever a shortcut, never a source.
    """
    import json

    cache_path = base / LIST_CACHE
    try:
        cached = json.loads(cache_path.read_text(encoding="utf-8")).get("games", {})
        if not isinstance(cached, dict):
            cached = {}
    except (OSError, ValueError, AttributeError):
        cached = {}
    fresh: dict[str, Any] = {}
    entries = []
    for name in game_names(base):
        try:
            path = game_path(base, name)
        except RefusedError:
            entries.append(
                {"name": name, "damaged": _("{name!r} is not a game name; rename the file").format(name=name)}
            )
            continue
        identity = file_identity(path)
        hit = cached.get(name)
        summary = hit.get("summary") if isinstance(hit, dict) and hit.get("identity") == identity else None
        if identity is None or not isinstance(summary, dict) or set(summary) != _SUMMARY_KEYS:
            try:
                summary = summarize(*load(path), path)
            except HjerterError as error:
                entries.append({"name": name, "damaged": error.message})
                continue
        fresh[name] = {"identity": identity, "summary": summary}
        entries.append({"name": name, **summary})
    if fresh != cached:
        with suppress(HjerterError):  # a read-only data dir still lists; it is just not remembered
            write_atomic(cache_path, json.dumps({"games": fresh}, ensure_ascii=False))
    return entries
