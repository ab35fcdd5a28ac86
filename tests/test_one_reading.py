"""One reading of games: a Tab offers exactly what the command would accept, because both read the
data dir, the game a line names, its name and its file in the same way (hjerter_cli/store/: paths and gamefile)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hjerter_cli import tab, tab_old_scripts
from hjerter_cli.store import gamefile, paths
from tests.processes import GOOD, ODD, made, odd_games


def ask(shell: str, *argv: str) -> list[str]:
    return tab.answer(shell, list(argv))


class TestTheDataDir:
    def test_a_quoted_tilde_is_the_home_folder_for_the_command_and_the_tab(self, cli, tmp_path, monkeypatch):
        monkeypatch.setenv("HOME", str(tmp_path / "home"))
        monkeypatch.chdir(tmp_path)
        cli.ok("--data-dir", "~/zz", "new", "-g", "g", "Ann", "Bo", "Cy")  # as after `--data-dir '~/zz'`
        assert (tmp_path / "home" / "zz" / "games" / "g.toml").is_file()
        assert not (tmp_path / "~").exists()
        assert ask("bash", "game", "use", "", "--data-dir", "'~/zz'", ":", "") == ["g"]
        assert ask("zsh", "game", "use", "", "--data-dir", "~/zz", ":", "") == ["g"]

    def test_the_same_for_the_environment_and_for_a_file(self, cli, tmp_path, monkeypatch):
        monkeypatch.setenv("HOME", str(tmp_path / "home"))
        monkeypatch.setenv("HJERTER_DATA_DIR", "~/yy")
        cli.ok("new", "-g", "g", "Ann", "Bo", "Cy")
        game = tmp_path / "home" / "yy" / "games" / "g.toml"
        assert game.is_file() and ask("zsh", "game", "use", "") == ["g"]
        (tmp_path / "home" / "g.toml").write_bytes(game.read_bytes())
        assert cli("show", "-f", "~/g.toml").exit_code == 0
        assert ask("bash", "player", "round", "", ":", "", "-f", "'~/g.toml'") == ["Ann", "Bo", "Cy"]


class TestGameNames:
    @pytest.fixture
    def data(self, cli):
        return odd_games(cli.data)

    def test_only_names_that_use_accepts_are_offered(self, cli, data):
        offered = ask("zsh", "game", "use", "")
        assert offered == [GOOD]
        for name in [GOOD, *ODD]:
            taken = cli("use", name).exit_code == 0
            assert taken == (name in offered), (ODD.get(name, name), cli("use", name).output)

    def test_and_after_game_and_for_stats(self, data):
        assert ask("bash", "game", "show", "", ":", "") == [GOOD]
        assert ask("fish", "game", "stats", "") == [GOOD]

    def test_a_name_that_leaves_the_data_dir_offers_no_players(self, cli, tmp_path):
        made(cli.data, "new", "-g", "g", "Ann", "Bo", "Cy")
        outside = cli.data.parent / "outside.toml"  # <data>/games/../../outside.toml
        outside.write_bytes(cli.game_file("g").read_bytes())
        line = ("round", "", ":", "", "-g", "../../outside")
        assert ask("zsh", "tally", *line) == [] and ask("zsh", "player", *line) == []
        assert cli("round", "-g", "../../outside", "4", "q", "9").exit_code == 1


class TestPlayersOfAFileEveryCommandRefuses:
    """A game file whose players no command would take offers no players and no entries."""

    @pytest.mark.parametrize(
        "players",
        [[bad, "Cy", "Di"] for bad in ("A\nB", "A\tB", "\u202eAnn", "A=B", "123", "")]
        + [["Ann", "ann", "Di"], ["Ann", "Bo"]],
    )
    def test_bad_players(self, cli, players):
        made(cli.data, "new", "-g", "g", "Ann", "Bo", "Cy")
        path = cli.game_file("g")
        text = path.read_text(encoding="utf-8")
        start, end = text.index("players = ["), text.index("]", text.index("players = ["))
        path.write_text(text[:start] + "players = " + json.dumps(players) + text[end + 1 :], encoding="utf-8")
        assert cli("show").exit_code == 3
        assert ask("zsh", "player", "round", "") == [] and ask("zsh", "tally", "round", "") == []
        cli("list")  # a file changed in place: the index of players sees it at the next list
        assert ask("zsh", "anyplayer", "stats", "") == []

    def test_a_round_that_breaks_the_rules(self, cli):
        made(cli.data, "new", "-g", "g", "Ann", "Bo", "Cy")
        path = cli.game_file("g")
        path.write_text(path.read_text(encoding="utf-8").replace("rounds = []", 'rounds = ["Ann=4 Bo=q Cy=8"]'))
        assert cli("show").exit_code == 3
        assert ask("zsh", "tally", "round", "") == [] and ask("zsh", "options", "round", "--") == []


class TestWhatTheCommandTakes:
    def test_dealer_only_where_new_has_players(self, cli):
        made(cli.data, "new", "-g", "g", "Ann", "Bo", "Cy")
        assert ask("zsh", "player", "new", "", ":", "") == []  # `new --dealer X` alone names no players
        assert ask("zsh", "player", "new", "", ":", "", "--again", "") == ["Ann", "Bo", "Cy"]
        assert ask("zsh", "player", "new", "", ":", "", "--again", "", "--like", "g") == []  # refused
        assert ask("zsh", "player", "new", "", ":", "", "--", "Ann", "x=y", "Bo") == ["Ann", "Bo"]

    @pytest.mark.parametrize(
        "settings,offered",
        [
            ((), ["--queen"]),
            (("--moon", "choose"), ["--queen", "--moon"]),
            (("--sun",), ["--queen", "--sun"]),
            (("--scoring", "black-maria"), ["--queen", "--king", "--ace"]),
            (
                ("--omnibus", "--ten-of-clubs", "--moon", "choose", "--sun"),
                ["--queen", "--bonus", "--ten", "--moon", "--sun"],
            ),
        ],
    )
    def test_round_options_only_where_the_game_takes_them(self, cli, settings, offered):
        made(cli.data, "new", "-g", "g", *settings, "Ann", "Bo", "Cy", "Di")
        assert ask("zsh", "options", "round", "--") == offered
        for option in ("--moon", "--sun", "--king"):  # and a refused one is refused
            words = {"--moon": ["--moon", "plus"], "--sun": ["--sun"], "--king": ["--king", "Ann"]}[option]
            if option not in offered:
                assert cli("round", "0", "13q", "0", "0", *words).exit_code == 1

    def test_nothing_for_round_in_a_game_that_is_over(self, cli):
        made(cli.data, "new", "-g", "g", "--target", "20", "Ann", "Bo", "Cy", "Di")
        made(cli.data, "round", "0", "13q", "0", "0")  # a moon: 26, 0, 26, 26, and Bo has won
        assert cli("round", "4", "q", "9", "0").exit_code == 1  # over
        assert ask("zsh", "tally", "round", "") == [] and ask("zsh", "options", "round", "--") == []
        assert ask("zsh", "tally", "edit", "", "--", "1") == ["Ann=", "Bo=", "Cy=", "Di="]  # edit reopens


class TestBashQuotes:
    @pytest.fixture
    def data(self, cli):
        made(cli.data, "new", "-g", "g", "it's", 'say "hi"', "Bo")
        return cli.data

    def test_inside_an_open_quote_the_name_is_written_for_that_quote(self, data):
        assert ask("bash", "tally", "round", '"it') == ["it's="]
        assert ask("bash", "tally", "round", "'it") == ["it'\\''s="]
        assert ask("bash", "tally", "round", "it") == ["it\\'s="]
        assert ask("bash", "tally", "round", '"say') == ['say \\"hi\\"=']


class TestTheScriptsOf11:
    """1.1's scripts ask for everything the framework's way; the answers come from the same reading."""

    @pytest.fixture
    def data(self, cli):
        made(cli.data, "new", "-g", "friday", "--omnibus", "Ann", "Bo", "Birte")
        return cli.data

    def run(self, monkeypatch, capsys, protocol, **env):
        monkeypatch.setenv("_HJERTER_COMPLETE", protocol)
        for key, value in env.items():
            monkeypatch.setenv(key, value)
        with pytest.raises(SystemExit) if env.get("_TYPER_COMPLETE_FISH_ACTION") == "is-args" else _nothing():
            tab_old_scripts.main()
        return capsys.readouterr().out

    def test_bash(self, data, monkeypatch, capsys):
        said = self.run(monkeypatch, capsys, "complete_bash", COMP_WORDS="hjerter round Bo=3 B", COMP_CWORD="3")
        assert said == "Birte=\n"
        said = self.run(monkeypatch, capsys, "complete_bash", COMP_WORDS="hjerter round --", COMP_CWORD="2")
        assert "--bonus" in said.split() and "--ace" not in said.split() and "--dry-run" in said.split()
        said = self.run(monkeypatch, capsys, "complete_bash", COMP_WORDS="hjerter re", COMP_CWORD="1")
        assert said == "redo\nrename\n"

    def test_zsh(self, data, monkeypatch, capsys):
        said = self.run(monkeypatch, capsys, "complete_zsh", _TYPER_COMPLETE_ARGS="hjerter round A")
        assert said == "compadd -S '' -- 'Ann='\n"
        said = self.run(monkeypatch, capsys, "complete_zsh", _TYPER_COMPLETE_ARGS="hjerter show --format c")
        assert said == "compadd -- 'csv' 'chart'\n"
        assert self.run(monkeypatch, capsys, "complete_zsh", _TYPER_COMPLETE_ARGS="hjerter show -o ") == "_files\n"

    def test_fish(self, data, monkeypatch, capsys):
        line = "hjerter use fr"
        assert self.run(monkeypatch, capsys, "complete_fish", _TYPER_COMPLETE_ARGS=line) == "friday\n"
        for action, code in (("is-args", 0),):
            with pytest.raises(SystemExit) as done:
                monkeypatch.setenv("_TYPER_COMPLETE_FISH_ACTION", action)
                monkeypatch.setenv("_HJERTER_COMPLETE", "complete_fish")
                monkeypatch.setenv("_TYPER_COMPLETE_ARGS", line)
                tab_old_scripts.main()
            assert done.value.code == code
        monkeypatch.setenv("_TYPER_COMPLETE_ARGS", "hjerter use zz")
        with pytest.raises(SystemExit) as done:
            tab_old_scripts.main()
        assert done.value.code == 1

    def test_the_tables_are_the_current_scripts(self):
        commands, options, kinds = tab_old_scripts.tables()
        assert commands[:3] == ["new", "round", "edit"] and "--dry-run" in options["round"][0]
        assert "--queen" in options["round"][1] and kinds["show --format"].startswith("choice table")
        assert (
            tab_old_scripts.kind_of(kinds, "stats", "#3") == "game"
            and tab_old_scripts.kind_of(kinds, "show", "--watch") == "flag"
        )


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@pytest.mark.parametrize("module", [paths, gamefile])
def test_the_reading_imports_only_small_modules(module):
    import ast

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    top = [node for node in tree.body if isinstance(node, ast.Import | ast.ImportFrom)]
    modules = {alias.name for node in top if isinstance(node, ast.Import) for alias in node.names}
    modules |= {node.module for node in top if isinstance(node, ast.ImportFrom)}
    allowed = {"__future__", "os", "stat", "hjerter_cli.core.emoji", "hjerter_cli.core.refusals", "hjerter_cli.errors"}
    allowed.add("hjerter_cli.store.paths")
    assert modules <= allowed, modules


# Real shells -------------------------------------------------------------------------------------


@pytest.mark.slow  # real shells
class TestRealShellsOfferWhatTheCommandTakes:
    def test_game_names(self, shell):
        shown, line = shell.offered("hjerter use ")
        assert line == "hjerter use " + GOOD or (GOOD in shown and "quotes" in shown)
        for name in ("a b", "$(id)", "-dash", "gone", "fifo", "dir", "x" * 65):
            assert name not in shown.replace("hjerter use", ""), (name, shown)

    def test_a_quoted_tilde_data_dir(self, shell):
        assert shell.offered("hjerter --data-dir '~/zz' use ti")[1].endswith("use tilde")

    def test_a_name_with_a_quote_inside_an_open_quote(self, shell):
        if shell.name == "fish":
            pytest.skip("fish completes through `complete -C`, which takes the line unquoted")
        for quote in ('"', "'", ""):
            shell.proc.send(f"hjerter round -g quotes {quote}it\t")
            shell.proc.expect_exact("=")
            # bash closes the quote after `it's=`; zsh leaves it open, for the entry to go on inside it
            closing = quote if shell.name == "zsh" else ""
            out = shell.run(f"4q{closing} Bo=9 Cy=0 --dry-run")
            assert "Round 1: it's 17, Bo 9, Cy 0" in out, (quote, out)
