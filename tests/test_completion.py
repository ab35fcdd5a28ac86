"""Completion: the scripts are the app's, names come without the framework, and real bash, zsh and
fish offer what the command would take (and nothing it would refuse)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pexpect
import pytest

from hjerter_cli import tab
from hjerter_cli.cli.completion import FILES, made_scripts, script
from tests.processes import env_for, make_table, run
from tests.shells import HAS, _place

ROOT = Path(__file__).parent.parent
COMPLETIONS = ROOT / "completions"


# The scripts are made from the app -------------------------------------------------------------


@pytest.mark.slow
def test_the_committed_scripts_are_what_the_app_makes():
    made_now = made_scripts()
    for shell, name in FILES.items():
        committed = (COMPLETIONS / name).read_text(encoding="utf-8")
        assert committed == made_now[shell], f"run: python -m hjerter_cli.cli.completion ({shell} is stale)"
        assert script(shell) == made_now[shell]


def test_the_scripts_exist_once():
    """completions/ is the one copy: the package carries that very folder (a link to it), and no
    module of the package holds a script's text."""
    assert (ROOT / "hjerter_cli" / "completions").resolve() == COMPLETIONS.resolve()
    for path in (ROOT / "hjerter_cli").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "complete -F _hjerter hjerter" not in text or path.name == "completion_templates.py", path
        assert "_hjerter_commands='new" not in text, path


def test_the_zsh_script_starts_with_compdef():
    assert (COMPLETIONS / "_hjerter").read_text(encoding="utf-8").splitlines()[0] == "#compdef hjerter"


def test_every_command_option_and_choice_of_the_app_is_in_every_script():
    import typer.main

    from hjerter_cli.cli.app import build_app

    group = typer.main.get_command(build_app())
    for shell in FILES:
        text = script(shell)
        for name, command in group.commands.items():
            assert name in text
            for param in command.params:
                if param.param_type_name == "argument":
                    continue
                for option in [*param.opts, *param.secondary_opts]:
                    assert option in text, (shell, name, option)
    assert "'new --moon') REPLY='choice plus minus off choose auto' ;;" in script("bash")  # completed in bash


# Names, without the framework --------------------------------------------------------------------


@pytest.fixture
def table(tmp_path):
    return make_table(tmp_path / "data")


@pytest.fixture
def ask(table, monkeypatch):
    monkeypatch.setenv("HJERTER_DATA_DIR", str(table))

    def ask(*argv: str, shell: str = "zsh") -> list[str]:
        return tab.answer(shell, list(argv))

    return ask


