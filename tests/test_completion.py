"""Completion scripts: current with the app, and working in a real bash."""

from __future__ import annotations

import shutil
from pathlib import Path

import pexpect
import pytest

from hjerter_cli.cli.completion import FILES, script
from tests.processes import env_for, made, run

COMPLETIONS = Path(__file__).parent.parent / "completions"


@pytest.mark.parametrize("shell", sorted(FILES))
def test_the_committed_script_is_what_the_app_generates(shell):
    committed = (COMPLETIONS / FILES[shell]).read_text(encoding="utf-8")
    assert committed == script(shell), f"run: python -m hjerter_cli.cli.completion completions ({shell} is stale)"


def test_the_zsh_script_starts_with_compdef():
    assert (COMPLETIONS / "_hjerter").read_text(encoding="utf-8").splitlines()[0] == "#compdef hjerter"


@pytest.fixture
def table(tmp_path):
    data = tmp_path / "data"
    made(data, "new", "-g", "friday", "Ann", "Bo", "Birte")
    made(data, "new", "-g", "fredag", "Ann", "Bo", "Cy")
    return data


def complete_bash(data: Path, line: str) -> list[str]:
    words = line.split(" ")
    result = run(data, _HJERTER_COMPLETE="complete_bash", COMP_WORDS=line, COMP_CWORD=str(len(words) - 1))
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.mark.slow  # real processes
class TestCompletionProtocol:
    def test_game_names_after_use_and_game(self, table):
        assert complete_bash(table, "hjerter use fr") == ["fredag", "friday"]
        assert complete_bash(table, "hjerter show --game fri") == ["friday"]

    def test_player_names_in_tallies_follow_the_chosen_game(self, table):
        assert complete_bash(table, "hjerter round -g friday B") == ["Bo=", "Birte="]
        assert complete_bash(table, "hjerter round C") == ["Cy="]  # the current game is fredag
        assert complete_bash(table, "hjerter round Bo=4") == []

    def test_commands(self, table):
        assert complete_bash(table, "hjerter re") == ["redo", "rename"]

    def test_choices(self, table):
        assert complete_bash(table, "hjerter new --moon m") == ["minus"]
        assert complete_bash(table, "hjerter show --format c") == ["csv", "chart"]

    def test_card_options_and_dealer_complete_players(self, table):
        assert complete_bash(table, "hjerter round -g friday --queen B") == ["Bo", "Birte"]
        for option in ("--bonus", "--ten", "--king", "--ace"):
            assert complete_bash(table, f"hjerter round {option} C") == ["Cy"]
        assert complete_bash(table, "hjerter new Ann Bo Cyril --dealer C") == ["Cyril"]

    def test_a_name_with_a_space_is_escaped_for_bash(self, table):
        made(table, "new", "-g", "mormor", "Mormor Karen", "Bo", "Cy")
        assert complete_bash(table, "hjerter round Mor") == ["Mormor\\", "Karen="]  # one word: Mormor\ Karen=

    def test_zsh_gets_no_space_after_a_name_and_whole_descriptions(self, table):
        result = run(table, _HJERTER_COMPLETE="complete_zsh", _TYPER_COMPLETE_ARGS="hjerter round -g friday Bi")
        assert result.stdout.strip() == "compadd -S '' -- 'Birte='"
        result = run(table, _HJERTER_COMPLETE="complete_zsh", _TYPER_COMPLETE_ARGS="hjerter ")
        assert "'round:Enter a round'\\''s tallies (or be asked).'" in result.stdout

    def test_fish_offers_no_files_inside_a_tally(self, table):
        args = {"_HJERTER_COMPLETE": "complete_fish", "_TYPER_COMPLETE_FISH_ACTION": "is-args"}
        assert run(table, **args, _TYPER_COMPLETE_ARGS="hjerter round Bo=").returncode == 0
        assert run(table, **args, _TYPER_COMPLETE_ARGS="hjerter show -o ").returncode == 1  # files there

    def test_a_name_already_entered_is_not_offered_again(self, table):
        assert complete_bash(table, "hjerter round -g friday Bo=3 B") == ["Birte="]
        assert complete_bash(table, "hjerter round -g friday bo=3 Ann=q B") == ["Birte="]  # names ignore case

    def test_after_a_plain_entry_no_name_is_offered(self, table):
        assert complete_bash(table, "hjerter round 4 ") == []
        assert complete_bash(table, "hjerter round 4 B") == []

    def test_dealer_after_like_offers_that_games_players(self, table):
        assert complete_bash(table, "hjerter new --like friday --dealer B") == ["Bo", "Birte"]  # current: fredag

    def test_stats_player_offers_the_players_of_every_game(self, table):
        assert complete_bash(table, "hjerter stats --player B") == ["Birte", "Bo"]
        assert complete_bash(table, "hjerter stats --player C") == ["Cy"]

    def test_nothing_breaks_without_games(self, tmp_path):
        assert complete_bash(tmp_path / "empty", "hjerter round A") == []


