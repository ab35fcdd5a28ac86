"""`hjerter round` with no tallies on a real terminal (pexpect): questions, retries, Ctrl-C, Ctrl-D."""

from __future__ import annotations

import re

import pexpect
import pytest

from tests.processes import HJERTER, env_for, made, run

pytestmark = pytest.mark.slow  # a real terminal (pexpect) per test


def spawn(data, *args: str) -> pexpect.spawn:
    return pexpect.spawn(HJERTER, list(args), env=env_for(data, TERM="dumb"), encoding="utf-8", timeout=20)


@pytest.fixture
def table(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    return data


def answer_save(child: pexpect.spawn, answer: str) -> int:
    """Answer "Save this round?" and wait for the program to end; its exit status."""
    child.expect_exact("Save this round? [Y/n/c=correct] ")
    child.sendline(answer)
    if answer == "n":
        child.expect_exact("Nothing was saved.")
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


def game_bytes(data):
    return (data / "games" / "g.toml").read_bytes()


def test_a_round_asked_question_by_question(table):
    child = spawn(table, "round")
    child.expect_exact("Round 1: pass left, Ann deals.")
    child.expect_exact("Ann's hearts (13 left): ")
    child.sendline("four")
    # the sentence as said, wrapped between words at the terminal's width
    said = "Type a whole number from 0 to 13, then the letters of any card Ann took (like 4q)."
    child.expect(r"\s+".join(re.escape(word) for word in said.split()))
    child.expect_exact("Ann's hearts (13 left): ")
    child.sendline("4")
    child.expect_exact("Bo's hearts (9 left): ")
    child.sendline("10")
    child.expect_exact("Bo cannot have 10: only 9 left to hand out.")
    child.sendline("0")
    child.expect_exact("Cy's hearts (9 left): ")
    child.sendline("9")
    child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di): ")  # Di: nothing left, not asked
    child.sendline("Zed")
    child.expect_exact("Zed (for Q♠) is not at the table")
    child.sendline("2")
    child.expect_exact("Round 1: Ann 4, Bo 13, Cy 9, Di 0")
    assert answer_save(child, "") == 0
    assert b'"Ann=4 Bo=q Cy=9 Di=0"' in game_bytes(table)


def test_the_shooter_is_asked_under_choose(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "--moon", "choose", "Ann", "Bo", "Cy")
    child = spawn(data, "round")
    for answer in ("0", "13"):
        child.expect("hearts")
        child.sendline(answer)
    child.expect_exact("Who took Q♠?")
    child.sendline("Bo")
    child.expect_exact("Bo shot the moon: plus (everyone else gets it) or minus (Bo takes it off)? ")
    child.sendline("sideways")
    child.expect_exact("Answer plus or minus.")
    child.sendline("minus")
    child.expect_exact("Bo shot the moon: -26 to Bo (minus).")
    assert answer_save(child, "y") == 0
    assert 'moon = "minus"' in next((data / "games").glob("*.toml")).read_text(encoding="utf-8")


