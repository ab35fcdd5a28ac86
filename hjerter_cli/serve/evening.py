"""A club evening's page (`hjerter serve --evening NAME`): the sitting's tables with their totals,
who sits out and the standings, as render/evening_page.py draws them, and its JSON
(`hjerter evening --format json`'s document, each table with its totals).

It is made from what `hjerter evening` reads: the plan, and the tables' games counted as `list`
counts them (this data dir's, and in a club the club's), so a round entered at any table that
reaches this data dir, directly or by `club sync`, shows. It is made again only when one of those
files changes: a look at the plan, the games' folders and the club's folder, at most one every
LOOK_SECONDS however many pages ask. While the plan cannot be read, the last good page is kept
and says so. Nothing is written to the club, nothing said on a terminal.
"""

from __future__ import annotations

import os
import threading
import time
from typing import TYPE_CHECKING, Any

from hjerter_cli.errors import HjerterError
from hjerter_cli.serve.server import Documents, served
from hjerter_cli.store import evening as plans

if TYPE_CHECKING:
    from pathlib import Path

    from hjerter_cli.core.standings import TableResult

LOOK_SECONDS = 0.5  # a page asks every second: a change shows within 2 seconds


class EveningPage:
    """The evening's documents as its files now hold them. Refuses at once where the plan cannot
    be read at the start (`plans.Unusable`; a HjerterError where there is no such evening)."""

    json_name = "evening.json"

    def __init__(self, base: Path, name: str) -> None:
        self.base, self.name = base, name
        self._lock = threading.Lock()
        self._games: tuple[str, ...] = ()  # the sitting's games, by name, as last read
        self._looked = time.monotonic()
        looked = self._look()
        self._last_readable = self._read()  # the page and the JSON last made from the files
        self._documents = served(*self._last_readable)
        self._seen = self._made_from(looked)

    def documents(self) -> Documents:
        with self._lock:
            now = time.monotonic()
            if now - self._looked >= LOOK_SECONDS:
                self._looked = now
                seen = self._look()
                if seen != self._seen:
                    self._documents = self._documents_now()
                    self._seen = self._made_from(seen)
            return self._documents

    def _made_from(self, looked: tuple[list[Any], list[Any]]) -> tuple[list[Any], list[Any]] | None:
        """What the documents were made from: the look after making them (with the games of the
        sitting now read), where nothing but those games changed since the look before; else
        None, so the next look makes them again."""
        after = self._look()
        return after if after[0] == looked[0] else None

    def _look(self) -> tuple[list[Any], list[Any]]:
        """What changes whenever anything the page is made from does, at the cost of a few looks
        however many games there are: the plan file; the games' folders and the club's folder,
        whose times change with every file written, renamed or removed in them (every save, a
        sync's too, writes a new file in place of the old); and the sitting's games here."""
        from hjerter_cli.store.counting import club_of
        from hjerter_cli.store.paths import file_identity, games_dir

        folders = [games_dir(self.base)]
        club = club_of(self.base)
        if club is not None:
            folders += [club, os.path.join(club, "games")]
        seen: list[Any] = [club, file_identity(plans.path_of(self.base, self.name))]
        seen += [file_identity(folder) for folder in folders]
        return seen, [file_identity(os.path.join(folders[0], game + ".toml")) for game in self._games]

    def _read(self) -> tuple[str, str]:
        """The page and the JSON as the files are now (plans.Unusable, a HjerterError, OSError or
        ValueError where they cannot be read)."""
        from hjerter_cli.core import evening as core
        from hjerter_cli.render.evening_page import page, page_json

        plan = plans.read(self.base, self.name)
        if plan is None:
            raise plans.Missing(self.name)
        found = results(self.base)
        tables = core.tables_of(plan, plan.sitting, found)
        rows = core.evening_standings(plan, found)
        self._games = tuple(table.game for table in tables)
        return page(plan, tables, rows), page_json(plan, tables, rows)

    def _documents_now(self) -> Documents:
        try:
            self._last_readable = self._read()
        except (plans.Unusable, plans.Missing, HjerterError, OSError, ValueError):
            from hjerter_cli.render.said_evening_page import plan_unreadable

            return served(*self._last_readable, unreadable=True, note=plan_unreadable())
        return served(*self._last_readable)


def results(base: Path) -> dict[str, TableResult]:
    """The games counted (as `hjerter evening` counts them), by identity, as the standings read
    them. Only read: what a command would say or take of the club's (a conflict, a version set
    aside elsewhere) is left to the commands."""
    from hjerter_cli.core.standings import TableResult
    from hjerter_cli.core.stats import GameRecord
    from hjerter_cli.store.counting import counted

    found = {}
    for _name, record, _where in counted(base).games:
        if isinstance(record, GameRecord) and record.id:
            found[record.id] = TableResult(record.players, record.totals, record.sides, record.rounds, record.finished)
    return found
