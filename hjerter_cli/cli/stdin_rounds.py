"""`round -`: rounds from standard input, one a line, each as it could follow `hjerter round`.

Only LF ends a line (CRLF is read as LF), so no other character can end a comment and make the
rest of it a round: a line with any other control character is a bad line, named by its number.
A UTF-8 byte order mark at the very start is passed over; bytes that are not UTF-8 are refused.
A line is at most 4,096 characters, so the time to read an input grows with its size alone.
"""

from __future__ import annotations

import sys
import unicodedata

from hjerter_cli.core.game import Game
from hjerter_cli.core.settings import CARDS, MoonChoice, check_moon_choice, hearts_total
from hjerter_cli.core.tally import CardOptions, Tally, parse_tallies
from hjerter_cli.errors import RefusedError

MAX_LINE = 4096
BOM = b"\xef\xbb\xbf"


def stdin_lines() -> list[tuple[int, str]]:
    """Standard input's lines with their numbers (counted in LF lines), each checked: UTF-8, at
    most MAX_LINE characters, no control character but a tab (read as a space)."""
    from hjerter_cli.render import said_rounds as said

    if sys.stdin is None:
        raise RefusedError(said.stdin_closed())
    stream = getattr(sys.stdin, "buffer", None)
    data = stream.read() if stream is not None else sys.stdin.read().encode("utf-8", "surrogateescape")
    if data.startswith(BOM):
        data = data[len(BOM) :]
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [(number, _checked(number, raw)) for number, raw in enumerate(lines, start=1)]


def _checked(number: int, raw: bytes) -> str:
    from hjerter_cli.render import said_rounds as said

    if raw.endswith(b"\r"):
        raw = raw[:-1]
    if len(raw) > 4 * MAX_LINE:  # more bytes than any line of MAX_LINE characters: refused unread
        raise RefusedError(said.too_long(number, MAX_LINE))
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RefusedError(said.not_utf8(number)) from None
    if len(line) > MAX_LINE:
        raise RefusedError(said.too_long(number, MAX_LINE))
    for char in line:
        if char != "\t" and unicodedata.category(char) in ("Cc", "Zl", "Zp"):
            raise RefusedError(said.control_character(number, char))
    return line.replace("\t", " ")


LINE_OPTIONS = {f"--{card}": card for card in CARDS}  # --queen WHO and the other card options


def read_stdin_rounds(game: Game, cards: CardOptions, moon: MoonChoice | None, sun: bool) -> list[tuple[int, Tally]]:
    """`round -`: one round a non-empty line, as it could follow `hjerter round`, shell-quoted;
    `#` starts a comment. The options beside `-` apply to every line. (line number, tally) pairs."""
    import shlex

    from hjerter_cli.render import said_rounds as said

    rounds = []
    for number, line in stdin_lines():
        try:
            words = shlex.split(line, comments=True)
        except ValueError as error:
            raise RefusedError(said.quotes_open(number)) from error
        if not words:
            continue
        try:
            rounds.append((number, _line_tally(game, words, cards, moon, sun)))
        except RefusedError as error:
            raise RefusedError(said.line_refused(number, error)) from error
    if not rounds:
        raise RefusedError(said.no_rounds())
    return rounds


def _line_tally(game: Game, words: list[str], cards: CardOptions, moon: MoonChoice | None, sun: bool) -> Tally:
    """One line of `round -`: tallies and the round options, on top of those given beside `-`."""
    from hjerter_cli.render import said_rounds as said

    tallies: list[str] = []
    line_cards: CardOptions = dict(cards)
    index = 0
    while index < len(words):
        word = words[index]
        name, equals, value = word.partition("=")
        if name in LINE_OPTIONS or name == "--moon":
            if not equals:
                index += 1
                if index == len(words):
                    raise RefusedError(said.needs_a_value(name))
                value = words[index]
            if name == "--moon":
                value = check_moon_choice(value)
                if moon is not None and moon != value:
                    raise RefusedError(said.moon_twice())
                moon = value
            else:
                card = LINE_OPTIONS[name]
                given = line_cards.get(card, ())
                if len(given) >= game.settings.decks:
                    if game.settings.decks == 1:  # 1.2's words
                        raise RefusedError(said.card_twice(card))
                    raise RefusedError(said.too_many_takers(card, [*given, value], game.settings.decks))
                line_cards[card] = (*given, value)
        elif word == "--sun":
            sun = True
        elif word.startswith("-") and not word[1:].isdigit():
            raise RefusedError(said.not_a_round_option(word))
        else:
            tallies.append(word)
        index += 1
    settings = game.settings
    return parse_tallies(
        game.players, tallies, line_cards, moon, sun, hearts_total(settings), settings.decks, settings.bonus_card
    )
