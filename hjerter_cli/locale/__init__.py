"""The Danish words (English message -> Danish message), imported only for a Danish run, and the
reasons of the system and of libraries said in the language being spoken.

- `da.py`: the catalogue hjerter_cli/i18n.py loads, FIRST: the commands' words with
  `da_screens.py`'s (the screens' words and the plural forms) and `da_room.py`'s (what a screen
  leaves out for want of room, and the step after a game); joined by `everything()` on the first
  message FIRST lacks: `da_club.py` (`club`), `da_evening.py` (`evening`), `da_import.py`
  (`import`) and `da_player.py` (`player`);
- `reasons.py`: what the system or a library says (an errno's words, the csv and json modules'),
  in Danish from `da_reasons.py` for a Danish screen.
"""
