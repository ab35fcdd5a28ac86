"""What `hjerter evening` says: the draw, the tables, the standings' words, the cards, and its
refusals (the plan file that cannot be used, the machine that is not the director's)."""

from __future__ import annotations

from hjerter_cli.errors import visible
from hjerter_cli.i18n import _, fixed, ngettext


def names_of(names: tuple[str, ...] | list[str]) -> str:
    return ", ".join(visible(name) for name in names)


# Refusals of the command line --------------------------------------------------------------------


def start_option_alone(option: str) -> str:
    return _("{option} goes with `hjerter evening start`.").format(option=option)


def next_option_alone(option: str) -> str:
    return _("{option} goes with `hjerter evening next` (--seed also with start).").format(option=option)


def format_not_here(value: str, allowed: tuple[str, ...]) -> str:
    return _("--format {value} does not go here; choose one of {choices}.").format(
        value=visible(value), choices=", ".join(allowed)
    )


start_takes = fixed("`hjerter evening start` takes a NAME and the PLAYERs.")


def takes(action: str, what: str) -> str:
    return _("`hjerter evening {action}` takes {what}.").format(action=action, what=what)


def not_a_name(name: str) -> str:
    return _("{name} cannot name an evening: use letters, digits, - and _ (at most 40), and no action word.").format(
        name=visible(name)
    )


def not_a_table(word: str, count: int) -> str:
    return ngettext(
        "{word} is no table of this sitting; it has table 1.",
        "{word} is no table of this sitting; it has tables 1 to {count}.",
        count,
    ).format(word=visible(word), count=count)


no_dealer_here = fixed("An evening draws the seats: --dealer and --pair do not go with `hjerter evening start`.")


# Refusals of the evening's state -----------------------------------------------------------------


no_evening = fixed("No evening has been started; start one with `hjerter evening start NAME PLAYER...`.")


def no_such_evening(name: str) -> str:
    return _("There is no evening called {name}; `hjerter evening` names the last one.").format(name=visible(name))


def evening_exists(name: str) -> str:
    return _("There is an evening called {name} already; choose another name.").format(name=visible(name))


def not_the_director(name: str, table: str) -> str:
    return _("{name} is the evening of its director's machine ({table}); draw, join and leave there.").format(
        name=visible(name), table=visible(table)
    )


def plan_unusable(path: str, problem: str) -> str:
    return _("The evening's plan {path} cannot be used ({problem}); nothing was changed.").format(
        path=visible(path), problem=problem
    )


def problem_of(kind: str, detail: str) -> str:
    """What is wrong with a plan file, in a few words."""
    if kind == "not-a-file":
        return _("it is not a regular file: a link, a folder or a device")
    if kind == "not-a-folder":
        return _("it is not a folder")
    if kind == "too-big":
        return _("it is larger than 1 MiB, far more than any evening's plan")
    if kind == "not-utf8":
        return _("it is not UTF-8 text")
    if kind == "not-toml":
        return _("it is not TOML: {detail}").format(detail=visible(detail))
    if kind == "shape":
        return _("it is not an evening's plan: {key} is not as a plan has it").format(key=visible(detail or "?"))
    return visible(detail)


def unfinished(tables: tuple[int, ...]) -> str:
    return ngettext(
        "Table {tables} has not finished its game; draw anyway with --force.",
        "Tables {tables} have not finished their games; draw anyway with --force.",
        len(tables),
    ).format(tables=", ".join(map(str, tables)))


def all_drawn(sittings: int) -> str:
    return ngettext(
        "The evening had its {count} sitting; there is none to draw.",
        "The evening had its {count} sittings; there is none to draw.",
        sittings,
    ).format(count=sittings)


def already_playing(name: str) -> str:
    return _("{name} plays at the evening already.").format(name=visible(name))


def gone_already(name: str) -> str:
    return _("{name} has left the evening already.").format(name=visible(name))


def not_playing(name: str, evening: str) -> str:
    return _("{name} does not play at {evening}.").format(name=visible(name), evening=visible(evening))


def game_exists(name: str) -> str:
    return _("The game {name} is made already; `hjerter use {name}` makes it the current one.").format(
        name=visible(name)
    )


drawn_meanwhile = fixed("Another sitting was drawn meanwhile; see it with `hjerter evening`.")


# What the evening says ---------------------------------------------------------------------------


def sitting_heading(name: str, sitting: int, sittings: int, deals: int) -> str:
    if deals:
        return ngettext(
            "Evening {name}, sitting {sitting} of {sittings}: {deals} deal a game.",
            "Evening {name}, sitting {sitting} of {sittings}: {deals} deals a game.",
            deals,
        ).format(name=visible(name), sitting=sitting, sittings=sittings, deals=deals)
    return _("Evening {name}, sitting {sitting} of {sittings}: each game to its target.").format(
        name=visible(name), sitting=sitting, sittings=sittings
    )


def table_line(table: int, players: tuple[str, ...]) -> str:
    return _("Table {table}: {players}").format(table=table, players=names_of(players))


def table_state(table: int, game: str, played: int, deals: int, finished: bool) -> str:
    if finished:
        return ngettext(
            "Table {table} ({game}): finished after {played} deal.",
            "Table {table} ({game}): finished after {played} deals.",
            played,
        ).format(table=table, game=visible(game), played=played)
    if deals:
        return ngettext(
            "Table {table} ({game}): {played} of {deals} deal played.",
            "Table {table} ({game}): {played} of {deals} deals played.",
            deals,
        ).format(table=table, game=visible(game), played=played, deals=deals)
    return ngettext(
        "Table {table} ({game}): {played} deal played.", "Table {table} ({game}): {played} deals played.", played
    ).format(table=table, game=visible(game), played=played)


def sits_out(names: tuple[str, ...]) -> str:
    return _("Sits out: {names}").format(names=names_of(names))


def play_hint(name: str) -> str:
    return _("At each table: `hjerter evening play TABLE` (the game {name}-sS-tT).").format(name=visible(name))


def joins(name: str, sitting: int) -> str:
    return _("{name} plays from sitting {sitting} on.").format(name=visible(name), sitting=sitting)


def leaves(name: str, sitting: int) -> str:
    return _("{name} plays no more after sitting {sitting}; the sittings played still count.").format(
        name=visible(name), sitting=sitting
    )


def standings_heading(sitting: int) -> str:
    return _("Standings after sitting {sitting}").format(sitting=sitting)


place_word = fixed("Place")

name_word = fixed("Player")

total_word = fixed("Total")


def rule_line(rule: str) -> str:
    if rule == "points":
        return _("Points: each player's points per deal over the deals played; lower is better.")
    return _("Places: at each table, the share of the other players who finished behind (level counts half).")


def card_heading(name: str, sitting: int, table: int) -> str:
    return _("{name}, sitting {sitting}, table {table}").format(name=visible(name), sitting=sitting, table=table)


def card_seat(seat: int, name: str) -> str:
    return _("Seat {seat}: {name}").format(seat=seat, name=visible(name))


def card_dealer(name: str) -> str:
    return _("Dealer of the first deal: {name}").format(name=visible(name))


def card_deals(deals: int) -> str:
    if not deals:
        return _("Play to the target.")
    return _("Deals to play: {deals}").format(deals=deals)


def cards_title(name: str, sitting: int) -> str:
    return _("Table cards of {name}, sitting {sitting}").format(name=visible(name), sitting=sitting)


def sittings_range(most: int) -> str:
    return _("--sittings takes a number from 1 to {most}.").format(most=most)
