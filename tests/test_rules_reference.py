"""The rule book (hjerter_cli/core/RULES.md) stays true: its worked examples are made from
hjerter_cli/core/examples.toml, and the core gives every number of every example.

`python -m tests.test_rules_reference` writes the examples into RULES.md again after a change
to examples.toml (then review the diff)."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from hjerter_cli.core.pairs import pairs_for_new
from hjerter_cli.core.scoring import game_winners, score_round
from hjerter_cli.core.settings import Settings, check_settings, hearts_total, sides
from hjerter_cli.core.tally import parse_tallies

CORE = Path(__file__).parent.parent / "hjerter_cli" / "core"
RULES = CORE / "RULES.md"
EXAMPLES = tomllib.loads((CORE / "examples.toml").read_text(encoding="utf-8"))["example"]
BLOCK = re.compile(r"(<!-- worked examples: (?P<list>[a-z ]+) -->\n)(?P<body>.*?)(<!-- end -->)", re.DOTALL)


def numbers(values: list[int]) -> str:
    """As the rule book writes numbers: a minus sign, not a hyphen."""
    return ", ".join(str(value).replace("-", "−") for value in values)


def said(example: dict[str, Any]) -> str:
    players = example["players"]
    pairs = [f"{first}+{second}" for first, second in settings_of(example).pairs]
    values = {
        "scores": numbers(example["scores"]),
        "sum": sum(example["scores"]),
        "totals": numbers(example.get("totals", [])),
        "winners": " and ".join(example.get("winners", [])),
        "lowest": min(example.get("totals", [0])),
        "pairs": ", ".join(f"{pair} {score}" for pair, score in zip(pairs, example.get("pairs", []))),
        "named": ", ".join(f"{player} {score}" for player, score in zip(players, example["scores"])),
    }
    return "- " + example["text"].format(**values)


def made_rules(text: str) -> str:
    """RULES.md with each list of worked examples made from examples.toml."""

    def lines(match: re.Match[str]) -> str:
        body = "".join(said(example) + "\n" for example in EXAMPLES if example["list"] == match["list"])
        return match.group(1) + body + match.group(4)

    return BLOCK.sub(lines, text)


def settings_of(example: dict[str, Any]) -> Settings:
    given = dict(example.get("settings", {}))
    opposite = given.pop("pairs", False)
    players = tuple(example["players"])
    pairs = pairs_for_new(players, True, []) if opposite else ()
    target = 200 if pairs else 100
    return check_settings(Settings(target=target, pairs=pairs, **given), players)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda example: example["text"][:50])
def test_the_core_gives_every_number_of_a_worked_example(example):
    players = tuple(example["players"])
    settings = settings_of(example)
    tally = parse_tallies(
        players, example["tally"], hearts_total=hearts_total(settings), copies=settings.decks, moon_choice=None
    )
    before = tuple(example.get("totals_before", [0] * len(players)))
    scored = score_round(players, settings, tally, before)
    assert list(scored.scores) == example["scores"]
    assert sum(scored.raw) == sum(example["scores"]) or scored.moon is not None
    if "pairs" in example:
        seat = {player: index for index, player in enumerate(players)}
        pair_scores = [scored.scores[seat[a]] + scored.scores[seat[b]] for a, b in settings.pairs]
        assert pair_scores == example["pairs"]
    if "totals" in example:
        totals = tuple(b + s for b, s in zip(before, scored.scores))
        assert list(totals) == example["totals"]
        winners = game_winners(settings, totals, sides(settings, players))
        assert [players[seat] for seat in winners or ()] == example["winners"]


def test_the_rule_book_says_what_the_examples_file_says():
    text = RULES.read_text(encoding="utf-8")
    lists = {example["list"] for example in EXAMPLES}
    assert {match["list"] for match in BLOCK.finditer(text)} == lists
    assert text == made_rules(text), "examples.toml changed: run python -m tests.test_rules_reference"


if __name__ == "__main__":
    RULES.write_text(made_rules(RULES.read_text(encoding="utf-8")), encoding="utf-8")
    sys.exit(0)
