"""The games counted: what `list`, `stats`, `rating` and a player's page count, each game once.

Outside a club, this data dir's games (its copies of one game counted once: store/gameid.py); in
a club, this data dir's and the club's (store/clubread.py), or with `mine` this data dir's alone.
What is said of them (the games in conflict, an aliases file that cannot be read, a version set
aside elsewhere taken here) is the command line's to say and do (cli/counting.py).
"""

from __future__ import annotations

import os
from typing import Any


class Counted:
    """The games counted, each once (name, record or what is wrong with its file, where it is:
    here, club or both); this data dir's other files of a game counted (by name: the record, and
    the name the game is counted by); in a club, the games in conflict (a name and the files of
    its versions), this data dir's games whose version `club keep` set aside at another table (the
    kept file), and what cannot be read of the club's aliases (a Phrase), if anything."""

    __slots__ = ("aliases_left_out", "conflicts", "copies", "games", "superseded")

    def __init__(
        self,
        games: list[tuple[str, Any, str]],
        copies: dict[str, tuple[Any, str]],
        conflicts: list[tuple[str, list[str]]] | None = None,
        superseded: list[tuple[str, str]] | None = None,
        aliases_left_out: Any = None,
    ) -> None:
        self.games, self.copies = games, copies
        self.conflicts, self.superseded = conflicts or [], superseded or []
        self.aliases_left_out = aliases_left_out


def in_a_club(base: Any) -> bool:
    """Whether data dir `base` counts a club's games too (a club named, or joined)."""
    return bool(os.environ.get("HJERTER_CLUB") or os.path.exists(os.path.join(base, "club")))


def club_of(base: Any) -> str | None:
    """The club this data dir counts, if any."""
    if not in_a_club(base):
        return None
    from hjerter_cli.store import club

    return club.folder_of(base)


def counted(base: Any, mine: bool = False) -> Counted:
    """Each game once, with this data dir's other files of them; in a club (unless `mine`), the
    club's games too, as store/clubread.py counts them."""
    if mine or not in_a_club(base):
        from hjerter_cli.store import cache, gameid  # outside a club, no code of the club's is loaded

        found = cache.records(base)
        games, copies = gameid.one_each(found)
        kept = {name: (record, copies[name]) for name, record in found if name in copies} if copies else {}
        return Counted([(name, record, "here") for name, record in games], kept)
    from hjerter_cli.store import clubread

    club = clubread.counted(base, mine)
    return Counted(club.games, club.copies, club.conflicts, club.superseded, club.aliases_left_out)


def entries(games: list[tuple[str, Any, str]], copies: dict[str, tuple[Any, str]]) -> list[dict[str, Any]]:
    """`list`'s entries: each game counted, by name (or what is wrong with its file), and where it
    is; then this data dir's other files of a game counted, each named as a copy of it."""
    from hjerter_cli.core.stats import GameRecord

    listed = games + [(name, found, "here") for name, (found, _counted_as) in copies.items()]
    found_entries: list[dict[str, Any]] = []
    for name, found, where in listed:
        if not isinstance(found, GameRecord):
            found_entries.append({"name": name, "damaged": found, "where": where})
            continue
        found_entries.append(
            {
                "name": name,
                "players": list(found.players),
                "rounds": found.rounds,
                "finished": found.finished,
                "winners": [found.players[seat] for seat in found.winners],
                "record": {"started": found.started, "pairs": found.pairs},
                "where": where,
                **({"copy_of": copies[name][1]} if name in copies and where == "here" else {}),
            }
        )
    return found_entries


def name_counted(base: Any, name: str, games: list[str], mine: bool = False) -> str:
    """NAME as the games counted know the player: in a club, where the club's aliases are applied
    (and no game is named), the name its alias stands for (store/clubread.py); else NAME."""
    folder = None if games or mine else club_of(base)
    if folder is None:
        return name
    from hjerter_cli.store import clubread

    return clubread.counted_as(name, clubread.read_aliases(folder))


def conflicted(base: Any, mine: bool = False) -> int:
    """How many games are in conflict in the club (none outside one, or with `mine`)."""
    if mine or club_of(base) is None:
        return 0
    from hjerter_cli.store import clubread

    return len(clubread.counted(base, mine).conflicts)
