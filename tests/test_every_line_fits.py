"""The law of the screens (cli/CLI.md, "Added in 1.5"): for every command a table uses, at a real
terminal (a pty) 40, 60, 80 and 120 columns wide, in English and in Danish, no line is wider than
the terminal and no word is split across two lines (nor, since 1.6, a command in backticks that
fits a line).

A word split at a line's end would leave its start at the end of one line and its rest at the
start of the next: the two joined make a word of the same output unwrapped (very wide), while
one of them alone is no word of it. A look is fifteen commands at a terminal, all in one process, and
each language's reference fifteen more: the quick loop leaves them to the whole suite, which looks at every width
in both languages (40 columns in Danish, the longer words, first). The formats for programs and
documents (JSON, CSV, markdown, whose table rows are one line each by definition) are written as
they are, at any width."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from hjerter_cli.terminal import width
from tests.processes import made
from tests.terminals import at_a_terminal_each
from tests.test_screens_of_1_5 import FINISHED_PLAYERS as OVER
from tests.test_screens_of_1_5 import FINISHED_ROUNDS as OVER_ROUNDS

TEN = ("Anne", "Bjørn", "Carl", "Dorte", "Erik", "Frederikke", "Gitte", "Hans", "Ida", "Jens")
TEN_ROUNDS = (
    "3 2q 4 0 5 2 3 q 4 3",
    "0 26qq 0 0 0 0 0 0 0 0",
    "5 3 4 2 1q 3 2 4 q 2",
    "2 4 3q 3 2 4 1 3 2 2q",
)
SHEET = "round,Alexandrine,Bartholomew,Christopher,Dorothea\n1,4,13,9,0\n2,0,26,26,26\n3,0,0,13,13\n"
WIDE = 1000  # the reference: the same screen with room for every line


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> Path:
    """A data dir with an evening of ten (pairs, two packs, a kitty) and a season of four."""
    data = tmp_path_factory.mktemp("law") / "data"
    for number in range(3):
        made(data, "new", "-g", f"season-{number}", "--target", "30", "Frederikke", "Bjørn", "Alexandrine", "Carl")
        for words in ("4 q 9 0", "3 3 3 4q", "5 5q 3 0"):
            made(data, "round", *words.split())
    made(data, "new", "-g", "aften", "--decks", "2", "--pairs", "--deal", "kitty", *TEN)
    for words in TEN_ROUNDS:
        made(data, "round", *words.split())
    (data.parent / "paper.csv").write_text(SHEET, encoding="utf-8")
    shutil.copytree(data, data.parent / "as-made")
    return data


def as_made(data: Path) -> Path:
    """The club's data dir as the fixture made it, at the same path (a command that saves leaves
    nothing for the next screen's look): each width sees the same games as its reference."""
    shutil.rmtree(data)
    shutil.copytree(data.parent / "as-made", data)
    return data


def screens(data: Path) -> list[tuple[str, list[str]]]:
    """Each screen as (what it is, the command line); the command that saves makes a game of its
    own (the data dir is as made again before each look)."""
    game = "new-evening"
    return [
        ("new", ["new", "-g", game, "--decks", "2", "--pairs", "--deal", "kitty", *TEN]),
        ("round", ["round", "-g", game, *TEN_ROUNDS[0].split()]),
        ("show", ["show", "-g", "aften"]),
        ("show text", ["show", "-g", "aften", "--format", "text"]),
        ("show chart", ["show", "-g", "aften", "--format", "chart"]),
        ("rules", ["rules", "-g", "aften"]),
        ("list", ["list"]),
        ("stats", ["stats"]),
        ("head to head", ["stats", "--head-to-head"]),
        ("rating", ["rating"]),
        ("player", ["player", "Frederikke"]),
        ("import", ["import", "--game", "paper-evening", str(data.parent / "paper.csv")]),
        ("a refusal", ["round", "-g", "aften", "1", "2", "3"]),
        ("a parser's refusal", ["show", "--format", "picture"]),
        ("a game that is not there", ["show", "-g", "no-such-evening-at-all-in-this-data-dir"]),
    ]


def words_of(lines: list[str]) -> set[str]:
    return {word for line in lines for word in line.split()}


def split_words(lines: list[str], reference: set[str]) -> list[tuple[str, str]]:
    """The places where a line ends inside a word: its start ends one line, its rest begins the next."""
    found = []
    for this, after in zip(lines, lines[1:], strict=False):
        if not this.split() or not after.split():
            continue
        start, rest = this.split()[-1], after.split()[0]
        if start + rest in reference and not (start in reference and rest in reference):
            found.append((start, rest))
    return found


def commands_in_backticks(lines: list[str]) -> list[str]:
    """Each `command in backticks` a screen with room for every line shows."""
    return re.findall(r"`[^`\n]+`", "\n".join(lines))


