"""What a table met on its screens in 1.3's evening: a terminal without a size, the coloured
cells, the big table at 40 columns, a short pane, the notes under the sheet, the seats' list."""

from __future__ import annotations

import os
import re

import pexpect
import pytest

from hjerter_cli.render.columns import width
from tests.processes import HJERTER, env_for, made

ESC = re.compile(r"\x1b\[[0-9;]*m")


class TestATerminalWithoutASize:
    """CLI.md 1.4: a terminal that reports 0 columns (a pty without a size) is 80 columns wide."""

    def test_the_width_read_from_it_is_80(self, monkeypatch):
        from hjerter_cli.cli.options import terminal_columns

        monkeypatch.delenv("COLUMNS", raising=False)
        main, other = os.openpty()  # a new pty has no size: 0 rows, 0 columns
        try:
            assert os.get_terminal_size(other).columns == 0  # what the terminal reports
            with os.fdopen(os.dup(other), "w") as stream:
                assert terminal_columns(stream) == 80
        finally:
            os.close(main)
            os.close(other)

    @pytest.mark.slow
    def test_the_rounds_questions_stand_on_one_line(self, tmp_path):
        data = tmp_path / "data"
        made(data, "new", "-g", "g", "Ann", "Bo", "Cy", "Di")
        env = env_for(data, TERM="dumb")
        env.pop("COLUMNS", None)
        child = pexpect.spawn(HJERTER, ["round"], env=env, encoding="utf-8", timeout=20, dimensions=(0, 0))
        child.expect_exact("Ann's hearts (13 left): ")  # not "Ann's / hearts / (13 / left):"
        child.sendline("4")
        child.expect_exact("Bo's hearts (9 left): ")
        child.sendintr()
        child.expect(pexpect.EOF)
