"""The plain reader of game files gives exactly what tomllib gives, or leaves the text to tomllib."""

from __future__ import annotations

import tomllib
from datetime import UTC, datetime, timedelta, timezone

import pytest
import tomli_w
from hypothesis import example, given
from hypothesis import strategies as st

from hjerter_cli.store import plaintoml
from hjerter_cli.store.codec import dumps
from tests.strategies import big_table_games, played_games


def same(text: str) -> bool:
    """The reader's answer is tomllib's (repr: a bool is no 1, an offset is kept), or it gives way."""
    ours = plaintoml.loads(text)
    try:
        theirs = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return ours is None
    return ours is None or repr(ours) == repr(theirs)


@given(st.one_of(played_games(), big_table_games()))
def test_every_game_file_is_read_as_tomllib_reads_it(game):
    text = dumps(game)
    assert plaintoml.loads(text) is not None
    assert repr(plaintoml.loads(text)) == repr(tomllib.loads(text))


keys = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABC_-0123456789", min_size=1, max_size=8)
offsets = st.integers(min_value=-23 * 60 - 59, max_value=23 * 60 + 59).map(lambda m: timezone(timedelta(minutes=m)))
scalars = st.one_of(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.booleans(),
    st.text(),
    st.datetimes(min_value=datetime(1, 1, 1), timezones=st.one_of(offsets, st.just(UTC))),
)
inline = st.dictionaries(keys, scalars, max_size=3)
values = st.one_of(scalars, st.lists(st.one_of(scalars, inline, st.lists(scalars, max_size=3)), max_size=4))
documents = st.dictionaries(keys, st.one_of(values, st.dictionaries(keys, values, max_size=4)), max_size=6)


@given(documents)
@example({"s": "\u2028 \x85 \x1f \x7f \t é 🂡"})
def test_whatever_tomli_w_writes_in_the_plain_shape_is_read_as_tomllib_reads_it(document):
    text = tomli_w.dumps(document)
    assert same(text)
    if "[[" not in text:  # an array of long tables is written as [[tables]]: that is left to tomllib
        assert plaintoml.loads(text) is not None


EDITS = [
    "",
    " ",
    "\t",
    "#",
    "=",
    '"',
    "\\",
    "[",
    "]",
    "{",
    "}",
    ",",
    "\n",
    "\r",
    "0",
    "-",
    "+",
    ":",
    ".",
    "Z",
    "'",
    "é",
]


# Any digit or letter of any script (١, ٠, ५, Ⅻ, ß, 漢) where the plain reader might take one for 0-9 or a-z.
ANY_DIGIT_OR_LETTER = st.characters(categories=("Nd", "Nl", "No", "Lu", "Ll", "Lt", "Lm", "Lo"))


@given(
    played_games(max_rounds=3),
    st.lists(
        st.tuples(st.integers(0, 10_000), st.integers(0, 3), st.one_of(st.sampled_from(EDITS), ANY_DIGIT_OR_LETTER))
    ),
)
def test_a_damaged_or_hand_written_file_is_read_alike_or_left_to_tomllib(game, edits):
    text = dumps(game)
    for place, cut, insert in edits:
        place %= len(text) + 1
        text = text[:place] + insert + text[place + cut :]
    assert same(text)


@pytest.mark.parametrize(
    "text",
    [
        "a = 1 # a comment after a value\n",
        "a = 'literal'\n",
        'a = """multi\nline"""\n',
        "a = 0x10\n",
        "a = 1_000\n",
        "a = 1.5\n",
        "a.b = 1\n",
        '"quoted key" = 1\n',
        "a = [1, 2]\n",
        "a = 2026-01-02\n",
        "a = 2026-01-02T03:04:05\n",
        "[a.b]\nc = 1\n",
        "\ufeffa = 1\n",
        "a = [\n  1\n]\n",
    ],
)
def test_other_toml_styles_are_left_to_tomllib(text):
    assert plaintoml.loads(text) is None
    assert same(text)


@pytest.mark.parametrize(
    "text",
    [
        "a = 1\na = 2\n",
        "[s]\n[s]\n",
        "a = 01\n",
        'a = "\\x41"\n',
        'a = "\\uD800"\n',
        'a = "a\x01"\n',
        "a = 2026-13-01 00:00:00Z\n",
    ],
)
def test_what_tomllib_refuses_is_left_to_tomllib(text):
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)
    assert plaintoml.loads(text) is None


@pytest.mark.parametrize(
    "line",
    [
        "started = 2026-11-30T19:30:00+١٠:٠٠",  # Arabic-Indic digits in the offset
        "started = 2026-11-30T19:30:00+1٠:00",
        "started = ٢٠٢٦-11-30T19:30:00+01:00",
        "started = 2026-11-30T19:30:00.١+01:00",
        "target = ١٠٠",
        "target = ५०",  # Devanagari
    ],
)
def test_digits_of_other_scripts_are_no_toml_digits(line):
    text = line + "\n"
    with pytest.raises(tomllib.TOMLDecodeError):
        tomllib.loads(text)
    assert plaintoml.loads(text) is None  # left to tomllib, which refuses it


def test_a_round_too_long_to_write_inline_is_read_as_tomllib_reads_it():
    """tomli-w writes the rounds as an array of tables, `[[rounds]]`, when one is too long for a
    line: a twelve-player game whose first player took every heart of two packs, the moon chosen."""
    from hjerter_cli.core.game import Game
    from hjerter_cli.core.settings import Settings
    from hjerter_cli.core.tally import Tally

    settings = Settings(moon="choose", scoring="by-value", omnibus=True, decks=2)
    tally = Tally((208,) + (0,) * 11, (("queen", 0), ("queen", 0), ("bonus", 0), ("bonus", 0)), "plus")
    game = Game(tuple(f"P{seat}" for seat in range(12)), settings, (tally, tally), (), "")
    text = dumps(game)
    assert "[[rounds]]" in text
    assert plaintoml.loads(text) is not None
    assert repr(plaintoml.loads(text)) == repr(tomllib.loads(text))
