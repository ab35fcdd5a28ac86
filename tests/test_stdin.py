"""`round -` under attack (cli/CLI.md 1.2, "Rounds from standard input"): only LF ends a line, no
control character inside one, UTF-8 or refused, a BOM passed over, long lines refused at once."""

from __future__ import annotations

import pytest

from hjerter_cli.store import gamefile


def rounds_in(cli):
    return len(gamefile.load(cli.game_file("g"))[0].rounds)


def refused(cli, data: bytes, *words: str, code: int = 1):
    before = cli.snapshot()
    result = cli("round", "-", *words, input=data)
    assert result.exit_code == code, result.output
    assert cli.snapshot() == before
    return result.output


class TestLines:
    @pytest.mark.parametrize(
        "separator", ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\r", "\x1b", "\x7f"]
    )
    def test_no_other_character_ends_a_line_or_a_comment(self, game4, separator):
        """Text inside a comment never becomes a round: the line is refused as a whole."""
        text = f"4 q 9 0\n# 0 13q 0 0 (crossed out){separator}0 0 13q 0\n"
        output = refused(game4, text.encode())
        assert "Line 2 has a control character" in output and f"U+{ord(separator):04X}" in output

    def test_crlf_is_read_as_lf_and_a_tab_as_a_blank(self, game4):
        result = game4("round", "-", input=b"4 q 9 0\r\n4\tq\t9\t0\r\n")
        assert result.exit_code == 0, result.output
        assert rounds_in(game4) == 2

    def test_line_numbers_count_lf_lines(self, game4):
        output = refused(game4, b"4 q 9 0\n\n# a comment\n4 q 9 x\n")
        assert output.startswith("Error: Line 4:")

    def test_a_byte_order_mark_at_the_start_is_passed_over(self, game4):
        result = game4("round", "-", input=b"\xef\xbb\xbf4 q 9 0\n")
        assert result.exit_code == 0, result.output
        assert rounds_in(game4) == 1

    def test_a_byte_order_mark_elsewhere_is_a_bad_line(self, game4):
        assert "Line 2" in refused(game4, "4 q 9 0\n\ufeff4 q 9 0\n".encode())

    def test_bytes_that_are_not_utf8_are_refused_naming_the_line(self, game4):
        output = refused(game4, b"4 q 9 0\n4 q \xff\xfe 0\n")
        assert "Line 2 is not UTF-8 text" in output and "Traceback" not in output

    def test_a_line_over_4096_characters_is_refused(self, game4):
        output = refused(game4, b"4 q 9 0 #" + b"x" * 4096 + b"\n")
        assert "Line 1 is longer than 4096 characters" in output

    def test_a_line_of_4096_characters_is_read(self, game4):
        line = b"4 q 9 0 #" + b"x" * (4096 - 9)
        result = game4("round", "-", input=line + b"\n")
        assert result.exit_code == 0, result.output

    def test_quotes_that_do_not_close_are_said_in_the_users_words(self, game4):
        output = refused(game4, b"'Ann=4 q 9 0\n")
        assert "Line 1: the quotes do not close; nothing was saved." in output
        assert "No closing quotation" not in output

    def test_tallies_beside_the_dash_are_a_usage_error(self, game4):
        output = refused(game4, b"", "4", "q", "9", "0", code=2)
        assert "'-' reads the tallies from standard input and stands alone" in output


@pytest.mark.slow  # real processes
@pytest.mark.parametrize("locale", ["C", "C.UTF-8", "en_US.ISO-8859-1", "da_DK.UTF-8"])
def test_a_real_process_refuses_bad_bytes_in_every_locale(tmp_path, locale):
    import subprocess

    from tests.processes import HJERTER, env_for, made

    data = tmp_path / "data"
    made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    env = env_for(data, LANG=locale, LC_ALL=locale, HJERTER_LANG="en")
    result = subprocess.run(
        [HJERTER, "round", "-"], input=b"4 q 9 0\n\xe6\xf8 q 9 0\n", capture_output=True, env=env, timeout=60
    )
    assert result.returncode == 1 and b"Line 2 is not UTF-8 text" in result.stderr
    assert b"Traceback" not in result.stderr
