"""A misspelt option's suggestions name only options that the game in hand takes (cli/CLI.md, "Added
in 1.6"): a card not in use, --moon where the shooter does not choose, --sun where suns do not
count are never suggested; the game in hand is the one --game or --file names (before or after the
command), else the current one. A Danish word for a card or a moon (`--dame`) suggests the option it
names, in every language. The parser's sentence in-process, and once from a real process as a person
meets it."""

from __future__ import annotations

import pytest

from tests.processes import made, run


@pytest.fixture
def shelf(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "-g", "sort", "--scoring", "black-maria", "Ann", "Bo", "Cy", "Di")
    made(data, "new", "-g", "alt", "--omnibus", "--ten-of-clubs", "--sun", "--moon", "choose", "Ann", "Bo", "Cy")
    made(data, "new", "-g", "plain", "Ann", "Bo", "Cy", "Di")  # the current game
    return data


def suggested(data, *words: str, language: str = "en") -> str:
    """The parser's sentence for `hjerter WORDS`, run in-process (the Danish one, in full, also as a
    real process below)."""
    from typer.testing import CliRunner

    from hjerter_cli.i18n import use_language
    from tests.processes import app_once

    use_language(language)
    try:
        got = CliRunner().invoke(
            app_once(list(words)), list(words), env={"HJERTER_DATA_DIR": str(data)}, prog_name="hjerter"
        )
    finally:
        use_language("en")
    assert got.exit_code == 2 and got.stdout == "", (words, got.output)
    assert "Traceback" not in got.stderr and len(got.stderr.strip().splitlines()) == 1, got.stderr
    return got.stderr


def suggested_by_a_process(data, *words: str, language: str = "en") -> str:
    result = run(data, *words, HJERTER_LANG=language)
    assert result.returncode == 2 and result.stdout == "", (words, result.stderr)
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
    return result.stderr


# (what is typed, the options that must be suggested, the options that must not)
CASES = [
    (("round", "--quen", "Ann", "4", "q", "9", "0"), ["--queen"], ["--sun", "--ten"]),
    (("edit", "1", "--quen", "Ann"), ["--queen"], ["--sun", "--ten"]),
    (("round", "-g", "alt", "--quen", "Ann"), ["--queen", "--sun", "--ten"], []),
    (("-g", "alt", "round", "--quen", "Ann"), ["--queen", "--sun", "--ten"], []),
    (("round", "--game=alt", "--mon", "plus"), ["--moon"], []),
    (("round", "--mon", "plus"), [], ["--moon"]),
    (("round", "--kin", "Ann"), [], ["--king", "--sun", "--ten"]),
    (("round", "-gsort", "--kin", "Ann"), ["--king"], ["--sun", "--ten"]),
    (("round", "--dame", "Ann"), ["--queen", "--game"], ["--ace"]),
    (("round", "-g", "sort", "--konge", "Ann"), ["--king"], []),
    (("round", "-g", "alt", "--sol"), ["--sun"], []),
    (("round", "--sol"), [], ["--sun"]),
]


@pytest.mark.parametrize("language", ["en", "da"])
@pytest.mark.parametrize("words,wanted,unwanted", CASES)
def test_only_the_options_the_game_takes_are_suggested(shelf, words, wanted, unwanted, language):
    said = suggested(shelf, *words, language=language)
    for option in wanted:
        assert option in said, (words, said)
    for option in unwanted:
        assert option not in said, (words, said)
    if not wanted:
        assert "(" not in said.split("(se" if language == "da" else "(see")[0], said  # no suggestion


@pytest.mark.slow
def test_the_danish_word_is_said_in_danish(shelf):
    assert suggested_by_a_process(shelf, "round", "--dame", "Ann", language="da") == (
        "Fejl: Intet tilvalg, der hedder --dame (mente du --game eller --queen?) (se 'hjerter round -h').\n"
    )


def test_without_a_game_in_hand_every_option_of_the_command_may_be_suggested(tmp_path):
    said = suggested(tmp_path / "empty", "round", "--quen", "Ann")
    assert "--queen" in said


def test_a_command_that_takes_no_game_suggests_as_ever(shelf):
    assert "--format" in suggested(shelf, "show", "--formt", "text")
    assert "--format" in suggested(shelf, "stats", "--formt", "text")
