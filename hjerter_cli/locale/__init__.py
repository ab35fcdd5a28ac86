"""The Danish words (English message -> Danish message), imported only for a Danish run, and the
reasons of the system and of libraries said in the language being spoken.

- `da.py`: the catalogue hjerter_cli/i18n.py loads, the commands' words, joined with the rest:
  `da_screens.py` (the screens' words and the plural forms), `da_club.py` (`club`),
  `da_evening.py` (`evening`), `da_import.py` (`import`), `da_player.py` (`player`) and
  `da_room.py` (what a screen leaves out for want of room, and the step after a game);
- `reasons.py`: what the system or a library says (an errno's words, the csv and json modules'),
  in Danish from `da_reasons.py` for a Danish screen.
"""