class TestNames:
    def test_game_names(self, ask):
        assert ask("game", "use", "fr") == ["fredag", "friday"]
        assert ask("game", "show", "") == ["fredag", "friday", "spaces"]

    def test_players_of_the_game_the_line_names(self, ask):
        assert ask("player", "round", "b") == ["Bo"]  # the current game, names without case
        assert ask("player", "round", "B", "-g", "friday") == ["Bo", "Birte"]
        assert ask("player", "round", "B", "--game", "friday", "-g", "spaces") == ["Bo"]  # the later counts

    def test_a_file_given_with_f_is_read(self, ask, table):
        assert ask("player", "show", "A", "-f", str(table / "games" / "spaces.toml")) == ["Anne Marie"]

    def test_tally_entries_leave_out_who_has_one_and_mix_no_forms(self, ask):
        assert ask("tally", "round", "", "-g", "friday") == ["Ann=", "Bo=", "Birte="]
        assert ask("tally", "round", "B", "-g", "friday", "--", "bo=3") == ["Birte="]
        assert ask("tally", "round", "", "--", "4") == []  # after a plain entry
        assert ask("tally", "round", "", "--", "-") == []  # the rounds come from standard input
        assert ask("tally", "round", "Bo=", "--") == []  # inside an entry
        assert ask("tally", "round", "A", "-g", "spaces", "--", "Anne Marie=3") == []

    def test_edit_n_offers_entries_after_the_number(self, ask):
        assert ask("tally", "edit", "", "--", "1") == ["Ann=", "Bo=", "Cy="]
        assert ask("tally", "edit", "", "--", "1", "Ann=3") == ["Bo=", "Cy="]

    def test_dealer_of_a_new_game(self, ask):
        assert ask("player", "new", "", "--like", "spaces") == ["Anne Marie", "Bo", "Cy"]
        assert ask("player", "new", "", "--again", "") == ["Ann", "Bo", "Cy"]  # a rematch of the current
        assert ask("player", "new", "C", "--", "Ann", "Bo", "Cyril") == ["Cyril"]

    def test_pairs_of_the_names_typed_on_new(self, ask):
        typed = ("--", "Ann", "Bo", "Cy", "Di")
        assert ask("pair", "new", "", *typed) == ["Ann+Bo", "Ann+Cy", "Ann+Di", "Bo+Cy", "Bo+Di", "Cy+Di"]
        assert ask("pair", "new", "c", *typed) == ["Cy+Ann", "Cy+Bo", "Cy+Di"]  # the first named first
        assert ask("pair", "new", "Ann+", *typed) == ["Ann+Bo", "Ann+Cy", "Ann+Di"]
        assert ask("pair", "new", "ann+c", *typed) == ["Ann+Cy"]
        assert ask("pair", "new", "", "--pair", "Ann+Cy", *typed) == ["Bo+Di"]  # a player is in one pair
        assert ask("pair", "new", "Ann+", "--pair", "Bo+Cy", *typed) == ["Ann+Di"]
        assert ask("pair", "new", "Eva+", *typed) == [] and ask("pair", "new", "Ann+Ann", *typed) == []
        assert ask("pair", "new", "", "--like", "spaces") == ["Anne Marie+Bo", "Anne Marie+Cy", "Bo+Cy"]

    def test_players_of_every_game(self, ask):
        assert ask("anyplayer", "stats", "") == ["Ann", "Anne Marie", "Birte", "Bo", "Cy"]

    def test_card_options_of_the_cards_in_use(self, ask):
        assert ask("options", "round", "--") == ["--queen"]
        assert ask("options", "round", "--", "-g", "spaces") == ["--queen", "--bonus", "--ten"]
        assert ask("options", "edit", "--t", "-g", "spaces") == ["--ten"]

    def test_bash_gets_words_as_typed_and_candidates_escaped(self, ask):
        assert ask("tally", "round", "Anne\\ M", "-g", "spaces", shell="bash") == ["Anne\\ Marie="]
        assert ask("tally", "round", "'Anne M", "-g", "'spaces'", shell="bash") == ["Anne Marie="]  # inside the quote
        assert ask("tally", "round", "", "-g", "spaces", "--", "Anne\\ Marie=3", shell="bash") == ["Bo=", "Cy="]

    @pytest.mark.parametrize(
        "cache",
        [
            "[" * 100_000 + "]" * 100_000,
            '{"schema": 3, "games": {"friday": {"identity": ' + "[" * 100_000 + "]" * 100_000 + "}}}",
            '{"schema": 3, "hjerter": "VERSION", "games": {"friday": {"identity": [[1]], "summary": {"players": []}}}}',
            '{"schema": 3, "hjerter": "VERSION", "games": []}',
        ],
    )
    def test_a_cache_that_cannot_be_used_is_read_from_the_games(self, ask, table, cache):
        from hjerter_cli import __version__

        (table / "list-cache.json").write_text(cache.replace("VERSION", __version__), encoding="utf-8")
        assert ask("anyplayer", "stats", "") == ["Ann", "Anne Marie", "Birte", "Bo", "Cy"]

    def test_unreadable_things_offer_nothing(self, ask, table):
        (table / "games" / "broken.toml").write_text("players = [", encoding="utf-8")
        assert ask("player", "round", "", "-g", "broken") == []
        assert ask("player", "round", "", "-g", "nosuchgame") == []
        assert ask("anyplayer", "stats", "") == ["Ann", "Anne Marie", "Birte", "Bo", "Cy"]
        assert ask("options", "round", "--", "-g", "nosuchgame") == []  # the command refuses every option there
        assert ask("nosuchkind", "round", "") == []
        assert ask() == []

    def test_a_fifo_as_the_current_marker_is_not_waited_on(self, ask, table):
        (table / "current").unlink()
        os.mkfifo(table / "current")
        assert ask("player", "round", "") == []


# The club's actions ---------------------------------------------------------------------------


