"""The command line (cli/CLI.md): parse words into a request, call the core, save, print.

- `app.py` builds the app and holds the one error boundary (`ended`); `session.py` is the game
  session on ctx.obj (which data dir and game, the one writer, whether a change is saved);
- the families of commands: `rounds.py` (round, edit, undo, redo), `new.py` (new), `games.py`
  (list, use, delete, rename), `views.py` (show, rules), `rating.py` (rating), `player.py`
  (player), `club.py` and `clubfiles.py` (club; its publish, remove, keep and alias),
  `evening.py` (evening's words and the options every action takes), `eveningstart.py` (the
  whole command, with `start`'s options) and `eveningplay.py` (what each of them does),
  `shells.py` (completion), `serve.py` (the live page's command; the page and its server are
  hjerter_cli/serve/'s) and `imports.py` (import: it reads each file's bytes and hands them to
  hjerter_cli/formats/, which reads the document and checks it; no document is parsed here);
- `bgstats.py`: a finished game's link to BG Stats (`show --format bgstats`, `--qr`);
- `counting.py`: what list, stats, rating and player ask of the games counted (the store counts
  them: store/counting.py) and say of them;
- `options.py`: what the commands share (choice words, the common options, the game to act on);
  `table_options.py`: the table's options, which `new` and `import` take; `misspelt.py`: the
  options to suggest for a misspelt one;
- `stdin_rounds.py` reads `round -`; `prompt.py` asks a round's questions at a terminal, and
  `questions.py` one question and how its answer is read;
- `output.py` writes --output; `streams.py` guards the standard streams;
- `completion.py` (from `grammar.py`, the command line as a shell completes it, and
  `completion_templates.py`) and `manual.py` make the shell scripts (in completions/) and the
  manual pages;
- `framework.py` is the one adapter to typer's insides.

Ctrl-C is hjerter_cli/interrupts.py's. A Tab that needs a name is answered by `hjerter_cli.tab`,
outside this package: it starts no framework.
"""