@pytest.mark.parametrize("key", ["c", "d"])
def test_ctrl_c_or_ctrl_d_leaves_the_game_untouched(table, key):
    before = game_bytes(table)
    child = spawn(table, "round")
    child.expect_exact("Ann's hearts (13 left): ")
    child.sendline("4")
    child.expect_exact("Bo's hearts")
    child.sendcontrol(key)
    child.expect_exact("Cancelled; nothing was changed.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130  # one convention: a person who stops is exit 130, never "Error:"
    assert "Error" not in child.before
    assert game_bytes(table) == before


def test_declining_to_save_saves_nothing(table):
    before = game_bytes(table)
    child = spawn(table, "round")
    child.expect("hearts")
    child.sendline("13")  # nothing left: Bo, Cy and Di are not asked
    child.expect_exact("Who took Q♠?")
    child.sendline("Ann")
    child.expect_exact("Ann shot the moon: +26 to everyone else (plus).")
    assert answer_save(child, "n") == 0 and game_bytes(table) == before


def test_delete_asks_on_a_terminal(table):
    child = spawn(table, "delete", "g")
    child.expect_exact("Delete the game g (Ann, Bo, Cy, Di; 0 rounds, in progress) for good? [y/N] ")
    child.sendline("n")
    child.expect_exact("Nothing was deleted.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and (table / "games" / "g.toml").exists()  # declining is no error
    child = spawn(table, "delete", "g")
    child.expect_exact("[y/N] ")
    child.sendline("y")
    child.expect_exact("Deleted g.")
    child.expect(pexpect.EOF)
    assert not (table / "games" / "g.toml").exists()


def test_the_table_on_a_terminal_has_boxes_and_colour_unless_no_color(table):
    run(table, "round", "0", "13q", "0", "0")

    def shown(**env: str) -> str:
        child = pexpect.spawn(HJERTER, ["show"], env=env_for(table, **env), encoding="utf-8")
        child.expect(pexpect.EOF)
        return child.before

    out = shown(TERM="xterm-256color")
    assert "┌" in out and "\x1b[" in out and "☾ Bo shot the moon: +26 to the others" in out
    for env in ({"TERM": "xterm-256color", "NO_COLOR": "1"}, {"TERM": "dumb"}):
        out = shown(**env)
        assert "┌" in out and "\x1b[" not in out, env


def test_by_value_asks_for_the_hearts_values(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "--scoring", "by-value", "Ann", "Bo", "Cy")
    child = spawn(data, "round")
    child.expect_exact("Ann's hearts by value (104 left): ")
    child.sendline("1")
    child.expect_exact("No set of hearts is worth 1.")
    child.sendline("50")
    child.expect_exact("Bo's hearts by value (54 left): ")
    child.sendline("53")
    child.expect_exact("No set of hearts is worth 53.")  # Cy would be left with 1, which no heart is
    child.sendline("54")
    child.expect_exact("Who took Q♠?")
    child.sendline("Cy")
    child.expect_exact("Round 1: Ann 50, Bo 54, Cy 25")
    assert answer_save(child, "y") == 0


def test_a_round_saved_by_another_shell_meanwhile_is_said_and_asked(table):
    child = spawn(table, "round")
    child.expect_exact("Ann's hearts (13 left): ")
    for answer in ("4", "0", "9"):
        child.sendline(answer)
    child.expect_exact("Who took Q♠?")
    child.sendline("2")
    child.expect_exact("Save this round? [Y/n/c=correct] ")
    made(table, "round", "4", "q", "9", "0")  # the other shell, same deal
    child.sendline("")
    child.expect_exact("Another shell saved round 1 while you typed; this round would be round 2.")
    child.expect_exact("Save it as round 2? [y/N] ")
    child.sendline("")
    child.expect_exact("Nothing was saved.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert game_bytes(table).count(b"Ann=4 Bo=q Cy=9 Di=0") == 1


def test_back_from_save_offers_every_earlier_answer(table):
    """`<` at "Save this round?" goes back to the question before it; each question it comes back
    through offers the answer it had, and Enter keeps it."""
    child = spawn(table, "round")
    child.expect_exact("Ann's hearts (13 left): ")
    child.sendline("4")
    child.expect_exact("Bo's hearts (9 left): ")
    child.sendline("0")
    child.expect_exact("Cy's hearts (9 left): ")
    child.sendline("9")
    child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di): ")
    child.sendline("Bo")
    child.expect_exact("Save this round? [Y/n/c=correct] ")
    child.sendline("<")
    child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di) [Bo]: ")
    child.sendline("<")
    child.expect_exact("Cy's hearts (9 left) [9]: ")
    child.sendline("<")
    child.expect_exact("Bo's hearts (9 left) [0]: ")
    child.sendline("<")
    child.expect_exact("Ann's hearts (13 left) [4]: ")
    for _question in range(4):  # Enter at each: the answers stand
        child.sendline("")
    child.expect_exact("Round 1: Ann 4, Bo 13, Cy 9, Di 0")
    assert answer_save(child, "") == 0


def test_back_whole_entries_corrections_and_one_report(table):
    child = spawn(table, "round")
    child.expect_exact("Ann's hearts (13 left): ")
    child.sendline("<")
    child.expect_exact("This is the first question.")
    child.sendline("4")
    child.expect_exact("Bo's hearts (9 left): ")
    child.sendline("<")  # back to Ann: the answer she had is offered
    child.expect_exact("Ann's hearts (13 left) [4]: ")
    child.sendline("5")
    child.expect_exact("Bo's hearts (8 left): ")
    child.sendline("0q")  # a whole entry: no hearts, and Q♠
    child.expect_exact("Cy's hearts (8 left): ")
    child.sendline("8")
    child.expect_exact("Round 1: Ann 5, Bo 13, Cy 8, Di 0")  # Q♠ was named: not asked again
    child.expect_exact("Save this round? [Y/n/c=correct] ")
    child.sendline("c")  # correct it: the answers are offered
    child.expect_exact("Ann's hearts (13 left) [5]: ")
    child.sendline("4")
    child.expect_exact("Bo's hearts (9 left) [0]: ")
    child.sendline("")
    child.expect_exact("Cy's hearts (9 left) [8]: ")
    child.sendline("9")
    child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di) [Bo]: ")
    child.sendline("")
    child.expect_exact("Round 1: Ann 4, Bo 13, Cy 9, Di 0")
    child.expect_exact("Save this round? [Y/n/c=correct] ")
    child.sendline("")
    child.expect_exact("Saved as round 1. Next: round 2, pass right, Bo deals.")
    child.expect(pexpect.EOF)
    assert "Round 1: Ann 4" not in child.before  # the report is not printed a second time
    child.close()
    assert child.exitstatus == 0 and b'"Ann=4 Bo=q Cy=9 Di=0"' in game_bytes(table)


