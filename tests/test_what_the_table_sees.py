"""What the table sees: the defects an evening at the table found, each as the table met it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st


class TestTheMoonsNoteAddsUp:
    def test_without_bonus_minus_the_note_says_the_bonus_card_too(self, cli):
        cli.ok("new", "-g", "g", "--omnibus", "--omnibus-moon", "without-bonus", "--moon", "minus", "A", "B", "C", "D")
        result = cli.ok("round", "13qj", "0", "0", "0")
        assert "Round 1: A -36, B 0, C 0, D 0" in result.output  # -26 for the moon, -10 for J♦
        text = cli.ok("show", "--format", "text").output
        assert "☾ A shot the moon: -26; J♦ -10 A" in text

    @pytest.mark.parametrize("form", ["table", "text", "markdown"])
    def test_one_minus_sign_in_a_format(self, cli, form):
        cli.ok("new", "-g", "g", "--moon", "minus", "A", "B", "C", "D")
        cli.ok("round", "13q", "0", "0", "0")
        shown = cli.ok("show", "--format", form, env={"NO_COLOR": "1"}).output
        assert "−" not in shown and "-26" in shown


class TestNamesThatCannotBeTypedBack:
    @pytest.mark.parametrize("name,reason", [("-x", "starts with '-'"), ("_", "stands for the rest")])
    def test_new_refuses_them_with_the_reason(self, cli, name, reason):
        result = cli("new", "-g", "g", "--", name, "B", "C")
        assert result.exit_code == 1 and reason in result.output
        assert not cli.data.joinpath("games", "g.toml").exists()

    @pytest.mark.parametrize("name,reason", [("-x", "starts with '-'"), ("_", "stands for the rest")])
    def test_rename_refuses_them(self, game4, name, reason):
        before = game4.snapshot()
        result = game4("rename", "--", "Ann", name)
        assert result.exit_code == 1 and reason in result.output and game4.snapshot() == before

    def test_a_dash_inside_a_name_is_fine(self, cli):
        cli.ok("new", "-g", "g", "Ann-Marie", "B", "C")


def test_players_past_the_target_are_left_out_of_the_points_to_go(cli):
    cli.ok("new", "-g", "k", "--target", "50", "A", "B", "C", "D")
    cli.ok("round", "0", "13q", "0", "0")  # B's moon: 26, 0, 26, 26
    cli.ok("round", "13q", "0", "0", "0")  # A's moon: 26, 26, 52, 52; A and B tied lowest: play on
    shown = cli.ok("show", "--format", "text").output
    assert "to 50: A 24, B 24" in shown and "C 0" not in shown and "D 0" not in shown


def test_a_unique_start_of_a_name_takes_a_card_on_the_command_line(cli):
    cli.ok("new", "-g", "g", "Anne", "Bo", "Cy", "Di")
    assert "Round 1: Anne 17" in cli.ok("round", "4", "0", "9", "0", "--queen", "an").output
    result = cli("round", "4", "0", "9", "0", "--queen", "x")
    assert result.exit_code == 1 and "is not at the table" in result.output


class TestSmallThings:
    def test_use_without_a_name_says_which_game_is_current(self, cli):
        assert "There is no current game" in cli.ok("use").output
        cli.ok("new", "-g", "friday", "A", "B", "C")
        assert cli.ok("use").output == "The current game is friday.\n"

    def test_list_and_stats_explain_their_columns(self, cli):
        assert "who won it" in cli.ok("list", "--help").output
        helped = cli.ok("stats", "--help").output
        for column in ("Done (of them, finished)", "Last (finished games ended", "Streak (the most"):
            assert column in " ".join(helped.split()), column

    def test_stats_fits_a_narrow_terminal_and_shows_finished_games(self, cli, monkeypatch):
        from hjerter_cli.cli import views

        cli.ok("new", "-g", "g", "--target", "20", "Ann", "Bo", "Cy", "Di")
        cli.ok("round", "0", "13q", "0", "0")
        wide = cli.ok("stats", "--format", "text").output.splitlines()  # off a terminal: every column
        assert wide[0].split()[:5] == ["#", "Player", "Games", "Done", "Wins"] and wide[0].endswith("Q♠")
        for columns in (80, 60, 40):
            monkeypatch.setattr(views, "words_columns", lambda size=columns: size)  # a terminal that wide
            lines = cli.ok("stats", "--format", "text").output.splitlines()
            assert all(len(line) <= columns for line in lines[:6]), (columns, lines)
            assert lines[0].split()[:5] == ["#", "Player", "Games", "Done", "Wins"]

    def test_auto_says_why_it_chose_minus(self, cli):
        cli.ok("new", "-g", "g", "--moon", "auto", "--target", "50", "A", "B", "C", "D")
        cli.ok("round", "0", "0", "0", "13q")  # D's moon, plus: 26, 26, 26, 0
        cli.ok("round", "5q", "4", "4", "0")  # 44, 30, 30, 0
        result = cli.ok("round", "13q", "0", "0", "0")  # A's moon: plus (44, 56, 56, 26) would end it, D winning
        assert "A shot the moon: -26 to A (minus)." in result.output
        assert "(auto: plus would have ended the game with D winning.)" in result.output


class TestNamesAreCutBetweenWhatAReaderSees:
    FAMILY = "👩\u200d👩\u200d👧 Fam"

    def test_a_shortened_name_keeps_whole_clusters(self):
        from hjerter_cli.render.columns import graphemes
        from hjerter_cli.render.table import short_names

        for name, short in zip(
            (self.FAMILY, "👩\u200d👩\u200d👦 Bo", "Cy"), short_names((self.FAMILY, "👩\u200d👩\u200d👦 Bo", "Cy"))
        ):
            assert graphemes(short) == graphemes(name)[: len(graphemes(short))], (name, short)
        assert short_names((self.FAMILY, "Bo", "Cy"))[0] == "👩\u200d👩\u200d👧 F"  # three clusters, not 👩‍👩

    def test_the_pictures_legend_too(self):
        from hjerter_cli.render.chart import _shorten
        from hjerter_cli.render.columns import graphemes

        name = "🇩🇰" * 18
        assert graphemes(_shorten(name)) == ["🇩🇰"] * 15 + ["…"]

    def test_width_as_a_terminal_counts_it(self):
        from hjerter_cli.render.columns import width

        assert width("e\u0301") == 1 and width("漢") == 2 and width("👩\u200d👩\u200d👧") == 6 and width("1\ufe0f") == 1


@given(
    st.lists(st.from_regex(r"[A-Za-zæ漢+]{1,11} -?[0-9]{1,3}", fullmatch=True), min_size=1, max_size=14),
    st.sampled_from([", ", "  "]),
    st.integers(min_value=20, max_value=90),
)
def test_a_folded_line_never_passes_the_width_and_keeps_every_part(parts, between, columns):
    """`Players: Ann 4, Bo 13, …` folded between its parts: each line (its separator included)
    within the terminal's width, wherever a part can fit at all, and the parts as they were."""
    from hjerter_cli.render.columns import fold, width

    line = "Players: " + between.join(parts)
    folded = fold(line, columns, between)
    widest = max(width("  " + part + between.rstrip()) for part in parts)
    if widest <= columns and width("Players: " + parts[0] + between.rstrip()) <= columns:
        assert all(width(row) <= columns for row in folded), folded
    assert [row.strip() for row in folded] == [row.strip() for row in folded if row.strip()]
    rejoined = between.join(row.strip().removesuffix(between.rstrip()) for row in folded)
    assert rejoined == line


