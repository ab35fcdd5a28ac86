"""Every line fits (cli/CLI.md, "Added in 1.5"): `list`'s order, `stats` fitted to the width and
what it leaves out named, the sheet fitted to the terminal's height."""

from __future__ import annotations

import json
import re


def _started(cli, name: str, when: str) -> None:
    """The game `name` as if started at `when` (its file written as hjerter writes it)."""
    path = cli.game_file(name)
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(r"(?m)^started = .*$", f"started = {when}", text), encoding="utf-8")


class TestListOrder:
    def test_the_game_started_last_comes_first_whatever_its_name(self, cli):
        for name, when in (
            ("nov-1", "2026-11-06 19:00:00+01:00"),
            ("okt-2", "2026-10-30 19:00:00+01:00"),
            ("okt-1", "2026-10-02 19:00:00+02:00"),
            ("dec-1", "2026-12-04 19:00:00+01:00"),
        ):
            cli.ok("new", "-g", name, "Ann", "Bo", "Cy")
            _started(cli, name, when)
        shown = [line[2:].split()[0] for line in cli.ok("list").output.splitlines()]
        assert shown == ["dec-1", "nov-1", "okt-2", "okt-1"]
        listed = [entry["name"] for entry in json.loads(cli.ok("list", "--format", "json").output)]
        assert listed == sorted(listed)  # JSON keeps its order, by name

    def test_the_instant_counts_not_the_clock_of_its_offset(self, cli):
        cli.ok("new", "-g", "a", "Ann", "Bo", "Cy")
        _started(cli, "a", "2026-11-06 20:00:00+01:00")  # 19:00 UTC
        cli.ok("new", "-g", "b", "Ann", "Bo", "Cy")
        _started(cli, "b", "2026-11-06 19:30:00+00:00")  # later, though its clock says earlier
        shown = [line[2:].split()[0] for line in cli.ok("list").output.splitlines()]
        assert shown == ["b", "a"]