def test_edit_offers_the_old_answers(table):
    made(table, "round", "4", "q", "9", "0")
    child = spawn(table, "edit", "1")
    child.expect_exact("Ann's hearts (13 left) [4]: ")
    child.sendline("")
    child.expect_exact("Bo's hearts (9 left) [0]: ")
    child.sendline("")
    child.expect_exact("Cy's hearts (9 left) [9]: ")
    child.sendline("8")
    child.expect_exact("Di takes the 1 left.")
    child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di) [Bo]: ")
    child.sendline("")
    child.expect_exact("Round 1: Ann 4, Bo 13, Cy 8, Di 1")
    assert answer_save(child, "y") == 0
    assert b'"Ann=4 Bo=q Cy=8 Di=1"' in game_bytes(table)


def test_an_empty_answer_for_the_queen_says_what_to_type(table):
    child = spawn(table, "round")
    child.expect_exact("Ann's hearts (13 left): ")
    child.sendline("13")
    child.expect_exact("Who took Q♠?")
    child.sendline("")
    child.expect_exact("Type who took Q♠: a name or a seat number.")
    child.sendcontrol("c")
    child.expect(pexpect.EOF)


def test_line_editing_with_the_arrow_keys(table):
    child = spawn(table, "round")
    child.expect_exact("Ann's hearts (13 left): ")
    child.send("3\x1b[D1\r")  # 3, left arrow, 1: readline makes it 13
    child.expect_exact("Who took Q♠?")  # 13 hearts: nothing left for the others
    child.sendcontrol("c")
    child.expect(pexpect.EOF)


