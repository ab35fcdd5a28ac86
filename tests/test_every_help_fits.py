"""The law of the screens extended (cli/CLI.md, "Added in 1.6"): `--help` of every command, at a real
terminal (a pty) 40 to 120 columns wide, in English and in Danish, has no line wider than the
terminal and no word split across two lines, an option's text under its name where the two do not
fit side by side, and every example whole (one a line where it fits; where it does not, continued
after a ` \\`, so that a shell reads the lines as the one command). And a command in backticks
(`hjerter club publish`) is one word to the wrapping of every sentence, at any width it fits: never
broken across two lines, in the help or anywhere else."""

from __future__ import annotations

from pathlib import Path

import pytest

from hjerter_cli.cli.app import COMMANDS
from hjerter_cli.terminal import width
from tests.processes import made
from tests.terminals import at_a_terminal_each
from tests.test_every_line_fits import WIDE, broken_commands, commands_in_backticks, split_words, words_of

WIDTHS = (40, 52, 60, 80, 120)


def test_the_law_sees_a_command_broken_across_two_lines():
    reference = ["This data dir is in no club; join one with `hjerter club DIR` (a folder git keeps)."]
    assert broken_commands(["join one with `hjerter", "  club DIR` (a folder git keeps)."], reference, 40) == [
        "`hjerter club DIR`"
    ]
    assert broken_commands(["join one with", "  `hjerter club DIR` (a folder git keeps)."], reference, 40) == []


# Sentences with commands in backticks --------------------------------------------------------------


@pytest.fixture(scope="module")
def shelf(tmp_path_factory) -> Path:
    data = tmp_path_factory.mktemp("backticks") / "data"
    made(data, "new", "-g", "fredag", "Ann", "Bo", "Cy")
    (data / "current").unlink()
    return data


SENTENCES = [
    ("no club", ["club"]),
    ("no such action", ["club", "udgiv"]),
    ("no current game", ["show"]),
    ("no such game", ["show", "-g", "no-such-game-here"]),
    ("an alias without names", ["club", "alias"]),
]


SEEN: dict[tuple[Path, int, str, str], list[list[str]]] = {}


def seen(data: Path, columns: int, language: str, commands: list[list[str]]) -> list[list[str]]:
    """What each command shows at a terminal `columns` wide, all in one start; a reference (WIDE)
    looked at once a language and kept for every width."""
    key = (data, columns, language, repr(commands))
    if key not in SEEN or columns != WIDE:
        SEEN[key] = at_a_terminal_each(data, columns, commands, language=language)
    return SEEN[key]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "da"])
@pytest.mark.parametrize("columns", [40, 46, 52, 60])
def test_a_command_in_backticks_is_never_broken(shelf, columns, language):
    commands = [words for _label, words in SENTENCES]
    for (label, _words), wide, lines in zip(
        SENTENCES, seen(shelf, WIDE, language, commands), seen(shelf, columns, language, commands), strict=True
    ):
        assert commands_in_backticks(wide), (label, wide)
        assert not [line for line in lines if width(line) > columns], (label, columns, lines)
        assert not broken_commands(lines, wide, columns), (label, columns, language, lines)


# --help of every command ---------------------------------------------------------------------------

HELPS = [[], *([name] for name in COMMANDS)]  # `hjerter --help`, then each command's


def examples(lines: list[str]) -> list[str]:
    """The examples a help shows, each as one line: a line ending in ` \\` goes on in the next."""
    found, going_on, below = [], False, False
    for line in lines:
        words = line.strip()
        below = below or words in ("Examples:", "Eksempler:")
        if not below:
            continue
        if going_on:
            found[-1] += " " + words
        elif words.startswith(("hjerter ", "echo ")):
            found.append(words)
        else:
            continue
        going_on = found[-1].endswith(" \\")
        found[-1] = found[-1].removesuffix(" \\")
    return found


def help_split_words(lines: list[str], reference: set[str]) -> list[tuple[str, str]]:
    """Words split at a line's end, but for a break after a `|` of an option's choices."""
    return [(start, rest) for start, rest in split_words(lines, reference) if not start.endswith("|")]


def look_at_help(data: Path, columns: int, language: str) -> None:
    commands = [[*words, "--help"] for words in HELPS]
    for words, wide, lines in zip(
        HELPS, seen(data, WIDE, language, commands), seen(data, columns, language, commands), strict=True
    ):
        label = " ".join(["hjerter", *words, "--help"])
        assert not [line for line in lines if width(line) > columns], (label, columns, language, lines)
        assert not help_split_words(lines, words_of(wide)), (label, columns, language, lines)
        assert examples(lines) == examples(wide), (label, columns, language, lines)
        assert not broken_commands(lines, wide, columns), (label, columns, language, lines)


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "da"])
def test_every_help_fits_40_columns(shelf, language):
    look_at_help(shelf, 40, language)


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "da"])
@pytest.mark.parametrize("columns", [columns for columns in WIDTHS if columns != 40])
def test_every_help_fits_every_width(shelf, columns, language):
    look_at_help(shelf, columns, language)


def test_the_law_reads_an_example_that_goes_on():
    assert examples(["  Examples:", "", "    hjerter new -g friday \\", "        --moon minus Ann Bo Cy"]) == [
        "hjerter new -g friday --moon minus Ann Bo Cy"
    ]