def club_with_copies(tmp_path: Path) -> tuple[Any, Path, list[str]]:
    """A table in a club whose folder keeps one game alone and another beside its copies: a
    Syncthing conflict copy, a Dropbox one, one `club sync` left, and a backup, a temp file and a
    folder named like copies, which are none. Returns the table, the club's games folder, and the
    game's files (the own first)."""
    from hjerter_cli.store import codec
    from tests.clubs import Table

    table = Table(tmp_path / "data").join(tmp_path / "club")
    for minute, name in enumerate(("alone", "twice")):
        codec.started_now = lambda minute=minute: f"2026-12-03T19:0{minute}:00+01:00"  # type: ignore[assignment]
        table.ok("new", "-g", name, "Ann", "Bo", "Cy")
    games = tmp_path / "club" / "games"
    own = sorted(path.name for path in games.iterdir())[1]
    stem = own.removesuffix(".toml")
    copies = [f"{stem}.sync-conflict-20261203-191500-ABCDEFG.toml", f"{stem} (conflicted copy 2026-12-03).toml"]
    copies.append(f"{stem}.conflict-b-in.toml")
    for name in copies:
        (games / name).write_bytes((games / own).read_bytes())
    (games / f"{own}.bak").write_bytes(b"x")
    (games / f".{stem}.tmp.toml").write_bytes(b"x")
    (games / f"{stem}.sync-conflict-folder.toml").mkdir()
    return table, games, [own, *copies]


def test_club_keep_offers_the_files_of_a_game_kept_more_than_once(tmp_path, monkeypatch):
    from hjerter_cli.store import codec

    monkeypatch.setattr(codec, "started_now", codec.started_now)  # put back after the setup's clock
    table, games, files = club_with_copies(tmp_path)
    monkeypatch.setenv("HJERTER_DATA_DIR", str(table.data))
    offered = tab.answer("zsh", ["conflict", "club", ""])
    assert offered == sorted(files)
    assert tab.answer("zsh", ["conflict", "club", files[0][:-6]]) == sorted(files)  # each starts so
    assert tab.answer("zsh", ["conflict", "club", "x"]) == []
    assert tab.answer("bash", ["conflict", "club", ""])[0] == sorted(files)[0].replace(" ", "\\ ").replace(
        "(", "\\("
    ).replace(")", "\\)")
    assert table("club", "keep", files[1]).exit_code == 0  # a name offered is one `club keep` takes
    monkeypatch.setenv("HJERTER_DATA_DIR", str(tmp_path / "elsewhere"))  # in no club: nothing
    assert tab.answer("zsh", ["conflict", "club", ""]) == []


def test_every_script_offers_the_clubs_action_words_and_what_follows_each():
    for shell in FILES:
        text = script(shell)
        assert "action publish remove keep alias sync" in text, shell
        for key, kind in (("club publish #", "game"), ("club keep #1", "conflict"), ("club alias #2", "anyplayer")):
            assert key in text and kind in text.split(key, 1)[1].split("\n", 2)[1 if shell == "fish" else 0], shell


@pytest.mark.slow
@pytest.mark.parametrize(
    "env",
    [
        {"HOME": "/home/ann"},
        {"HOME": "/home/ann/", "XDG_DATA_HOME": "/data/xdg"},
        {"HOME": "/home/ann", "XDG_DATA_HOME": "relative/xdg"},
        {"HOME": "/home/ann", "XDG_DATA_HOME": ""},
        {"HOME": "relative"},
        {"HOME": "/"},
        {},
    ],
)
def test_the_default_data_dir_is_platformdirs_own(env):
    code = (
        "import platformdirs, hjerter_cli.store.paths as p; print(p.user_data_dir());"
        "print(platformdirs.user_data_dir('hjerter', appauthor=False))"
    )
    clean = {key: value for key, value in os.environ.items() if key not in ("HOME", "XDG_DATA_HOME")}
    result = subprocess.run([sys.executable, "-c", code], env={**clean, **env}, capture_output=True, text=True)
    ours, theirs = result.stdout.splitlines()
    assert ours == theirs


