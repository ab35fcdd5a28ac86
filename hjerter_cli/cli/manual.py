"""The manual page, made from the app's own help texts (one source), in the language of the run.

`python -m hjerter_cli.cli.manual` prints `hjerter.1` for the language the environment chooses
(HJERTER_LANG=da for the Danish one); `python -m hjerter_cli.cli.manual hjerter_cli/man` writes
both, `man1/hjerter.1` and `da/man1/hjerter.1`, each made by its own process, since option help
is read in the language of the process. The wheel carries them as share/man/man1/hjerter.1 and
share/man/da/man1/hjerter.1. A test regenerates them and fails on any difference.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hjerter_cli import __version__
from hjerter_cli.i18n import N_, _

ENVIRONMENT = (
    ("HJERTER_DATA_DIR", N_("The folder of saved games, when --data-dir is not given.")),
    ("HJERTER_CLUB", N_("The club's folder for this command, as `hjerter club DIR` joins it for a data dir.")),
    ("HJERTER_LANG", N_("da or en: the language hjerter speaks (else LANGUAGE, LC_ALL, LC_MESSAGES, LANG).")),
    ("HJERTER_LOCK_TIMEOUT", N_("Seconds a writer waits for another writer's lock (default 10).")),
    ("NO_COLOR", N_("Any value: no colour, as with --no-color.")),
)
EXIT_CODES = (
    ("0", N_("Done.")),
    ("1", N_("Refused: a bad tally, a game that is over, an unknown game, nothing to undo.")),
    ("2", N_("A usage error: an unknown option, a missing argument, options that do not fit together.")),
    ("3", N_("A game file or the data dir cannot be used: damaged, from a newer hjerter, locked too long.")),
    ("130", N_("Stopped with Ctrl-C; what it says tells whether the change was saved.")),
)


def roff(text: str) -> str:
    """Text as roff reads it: backslashes and hyphens escaped, no line starting with a dot."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join(("\\&" + line if line.startswith((".", "'")) else line) for line in text.split("\n"))


def _paragraphs(text: str) -> list[str]:
    out = []
    for block in text.split("\n\n"):
        lines = [line for line in block.split("\n") if line.strip() != "\b"]
        if lines:
            out += [".PP", roff("\n".join(line.strip() for line in lines))]
    return out


def _options(records: list[tuple[str, str]]) -> list[str]:
    """A .TP entry an option or argument: its names and value, then its help."""
    out = []
    for names, help_text in records:
        out += [".TP", "\\fB" + roff(names) + "\\fR", roff(help_text)]
    return out


def manual() -> str:
    """The whole page, in the current language."""
    from hjerter_cli.cli.app import COMMANDS, build_app
    from hjerter_cli.cli.framework import click_command, help_page

    group = click_command(build_app())
    ctx, usage, records = help_page(group, "hjerter")
    out = [
        f'.TH HJERTER 1 "" "hjerter {__version__}" "{roff(_("User Commands"))}"',
        ".SH " + _("NAME"),
        "hjerter \\- " + roff(_("Score Hearts (Hjerterfri) at the table.")),
        ".SH " + _("SYNOPSIS"),
        "\\fBhjerter\\fR " + roff(usage),
        ".SH " + _("DESCRIPTION"),
        *_paragraphs(group.help or ""),
        ".SH " + _("OPTIONS"),
        *_options(records),
        ".SH " + _("COMMANDS"),
    ]
    examples = []
    for name in COMMANDS:
        command = group.commands[name]
        _sub, usage, records = help_page(command, name, ctx)
        out += [f'.SS "hjerter {name} {roff(usage)}"']
        out += _paragraphs(command.help or "")
        out += _options(records)
        examples += [line.strip() for line in (command.epilog or "").split("\n") if line.startswith("  ")]
    return "\n".join([*out, *_sections(examples)]) + "\n"


def _sections(examples: list[str]) -> list[str]:
    """Tallies, files and environment, exit status, examples."""
    out = [".SH " + _("TALLIES")]
    out += _paragraphs(
        _(
            "A round is one entry per player, in seat order (4 q 9 0) or as NAME=ENTRY (Bo=13q): the "
            "hearts taken, then the letters of the cards taken: q (or d) for Q♠, j for the bonus card, "
            "t for 10♣, k for K♠, a for A♠. _ stands for the rest of the hearts. '-' reads rounds from "
            "standard input, one a line."
        )
    )
    out += [".SH " + _("SETTINGS")]
    out += _paragraphs(_("Each game keeps the settings it was started with; see the options of hjerter new."))
    out += [".SH " + _("FILES")]
    out += _paragraphs(
        _(
            "One TOML file a game in the games folder of the data dir, with its previous version beside "
            "it as NAME.toml.bak; the current game is remembered in the data dir."
        )
    )
    out += [".SH " + _("ENVIRONMENT")]
    for name, meaning in ENVIRONMENT:
        out += [".TP", f"\\fB{name}\\fR", roff(_(meaning))]
    out += [".SH " + _("EXIT STATUS")]
    for code, meaning in EXIT_CODES:
        out += [".TP", f"\\fB{code}\\fR", roff(_(meaning))]
    out += [".SH " + _("EXAMPLES")]
    for line in examples:
        out += [".PP", "\\fB" + roff(line) + "\\fR"]
    return out


PAGES = {"en": Path("man1") / "hjerter.1", "da": Path("da") / "man1" / "hjerter.1"}


def write_all(folder: Path) -> None:
    """Both pages, each made by a process in its own language."""
    import os
    import subprocess

    for language, page in PAGES.items():
        env = {**os.environ, "HJERTER_LANG": language}
        text = subprocess.run(
            [sys.executable, "-m", "hjerter_cli.cli.manual"], env=env, capture_output=True, text=True, check=True
        ).stdout
        (folder / page).parent.mkdir(parents=True, exist_ok=True)
        (folder / page).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) > 1:
        write_all(Path(sys.argv[1]))
    else:
        sys.stdout.write(manual())
