"""English that says one thing: seats to pass to beside the number of cards passed, a name taken
at the table, and the table sizes as the packs allow them (RULES.md: one pack 3 to 7, two 5 to 12)."""

from __future__ import annotations

import re
from pathlib import Path

COMPLETIONS = Path(__file__).parent.parent / "completions"
SEVEN = ("Ann", "Bo", "Cy", "Di", "Eva", "Finn", "Gry")
# A count of seats said like a count of cards: "three to the right" beside "Pass 3 cards".
COUNT_WITHOUT_SEATS = re.compile(r"\b(two|three|four|five) to the (left|right)")


def unwrapped(text: str) -> str:
    return " ".join(text.split())


class TestPassingCountsSeats:
    def test_the_rules_count_seats_beside_the_cards_passed(self, cli):
        said = unwrapped(cli.ok("new", "--passing", "increasing", *SEVEN).stdout)
        assert (
            "Pass 3 cards: left, two seats to the left, three seats to the left, three seats to the right, "
            "two seats to the right, right, hold (no passing)"
        ) in said
        assert not COUNT_WITHOUT_SEATS.search(said), said

    def test_the_next_round_counts_seats(self, cli):
        cli.ok("new", "--passing", "increasing", *SEVEN)
        said = unwrapped(cli.ok("round", "4", "q", "9", "0", "0", "0", "0").stdout)
        assert "Next: round 2, pass two seats to the left, Bo deals." in said
        assert not COUNT_WITHOUT_SEATS.search(said), said


class TestANameAlreadyAtTheTable:
    def test_rename_says_the_name_sits_at_this_table(self, cli):
        cli.ok("new", "-g", "g", "Ann", "Bo", "Carl")
        before = cli.snapshot()
        result = cli("rename", "Ann", "carl")
        assert result.exit_code == 1
        assert "Carl already sits at this table; choose another name." in result.output
        assert "Two players are called" not in result.output
        assert cli.snapshot() == before

    def test_new_with_two_equal_names_keeps_its_sentence(self, cli):
        result = cli("new", "-g", "g", "Ann", "Carl", "carl")
        assert result.exit_code == 1
        assert "Two players are called carl (names ignore case); tell them apart." in result.output


class TestTheTableSizesAsThePacksAllow:
    SAID = "Start a game of 3 to 7 players (5 to 12 with two packs)."

    def test_the_command_list_of_help(self, cli):
        said = unwrapped(cli.ok("--help").stdout)
        assert self.SAID in said and "3 to 7 players." not in said

    def test_the_zsh_and_fish_descriptions(self):
        for script in ("_hjerter", "hjerter.fish"):
            text = (COMPLETIONS / script).read_text(encoding="utf-8")
            assert self.SAID in text and "3 to 7 players." not in text, script
