"""The scoring core: settings, tallies, scoring, the game. Pure: no I/O, no typer, no screens."""
