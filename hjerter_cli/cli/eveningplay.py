"""The club evening's actions (`hjerter evening ...`, cli/evening.py parses them): start, play,
next, join, leave, and what the evening shows (its state, the standings, the table cards).

The tables' games are found as `list` and `stats` find games (cli/counting.py): in a club, this
data dir's and the club's, each once; a table's game is known by its identity, made from the plan
(core/evening.py `game_id`), so the same game is found whichever machine made it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from hjerter_cli.cli.options import words_columns
from hjerter_cli.core import evening as core
from hjerter_cli.errors import RefusedError, UsageError
from hjerter_cli.render import evening as screens
from hjerter_cli.render import said_evening as said
from hjerter_cli.store import evening as plans
from hjerter_cli.terminal import write

if TYPE_CHECKING:
    from collections.abc import Callable

    from hjerter_cli.cli.session import Session
    from hjerter_cli.cli.table_options import TableOptions
    from hjerter_cli.core.standings import TableResult

DEFAULT_DEALS = 8
DEFAULT_SITTINGS = 4


FORMATS = ("table", "text", "markdown", "csv", "json", "html")


def plan_named(session: Session, name: str | None) -> core.Plan:
    """The plan of NAME, or of the last evening; refused where there is none."""
    base = session.base
    chosen = name if name is not None else plans.current(base)
    if chosen is None:
        raise RefusedError(said.no_evening())
    plan = plans.read(base, chosen) if plans.valid_name(chosen) else None
    if plan is None:
        raise RefusedError(said.no_such_evening(chosen))
    return plan


def shown_format(action: str | None, given: str | None) -> str:
    """The format asked for, where the action shows it (its first format by default)."""
    allowed = {"cards": ("text", "markdown", "html"), None: ("table", "text", "json")}.get(action, FORMATS)
    kind = given or allowed[0]
    if kind not in allowed:
        raise UsageError(said.format_not_here(kind, allowed))
    return kind


def start(
    session: Session, words: list[str], table: TableOptions, rules: tuple[Any, ...], actions: tuple[str, ...]
) -> None:
    """`evening start NAME PLAYER...`: the plan, with sitting 1 drawn, written at this data dir,
    which becomes the evening's director's."""
    import secrets

    from hjerter_cli.core.draw import draw
    from hjerter_cli.store.club import table_of
    from hjerter_cli.store.codec import started_now

    sittings, seating, table_size, exact, scoring, seed = rules
    if len(words) < 2:
        raise UsageError(said.start_takes())
    name, players = words[0], _players(words[1:])
    _check_name(name, actions)
    given, deals = _settings(table)
    if not 1 <= (sittings or DEFAULT_SITTINGS) <= plans.MOST_SITTINGS:
        raise UsageError(said.sittings_range(plans.MOST_SITTINGS))
    base = session.base
    plan = core.Plan(
        name, "", table_of(base), secrets.token_hex(16), started_now(), deals, sittings or DEFAULT_SITTINGS,
        seating or "random", table_size or 4, exact, bool(table["pairs"]), scoring or "places",
        seed or secrets.token_hex(8), given, tuple(core.Member(player) for player in players),
    )  # fmt: skip
    first = draw(players, (), plan.rules, plan.seed)
    plan = plan._replace(drawn=(first,), seeds=(plan.seed,))
    plan = plan._replace(director=plans.mark(plans.director_id(base, make=True) or ""))
    try:
        plans.create(base, plan)
    except plans.Exists as error:
        raise RefusedError(said.evening_exists(name)) from error
    plans.make_current(base, name)
    write(screens.drawn(plan, 1))


def _check_name(name: str, actions: tuple[str, ...]) -> None:
    from hjerter_cli.store.paths import game_name

    try:
        game_name(f"{name}-s1-t1")
    except RefusedError:
        raise UsageError(said.not_a_name(name)) from None
    if not plans.valid_name(name) or name in actions:
        raise UsageError(said.not_a_name(name))


def _players(names: list[str]) -> tuple[str, ...]:
    from hjerter_cli.core.refusals import phrase
    from hjerter_cli.core.settings import check_player_name

    players = tuple(check_player_name(name) for name in names)
    seen: set[str] = set()
    for player in players:
        if player.casefold() in seen:
            raise RefusedError(phrase("player-name-twice").format(name=player))
        seen.add(player.casefold())
    return players


def _settings(table: TableOptions) -> tuple[dict[str, object], int]:
    """The game settings given (checked as `new` checks them), and the deals a game."""
    from hjerter_cli.cli.table_options import settings_given
    from hjerter_cli.core.settings import MAX_DEALS, Settings, contradictions, settings_for_new

    given = {key: value for key, value in settings_given(table | {"scoring": None}).items() if value is not None}
    given.pop("scoring", None)
    deals = given.pop("deals", DEFAULT_DEALS)
    assert isinstance(deals, int)
    problem = contradictions(settings_for_new(Settings(), _all(given | {"deals": deals})), set(given))
    if problem is not None:
        raise UsageError(problem)
    if not 0 <= deals <= MAX_DEALS:
        raise UsageError(said.takes("start --deals", f"0 … {MAX_DEALS}"))
    return given, deals


def _all(given: dict[str, object]) -> dict[str, object]:
    return dict.fromkeys(plans.SETTINGS) | given


# What the evening shows ------------------------------------------------------------------------------


def found_results(session: Session) -> dict[str, TableResult]:
    """The games counted (as `list` counts them), by identity, as the standings read them."""
    from hjerter_cli.cli.counting import games_counted
    from hjerter_cli.core.standings import TableResult
    from hjerter_cli.core.stats import GameRecord

    found = {}
    for _name, record, _where in games_counted(session.base):
        if isinstance(record, GameRecord) and record.id:
            found[record.id] = TableResult(record.players, record.totals, record.sides, record.rounds, record.finished)
    return found


def show(session: Session, action: str | None, name: str | None, given: str | None) -> None:
    """The evening's state, its standings or its table cards."""
    plan = plan_named(session, name)
    kind = shown_format(action, given)
    if action == "cards":
        write(screens.cards(plan, kind))
        return
    found = found_results(session)
    rows = core.evening_standings(plan, found)
    if action == "standings":
        write(screens.standings_as(plan, rows, kind, words_columns()))
        return
    tables = core.tables_of(plan, plan.sitting, found)
    if kind == "json":
        import json

        write(json.dumps(screens.state_data(plan, tables, rows), ensure_ascii=False, indent=2))
    else:
        write(screens.state(plan, tables, rows, None if kind == "text" else words_columns()))


