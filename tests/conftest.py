"""Shared fixtures: an empty data dir per test and a CliRunner bound to it."""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

# The suite speaks English whatever the machine's locale: pinned before hjerter picks its language.
os.environ["HJERTER_LANG"] = "en"


# Every file the suite writes (pytest's tmp_path folders, HOME below, what git, shells and browsers
# keep) lives under one folder of the run's own, in memory where the machine has a RAM filesystem
# (/dev/shm): a run makes and removes some 30,000 files, and on a disk the kernel's share of that work
# was a tenth of the suite's CPU. The folder goes when the run ends, unless a test failed (its path
# is said then). Elsewhere, the system's temp folder as usual (and --basetemp, where given, for pytest's).
def _scratch_root() -> str | None:
    shm = "/dev/shm"
    try:
        room = os.statvfs(shm)
        if not os.access(shm, os.W_OK | os.X_OK) or room.f_bavail * room.f_frsize < 2 << 30:
            return None
        return tempfile.mkdtemp(prefix="hjerter-suite-", dir=shm)
    except OSError:
        return None


SCRATCH = _scratch_root()
if SCRATCH is not None:
    os.environ["TMPDIR"] = tempfile.tempdir = SCRATCH

# Shells, browsers and hjerter itself write into HOME and the XDG folders (history, caches, the
# user data dir): for the whole run, and every process it starts, these are a folder of its own.
REAL_HOME = os.path.expanduser("~")
SUITE_HOME = tempfile.mkdtemp(prefix="hjerter-suite-home-")
os.environ["HOME"] = SUITE_HOME
for _name, _folder in (("XDG_CONFIG_HOME", ".config"), ("XDG_CACHE_HOME", ".cache"), ("XDG_DATA_HOME", ".local/share")):
    os.environ[_name] = os.path.join(SUITE_HOME, _folder)
atexit.register(shutil.rmtree, SUITE_HOME, True)

# Every process the suite starts (hjerter's console script, shells, browsers' helpers) runs the
# checkout's code, however the package was installed (README's test command installs it as a user
# would, man page included; a developer may have it editable).
CHECKOUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [CHECKOUT, os.environ.get("PYTHONPATH")]))
# Each of those processes, and the suite's own, would compile every module of the checkout it
# imports anew where bytecode is not kept (PYTHONDONTWRITEBYTECODE; the tests, their asserts
# rewritten, cost most): they keep it beside the sources (__pycache__, which git ignores), compiled
# once and kept between runs. The installed packages' and Python's own bytecode, compiled when
# they were installed, is used as it is (a folder of bytecode of its own would compile them all
# again on a clone's first run: a third of the quick loop's CPU).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ.pop("PYTHONPYCACHEPREFIX", None)
sys.dont_write_bytecode = False

import pytest  # noqa: E402 - after HOME is set
import typer  # noqa: E402
import typer.testing  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from hjerter_cli.cli.app import app_for, command_made  # noqa: E402
from tests.processes import made, make_table, odd_games  # noqa: E402
from tests.shells import FILES, HAS, Shell  # noqa: E402

# One app a command word for the whole run, and its click command made once: typer would make it
# anew on every call, which is most of what an in-process command costs.
APPS: dict[tuple[str | None, bool], typer.Typer] = {}
if hasattr(typer.testing, "_get_command"):
    _made: dict[int, tuple[typer.Typer, object]] = {}  # the app kept beside its command: ids stay unique
    _make = typer.testing._get_command

    def _made_once(app: typer.Typer) -> object:
        if id(app) not in _made or _made[id(app)][0] is not app:
            _made[id(app)] = (app, _make(app))
        return _made[id(app)][1]

    typer.testing._get_command = _made_once


