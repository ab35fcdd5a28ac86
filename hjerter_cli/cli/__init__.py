"""The command line (CLI.md): parse words into a request, call the core, save, print.

`app.py` builds the app and holds the one error boundary; `rounds.py` (round, edit, undo, redo),
`games.py` (new, list, use, delete) and `views.py` (show, rules) are the families of commands;
`options.py` what they share; `prompt.py` asks at a terminal; `completion.py` serves the shells;
`framework.py` is the one adapter to typer's insides.
"""

from hjerter_cli.cli.app import main

__all__ = ["main"]