def test_the_names_path_imports_no_framework(table):
    code = (
        "import sys; before = set(sys.modules); sys.argv = ['hjerter', 'tally', 'round', 'B', '-g', 'friday'];"
        "from hjerter_cli.console import main; main();"
        "watched = ('typer', 'click', 'platformdirs', 'pathlib', 'tomllib', 'typing', 're', 'collections',"
        " 'hjerter_cli.cli', 'hjerter_cli.store.writing', 'hjerter_cli.store.lock', 'hjerter_cli.store.cache');"
        "print(sorted(m for m in watched if m in sys.modules and m not in before))"
    )
    env = env_for(table, _HJERTER_COMPLETE="bash")
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert result.stdout.splitlines() == ["Bo=", "Birte=", "[]"], result.stderr


# Real shells (the `shell` fixture: tests/conftest.py) ------------------------------------------


@pytest.mark.slow  # real shells
class TestRealShells:
    def test_commands_options_and_values_start_no_hjerter(self, shell):
        before = shell.processes()
        shown, line = shell.offered("hjerter re")
        assert "rename" in shown and "redo" in shown and line == "hjerter re"
        assert shell.offered("hjerter show --fo")[1] == "hjerter show --format"
        shown, line = shell.offered("hjerter show --format c")
        assert "chart" in shown and "csv" in shown
        assert shell.offered("hjerter new --moon mi")[1] == "hjerter new --moon minus"
        assert shell.offered("hjerter completion f")[1] == "hjerter completion fish"
        assert shell.processes() == before, "a command word, option or value started hjerter"

    def test_game_names_ask_hjerter(self, shell):
        before = shell.processes()
        shown, _line = shell.offered("hjerter use fr")
        assert "fredag" in shown and "friday" in shown
        assert shell.offered("hjerter use sp")[1] == "hjerter use spaces"
        assert shell.processes() == before + 2

    def test_a_name_entry_is_completed_without_a_space_and_runs(self, shell):
        shell.proc.send("hjerter round -g friday Bi\t")
        shell.proc.expect_exact("Birte=")
        out = shell.run("q Ann=3 Bo=10")
        assert "Round 1: Ann 3, Bo 10, Birte 13" in out

    def test_a_name_already_entered_is_not_offered_again(self, shell):
        shown, line = shell.offered("hjerter round -g spaces Anne\\ Marie=3 A")
        assert line == "hjerter round -g spaces Anne Marie=3 A"
        shown, line = shell.offered("hjerter round -g spaces Anne\\ Marie=3 ")
        assert "Bo=" in shown and "Cy=" in shown and "Marie=" not in shown.split("Marie=3")[-1]

    def test_after_a_plain_entry_or_inside_an_entry_nothing_is_offered(self, shell):
        for typed in ("hjerter round 4 ", "hjerter round 4 q 9 0 ", "hjerter round Bo=ch", "hjerter round Bo="):
            shown, line = shell.offered(typed)
            assert line == typed.strip(), (typed, shown)
            assert "apt.log" not in shown and "chr/" not in shown and "Ann=" not in shown, (typed, shown)

    def test_dealer_after_like_offers_that_games_players(self, shell):
        shown, _line = shell.offered("hjerter new --like spaces --dealer ")
        assert "Marie" in shown and "Cy" in shown and "apt.log" not in shown

    def test_edit_offers_name_entries(self, shell):
        shown, _line = shell.offered("hjerter edit 1 ")
        assert "Ann=" in shown and "Cy=" in shown and "apt.log" not in shown

    def test_the_big_tables_options(self, shell):
        shown, _line = shell.offered("hjerter new --decks ")
        assert "1" in shown.split() and "2" in shown.split() and "apt.log" not in shown
        shown, line = shell.offered("hjerter new --deal k")
        assert line == "hjerter new --deal kitty"
        shown, line = shell.offered("hjerter new Ann Bo Cy Di --pair Ann+C")
        assert line == "hjerter new Ann Bo Cy Di --pair Ann+Cy"
        shown, line = shell.offered("hjerter new Ann Bo Cy Di --pair Ann+Cy --pair ")
        assert line == "hjerter new Ann Bo Cy Di --pair Ann+Cy --pair Bo+Di"  # the one pair left

    def test_stats_player_offers_every_games_players(self, shell):
        shown, _line = shell.offered("hjerter stats --player ")
        assert "Birte" in shown and "Marie" in shown and "apt.log" not in shown

    def test_rating_and_head_to_head(self, shell):
        assert shell.offered("hjerter rat")[1] == "hjerter rating"
        assert shell.offered("hjerter stats --hea")[1] == "hjerter stats --head-to-head"
        assert shell.offered("hjerter rating --fo")[1] == "hjerter rating --format"
        shown, _line = shell.offered("hjerter rating --player ")
        assert "Birte" in shown and "Marie" in shown and "apt.log" not in shown

    def test_serve_its_options_and_the_games_it_can_serve(self, shell):
        assert shell.offered("hjerter ser")[1] == "hjerter serve"
        shown, _line = shell.offered("hjerter serve --")
        assert "--port" in shown and "--local" in shown and "--game" in shown
        assert shell.offered("hjerter serve --lo")[1] == "hjerter serve --local"
        assert shell.offered("hjerter serve -g fri")[1] == "hjerter serve -g friday"
        shown, line = shell.offered("hjerter serve --port ")
        assert line == "hjerter serve --port" and "apt.log" not in shown  # a number: nothing to offer

    def test_card_options_only_for_cards_in_use(self, shell):
        shown, _line = shell.offered("hjerter round --")  # fredag: the queen alone
        assert "--queen" in shown and "--dry-run" in shown
        assert not any(card in shown for card in ("--ace", "--king", "--bonus", "--ten")), shown
        shown, _line = shell.offered("hjerter round -g spaces --")
        assert "--bonus" in shown and "--ten" in shown and "--ace" not in shown

    def test_an_option_and_its_value_in_one_word(self, shell):
        shown, line = shell.offered("hjerter show --format=")
        assert "json" in shown and "csv" in shown and line == "hjerter show --format=", (shown, line)
        assert shell.offered("hjerter show --format=js")[1] == "hjerter show --format=json"
        assert shell.offered("hjerter --game=fri")[1] == "hjerter --game=friday"

    def test_the_clubs_action_words_its_options_and_what_follows_each(self, shell, tmp_path):
        before = shell.processes()
        shown, line = shell.offered("hjerter club ")
        assert all(word in shown for word in ("publish", "remove", "keep", "alias", "sync")), shown
        assert "chr" in shown and "apt.log" not in shown and line == "hjerter club"  # or a folder to join
        assert shell.offered("hjerter club ke")[1] == "hjerter club keep"
        assert shell.offered("hjerter club --le")[1] == "hjerter club --leave"
        shown, _line = shell.offered("hjerter club --")
        assert "--remove" in shown and "--data-dir" in shown
        assert shell.processes() == before, "an action word or an option started hjerter"
        shown, _line = shell.offered("hjerter club publish fr")
        assert "fredag" in shown and "friday" in shown
        assert shell.offered("hjerter club alias Bir")[1] == "hjerter club alias Birte"
        assert shell.offered("hjerter club alias --remove Bir")[1] == "hjerter club alias --remove Birte"
        shown, line = shell.offered("hjerter club sync ")
        assert line == "hjerter club sync" and "apt.log" not in shown and "Birte" not in shown

    def test_club_keep_offers_the_clubs_conflict_files(self, shell, tmp_path):
        games = tmp_path / "club" / "games"
        games.mkdir(parents=True)
        own, alone = "2026-12-03T180000Z_ann_bo_cy_0123abcd.toml", "2026-12-04T180000Z_ann_bo_cy_89abcdef.toml"
        copy = own.replace(".toml", ".sync-conflict-20261203-191500-ABCDEFG.toml")
        for name in (own, alone, copy):
            (games / name).write_text("x")
        export = {"fish": "set -gx HJERTER_CLUB {}", "bash": "export HJERTER_CLUB={}", "zsh": "export HJERTER_CLUB={}"}
        shell.run(export[shell.name].format(tmp_path / "club"))
        try:
            typed = "hjerter club keep " + own.removesuffix("toml")
            assert shell.offered(typed + "s")[1] == f"hjerter club keep {copy}"
            assert shell.offered(typed + "t")[1] == f"hjerter club keep {own}"
            assert shell.offered("hjerter club keep 2026-12-04")[1] == "hjerter club keep 2026-12-04"  # kept once
        finally:
            shell.run("set -e HJERTER_CLUB" if shell.name == "fish" else "unset HJERTER_CLUB")

    def test_file_names_where_a_path_is_asked_for(self, shell):
        assert shell.offered("hjerter show -o ap")[1] == "hjerter show -o apt.log"
        assert shell.offered("hjerter -f ap")[1] == "hjerter -f apt.log"
        assert shell.offered("hjerter --data-dir c")[1].rstrip("/") == "hjerter --data-dir chr"  # zsh drops the /

    def test_files_after_import(self, shell):
        assert shell.offered("hjerter import ap")[1] == "hjerter import apt.log"
        assert shell.offered("hjerter import apt.log ap")[1] == "hjerter import apt.log apt.log"
        typed = "hjerter import --totals --target 50 ap"
        assert shell.offered(typed)[1] == typed + "t.log"


