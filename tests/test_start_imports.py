"""What the everyday commands leave unimported: `new` makes a game's identity without `secrets`
(and its random, hmac, hashlib, base64), and names and cells of ASCII are measured and compared
without `unicodedata`; the answers are those the full Unicode path gives."""

from __future__ import annotations

import string
import subprocess
import sys
import unicodedata

import pytest

from hjerter_cli.core.settings import check_player_name, name_key
from hjerter_cli.render.columns import graphemes
from hjerter_cli.store.codec import new_id
from tests.processes import env_for

UNWANTED = ("secrets", "random", "hmac", "hashlib", "base64", "unicodedata")
CODE = (
    "import sys; sys.argv = ['hjerter', *sys.argv[1:]]; from hjerter_cli.console import main\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    f"print('LOADED', sorted(m for m in {UNWANTED!r} if m in sys.modules), file=sys.stderr)"
)


def loaded(data, *words: str) -> str:
    ran = subprocess.run([sys.executable, "-c", CODE, *words], env=env_for(data), capture_output=True, text=True)
    return ran.stderr.splitlines()[-1]


@pytest.mark.slow
def test_new_and_show_as_json_import_none_of_them(tmp_path):
    data = tmp_path / "data"
    assert loaded(data, "new", "Ann", "Bo", "Cy", "Di") == "LOADED []"
    assert loaded(data, "show", "--format", "json") == "LOADED []"
    assert loaded(data, "list") == "LOADED []"


def test_a_game_identity_is_32_hex_digits_at_random():
    made = {new_id() for _ in range(50)}
    assert len(made) == 50 and all(len(found) == 32 and set(found) <= set("0123456789abcdef") for found in made)


ASCII_NAMES = ["Ann", " Bo ", "CY", "di-2", "O'Neil", "x y", "~|}", string.printable.strip()[:20]]


@pytest.mark.parametrize("name", ASCII_NAMES)
def test_an_ascii_name_is_keyed_and_kept_as_unicode_would(name):
    folded = unicodedata.normalize("NFC", unicodedata.normalize("NFC", name.strip()).casefold())
    assert name_key(name) == folded
    if "=" not in name and not name.strip().isdigit() and name.strip() not in ("_",) and name.strip()[0] != "-":
        assert check_player_name(name) == unicodedata.normalize("NFC", name.strip())


@pytest.mark.parametrize("name", ["Åse", "A\u030ase", "ÅSE", "ῒ"])
def test_a_name_beyond_ascii_is_still_normalized(name):
    assert name_key(name) == name_key(unicodedata.normalize("NFC", name).lower())
    assert check_player_name(name) == unicodedata.normalize("NFC", name)


@pytest.mark.parametrize("text", ["", "Ann", "Q\u2660 9", string.printable])
def test_graphemes_of_ascii_are_its_characters(text):
    assert graphemes(text) == (list(text) if text.isascii() else ["Q", "\u2660", " ", "9"])


AREAS = ("hjerter_cli.locale.da_club", "hjerter_cli.locale.da_evening", "hjerter_cli.locale.da_import")
AREAS += ("hjerter_cli.locale.da_player",)


@pytest.mark.slow
def test_a_danish_table_loads_one_commands_words_only_where_that_command_speaks(tmp_path):
    """A Danish `new`, `round` and `show` load the words every command may say (locale/da.py
    FIRST), not the club's, the evening's, import's or player's; a sentence of the club's is
    still said in Danish, its words joined as it is said."""
    code = CODE.replace(repr(UNWANTED), repr(AREAS))
    data = tmp_path / "data"

    def said(*words: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-c", code, *words], env=env_for(data, HJERTER_LANG="da"),
                              capture_output=True, text=True)  # fmt: skip

    for words in (["new", "Ann", "Bo", "Cy", "Di"], ["round", "4", "q", "9", "0"], ["show"]):
        assert said(*words).stderr.splitlines()[-1] == "LOADED []", words
    club = said("club", "remove", "x")
    assert "klub" in club.stderr and "hjerter_cli.locale.da_club" in club.stderr.splitlines()[-1], club.stderr