class TestLinesFitTheTerminal:
    """Words for people wrap to the terminal's width, between words, in both languages (`show`
    fits its sheet to the terminal as 1.2 did; `new`, `rules`, `stats` and the reports of `round`,
    `undo` and `redo` now do too)."""

    SETUP = ("new", "-g", "g", "--omnibus", "--ten-of-clubs", "--sun", "--one-below", "--moon", "choose")
    PLAYERS = ("Alexandrine", "Bartholomew", "Christopher", "Dorothea", "Evangeline")
    MORE = ("Frederikke", "Gunnar", "Henriette", "Ib", "Jytte", "Karl", "Lone")

    def said(self, cli, monkeypatch, columns: int | None) -> list[str]:
        """What each screen says at a terminal `columns` wide (None: unwrapped)."""
        from hjerter_cli.cli import new, rounds, views
        from hjerter_cli.render.table import render_table, render_text
        from hjerter_cli.store import gamefile

        for module in (new, views, rounds):
            monkeypatch.setattr(module, "words_columns", lambda: columns)
        data = cli.data.parent / f"d{columns}"
        env = {"HJERTER_DATA_DIR": str(data)}
        outputs = [cli.ok(*self.SETUP, *self.PLAYERS, env=env).output]
        cli.ok("round", "3", "4j", "0", "6qt", "0", env=env)
        cli.ok("round", "13qjt", "0", "0", "0", "0", "--moon", "plus", env=env)
        outputs += [cli.ok("rules", env=env).output, cli.ok("stats", env=env).output]
        scored = gamefile.load(data / "games" / "g.toml")[1]  # the sheet as `show` draws it at that terminal
        outputs += [render_text(scored, "g", columns), render_table(scored, "g", False, columns)]
        # the round's report, undo and redo at a twelve-player pair table
        cli.ok("new", "-g", "big", "--decks", "2", "--pairs", *self.PLAYERS, *self.MORE, env=env)
        outputs.append(cli.ok("round", "0", "0", "26qq", *["0"] * 9, env=env).output)
        outputs += [cli.ok(command, env=env).output for command in ("undo", "redo")]
        return outputs

    @pytest.mark.parametrize("language", ["en", "da"])
    @pytest.mark.parametrize("columns", [80, 60, 40])
    def test_new_rules_stats_and_the_sheet(self, cli, monkeypatch, language, columns):
        from hjerter_cli.i18n import use_language
        from hjerter_cli.render.columns import width

        use_language(language)
        try:
            narrow, wide = self.said(cli, monkeypatch, columns), self.said(cli, monkeypatch, None)
        finally:
            use_language("en")
        for kind, (short, long) in enumerate(zip(narrow, wide)):  # the same words, folded
            if kind not in (2, 3, 4):  # stats, the text sheet and the table drop or shorten what cannot fit
                assert short.split() == long.split(), kind
        for text in narrow:
            too_wide = [line for line in text.splitlines() if width(line) > columns and " " in line.strip()]
            assert not too_wide, too_wide