@pytest.mark.slow
def test_bash_completes_games_and_players_in_a_real_bash(table):
    shell = pexpect.spawn(
        "bash", ["--norc", "--noprofile"], env=env_for(table, PS1="$ ", TERM="dumb"), encoding="utf-8", timeout=20
    )
    try:
        shell.expect_exact("$ ")
        shell.sendline(f"source {COMPLETIONS / FILES['bash']}")
        shell.expect_exact("$ ")
        shell.send("hjerter use fri\t")
        shell.expect_exact("friday")
        shell.sendcontrol("u")
        shell.sendline("")
        shell.expect_exact("$ ")
        shell.send("hjerter round -g friday Bi\t")
        shell.expect_exact("Birte=")
        # No space after `=`: the entry goes on in the same word.
        shell.sendline("q Ann=3 Bo=10")
        shell.expect_exact("Round 1: Ann 3, Bo 10, Birte 13")
        shell.expect_exact("$ ")
    finally:
        shell.close(force=True)


def _shell(command: str, args: list[str], data: Path, cwd: Path) -> pexpect.spawn:
    env = env_for(data, PS1="$ ", TERM="dumb", HOME=str(cwd))
    return pexpect.spawn(command, args, env=env, encoding="utf-8", timeout=20, cwd=str(cwd), dimensions=(40, 200))


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("zsh") is None, reason="no zsh here (.ci/run installs it where apt-get exists)")
def test_zsh_completes_a_tally_without_a_space_in_a_real_zsh(table, tmp_path):
    shell = _shell("zsh", ["-f"], table, tmp_path)
    try:
        shell.expect_exact("$ ")
        shell.sendline(f"autoload -U compinit && compinit -u && source {COMPLETIONS / FILES['zsh']}")
        shell.expect_exact("$ ")
        shell.send("hjerter round -g friday Bi\t")
        shell.expect_exact("Birte=")
        shell.sendline("q Ann=3 Bo=10")  # no space was added: `Birte=q` is one word
        shell.expect_exact("Round 1: Ann 3, Bo 10, Birte 13")
        shell.expect_exact("$ ")
    finally:
        shell.close(force=True)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("fish") is None, reason="no fish here (.ci/run installs it where apt-get exists)")
def test_fish_completes_a_tally_and_offers_no_files_in_it_in_a_real_fish(table, tmp_path):
    (tmp_path / "apt.log").write_text("x")
    shell = _shell("fish", ["--no-config", "--private"], table, tmp_path)
    try:
        shell.sendline("function fish_prompt; echo '$ '; end")
        shell.sendline(f"source {COMPLETIONS / FILES['fish']}")
        shell.sendline("echo ready")
        shell.expect_exact("ready")
        shell.send("hjerter round -g friday Bi\t")
        shell.expect_exact("Birte=")
        shell.send("\t")  # inside the tally: nothing to offer, and no file names
        shell.sendline("q Ann=3 Bo=10")
        shell.expect_exact("Round 1: Ann 3, Bo 10, Birte 13")
        assert "apt.log" not in shell.before
    finally:
        shell.close(force=True)