# Changing the evening -------------------------------------------------------------------------------


def play(session: Session, words: list[str]) -> None:
    """`evening play [NAME] TABLE`: that table's game of the sitting, its drawn players in their
    seats, the evening's settings; the current game here."""
    from hjerter_cli.cli.session import GameRef
    from hjerter_cli.cli.table_options import new_table
    from hjerter_cli.render.said_new import announcement
    from hjerter_cli.store import paths

    if len(words) not in (1, 2):
        raise UsageError(said.takes("play", "[NAME] TABLE"))
    plan = plan_named(session, words[0] if len(words) == 2 else None)
    tables = plan.drawn[plan.sitting - 1].tables
    number = int(words[-1]) if words[-1].isdigit() else 0
    if not 1 <= number <= len(tables):
        raise RefusedError(said.not_a_table(words[-1], len(tables)))
    given = _all(plan.settings) | {"deals": plan.deals}
    game = new_table(tables[number - 1], None, given, None, (plan.pairs or None, []))
    game = game._replace(id=core.game_id(plan, plan.sitting, number))
    name = core.game_name(plan, plan.sitting, number)
    ref = GameRef(session.base, Path(paths.game_path(session.base, name)), name)
    if paths.exists(ref.path):
        raise RefusedError(said.game_exists(name))
    session.create(ref, game)
    session.make_current(name)
    plans.make_current(session.base, plan.name)
    write(announcement(name, game, words_columns()))


def _directed(session: Session, name: str | None) -> core.Plan:
    plan = plan_named(session, name)
    if not plans.directs(session.base, plan):
        raise RefusedError(said.not_the_director(plan.name, plan.director_table))
    return plan


def draw_next(session: Session, name: str | None, force: bool, seed: str | None) -> None:
    """`evening next`: the next sitting drawn, once every table of this one has finished."""
    from hjerter_cli.core.draw import draw
    from hjerter_cli.core.standings import places_of

    plan = _directed(session, name)
    if plan.sitting >= plan.sittings:
        raise RefusedError(said.all_drawn(plan.sittings))
    found = found_results(session)
    still = core.unfinished(plan, found)
    if still and not force:
        raise RefusedError(said.unfinished(still))
    number = plan.sitting + 1
    places = places_of(core.evening_standings(plan, found)) if plan.seating == "standings" else None
    chosen = seed if seed is not None else plan.seed
    drawn = draw(plan.present(number), plan.drawn, plan.rules, chosen, places)

    def edit(now: core.Plan) -> core.Plan:
        if now.sitting != plan.sitting:
            raise RefusedError(said.drawn_meanwhile())
        return now._replace(drawn=(*now.drawn, drawn), seeds=(*now.seeds, chosen))

    write(screens.drawn(plans.change(session.base, plan.name, edit), number))


def join_or_leave(session: Session, action: str, words: list[str]) -> None:
    """`evening join NAME PLAYER`, `evening leave NAME PLAYER`: from the next sitting on."""
    if len(words) != 2:
        raise UsageError(said.takes(action, "NAME PLAYER"))
    plan = _directed(session, words[0])
    edit = _joining(plan, words[1]) if action == "join" else _leaving(plan, words[1])
    changed = plans.change(session.base, plan.name, edit)
    member = changed.member(words[1])
    assert member is not None
    if action == "join":
        write(said.joins(member.name, member.joined))
    else:
        write(said.leaves(member.name, member.left - 1))


def _joining(plan: core.Plan, player: str) -> Callable[[core.Plan], core.Plan]:
    name = _players([player])[0]
    member = plan.member(name)
    if member is not None:
        raise RefusedError(said.gone_already(member.name) if member.left else said.already_playing(member.name))

    def edit(now: core.Plan) -> core.Plan:
        return now._replace(players=(*now.players, core.Member(name, now.sitting + 1)))

    return edit


def _leaving(plan: core.Plan, player: str) -> Callable[[core.Plan], core.Plan]:
    member = plan.member(player)
    if member is None:
        raise RefusedError(said.not_playing(player, plan.name))
    if member.left:
        raise RefusedError(said.gone_already(member.name))

    def edit(now: core.Plan) -> core.Plan:
        left = core.Member(member.name, member.joined, now.sitting + 1)
        return now._replace(players=tuple(left if each.name == member.name else each for each in now.players))

    return edit
