"""Random command lines and random `round -` input, bytes included, from a fixed seed: every exit
code is 0-3 or 130, no traceback, and a refused command changes no file."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hjerter_cli.store import cache, gamefile, tabindex
from tests.processes import app_once
from tests.test_robustness import COMMAND_LINES

pytestmark = pytest.mark.slow  # a few thousand commands

# Lines that are nearly rounds: the pieces of a real one, joined by blanks and the characters
# that must never end a line or a comment.
PIECES = st.sampled_from(
    ["4", "q", "9", "0", "13q", "_", "#", "Ann=4", "--moon", "plus", "--queen", "Bo", "'", '"', "d", "qq"]
)
BREAKS = st.sampled_from([" ", "\t", "\n", "\r\n", "\r", "\f", "\v", "\x85", "\u2028", "\x00", "\ufeff", "\x1b"])
NEAR_ROUNDS = st.lists(st.tuples(PIECES, BREAKS), max_size=30).map(
    lambda parts: "".join(piece + gap for piece, gap in parts).encode("utf-8")
)
STDIN = st.one_of(NEAR_ROUNDS, st.binary(max_size=300), st.just(b"\xef\xbb\xbf4 q 9 0\n"))


DERIVED_FOR_TABS = (tabindex.INDEX, tabindex.FILES, tabindex.HEADS)


def files(data):
    """Every file of the data dir but the cache, which `list` and `stats` may refresh when refusing."""
    if not data.exists():
        return {}
    return {
        path.relative_to(data): path.read_bytes()
        for path in data.rglob("*")
        if path.is_file() and path.name not in (cache.LIST_CACHE, *DERIVED_FOR_TABS)
    }


@settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    steps=st.lists(
        st.one_of(COMMAND_LINES.map(lambda line: ("words", line)), STDIN.map(lambda data: ("stdin", data))),
        min_size=1,
        max_size=8,
    )
)
def test_random_command_lines_and_input_never_crash_and_refusals_change_nothing(tmp_path_factory, steps):
    from typer.testing import CliRunner

    data = tmp_path_factory.mktemp("fuzz")
    runner = CliRunner()
    env = {"HJERTER_DATA_DIR": str(data), "HJERTER_LOCK_TIMEOUT": "1"}
    new = ["new", "-g", "g", "Ann", "Bo", "Cy", "Di"]
    runner.invoke(app_once(new), new, env=env)
    for kind, step in steps:
        if kind == "words":
            command, words = step
            line, given = [command, *words], b"4 q 9 0\n"
        else:
            line, given = ["round", "-"], step
        before = files(data)
        result = runner.invoke(app_once(line), line, env=env, input=given)
        assert result.exit_code in (0, 1, 2, 3, 130), (line, given, result.output)
        assert result.exception is None or isinstance(result.exception, SystemExit), (line, result.exception)
        assert "Traceback" not in result.output
        if result.exit_code != 0:
            assert files(data) == before, (line, given, result.output)
    for path in (data / "games").glob("*.toml") if (data / "games").exists() else []:
        gamefile.load(path)
