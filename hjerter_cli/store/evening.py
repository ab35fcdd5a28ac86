"""A club evening's plan file: DATA/evenings/NAME.toml, or in a club DIR/evenings/NAME.toml.

Written only here, through the house's atomic write (no link followed), under a lock beside this
data dir's games, and only by the director's machine: the data dir that started the evening keeps
an id of its own (`evening-director`, never in the club), and the plan carries a digest of it.
Every table reads the plan as hostile input: a link, a folder, a huge, damaged or wrong-shaped file
is refused as `Unusable`, naming the file and what is wrong, never followed and never written over.
"""

from __future__ import annotations

import os
import stat
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hjerter_cli.core.draw import SEATINGS, Sitting
from hjerter_cli.core.evening import SCHEMA, Member, Plan, extends
from hjerter_cli.core.standings import STANDINGS_RULES
from hjerter_cli.store.paths import read_small

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

FOLDER = "evenings"
MOST = 1024 * 1024  # far more than any evening's plan
MOST_PLAYERS = 1000
MOST_SITTINGS = 100
KEY_DIGITS = 32  # the key the tables' games' identities are made from: 32 hex digits
DIRECTOR = "evening-director"  # this data dir's id as a director, beside its games
CURRENT = "evening"  # the evening last started or played here
LOCK = "evenings"  # the lock file evenings.lock beside this data dir's games
TEXT = 200  # the longest name or word a plan holds
# The game settings an evening takes from `new`'s options (not the dealer, the pairs, the scoring).
SETTINGS = {
    "target": int,
    "deals": int,
    "moon": str,
    "omnibus": bool,
    "bonus_card": str,
    "omnibus_moon": str,
    "ten_of_clubs": bool,
    "sun": bool,
    "ties": str,
    "passing": str,
    "one_below": bool,
    "exact_reset": bool,
    "decks": int,
    "deal": str,
}


class Unusable(Exception):
    """A plan file that cannot be used: its path, and what is wrong (a kind and its values)."""

    def __init__(self, path: str, kind: str, detail: str = "") -> None:
        super().__init__(path, kind, detail)
        self.path, self.kind, self.detail = path, kind, detail


def folder(base: Path) -> str:
    """Where the evenings' plans are: in the club's folder, else beside this data dir's games."""
    from hjerter_cli.store.clubfolder import folder_of

    club = folder_of(base)
    return os.path.join(club if club is not None else str(base), FOLDER)


def path_of(base: Path, name: str) -> str:
    return os.path.join(folder(base), name + ".toml")


def names(base: Path) -> list[str]:
    """The evenings whose plans are in the folder (by their file names), newest first where their
    files say when they began; for completion and the last evening."""
    where = folder(base)
    try:
        listed = [
            entry
            for entry in os.scandir(where)
            if entry.name.endswith(".toml") and entry.is_file(follow_symlinks=False)
        ]
    except (OSError, ValueError):
        return []
    listed.sort(key=lambda entry: -entry.stat(follow_symlinks=False).st_mtime_ns)
    return [entry.name[: -len(".toml")] for entry in listed if not entry.name.startswith(".")]


def current(base: Path) -> str | None:
    """The evening last started or played at this data dir; else the newest plan in the folder."""
    data = read_small(os.path.join(base, CURRENT), 4096)
    try:
        name = data.decode("utf-8").strip() if data is not None else ""
    except UnicodeDecodeError:
        name = ""
    if name and os.path.lexists(path_of(base, name)):
        return name
    found = names(base)
    return found[0] if found else None


def make_current(base: Path, name: str) -> None:
    from hjerter_cli.store.writing import make_dirs, write_atomic

    make_dirs(base)
    write_atomic(Path(base) / CURRENT, name + "\n", follow_links=False)


# Reading -----------------------------------------------------------------------------------------


def read(base: Path, name: str) -> Plan | None:
    """The plan of evening NAME; None where there is no file of that name."""
    path = path_of(base, name)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise Unusable(path, "unreadable", str(error)) from error
    if not stat.S_ISREG(info.st_mode):  # a link, a folder, a FIFO: never followed, never read
        raise Unusable(path, "not-a-file")
    if info.st_size > MOST:
        raise Unusable(path, "too-big")
    data = read_small(path, MOST)
    if data is None:
        raise Unusable(path, "not-a-file")
    return parse(data, path, name)