def complete_the_old_way(data: Path, line: str) -> list[str]:
    """What the script of hjerter 1.1 (still sourced in many a ~/.bashrc) asks for, through the framework."""
    words = line.split(" ")
    result = run(data, _HJERTER_COMPLETE="complete_bash", COMP_WORDS=line, COMP_CWORD=str(len(words) - 1))
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.mark.slow  # real processes
def test_the_scripts_of_1_1_still_get_answers(table):
    assert complete_the_old_way(table, "hjerter use fr") == ["fredag", "friday"]
    assert complete_the_old_way(table, "hjerter round -g friday Bo=3 B") == ["Birte="]
    assert complete_the_old_way(table, "hjerter round 4 B") == []
    assert complete_the_old_way(table, "hjerter new --like spaces --dealer B") == ["Bo"]
    assert complete_the_old_way(table, "hjerter show --format c") == ["csv", "chart"]


@pytest.mark.slow  # real shells
@pytest.mark.skipif(not HAS["fish"], reason="no fish here (.ci/run installs it where apt-get exists)")
@pytest.mark.parametrize("language,said", [("en", "Put back the round undone last."), ("da", "Sæt den sidst")])
def test_fish_describes_commands_in_hjerters_language(table, tmp_path, language, said):
    line = f"source {COMPLETIONS / FILES['fish']}; complete -C 'hjerter red'"
    env = env_for(table, HOME=str(tmp_path), HJERTER_LANG=language)
    shown = subprocess.run(["fish", "--no-config", "-c", line], env=env, capture_output=True, text=True).stdout
    assert shown.startswith("redo\t" + said), shown


