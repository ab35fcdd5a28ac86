"""One game's page: the sheet as `show --format html` draws it and its JSON (`show --format json`),
made again only when the game file changes (a look at the file, as `show --watch` takes); while
the file cannot be read, the last good sheet is kept and the page says so. Once the game is over,
the page shows its code to BG Stats (where the command gives how to make it: `code`)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from hjerter_cli.errors import HjerterError
from hjerter_cli.render.formats import render
from hjerter_cli.serve.server import Documents, served
from hjerter_cli.store import gamefile, paths

if TYPE_CHECKING:
    from collections.abc import Callable

    from hjerter_cli.core.game import Game, Sheet

    # A finished game's link to BG Stats and its QR code as an SVG picture; None where there is none.
    Code = Callable[[Path, Game, Sheet], tuple[str, str] | None]


class GamePage:
    """The game's documents as the file now holds it: made again when the file changes (its
    identity, as `show --watch` looks at it); the last good sheet, with a note, while the file
    cannot be read. Refuses at once (a HjerterError) when it cannot be read at the start."""

    json_name = "game.json"

    def __init__(self, path: Path, name: str, code: Code | None = None) -> None:
        self.path, self.name, self.code = path, name, code
        self._lock = threading.Lock()
        self._made_from = paths.file_identity(self.path)  # the identity of the file the documents were made from
        self._last_readable = self._read()  # the page and the JSON last made from the file
        self._documents = served(*self._last_readable)

    def documents(self) -> Documents:
        identity = paths.file_identity(self.path)
        with self._lock:
            if identity != self._made_from:
                self._made_from = identity
                self._documents = self._documents_now()
            return self._documents

    def _read(self) -> tuple[str, str]:
        """The page and the JSON of the file as it is now (a HjerterError, OSError or ValueError
        where it cannot be read)."""
        game, scored = gamefile.load(self.path)
        page = render(scored, self.name, "html")
        if scored.finished and self.code is not None:  # the game to BG Stats: its link, and the same as a QR code
            code = self.code(self.path, game, scored)
            if code is not None:
                from hjerter_cli.render.live import with_code

                page = with_code(page, *code)
        return page, render(scored, self.name, "json")

    def _documents_now(self) -> Documents:
        """The documents of the file as it is now; the last readable ones, marked, where it cannot
        be read."""
        try:
            self._last_readable = self._read()
        except (HjerterError, OSError, ValueError):
            return served(*self._last_readable, unreadable=True)
        return served(*self._last_readable)