def parse(data: bytes, path: str, name: str | None = None) -> Plan:
    from hjerter_cli.store.plaintoml import NotToml
    from hjerter_cli.store.plaintoml import document as toml_document

    try:
        document = toml_document(data.decode("utf-8"))  # tomllib only where the plan is not as hjerter writes it
    except UnicodeDecodeError as error:
        raise Unusable(path, "not-utf8") from error
    except NotToml as error:
        raise Unusable(path, "not-toml", str(error)) from error
    except (RecursionError, MemoryError) as error:
        raise Unusable(path, "shape", "") from error
    try:
        plan = _plan(document)
    except _Shape as error:
        raise Unusable(path, "shape", str(error)) from error
    if name is not None and plan.name != name:
        raise Unusable(path, "shape", "name")
    return plan


class _Shape(Exception):
    """What in a plan is not as a plan is: the key."""


def _get(document: dict[str, Any], key: str, kind: Any) -> Any:
    value: Any = document.get(key)
    if type(value) is not kind:
        raise _Shape(key)
    if (kind is str and not 0 < len(value) <= TEXT) or (kind is int and not 0 <= value < 10**6):
        raise _Shape(key)
    return value


def _plan(document: dict[str, Any]) -> Plan:
    if document.get("schema") != SCHEMA:
        raise _Shape("schema")
    head = {key: _get(document, key, kind) for key, kind in _HEAD.items()}
    if (
        head["seating"] not in SEATINGS
        or head["scoring"] not in STANDINGS_RULES
        or not 1 <= head["sittings"] <= MOST_SITTINGS
    ):
        raise _Shape("seating")
    if len(head["key"]) != KEY_DIGITS or head["key"].strip("0123456789abcdef"):
        raise _Shape("key")
    settings = document.get("settings", {})
    if type(settings) is not dict or any(
        key not in SETTINGS or type(value) is not SETTINGS[key] for key, value in settings.items()
    ):
        raise _Shape("settings")
    if any(type(value) is str and len(value) > TEXT for value in settings.values()):
        raise _Shape("settings")
    players = _players(document.get("players"))
    drawn, seeds = _sittings(document.get("sitting", []), players, head["sittings"])
    plan = Plan(settings=dict(settings), players=players, drawn=drawn, seeds=seeds, **head)
    from hjerter_cli.core.draw import check_rules

    try:
        check_rules(plan.rules)
        _check_settings(plan)
    except Exception as error:  # a refusal of the rules or the settings: the file is not a plan's
        raise _Shape("settings") from error
    return plan


_HEAD = {
    "name": str,
    "director": str,
    "director_table": str,
    "key": str,
    "started": str,
    "deals": int,
    "sittings": int,
    "seating": str,
    "table_size": int,
    "exact": bool,
    "pairs": bool,
    "scoring": str,
    "seed": str,
}


def _check_settings(plan: Plan) -> None:
    """The settings as a game of the evening takes them (refused as `new` refuses them)."""
    from hjerter_cli.core.settings import Settings, contradictions, settings_for_new

    given: dict[str, object] = dict.fromkeys(SETTINGS) | plan.settings
    settings = settings_for_new(Settings(), given)
    if contradictions(settings, set(plan.settings)) is not None:
        raise ValueError("settings")


def _players(items: Any) -> tuple[Member, ...]:
    if type(items) is not list or not 0 < len(items) <= MOST_PLAYERS:
        raise _Shape("players")
    players, seen = [], set()
    for item in items:
        if type(item) is not dict or set(item) - {"name", "joined", "left"}:
            raise _Shape("players")
        member = Member(_get(item, "name", str), item.get("joined", 1), item.get("left", 0))
        if (
            type(member.joined) is not int
            or type(member.left) is not int
            or not 1 <= member.joined <= MOST_SITTINGS + 1
        ):
            raise _Shape("players")
        if member.left and not member.joined <= member.left <= MOST_SITTINGS + 1 or member.left < 0:
            raise _Shape("players")
        if member.name.casefold() in seen or not _a_name(member.name):
            raise _Shape("players")
        seen.add(member.name.casefold())
        players.append(member)
    return tuple(players)


def _a_name(name: str) -> bool:
    """Whether a player's name is one `new` keeps as it is (no control character, none too long)."""
    from hjerter_cli.core.settings import check_player_name
    from hjerter_cli.errors import RefusedError

    try:
        return check_player_name(name) == name
    except RefusedError:
        return False