class TestTheWatchFitsItsPane:
    def test_a_short_pane_keeps_the_names_the_totals_and_the_last_rounds(self):
        from hjerter_cli.core.game import sheet
        from hjerter_cli.render.table import render_table, render_text
        from tests.helpers import play, tally

        rounds = [tally([1, 2, 3, 7], queen=3), tally([4, 0, 9, 0], queen=1)] * 9  # 18 rounds, each with a note
        scored = sheet(play(rounds, target=1000))
        for draw in (lambda h: render_table(scored, "g", False, 60, h), lambda h: render_text(scored, "g", 60, h)):
            full = draw(None).splitlines()
            for height in (len(full) - 2, 16, 14):  # 14: the least that holds the heading, totals and footer
                lines = draw(height).splitlines()
                assert len(lines) <= height < len(full), (height, lines)
                assert any("Ann" in line and "Di" in line for line in lines[:4])  # the names on top
                assert any(line.lstrip("│ ").startswith("Total") for line in lines)
                assert any(line.lstrip("│ ").startswith("18 ") for line in lines)  # the last round
                every_round = any(line.lstrip("│ ").startswith("1 ") for line in lines)
                left_out = any(line.lstrip("│ ").startswith("…") for line in lines)  # where the first ones were
                assert every_round or left_out