@pytest.mark.slow  # real shells
@pytest.mark.skipif(not HAS["zsh"], reason="no zsh here (.ci/run installs it where apt-get exists)")
def test_zsh_describes_commands_in_danish_when_hjerter_speaks_danish(table, tmp_path):
    home, _bin = _place(tmp_path)
    env = env_for(table, PS1="$ ", TERM="dumb", HOME=str(home), HJERTER_LANG="", LANG="da_DK.UTF-8")
    shell = pexpect.spawn("zsh", ["-f"], env=env, encoding="utf-8", timeout=20, cwd=str(home), dimensions=(40, 200))
    try:
        shell.sendline(f"autoload -U compinit && compinit -u && source {COMPLETIONS / FILES['zsh']}")
        shell.send("hjerter re\t")
        shell.expect_exact("Giv en spiller i spillet et nyt navn.")
    finally:
        shell.close(force=True)


def test_every_kind_in_the_grammar_is_known_and_every_name_kind_is_answered():
    from hjerter_cli.cli.grammar import KINDS, grammar

    found = set()
    for command in grammar()["commands"]:
        found |= {option["kind"] for option in command["options"]}
        found |= {place.split()[0] for place in command["places"]}
        found |= {command["rest"].split()[0]} if command["rest"] else set()
        for after in command.get("actions", {}).values():
            found |= set(after["places"]) | ({after["rest"]} if after["rest"] else set())
    assert found <= set(KINDS)
    names = {"game", "player", "anyplayer", "tally", "card", "pair", "conflict", "evening", "evplayer", "table"}
    asked = found & names
    assert asked == names
    assert {kind.replace("card", "player") for kind in asked} | {"options"} == set(tab.KINDS)
