"""The scoring core: settings, tallies, scoring, the game. Pure: no I/O, no typer, no screens.

Every rule once, in core/RULES.md's order (its worked examples, `examples.toml`, are scored by the
tests). One concern a module:

- `settings.py`: a table's settings (schemes, options, moon rule, end, passing), typed and checked;
- `tally.py`: words typed at the table to a tally; `scoring.py`: one round scored, step by step;
- `game.py`: a game, its players, settings and rounds, and all that is derived from them;
- `hands.py`: whether hearts taken by value can have been dealt; `pairs.py`: partner pairs;
- `stats.py`: standings across games; `rating.py`: the OpenSkill rating; `player.py`: a player's
  page across the games counted;
- the club evening: `evening.py` (the plan and its games), `draw.py` (the seat draw, searched by
  `regroup.py`), `standings.py` (the evening's standings);
- `emoji.py`: which characters make an emoji, for names (a Tab reads it too);
- `refusals.py`: what the core refuses, as a kind and its values (the words are render/'s);
- `records.py`: `Record`, the core's named tuples, without importing typing or collections.
"""
