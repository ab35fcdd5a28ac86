"""A misspelt option, and the options to suggest instead: those close to it that the command takes
and, of the options only some games take (a card in use, --moon where the shooter chooses, --sun
where suns count), those the game in hand takes. The parser alone would suggest any option of the
command (`--quen` in a plain game: `--queen, --sun, --ten`). A Danish word for what an option
names (`--dame`, the queen) suggests that option, in every language, as the card letter `d` is `q`."""

from __future__ import annotations

from difflib import get_close_matches
from typing import Any

from hjerter_cli.cli.framework import params

# What a Danish player may write for an option that only some games take (DANISH.md's words).
DANISH_WORDS = {
    "dame": "queen",
    "spar-dame": "queen",
    "knaegt": "bonus",
    "knægt": "bonus",
    "ruder-knægt": "bonus",
    "ti": "ten",
    "klør-ti": "ten",
    "konge": "king",
    "spar-konge": "king",
    "es": "ace",
    "spar-es": "ace",
    "måne": "moon",
    "maane": "moon",
    "maanen": "moon",
    "månen": "moon",
    "sol": "sun",
    "solen": "sun",
}


def narrowed(error: Any, callback: Any, words: list[str], session: Any) -> None:
    """Put in the parser's error (framework.NoSuchOption) the options to suggest for its misspelt one:
    the command's own (`callback`'s), of those only some games take only the ones the game in hand
    takes (the game `words` or the options before the command name, else the current one; where
    there is no game to read, all of them)."""
    if error.ctx is None:
        return
    declared = [param for param in params(error.ctx.command, callback) if not param.hidden and not param.argument]
    for_the_game = {param.name for param in declared if getattr(param.declared, "hjerter_game_option", False)}
    taken = _taken(words, session) if for_the_game else None
    offered = {
        name: param.name
        for param in declared
        if param.name not in for_the_game or taken is None or param.name in taken
        for name in param.names
        if name.startswith("--")
    }
    misspelt = error.option_name
    close = get_close_matches(misspelt, list(offered))
    named = DANISH_WORDS.get(misspelt.lstrip("-").casefold())
    for name, param in offered.items():
        if param == named and name not in close:
            close.append(name)
    error.possibilities = close


def _taken(words: list[str], session: Any) -> set[str] | None:
    """The options only some games take that the game in hand takes (None: no game to read)."""
    from hjerter_cli.cli.session import load_existing
    from hjerter_cli.core.settings import round_options
    from hjerter_cli.errors import HjerterError

    for name, value in _which_game(words):
        session.note(name, value, after=True)
    try:
        game, _scored = load_existing(session.resolve(session.given("game"), session.given("file")))
    except (HjerterError, OSError, ValueError):
        return None
    return set(round_options(game.settings))


def _which_game(words: list[str]) -> list[tuple[str, str]]:
    """--game, --file and --data-dir as the command's words give them (the parser stopped before
    noting them): `-g NAME`, `-gNAME`, `--game NAME`, `--game=NAME`, and so on."""
    spelled = {"-g": "game", "--game": "game", "-f": "file", "--file": "file", "--data-dir": "data_dir"}
    found = []
    for index, word in enumerate(words):
        if word == "--":
            break
        name, is_, value = word.partition("=")
        if word in spelled and index + 1 < len(words):
            found.append((spelled[word], words[index + 1]))
        elif is_ and name in spelled and name.startswith("--"):
            found.append((spelled[name], value))
        elif word[:2] in ("-g", "-f") and len(word) > 2:
            found.append((spelled[word[:2]], word[2:]))
    return found
