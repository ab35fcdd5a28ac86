"""A game file, read as every command and every Tab reads it: a regular file of at most 1 MiB,
read at once (never waited on), parsed, checked in full and scored, or refused naming the file
and its backup. Of the standard library only `os` up front (the file is read by
paths.read_at_once); the file format and the core are imported when a game is read."""

from __future__ import annotations

import os

from hjerter_cli.core.refusals import Phrase, phrase
from hjerter_cli.errors import RefusedError, StoreError
from hjerter_cli.store.paths import backup_path, cannot_use, read_at_once

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hjerter_cli.core.game import Game, Sheet
    from hjerter_cli.store.paths import PathText

MAX_FILE_SIZE = 1024 * 1024  # 1 MiB: far beyond any game (5,000 rounds of four take about 130 KiB)


def read_game_bytes(path: PathText) -> bytes:
    """A game file's bytes: a regular file (after links) of at most 1 MiB, else refused at once."""
    try:
        data = read_at_once(path, MAX_FILE_SIZE)
    except FileNotFoundError as error:
        raise RefusedError(phrase("no-game-file").format(path=path)) from error
    except IsADirectoryError as error:
        raise StoreError(phrase("game-file-is-a-folder").format(path=path)) from error
    except OSError as error:
        raise StoreError(cannot_use(path, error)) from error
    if data is None:
        kind = phrase("a-folder") if os.path.isdir(path) else phrase("not-a-regular-file")
        raise StoreError(phrase("not-a-game-file").format(path=path, kind=kind))
    if len(data) > MAX_FILE_SIZE:
        raise StoreError(phrase("game-file-too-big").format(path=path))
    return data


def load(path: PathText) -> tuple[Game, Sheet]:
    """Read and score a game file; a damaged one is an exit-3 error naming the file and its backup."""
    from hjerter_cli.core.game import sheet
    from hjerter_cli.store import codec, plaintoml

    raw = read_game_bytes(path)
    try:
        game = codec.game_from_data(plaintoml.document(raw.decode("utf-8")))
        return game, sheet(game)
    except UnicodeDecodeError as error:
        raise StoreError(damaged(path, phrase("damage-not-utf8"))) from error
    except plaintoml.NotToml as error:
        raise StoreError(damaged(path, phrase("damage-not-toml").format(detail=str(error)))) from error
    except codec.Damaged as error:
        raise StoreError(damaged(path, error.said)) from error
    except RefusedError as error:
        raise StoreError(damaged(path, error.said)) from error
    except (RecursionError, ValueError, TypeError, MemoryError) as error:
        # Nesting too deep for the parser, a number too long to read: values no game has.
        raise StoreError(damaged(path, phrase("damage-odd-values"))) from error


def damaged(path: PathText, problem: Phrase | str) -> Phrase:
    """The refusal of a damaged game file: what is wrong, and where its previous version is."""
    backup = backup_path(path)
    if os.path.isfile(backup):
        return phrase("game-file-damaged-backup").format(path=path, problem=problem, backup=backup)
    return phrase("game-file-damaged").format(path=path, problem=problem)


def players_of(path: PathText) -> tuple[str, ...]:
    """The players of a game file, as every command reads them (refused as they refuse the file)."""
    return load(path)[0].players
