"""The core speaks no language: refusals are a kind and its values, said at the edge in the
language of the moment, which a test can switch in-process."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from hjerter_cli.core.settings import Settings, check_settings
from hjerter_cli.core.tally import parse_tallies
from hjerter_cli.errors import RefusedError
from hjerter_cli.i18n import use_language
from hjerter_cli.render.refusals import SENTENCES, say

PACKAGE = Path(__file__).parent.parent / "hjerter_cli"
CORE = PACKAGE / "core"
# Below the edge: what raises refusals as kinds and chooses no words.
BELOW = sorted(
    [*CORE.glob("*.py"), *(PACKAGE / "store").glob("*.py"), *(PACKAGE / "formats").glob("*.py"), PACKAGE / "errors.py"]
)
P4 = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture
def danish():
    use_language("da")
    yield
    use_language("en")


def kinds_raised_by_the_core() -> set[str]:
    kinds = set()
    for path in BELOW:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "phrase":
                argument = node.args[0]
                choices = [argument.body, argument.orelse] if isinstance(argument, ast.IfExp) else [argument]
                for choice in choices:
                    assert isinstance(choice, ast.Constant), f"{path.name}:{node.lineno}: a kind is a literal"
                    kinds.add(choice.value)
    return kinds


# Under mutmut the core's files hold every mutant beside the original: these read the source.
READS_SOURCE = pytest.mark.skipif("MUTANT_UNDER_TEST" in os.environ, reason="mutmut rewrites the source")


@READS_SOURCE
def test_every_kind_the_core_raises_has_a_sentence_and_every_sentence_a_kind():
    assert kinds_raised_by_the_core() == set(SENTENCES)


@READS_SOURCE
def test_the_core_imports_no_words_and_no_framework():
    for path in CORE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        assert not {
            name
            for name in imported
            if name
            and name.startswith(
                ("hjerter_cli.i18n", "hjerter_cli.render", "hjerter_cli.cli", "hjerter_cli.store", "typer", "click")
            )
        }, path.name
        calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)]
        assert not [call for call in calls if call.func.id in ("_", "fixed", "ngettext")], path.name


@READS_SOURCE
@pytest.mark.parametrize("path", BELOW, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_nothing_below_the_edge_imports_the_edge_or_chooses_words(path):
    """The core, the store, the reading of games and the errors raise kinds; the words are chosen
    at the edge, which imports them, never the other way round (inside functions neither)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert not {name for name in imported if name.startswith(("hjerter_cli.render", "hjerter_cli.cli"))}
    assert "hjerter_cli.i18n" not in imported
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)]
    assert not [call.lineno for call in calls if call.func.id in ("_", "fixed", "ngettext")]


def refused(call) -> RefusedError:
    with pytest.raises(RefusedError) as caught:
        call()
    return caught.value


def test_a_refusal_is_a_kind_and_its_values():
    error = refused(lambda: parse_tallies(P4, ["Ann=4", "Zed=9"]))
    assert error.kind == "name-not-at-table"
    assert dict(error.said.values)["name"] == "Zed"


def test_one_refusal_is_said_in_the_language_of_the_moment(danish):
    error = refused(lambda: check_settings(Settings(target=0), P4))
    assert say(error) == "Målscoren skal være et helt tal fra 1 til 100000, ikke 0."
    use_language("en")
    assert say(error) == "The target must be a whole number from 1 to 100000, not 0."


def test_a_list_of_names_is_said_with_the_language_s_and(danish):
    error = refused(lambda: parse_tallies(P4, ["_", "q", "_", "_"]))
    assert say(error).endswith("Ann, Cy og Di har den alle.")
    use_language("en")
    assert say(error).endswith("Ann, Cy and Di all have it.")


def test_a_command_in_process_speaks_danish(game4, danish):
    result = game4("round", "4", "q", "9")
    assert result.exit_code == 1
    assert "poster" in result.output and "entries" not in result.output


class TestSettingsAreTyped:
    def test_a_misspelt_moon_rule_cannot_score(self):
        from hjerter_cli.core.scoring import apply_moon

        with pytest.raises(AssertionError):
            apply_moon((0, 26, 0, 0), 1, "pluss", 26)  # type: ignore[arg-type]

    def test_a_misspelt_rule_is_refused_where_a_game_is_made(self):
        error = refused(lambda: check_settings(Settings(moon="pluss"), P4))  # type: ignore[arg-type]
        assert error.kind == "setting-not-a-choice"

    @pytest.mark.slow
    def test_a_misspelt_moon_rule_does_not_type_check(self, tmp_path):
        api = pytest.importorskip("mypy.api", reason="mypy is a development tool (pip install -e '.[dev]')")
        snippet = 'from hjerter_cli.core.scoring import apply_moon\napply_moon((0, 26, 0, 0), 1, "pluss", 26)\n'
        (tmp_path / "mypy.ini").write_text("[mypy]\n")
        config = ["--config-file", str(tmp_path / "mypy.ini"), "--cache-dir", str(tmp_path / "cache")]
        out, _err, status = api.run([*config, "--follow-imports=silent", "-c", snippet])
        assert status == 1 and "incompatible type \"Literal['pluss']\"" in out, out


def test_one_entry_is_said_in_the_singular():
    error = refused(lambda: parse_tallies(P4, ["4q"]))
    assert say(error).startswith("1 entry for 4 players; give one per player in seat order (Ann, Bo, Cy, Di)")
