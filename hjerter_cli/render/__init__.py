"""What people see: the sheet in every format (`formats.py` chooses; hjerter's JSON document and
the CSV sheet are written beside their readers in hjerter_cli/formats/), the rules in words, the
words screens share, and every sentence, the refusals' kinds among them (`refusals.py`).

- the sheet: `table.py` (table and text), `exports.py` (markdown), `html.py` (a page to keep),
  `chart.py` (the running totals as an image), `chart_terminal.py` (and as a chart at a terminal),
  `height.py` (fitted to a terminal's height),
  `notes_below.py` (the notes under it), `columns.py` (widths and wrapping, for every screen);
- across games: `stats.py` (the standings), `rating.py`, `player.py` (a player's page);
- the club evening's screens: `evening.py`; the live page: `live.py`, and the evening's live page
  `evening_page.py`; a game to BG Stats:
  `bgstats.py` (its link) and `qr.py` (a QR code at a terminal);
- words: `rules.py` (the table's rules), `cardnames.py` (cards in a sentence), `sentences.py` (the
  words every screen shares, and a round's report), `refusals.py` (the core's refusals);
- what each command says beside its screen, a function a sentence (`i18n.fixed` where nothing
  is filled in): `said_rounds.py`, `said_questions.py`, `said_games.py`, `said_new.py`,
  `said_import.py`, `said_club.py`, `said_evening.py`, `said_evening_page.py` (the evening's
  live page), `said_serve.py`, `said_bgstats.py`, `said_output.py` (where a report goes),
  and `said_usage.py` (the command line's own refusals, and the line every error is told in).
"""
