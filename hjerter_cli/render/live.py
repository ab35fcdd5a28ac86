"""The page `serve` gives the table's phones: the html page, a note while the game file cannot be
read, and a small script that puts the new page in place when the game changes.

The page `show --format html` writes stays without scripts; only the served page gets one. The
script asks for the page again a second after each answer, saying which version it shows; the
server answers 304 (nothing) until the game changes. Pure strings: the live page's room,
hjerter_cli/serve/, serves them.
"""

from __future__ import annotations

import hashlib

from hjerter_cli.i18n import _
from hjerter_cli.render.html import _e

# Every second: a change shows within 2 seconds. A page whose server has gone (or that no longer
# answers to this address) stops asking; one that lost the network asks again more slowly. Either
# way the page says at once that it no longer follows, with the time of the last answer; and
# says it too when no answer has come for 8 seconds (a request that hangs). An answer takes it back.
SCRIPT = """(function () {
  var version = %s, gone = %s, heard = new Date();
  function stopped() {
    if (document.querySelector("p.gone")) { return; }
    var note = document.createElement("p"), title = document.querySelector("h1");
    function two(number) { return (number < 10 ? "0" : "") + number; }
    note.className = "gone";
    note.setAttribute("role", "status");
    note.style.cssText = "background: #fde2e1; border: 1px solid #c0392b; padding: .5rem .75rem;";
    note.textContent = gone.replace("{time}", two(heard.getHours()) + ":" + two(heard.getMinutes()));
    if (title) { title.parentNode.insertBefore(note, title.nextSibling); } else { document.body.prepend(note); }
  }
  function answered() {
    heard = new Date();
    var note = document.querySelector("p.gone");
    if (note) { note.remove(); }
  }
  function kept() {
    return Array.prototype.map.call(document.querySelectorAll(".sheet"), function (box) { return box.scrollLeft; });
  }
  function show(text, next) {
    var page = new DOMParser().parseFromString(text, "text/html");
    var left = kept();
    document.title = page.title;
    var style = document.querySelector("style"), fresh = page.querySelector("style");
    if (style && fresh) { style.textContent = fresh.textContent; }
    document.body.innerHTML = page.body.innerHTML;
    Array.prototype.forEach.call(document.querySelectorAll(".sheet"), function (box, index) {
      if (index < left.length) { box.scrollLeft = left[index]; }
    });
    version = next;
  }
  function ask() {
    fetch("./", {cache: "no-store", headers: {"If-None-Match": version}}).then(function (answer) {
      if (answer.status === 304) { answered(); setTimeout(ask, 1000); return; }
      if (!answer.ok) { stopped(); return; }
      var next = answer.headers.get("ETag");
      return answer.text().then(function (text) { answered(); show(text, next); setTimeout(ask, 1000); });
    }).catch(function () { stopped(); setTimeout(ask, 5000); });
  }
  setTimeout(ask, 1000);
  setInterval(function () { if (new Date() - heard > 8000) { stopped(); } }, 2000);
})();"""

NOTICE_STYLE = ".unreadable { background: #fff3cd; border: 1px solid #d4a72c; padding: .5rem .75rem; }"


# The code to BG Stats on a finished game's page: as wide as a phone's camera reads it well.
CODE_STYLE = (
    "p.bgstats { margin: .75rem 0 .25rem; }\n"
    "figure.code { margin: 0 0 1rem; max-width: 18rem; }\n"
    "figure.code svg { width: 100%; height: auto; display: block; }\n"
    "figure.code figcaption { color: #555; font-size: .9em; }"
)


def with_code(page: str, link: str, picture: str) -> str:
    """A finished game's page with BG Stats' link, and the same as a QR code (`picture`, an
    inline SVG), under the result: before the page's first heading."""
    from hjerter_cli.render import said_bgstats as said

    section = (
        f'<p class="bgstats"><a href="{_e(link)}">{_e(said.add_the_game())}</a></p>\n'
        f'<figure class="code">{picture}<figcaption>{_e(said.or_scan_the_code())}</figcaption></figure>\n'
    )
    page = page.replace("</style>", CODE_STYLE + "\n</style>", 1)
    return page.replace("<h2>", section + "<h2>", 1)


def version_of(page: str) -> str:
    """The page's version, as an entity tag: it changes whenever the page does."""
    return '"' + hashlib.sha256(page.encode("utf-8")).hexdigest()[:32] + '"'


def served_page(page: str, unreadable: bool, note: str | None = None) -> tuple[str, str, str]:
    """The html page as served: with the note when its source cannot be read (the page is then as
    last read; `note` says so, by default of the game file), and the script. Returns the page, its
    version and the script (whose hash the server allows, and no other script)."""
    if unreadable:
        note = note or _("The game file cannot be read just now; this is the sheet as it was last read.")
        page = page.replace("</style>", NOTICE_STYLE + "\n</style>", 1)
        page = page.replace("</h1>\n", f'</h1>\n<p class="unreadable" role="status">{_e(note)}</p>\n', 1)
    version = version_of(page)
    gone = _("Not following any more since {time}: the sheet is as it was then.")
    script = SCRIPT % (_json_string(version), _json_string(gone))
    return page.replace("</body>", f"<script>{script}</script>\n</body>", 1), version, script


def _json_string(text: str) -> str:
    """A JavaScript string literal of `text` (a version, a sentence), safe inside <script>."""
    import json

    return json.dumps(text).replace("<", "\\u003c")