def broken_commands(lines: list[str], reference: list[str], columns: int) -> list[str]:
    """The commands in backticks of the reference that would fit a line but stand on no line whole."""
    shown = "\n".join(lines)
    return [
        command
        for command in commands_in_backticks(reference)
        if width(command) <= columns - 2 and command not in shown
    ]


def references(data: Path, language: str) -> dict[str, list[str]]:
    """Each screen with room for every line, in `language`: the same for every width, made once."""
    if (data, language) not in REFERENCES:
        as_made(data)
        shown = at_a_terminal_each(data, WIDE, [words for _label, words in screens(data)], language=language)
        REFERENCES[data, language] = {label: lines for (label, _words), lines in zip(screens(data), shown, strict=True)}
    return REFERENCES[data, language]


REFERENCES: dict[tuple[Path, str], dict[str, list[str]]] = {}


def look(data: Path, columns: int, language: str) -> None:
    wide = references(data, language)
    as_made(data)
    shown = at_a_terminal_each(data, columns, [words for _label, words in screens(data)], language=language)
    for (label, _words), lines in zip(screens(data), shown, strict=True):
        too_wide = [line for line in lines if width(line) > columns]
        assert not too_wide, (label, columns, language, too_wide)
        assert not split_words(lines, words_of(wide[label])), (label, columns, language, lines)
        assert not broken_commands(lines, wide[label], columns), (label, columns, language, lines)


@pytest.mark.slow
def test_every_line_fits_40_columns_in_danish(club):
    look(club, 40, "da")


@pytest.mark.slow
@pytest.mark.parametrize(
    "columns,language", [(40, "en"), *((columns, language) for columns in (60, 80, 120) for language in ("en", "da"))]
)
def test_every_line_fits_every_width_in_both_languages(club, columns, language):
    look(club, columns, language)


def test_the_law_sees_a_word_split_at_a_lines_end():
    reference = words_of(["Give one per player in seat order (Alice, Ben, Chloe, Dan)."])
    assert split_words(["in seat order (Alice, Ben, C", "hloe, Dan)."], reference) == [("C", "hloe,")]
    assert split_words(["in seat order (Alice, Ben,", "  Chloe, Dan)."], reference) == []


# The law at every height (cli/CLI.md 1.6): `show` and its chart at terminals 12, 16 and 24 rows
# high, a row kept for the prompt: the heading on top, the winner's line of a finished game always
# there, what was left out for the height said in one line, the notes left out named; every chart
# label on the row of its value, checked against the totals; every line within the width, no word
# split. A finished evening of ten (won by the second column's player, off screen at 40 columns)
# and the club's evening of pairs with its notes.
HEIGHTS = (12, 16, 24)
WIDE_AT_EVERY_HEIGHT: dict[str, list[list[str]]] = {}  # the references, made once a language


@pytest.fixture(scope="module")
def evenings(tmp_path_factory) -> Path:
    data = tmp_path_factory.mktemp("heights") / "data"
    made(data, "new", "-g", "aften", "--decks", "2", "--pairs", "--deal", "kitty", *TEN)
    for words in TEN_ROUNDS:
        made(data, "round", *words.split())
    made(data, "new", "-g", "over", "--decks", "2", "--target", "100", *OVER)
    for words in OVER_ROUNDS:
        made(data, "round", *words.split())
    return data


def look_at_heights(data: Path, columns: int, rows: int, language: str) -> None:
    from hjerter_cli.i18n import use_language
    from hjerter_cli.store import gamefile
    from tests.heights import check_chart, check_sheet

    looks = [(game, form) for game in ("over", "aften") for form in ("table", "chart")]
    commands = [["show", "-g", game, "--format", form] for game, form in looks]
    if language not in WIDE_AT_EVERY_HEIGHT:
        WIDE_AT_EVERY_HEIGHT[language] = at_a_terminal_each(data, WIDE, commands, rows=1000, language=language)
    shown = at_a_terminal_each(data, columns, commands, rows=rows, language=language)  # the four in one start
    for (game, form), lines, wide in zip(looks, shown, WIDE_AT_EVERY_HEIGHT[language], strict=True):
        _game, scored = gamefile.load(data / "games" / f"{game}.toml")
        assert scored.finished == (game == "over")
        assert not split_words(lines, words_of(wide)), (game, form, columns, rows, language, lines)
        use_language(language)
        try:
            if form == "table":
                check_sheet(lines, scored, game, columns, rows - 1)
            else:
                assert max(width(line) for line in lines) <= columns, lines
                check_chart(lines, scored, rows - 1)
        finally:
            use_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("rows", HEIGHTS)
@pytest.mark.parametrize("columns", [40, 60, 80, 120])
@pytest.mark.parametrize("language", ["en", "da"])
def test_every_line_fits_every_height(evenings, rows, columns, language):
    look_at_heights(evenings, columns, rows, language)
