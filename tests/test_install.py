"""Installed like a tool (cli/CLI.md 1.2): completion scripts and manual pages from the app, a version
that starts no framework, and a wheel that carries them all, installed with pipx."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from hjerter_cli import __version__
from hjerter_cli.cli.completion import FILES
from hjerter_cli.cli.manual import PAGES

ROOT = Path(__file__).parent.parent
MAN = ROOT / "hjerter_cli" / "man"


@pytest.mark.parametrize("shell", sorted(FILES))
def test_completion_prints_the_script_of_completions(cli, shell):
    result = cli("completion", shell)
    assert result.exit_code == 0
    assert result.stdout == (ROOT / "completions" / FILES[shell]).read_text(encoding="utf-8")


def test_completion_refuses_another_shell(cli):
    result = cli("completion", "ksh")
    assert result.exit_code == 2 and "ksh" in result.output


@pytest.mark.slow  # real processes
def test_the_version_starts_no_framework():
    code = (
        "import sys; sys.argv = ['hjerter', '--version']; from hjerter_cli.console import main; main(); "
        "print(sorted(name for name in ('typer', 'click', 'tomllib', 'platformdirs') if name in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == f"hjerter {__version__}\n[]\n"


@pytest.mark.slow  # real processes
@pytest.mark.parametrize("language", sorted(PAGES))
def test_the_manual_pages_are_made_from_the_help_as_it_is(language):
    """The committed pages are what the app's help makes now (python -m hjerter_cli.cli.manual hjerter_cli/man)."""
    env = {**os.environ, "HJERTER_LANG": language}
    made = subprocess.run(
        [sys.executable, "-m", "hjerter_cli.cli.manual"], env=env, capture_output=True, text=True, check=True
    ).stdout
    assert made == (MAN / PAGES[language]).read_text(encoding="utf-8")


def test_the_manual_has_every_command_and_section():
    from hjerter_cli.cli.app import COMMANDS

    page = (MAN / PAGES["en"]).read_text(encoding="utf-8")
    for section in ("NAME", "SYNOPSIS", "OPTIONS", "COMMANDS", "TALLIES", "FILES", "ENVIRONMENT", "EXIT STATUS"):
        assert f".SH {section}" in page
    for name in COMMANDS:
        assert f'.SS "hjerter {name} ' in page
    for variable in ("HJERTER_DATA_DIR", "HJERTER_LANG", "HJERTER_LOCK_TIMEOUT", "NO_COLOR"):
        assert variable in page
    assert "\\-\\-moon" in page and "EXAMPLES" in page


@pytest.mark.slow
def test_the_wheel_and_sdist_build_and_carry_what_they_should(tmp_path):
    """Built with python -m build (isolated, as a user would), checked by twine: the wheel holds the
    package and the manual pages; the sdist the tests, completions, CHANGELOG and LICENSE.
    (.ci/run installs the wheel with pipx and runs it.)"""
    pytest.importorskip("build", reason="the build tools come with the test tools: pip install -e '.[test]'")
    source, dist = tmp_path / "source", tmp_path / "dist"  # built from a copy: nothing written beside the code
    skip = shutil.ignore_patterns("__pycache__", "*.egg-info", "build", "dist", ".*")
    source.mkdir()
    for part in ("pyproject.toml", "README.md", "LICENSE", "CHANGELOG.md", "MANIFEST.in"):
        shutil.copy2(ROOT / part, source / part)
    for folder in ("hjerter_cli", "tests", "completions", "bin"):
        shutil.copytree(ROOT / folder, source / folder, ignore=skip)
    built = subprocess.run(
        # --no-isolation: the setuptools of the test tools, instead of a fresh one fetched for the build
        [sys.executable, "-m", "build", "--no-isolation", "--wheel", "--sdist", "--outdir", str(dist), str(source)],
        check=True,
        capture_output=True,
        text=True,
    )
    said = built.stdout + built.stderr  # no warning of the packaging's own (1.4: one a manual page folder)
    for warning in ("absent from the `packages` configuration", "previously-included", "BuildBackendWarning"):
        assert warning not in said, said
    wheel = next(dist.glob("*.whl"))
    sdist = next(dist.glob("*.tar.gz"))
    subprocess.run([sys.executable, "-m", "twine", "check", str(wheel), str(sdist)], check=True, capture_output=True)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    # the command is hjerter's own launcher, installed as a script; no console script is asked for
    assert f"hjerter-{__version__}.data/scripts/hjerter" in names
    assert not [name for name in names if name.endswith("entry_points.txt")]
    data = f"hjerter-{__version__}.data/data/share/man"
    assert f"{data}/man1/hjerter.1" in names and f"{data}/da/man1/hjerter.1" in names
    assert all(name.startswith(("hjerter_cli/", f"hjerter-{__version__}.d")) for name in names), names
    assert not [name for name in names if name.startswith("hjerter_cli/man/")]  # the pages once, as data
    for script in ("hjerter.bash", "_hjerter", "hjerter.fish"):  # completions/, as the package carries it
        assert f"hjerter_cli/completions/{script}" in names, names
    import tarfile

    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in (
        "LICENSE",
        "CHANGELOG.md",
        "completions/hjerter.bash",
        "bin/hjerter",
        "tests/test_core.py",
        "tests/conftest.py",
    ):
        assert needed in members, needed


@pytest.mark.slow
def test_the_manual_is_found_after_readmes_commands():
    """README's test command installs the package as a user would: `man hjerter` finds the page
    through the environment's bin folder on PATH (as after README's first command)."""
    import sysconfig

    if shutil.which("man") is None:
        pytest.skip("no man here (.ci/run installs it where apt-get exists)")
    if not (Path(sysconfig.get_path("data")) / "share" / "man" / "man1" / "hjerter.1").is_file():
        pytest.skip("installed editable (a developer's `pip install -e`), which carries no manual page")
    env = {key: value for key, value in os.environ.items() if key != "MANPATH"}
    env["PATH"] = f"{Path(sys.executable).parent}:/usr/bin:/bin"
    found = subprocess.run(["man", "-w", "hjerter"], env=env, capture_output=True, text=True)
    assert found.returncode == 0, found.stderr
    assert Path(found.stdout.strip()).resolve().is_relative_to(Path(sys.prefix).resolve()), found.stdout