def _sittings(items: Any, players: tuple[Member, ...], most: int) -> tuple[tuple[Sitting, ...], tuple[str, ...]]:
    if type(items) is not list or len(items) > most:
        raise _Shape("sitting")
    by_name = {member.name: member for member in players}
    drawn, seeds = [], []
    for number, item in enumerate(items, start=1):
        if type(item) is not dict or set(item) - {"tables", "sits_out", "seed"}:
            raise _Shape("sitting")
        tables = item.get("tables")
        out = item.get("sits_out", [])
        if type(tables) is not list or not tables or type(out) is not list or any(type(t) is not list for t in tables):
            raise _Shape("sitting")
        names = [name for table in tables for name in table] + out
        if any(type(name) is not str or name not in by_name or not by_name[name].present(number) for name in names):
            raise _Shape("sitting")
        if len(set(names)) != len(names) or any(not 3 <= len(table) <= 12 for table in tables):
            raise _Shape("sitting")
        drawn.append(Sitting(tuple(tuple(table) for table in tables), tuple(out)))
        seeds.append(_get(item, "seed", str))
    return tuple(drawn), tuple(seeds)


# Writing -----------------------------------------------------------------------------------------


def dumps(plan: Plan) -> str:
    import tomli_w

    head = {key: getattr(plan, key) for key in _HEAD}
    players = [{"name": m.name, "joined": m.joined, **({"left": m.left} if m.left else {})} for m in plan.players]
    sittings = [
        {"seed": seed, "tables": [list(table) for table in sitting.tables], "sits_out": list(sitting.sits_out)}
        for sitting, seed in zip(plan.drawn, plan.seeds)
    ]
    document = {"schema": SCHEMA, **head, "settings": dict(plan.settings), "players": players, "sitting": sittings}
    return tomli_w.dumps(document)


@contextmanager
def held(base: Path) -> Iterator[None]:
    """The lock of the evenings' plans, beside this data dir's games."""
    from hjerter_cli.store.lock import locked
    from hjerter_cli.store.writing import make_dirs

    make_dirs(base)
    with locked(Path(base) / LOCK):
        yield


def create(base: Path, plan: Plan) -> None:
    """Write a new evening's plan; `Exists` where one of its name is there."""
    with held(base):
        where = _folder_made(base)
        if os.path.lexists(os.path.join(where, plan.name + ".toml")):
            raise Exists(plan.name)
        _write(base, plan)


def change(base: Path, name: str, edit: Callable[[Plan], Plan]) -> Plan:
    """Change a plan under the lock: read again in full (refused as `Unusable` if it cannot be),
    `edit` it (which may refuse), checked to be only added to, and written atomically."""
    with held(base):
        plan = read(base, name)
        if plan is None:
            raise Missing(name)
        changed = edit(plan)
        if not extends(changed, plan):
            raise ValueError("a plan is only ever added to")
        _folder_made(base)
        _write(base, changed)
    return changed


def _folder_made(base: Path) -> str:
    """The plans' folder, made if missing; `Unusable` where it is a link or no folder."""
    where = folder(base)
    try:
        os.makedirs(os.path.dirname(where), exist_ok=True)
        if not os.path.lexists(where):
            os.mkdir(where)
        info = os.lstat(where)
    except OSError as error:
        raise Unusable(where, "unreadable", str(error)) from error
    if not stat.S_ISDIR(info.st_mode):
        raise Unusable(where, "not-a-folder")
    return where


def _write(base: Path, plan: Plan) -> None:
    from hjerter_cli.store.writing import write_atomic

    write_atomic(Path(path_of(base, plan.name)), dumps(plan), follow_links=False)


class Exists(Exception):
    """An evening of that name has a plan already."""


class Missing(Exception):
    """No evening of that name."""


# The director --------------------------------------------------------------------------------------


def director_id(base: Path, make: bool = False) -> str | None:
    """This data dir's id as a director (made with `make`, kept beside its games, never in the club)."""
    path = os.path.join(base, DIRECTOR)
    data = read_small(path, 4096)
    text = data.decode("ascii", "replace").strip() if data is not None else ""
    if len(text) == 32 and all(char in "0123456789abcdef" for char in text):
        return text
    if not make:
        return None
    import secrets

    from hjerter_cli.store.writing import make_dirs, write_atomic

    make_dirs(base)
    text = secrets.token_hex(16)
    write_atomic(Path(path), text + "\n", follow_links=False)
    return text


def mark(director: str) -> str:
    """What a plan carries of its director's id: a digest, from which the id is not found."""
    import hashlib

    return hashlib.blake2b(f"hjerter director\n{director}".encode(), digest_size=16).hexdigest()


def directs(base: Path, plan: Plan) -> bool:
    """Whether this data dir is the director's of the plan."""
    mine = director_id(base)
    return mine is not None and mark(mine) == plan.director


def valid_name(name: str) -> bool:
    """An evening's name: letters, digits, `-` and `_`, a letter or digit first, at most 40."""
    return 0 < len(name) <= 40 and name[0].isalnum() and all(char.isalnum() or char in "-_" for char in name)