class Cli:
    """Runs `hjerter ARGS` in-process against the test's own data dir."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.runner = CliRunner()

    def __call__(self, *args: str, input: str | None = None, env: dict[str, str] | None = None):
        words = list(args)
        # The same app main() builds for these words: only the named command is registered. Its
        # click command is made once a run (typer makes it anew on every call otherwise).
        key = command_made(words)
        app = APPS[key] if key in APPS else APPS.setdefault(key, app_for(words))
        return self.runner.invoke(app, words, input=input, env=env, prog_name="hjerter")

    def ok(self, *args: str, input: str | None = None, env: dict[str, str] | None = None):
        """A setup step that must succeed: a failure here is the test's failure, not a silent skip."""
        result = self(*args, input=input, env=env)
        assert result.exit_code == 0, (args, result.output)
        return result

    def game_file(self, name: str) -> Path:
        return self.data / "games" / f"{name}.toml"

    def snapshot(self) -> dict[str, bytes]:
        """Every file under the data dir, to prove a refused command changed nothing."""
        if not self.data.exists():
            return {}
        return {str(p.relative_to(self.data)): p.read_bytes() for p in sorted(self.data.rglob("*")) if p.is_file()}


@pytest.fixture
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Cli:
    data = tmp_path / "data"
    monkeypatch.setenv("HJERTER_DATA_DIR", str(data))
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("HJERTER_LOCK_TIMEOUT", raising=False)
    return Cli(data)


@pytest.fixture
def game4(cli: Cli) -> Cli:
    """A current game `g` with Ann, Bo, Cy, Di."""
    result = cli("new", "-g", "g", "Ann", "Bo", "Cy", "Di")
    assert result.exit_code == 0, result.output
    return cli


# Under mutmut the same test methods run from fresh copies of their classes, which Hypothesis
# notices; there, replaying from its database is of no use anyway.
if os.environ.get("MUTANT_UNDER_TEST") is not None:
    from hypothesis import HealthCheck, Phase, settings

    settings.register_profile(
        "mutmut",
        suppress_health_check=[HealthCheck.differing_executors, HealthCheck.too_slow, HealthCheck.filter_too_much],
        database=None,
        deadline=None,  # mutmut traces every line while it learns which tests run which code
        max_examples=40,
        phases=[Phase.explicit, Phase.generate],  # a killed mutant needs no shrinking
    )
    settings.load_profile("mutmut")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if SCRATCH is None:
        return
    if exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
        print(f"\nThe run's files are kept in {SCRATCH}", file=sys.stderr)
        return
    atexit.register(shutil.rmtree, SCRATCH, True)


def pytest_configure(config: pytest.Config) -> None:
    """The quick loop (`-m "not slow"`) tries each law on 10 random examples; the full suite, as
    CI runs it, on as many as each law asks for (40 for the core's)."""
    from hypothesis import HealthCheck, settings

    # A law is judged by its examples, never by how fast they came: on a busy machine drawing them
    # is slow, and Hypothesis's check of that would fail a run that found nothing wrong.
    calm = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
    settings.register_profile("thorough", max_examples=40, **calm)
    settings.register_profile("quick", max_examples=10, **calm)
    if os.environ.get("MUTANT_UNDER_TEST") is None:
        settings.load_profile("quick" if "not slow" in (config.option.markexpr or "") else "thorough")


@pytest.fixture(scope="session", params=sorted(FILES))
def shell(request, tmp_path_factory):
    """One shell of each kind for the run (starting zsh's completion system costs), on games of
    its own: the table's, and beside them a file for each way a game name can be refused, a player
    `it's`, and a game under ~/zz. A test may add a round to friday; none changes what another
    offers. fredag is the current game."""
    if not HAS[request.param]:
        pytest.skip(f"no {request.param} here (.ci/run installs it where apt-get exists)")
    place = tmp_path_factory.mktemp(request.param)
    data = odd_games(place / "data")
    made(data, "new", "-g", "quotes", "it's", "Bo", "Cy")
    opened = Shell(request.param, make_table(data), place)
    made(place / "home" / "zz", "new", "-g", "tilde", "Ann", "Bo", "Cy")
    yield opened
    opened.close()
