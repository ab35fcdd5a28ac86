"""Dansk (cli/CLI.md "Language"): complete by construction, chosen as people expect, English unchanged."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from hjerter_cli.i18n import _, use_language
from hjerter_cli.locale.da import COMMANDS, everything
from hjerter_cli.locale.da_screens import SCREENS
from hjerter_cli.render.refusals import say
from tests.processes import in_one_process, run

MESSAGES, PLURALS = everything()  # every Danish message, the words of one command each too

SOURCE = Path(__file__).parent.parent / "hjerter_cli"


def messages_in_the_source() -> tuple[set[str], set[tuple[str, str]]]:
    """Every literal given to _(), fixed() or ngettext() in hjerter's code, and every command's docstring."""
    singles: set[str] = set()
    plurals: set[tuple[str, str]] = set()
    for path in SOURCE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
                texts = [arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
                if node.func.id in ("_", "N_", "fixed") and texts:
                    singles.add(texts[0])
                if node.func.id == "ngettext" and len(texts) >= 2:
                    plurals.add((texts[0], texts[1]))
    import importlib
    import inspect

    from hjerter_cli.cli.app import COMMANDS

    for name, family in COMMANDS.items():
        callback = importlib.import_module(f"hjerter_cli.cli.{family}").COMMANDS[name][0]
        singles.add(inspect.cleandoc(callback.__doc__))
    return singles, plurals


@pytest.mark.slow
def test_every_message_has_a_danish_entry():
    singles, plurals = messages_in_the_source()
    missing = sorted(singles - set(MESSAGES))
    assert not missing, "no Danish for:\n" + "\n".join(missing)
    assert not plurals - set(PLURALS)


def test_danish_keeps_every_placeholder():
    for english, danish in MESSAGES.items():
        assert sorted(re.findall(r"\{[^}]*\}", english)) == sorted(re.findall(r"\{[^}]*\}", danish)), english


def da(data, *args, stdin=None, **env):
    return run(data, *args, stdin=stdin, HJERTER_LANG="da", **env)


# Fixed English fragments that must never reach a Danish reader: every message's words between
# its placeholders, and the framework's own.
FRAMEWORK = [
    "Usage:",
    "Options:",
    "Arguments:",
    "Commands:",
    "Show this message",
    "[required]",
    "[default",
    "Error:",
    "No such option",
    "Missing argument",
    "unexpected extra",
    "Invalid value",
    "not a valid",
]


def english_fragments() -> list[str]:
    from hjerter_cli.core.settings import PASSINGS

    # A setting's value is a word of the command line (`--passing left-right-hold`), the same in
    # every language; where a screen names it, the catalogue gives its Danish words instead.
    values = set(PASSINGS)
    singles, _plurals = messages_in_the_source()
    fragments = set(FRAMEWORK)
    for message in singles:
        for piece in re.split(r"\{[^}]*\}", message):
            piece = piece.strip(" .:;,()'\n")
            if len(piece) >= 14 and piece not in MESSAGES.get(message, "") and piece not in values:
                fragments.add(piece)
    return sorted(fragments)


@pytest.mark.slow  # a real process: the help's words are chosen as a process starts
def test_a_danish_evening_from_help_to_winner_meets_no_english(tmp_path):
    from hjerter_cli.cli.app import COMMANDS

    lines = [["--help"], *([name, "--help"] for name in COMMANDS)]
    lines.append(["new", "-g", "fredag", "--target", "30", "--omnibus", "--ten-of-clubs", "Ann", "Bo", "Cy"])
    lines += [["rules"], ["round", "3", "10dj", "0t"], ["round", "0", "13dj", "0t"]]
    lines += [["show", "--format", form] for form in ("table", "text", "markdown", "chart", "html")]
    lines += [["list"], ["stats"]]
    lines += [  # refusals, the framework's included
        ["round", "4", "q", "9", "0"],
        ["show", "--zzz"],
        ["show", "--format", "yaml"],
        ["edit"],
        ["edit", "x"],
        ["list", "extra"],
        ["undo", "-g", "nope"],
        ["round", "-"],
        ["new", "A", "B"],
    ]
    said = in_one_process(tmp_path / "data", lines, HJERTER_LANG="da")
    assert [code for code, _out, _err in said[: len(COMMANDS) + 12]] == [0] * (len(COMMANDS) + 12)
    text = "\n".join(out + err for _code, out, err in said)
    assert "Spillet er slut efter runde 2" in text and "Fejl:" in text and "Brug: hjerter" in text
    found = [fragment for fragment in english_fragments() if fragment in text]
    assert not found, found


@pytest.fixture
def speak(cli):
    """Runs a command in-process in a language: `speak("da", "list")`."""

    def run_in(language, *args):
        use_language(language)
        try:
            return cli.ok(*args)
        finally:
            use_language("en")

    return run_in


def test_a_fixed_sentence_is_said_in_the_language_of_the_moment():
    from hjerter_cli.i18n import fixed
    from hjerter_cli.render import said_games

    use_language("en")
    nothing_deleted = fixed("Nothing was deleted.")
    use_language("da")
    try:
        assert nothing_deleted() == said_games.nothing_deleted() == MESSAGES["Nothing was deleted."]
    finally:
        use_language("en")
    assert nothing_deleted() == said_games.nothing_deleted() == "Nothing was deleted."


def test_plural_forms(speak):
    speak("da", "new", "-g", "en", "Ann", "Bo", "Cy")
    speak("da", "round", "3", "10q", "0")
    speak("da", "new", "-g", "tre", "Ann", "Bo", "Cy")
    for _round in range(3):
        speak("da", "round", "3", "q", "10")
    listing = speak("da", "list").stdout
    assert re.search(r"en +\S+ \S+ +1 runde +", listing) and re.search(r"tre +\S+ \S+ +3 runder +", listing)


@pytest.mark.parametrize(
    "env,expected",
    [
        ({"HJERTER_LANG": "da"}, "da"),
        ({"HJERTER_LANG": "en", "LANG": "da_DK.UTF-8"}, "en"),
        ({"LANGUAGE": "da:en", "LANG": "en_US.UTF-8"}, "da"),
        ({"LC_ALL": "da_DK.UTF-8", "LANG": "en_US.UTF-8"}, "da"),
        ({"LC_MESSAGES": "da_DK", "LANG": "C"}, "da"),
        ({"LANG": "da_DK.UTF-8"}, "da"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"HJERTER_LANG": "", "LANGUAGE": "", "LC_ALL": "", "LANG": "da_DK.UTF-8"}, "da"),
    ],
)
def test_the_language_is_chosen_as_people_expect(monkeypatch, env, expected):
    from hjerter_cli.i18n import language

    for name in ("HJERTER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert language() == expected


@pytest.mark.slow
def test_a_process_speaks_the_language_its_environment_chooses(tmp_path):
    danish = run(tmp_path / "data", "list", HJERTER_LANG="", LANGUAGE="", LC_ALL="", LANG="da_DK.UTF-8")
    english = run(tmp_path / "data", "list", HJERTER_LANG="", LANGUAGE="", LC_ALL="", LANG="de_DE.UTF-8")
    assert danish.returncode == 0 and "Ingen gemte spil endnu" in danish.stdout
    assert english.returncode == 0 and "No saved games yet" in english.stdout


def test_what_is_never_translated(speak, tmp_path, monkeypatch):
    sheets = {}
    for language in ("en", "da"):
        monkeypatch.setenv("HJERTER_DATA_DIR", str(tmp_path / language))
        speak(language, "new", "-g", "x", "--moon", "minus", "Ann", "Bo", "Cy", "Di")
        speak(language, "round", "Ann=4", "Bo=d", "Cy=9", "Di=0")  # d (dame) is q in every language
        speak(language, "round", "0", "13", "0", "0", "--queen", "2")
        sheets[language] = (
            json.loads(speak(language, "show", "--format", "json").stdout),
            speak(language, "show", "--format", "csv").stdout,
            json.loads(speak(language, "stats", "--format", "json").stdout),
        )
    (json_en, csv_en, stats_en), (json_da, csv_da, stats_da) = sheets["en"], sheets["da"]
    assert json_en.pop("started") and json_da.pop("started")  # each game's own moment, in the same form
    assert json_en.pop("id") != json_da.pop("id")  # each game's own identity
    assert json_en == json_da and csv_en == csv_da
    assert stats_da["players"][0].keys() >= {"wins", "points"} and stats_en["players"] == stats_da["players"]


@pytest.mark.slow
def test_the_danish_words_a_table_uses(tmp_path):
    data = tmp_path / "data"
    da(data, "new", "Ann", "Bo", "Cy", "Di")
    out = da(data, "round", "0", "13q", "0", "0").stdout
    assert "Bo skød månen: 26 lægges til alle de andre.\n" in out
    assert "Næste: runde 2, giv kort videre til højre, Bo giver." in out


def test_no_danish_possessive_doubles_the_s_of_a_name():
    """`Lars' hjerter`, never `Larss hjerter`: every Danish sentence with a possessive, filled in."""
    from string import Formatter

    use_language("da")
    try:
        for english in list(MESSAGES) + [one for pair in PLURALS for one in pair]:
            danish = _(english) if isinstance(english, str) else english
            fields = {name for _text, name, _spec, _conv in Formatter().parse(danish) if name}
            for name in ("Lars", "Max", "Inez"):
                filled = danish.format(**dict.fromkeys(fields, name))
                assert f"{name}s " not in filled and f"{name}s'" not in filled, (english, filled)
    finally:
        use_language("en")


def test_a_danish_possessive_after_s_in_a_real_refusal():
    from hjerter_cli.core.tally import parse_entry
    from hjerter_cli.errors import RefusedError

    use_language("da")
    try:
        with pytest.raises(RefusedError) as refused:
            parse_entry("Lars", "x")
        assert say(refused.value).startswith("Lars' post 'x'")
        with pytest.raises(RefusedError) as refused:
            parse_entry("Bo", "x")
        assert say(refused.value).startswith("Bos post 'x'")
    finally:
        use_language("en")


def test_the_two_halves_of_the_catalogue_share_no_message():
    assert not set(COMMANDS) & set(SCREENS)


@pytest.mark.parametrize(
    "english,wanted,unwanted",
    [
        ("Omnibus: {card} is a bonus card worth {bonus} to its taker.", "til den, der tager den", "tager det"),
        ("Nobody took {card}; mark its taker with its letter or option.", "hvem der tog den", "tog det"),
        ("{card} is marked for both {first} and {second}; exactly one player takes it.", "taget den", "tager det"),
        ("Remove {cards} from the deck: {each} cards each.", "ud af bunken", "ud af spillet"),
        (
            "{player}'s entry {entry!r} is not a tally; write hearts then card letters, like 5, 5q or q (q j t k a).",
            "kan ikke læses",
            "er ikke point",
        ),
        (
            "Give every tally as NAME=ENTRY or none of them; do not mix the two forms.",
            "Skriv enten alle",
            "Giv alle point",
        ),
    ],
)
def test_the_cards_are_den_and_the_deck_is_bunken(english, wanted, unwanted):
    """Both Q♠ and J♦ are "den" in Danish; the deck is "bunken" (DANISH.md), the game "spillet"."""
    assert wanted in MESSAGES[english] and unwanted not in MESSAGES[english]


@pytest.mark.slow  # a real process, as the evening above
def test_a_danish_evening_at_the_big_table_meets_no_english(tmp_path):
    """Two packs, partner pairs and the kitty in Danish (DANISH.md, "Added for 1.3"): every screen
    in the words a Danish table uses, and no English fragment."""
    players = ["Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry", "Hal", "Ida", "Jon"]
    lines = [["new", "-g", "stor", "--decks", "2", "--pairs", "--deal", "kitty", "--omnibus", *players]]
    lines += [["rules"], ["round", "5q", "4", "3", "6", "0", "8q", "0", "0", "0", "_jj"]]
    lines += [["round", "0", "0", "26qqjj", *["0"] * 7], ["undo"], ["redo"]]
    lines += [["show", "--format", form] for form in ("table", "text", "markdown", "chart", "html")]
    lines += [["list"], ["stats"]]
    lines += [  # refusals
        ["round", "0", "0", "26qqq", *["0"] * 7],
        ["round", "0", "0", "26q", *["0"] * 7, "--bonus", "Ann"],
        ["new", "-g", "x", "--pairs", "A", "B", "C"],
        ["new", "-g", "y", "--decks", "2", "A", "B", "C", "D"],
    ]
    said = in_one_process(tmp_path / "data", lines, HJERTER_LANG="da")
    assert [code for code, _out, _err in said[:-4]] == [0] * (len(lines) - 4)
    assert all(code in (1, 2) for code, _out, _err in said[-4:]), said[-4:]
    text = "\n".join(out + err for _code, out, err in said)
    for words in ("To kortspil blandet sammen", "Makkerpar: Ann+Finn", "i puljen", "makkerpar"):
        assert words in text, words
    assert "begge spar damer og begge ruder knægte" in text and "Cancellation Hearts" in text
    found = [fragment for fragment in english_fragments() if fragment in text]
    assert not found, found