class TestACardOnceAtTheQuestions:
    """A card given by option and named again by its letter counts once (cli/CLI.md 1.2)."""

    def test_ten_of_clubs_by_option_and_letter_is_doubled_once(self, tmp_path):
        data = tmp_path / "data"
        made(data, "new", "-g", "g", "--ten-of-clubs", "Ann", "Bo", "Cy", "Di")
        child = spawn(data, "round", "--ten", "Cy")
        child.expect_exact("Ann's hearts (13 left): ")
        child.sendline("4")
        child.expect_exact("Bo's hearts (9 left): ")
        child.sendline("0q")
        child.expect_exact("Cy's hearts (9 left): ")
        child.sendline("9t")
        # Cy 9 doubled by 10♣: 18; Bo 13 for Q♠.
        child.expect_exact("Round 1: Ann 4, Bo 13, Cy 18, Di 0")
        assert answer_save(child, "") == 0
        assert b'"Ann=4 Bo=q Cy=9t Di=0"' in game_bytes(data)

    def test_the_queen_by_option_and_letter_for_the_same_player_is_legal(self, table):
        child = spawn(table, "round", "--queen", "Ann")
        child.expect_exact("Ann's hearts (13 left): ")
        child.sendline("4q")
        child.expect_exact("Bo's hearts (9 left): ")
        child.sendline("0")
        child.expect_exact("Cy's hearts (9 left): ")
        child.sendline("9")
        child.expect_exact("Round 1: Ann 17, Bo 0, Cy 9, Di 0")  # 4 + 13 for Q♠
        assert answer_save(child, "") == 0

    def test_a_card_another_player_has_is_refused_at_the_question(self, table):
        child = spawn(table, "round", "--queen", "Bo")
        child.expect_exact("Ann's hearts (13 left): ")
        child.sendline("4q")
        child.expect_exact("Q♠ went to Bo already; type only the cards Ann took.")
        child.expect_exact("Ann's hearts (13 left): ")
        child.sendline("4")
        child.expect_exact("Bo's hearts (9 left): ")
        child.sendintr()
        child.expect(pexpect.EOF)


class TestEveryQuestionOffersTheOldAnswerAndGoesBack:
    def test_edit_keeps_a_sun_and_minus_moon_on_enter(self, tmp_path):
        data = tmp_path / "data"
        made(data, "new", "-g", "g", "--sun", "--moon", "choose", "Ann", "Bo", "Cy", "Di")
        made(data, "round", "Ann=13q", "Bo=0", "Cy=0", "Di=0", "--sun", "--moon", "minus")
        child = spawn(data, "edit", "1")
        child.expect_exact("Ann's hearts (13 left) [13]: ")
        child.sendline("")
        child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di) [Ann]: ")
        child.sendline("")
        child.expect_exact("Did Ann take every trick (the sun)? [Y/n] ")
        child.sendline("")
        child.expect_exact("(Ann takes it off)?\r\n  [minus] ")  # 85 characters: wrapped at 80
        child.sendline("")
        child.expect_exact("Round 1: Ann -52, Bo 0, Cy 0, Di 0")  # the sun doubles the minus moon: 2 × 26, as saved
        assert answer_save(child, "") == 0
        assert b"sun = true" in game_bytes(data) and b'moon = "minus"' in game_bytes(data)

    def test_back_from_the_yes_no_and_choice_questions(self, tmp_path):
        data = tmp_path / "data"
        made(data, "new", "-g", "g", "--sun", "--moon", "choose", "Ann", "Bo", "Cy", "Di")
        child = spawn(data, "round")
        child.expect_exact("Ann's hearts (13 left): ")
        child.sendline("13")
        child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di): ")
        child.sendline("1")
        child.expect_exact("Did Ann take every trick (the sun)? [y/N] ")
        child.sendline("<")
        child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di) [Ann]: ")  # back at the card, its answer offered
        child.sendline("")  # Enter keeps it
        child.expect_exact("Did Ann take every trick (the sun)? [y/N] ")
        child.sendline("n")
        child.expect_exact("(Ann takes it off)? ")
        child.sendline("<")
        child.expect_exact("Did Ann take every trick (the sun)? [y/N] ")  # back at the sun: no, as answered
        child.sendline("y")
        child.expect_exact("(Ann takes it off)? ")
        child.sendline("plus")
        child.expect_exact("Save this round? [Y/n/c=correct] ")
        child.sendline("<")
        child.expect_exact("(Ann takes it off)?\r\n  [plus] ")  # back at the moon's count, plus offered
        child.sendline("minus")
        child.expect_exact("Round 1: Ann -52, Bo 0, Cy 0, Di 0")
        assert answer_save(child, "") == 0

    def test_a_unique_start_of_a_name_takes_the_card(self, table):
        child = spawn(table, "round")
        child.expect_exact("Ann's hearts (13 left): ")
        child.sendline("4")
        child.expect_exact("Bo's hearts (9 left): ")
        child.sendline("0")
        child.expect_exact("Cy's hearts (9 left): ")
        child.sendline("9")
        child.expect_exact("Who took Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di): ")
        child.sendline("d")  # Di, any case
        child.expect_exact("Round 1: Ann 4, Bo 0, Cy 9, Di 13")
        assert answer_save(child, "n") == 0


