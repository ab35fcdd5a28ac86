"""What `hjerter serve` says on standard error: where to open the sheet, who can open it, and
why it cannot serve."""

from __future__ import annotations

from hjerter_cli.i18n import _, fixed


def port_out_of_range(port: int) -> str:
    return _("--port takes a number from 0 to 65535, not {port}.").format(port=port)


stopped = fixed("Stopped serving.")


def port_taken(port: int) -> str:
    return _("Port {port} is taken; choose another with --port, or leave it out for any free port.").format(port=port)


def cannot_serve(host: str, port: int, reason: str) -> str:
    return _("Could not serve on {host} port {port} ({reason}).").format(host=host, port=port, reason=reason)


open_it = fixed("Open the sheet on your phone:")

open_evening = fixed("Open the evening on your phone:")


def evening_not_a_game(option: str) -> str:
    return _("--evening serves a club evening, not one game; leave out {option}.").format(option=option)


def who_can_open(local: bool, alone: bool, evening: bool = False) -> str:
    """Who can open the page: this machine only (--local, or no network found), or its network
    (who can then see the sheet, or the `evening`)."""
    if local:
        return _("Only this machine can open the page. Ctrl-C stops serving.")
    if alone:
        return _(
            "This machine is on no network that could be found, so only it can open the page. Ctrl-C stops serving."
        )
    if evening:
        return _("Anyone on the same network who has the address can see the evening. Ctrl-C stops serving.")
    return _("Anyone on the same network who has the address can see the sheet. Ctrl-C stops serving.")


def code_too_wide(width: int) -> str:
    return _("The QR code needs {width} columns; type the address instead.").format(width=width)
