"""The game file's one home: where games live, how a game file is read, written and locked, and
the cache of summaries. One seam a module; import the module you need:

- `paths`: the data dir, which game a command acts on and whether its name is allowed, the paths
  beside a game file, the small files beside the games (os and stat only: a Tab reads it);
- `gamefile`: a game file read and checked in full, as every command and every Tab reads it;
- `plaintoml`: the plain TOML that hjerter writes, read quickly (tomllib for anything else);
- `codec`: Game <-> plain data <-> TOML text, with step-by-step upgrades of older formats;
- `saving`: the one write path every command saves, makes and deletes games through (the locks,
  the Tab's index, the steps after a save);
- `writing`: atomic writes, a game saved with its backup, the current-game marker;
- `newfiles`: new files that appear all or none (`import` of several games);
- `lock`: the writer's lock; readers never lock;
- `kept`: the files kept beside the games (one header, checksum and read-or-ignore for every
  cache) and the house's one atomic write;
- kept beside the games, each a shortcut and never a source: `cache` (the summaries `list` and
  `stats` read), `answers` (the last answers over many games), `ratings` (the last rating, for
  `player`), `tabindex` (what a Tab offers, so that it reads names, not games) and `reindex` (that
  index made again from the games);
- `counting`: the games `list`, `stats`, `rating` and a player's page count, each once: this data
  dir's, and in a club the club's too (`clubread`);
- `gameid`: a game's identity (its id, else its start and players), the club's file name of a
  game, and which of this data dir's files are copies of one game;
- the club (README, "The club's one home"): `club` (the club's files and the one rule of
  versions), `clubaliases`, `clubremoved` (removed games, versions set aside), `clubnotes` (a
  save's copy, what is behind), `clubread` and `clubcache` (the games counted once), `clubversions`
  (a conflict's versions, keep), `clubgames` (a club's game opened here), `clubfolder` (the
  folder's names, for a Tab), `clubgit` (the one door to git), `clubsync` and `clubjoin` (sync);
- the club evening: `evening` (an evening's plan file) and `eveningjoin` (two versions of a plan
  joined by a sync).

Nothing here keeps state between calls: which file a command saved is its `saving.Writer`'s to
know, which the game session (cli/session.py) holds for the command line.
"""