def test_new_and_rules_wrap_to_a_narrow_terminal(tmp_path):
    """At a terminal 40 columns wide, `new` and `rules` wrap their words to it."""
    from hjerter_cli.render.columns import width

    data = tmp_path / "data"
    for words in (["new", "-g", "g", "--omnibus", "--ten-of-clubs", "--sun", "Ann", "Bo", "Cy"], ["rules"]):
        child = pexpect.spawn(
            HJERTER, words, env=env_for(data, TERM="dumb"), encoding="utf-8", timeout=20, dimensions=(50, 40)
        )
        child.expect(pexpect.EOF)
        lines = child.before.replace("\r\n", "\n").splitlines()
        assert len(lines) > 8 and max(width(line) for line in lines) <= 40, lines


def test_two_packs_ask_for_each_copys_taker(tmp_path):
    """`new --decks 2`: a Q♠ is asked for twice, "one" then "the other"; `<` goes back to the first."""
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di", "Eva", "--decks", "2")
    child = spawn(data, "round")
    for answer in ("5", "4", "3", "6"):
        child.expect(r"hearts \(\d+ left\): ")
        child.sendline(answer)
    child.expect_exact("Eva takes the 8 left.")
    child.expect_exact("Who took one Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di, 5 Eva): ")
    child.sendline("Ann")
    child.expect_exact("Who took the other Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di, 5 Eva): ")
    child.sendline("<")
    child.expect_exact("Who took one Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di, 5 Eva) [Ann]: ")
    child.sendline("")
    child.expect_exact("Who took the other Q♠? (1 Ann, 2 Bo, 3 Cy, 4 Di, 5 Eva): ")
    child.sendline("ev")
    child.expect_exact("Round 1: Ann 18, Bo 4, Cy 3, Di 6, Eva 21")
    assert answer_save(child, "") == 0
    assert b'"Ann=5q Bo=4 Cy=3 Di=6 Eva=8q"' in game_bytes(data)


def test_with_pairs_the_shooter_is_asked_about_the_players_outside_the_pair(tmp_path):
    """`--moon choose` with pairs: plus goes to every player outside the shooter's pair (core/RULES.md)."""
    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di", "--pairs", "--moon", "choose")
    child = pexpect.spawn(
        HJERTER,
        ["round", "0", "13q", "0", "0"],
        env=env_for(data, TERM="dumb"),
        encoding="utf-8",
        timeout=20,
        dimensions=(24, 120),  # the question on one line
    )
    child.expect_exact("Bo shot the moon: plus (every player outside the pair gets it) or minus (Bo takes it off)? ")
    child.sendline("plus")
    child.expect_exact("Round 1: Ann 26, Bo 0, Cy 26, Di 0")  # Di is Bo's partner (seats 2 and 4)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_long_question_is_wrapped_between_words_at_the_terminals_width(tmp_path):
    """Twelve players' seats after "Who took one Q♠?" at 80 columns: lines broken between words,
    none wider than the terminal."""
    data = tmp_path / "data"
    names = ["Alexandra", "Bartholomew", "Christoffer", "Dorthe", "Esben", "Frederikke"]
    names += ["Gunnar", "Henriette", "Ib", "Jytte", "Karl", "Lone"]
    made(data, "new", "-g", "g", "--decks", "2", *names)
    child = spawn(data, "round")  # 24 x 80
    child.expect_exact("Alexandra's hearts (26 left): ")
    child.sendline("26")
    child.expect_exact("Who took one Q♠? (1 Alexandra, 2 Bartholomew, 3 Christoffer, 4 Dorthe, 5 Esben,\r\n  6 ")
    child.expect_exact("12 Lone): ")
    asked = child.before.split("\r\n")
    assert all(len(line) <= 80 for line in asked) and not any(line.endswith("Frederik") for line in asked)
    child.sendintr()
    child.expect(pexpect.EOF)
